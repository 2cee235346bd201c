#!/usr/bin/env python3
"""bench/layout/render.py --pages DIR --truth DIR --out DIR [--only STEM,...] [--seed N]

Renders each marked page of bench/realistic as a page image, drawing every printed line by its
mark (issue 80, point 3): headlines 1.3-3 times the body, kickers and subtitles between (some
kickers as large as a small headline), banners and mastheads large, one to three columns, a
photo over each caption (4-9 body lines tall, a grey scan or a halftone, as an OCR engine's page
analysis finds pictures), a slight skew and speckle on some pages, so that type size alone
sometimes misleads. Writes <stem>.png and <stem>.lines.json: every drawn line with its
box in the image's pixels, its text, its mark, its story and the printed line it came from.
Deterministic from the seed and the page's name. Needs Pillow and Noto CJK (fonts-noto-cjk)."""
import argparse
import glob
import json
import os
import random
import re

from PIL import Image, ImageDraw, ImageFont

FONT = next(iter(sorted(glob.glob("/usr/share/fonts/**/NotoSerifCJK-Regular.ttc", recursive=True)
                    + glob.glob("/usr/share/fonts/**/NotoSansCJK-Regular.ttc", recursive=True))), None)
BOLD = next(iter(sorted(glob.glob("/usr/share/fonts/**/NotoSansCJK-Bold.ttc", recursive=True))), FONT)
SC = 2  # the Simplified Chinese face in Noto's collections
WIDTH = 2000
MARGIN = 80
BODY = 30


def marks_of(truth):
    return {entry["line"]: (entry["mark"], entry["story"]) for entry in truth["lines"]}


def printed(text):
    """A printed line without the marks an OCR tool put before it."""
    return re.sub(r"^[#>\s]+", "", text).strip()


def size_for(mark, rng, sizes):
    if mark == "H":
        return sizes["headline"]
    if mark == "K":
        return sizes["kicker"]
    if mark == "S":
        return sizes["subtitle"]
    if mark in ("Fb", "Fm"):
        return sizes["banner"] if mark == "Fb" else rng.choice([BODY, sizes["banner"]])
    if mark in ("C", "R"):
        return int(BODY * 0.9)
    if mark.startswith("F"):
        return int(BODY * rng.choice([0.8, 1.0, 1.2]))
    return BODY


def picture(width, height, rng):
    """A photo as a page prints one: soft shapes of grey from a coarse random grid, with grain,
    or the same screened to black and white (a halftone)."""
    grid = Image.new("L", (max(2, width // 40), max(2, height // 40)))
    grid.putdata([rng.randrange(40, 230) for _ in range(grid.size[0] * grid.size[1])])
    photo = grid.resize((width, height), Image.BICUBIC)
    if rng.random() < 0.3:
        return photo.convert("1").convert("L")
    grain = Image.new("L", (width, height))
    grain.putdata([rng.randrange(60, 200) for _ in range(width * height)])
    return Image.blend(photo, grain, 0.25)


def wrap(text, size, width):
    per_line = max(4, int(width / size))
    return [text[i:i + per_line] for i in range(0, len(text), per_line)] or [""]


def render(stem, pages, truth_dir, out, seed):
    rng = random.Random(f"{seed}:{stem}")
    truth = json.load(open(os.path.join(truth_dir, stem + ".json"), encoding="utf-8"))
    marks = marks_of(truth)
    lines = open(os.path.join(pages, stem + ".txt"), encoding="utf-8").read().split("\n")
    sizes = {
        "headline": int(BODY * rng.uniform(1.3, 3.0)),
        "banner": int(BODY * rng.uniform(1.8, 3.0)),
    }
    sizes["kicker"] = sizes["headline"] if rng.random() < 0.25 else int(BODY * rng.uniform(1.0, 1.5))
    sizes["subtitle"] = int(BODY * rng.uniform(1.05, 1.4))
    columns = rng.choice([1, 2, 2, 3])
    column_width = (WIDTH - 2 * MARGIN - (columns - 1) * 40) // columns
    photos = {caption["first"] for caption in truth.get("captions", [])}
    items = []  # (text, size, mark, story, source line, height of the photo printed before, or 0)
    for number, line in enumerate(lines, start=1):
        text = printed(line)
        if not text or number not in marks:
            continue
        mark, story = marks[number]
        size = size_for(mark, rng, sizes)
        photo = int(BODY * rng.uniform(4, 9)) if number in photos else 0
        for piece in wrap(text, size, column_width):
            items.append((piece, size, mark, story, number, photo))
            photo = 0
    heights = [size * 1.5 + (photo + size // 2 if photo else 0) for _, size, _, _, _, photo in items]
    total = sum(heights)
    per_column = total / columns + BODY * 4
    height = int(per_column + 2 * MARGIN)
    image = Image.new("L", (WIDTH, height), 255)
    draw = ImageDraw.Draw(image)
    drawn = []
    column, y = 0, MARGIN
    for (text, size, mark, story, number, photo), step in zip(items, heights):
        if y + step > height - MARGIN and column < columns - 1:
            column, y = column + 1, MARGIN
        x = MARGIN + column * (column_width + 40)
        if photo:
            box = [x, int(y), x + int(column_width * rng.uniform(0.7, 1.0)), int(y) + photo]
            image.paste(picture(box[2] - box[0], photo, rng), (box[0], box[1]))
            drawn.append({"box": box, "text": "", "mark": "picture", "story": story, "line": number})
            y += photo + size // 2
        face = ImageFont.truetype(BOLD if mark in ("H", "K", "S", "Fb") else FONT, size, index=SC)
        left, top, right, bottom = draw.textbbox((x, y), text, font=face)
        draw.text((x, y), text, font=face, fill=0)
        drawn.append({"box": [left, top, right, bottom], "text": text, "mark": mark, "story": story, "line": number,
                      "size": size})
        y += size * 1.5
    if rng.random() < 0.5:
        image = image.rotate(rng.uniform(-0.5, 0.5), fillcolor=255)
    if rng.random() < 0.5:
        pixels = image.load()
        for _ in range(WIDTH * height // 400):
            px, py = rng.randrange(WIDTH), rng.randrange(height)
            pixels[px, py] = rng.choice([0, 128])
    image.save(os.path.join(out, stem + ".png"))
    with open(os.path.join(out, stem + ".lines.json"), "w", encoding="utf-8") as file:
        json.dump({"file": stem, "width": WIDTH, "height": height, "columns": columns, "sizes": sizes,
                   "headlines": [story["headline"] for story in truth["stories"] if story.get("headline")],
                   "lines": drawn}, file, ensure_ascii=False, indent=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", required=True)
    parser.add_argument("--truth", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--only", default="")
    parser.add_argument("--seed", type=int, default=80)
    arguments = parser.parse_args()
    if FONT is None:
        raise SystemExit("render.py: no Noto CJK font; apt-get install fonts-noto-cjk")
    os.makedirs(arguments.out, exist_ok=True)
    stems = [s for s in arguments.only.split(",") if s] or sorted(
        os.path.basename(p)[:-5] for p in glob.glob(os.path.join(arguments.truth, "*.json")))
    for stem in stems:
        render(stem, arguments.pages, arguments.truth, arguments.out, arguments.seed)
        print(stem)


if __name__ == "__main__":
    main()
