#!/usr/bin/env python3
"""bench/corrections-report.py: bench/corrections' results.tsv as a Markdown table.

Each row of results.tsv: case, binary (current, baseline, or - for the journal), what was
measured, and its values, tab-separated (see bench/corrections). The aims are issue 74's."""
import argparse
from collections import defaultdict

parser = argparse.ArgumentParser()
for name in ("results", "size", "word", "timeout", "title", "versions", "command"):
    parser.add_argument("--" + name, required=True)
options = parser.parse_args()
limit = float(options.timeout)

results = defaultdict(dict)
cases = []
for line in open(options.results, encoding="utf-8"):
    case, binary, what, *values = line.rstrip("\n").split("\t")
    if case not in cases:
        cases.append(case)
    results[(case, binary)][what] = values
binaries = [b for b in ("current", "baseline") if any((case, b) in results for case in cases)]


def case_name(case):
    count, _, where = case.partition(" ")
    if count == "0":
        return "none"
    return f"{int(count):,} " + {"": "spread", "page": "on one page", "article": "on one article"}[where]


def seconds(text):
    value = float(text)
    if value < 0.1:
        return f"{value * 1e3:.1f} ms"
    return f"{value * 1e3:.0f} ms" if value < 1 else f"{value:.2f} s"


def timing(values):
    """A timed run's wall time, or what stopped it."""
    if not values:
        return None, "—"
    wall, _, _, status = values[:4]
    status = int(status)
    if status in (124, 137):
        return None, f"> {limit:.0f} s"
    text = seconds(wall)
    return float(wall), text if status == 0 else f"{text} (exit {status})"


def rss(values):
    return f"{int(values[2]) / 1024:.0f} MB" if values and int(values[2]) > 0 else "—"


def mark(met):
    return "" if met is None else (" ✓" if met else " ✗")


def judged(text, met):
    """A cell with its mark, none for what was not measured."""
    return text if text == "—" else text + mark(met)


def megabytes(count):
    if abs(count) < 1e6:
        return f"{count / 1e3:.0f} KB"
    return f"{count / 1e6:.1f} MB"


out = []
out.append(f"### Corrections at scale ({options.title})")
out.append("")
out.append(f"Reproduce: `{options.command}`. {options.versions}. Wall time of one run of each command (the median of "
           f"five for one under a second; a few ms of it is /usr/bin/time and timeout starting), every one under `timeout {limit:.0f}`; instructions as callgrind "
           f"counts them (left out, —, for a command that runs 10 s or more); peak RSS from /usr/bin/time "
           f"(for the web page, the server's VmHWM once the page is sent). The article measured is a "
           f"corrected one; `search {options.word} --count`. ✓/✗: the aim of issue 74 met or not.")
start = results[("0", "-")].get("start")
if start:
    out[-1] += f" `true` measured so: {seconds(start[0])}."
out.append("")
header = "| corrections | command | aim |"
rule = "|---|---|---|"
for binary in binaries:
    header += f" {binary} time | {binary} instructions | {binary} peak RSS |"
    rule += "---|---|---|"
out.append(header)
out.append(rule)

reference = {binary: results.get(("0", binary), {}) for binary in binaries}
for case in cases:
    journal = results[(case, "-")].get("journal", ["0", "0", ""])
    journal_bytes, old_new = int(journal[0]), int(journal[1])
    holding = results[(case, "-")].get("holding")
    label = case_name(case) + (f" (journal {megabytes(journal_bytes)}" + (("; " + (f"{int(holding[0]):,} hold" if int(holding[0]) >= 0 else "not counted")) if holding else "") + ")"
                               if journal_bytes else "")
    lines = {}

    def add(key, command, aim, cell):
        lines.setdefault(key, [command, aim, []])[2].extend(cell)

    for binary in binaries:
        measured = results.get((case, binary), {})
        ref = reference[binary]
        first_wall, text = timing(measured.get("ingest-first"))
        cut = measured.get("ingest-first") is not None and first_wall is None
        completed = measured.get("ingest-completed")
        if cut and completed:
            text += f"; run again to its end: {seconds(completed[0])}" + (f" (exit {completed[1]})" if completed[1] != "0" else "")
        add("ingest-first", "`ingest` again, nothing new" if case == "0" else "`ingest` after the journal appears", "—",
            [text, "—", rss(measured.get("ingest-first"))])
        wall, text = timing(measured.get("ingest-unchanged"))
        ref_wall, _ = timing(ref.get("ingest-unchanged"))
        met = None if case == "0" or ref_wall is None else (wall is not None and wall <= ref_wall + 2)
        if cut and not completed and measured.get("ingest-unchanged"):
            # Results of a run before bench/corrections ran a cut first ingest to its end: this
            # ingest read the corrected pages, and is no unchanged one.
            text, met = text + " (no unchanged one: it did the stopped first ingest's work)", None
        add("ingest-unchanged", "`ingest` of the unchanged archive", "≤ none + 2 s",
            [judged(text, met), "—", rss(measured.get("ingest-unchanged"))])
        wall, text = timing(measured.get("correct"))
        met = None if case == "0" else (wall is not None and wall <= 0.3)
        add("correct", "`correct ID --headline`", "≤ 0.3 s", [judged(text, met), "—", rss(measured.get("correct"))])
        wall, text = timing(measured.get("show"))
        met = None if case == "0" else (wall is not None and wall <= 0.05)
        add("show", "`show ID`", "≤ 50 ms", [judged(text, met), "—", rss(measured.get("show"))])
        search = measured.get("search")
        wall, text = timing(search)
        count = int(search[4]) if search and int(search[4]) > 0 else None
        ref_count = int(ref["search"][4]) if ref.get("search") and int(ref["search"][4]) > 0 else None
        met = None if case == "0" or ref_count is None else (count is not None and count <= ref_count * 1.1)
        instr = f"{count / 1e6:.1f} M" + mark(met) if count else "—"
        add("search", f"`search {options.word} --count`", "instructions ≤ none + 10 %", [text, instr, rss(search)])
        web = measured.get("web")
        if not web:
            cell, served = "—", "—"
        elif float(web[0]) >= 0 and web[2] == "200":
            page_bytes = int(web[1])
            met = (page_bytes <= 200_000) if case.endswith("article") else None
            cell = f"{seconds(web[0])}, {page_bytes / 1e3:.0f} KB" + mark(met)
            served = f"{int(web[3]) / 1024:.0f} MB" if web[3].isdigit() else "—"
        else:
            cell, served = (f"no page ({web[2]})" if web[2] != "-1" else f"not served within {limit:.0f} s"), "—"
        add("web", "web page `/article/ID` (time, size)", "≤ 200 KB at 10,000 on one article", [cell, "—", served])
        size = measured.get("index-bytes")
        ref_size = ref.get("index-bytes")
        if size and ref_size:
            growth = int(size[0]) - int(ref_size[0])
            if case == "0":
                cell = megabytes(int(size[0]))
            else:
                ratio = growth / old_new if old_new else 0
                cell = f"{'+' if growth >= 0 else ''}{megabytes(growth)} ({ratio:.1f}× old+new)" + mark(growth <= 3 * old_new)
        else:
            cell = "—"
        add("index", "index size (du), growth", "≤ 3× old+new bytes", [cell, "—", "—"])
    for number, (key, (command, aim, cells)) in enumerate(lines.items()):
        out.append(f"| {label if number == 0 else ''} | {command} | {aim} | " + " | ".join(cells) + " |")

old_new = {case: int(results[(case, "-")]["journal"][1]) for case in cases if case != "0"}
out.append("")
out.append("Old+new: the UTF-8 bytes of the journal's `old` and `new`: "
           + "; ".join(f"{case_name(case)} {megabytes(value)}" for case, value in old_new.items()) + ".")
print("\n".join(out))
