import LLRBEngine
import LLRBParser

/// A page's corrections being applied, one at a time in number order, to the reading the
/// parser made of it (`CorrectedReading` is its result): each finds its place by its lines and
/// its text, not by an article id, so it holds across parser revisions; one whose place is
/// gone is reported, never dropped silently.
struct CorrectionApplication: Sendable {
    private(set) var documents: [IndexableDocument]
    /// Each correction's outcome by number.
    private(set) var outcomes: [Int: CorrectionOutcome] = [:]
    /// The OCR's text of every part a correction changed, per document, indexed beside the
    /// correction (`SearchField.original`): a part's text before the first correction of it.
    private var originals: [[String]]
    private var changed: [Bool]
    /// The highest ordinal the parser gave the file's stories: a story a correction splits off
    /// is numbered above it by the correction's number, never an id another story had.
    private let parsedOrdinals: Int
    /// The id of each story a join did away with, and the story that took it in.
    private var joinedInto: [String: String] = [:]

    init(_ documents: [IndexableDocument]) {
        self.documents = documents
        originals = documents.map { _ in [] }
        changed = documents.map { _ in false }
        parsedOrdinals = documents.map(\.record.ordinal).max() ?? 0
    }

    /// Applies `correction`, numbered above every one applied before.
    mutating func apply(_ correction: Correction) {
        outcomes[correction.number] = outcome(of: correction)
    }

    /// The documents and outcomes once every correction is applied: outcomes naming the
    /// stories the page has now, the changed documents' fields made again with their originals.
    func finished() -> (documents: [IndexableDocument], outcomes: [Int: CorrectionOutcome]) {
        var finished = self
        finished.namingLiveArticles()
        for index in finished.documents.indices where changed[index] {
            var fields = DocumentBuilder.fields(of: finished.documents[index].record.article)
            if !originals[index].isEmpty { fields[.original] = originals[index].joined(separator: "\n") }
            finished.documents[index].fields = fields
        }
        return (finished.documents, finished.outcomes)
    }

    private mutating func outcome(of correction: Correction) -> CorrectionOutcome {
        let anchor = correction.anchor
        switch correction.change {
        case .text(let change):
            return replace(change, within: anchor.lines)
        case .headline(_, let new):
            guard let index = document(holding: anchor.lines) else { return .notApplied(.storyGone) }
            edit(index) { article, originals in
                if !article.headline.isEmpty, article.headline != new { originals.append(article.headline) }
                article.headline = new
            }
            return applied(index)
        case .role(let role, let text, let occurrence):
            return place(text, occurrence, at: anchor.lines.first, as: role)
        case .storyStart(let text, let occurrence):
            return split(at: anchor.lines.first, text: text, occurrence, ordinal: parsedOrdinals + correction.number)
        case .merge(let other):
            return merge(anchor.lines, with: other.lines)
        case .undo:
            return .applied(articles: [])
        }
    }

    /// An outcome names the articles as they were when its correction was applied; a later join
    /// may have done away with one (`… in 9895-64ed71-3, 9895-64ed71-9` after 9 joined 3). Each
    /// is named by the story that took it in, so that every outcome names ids the page has now.
    private mutating func namingLiveArticles() {
        // Only a join does away with a story.
        guard !joinedInto.isEmpty else { return }
        let live = Set(documents.map(\.record.id))
        for (number, outcome) in outcomes {
            guard case .applied(let articles) = outcome else { continue }
            var named: [String] = []
            for article in articles {
                var now = article
                while let taker = joinedInto[now] { now = taker }
                if live.contains(now), !named.contains(now) { named.append(now) }
            }
            outcomes[number] = .applied(articles: named)
        }
    }

    private func applied(_ indices: Int...) -> CorrectionOutcome {
        .applied(articles: indices.map { documents[$0].record.id })
    }

    /// The document whose article shares the most lines with `lines`, the first of equals.
    private func document(holding lines: SourceLines) -> Int? {
        var best: (index: Int, overlap: Int)?
        for (index, document) in documents.enumerated() {
            let overlap = document.record.article.lines.overlap(with: lines)
            if overlap > 0, overlap > best?.overlap ?? 0 { best = (index, overlap) }
        }
        return best?.index
    }

    private mutating func edit(_ index: Int, _ body: (inout Article, inout [String]) -> Void) {
        body(&documents[index].record.article, &originals[index])
        changed[index] = true
    }

    // MARK: Text

    /// Every place `old` occurs in the parts of articles that overlap `lines`, in page order.
    static func occurrences(of old: String, within lines: SourceLines, in documents: [IndexableDocument])
        -> [(document: Int, part: ArticlePart, range: Range<String.Index>)] {
        var found: [(document: Int, part: ArticlePart, range: Range<String.Index>)] = []
        for (index, document) in documents.enumerated() where document.record.article.lines.overlaps(lines) {
            let article = document.record.article
            for part in article.parts where article.lines(of: part).overlaps(lines) {
                found += SpacedText.ranges(of: old, in: article.text(of: part)).map { (index, part, $0) }
            }
        }
        return found
    }

    private mutating func replace(_ change: TextChange, within lines: SourceLines) -> CorrectionOutcome {
        var found = Self.occurrences(of: change.old, within: lines, in: documents)
        switch change.occurrence {
        case .nth(let number):
            guard number <= found.count else { return .notApplied(.textGone) }
            found = [found[number - 1]]
        case .all:
            // Every time in the story it was made on, never in another whose lines interleave.
            guard let story = document(holding: lines) else { return .notApplied(.storyGone) }
            found.removeAll { $0.document != story }
            guard !found.isEmpty else { return .notApplied(.textGone) }
        }
        // From the last range back, so the earlier ones stay where they were found.
        for hit in found.reversed() {
            edit(hit.document) { article, originals in
                var text = article.text(of: hit.part)
                originals.append(Self.clip(text, around: hit.range))
                text.replaceSubrange(hit.range, with: change.new)
                article.setText(text, of: hit.part)
            }
        }
        return .applied(articles: Array(Set(found.map { documents[$0.document].record.id })).sorted())
    }

    /// What OCR printed around a change: the changed span and a few characters either side,
    /// enough for a phrase across it to be found, not the whole paragraph again (whose every
    /// word would then count twice in the article's score).
    private static func clip(_ text: String, around range: Range<String.Index>) -> String {
        let context = 12
        let start = text.index(range.lowerBound, offsetBy: -context, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: context, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[start..<end])
    }

    // MARK: Structure

    /// Takes line `line`'s text out of the part that holds it and gives it the part `role` says.
    private mutating func place(_ text: String, _ occurrence: Int, at line: Int, as role: LineRole) -> CorrectionOutcome {
        let lineRange = SourceLines(line: line)
        var target: (document: Int, part: ArticlePart?, range: Range<String.Index>?)?
        search: for (index, document) in documents.enumerated() where document.record.article.lines.contains(line) {
            let article = document.record.article
            for part in article.parts where article.lines(of: part).contains(line) {
                let ranges = SpacedText.ranges(of: text, in: article.text(of: part))
                if !ranges.isEmpty {
                    target = (index, part, ranges[min(occurrence, ranges.count) - 1])
                    break search
                }
            }
            if target == nil { target = (index, nil, nil) }
        }
        // A line inside a part whose text is not there (changed by a text correction before)
        // is not placed twice; one outside every part (set aside by the parser) is placed.
        let insidePart = documents.contains { document in
            document.record.article.parts.contains { document.record.article.lines(of: $0).contains(line) }
        }
        guard let target, target.part != nil || (role != .furniture && !insidePart) else { return .notApplied(.textGone) }
        let printed = text.trimmingWhitespace
        edit(target.document) { article, _ in
            if let part = target.part, let range = target.range {
                let whole = article.text(of: part)
                if SpacedText.equal(whole, text) {
                    article.remove(part)
                } else {
                    var rest = whole
                    rest.removeSubrange(range)
                    article.setText(rest.trimmingWhitespace, of: part)
                }
            }
            switch role {
            case .headline:
                if !article.headline.isEmpty, article.headline != printed {
                    article.body.insert(Paragraph(text: article.headline, lines: article.headlineLines ?? lineRange), at: 0)
                }
                article.headline = printed
                article.headlineLines = article.headlineLines.map { $0.union(lineRange) } ?? lineRange
            case .kicker:
                if let kicker = article.kicker, !kicker.isEmpty, kicker != printed {
                    article.body.insert(Paragraph(text: kicker, lines: article.headlineLines ?? lineRange), at: 0)
                }
                article.kicker = printed
                article.headlineLines = article.headlineLines.map { $0.union(lineRange) } ?? lineRange
            case .subtitle:
                article.subheadlines.append(String(printed.drop { "—-－─".contains($0) }).trimmingWhitespace)
                article.headlineLines = article.headlineLines.map { $0.union(lineRange) } ?? lineRange
            case .byline:
                let words = printed.split(maxSplits: 1, whereSeparator: \.isWhitespace)
                article.bylines.append(words.count == 2
                    ? Byline(role: String(words[0]), name: String(words[1]), lines: lineRange)
                    : Byline(role: Byline.bareRole, name: printed, lines: lineRange))
            case .caption:
                article.captions.append(Caption(text: printed, credits: [], lines: lineRange))
            case .furniture:
                break
            }
        }
        return applied(target.document)
    }

    /// Cuts the story holding `line` in two, the second starting there: a new story with the
    /// next free ordinal of the file, so that no other story's id changes.
    private mutating func split(at line: Int, text: String, _ occurrence: Int, ordinal: Int) -> CorrectionOutcome {
        guard let index = documents.firstIndex(where: { $0.record.article.lines.contains(line) }) else {
            return .notApplied(.storyGone)
        }
        var first = documents[index].record.article
        guard first.lines.first < line else { return applied(index) }
        var second = Article(headline: "", lines: SourceLines(first: line, last: first.lines.last))
        if let block = first.headlineLines, block.first >= line {
            (second.rubric, second.kicker, second.headline, second.subheadlines, second.headlineLines)
                = (first.rubric, first.kicker, first.headline, first.subheadlines, block)
            (first.rubric, first.kicker, first.headline, first.subheadlines, first.headlineLines) = (nil, nil, "", [], nil)
        }
        var kept: [Paragraph] = []
        for paragraph in first.body {
            if paragraph.lines.first >= line {
                second.body.append(paragraph)
            } else if paragraph.lines.last >= line, let cut = Self.start(of: text, occurrence, in: paragraph.text) {
                kept.append(Paragraph(kind: paragraph.kind, text: String(paragraph.text[..<cut]).trimmingWhitespace,
                                      lines: SourceLines(first: paragraph.lines.first, last: line - 1)))
                second.body.append(Paragraph(kind: paragraph.kind, text: String(paragraph.text[cut...]),
                                             lines: SourceLines(first: line, last: paragraph.lines.last)))
            } else {
                kept.append(paragraph)
            }
        }
        first.body = kept
        second.captions = first.captions.filter { $0.lines.first >= line }
        first.captions.removeAll { $0.lines.first >= line }
        second.bylines = first.bylines.filter { ($0.lines?.first ?? 0) >= line }
        first.bylines.removeAll { ($0.lines?.first ?? 0) >= line }
        if let jump = first.continuedTo, jump.lines.first >= line {
            second.continuedTo = jump
            first.continuedTo = nil
        }
        first.lines = SourceLines(first: first.lines.first, last: line - 1)
        let record = documents[index].record
        let added = IndexableDocument(record: ArticleRecord(id: ArticleID.sibling(of: record.id, ordinal), file: record.file, ordinal: ordinal,
                                                            page: record.page, article: second), fields: [:])
        documents[index].record.article = first
        changed[index] = true
        documents.insert(added, at: index + 1)
        originals.insert([], at: index + 1)
        changed.insert(true, at: index + 1)
        return applied(index, index + 1)
    }

    /// Where a printed line begins inside a paragraph the parser joined: the line's text, or
    /// failing that (OCR spaces, a mark the parser dropped) its first few characters.
    private static func start(of line: String, _ occurrence: Int, in text: String) -> String.Index? {
        let words = line.trimmingWhitespace
        for candidate in [words, String(words.prefix(6))] where !candidate.isEmpty {
            let starts = SpacedText.ranges(of: candidate, in: text).map(\.lowerBound).filter { $0 > text.startIndex }
            if !starts.isEmpty { return starts[min(occurrence, starts.count) - 1] }
        }
        return nil
    }

    /// Joins the story holding `other` to the one holding `lines`, which keeps its id; the
    /// other's headline, if both have one, stays in the body as a section header where it was.
    /// Lines that one story holds already (the split that made the other was undone) join
    /// nothing: the join does not hold, rather than holding without an effect.
    private mutating func merge(_ lines: SourceLines, with other: SourceLines) -> CorrectionOutcome {
        guard let kept = document(holding: lines), let gone = document(holding: other) else { return .notApplied(.storyGone) }
        guard kept != gone else { return .notApplied(.alreadyOneStory) }
        guard documents[kept].record.page == documents[gone].record.page else { return .notApplied(.otherPage) }
        let joined = documents[gone].record.article
        edit(kept) { article, _ in
            if article.headline.isEmpty, article.kicker == nil {
                (article.kicker, article.headline, article.subheadlines, article.headlineLines)
                    = (joined.kicker, joined.headline, joined.subheadlines, joined.headlineLines)
            } else if !joined.headline.isEmpty {
                article.body.append(Paragraph(kind: .sectionHeader, text: joined.headline,
                                              lines: joined.headlineLines ?? SourceLines(line: joined.lines.first)))
            }
            article.body = (article.body + joined.body).sorted { $0.lines.first < $1.lines.first }
            article.captions += joined.captions
            article.bylines += joined.bylines
            article.dateline = article.dateline ?? joined.dateline
            article.continuedTo = article.continuedTo ?? joined.continuedTo
            article.continuedFrom = article.continuedFrom ?? joined.continuedFrom
            article.lines = article.lines.union(joined.lines)
        }
        originals[kept] += originals[gone]
        if documents[gone].opensPage, gone + 1 < documents.count, documents[gone + 1].record.page == documents[gone].record.page {
            documents[gone + 1].opensPage = true
        }
        joinedInto[documents[gone].record.id] = documents[kept].record.id
        documents.remove(at: gone)
        originals.remove(at: gone)
        changed.remove(at: gone)
        return applied(kept < gone ? kept : kept - 1)
    }
}

/// What became of a correction on the page's present reading.
public enum CorrectionOutcome: Hashable, Sendable {
    /// It holds, in these articles (their ids now).
    case applied(articles: [String])
    case notApplied(NotApplied)

    public enum NotApplied: Hashable, Sendable {
        /// The text it changes is no longer on the page where it was.
        case textGone
        /// No story holds its lines any more.
        case storyGone
        /// The two stories it joins are on different pages.
        case otherPage
        /// The lines it joins are one story already: nothing is left to join.
        case alreadyOneStory
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
