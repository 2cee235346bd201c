"""bench/scale-report.py: the scale figures of bench/run's work folders.
  scale-report.py section WORK          the report's section for one archive (bench/run)
  scale-report.py table WORK...         archives side by side (bench/scale), as Markdown
Reads WORK/ingest.tsv, queries.tsv, ranked.tsv and scale.tsv as bench/run writes them."""
import statistics
import sys


def scale(work):
    return dict(line.rstrip("\n").split("\t", 1) for line in open(f"{work}/scale.tsv"))


def run(value):
    wall, cpu, rss, status = value.split("\t")
    return float(wall), float(cpu), int(rss) / 1024, status


def describe(value):
    wall, cpu, rss, status = run(value)
    return f"{wall:.2f} s (CPU {cpu:.2f} s, peak RSS {rss:.0f} MB{'' if status == '0' else ', exit ' + status})"


def ranked(work):
    rows = []
    for line in open(f"{work}/ranked.tsv"):
        query, median, p95, *_ = line.rstrip("\n").split("\t")
        rows.append((query, float(median), float(p95)))
    return rows


def counts(work):
    """Each query's whole-process `search --count`: (query, median, p95) in ms."""
    rows = []
    for line in open(f"{work}/queries.tsv"):
        fields = line.rstrip("\n").split("\t")
        rows.append((fields[0], float(fields[3]), float(fields[4])))
    return rows


def section(work):
    figures = scale(work)
    print("\n#### A large archive: segments, a daily ingest, ranked first pages\n")
    print(f"Segments after the ingest: {figures['segments']}; after a day's issue: {figures['segments-after-day']}.")
    print(f"`llrb ingest ARCHIVE` with nothing new: {describe(figures['daily-unchanged'])}; "
          f"with a day's issue of 8 new pages: {describe(figures['daily-day'])}.\n")
    print("First page of ranked hits (`llrb search QUERY --limit 10`, snippets), whole process, median / p95 ms:\n")
    print("| query | ms |\n|---|---|")
    for query, median, p95 in ranked(work):
        print(f"| `{query}` | {median:.2f} / {p95:.2f} |")


def table(works):
    columns = []
    for work in works:
        ingest = next(line.rstrip("\n").split("\t") for line in open(f"{work}/ingest.tsv") if line.startswith("llrb\t"))
        wall, cpu, rss, status = float(ingest[1]), float(ingest[2]), int(ingest[3]) / 1024, ingest[4]
        columns.append((work, wall, cpu, rss, int(ingest[5]), scale(work), counts(work), ranked(work)))
    names = [c[0].rstrip("/").split("work-")[-1] for c in columns]
    print("| | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    sizes = [float(name.rstrip("MB").split("MB")[0]) * 1e6 for name in names]

    def row(label, values):
        print(f"| {label} | " + " | ".join(values) + " |")

    row("ingest MB/s (merges included)", [f"{size / 1e6 / c[1]:.1f}" for size, c in zip(sizes, columns)])
    row("ingest wall / CPU s", [f"{c[1]:.0f} / {c[2]:.0f}" for c in columns])
    row("peak RSS MB", [f"{c[3]:.0f}" for c in columns])
    row("index / archive", [f"{c[4] / size:.2f}" for size, c in zip(sizes, columns)])
    row("segments", [c[5]["segments"] for c in columns])
    row("daily ingest, nothing new, s", [f"{run(c[5]['daily-unchanged'])[0]:.2f}" for c in columns])
    row("daily ingest, a day's 8 pages, s", [f"{run(c[5]['daily-day'])[0]:.2f}" for c in columns])
    row("`search --count`, median of the 14 queries' medians, ms", [f"{statistics.median(m for _, m, _ in c[6]):.1f}" for c in columns])
    row("`search --count`, slowest query's median, ms", [f"{max(m for _, m, _ in c[6]):.1f}" for c in columns])
    row("first page ranked (10 hits, snippets), slowest median, ms", [f"{max(m for _, m, _ in c[7]):.1f}" for c in columns])
    for index, (query, _, _) in enumerate(columns[0][6]):
        row(f"`{query}` count / first page, ms", [f"{c[6][index][1]:.1f} / {c[7][index][1]:.1f}" for c in columns])


if __name__ == "__main__":
    if sys.argv[1] == "section":
        section(sys.argv[2])
    else:
        table(sys.argv[2:])
