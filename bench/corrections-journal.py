#!/usr/bin/env python3
"""bench/corrections-journal.py: a corrections journal written directly, for bench/corrections.

    corrections-journal.py --articles EXPORT.jsonl --count N [--page FILE | --article ID]
                           --out JOURNAL [--plain OUT] [--targets TSV]

Reads `llrb export --format jsonl` and writes N corrections in the journal's format
(docs/CORRECTIONS.md, "The journal"): a header, then one correction a line, keys sorted, no
spaces, each sealed with its CRC-32. A million `llrb correct` runs would take days; this takes
seconds. The corrections are spread round-robin over every article of the archive (so over its
pages), or over the articles of one page (--page), or all made on one article (--article).
Each article's corrections alternate between its headline (chained: each one's `old` is the
last one's `new`) and a word of its body swapped for one the article does not hold and back
again (`old` is always in the article when the correction is applied), so every one holds.
The page's content hash is computed here as llrb's ContentHash does, and checked against the
hash prefix of every article id. --plain writes the same corrections without the header (a
journal as llrb wrote it before headers, for an older binary); --targets lists, per article
corrected, its id, file and the corrections it got. Prints the journal's bytes and the UTF-8
bytes of its corrections' `old` and `new`, tab-separated.
"""
import argparse
import json
import os
import secrets
import sys
import zlib

MASK = (1 << 64) - 1
SEED, BLOCK_KEY, TAIL_KEY, FINAL_KEY = 0x243F6A8885A308D3, 0xA0761D6478BD642F, 0xE7037ED1A0B428DB, 0x8EBC6AF09C88C6E3


def mix(a, b):
    product = a * b
    return ((product >> 64) ^ product) & MASK


def content_hash(data):
    """Sources/LLRBIndex/Ingest/ContentHash.swift, of a page's UTF-8 text."""
    count = len(data)
    state = SEED ^ ((count * FINAL_KEY) & MASK)
    index = 0
    while index + 16 <= count:
        first = int.from_bytes(data[index:index + 8], "little")
        second = int.from_bytes(data[index + 8:index + 16], "little")
        state = mix(first ^ BLOCK_KEY, second ^ state)
        index += 16
    tail = data[index:]
    low = int.from_bytes(tail[:8], "little")
    high = int.from_bytes(tail[8:16], "little")
    state = mix(low ^ TAIL_KEY, high ^ state ^ (count - index))
    return mix(state ^ FINAL_KEY, count ^ BLOCK_KEY)


def page_hash(path, cache={}):
    if path not in cache:
        data = open(path, "rb").read()
        if data.startswith(b"\xef\xbb\xbf") or b"\r" in data:
            sys.exit(f"corrections-journal.py: {path} is not plain UTF-8 with LF endings; its text hash would differ")
        cache[path] = content_hash(data)
    return cache[path]


def seal(obj):
    body = json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode()
    return body[:-1] + b',"crc32":"%08x"}\n' % (zlib.crc32(body[:-1] + b"}") & 0xFFFFFFFF)


def is_cjk(ch):
    return "\u4e00" <= ch <= "\u9fff"


SPARE_WORDS = ["校订", "勘误", "更正", "订正", "改正", "修订"]


def word_swap(record):
    """A two-character word of one of the article's paragraphs, one the article does not hold,
    and the paragraph's lines; or None."""
    everything = json.dumps(record, ensure_ascii=False)
    spare = next((word for word in SPARE_WORDS if word not in everything), None)
    if spare is None:
        return None
    for paragraph in record.get("body") or []:
        text = paragraph.get("text") or ""
        if paragraph.get("kind") != "text":
            continue
        for start in range(len(text) - 1):
            if is_cjk(text[start]) and is_cjk(text[start + 1]):
                return text[start:start + 2], spare, [paragraph["lines"]["first"], paragraph["lines"]["last"]]
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--articles", required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--page")
    parser.add_argument("--article")
    parser.add_argument("--out", required=True)
    parser.add_argument("--plain")
    parser.add_argument("--targets")
    options = parser.parse_args()

    articles = []
    for line in open(options.articles, encoding="utf-8"):
        record = json.loads(line)
        if options.page and record["file"] != options.page:
            continue
        if options.article and record["id"] != options.article:
            continue
        swap = word_swap(record)
        lines = record["lines"]
        first, last = (lines["first"], lines["last"]) if isinstance(lines, dict) else (lines[0], lines[-1])
        digest = page_hash(record["file"])
        prefix = record["id"].split("-")[-2]
        if not ("%016x" % digest).startswith(prefix):
            sys.exit(f"corrections-journal.py: the hash computed for {record['file']} does not begin with {prefix} ({record['id']})")
        articles.append({"id": record["id"], "file": record["file"], "hash": "%016x" % digest, "lines": [first, last],
                         "headline": record.get("headline") or "", "swap": swap, "made": 0, "swapped": False})
    if not articles:
        sys.exit("corrections-journal.py: no article to correct")

    header = {"created": "2026-11-28T00:00:00Z", "format": "LLRB corrections", "journal": secrets.token_hex(16), "version": 1}
    out = open(options.out, "wb")
    plain = open(options.plain, "wb") if options.plain else None
    out.write(seal(header))
    old_new_bytes = 0
    for number in range(1, options.count + 1):
        article = articles[(number - 1) % len(articles)]
        correction = {"number": number, "date": "2026-11-28T00:00:00Z", "by": "bench", "file": article["file"],
                      "hash": article["hash"], "article": article["id"], "lines": article["lines"]}
        if article["made"] % 2 == 0 or article["swap"] is None:
            new = f"读者所拟标题第{number}号"
            correction.update(kind="headline", old=article["headline"], new=new)
            article["headline"] = new
        else:
            word, spare, lines = article["swap"]
            old, new = (spare, word) if article["swapped"] else (word, spare)
            correction.update(kind="text", old=old, new=new, occurrence=1, lines=lines)
            article["swapped"] = not article["swapped"]
        article["made"] += 1
        old_new_bytes += len(correction["old"].encode()) + len(correction["new"].encode())
        line = seal(correction)
        out.write(line)
        if plain:
            plain.write(line)
    out.close()
    if plain:
        plain.close()
    print(f"{os.path.getsize(options.out)}\t{old_new_bytes}")
    if options.targets:
        with open(options.targets, "w", encoding="utf-8") as targets:
            for article in articles:
                if article["made"]:
                    targets.write(f"{article['id']}\t{article['file']}\t{article['made']}\n")


if __name__ == "__main__":
    main()
