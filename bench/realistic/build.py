#!/usr/bin/env python3
"""Builds bench/realistic/pages/*.txt and truth/*.json from the hand-written sources in src/.

The truth is what the author marked in each source (which lines are a story, its headline,
kicker, subtitles, bylines, captions, furniture, the page date); this script only strips the
marks, wraps the column-wrapped pages and counts line numbers. docs/MARKING.md describes the marks.

    build.py                          every src/*.page (and second-reading/src/*.page)
    build.py FILE.page … --into DIR   those pages alone, into DIR/pages and DIR/truth: a page
                                      written by `llrb parse --mark`, tried before it joins src/
"""
import argparse, json, re, sys, unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
MARK = re.compile(r'^(H|K|S|F[mfbsj]|C\d+(?:\[[^\]]*\])?|R\d+\[[^\]]*\]|=):')
SPLIT = '‖'   # in `C1[名]:text‖credit`, where a caption's credit ends its own line
CLOSING = set('，。、）」”；：！？》,.)')
FURNITURE = {'Fm': 'masthead', 'Ff': 'footer', 'Fb': 'banner', 'Fs': 'section', 'Fj': 'junk'}


def is_cjk(c):
    return '\u3400' <= c <= '\u9fff' or '\uf900' <= c <= '\ufaff'


def reader_text(lines, strip_dash=False):
    """The text as a reader writes it: markdown marks gone, lines joined, spaces removed."""
    text = ''.join(re.sub(r'^[#>\s]+', '', l) for l in lines)
    text = re.sub(r'\s+', '', text)
    if strip_dash:
        text = re.sub(r'^[—\-－–]+', '', text)
    return text


def wrap(text, width):
    out, line, count = [], '', 0.0
    for c in text:
        if count >= width and c in CLOSING:
            line += c
            continue
        if count >= width and line:
            out.append(line)
            line, count = '', 0.0
        line += c
        count += 1 if (is_cjk(c) or unicodedata.east_asian_width(c) in 'FW') else 0.5
    if line.strip():
        out.append(line)
    return out


def line_mark(mark):
    """A printed line's mark in the truth's `lines`: H, K, S, C (caption), R (credit), Fm…Fj, T (text)."""
    if mark.startswith('C'):
        return 'C'
    if mark.startswith('R'):
        return 'R'
    return mark if mark in FURNITURE or mark in ('H', 'K', 'S') else 'T'


def build(src):
    meta = {'family': None, 'date': None, 'otherYears': [], 'width': 20, 'blank': 'each'}
    printed = []          # (text, mark, story index or None)
    stories, story = [], None
    for raw in src.read_text(encoding='utf-8').split('\n'):
        if raw.startswith('%') or not raw.strip():
            continue
        if raw.startswith('@page'):
            for k, v in re.findall(r'(\w+)=(\S+)', raw):
                meta[k] = int(v) if k == 'width' else v
            continue
        if raw.startswith('@date'):
            v = raw.split()[1]
            meta['date'] = None if v == 'null' else v
            continue
        if raw.startswith('@years'):
            meta['otherYears'] = [int(y) for y in raw.split()[1:]]
            continue
        if raw.startswith('@story'):
            story = {'marks': [], 'bylines': [], 'headlineAfterBody': 'after' in raw}
            stories.append(story)
            continue
        if raw.startswith('@by'):
            for pair in raw.split()[1:]:
                role, name = pair.split(':')
                story['bylines'].append({'role': role, 'name': name})
            continue
        if raw.startswith('@out'):
            story = None
            continue
        if raw.startswith('@'):
            sys.exit(f'{src.name}: unknown directive {raw}')
        m = MARK.match(raw)
        mark, text = (m.group(1), raw[m.end():]) if m else ('', raw)
        index = len(stories) - 1 if story is not None else None
        wrappable = meta['family'] == 'columns' and (mark == '' or mark.startswith('C'))
        caption = text.split(SPLIT)[0]
        text = text.replace(SPLIT, '')
        pieces = wrap(text, meta['width']) if wrappable else [text]
        for k, piece in enumerate(pieces):
            printed.append((piece, 'B' if mark == '=' else mark, index, caption if k == 0 else ''))
    lines, numbered = [], []
    for text, mark, index, caption in printed:
        lines.append(text)
        numbered.append((len(lines), text, mark, index, caption))
        if meta['blank'] == 'each':
            lines.append('')
    truth = {'file': src.stem + '.txt', 'family': meta['family'], 'date': meta['date'],
             'otherYears': meta['otherYears'], 'furniture': [], 'stories': [], 'captions': [], 'lines': []}
    for n, text, mark, index, _ in numbered:
        truth['lines'].append({'line': n, 'mark': line_mark(mark), 'story': None if index is None else index + 1})
        if mark in FURNITURE:
            truth['furniture'].append({'line': n, 'kind': FURNITURE[mark], 'text': text})
    for i, s in enumerate(stories):
        own = [(n, t, m) for n, t, m, idx, _ in numbered if idx == i]
        content = [n for n, _, m in own if m not in FURNITURE]
        pick = lambda k: [t for _, t, m in own if m == k]
        kicker = reader_text(pick('K')) or None
        truth['stories'].append({
            'first': content[0], 'last': content[-1],
            'headline': reader_text(pick('H')), 'kicker': kicker,
            'subtitles': [reader_text([t], strip_dash=True) for t in pick('S')],
            'bylines': s['bylines'], 'headlineAfterBody': s['headlineAfterBody']})
    groups = {}
    for n, text, mark, index, caption in numbered:
        g = re.match(r'[CR](\d+)', mark)
        if g:
            entry = groups.setdefault(g.group(1), {'lines': [], 'text': [], 'credits': [], 'story': index})
            entry['lines'].append(n)
            if mark.startswith('C') and '[' not in mark:
                entry['text'].append(text)
            elif mark.startswith('C'):
                entry['text'].append(caption)   # the caption text only, its credit cut off
            if '[' in mark:
                entry['credits'] = [x for x in re.search(r'\[(.*)\]', mark).group(1).split(',') if x]
    for key in sorted(groups, key=int):
        g = groups[key]
        truth['captions'].append({'first': min(g['lines']), 'last': max(g['lines']),
                                  'text': reader_text(g['text']), 'credits': g['credits'],
                                  'story': None if g['story'] is None else g['story'] + 1})
    return '\n'.join(lines) + '\n', truth


def main():
    arguments = argparse.ArgumentParser(description='Builds pages/ and truth/ from marked pages (README.md).')
    arguments.add_argument('sources', nargs='*', type=Path, help='marked pages to build alone (with --into)')
    arguments.add_argument('--into', type=Path, help='the folder to build them into, as DIR/pages and DIR/truth')
    options = arguments.parse_args()
    if bool(options.sources) != bool(options.into):
        arguments.error('give marked pages and --into DIR together, or neither')
    if options.sources:
        build_into(options.sources, options.into)
    else:
        build_all()


def build_into(sources, folder):
    for directory in (folder / 'pages', folder / 'truth'):
        directory.mkdir(parents=True, exist_ok=True)
    for src in sources:
        text, truth = build(src)
        (folder / 'pages' / (src.stem + '.txt')).write_text(text, encoding='utf-8')
        write_truth(folder / 'truth', src.stem, truth)
        report(src.stem, truth)


def report(stem, truth):
    print(f'{stem}: {len(truth["stories"])} stories, {len(truth["captions"])} captions, '
          f'{len(truth["furniture"])} furniture lines, date {truth["date"]}')


def build_all():
    for src in sorted((HERE / 'src').glob('*.page')):
        text, truth = build(src)
        (HERE / 'pages' / (src.stem + '.txt')).write_text(text, encoding='utf-8')
        write_truth(HERE / 'truth', src.stem, truth)
        report(src.stem, truth)
    # A second author's marks of pages already built: they must print the same page.
    for src in sorted((HERE / 'second-reading' / 'src').glob('*.page')):
        text, truth = build(src)
        if text != (HERE / 'pages' / (src.stem + '.txt')).read_text(encoding='utf-8'):
            sys.exit(f'second-reading/src/{src.name}: does not print pages/{src.stem}.txt')
        write_truth(HERE / 'second-reading' / 'truth', src.stem, truth)
        print(f'{src.stem} (second reading): {len(truth["stories"])} stories')


def write_truth(directory, stem, truth):
    (directory / (stem + '.json')).write_text(json.dumps(truth, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')


if __name__ == '__main__':
    main()
