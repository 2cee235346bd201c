#!/usr/bin/env python3
"""bench/realistic/furniture-agreement.py: how far two readings of the same pages agree on furniture.

    furniture-agreement.py FIRST_TRUTH_DIR SECOND_TRUTH_DIR [--set PREFIX ...] [--skip NAME ...]

For each page both directories hold (`truth/NAME.json` as build.py writes it), compares the
furniture each reading marks as (line, kind) pairs (masthead, footer, banner, section, junk)
and prints, per set and over all, the F1 of the second reading against the first: the one
figure of issue 75's two-reader agreement that `llrb-bench realistic --second-reading` does
not give (it scores furniture only as lines left inside stories). `--skip` leaves pages out
(a page one reader did not read blind).
"""
import argparse
import json
import pathlib
import sys


def furniture(path):
    return {(item['line'], item['kind']) for item in json.loads(path.read_text())['furniture']}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('first')
    parser.add_argument('second')
    parser.add_argument('--set', nargs='*', default=[])
    parser.add_argument('--skip', nargs='*', default=[])
    args = parser.parse_args()
    first, second = pathlib.Path(args.first), pathlib.Path(args.second)
    tallies = {}
    for path in sorted(second.glob('*.json')):
        name = path.stem
        if name in args.skip or (args.set and not any(name.startswith(prefix) for prefix in args.set)):
            continue
        other = first / path.name
        if not other.exists():
            sys.exit(f'{name}: no first reading in {first}')
        a, b = furniture(other), furniture(path)
        tally = tallies.setdefault(name.rstrip('0123456789'), [0, 0, 0, 0])
        tally[0] += 1
        tally[1] += len(a & b)
        tally[2] += len(a)
        tally[3] += len(b)
    total = [sum(column) for column in zip(*tallies.values())] if tallies else [0, 0, 0, 0]
    print('| set | pages | furniture (line, kind) F1 | agreed | first | second |')
    print('|---|---|---|---|---|---|')
    for name, (pages, agreed, marked_first, marked_second) in sorted(tallies.items()) + [('all', total)]:
        f1 = 2 * agreed / (marked_first + marked_second) if marked_first + marked_second else 1.0
        print(f'| {name} | {pages} | {f1:.2f} | {agreed} | {marked_first} | {marked_second} |')


if __name__ == '__main__':
    main()
