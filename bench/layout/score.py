#!/usr/bin/env python3
"""bench/layout/score.py --rendered DIR --llrb BINARY [--json]

Scores llrb's headlines on pages rendered by render.py and OCR'd by ocr.sh (issue 80, point 3),
for each form Tesseract wrote: its plain text (.txt), its hOCR (.hocr) and its ALTO (.xml). A
printed headline (from the truth: lines joined, spaces and marks removed) is found when some
article llrb reads from the form has a headline within edit distance 1 per 5 characters of it.
Prints, per form, the headlines printed and found and the share, and llrb's time a page."""
import argparse
import glob
import json
import math
import os
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
    return "".join(text.split()).replace("#", "")


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
    if arguments.json:
        print(json.dumps(totals, indent=1))
        return
    print("| form | pages | headlines printed | found | share | not read | s a page |")
    print("|---|---|---|---|---|---|---|")
    for name, _ in FORMS:
        t = totals[name]
        if t["pages"]:
            print(f"| {name} | {t['pages']} | {t['printed']} | {t['found']} | {t['found'] / max(1, t['printed']):.2f} "
                  f"| {t['unread']} | {t['seconds'] / t['pages']:.2f} |")


if __name__ == "__main__":
    main()
