import LLRBParser

/// What each printed line of a page is in the mark language of `bench/realistic`, and the story
/// it belongs to, read off a reading of the page: its articles (as corrected) and what it set
/// aside. Each part of the reading claims its lines, from the loosest claim to the most exact,
/// a later claim over an earlier one: a story's span makes its lines the story's text, a
/// paragraph or jump marker its story's text, and then the masthead, footer and noise are
/// furniture, a byline's line is its story's text, a caption's lines its caption and credit, a
/// headline block's lines the part whose words they carry, and a line a correction set aside is
/// furniture. The marks say no more than the reading knows; where a part's text is printed on no
/// line, a note says so.
struct PageMarks {
    /// A line's mark and the story it belongs to (an index into `stories`; nil: none).
    struct Claim {
        var mark: LineMark
        var story: Int?
    }

    /// A caption's credited names; its number counts the captions through the page.
    struct MarkedCaption {
        var names: [String]
        var number: Int?
    }

    /// The page's lines as printed, line 1 first.
    let lines: [Substring]
    /// The articles that are stories: every one but a photo standing alone, whose caption is
    /// no story's.
    let stories: [Article]
    private(set) var captions: [MarkedCaption] = []
    private(set) var claims: [Int: Claim] = [:]
    /// What the marks cannot hold, by story.
    private(set) var notes: [Int: [String]] = [:]

    /// - Parameter setAside: lines a correction says are no part of their story.
    init(lines: [Substring], page: Page, articles: [Article], setAside: Set<Int>) {
        self.lines = lines
        stories = articles.filter { !$0.isPhotoAlone }
        let photos = articles.filter(\.isPhotoAlone).flatMap(\.captions)
            + page.captions.filter { caption in caption.text.isEmpty && !articles.contains { $0.captions.contains(caption) } }
        claimSpans()
        claimFurniture(of: page)
        for (index, story) in stories.enumerated() {
            for byline in story.bylines {
                if let lines = byline.lines { claim(lines, as: .text, story: index) }
            }
            for caption in story.captions { claim(caption, story: index) }
        }
        for caption in photos { claim(caption, story: nil) }
        for index in stories.indices { claimHeadlineBlock(of: index) }
        for number in setAside where claims[number]?.mark.isFurniture != true {
            claims[number] = Claim(mark: .furniture(.junk), story: nil)
        }
        numberCaptions()
    }

    /// The printed lines, blank ones left out, by number.
    var printedLines: [(number: Int, text: Substring)] {
        lines.indices.filter { isPrinted($0 + 1) }.map { ($0 + 1, lines[$0]) }
    }

    func claim(of number: Int) -> Claim {
        claims[number] ?? Claim(mark: .text, story: nil)
    }

    private func isPrinted(_ number: Int) -> Bool {
        lines.indices.contains(number - 1) && !lines[number - 1].allSatisfy(\.isWhitespace)
    }

    private func printed(in span: SourceLines) -> [Int] {
        (span.first...span.last).filter(isPrinted)
    }

    private mutating func claim(_ span: SourceLines, as mark: LineMark, story: Int?) {
        for number in printed(in: span) { claims[number] = Claim(mark: mark, story: story) }
    }

    /// Each story's span and the lines of its paragraphs and jump markers, a line in the spans
    /// of two stories taking the narrower (a story printed inside another's columns).
    private mutating func claimSpans() {
        let widest = stories.indices.sorted { stories[$0].lines.last - stories[$0].lines.first > stories[$1].lines.last - stories[$1].lines.first }
        for index in widest { claim(stories[index].lines, as: .text, story: index) }
        for (index, story) in stories.enumerated() {
            for span in story.body.map(\.lines) + [story.continuedFrom?.lines, story.continuedTo?.lines].compactMap({ $0 }) {
                claim(span, as: .text, story: index)
            }
        }
    }

    /// The masthead's and footer's spans run from their first line to their last, which may be
    /// far apart (a footer's date over the page, its staff under it): between them, only the
    /// lines no story claims are theirs. A noise line is set aside wherever it stands.
    private mutating func claimFurniture(of page: Page) {
        for (span, furniture) in [(page.mastheadLines, LineMark.Furniture.masthead), (page.footer?.lines, .footer)] {
            guard let span else { continue }
            for number in printed(in: span) where number == span.first || number == span.last || claims[number] == nil {
                claims[number] = Claim(mark: .furniture(furniture), story: nil)
            }
        }
        for noise in page.noise {
            let furniture: LineMark.Furniture = switch noise.furniture {
            case .banner: .banner
            case .section: .section
            case .junk: .junk
            }
            claim(noise.lines, as: .furniture(furniture), story: nil)
        }
    }

    /// A caption's lines: its credits' lines are credit lines, unless the caption's text ends
    /// on one, which then is a caption line ending in its credit.
    private mutating func claim(_ caption: Caption, story: Int?) {
        let id = captions.count
        captions.append(MarkedCaption(names: caption.credits.map(\.name)))
        let creditLines = Set(caption.credits.compactMap(\.lines).flatMap { Array($0.first...$0.last) })
        for number in printed(in: caption.lines) {
            var mark = LineMark.caption(id)
            if creditLines.contains(number) {
                mark = MarkText.creditStart(afterCaption: caption.text, in: lines[number - 1])
                    .map { .captionEndingInCredit(id, creditStart: $0) } ?? .credit(id)
            }
            claims[number] = Claim(mark: mark, story: story)
        }
    }

    /// The headline block's lines by the part whose words each carries; a part no line of the
    /// block carries is looked for among the story's lines (a headline a correction named), and
    /// noted when no line prints it. The column name (rubric) is a section label where it is
    /// printed, in the block or over it.
    private mutating func claimHeadlineBlock(of index: Int) {
        let story = stories[index]
        var parts = HeadlineParts(of: story)
        let rubric = story.rubric.map(MarkText.plain) ?? ""
        var rubricFound = false
        for number in story.headlineLines.map(printed(in:)) ?? [] {
            if let mark = parts.mark(of: lines[number - 1]) {
                claims[number] = Claim(mark: mark, story: index)
            } else if !rubric.isEmpty, MarkText.plain(lines[number - 1]) == rubric {
                claims[number] = Claim(mark: .furniture(.section), story: nil)
                rubricFound = true
            }
        }
        for part in parts.parts where part.mark == .subtitle && part.lineCount > 1 {
            notes[index, default: []].append("its subtitle “\(part.text)” is printed over \(part.lineCount) lines, which the marks make \(part.lineCount) subtitles")
        }
        for part in parts.missing {
            let candidates = printed(in: story.lines).filter { claims[$0]?.mark.isFurniture != true }
            if let run = run(printing: part.plain, in: candidates) {
                for number in run { claims[number] = Claim(mark: part.mark, story: index) }
            } else {
                notes[index, default: []].append("its \(part.name) “\(part.text)” is printed on no line of it, so no line is marked so")
            }
        }
        let top = min(story.headlineLines?.first ?? story.lines.first, story.lines.first)
        let above = (1..<max(top, 1)).filter(isPrinted).suffix(Self.rubricReach)
        if !rubric.isEmpty, !rubricFound, let run = run(printing: rubric, in: Array(above)) {
            for number in run { claims[number] = Claim(mark: .furniture(.section), story: nil) }
        }
    }

    /// How many printed lines over a story its column name may be printed on.
    static let rubricReach = 3

    /// Lines in a row of `candidates` whose words together are `plain`; the first is read
    /// without a dash before it, as a subtitle's text is kept.
    private func run(printing plain: String, in candidates: [Int]) -> [Int]? {
        for start in candidates.indices {
            var words = ""
            for end in start..<candidates.count {
                let line = MarkText.plain(lines[candidates[end] - 1])
                words += end == start ? MarkText.undashed(line) : line
                if words == plain { return Array(candidates[start...end]) }
                guard !words.isEmpty, plain.hasPrefix(words) else { break }
            }
        }
        return nil
    }

    /// Numbers the captions 1, 2, 3… in the order their first remaining line is printed.
    private mutating func numberCaptions() {
        var first: [Int: Int] = [:]
        for (number, claim) in claims {
            switch claim.mark {
            case .caption(let id), .credit(let id), .captionEndingInCredit(let id, _):
                first[id] = min(first[id] ?? number, number)
            default: continue
            }
        }
        for (position, id) in first.keys.sorted(by: { first[$0, default: 0] < first[$1, default: 0] }).enumerated() {
            captions[id].number = position + 1
        }
    }
}

extension Article {
    /// A photo no story took: the parser's reading (and the index) keeps it as an article of
    /// its caption alone, the marks as a caption outside every story.
    var isPhotoAlone: Bool {
        headline.isEmpty && kicker == nil && subheadlines.isEmpty && body.isEmpty && bylines.isEmpty && !captions.isEmpty
    }
}
