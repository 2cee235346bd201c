#!/usr/bin/env python3
"""bench/no-change's helper: runs one llrb binary over one corpus, and compares two such runs.

  no-change.py run --llrb BIN --work DIR --out DIR --plan FILE [--make-plan] --snapshot DIR
                   [--snapshot-after DIR] PAGE...
  no-change.py compare --out DIR... [--index BASE CAND]... [--index-after BASE CAND]...

`run` ingests PAGE... into DIR/index (the same path for both binaries, so that no output need
have an index path masked), copies the index to --snapshot, then runs every command and saves
each output to --out/NAME: stdout as printed, then stderr and the exit status under marker
lines; then it corrects an article, undoes it, and copies the index to --snapshot-after. With
--make-plan (the baseline) it writes the plan, the arguments drawn from the binary's own
answers (queries, ids, issues, dates, names, offices, and the URLs its web pages link to);
without (the candidate) it reads it, so both binaries are asked exactly the same things.
`compare` lists each output that differs with its first differing lines, and each index file
that differs other than MANIFEST (and after `correct`, JOURNAL-MAP). Python 3's standard
library only.
"""

import argparse
import difflib
import html
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.parse
from collections import deque

# ---------------------------------------------------------------------------------------------
# Normalising: only what legitimately varies from one run to the next, each said why. Nothing
# else is touched: every other byte of every output is compared as printed.

# `ingest`'s summary line ends with the time it took and the throughput: timings (the line is
# wrapped at 80 columns, so a break may fall anywhere in them).
INGEST_TIME = re.compile(r"\sin\s+[0-9.]+\s+s\s+\([0-9.]+\s+MB/s\)")
# `ingest --json` has `seconds` for the whole ingest and for each merge: timings.
JSON_SECONDS = re.compile(r'("seconds" : |"seconds": )[0-9.eE+-]+')
# The search page says how long the search took (用时 2.4 毫秒): a timing.
SEARCH_TIME = re.compile(r"用时 [0-9.]+ 毫秒")
# Every HTTP response carries a Date header: the time of the request.
HTTP_DATE = re.compile(r"^Date: .*$", re.M)
# `serve` says on stderr which port it took (--port 0 takes a free one): a server port.
SERVE_PORT = re.compile(r"http://127\.0\.0\.1:[0-9]+/")
# `stats` (and /api/stats) count the index's bytes, MANIFEST's among them, and MANIFEST may
# differ (issue 79; after `correct` it holds the journal's random identity and a hash of each
# page's time-stamped corrections): the index's size is shown less MANIFEST's, and what is
# derived from it (the ratio to the source, the size in MB), when it is, as that. See
# `stats_less_manifest`. The web's /stats, which shows only the rounded MB and ratio, is not
# touched.
STATS_BYTES = re.compile(r'"indexBytes": ([0-9]+)')
STATS_RATIO = re.compile(r'"indexToSourceRatio": ([0-9.eE+-]+)')
STATS_SOURCE = re.compile(r'"sourceBytes": ([0-9]+)')
STATS_TEXT = re.compile(r"index size( +)([0-9.]+) MB \(([0-9]+) bytes\) \(([0-9.]+)× the source text\)")
STATS_TEXT_SOURCE = re.compile(r"source text +[0-9.]+ MB \(([0-9]+) bytes\)")
# `llrb --version` prints the version: a release changes it on purpose.
VERSION = re.compile(r"^llrb [0-9][0-9A-Za-z.+-]*$", re.M)


def today_patterns():
    """A correction is stamped with the time it is made (the journal's `date`, and the day in
    every listing of it, on the terminal and on the web): the clock, in the outputs after
    `correct` only (the days around this run's, in UTC and local time)."""
    now = time.time()
    days = set()
    for delta in (-86400, 0, 86400):
        days.add(time.strftime("%Y-%m-%d", time.gmtime(now + delta)))
        days.add(time.strftime("%Y-%m-%d", time.localtime(now + delta)))
    return re.compile(r"(?:%s)(?:T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)?" % "|".join(sorted(days)))


def stats_less_manifest(text, manifest):
    """`stats` and `stats --json` with the index's size less MANIFEST's (`manifest` bytes)."""
    index, ratio, source = STATS_BYTES.search(text), STATS_RATIO.search(text), STATS_SOURCE.search(text)
    if index:
        size = int(index.group(1))
        if ratio and source and int(source.group(1)) > 0 and abs(float(ratio.group(1)) - size / int(source.group(1))) < 1e-9:
            text = STATS_RATIO.sub('"indexToSourceRatio": "<indexBytes / sourceBytes>"', text)
        text = STATS_BYTES.sub('"indexBytes": "%d + MANIFEST"' % (size - manifest), text)
    line, source = STATS_TEXT.search(text), STATS_TEXT_SOURCE.search(text)
    if line:
        spaces, mb, size, times = line.group(1), line.group(2), int(line.group(3)), line.group(4)
        if "%.1f" % (size / 1e6) == mb:
            mb = "<bytes in MB>"
        if source and int(source.group(1)) > 0 and "%.2f" % (size / int(source.group(1))) == times:
            times = "<bytes / source>"
        text = STATS_TEXT.sub(lambda _: "index size%s%s MB (%d + MANIFEST bytes) (%s× the source text)"
                              % (spaces, mb, size - manifest, times), text)
    return text


def normalise(text, kinds, manifest=0):
    for kind in kinds:
        if kind == "ingest":
            text = INGEST_TIME.sub(" in <seconds> s (<throughput> MB/s)", text)
            text = JSON_SECONDS.sub(r"\1<seconds>", text)
        elif kind == "web":
            text = HTTP_DATE.sub("Date: <date>", text)
            text = SEARCH_TIME.sub("用时 <ms> 毫秒", text)
        elif kind == "serve":
            text = SERVE_PORT.sub("http://127.0.0.1:<port>/", text)
        elif kind == "version":
            text = VERSION.sub("llrb <version>", text)
        elif kind == "stats":
            text = stats_less_manifest(text, manifest)
        elif kind == "corrected":
            text = CORRECTED_AT.sub("<time of the correction>", text)
    return text


CORRECTED_AT = today_patterns()


def normalise_response(page, kinds, manifest=0):
    """A web response normalised: its head and body as `normalise` does; when that changed the
    body (the search time), its Content-Length, once checked against the body as sent."""
    head, sep, body = page.partition(b"\n\n")
    text = normalise(head.decode("utf-8", "surrogateescape"), kinds)
    new_body = normalise(body.decode("utf-8", "surrogateescape"), kinds, manifest).encode("utf-8", "surrogateescape")
    if new_body != body:
        text = re.sub(r"^Content-Length: %d$" % len(body), "Content-Length: <the body's length, as sent>", text, flags=re.M)
    return text.encode("utf-8", "surrogateescape") + sep + new_body


# After an exact search that found fewer than five articles, llrb counts what --fuzzy would find
# and says so (on stderr, and as a note on the search page), but only when the exact search took
# under 20 ms (FuzzyHint.cheapNanoseconds): a timing decides whether the hint is there. An
# output that differs only in that one side has the hint and the other has not (the page's
# Content-Length with it) is listed apart and not counted; hints on both sides must agree.
FUZZY_HINT = re.compile(r"^llrb: (?:1 more article prints|[0-9]+ more articles print) it with one character misread: "
                        r"llrb search --fuzzy .*\n", re.M)
FUZZY_NOTE = re.compile(r'<p class="note">另有 [0-9]+ 篇文章印有误认一个字的形式：<a href="[^"]*">容错检索</a></p>')
CONTENT_LENGTH = re.compile(r"^Content-Length: [0-9]+\n", re.M)


def differs_only_by_hint(a, b):
    ta, tb = a.decode("utf-8", "surrogateescape"), b.decode("utf-8", "surrogateescape")
    hints = []
    for pattern in (FUZZY_HINT, FUZZY_NOTE):
        ha, hb = pattern.findall(ta), pattern.findall(tb)
        if ha and hb:
            return False
        hints += ha + hb
        ta, tb = pattern.sub("", ta), pattern.sub("", tb)
    if not hints:
        return False
    if any(h.startswith("<p") for h in hints):
        ta, tb = CONTENT_LENGTH.sub("", ta), CONTENT_LENGTH.sub("", tb)
    return ta == tb

# ---------------------------------------------------------------------------------------------
# Running one binary


class Runner:
    def __init__(self, llrb, work, out):
        self.llrb = llrb
        self.work = work
        self.out = out
        self.index = os.path.join(work, "index")
        self.journal = os.path.join(work, "journal")
        self.names = {}
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("LLRB_INDEX", "LLRB_CORRECTIONS", "NO_COLOR", "XDG_DATA_HOME")}
        self.env.update(LC_ALL="C.UTF-8", COLUMNS="80")
        os.makedirs(out, exist_ok=True)
        os.makedirs(work, exist_ok=True)

    def name_for(self, args):
        """A file name for a command line, the same for both binaries."""
        words = [os.path.basename(a) if a.endswith(".txt") else a.replace(self.work, "WORK") for a in args]
        slug = "_".join(words)
        slug = re.sub(r"[/\\\s\x00-\x1f]+", "~", slug).strip("~.") or "empty"
        raw = slug.encode("utf-8")
        if len(raw) > 150:
            import hashlib
            slug = raw[:130].decode("utf-8", "ignore") + "…" + hashlib.sha1(raw).hexdigest()[:10]
        name, n = slug, 2
        while name in self.names:
            name, n = "%s#%d" % (slug, n), n + 1
        self.names[name] = " ".join(words)
        return name

    def manifest_size(self):
        try:
            return os.path.getsize(os.path.join(self.index, "MANIFEST"))
        except OSError:
            return 0

    def save(self, name, data):
        with open(os.path.join(self.out, name), "wb") as f:
            f.write(data)

    def run(self, args, kinds=(), globals_=True, name=None, stdin=None):
        """Runs `llrb ARGS` (with --index and --corrections), saves its output, returns stdout."""
        argv = [self.llrb] + (["--index", self.index, "--corrections", self.journal] if globals_ else []) + list(args)
        name = name or self.name_for(list(args))
        try:
            done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=self.env,
                                  cwd=self.work, timeout=300, stdin=subprocess.DEVNULL)
            stdout, stderr, status = done.stdout, done.stderr, str(done.returncode)
        except subprocess.TimeoutExpired as timeout:
            stdout, stderr, status = timeout.stdout or b"", timeout.stderr or b"", "timeout"
        text = stdout + b"\n--- stderr ---\n" + stderr + ("\n--- exit %s ---\n" % status).encode()
        if kinds:
            text = normalise(text.decode("utf-8", "surrogateescape"), kinds, self.manifest_size()).encode("utf-8", "surrogateescape")
        self.save(name, text)
        return stdout

    def json(self, args, **kw):
        stdout = self.run(args, **kw)
        try:
            return json.loads(stdout)
        except ValueError:
            return None

    def save_file(self, path, name, kinds=()):
        """A file a command wrote (an SVG, an export's bulk files), as written."""
        try:
            data = open(path, "rb").read()
        except OSError as error:
            data = ("missing: %s\n" % error.strerror).encode()
        if kinds:
            data = normalise(data.decode("utf-8", "surrogateescape"), kinds).encode("utf-8", "surrogateescape")
        self.save(name, data)


# ---------------------------------------------------------------------------------------------
# The web reader


class Server:
    def __init__(self, runner, name):
        self.runner = runner
        self.log = os.path.join(runner.work, "serve-%s.err" % name)
        self.name = name
        self.process = None

    def __enter__(self):
        r = self.runner
        argv = [r.llrb, "--index", r.index, "--corrections", r.journal, "serve", "--port", "0"]
        self.process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=open(self.log, "wb"),
                                        env=r.env, cwd=r.work)
        self.port = None
        for _ in range(300):
            text = open(self.log, encoding="utf-8", errors="replace").read()
            found = re.search(r"http://127\.0\.0\.1:([0-9]+)/", text)
            if found:
                self.port = int(found.group(1))
                break
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.connection = None
        return self

    def get(self, path):
        """Status line, headers and body of GET path, as one text."""
        if self.port is None:
            return b"no server\n"
        for attempt in range(3):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
                # Percent-encoded as a browser sends it: what is not printable ASCII, as UTF-8.
                self.connection.request("GET", urllib.parse.quote(path, safe=ASCII))
                response = self.connection.getresponse()
                body = response.read()
                head = "HTTP/%s %d %s\n" % ("1.1" if response.version == 11 else "1.0", response.status, response.reason)
                head += "".join("%s: %s\n" % (k, v) for k, v in response.getheaders())
                if response.will_close:
                    self.connection.close()
                    self.connection = None
                return head.encode("utf-8", "surrogateescape") + b"\n" + body
            except (http.client.HTTPException, OSError):
                if self.connection is not None:
                    self.connection.close()
                self.connection = None
                if attempt == 2:
                    raise
        return b""

    def __exit__(self, *exc):
        if self.connection is not None:
            self.connection.close()
        self.process.terminate()
        try:
            status = self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        text = open(self.log, "rb").read() + ("\n--- exit %s ---\n" % status).encode()
        self.runner.save("serve." + self.name + ".stderr",
                         normalise(text.decode("utf-8", "surrogateescape"), ["serve"]).encode("utf-8", "surrogateescape"))


ASCII = "".join(chr(c) for c in range(33, 127))
LINK = re.compile(r'(?:href|src|action)="([^"]*)"')


def links(page):
    """The site's own URLs a page links to (href, src, form action)."""
    head, _, body = page.partition(b"\n\n")
    if b"Content-Type: text/html" not in head:
        return []
    found = []
    for raw in LINK.findall(body.decode("utf-8", "replace")):
        url = html.unescape(raw)
        if url.startswith("/") and not url.startswith("//"):
            found.append(url.split("#", 1)[0])
    return found


def web_name(url):
    quoted = urllib.parse.unquote(url)
    slug = "web" + re.sub(r"[/\\\s\x00-\x1f]+", "~", quoted)
    raw = slug.encode("utf-8")
    if len(raw) > 150:
        import hashlib
        slug = raw[:130].decode("utf-8", "ignore") + "…" + hashlib.sha1(url.encode()).hexdigest()[:10]
    return slug


def fetch_all(runner, server, urls, crawl, limit):
    """Fetches `urls` (and, with `crawl`, every page of the site they lead to, breadth first, up
    to `limit`); saves each response; returns the URLs fetched, in order."""
    seen, order, queue = set(), [], deque()
    for url in urls:
        if url not in seen:
            seen.add(url)
            queue.append(url)
    names = {}
    while queue:
        url = queue.popleft()
        page = server.get(url)
        name = web_name(url)
        if name in names and names[name] != url:
            name += "#" + str(len(order))
        names[name] = url
        runner.names[name] = "GET " + url
        kinds = ["web", "stats"] if url.startswith("/api/stats") else ["web"]
        runner.save(name, normalise_response(page, kinds, runner.manifest_size()))
        order.append(url)
        if crawl:
            for link in links(page):
                if link not in seen and len(seen) < limit:
                    seen.add(link)
                    queue.append(link)
    return order


# ---------------------------------------------------------------------------------------------
# The plan: what to ask, from the base binary's answers


FIXED_QUERIES = ["复工复产", "吕梁", "发展", "疫情 -复工", '"脱贫攻坚" OR 乡村振兴', "headline:吕梁", "caption:摄",
                 "byline:记者", "發展", "5G", "2023年", "恐龙化石"]
CJK = re.compile(r"[\u4e00-\u9fff]+")


def spread(items, count):
    """`count` items spread evenly over `items`, first and last included."""
    if len(items) <= count:
        return list(items)
    step = (len(items) - 1) / (count - 1)
    return [items[round(i * step)] for i in range(count)]


def make_plan(articles, issues, authors, people, offices, pages):
    plan = {}
    ids = [a["id"] for a in articles]
    chosen = spread(ids, 40)
    # Articles that jump pages, and some with captions, show more of `show` and `cite`.
    jumping = [a["id"] for a in articles if a.get("continuedTo") or a.get("continuedFrom")]
    captioned = [a["id"] for a in articles if a.get("captions")]
    for i in jumping[:20] + captioned[:3]:
        if i not in chosen:
            chosen.append(i)
    plan["ids"] = chosen
    queries = list(FIXED_QUERIES)
    for a in spread(articles, 4):
        words = CJK.findall(a.get("headline") or "")
        word = next((w[:4] for w in words if len(w) >= 2), None)
        if word and word not in queries:
            queries.append(word)
    entries = issues.get("issues", []) if issues else []
    plan["issueNumbers"] = sorted({e["issueNumber"] for e in entries if e.get("issueNumber")})
    numbered = [e for e in entries if e.get("issueNumber")]
    plan["biggestIssue"] = max(numbered, key=lambda e: e.get("articles", 0))["issueNumber"] if numbered else None
    plan["dates"] = sorted({e["date"] for e in entries if e.get("date")})
    plan["years"] = sorted({d[:4] for d in plan["dates"]})
    author_list = (authors or {}).get("authors", [])
    names = [a["name"] for a in author_list[:3]]
    names += [a["name"] for a in sorted(author_list, key=lambda a: -a.get("articles", 0))[:3]]
    plan["authors"] = list(dict.fromkeys(names))
    if plan["authors"]:
        queries.append("byline:" + plan["authors"][-1])
    people_list = (people or {}).get("people", [])
    names = [p["name"] for p in people_list[:3]]
    names += [p["name"] for p in sorted(people_list, key=lambda p: -p.get("articles", 0))[:3]]
    plan["people"] = list(dict.fromkeys(names))
    office_list = (offices or {}).get("offices", [])
    titles = ["市长", "县委书记"] + [o["title"] for o in office_list[:4] if o.get("title")]
    titles += [o["office"] for o in office_list[:2] if o.get("office")]
    plan["offices"] = list(dict.fromkeys(titles))
    plan["queries"] = queries
    # The correction: the first article with body text, its headline replaced and the first two
    # CJK characters of its body replaced everywhere in it.
    for a in articles:
        texts = [b.get("text", "") for b in a.get("body", []) if b.get("kind") == "text"]
        words = [w for t in texts for w in CJK.findall(t) if len(w) >= 2]
        if words:
            plan["correct"] = {"id": a["id"], "old": words[0][:2], "file": a.get("file")}
            break
    plan["pages"] = pages
    return plan


# ---------------------------------------------------------------------------------------------


def run_side(options):
    work, out = options.work, options.out
    for leftover in ("index", "journal", "index-json", "es", "svg"):
        path = os.path.join(work, leftover)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    if os.path.isdir(out):
        shutil.rmtree(out)
    r = Runner(options.llrb, work, out)
    pages = [os.path.abspath(p) for p in options.pages]

    # Ingest: the summary as text into the index the rest reads, and as JSON into another.
    r.run(["ingest"] + pages, kinds=["ingest"], name="ingest")
    r.run(["--index", os.path.join(work, "index-json"), "ingest", "--json"] + pages, kinds=["ingest"],
          globals_=False, name="ingest--json")
    shutil.rmtree(os.path.join(work, "index-json"), ignore_errors=True)
    if not os.path.isdir(r.index):
        sys.exit("bench/no-change: %s made no index: %s" % (options.llrb, open(os.path.join(out, "ingest"), errors="replace").read()))
    shutil.copytree(r.index, options.snapshot, symlinks=True)

    # What needs no argument from the archive.
    r.run(["--version"], kinds=["version"], globals_=False)
    r.run(["help"], globals_=False)
    # parse's help is left out: it lost --learned when the learned reader left the binary (issue
    # 76, point 5), a change made on purpose; every parse below is still compared.
    commands = ["ingest", "search", "timeline", "kwic", "authors", "people", "offices", "places", "export", "show",
                "cite", "correct", "corrections", "issues", "stats", "serve", "check", "analyze", "help"]
    for command in commands:
        r.run(["help", command], globals_=False)
    r.run(["search", "--help"], globals_=False)
    # Mistakes a user makes: "did you mean", a missing argument, a bad option, a bad date.
    for args in (["serch", "复工复产"], ["search"], ["search", "复工复产", "--limti", "3"],
                 ["search", "复工复产", "--from", "2024", "--to", "2020"], ["search", "复工复产", "--from", "2020-13"],
                 ["show", "0000-000000-0"], ["show", "--issue", "1"], ["cite", "0000-000000-0", "--format", "mla"],
                 ["search", "OR"], ["kwic", "复工复产", "--width", "0"], ["offices", "--place", "北京"],
                 ["timeline", "复工复产", "--by", "week"]):
        r.run(args)
    r.run(["--index", os.path.join(work, "nowhere"), "search", "复工复产"], globals_=False)
    r.run(["stats"], kinds=["stats"])
    r.run(["stats", "--json"], kinds=["stats"])
    r.run(["check"])
    r.run(["check", "--json"])
    r.run(["issues"])
    issues = r.json(["issues", "--json"])
    r.run(["authors"])
    authors = r.json(["authors", "--json"])
    r.run(["authors", "--sort", "articles", "--json"])
    r.run(["authors", "--top", "5"])
    for role in ("记者", "通讯员", "摄影", "作者"):
        r.run(["authors", "--role", role, "--json"])
    r.run(["people"])
    people = r.json(["people", "--json"])
    r.run(["people", "--csv"])
    r.run(["people", "--excel"])
    r.run(["people", "--sort", "articles", "--json"])
    r.run(["people", "--top", "5"])
    r.run(["offices"])
    offices = r.json(["offices", "--json"])
    r.run(["offices", "--csv"])
    r.run(["offices", "--excel"])
    for place in ("吕梁", "临县", "孝义"):
        r.run(["offices", "--place", place, "--json"])
    r.run(["corrections"])
    r.run(["corrections", "--json"])
    exported = r.run(["export", "--format", "jsonl"])
    es = os.path.join(work, "es")
    r.run(["export", "--format", "elasticsearch", es, "--json"])
    for f in sorted(os.listdir(es)) if os.path.isdir(es) else []:
        r.save_file(os.path.join(es, f), "export-elasticsearch~" + f)
    r.run(["export", "--format", "elasticsearch", es])

    articles = []
    for line in exported.decode("utf-8", "replace").splitlines():
        try:
            articles.append(json.loads(line))
        except ValueError:
            pass
    if options.make_plan:
        plan = make_plan(articles, issues, authors, people, offices, pages)
        with open(options.plan, "w", encoding="utf-8") as f:
            json.dump(plan, f, ensure_ascii=False, indent=1)
    else:
        plan = json.load(open(options.plan, encoding="utf-8"))

    # Searching, counting, concordance, places, analysis: every query, every output form.
    queries = plan["queries"]
    first = plan["dates"][0] if plan["dates"] else "2020-01-01"
    last = plan["dates"][-1] if plan["dates"] else "2024-12-31"
    issue = str(plan.get("biggestIssue") or "9895")
    for n, q in enumerate(queries):
        r.run(["search", q])
        r.run(["search", q, "--json"])
        r.run(["search", q, "--csv"])
        r.run(["search", q, "--count"])
        r.run(["timeline", q, "--json"])
        r.run(["kwic", q, "--json"])
        r.run(["places", q, "--json"])
        r.run(["analyze", q, "--json"])
        r.run(["analyze", q])
        if n < 3:
            r.run(["search", q, "--excel"])
            for extra in (["--sort", "oldest"], ["--sort", "newest"], ["--all"], ["--limit", "3", "--offset", "2"],
                          ["--offset", "100000"], ["--fuzzy"], ["--fuzzy=2"], ["--from", first[:7], "--to", last[:4]],
                          ["--issue", issue], ["--place", "孝义市"], ["--place", "离石"]):
                r.run(["search", q, "--json"] + extra)
            r.run(["search", q, "--fuzzy"])
            r.run(["timeline", q])
            for extra in (["--by", "year"], ["--by", "day"], ["--share"], ["--from", first[:4], "--to", last[:7]]):
                r.run(["timeline", q, "--json"] + extra)
            r.run(["timeline", q, "--csv"])
            r.run(["timeline", q, "--excel", "--by", "year"])
            r.run(["kwic", q])
            for extra in (["--sort", "left"], ["--sort", "right"], ["--width", "5"], ["--all"], ["--limit", "3"]):
                r.run(["kwic", q, "--json"] + extra)
            r.run(["kwic", q, "--csv"])
            r.run(["kwic", q, "--excel"])
            r.run(["places", q])
    svg = os.path.join(work, "svg")
    os.makedirs(svg, exist_ok=True)
    for n, group in enumerate([queries[:3], ["复工复产", "脱贫攻坚", "乡村振兴"]]):
        path = os.path.join(svg, "chart-%d.svg" % n)
        r.run(["timeline"] + group + ["--by", "year", "--share", "--svg", path])
        r.save_file(path, "timeline-svg-%d.svg" % n)
        r.run(["timeline"] + group + ["--json", "--by", "month"])
    for text in ("复工复产", "复 工复产", "经济 发展", "国内统一刊号: CN14 - 0028", "，。", "ABC abc 123"):
        r.run(["analyze", text, "--json"])

    # Articles: reading and citing.
    for i in plan["ids"]:
        r.run(["show", i])
        r.run(["show", i, "--json"])
        for form in ([], ["--format", "gbt7714"], ["--format", "bibtex"], ["--format", "csl-json"]):
            r.run(["cite", i] + form)
    # Issues and dates.
    for number in plan["issueNumbers"]:
        r.run(["show", "--issue", str(number)])
        r.run(["show", "--issue", str(number), "--json"])
    for number in spread(plan["issueNumbers"], 5):
        r.run(["show", "--issue", str(number), "--full"])
        r.run(["show", "--issue", str(number), "--full", "--json"])
    for date in plan["dates"]:
        r.run(["show", "--date", date, "--json"])
    for date in spread(plan["dates"], 3):
        r.run(["show", "--date", date])
        r.run(["show", "--date", date, "--full"])
    for year in plan["years"]:
        r.run(["issues", "--year", year, "--json"])
    r.run(["issues", "--from", first[:7], "--to", last[:7], "--json"])
    r.run(["issues", "--year", "1900"])
    # People.
    for name in plan["authors"]:
        r.run(["authors", name])
        r.run(["authors", name, "--json"])
    for name in plan["people"]:
        r.run(["people", name])
        r.run(["people", name, "--json"])
        r.run(["people", name, "--csv"])
        r.run(["people", name, "--top", "2", "--json"])
    for title in plan["offices"]:
        r.run(["offices", title])
        r.run(["offices", title, "--json"])
        r.run(["offices", title, "--place", "吕梁", "--csv"])

    # The parser, on every page.
    for page in plan["pages"]:
        r.run(["parse", page, "--json"], globals_=False)
        r.run(["parse", page, "--explain", "--json"], globals_=False)
        if len(plan["pages"]) <= 20:
            r.run(["parse", page], globals_=False)
            r.run(["parse", page, "--explain"], globals_=False)
            r.run(["parse", page, "--mark"])

    # The web reader: every page the base's pages link to, from the home page and a few
    # searches, and the pages a reader can only type (errors among them).
    urls = ["/", "/api", "/api/stats", "/api/issues", "/api/people", "/api/people?sort=articles", "/api/offices",
            "/people?sort=articles", "/offices?title=市长&place=吕梁", "/offices?place=北京", "/undated",
            "/api/article/0000-000000-0", "/article/0000-000000-0", "/issue/1", "/api/issue/1", "/nowhere",
            "/browse/1900", "/assets/nowhere.css", "/search?q=OR", "/api/search?q=OR", "/search?q=%E5%A4%8D%E5%B7%A5&from=2024&to=2020",
            "/search?q=&from=2020", "/%2e%2e%2fMANIFEST", "/api/offices?place=北京"]
    for q in queries[:6]:
        quoted = urllib.parse.quote(q)
        urls += ["/search?q=" + quoted, "/api/search?q=" + quoted, "/search?q=%s&fuzzy=1&sort=oldest" % quoted,
                 "/api/search?q=%s&limit=1000" % quoted, "/search?q=%s&page=2" % quoted]
    for i in plan["ids"][:10]:
        quoted = urllib.parse.quote(i)
        urls += ["/api/article/" + quoted, "/article/%s/cite.bib" % quoted, "/article/%s/cite.json" % quoted]
    urls += ["/api/issue/%d" % n for n in plan["issueNumbers"]]
    urls += ["/api/date/" + d for d in plan["dates"]]
    urls += ["/api/issues?year=" + y for y in plan["years"]]
    urls += ["/api/people/" + urllib.parse.quote(n) for n in plan["people"]]
    urls += ["/api/offices?title=" + urllib.parse.quote(t) for t in plan["offices"]]
    with Server(r, "read") as server:
        if options.make_plan:
            plan["urls"] = fetch_all(r, server, urls, crawl=True, limit=options.web_limit)
            if len(plan["urls"]) >= options.web_limit:
                print("bench/no-change: the crawl stopped at %d pages; more were linked" % options.web_limit, file=sys.stderr)
            with open(options.plan, "w", encoding="utf-8") as f:
                json.dump(plan, f, ensure_ascii=False, indent=1)
        else:
            fetch_all(r, server, plan["urls"], crawl=False, limit=0)

    # Writing: an ingest that finds nothing new, corrections and what they change.
    r.run(["ingest", "--json"] + pages, kinds=["ingest"], name="ingest-again--json")
    r.run(["ingest", "--prune"] + pages, kinds=["ingest"], name="ingest-again--prune")
    fix = plan.get("correct")
    if fix:
        at = ["corrected"]
        r.run(["correct", fix["id"], "--headline", "本报测试标题", "--by", "测试者", "--note", "bench/no-change"], kinds=at)
        r.run(["correct", fix["id"], "--replace", fix["old"], "试改", "--all", "--by", "测试者", "--json"], kinds=at)
        r.run(["correct", fix["id"], "--replace", "这段文字不在文中", "试改"], kinds=at)
        r.run(["corrections"], kinds=at, name="corrections-after")
        r.run(["corrections", "--json"], kinds=at, name="corrections-after--json")
        r.run(["corrections", fix["id"], "--json"], kinds=at, name="corrections-after-id--json")
        r.run(["corrections", "--export", "-"], kinds=at, name="corrections-after--export")
        r.run(["show", fix["id"], "--json"], kinds=at, name="show-after-correct--json")
        r.run(["show", fix["id"]], kinds=at, name="show-after-correct")
        r.run(["search", "original:" + fix["old"], "--json"], kinds=at, name="search-original-after-correct--json")
        r.run(["search", "本报测试标题", "--json"], kinds=at, name="search-headline-after-correct--json")
        if fix.get("file"):
            r.run(["parse", fix["file"], "--mark"], kinds=at, name="parse-mark-after-correct")
        with Server(r, "corrected") as server:
            quoted = urllib.parse.quote(fix["id"])
            for url in ("/article/" + quoted, "/api/article/" + quoted):
                page = server.get(url)
                name = "corrected-" + web_name(url)
                r.names[name] = "GET " + url + " (after correct)"
                r.save(name, normalise_response(page, ["web", "corrected"]))
        r.run(["corrections", "--undo", "1", "--by", "测试者", "--note", "撤销"], kinds=at, name="corrections-undo")
        r.run(["corrections", "--json"], kinds=at, name="corrections-after-undo--json")
        r.run(["show", fix["id"], "--json"], kinds=at, name="show-after-undo--json")
    r.run(["stats", "--json"], kinds=["stats"], name="stats-after-writes--json")
    r.run(["check", "--json"], name="check-after-writes--json")
    if options.snapshot_after:
        shutil.copytree(r.index, options.snapshot_after, symlinks=True)

    with open(os.path.join(out, ".commands.tsv"), "w", encoding="utf-8") as f:
        for name, command in sorted(r.names.items()):
            f.write("%s\t%s\n" % (name, command))
    print("bench/no-change: %d outputs in %s" % (len(os.listdir(out)) - 1, out), file=sys.stderr)


# ---------------------------------------------------------------------------------------------
# Comparing


def first_differences(a, b, limit=12, width=220):
    """The first differing lines of two outputs, as `diff` prints them, a JSON or HTML line cut
    at `width` characters."""
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    lines = []
    for line in difflib.unified_diff(la, lb, "base", "cand", n=0, lineterm=""):
        if line.startswith(("---", "+++")):
            continue
        lines.append(line if len(line) <= width else line[:width] + "…")
        if len(lines) >= limit:
            break
    if not lines:
        lines.append("(the same lines, other bytes: %d and %d bytes)" % (len(a), len(b)))
    return lines


def same_json(a, b):
    """Whether two files parse to the same JSON value."""
    try:
        return json.loads(a) == json.loads(b)
    except ValueError:
        return False


def compare(options):
    differing = 0
    total = 0
    hinted = []
    reordered = []
    for out in options.out:
        base, cand = os.path.join(out, "base"), os.path.join(out, "cand")
        commands = {}
        for side in (base, cand):
            try:
                for line in open(os.path.join(side, ".commands.tsv"), encoding="utf-8"):
                    name, _, command = line.rstrip("\n").partition("\t")
                    commands.setdefault(name, command)
            except OSError:
                pass
        names = sorted((set(os.listdir(base)) | set(os.listdir(cand))) - {".commands.tsv"})
        corpus = os.path.basename(out.rstrip("/"))
        here = 0
        for name in names:
            total += 1
            pa, pb = os.path.join(base, name), os.path.join(cand, name)
            if not os.path.exists(pa) or not os.path.exists(pb):
                here += 1
                print("== %s: %s: only the %s has it" % (corpus, commands.get(name, name), "baseline" if os.path.exists(pa) else "candidate"))
                continue
            a, b = open(pa, "rb").read(), open(pb, "rb").read()
            if a != b and name.endswith("mapping.json") and same_json(a, b):
                # Elasticsearch reads the mapping as JSON, whose objects have no order: since
                # issue 79 point 1 its properties come in the description's order. Said, not counted.
                reordered.append("%s: %s" % (corpus, commands.get(name, name)))
            elif a != b and differs_only_by_hint(a, b):
                hinted.append("%s: %s (the hint on the %s's only)" % (
                    corpus, commands.get(name, name), "baseline" if FUZZY_HINT.search(a.decode("utf-8", "replace"))
                    or FUZZY_NOTE.search(a.decode("utf-8", "replace")) else "candidate"))
            elif a != b:
                here += 1
                print("== %s: %s" % (corpus, commands.get(name, name)))
                for line in first_differences(a, b):
                    print("   " + line)
        differing += here
        print("bench/no-change: %s: %d of %d outputs differ" % (corpus, here, len(names)), file=sys.stderr)
    for line in hinted:
        print("bench/no-change: not counted, the fuzzy hint a timing decides: " + line, file=sys.stderr)
    for line in reordered:
        print("bench/no-change: not counted, the same JSON with its keys in another order: " + line, file=sys.stderr)
    bad_index = 0
    pairs = [(a, b, "after ingest", {"MANIFEST": "may differ (issue 79)"}) for a, b in options.index or []]
    # After `correct`, JOURNAL-MAP holds the journal's random identity and checksums of its
    # time-stamped lines, and MANIFEST the journal's identity: both vary from run to run.
    pairs += [(a, b, "after correct", {"MANIFEST": "the journal's identity",
                                       "JOURNAL-MAP": "the journal's identity and time stamps"})
              for a, b in options.index_after or []]
    for a, b, when, allowed in pairs:
        files = sorted(set(os.listdir(a)) | set(os.listdir(b)))
        label = "%s: index %s" % (os.path.basename(os.path.dirname(a.rstrip("/"))), when)
        for f in files:
            pa, pb = os.path.join(a, f), os.path.join(b, f)
            if not os.path.exists(pa) or not os.path.exists(pb):
                bad_index += 1
                print("== %s: %s only in the %s's" % (label, f, "baseline" if os.path.exists(pa) else "candidate"))
                continue
            same = open(pa, "rb").read() == open(pb, "rb").read()
            if f in allowed:
                # Said, not counted.
                print("bench/no-change: %s: %s %s" % (label, f, "the same" if same else "differs (allowed: %s)" % allowed[f]),
                      file=sys.stderr)
            elif not same:
                bad_index += 1
                print("== %s: %s differs (%d and %d bytes)" % (label, f, os.path.getsize(pa), os.path.getsize(pb)))
    print("bench/no-change: %d of %d outputs differ; %d index files differ other than MANIFEST" % (differing, total, bad_index),
          file=sys.stderr)
    return 1 if differing or bad_index else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("--llrb", required=True)
    run.add_argument("--work", required=True)
    run.add_argument("--out", required=True)
    run.add_argument("--plan", required=True)
    run.add_argument("--snapshot", required=True)
    run.add_argument("--snapshot-after")
    run.add_argument("--make-plan", action="store_true")
    run.add_argument("--web-limit", type=int, default=30000)
    run.add_argument("pages", nargs="+")
    cmp_ = sub.add_parser("compare")
    cmp_.add_argument("--out", action="append", required=True)
    cmp_.add_argument("--index", nargs=2, action="append")
    cmp_.add_argument("--index-after", nargs=2, action="append")
    options = parser.parse_args()
    if options.command == "run":
        run_side(options)
        return 0
    return compare(options)


if __name__ == "__main__":
    sys.exit(main())
