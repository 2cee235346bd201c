#!/usr/bin/env python3
"""bench/offices-compare.py: `llrb offices --json` and `llrb people --json` against the office
holders a generated archive planted (truth/offices.tsv, truth/people.tsv; see llrb-corpus's
OfficesTruth), by bench/offices.

  offices-compare.py TRUTH_DIR OFFICES_JSON PEOPLE_JSON TABLE_MD DETAILS_MD

Scores (office, name) pairs of `offices` and (name, office) pairs of `people` (office empty for a
name listed with no title) by precision and recall, and checks that every holder's first and last
dates and every pair's article count match exactly. A date of null (an undated article) is a
mismatch. A person's untitled pair is taken from `untitled` when the JSON has it, else from
articles beyond those of their offices (`articles` minus the largest office's: at least the
articles naming them with no title only, more when their offices are named in different articles).
Writes the summary table to TABLE_MD, the pairs missed and extra to DETAILS_MD, and prints both.
Exits 0 whatever the scores; 2 when a file cannot be read.
"""
import json
import sys

LISTED = 40  # pairs listed in full per kind; the rest are counted


def read_tsv(path, width):
    rows = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != width:
                sys.exit(f"bench/offices: {path}:{number}: {len(fields)} fields, not {width}; generate the archive again")
            rows.append(fields)
    return rows


def read_json(path, key):
    try:
        with open(path, encoding="utf-8") as file:
            value = json.load(file)
    except (OSError, ValueError) as error:
        sys.exit(f"bench/offices: cannot read {path}: {error}")
    if not isinstance(value, dict) or not isinstance(value.get(key), list):
        sys.exit(f"bench/offices: {path} has no list '{key}'")
    return value[key]


def score(truth, found):
    hits = truth.keys() & found.keys()
    precision = len(hits) / len(found) if found else 1.0
    recall = len(hits) / len(truth) if truth else 1.0
    return hits, sorted(truth.keys() - found.keys()), sorted(found.keys() - truth.keys()), precision, recall


def listing(title, items, describe):
    lines = [f"{title}: {len(items)}"]
    lines += [f"- {describe(item)}" for item in items[:LISTED]]
    if len(items) > LISTED:
        lines.append(f"- … and {len(items) - LISTED} more")
    return lines


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    truth_dir, offices_json, people_json, table_md, details_md = sys.argv[1:]

    # offices: (office, name) -> (first, last)
    truth_offices = {(office, name): (first, last)
                     for office, name, first, last in read_tsv(f"{truth_dir}/offices.tsv", 4)}
    found_offices = {}
    for entry in read_json(offices_json, "offices"):
        for holder in entry.get("holders", []):
            key = (entry.get("office"), holder.get("name"))
            first, last = holder.get("first"), holder.get("last")
            if key in found_offices:  # the same holder twice: their widest span
                earlier, later = found_offices[key]
                first = min(filter(None, (first, earlier)), default=None)
                last = max(filter(None, (last, later)), default=None)
            found_offices[key] = (first, last)
    hits, missed, extra, precision, recall = score(truth_offices, found_offices)
    wrong_dates = sorted(key for key in hits if found_offices[key] != truth_offices[key])
    exact_dates = len(hits) - len(wrong_dates)
    holders_exact = not missed and not wrong_dates

    # people: (name, office) -> articles; office "" for a name listed with no title
    truth_people, truth_persons = {}, {}
    for name, office, articles, person_articles in read_tsv(f"{truth_dir}/people.tsv", 4):
        truth_people[(name, office)] = int(articles)
        truth_persons[name] = int(person_articles)
    found_people, found_persons, untitled_from_counts = {}, {}, 0
    for person in read_json(people_json, "people"):
        name = person.get("name")
        found_persons[name] = person.get("articles")
        largest = 0
        for office in person.get("offices", []):
            found_people[(name, office.get("office"))] = office.get("articles")
            largest = max(largest, office.get("articles") or 0)
        if "untitled" in person:
            untitled = person.get("untitled") or 0
        else:
            untitled = (person.get("articles") or 0) - largest
            untitled_from_counts += 1
        if untitled > 0:
            found_people[(name, "")] = untitled
    p_hits, p_missed, p_extra, p_precision, p_recall = score(truth_people, found_people)
    wrong_counts = sorted(key for key in p_hits if found_people[key] != truth_people[key])
    wrong_persons = sorted(name for name in truth_persons.keys() & found_persons.keys()
                           if found_persons[name] != truth_persons[name])

    table = [
        "| command | pairs in truth | pairs read | missed | extra | precision | recall | exact |",
        "|---|---|---|---|---|---|---|---|",
        f"| `llrb offices --json`: (office, holder) | {len(truth_offices)} | {len(found_offices)} | {len(missed)} | "
        f"{len(extra)} | {precision:.3f} | {recall:.3f} | first and last dates: {exact_dates} of {len(truth_offices)}; "
        f"every holder exact: {'yes' if holders_exact else 'no'} |",
        f"| `llrb people --json`: (name, office) | {len(truth_people)} | {len(found_people)} | {len(p_missed)} | "
        f"{len(p_extra)} | {p_precision:.3f} | {p_recall:.3f} | article counts: {len(p_hits) - len(wrong_counts)} of "
        f"{len(truth_people)}; people's articles: {len(truth_persons) - len(wrong_persons)} of {len(truth_persons)} |",
    ]
    if untitled_from_counts:
        table.append("")
        table.append(f"(`llrb people --json` gave no `untitled`: {untitled_from_counts} people's untitled pairs taken "
                     "from their articles beyond their largest office's, which overcounts.)")

    def dates(key):
        return f"{key[0]} {key[1]}"

    details = ["#### `llrb offices`", ""]
    details += listing("Missed (office, holder, truth's first and last)", missed,
                       lambda key: f"{dates(key)}: {truth_offices[key][0]} … {truth_offices[key][1]}")
    details += [""] + listing("Extra (office, holder, first and last read)", extra,
                              lambda key: f"{dates(key)}: {found_offices[key][0]} … {found_offices[key][1]}")
    details += [""] + listing("Dates that differ (truth → read)", wrong_dates,
                              lambda key: f"{dates(key)}: {truth_offices[key][0]} … {truth_offices[key][1]} → "
                                          f"{found_offices[key][0]} … {found_offices[key][1]}")
    details += ["", "#### `llrb people`", ""]
    details += listing("Missed (name, office, articles)", p_missed,
                       lambda key: f"{key[0]} {key[1] or '(no title)'}: {truth_people[key]}")
    details += [""] + listing("Extra (name, office, articles)", p_extra,
                              lambda key: f"{key[0]} {key[1] or '(no title)'}: {found_people[key]}")
    details += [""] + listing("Article counts that differ (truth → read)", wrong_counts,
                              lambda key: f"{key[0]} {key[1] or '(no title)'}: {truth_people[key]} → {found_people[key]}")
    details += [""] + listing("People whose articles differ (truth → read)", wrong_persons,
                              lambda name: f"{name}: {truth_persons[name]} → {found_persons[name]}")

    with open(table_md, "w", encoding="utf-8") as file:
        file.write("\n".join(table) + "\n")
    with open(details_md, "w", encoding="utf-8") as file:
        file.write("\n".join(details) + "\n")
    print("\n".join(table + [""] + details))


if __name__ == "__main__":
    main()
