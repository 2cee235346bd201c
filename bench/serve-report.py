#!/usr/bin/env python3
"""bench/serve's report: the scenarios' latencies, connections, CPU and RSS as Markdown, with
issue 45's targets. Reads what bench/serve left in its work folder (serve-load's TSV per
scenario, /usr/bin/time of the load generator, the RSS samples, the phases' times)."""
import argparse
import os

parser = argparse.ArgumentParser()
for option in ("work", "title", "command"):
    parser.add_argument("--" + option, required=True)
for option in ("clients", "seconds", "slow", "ticks", "cores"):
    parser.add_argument("--" + option, type=int, required=True)
args = parser.parse_args()
KINDS = ("search", "article", "issue", "all")


def load(name):
    rows, values, failures = {}, {}, []
    for line in open(os.path.join(args.work, name + ".tsv"), encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if fields[0] in KINDS:
            rows[fields[0]] = dict(zip(("requests", "errors", "p50", "p90", "p99", "max", "per_s"), map(float, fields[1:])))
        elif fields[0] == "failure":
            failures.append(f"{fields[1]} × {fields[2]}")
        elif len(fields) == 2:
            values[fields[0]] = float(fields[1])
    user, system = open(os.path.join(args.work, name + ".time")).read().split()[:2]
    values["loadgen_cpu"] = float(user) + float(system)
    return {"rows": rows, "values": values, "failures": failures}


scenarios = {name: load(name) for name in ("single", "load", "fresh", "slow")}
samples = [list(map(float, line.split("\t"))) for line in open(os.path.join(args.work, "rss.tsv")) if line.count("\t") == 4]
phases = {}
for line in open(os.path.join(args.work, "phases.tsv")):
    name, start, end = line.split("\t")
    phases[name] = (float(start), float(end))


def within(name, skip=0.0):
    start, end = phases[name]
    return [s for s in samples if start + skip <= s[0] <= end]


def cpu(name):
    """Cores the server, the load generator and everything else kept busy during a scenario."""
    inside = within(name)
    if len(inside) < 2:
        return 0, 0, 0
    span = inside[-1][0] - inside[0][0]
    server = (inside[-1][3] - inside[0][3]) / args.ticks / span
    machine = (inside[-1][4] - inside[0][4]) / args.ticks / span
    start, end = phases[name]
    loadgen = scenarios[name]["values"]["loadgen_cpu"] / (end - start)
    return server, loadgen, max(0.0, machine - server - loadgen)


def mb(kb):
    return f"{kb / 1024:.0f}"


labels = {"single": "1 client", "load": f"{args.clients} clients", "fresh": f"{args.clients} clients, every URL new",
          "slow": f"{args.clients} clients + {args.slow} slow"}
print(args.title)
print()
print(f"`{args.command}`: each client is a thread of llrb-bench serve-load with one keep-alive HTTP/1.1 connection that "
      "sends its next request as soon as the last answer is in (a closed loop: as many requests outstanding as clients, "
      "no think time), 60% search pages (a sixth of them page 2, a sixth narrowed to a month), 25% articles (half with "
      "`?q=`), 15% issues; the slow clients each send one byte of a request head a second and are reopened when the "
      "server drops them. Latency: from the request's first byte sent to its answer's last byte read, in ms.")
print()
print("| scenario | kind | requests | per s | errors | p50 | p90 | p99 | max | target | |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|")
verdicts = []
for name in ("single", "load", "fresh", "slow"):
    for kind in (("search", "article", "issue") if name == "single" else KINDS):
        row = scenarios[name]["rows"].get(kind)
        if row is None:
            continue
        target, holds = "", None
        if name in ("load", "fresh") and kind == "search":
            target, holds = "p50 ≤ 5, p99 ≤ 50", row["p50"] <= 5 and row["p99"] <= 50
        if name == "slow":
            target, holds = "p99 ≤ 100", row["p99"] <= 100
        print(f"| {labels[name]} | {kind} | {row['requests']:.0f} | {row['per_s']:.0f} | {row['errors']:.0f} | {row['p50']:.1f} | "
              f"{row['p90']:.1f} | {row['p99']:.1f} | {row['max']:.1f} | {target} | "
              + ("" if holds is None else "holds" if holds else "**does not hold**") + " |")
print()
print("| scenario | connections opened | dropped | server CPU ms a request | cores busy: server / load generator / other processes |")
print("|---|---:|---:|---:|---|")
for name in ("single", "load", "fresh", "slow"):
    values, rows = scenarios[name]["values"], scenarios[name]["rows"]
    server, loadgen, other = cpu(name)
    start, end = phases[name]
    per_request = server * (end - start) * 1000 / max(1, rows["all"]["requests"])
    print(f"| {labels[name]} | {values['connections_opened']:.0f} | {values['dropped']:.0f} | {per_request:.2f} | "
          f"{server:.2f} / {loadgen:.2f} / {other:.2f} of {args.cores} |")
print()

settled = min(10, args.seconds // 3)
first_load = within("load", skip=settled) or within("load")
rss_at_10 = first_load[0][1]
under_load = [s for s in samples if phases["load"][0] <= s[0] <= phases["slow"][1]]
peak = max(s[1] for s in under_load)
peak_anon = max(s[2] for s in under_load)
last = within("slow", skip=max(0, args.seconds - settled))
end_rss = max(s[1] for s in last) if last else under_load[-1][1]
growth = end_rss - rss_at_10
print(f"RSS of the server (VmRSS, MB): {mb(samples[0][1])} at start, {mb(samples[-1][1])} at the end; under load "
      f"{mb(rss_at_10)} after {settled} s, peak {mb(peak)}, {mb(end_rss)} in the last {settled} s. Of the peak, anonymous memory "
      f"(RssAnon) is at most {mb(peak_anon)} MB; the rest is the index's mapped file pages.")
print()
slow_values = scenarios["slow"]["values"]
errors = {name: scenarios[name]["rows"]["all"]["errors"] for name in ("load", "fresh", "slow")}
dropped = {name: scenarios[name]["values"]["dropped"] for name in ("load", "fresh", "slow")}
search = scenarios["load"]["rows"]["search"]
worst_slow = max(scenarios["slow"]["rows"][kind]["p99"] for kind in KINDS)
fresh = scenarios["fresh"]["rows"]["search"]
failures = "; ".join(scenarios["load"]["failures"] + scenarios["fresh"]["failures"] + scenarios["slow"]["failures"])
runs = ("load", "fresh", "slow")
targets = [
    ("no error", " / ".join(f"{errors[n]:.0f}" for n in runs) + (f" ({failures})" if failures else ""), sum(errors.values()) == 0),
    ("no dropped connection", " / ".join(f"{dropped[n]:.0f}" for n in runs), sum(dropped.values()) == 0),
    (f"search p50 ≤ 5 ms, {args.clients} clients", f"{search['p50']:.1f} ms (every URL new: {fresh['p50']:.1f} ms)", search["p50"] <= 5),
    (f"search p99 ≤ 50 ms, {args.clients} clients", f"{search['p99']:.1f} ms (every URL new: {fresh['p99']:.1f} ms)", search["p99"] <= 50),
    (f"p99 ≤ 100 ms beside {args.slow} slow clients", f"{worst_slow:.1f} ms (worst kind)", worst_slow <= 100),
    ("RSS ≤ 150 MB", f"peak {mb(peak)} MB (anonymous {mb(peak_anon)} MB)", peak <= 150 * 1024),
    ("RSS flat", f"{growth / 1024:+.1f} MB from {settled} s into the load to the end of the attack", abs(growth) <= 0.05 * rss_at_10),
]
print(f"Issue 45's targets (errors and drops: the three runs of {args.clients} clients, as the table lists them):")
print()
print("| target | measured | verdict |")
print("|---|---|---|")
for target, measured, holds in targets:
    print(f"| {target} | {measured} | {'holds' if holds else '**does not hold**'} |")
print(f"| slow clients dropped by the header timeout | {slow_values.get('slow_dropped', 0):.0f} drops of {args.slow}, each after a median "
      f"{slow_values.get('slow_lifetime_median_s', 0):.1f} s; {slow_values.get('slow_failed_opens', 0):.0f} failed reconnections | |")
