import Foundation
import LLRBLearning
import LLRBParser

/// Scores what LLRBParser read from one page against the page's hand-written truth.
struct RealisticPageScore {
    private(set) var tally = RealisticTally()
    private(set) var failures: [RealisticFailure] = []
    private let truth: RealisticPage
    private let page: Page
    /// Parsed articles, less those that are only a photo standing alone (neither right nor wrong).
    private let articles: [Article]

    init(truth: RealisticPage, page: Page) {
        self.truth = truth
        self.page = page
        let loneCaptions = truth.captions.filter { $0.story == nil }
        articles = page.articles.filter { article in
            !loneCaptions.contains { $0.first <= article.lines.first && article.lines.last <= $0.last }
        }
        tally.pages = 1
        scoreSegments()
        scoreHeadings()
        scoreBylines()
        scoreCaptions()
        scoreFurniture()
        scoreDate()
    }

    private mutating func fail(_ kind: String, _ line: Int, expected: String, got: String) {
        failures.append(RealisticFailure(kind: kind, file: truth.file, line: line, expected: expected, got: got))
    }

    private static func overlap(_ story: RealisticPage.Story, _ article: Article) -> Int {
        max(0, min(story.last, article.lines.last) - max(story.first, article.lines.first) + 1)
    }

    /// The parsed article sharing the most lines with `story`, if any shares one.
    private func bestArticle(for story: RealisticPage.Story) -> Article? {
        let best = articles.max { Self.overlap(story, $0) < Self.overlap(story, $1) }
        return best.flatMap { Self.overlap(story, $0) > 0 ? $0 : nil }
    }

    private mutating func scoreSegments() {
        tally.stories = truth.stories.count
        tally.parsedStories = articles.count
        let ranges = Set(articles.map { "\($0.lines.first)-\($0.lines.last)" })
        for story in truth.stories {
            if ranges.contains("\(story.first)-\(story.last)") {
                tally.exactRanges += 1
            } else {
                let got = articles.filter { Self.overlap(story, $0) > 0 }
                    .map { "\($0.lines.first)–\($0.lines.last)" }.joined(separator: ", ")
                fail("segment", story.first, expected: "\(story.first)–\(story.last)", got: got.isEmpty ? "no story" : got)
            }
            guard let article = bestArticle(for: story) else { continue }
            let mutual = truth.stories.max { Self.overlap($0, article) < Self.overlap($1, article) }
            if mutual.map({ $0.first == story.first }) == true { tally.overlapMatches += 1 }
        }
        for article in articles where !truth.stories.contains(where: { Self.overlap($0, article) > 0 }) {
            fail("segment", article.lines.first, expected: "no story", got: "\(article.lines.first)–\(article.lines.last) 「\(article.headline)」")
        }
    }

    private mutating func scoreHeadings() {
        for story in truth.stories {
            let article = bestArticle(for: story)
            let headline = article?.headline ?? "(no story)"
            if Fair.text(story.headline) == Fair.text(headline) {
                tally.headlinesRight += 1
            } else {
                fail("headline", story.first, expected: story.headline.isEmpty ? "(none)" : story.headline,
                     got: headline.isEmpty ? "(none)" : headline)
            }
            let expected = "\(story.kicker ?? "–") / \(story.subtitles.joined(separator: " "))"
            let got = "\(article?.kicker ?? "–") / \(article?.subheadlines.joined(separator: " ") ?? "")"
            if Fair.text(expected) == Fair.text(got) {
                tally.headingBlocksRight += 1
            } else {
                fail("kicker/subtitle", story.first, expected: expected, got: got)
            }
        }
    }

    private static let creditRoles: Set<String> = [Byline.photographerRole, Byline.supplierRole]

    private mutating func scoreBylines() {
        let expected = truth.stories.flatMap { story in story.bylines.map { (story.first, "\(Fair.role($0.role)) \($0.name)") } }
        let parsed = articles.flatMap { article in
            article.bylines.filter { !Self.creditRoles.contains($0.role) }
                .map { (article.lines.first, "\(Fair.role($0.role)) \(Fair.text($0.name))") }
        }
        tally.bylinesTrue = expected.count
        tally.bylinesParsed = parsed.count
        var unmatched = parsed
        for (line, person) in expected {
            if let index = unmatched.firstIndex(where: { Self.samePerson(expected: person, parsed: $0.1) }) {
                unmatched.remove(at: index)
                tally.bylinesMatched += 1
            } else {
                fail("byline", line, expected: person, got: "missing")
            }
        }
        for (line, person) in unmatched { fail("byline", line, expected: "no such byline", got: person) }
    }

    /// A name printed with no role (`□ 郭晓星`, `黄河新闻网曲沃讯（席华昌）`) is right under any role the
    /// parser gives it: the page does not say which.
    private static func samePerson(expected: String, parsed: String) -> Bool {
        guard expected.hasPrefix(Byline.bareRole + " ") else { return expected == parsed }
        return expected.split(separator: " ").last == parsed.split(separator: " ").last
    }

    private mutating func scoreCaptions() {
        tally.captionsTrue = truth.captions.count
        tally.captionsParsed = page.captions.count
        var unmatched = page.captions
        for caption in truth.captions {
            let text = Fair.caption(caption.text)
            let credits = Set(caption.credits)
            let describe = { (c: LLRBParser.Caption) in "\(c.text) — \(c.credits.map(\.name).joined(separator: " "))" }
            if let index = unmatched.firstIndex(where: { Fair.caption($0.text) == text }) {
                let found = unmatched.remove(at: index)
                tally.captionTextsMatched += 1
                if Set(found.credits.map { Fair.text($0.name) }) == credits {
                    tally.captionsMatched += 1
                } else {
                    fail("caption", caption.first, expected: "\(caption.text) — \(caption.credits.joined(separator: " "))", got: describe(found))
                }
            } else {
                let near = unmatched.first { max($0.lines.first, caption.first) <= min($0.lines.last, caption.last) }
                fail("caption", caption.first, expected: "\(caption.text) — \(caption.credits.joined(separator: " "))",
                     got: near.map(describe) ?? "missing")
            }
        }
        for caption in unmatched {
            fail("caption", caption.lines.first, expected: "no such caption", got: "\(caption.text) — \(caption.credits.map(\.name).joined(separator: " "))")
        }
    }

    /// A furniture line counts as inside a story when a story's lines cover it and the parser
    /// set it aside nowhere: not as noise, masthead or footer, nor as the story's rubric.
    private mutating func scoreFurniture() {
        tally.furnitureLines = truth.furniture.count
        var aside = Set(page.noise.flatMap { Array($0.lines.first...$0.lines.last) })
        if let masthead = page.mastheadLines { aside.formUnion(masthead.first...masthead.last) }
        if let footer = page.footer?.lines { aside.formUnion(footer.first...footer.last) }
        for line in truth.furniture where !aside.contains(line.line) {
            let holder = page.articles.first { $0.lines.first <= line.line && line.line <= $0.lines.last }
            guard let holder, holder.rubric.map({ Fair.text($0) == Fair.text(line.text) }) != true else { continue }
            tally.furnitureInside += 1
            fail("furniture", line.line, expected: "\(line.kind) 「\(line.text)」 outside every story",
                 got: "in \(holder.lines.first)–\(holder.lines.last) 「\(holder.headline)」")
        }
    }

    private mutating func scoreDate() {
        let got = page.date
        let gotYear = got.flatMap { Int($0.prefix(4)) }
        let fromOtherYear = gotYear.map { truth.otherYears.contains($0) } ?? false
        // The facts as Swift prints them: the bench has no front to word them.
        let evidence = ([page.dateSource?.rawValue ?? "no source"] + page.dateEvidence.map { "\($0)" }).joined(separator: "; ")
        guard let expected = truth.date else {
            tally.undatedPages += 1
            if got == nil { tally.nullsRight += 1; return }
            tally.datesWrong += 1
            if fromOtherYear { tally.datesFromOtherYear += 1 }
            fail("date", 1, expected: "null (no evidence fixes the day)", got: "\(got ?? "") (\(evidence))")
            return
        }
        tally.datedPages += 1
        if got == expected { tally.datesRight += 1; return }
        tally.datesWrong += 1
        if fromOtherYear { tally.datesFromOtherYear += 1 }
        if let got, Self.daysApart(got, expected) == 1 { tally.datesDayOff += 1 }
        fail("date", 1, expected: expected, got: "\(got ?? "null") (\(evidence))")
    }

    private static func daysApart(_ first: String, _ second: String) -> Int? {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd"
        format.timeZone = TimeZone(identifier: "UTC")
        guard let a = format.date(from: first), let b = format.date(from: second) else { return nil }
        return Int((abs(a.timeIntervalSince(b)) / 86_400).rounded())
    }
}
