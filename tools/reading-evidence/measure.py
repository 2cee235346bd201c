#!/usr/bin/env python3
"""tools/reading-evidence/measure.py --llrb BINARY SET [SET ...]

What the rule reading gets wrong about where stories start, and how well three kinds of
evidence that the line rules do not read would tell (issue 76, "The parser reads the whole page"): measured on
marked pages, before anything is built on them.

A SET is a folder of marked pages as bench/realistic keeps them: `src/NAME.page` in the mark
language of docs/MARKING.md and `pages/NAME.txt`, the page as printed. The reading compared is
`llrb parse --mark` of each page, its lines matched to the marked ones by their text (on a
columns page a marked paragraph is printed wrapped, so its lines match only where unwrapped; the
boundaries are judged between the story lines that match).

Prints four tables:
- Story boundaries: each boundary the marks draw between two stories' lines, and whether the
  reading draws it too; a missed one is counted by the mark of the line the new story opens
  with (`H` a headline, `T` text, …) and the role the reading gave that line; boundaries the
  reading draws inside one marked story, by the same.
- Cohesion: the share of a text line's bigrams (Han pairs) within the next 60 characters of
  text that the 60 characters of text before it hold, inside one story against across a
  boundary no headline marks. A low share says the subject changed.
- Recurrence: for each short line (4–30 characters, not ending a sentence), the share of its
  bigrams that the next 300 characters hold less the share the 300 before hold, headlines
  against text, and how many of the headlines the reading took for text it would pick out.
- Attachment: the share of a story's headline bigrams that the first 400 characters of its own
  text hold, against the same share in the text of the story before or after it.

AUC is the chance that a random case of the first kind scores on the evidence's side of a random
case of the second (0.5: no evidence, 1.0: separates them).
"""
import argparse
import collections
import difflib
import glob
import os
import re
import subprocess

MARK = re.compile(r"^(H|K|S|T|=|C\d*(?:\[[^\]]*\])?|R\d*(?:\[[^\]]*\])?|F[mfbsj]):")
HAN = re.compile(r"[\u4e00-\u9fff]")


def marked_lines(listing):
    """The printed lines of a mark listing, in order: (role, story number or None, text), the
    role a mark's first letter (`T` for unmarked text and a notice's `=` rows, `F` for any
    furniture); a caption's `‖`, where its credit ends its line, is no printed character."""
    lines, story, outside = [], 0, True
    for raw in listing.split("\n"):
        if raw.startswith("@story"):
            story, outside = story + 1, False
            continue
        if raw.startswith("@out"):
            outside = True
            continue
        if not raw.strip() or raw[0] in "@%":
            continue
        match = MARK.match(raw)
        role = match.group(1)[0] if match else "T"
        role = "T" if role == "=" else role
        text = "".join((raw[match.end():] if match else raw).split()).replace("\u2016", "")
        lines.append((role, None if outside or role == "F" else story, text))
    return lines


def bigrams(text):
    return {a + b for a, b in zip(text, text[1:]) if HAN.match(a) and HAN.match(b)}


def share(of, among):
    keys = bigrams(of)
    return len(keys & bigrams(among)) / len(keys) if keys else None


def auc(high, low):
    """The chance that a case of `high` scores above one of `low`, ties counted half."""
    if not high or not low:
        return float("nan")
    ordered = sorted(low)
    wins = 0.0
    for value in high:
        below = sum(1 for other in ordered if other < value)
        equal = sum(1 for other in ordered if other == value)
        wins += below + equal / 2
    return wins / (len(high) * len(low))


def pages(folders, binary):
    """Each page's marked lines and, for each, the reading's (role, story) or None where the
    reading printed no line of that text."""
    for folder in folders:
        for source in sorted(glob.glob(os.path.join(folder, "src", "*.page"))):
            name = os.path.basename(source)[:-len(".page")]
            marked = marked_lines(open(source, encoding="utf-8").read())
            listing = subprocess.run([binary, "parse", os.path.join(folder, "pages", name + ".txt"), "--mark"],
                                     capture_output=True, text=True, check=True).stdout
            read = marked_lines(listing)
            matcher = difflib.SequenceMatcher(None, [t for _, _, t in marked], [t for _, _, t in read], autojunk=False)
            found = [None] * len(marked)
            for block in matcher.get_matching_blocks():
                for offset in range(block.size):
                    found[block.a + offset] = read[block.b + offset][:2]
            yield marked, found


def boundaries(page, counts):
    """Adds to `counts` the marks' boundaries the reading misses and the ones it adds. Story
    lines the reading printed otherwise (a wrapped column line, a line it joined) are passed
    over, and so are lines it put in no story: each boundary is judged between the story lines
    on either side of it that the reading put in a story. A marked furniture line the reading
    put in a story is counted."""
    marked, found = page
    previous, opening, last_read = None, None, None
    for index, (role, story, _) in enumerate(marked):
        if story is None:
            if role == "F" and found[index] is not None and found[index][1] is not None:
                counts["furniture lines read into a story"] += 1
            continue
        read_role, read_story = found[index] if found[index] is not None else (None, None)
        if read_story is None:
            if previous is not None and marked[previous][1] != story and opening is None:
                opening = (role, read_role or "no line of the reading")
            continue
        if previous is not None:
            at, read_role = opening or (role, read_role)
            if marked[previous][1] != story:
                counts["boundaries marked"] += 1
                if last_read == read_story:
                    counts["missed: opens with %s, read as %s" % (at, read_role)] += 1
            elif last_read != read_story:
                counts["added inside a story: at %s" % at] += 1
        previous, opening, last_read = index, None, read_story


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--llrb", required=True)
    parser.add_argument("sets", nargs="+")
    arguments = parser.parse_args()
    counts = collections.Counter()
    inside, across = [], []
    headlines, texts = [], []
    own, neighbours = [], []
    for page in pages(arguments.sets, arguments.llrb):
        boundaries(page, counts)
        marked, found = page
        counts["pages"] += 1
        runs = [index for index, (role, story, text) in enumerate(marked) if role == "T" and story is not None and HAN.search(text)]
        for before, after in zip(runs, runs[1:]):
            left = "".join(marked[index][2] for index in runs if index <= before)[-60:]
            right = "".join(marked[index][2] for index in runs if index >= after)[:60]
            value = share(right, left)
            if value is None:
                continue
            if marked[before][1] == marked[after][1]:
                inside.append(value)
            elif not any(marked[index][0] in "HKS" for index in range(before + 1, after)):
                across.append(value)
        for index, (role, story, text) in enumerate(marked):
            if role not in "HT" or not 4 <= len(text) <= 30 or text.endswith("。") or len(bigrams(text)) < 2:
                continue
            following = "".join(line[2] for line in marked[index + 1:])[:300]
            preceding = "".join(line[2] for line in marked[:index])[-300:]
            value = share(text, following) - share(text, preceding)
            read_role = found[index][0] if found[index] else None
            (headlines if role == "H" else texts).append((value, read_role))
        stories = collections.defaultdict(lambda: ["", ""])
        for role, story, text in marked:
            if story is not None and role in "HT":
                stories[story][role == "T"] += text
        numbers = sorted(stories)
        for position, number in enumerate(numbers):
            headline, body = stories[number]
            if not bigrams(headline) or not body:
                continue
            own.append(share(headline, body[:400]))
            for other in numbers[max(0, position - 1):position] + numbers[position + 1:position + 2]:
                if stories[other][1]:
                    neighbours.append(share(headline, stories[other][1][:400]))

    print("## Story boundaries, %d pages: the rule reading against the marks" % counts.pop("pages"))
    print()
    print("| what | lines |")
    print("|---|---:|")
    for key, value in sorted(counts.items(), key=lambda item: (not item[0].startswith("boundaries"), -item[1])):
        print("| %s | %d |" % (key, value))
    print()
    print("## Cohesion: the next 60 characters' bigrams found in the 60 before")
    print()
    print("inside a story: %d, median %.2f; across a boundary no headline marks: %d, median %.2f; AUC %.2f" % (
        len(inside), sorted(inside)[len(inside) // 2] if inside else 0, len(across),
        sorted(across)[len(across) // 2] if across else 0, auc([-v for v in across], [-v for v in inside])))
    print()
    print("## Recurrence: a short line's bigrams in the 300 characters after it, less in the 300 before")
    print()
    missed = [value for value, read_role in headlines if read_role == "T"]
    print("headlines %d, text lines %d: AUC %.2f; headlines the reading took for text: %d" % (
        len(headlines), len(texts), auc([v for v, _ in headlines], [v for v, _ in texts]), len(missed)))
    print()
    print("| at least | of those headlines | text lines | text lines the reading reads as text |")
    print("|---:|---:|---:|---:|")
    for floor in (0.3, 0.4, 0.5, 0.6):
        print("| %.1f | %d | %d | %d |" % (floor, sum(v >= floor for v in missed), sum(v >= floor for v, _ in texts),
                                          sum(v >= floor and r == "T" for v, r in texts)))
    print()
    print("## Attachment: a headline's bigrams in the first 400 characters of a story's text")
    print()
    print("its own story: %d, median %.2f; the story before or after: %d, median %.2f; AUC %.2f" % (
        len(own), sorted(own)[len(own) // 2] if own else 0, len(neighbours),
        sorted(neighbours)[len(neighbours) // 2] if neighbours else 0, auc(own, neighbours)))


if __name__ == "__main__":
    main()
