#!/usr/bin/env python3
"""bench/layout/score.py --rendered DIR --llrb BINARY [--json]

Scores llrb's reading of pages rendered by render.py and OCR'd by ocr.sh (issue 80, point 3),
for each form Tesseract wrote: its plain text (.txt), its hOCR (.hocr) and its ALTO (.xml).
Headlines: a printed headline (from the truth: lines joined, spaces and marks removed) is found
when some article llrb reads from the form has a headline within edit distance 1 per 5
characters of it. Lines: each line the OCR engine wrote takes the mark of the rendered line its
box overlaps most (none where it overlaps none: a speck), and the role llrb gives it
(`llrb parse --mark`, a line it joined from several given back as those, a line it cut at a
gutter known by its longest part) is scored against that mark, by kind: recall (of the OCR lines so marked,
the share llrb reads so) and precision (of those llrb reads so, the share so marked). The plain
text's lines take the boxes of the hOCR's lines they print (Tesseract writes both from one
reading). Prints, per form, the headlines printed and found and llrb's time a page, then the
lines' table."""
import argparse
import collections
import difflib
import glob
import json
import math
import os
import re
import subprocess
import time

FORMS = [("text", ".txt"), ("hOCR", ".hocr"), ("ALTO", ".xml")]


def distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        current = [i]
        for j, y in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def normal(text):
    """`text` without spaces, heading marks and the `‖` that `llrb parse --mark` sets before a
    caption's own credit (`C1[名]:text‖credit`), none of which the page prints."""
    return "".join(text.split()).replace("#", "").replace("‖", "")


# The kinds of line scored, by the marks of docs/MARKING.md that make each.
KINDS = [("headline", ("H",)), ("kicker, subtitle", ("K", "S")), ("caption", ("C",)), ("credit", ("R",)),
         ("furniture", ("Fm", "Ff", "Fb", "Fs", "Fj"))]
MARK = re.compile(r"^(H|K|S|[CR]\d*(?:\[[^\]]*\])?|F[mfbsj]):")


def kind(mark):
    """The kind a mark (truth's or llrb's) makes, or None for body text, a picture or nothing."""
    if not mark:
        return None
    for name, marks in KINDS:
        if any(mark == m or (m in ("C", "R") and mark.startswith(m)) for m in marks):
            return name
    return None


def ocr_lines(path):
    """The lines an hOCR or ALTO file holds, in document order, as (text, box x0 y0 x1 y1)."""
    data = open(path, encoding="utf-8").read()
    lines = []
    if path.endswith(".hocr"):
        for match in re.finditer(r"<span class='ocr_line'[^>]*title=\"bbox (\d+) (\d+) (\d+) (\d+)[^\"]*\">(.*?)</span>\s*</span>", data, re.S):
            text = "".join(re.findall(r">([^<]*)</span>", match.group(5) + "</span>"))
            lines.append((text, tuple(int(match.group(i)) for i in range(1, 5))))
    else:
        for match in re.finditer(r"<TextLine[^>]*?HPOS=\"([\d.]+)\" VPOS=\"([\d.]+)\" WIDTH=\"([\d.]+)\" HEIGHT=\"([\d.]+)\"(.*?)</TextLine>", data, re.S):
            x, y, w, h = (float(match.group(i)) for i in range(1, 5))
            lines.append(("".join(re.findall(r'CONTENT="([^"]*)"', match.group(5))), (x, y, x + w, y + h)))
    return [(normal(text), box) for text, box in lines if normal(text)]


def text_lines(path, hocr):
    """The plain text's lines with the boxes of the hOCR lines they print, in order."""
    printed = [normal(line) for line in open(path, encoding="utf-8").read().split("\n") if normal(line)]
    boxed = ocr_lines(hocr)
    boxes = [None] * len(printed)
    matcher = difflib.SequenceMatcher(None, printed, [text for text, _ in boxed], autojunk=False)
    for block in matcher.get_matching_blocks():
        for offset in range(block.size):
            boxes[block.a + offset] = boxed[block.b + offset][1]
    return list(zip(printed, boxes))


def overlap(a, b):
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0


def truth_kind(box, truth):
    """The kind of the rendered line `box` overlaps most, or None."""
    if box is None:
        return None
    best = max(truth["lines"], key=lambda line: overlap(box, line["box"]), default=None)
    return kind(best["mark"]) if best is not None and overlap(box, best["box"]) > 0 else None


def read_kinds(binary, path):
    """The kind llrb reads each printed line of `path` as, with the line's text, in order."""
    result = subprocess.run([binary, "parse", "--mark", path], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        return None
    read = []
    for line in result.stdout.split("\n"):
        if not line or line[0] in "@%":
            continue
        match = MARK.match(line)
        text = normal(line[match.end():] if match else line)
        if text:
            read.append((text, kind(match.group(1)) if match else None))
    return read


def split_joined(read, lines):
    """`read` with each line llrb joined from several of the form's lines (a heading its column
    broke, `PrintedLines`) given back as those lines, each of its kind."""
    texts = [text for text, _ in lines]
    known = set(texts)
    split = []
    for text, read_as in read:
        parts = None
        if text not in known:
            for start, first in enumerate(texts):
                if not first or not text.startswith(first):
                    continue
                joined, end = first, start + 1
                while len(joined) < len(text) and end < len(texts):
                    joined, end = joined + texts[end], end + 1
                if joined == text and end - start > 1:
                    parts = texts[start:end]
                    break
        split.extend((part, read_as) for part in (parts or [text]))
    return split


def score_lines(binary, path, lines, truth, counts):
    """Adds to `counts` (kind: [marked, read, both]) the lines of one form of one page. llrb
    reads a page's columns in its own order and may cut a line the engine ran across a gutter
    (`ColumnGutters`), so each of the form's lines is found among llrb's by its text, not by its
    place: the same text, else the longest of llrb's lines inside it (a part of a cut line)."""
    read = read_kinds(binary, path)
    if read is None:
        return
    pool = collections.defaultdict(collections.deque)
    for text, read_as in split_joined(read, lines):
        pool[text].append(read_as)
    for text, box in lines:
        if not pool.get(text):
            parts = [part for part, kinds in pool.items() if kinds and len(part) >= 2 and part in text]
            text = max(parts, key=len, default=None)
        read_as = pool[text].popleft() if text is not None else None
        marked = truth_kind(box, truth)
        for name, _ in KINDS:
            counts[name][0] += marked == name
            counts[name][1] += read_as == name
            counts[name][2] += marked == name and read_as == name


def headlines(binary, path):
    result = subprocess.run([binary, "parse", "--json", path], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    page = json.loads(result.stdout)
    pages = page.get("pages", [page])
    return [normal(article.get("headline") or "") for page in pages for article in page.get("articles", [])]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rendered", required=True)
    parser.add_argument("--llrb", required=True)
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args()
    totals = {name: {"printed": 0, "found": 0, "pages": 0, "unread": 0, "seconds": 0.0} for name, _ in FORMS}
    line_counts = {name: {kind: [0, 0, 0] for kind, _ in KINDS} for name, _ in FORMS}
    for truth_path in sorted(glob.glob(os.path.join(arguments.rendered, "*.lines.json"))):
        truth = json.load(open(truth_path, encoding="utf-8"))
        stem = truth_path[:-len(".lines.json")]
        printed = [normal(h) for h in truth["headlines"]]
        for name, extension in FORMS:
            path = stem + extension
            if not os.path.exists(path):
                continue
            started = time.monotonic()
            read = headlines(arguments.llrb, path)
            totals[name]["seconds"] += time.monotonic() - started
            totals[name]["pages"] += 1
            totals[name]["printed"] += len(printed)
            if read is None:
                totals[name]["unread"] += 1
                continue
            totals[name]["found"] += sum(1 for h in printed if any(distance(h, r) <= math.ceil(len(h) / 5) for r in read))
            hocr = stem + ".hocr"
            lines = ocr_lines(path) if extension != ".txt" else text_lines(path, hocr) if os.path.exists(hocr) else None
            if lines is not None:
                score_lines(arguments.llrb, path, lines, truth, line_counts[name])
    if arguments.json:
        print(json.dumps({"headlines": totals, "lines": line_counts}, indent=1))
        return
    print("| form | pages | headlines printed | found | share | not read | s a page |")
    print("|---|---|---|---|---|---|---|")
    for name, _ in FORMS:
        t = totals[name]
        if t["pages"]:
            print(f"| {name} | {t['pages']} | {t['printed']} | {t['found']} | {t['found'] / max(1, t['printed']):.2f} "
                  f"| {t['unread']} | {t['seconds'] / t['pages']:.2f} |")
    print()
    print("| form (lines by box overlap) | " + " | ".join(f"{kind} recall / precision" for kind, _ in KINDS) + " |")
    print("|---|" + "---|" * len(KINDS))
    for name, _ in FORMS:
        if totals[name]["pages"]:
            cells = []
            for kind_name, _ in KINDS:
                marked, read, both = line_counts[name][kind_name]
                cells.append(f"{both / max(1, marked):.2f} / {both / max(1, read):.2f} (of {marked})")
            print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
