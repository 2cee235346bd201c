#!/usr/bin/env python3
"""Build bench/people/pages/eNN.txt and the e-part of truth from src/eNN.page.

A source is the printed page with its mentions marked: ⟦printed name|office;office⟧
(an empty office list is a name listed without a title).  Lines:
  @family markdown|plain|columns   @width N (columns)   @date YYYY-MM-DD
  %...            a comment
  |text           (columns) printed as it is, never wrapped: masthead, headline, caption, footer
  text            a printed line; on a columns page wrapped every `width` characters
Every printed line is followed by a blank line, as in bench/realistic/pages.
Writes pages/eNN.txt, truth.tsv (PATH NAME OFFICE: the e-pages' marks, then src/other.tsv,
the seeds and bench/realistic/pages marked by hand) and history.tsv.
Standard library only.  Run from anywhere: python3 bench/people/build.py
"""
import os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = re.compile(r"⟦([^|⟧]*)\|([^⟧]*)⟧")


NOSTART = "，。、；：？！）》」』”’·…"


def wrap(text, w):
    """Cut every w characters; a mark that may not open a line stays on the line before."""
    lines, i = [], 0
    while i < len(text):
        j = min(i + w, len(text))
        while j < len(text) and text[j] in NOSTART:
            j += 1
        lines.append(text[i:j])
        i = j
    return lines


def build(path):
    meta = {"width": "20"}
    out, mentions = [], []
    for raw in open(path, encoding="utf-8").read().split("\n"):
        line = raw.rstrip()
        if not line.strip() or line.startswith("%"):
            continue
        if line.startswith("@"):
            k, _, v = line[1:].partition(" ")
            meta[k] = v.strip()
            continue
        nowrap = line.startswith("|")
        if nowrap:
            line = line[1:]
        for m in MARK.finditer(line):
            name = re.sub(r"\s+", "", m.group(1))
            offices = [o for o in m.group(2).split(";")] if m.group(2) else [""]
            for o in offices:
                mentions.append((name, o.strip()))
        text = MARK.sub(lambda m: m.group(1), line)
        if meta["family"] == "columns" and not nowrap:
            out.extend(wrap(text, int(meta["width"])))
        else:
            out.append(text)
    return meta, out, mentions


def main():
    truth, hist = [], {}
    for src in sorted(glob.glob(os.path.join(HERE, "src", "e*.page"))):
        name = os.path.splitext(os.path.basename(src))[0]
        meta, lines, mentions = build(src)
        with open(os.path.join(HERE, "pages", name + ".txt"), "w", encoding="utf-8") as f:
            f.write("\n\n".join(lines) + "\n")
        rel = "bench/people/pages/%s.txt" % name
        seen = set()
        for n, o in mentions:
            if (n, o) in seen:
                continue
            seen.add((n, o))
            truth.append((rel, n, o))
            if o:
                d = meta["date"]
                a, b = hist.get((o, n), (d, d))
                hist[(o, n)] = (min(a, d), max(b, d))
    other = [l.rstrip("\n").split("\t") for l in open(os.path.join(HERE, "src", "other.tsv"), encoding="utf-8")
             if l.strip() and not l.startswith("%")]
    with open(os.path.join(HERE, "truth.tsv"), "w", encoding="utf-8") as f:
        for t in truth + [tuple(o) for o in other]:
            f.write("\t".join(t) + "\n")
    rows = sorted(((o, n, a, b) for (o, n), (a, b) in hist.items()), key=lambda r: (r[0], r[2], r[3], r[1]))
    with open(os.path.join(HERE, "history.tsv"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    print("%d pages, %d mentions, %d history rows" % (len(glob.glob(os.path.join(HERE, 'src', 'e*.page'))), len(truth), len(rows)))


if __name__ == "__main__":
    main()
