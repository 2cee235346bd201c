#!/usr/bin/env python3
"""The stages table of bench/stages: from callgrind_annotate's inclusive costs (demangled), the
instructions of each stage's entry points, per input byte, the rest being the whole less them.

A function may be listed several times (its instructions attributed to several source files, or a
specialization beside its thunk): an entry point costs the largest of its rows, never their sum.
Entry points are matched on their demangled name with `specialized ` left off; the views are
every `<Name>Table.row(for:)`."""
import argparse
import re

STAGES = [
    ("reading and decoding", ["static SourceReader.read(_:)", "static PageDecoder.decode(_:source:)",
                              "static ContentHash.of(_:)", "static ContentHash.of(text:)"]),
    ("parsing", ["static PageParser.pages(text:source:)", "static DocumentBuilder.documents(for:file:contentHash:)"]),
    ("views", None),
    ("collecting postings", ["static PostingsCollector.collect(expectedEntries:_:)"]),
    ("interning terms", ["SegmentBuffer.add(_:)"]),
    ("the text store", ["static StoredPayload.encode(_:)"]),
    # The later terms' postings are encoded on a thread of their own (EncodedTerms) while the
    # writer encodes the earlier ones: part of writing, outside `write`'s own calls.
    ("writing segments", ["SegmentBuffer.write(to:alone:)", "EncodedTerms.encode()"]),
    ("merging", ["static SegmentMerger.merge(_:to:directory:tables:)"]),
]
VIEW = re.compile(r"^(\w+Table)\.row\(for:\)$")
ROW = re.compile(r"^\s*([\d,]+) \([^)]*\)\s+(.*?):(.*?)(?: \[[^\]]*\])?$")
VIEW_BUDGET = 15
NON_PARSER_BUDGET = 100


def costs(path):
    total = None
    best = {}
    for line in open(path, encoding="utf-8", errors="replace"):
        if "PROGRAM TOTALS" in line:
            total = int(line.split()[0].replace(",", ""))
            continue
        match = ROW.match(line)
        if not match:
            continue
        name = match.group(3).strip()
        name = re.sub(r"^(function signature specialization <.*?> of |generic specialization <.*?> of |specialized )+", "", name)
        cost = int(match.group(1).replace(",", ""))
        best[name] = max(best.get(name, 0), cost)
    return total, best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--profile", required=True)
    parser.add_argument("--bytes", type=int, required=True)
    parser.add_argument("--title", required=True)
    args = parser.parse_args()
    total, best = costs(args.profile)
    if not total:
        raise SystemExit("bench/stages: no PROGRAM TOTALS in the profile")
    rows = []
    for stage, entries in STAGES:
        if entries is None:
            views = sorted(name for name in best if VIEW.match(name))
            for name in views:
                rows.append((f"view: {VIEW.match(name).group(1)}", [name], best[name]))
            continue
        found = [name for name in entries if name in best]
        rows.append((stage, entries, sum(best[name] for name in found)))
    named = sum(cost for _, _, cost in rows)
    rows.append(("the rest", ["(the whole ingest less the stages above)"], total - named))
    per_byte = lambda cost: cost / args.bytes
    views = sum(cost for stage, _, cost in rows if stage.startswith("view: "))
    parser_cost = sum(cost for stage, _, cost in rows if stage == "parsing")
    print(f"### Ingest by stage ({args.title})")
    print()
    print("| stage | entry points | instructions | a byte | share |")
    print("|---|---|---|---|---|")
    for stage, entries, cost in rows:
        mark = ""
        if stage.startswith("view: ") and per_byte(views) > VIEW_BUDGET:
            mark = " ✗"
        print(f"| {stage} | {', '.join('`' + entry + '`' for entry in entries) if not entries[0].startswith('(') else entries[0]} "
              f"| {cost:,} | {per_byte(cost):.1f}{mark} | {100 * cost / total:.1f} % |")
    print(f"| **the whole ingest** | `llrb ingest --index DIR PAGES` | {total:,} | {per_byte(total):.1f} | 100 % |")
    print()
    non_parser = total - parser_cost
    print(f"Budgets (issue 77): the views together {per_byte(views):.1f} a byte (at most {VIEW_BUDGET}: "
          f"{'within' if per_byte(views) <= VIEW_BUDGET else 'over'}); everything but the parser "
          f"{per_byte(non_parser):.1f} a byte (at most {NON_PARSER_BUDGET}: "
          f"{'within' if per_byte(non_parser) <= NON_PARSER_BUDGET else 'over'}); the parser {per_byte(parser_cost):.1f} a byte "
          f"(the issue \"The parser reads the whole page\" asks 150).")


if __name__ == "__main__":
    main()
