import LLRBParser

/// What the learned labeller knows of each line: the one definition of its features, which the
/// parser computes to read a page and the trainer reads (through `PageParser.lineFeatures`) to
/// learn from the marked pages, so that both always mean the same thing.
///
/// A feature is a template and a value (`rule=byline`, `next.rule=news-lead`, `length=9-10`):
/// binary, present or not, keyed by one integer. They come from the line itself (what the line
/// scanner counted, which line rule and which recognisers fire), from its neighbours two lines
/// each way, and from the page (whether OCR marked levels, how long its text lines run, how it
/// opens and ends), from the words a short line shares with the text above and below it
/// (a headline repeats its story's words), and from how much of a line's words the text just
/// above it holds (where the subject changes, a story may open).
enum LineFeatures {
    /// The features of each of `lines` (the page's reading lines, see `ReadingLines`).
    static func of(_ lines: [Line]) -> [[LineFeature]] {
        var features: [[LineFeature]] = []
        features.reserveCapacity(lines.count)
        forEachLine(of: lines) { features.append($0) }
        return features
    }

    /// Hands `use` the features of each of `lines` in turn, so that a reader that only maps them
    /// to a model's rows never holds a page's worth of them at once (a page of a million short
    /// lines).
    static func forEachLine(of lines: [Line], _ use: ([LineFeature]) -> Void) {
        let summaries = lines.map(LineSummary.init)
        let page = PageSummary(lines, summaries)
        let bigrams = SharedWords.Page(lines)
        var own: [LineFeature] = []
        own.reserveCapacity(96)
        for index in lines.indices {
            own.removeAll(keepingCapacity: true)
            let summary = summaries[index]
            let relative = page.relativeLength(lines[index].length)
            own.append(LineFeature(.bias, 0))
            own.append(LineFeature(.rule, summary.rule))
            own.append(LineFeature(.level, summary.level))
            own.append(LineFeature(.length, summary.length))
            own.append(LineFeature(.relativeLength, relative))
            own.append(LineFeature(.levelWithLength, summary.level * 32 + summary.length))
            appendShape(of: lines[index], to: &own)
            own.append(LineFeature(.fromTop, min(index, 5)))
            own.append(LineFeature(.fromBottom, min(lines.count - 1 - index, 5)))
            for (offset, template) in [(-2, FeatureTemplate.before2), (-1, .before), (1, .after), (2, .after2)] {
                let neighbour = index + offset
                guard neighbour >= 0, neighbour < lines.count else {
                    own.append(LineFeature(template, LineSummary.edge))
                    continue
                }
                let other = summaries[neighbour]
                own.append(LineFeature(template, other.rule))
                if abs(offset) == 1 {
                    let base = offset < 0 ? FeatureTemplate.beforeLevel : .afterLevel
                    own.append(LineFeature(base, other.level))
                    own.append(LineFeature(offset < 0 ? .beforeLength : .afterLength, other.length))
                    own.append(LineFeature(offset < 0 ? .beforeEndsSentence : .afterEndsSentence, other.endsSentence ? 1 : 0))
                    own.append(LineFeature(offset < 0 ? .ruleAfterRule : .ruleBeforeRule, summary.rule * 128 + other.rule))
                    own.append(LineFeature(offset < 0 ? .levelAfterLevel : .levelBeforeLevel, summary.level * 8 + other.level))
                    own.append(LineFeature(offset < 0 ? .beforeLevelWithLength : .afterLevelWithLength, other.level * 32 + other.length))
                    own.append(LineFeature(offset < 0 ? .beforeLast : .afterFirst, offset < 0 ? other.last : other.first))
                }
            }
            if summary.isHeadShaped {
                own.append(LineFeature(.headRun, min(run(from: index, step: -1, in: summaries), 3) * 4
                    + min(run(from: index, step: 1, in: summaries), 3)))
            }
            if index == 0 || index == lines.count - 1 {
                own.append(LineFeature(index == 0 ? .ruleOpeningPage : .ruleClosingPage, summary.rule))
            }
            own.append(LineFeature(.ruleOnMarkedPage, page.isMarked ? summary.rule : 127))
            own.append(LineFeature(.ruleByPageWidth, page.widthBucket * 128 + summary.rule))
            own.append(LineFeature(.ruleByPageOpening, page.opening * 128 + summary.rule))
            own.append(LineFeature(.ruleByPageClosing, page.closing * 128 + summary.rule))
            own.append(LineFeature(.ruleBySide, page.side * 128 + summary.rule))
            if index > 0 {
                own.append(LineFeature(.ruleAfterRuleBySide, (page.side * 128 + summary.rule) * 128 + summaries[index - 1].rule))
            }
            if index + 1 < lines.count {
                own.append(LineFeature(.ruleBeforeRuleBySide, (page.side * 128 + summary.rule) * 128 + summaries[index + 1].rule))
            }
            own.append(LineFeature(.creditBelow, distance(from: index, step: 1, in: summaries, to: \.isCredit)))
            own.append(LineFeature(.creditAbove, distance(from: index, step: -1, in: summaries, to: \.isCredit)))
            own.append(LineFeature(.leadBelow, distance(from: index, step: 1, in: summaries, to: \.opensStory)))
            own.append(LineFeature(.leadAbove, distance(from: index, step: -1, in: summaries, to: \.opensStory)))
            let cohesion = bigrams.cohesion(above: index)
            own.append(LineFeature(.cohesion, cohesion))
            own.append(LineFeature(.cohesionByRule, cohesion * 128 + summary.rule))
            if summary.isShort {
                let shares = bigrams.shares(around: index)
                own.append(LineFeature(.sharesBelow, shares.belowBucket))
                own.append(LineFeature(.sharesAbove, shares.aboveBucket))
                own.append(LineFeature(.sharedSide, shares.side * 128 + summary.rule))
            }
            use(own)
        }
    }

    /// How many head-shaped lines (headline or subtitle shape) follow one another from `index`
    /// by `step`, the line itself left out: where a line stands in a run of kicker, headline and
    /// subtitles.
    private static func run(from index: Int, step: Int, in summaries: [LineSummary]) -> Int {
        var cursor = index + step
        while cursor >= 0, cursor < summaries.count, summaries[cursor].isHeadShaped {
            cursor += step
        }
        return abs(cursor - index) - 1
    }

    /// How many lines from `index` the nearest line that `holds` stands, going by `step`: 1–4,
    /// or 5 for farther or none.
    private static func distance(from index: Int, step: Int, in summaries: [LineSummary], to holds: KeyPath<LineSummary, Bool>) -> Int {
        var cursor = index + step
        while cursor >= 0, cursor < summaries.count, abs(cursor - index) < 5 {
            if summaries[cursor][keyPath: holds] { return abs(cursor - index) }
            cursor += step
        }
        return 5
    }

    /// What the recognisers and the line scanner say of the line's text.
    private static func appendShape(of line: Line, to own: inout [LineFeature]) {
        if line.endsSentence { own.append(LineFeature(.endsSentence, 1)) }
        if line.hasSentencePunctuation { own.append(LineFeature(.sentencePunctuation, 1)) }
        if line.hanGaps > 0 { own.append(LineFeature(.hanGaps, min(line.hanGaps, 3))) }
        if LineClassifier.isLetterSpaced(line) { own.append(LineFeature(.letterSpaced, 1)) }
        let scalars = line.text.unicodeScalars
        if let first = scalars.first {
            own.append(LineFeature(.firstScalar, Int(first.value)))
            if let second = scalars.dropFirst().first {
                own.append(LineFeature(.firstPair, Int(first.value) << 21 | Int(second.value)))
            }
        }
        if let last = scalars.last {
            own.append(LineFeature(.lastScalar, Int(last.value)))
            // Stepped back from the end: counting the scalars would walk the whole line.
            let lastIndex = scalars.index(before: scalars.endIndex)
            if lastIndex != scalars.startIndex {
                own.append(LineFeature(.lastPair, Int(scalars[scalars.index(before: lastIndex)].value) << 21 | Int(last.value)))
            }
        }
        // Each recogniser that fires on the line, asked one after another (no table a line).
        func fires(_ template: FeatureTemplate, _ fires: Bool) {
            if fires { own.append(LineFeature(template, 1)) }
        }
        fires(.byline, BylineReader.bylineLine(line) != nil)
        fires(.closingNames, BylineReader.trailing(in: line.content) != nil)
        fires(.opensWithBylineMark, BylineReader.opensWithMark(line))
        fires(.lead, DatelineReader.opensLead(line))
        fires(.credit, LineClassifier.isCredit(line))
        fires(.endsInCredit, !line.cues.isDisjoint(with: .credit) && CreditReader.trailing(in: line.content) != nil)
        fires(.captionOpening, LineClassifier.opensCaption(line))
        fires(.jump, ContinuationReader.isMarkerOnly(line))
        fires(.endsWithJump, ContinuationReader.endsWithJump(line))
        fires(.masthead, PageFurniture.isMasthead(line))
        fires(.footer, PageFurniture.isFooter(line))
        fires(.noise, NoiseRules.reason(for: line) != nil)
        fires(.subtitleShape, LineClassifier.isSubtitle(line))
        fires(.headlineShape, LineClassifier.looksLikeHeadline(line))
        fires(.openingHeadlineShape, LineClassifier.looksLikeHeadline(line, opensStory: true))
        fires(.rubric, RubricRules.isRubric(line))
        fires(.columnWord, RubricRules.isColumnWord(line))
        fires(.slogan, RubricRules.isSloganBanner(line) || RubricRules.isStockSlogan(line))
        fires(.kickerWording, HeadlineWording.isKicker(line))
        fires(.noticeTitle, NoticeWording.isTitleAlone(line) || NoticeWording.isLetterSpacedTitle(line))
        fires(.noticeField, NoticeWording.opensWithField(line))
        fires(.tableRow, MarkdownTable.isRow(line))
    }
}

/// The few facts of a line its neighbours' features repeat.
private struct LineSummary {
    /// The value of a neighbour past the page's first or last line.
    static let edge = 126

    let rule: Int
    let level: Int
    let length: Int
    let endsSentence: Bool
    let isShort: Bool
    /// A photo credit alone, or a line that ends in one.
    let isCredit: Bool
    /// A news lead or a byline: a story's first text line.
    let opensStory: Bool
    /// Shaped as a headline or a subtitle by the line rules.
    let isHeadShaped: Bool
    /// What the line rules make of the line alone.
    let kind: LineKind
    /// The line's first and last scalars (0 for none).
    let first: Int
    let last: Int

    init(_ line: Line) {
        (rule, kind) = LabelRules.firstLineRule(for: line)
        isCredit = kind == .credit || !line.cues.isDisjoint(with: .credit) && CreditReader.trailing(in: line.content) != nil
        opensStory = kind == .lead || kind == .byline
        isHeadShaped = kind == .headline || kind == .subtitle || kind == .sectionHeader
        first = line.text.unicodeScalars.first.map { Int($0.value) } ?? 0
        last = line.text.unicodeScalars.last.map { Int($0.value) } ?? 0
        level = min(line.headingLevel, 6)
        length = LengthBucket.of(line.length)
        endsSentence = line.endsSentence
        isShort = line.length <= SharedWords.longestLine
    }
}

/// What the page as a whole says: whether OCR marked levels, how wide its text runs, how it
/// opens and closes (a page that opens on text under no headline prints its headlines under
/// their stories).
private struct PageSummary {
    let isMarked: Bool
    let medianTextLength: Int
    let widthBucket: Int
    let opening: Int
    let closing: Int
    /// Which side of its story the page prints headlines on, as `HeadlineSide` votes on the
    /// line rules' kinds alone: 0 above, 1 below, 2 clearly below.
    let side: Int

    init(_ lines: [Line], _ summaries: [LineSummary]) {
        isMarked = lines.contains { $0.headingLevel > 0 }
        let running = LabelRules.lineRules.count - 1
        var lengths = zip(lines, summaries).filter { $0.1.rule == running }.map(\.0.length)
        if lengths.isEmpty { lengths = lines.map(\.length) }
        lengths.sort()
        medianTextLength = lengths.isEmpty ? 0 : lengths[lengths.count / 2]
        widthBucket = LengthBucket.of(medianTextLength)
        opening = summaries.first { !Self.furnitureRules.contains($0.rule) }?.rule ?? LineSummary.edge
        closing = summaries.last { !Self.furnitureRules.contains($0.rule) }?.rule ?? LineSummary.edge
        let kinds = summaries.map(\.kind)
        let verdict = HeadlineSide.verdict(lines, kinds, order: kinds.positions(where: PageProfile.takesPart))
        side = verdict.clearlyBelow ? 2 : verdict.below ? 1 : 0
    }

    /// The line rules that set a line aside as furniture or nothing: a page opens and ends with
    /// the first and last line none of them took.
    private static let furnitureRules = Set(["logo", "blank", "noise", "masthead-field", "footer-field"].compactMap { id in
        LabelRules.lineRules.firstIndex { $0.id == id }
    })

    /// The line's length against the median text line's, in eighths up to twice as long.
    func relativeLength(_ length: Int) -> Int {
        guard medianTextLength > 0 else { return 0 }
        return min(length * 8 / medianTextLength, 16)
    }
}

/// Lengths in scalars, in buckets that grow with the length: 1–8 one each, then wider.
enum LengthBucket {
    static let bounds = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 42, 50, 64, 80, 100, 150]

    static func of(_ length: Int) -> Int {
        bounds.firstIndex { length <= $0 } ?? bounds.count
    }
}
