/// An article while it is being put together, line by line.
package struct ArticleBuilder {
    package var block = HeadlineBlock([], articleLevel: nil)
    package var bylines: [Byline] = []
    package var dateline: String?
    package private(set) var pieces: [BodyPiece] = []
    package var captions: [Caption] = []
    package var continuedTo: Continuation?
    package var continuedFrom: Continuation?
    var lines: SourceLines?
    /// `lines` without the headline block's: what the story keeps when its block turns out to
    /// name the page (`demoteBlockToRubric`).
    private var textLines: SourceLines?
    /// On a page with headlines under their stories, the block came from over the page's first
    /// story, where a page's or column's name is printed too: the run under the story decides.
    var headedAtPageTop = false
    /// A jump marker, a closing byline or a headline printed under it ended the story.
    var closed = false
    /// Opened with a feature byline (`□ 郭晓星`): short lines inside are section headers.
    var isFeature = false
    /// An item of a brief column (简讯): headless by design, so no headline printed after it is
    /// its own.
    var isBriefItem = false

    package init() {}

    var hasHeadline: Bool { !block.headline.isEmpty || !block.subheadlines.isEmpty }
    /// A piece of running text has been added: kept as a field because the assembler asks it
    /// of every body line, and a computed property read through `articles[index]` copied the
    /// whole builder each time.
    private(set) var hasBody = false

    /// The text so far opens with an editor's note (`编者按：…`), which a paper prints over a
    /// feature's byline and text: with no byline yet, the feature has not started.
    var hasOnlyEditorsNote: Bool {
        guard let first = pieces.first(where: { $0.kind == .text }) else { return false }
        return first.content.hasPrefix("编者按") || first.content.hasPrefix("编者的话")
    }

    package mutating func append(_ piece: consuming BodyPiece) {
        if piece.kind == .text {
            hasBody = true
        }
        pieces.append(piece)
    }

    package mutating func include(_ range: SourceLines) {
        lines = lines.map { $0.union(range) } ?? range
        textLines = textLines.map { $0.union(range) } ?? range
    }

    mutating func setBlock(_ newBlock: HeadlineBlock) {
        block = newBlock
        if let range = newBlock.lines { lines = lines.map { $0.union(range) } ?? range }
    }

    /// The block's words (kicker, headline, subtitles), as `BigramProbe` compares them.
    var blockText: String {
        ([block.kicker ?? "", block.headline] + block.subheadlines).joined()
    }

    /// The block names the page or a column, not the story: all of it becomes the rubric, out
    /// of the story's lines, and the story has no headline until one is found for it.
    mutating func demoteBlockToRubric() {
        let names = [block.rubric, block.kicker, block.headline] + block.subheadlines.map(Optional.some)
        block = HeadlineBlock([], articleLevel: nil)
        block.rubric = names.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        lines = textLines
    }

    /// Pieces added since the body was last asked for (see `bodyBigrams`) start a run of their
    /// own: no bigram spans from the pieces asked about before.
    private var bigramRunStarts: [Int] = []
    private var piecesInBigrams = 0

    /// The body so far, for placing headlines and captions printed away from it by their words.
    mutating func bodyBigrams() -> BigramPassage {
        if piecesInBigrams < pieces.count {
            bigramRunStarts.append(piecesInBigrams)
            piecesInBigrams = pieces.count
        }
        return BigramPassage(texts: pieces.map(\.content), runStarts: bigramRunStarts)
    }

    /// The days `M月D日` the story's lead names (its dateline and the opening of its first
    /// paragraph, where a story says when what it reports happened: `9月20日，…`), OCR spaces
    /// inside them (`3月12 日`) aside. Asked of every dated caption at a story's foot: the rest
    /// of the text is not read.
    func leadDays() -> [(month: Int, day: Int)] {
        var days: [(month: Int, day: Int)] = []
        for text in [dateline, pieces.first(where: { $0.kind == .text })?.content] {
            // Decoded off the opening's bytes: a paragraph runs to hundreds of characters.
            guard let text, case let opening = ScalarText(text, limit: ArticleBuilder.leadDayReach).scalars, opening.contains("月") else { continue }
            let folded = String(String.UnicodeScalarView(opening.filter { !ScalarClass.isSpace($0.value) }))
            days += ScalarText(folded).monthDays().map { ($0.month, $0.day) }
        }
        return days
    }

    /// How many scalars into its first paragraph a story names its day: after a lead's names at
    /// most (`本报讯（记者 王涛 李雅萍）3月5日，` leaves `3月5日` first in the paragraph).
    static let leadDayReach = 40

    /// The article, or nil with neither text nor a headline: a headline whose story is not on
    /// the page is kept, so that its words are found.
    package func build() -> Article? {
        guard hasBody || hasHeadline, let lines else { return nil }
        return Article(
            headline: block.headline,
            kicker: block.kicker,
            subheadlines: block.subheadlines,
            bylines: bylines,
            dateline: dateline,
            body: ParagraphBuilder.paragraphs(from: pieces),
            captions: captions,
            continuedTo: continuedTo,
            continuedFrom: continuedFrom,
            rubric: block.rubric,
            headlineLines: block.lines,
            lines: lines
        )
    }
}

extension ArticleBuilder {
    /// What the story rules may know of this story while it is open.
    var openStory: OpenStory {
        OpenStory(hasBody: hasBody, hasHeadline: hasHeadline, isFeature: isFeature, isSigned: !bylines.isEmpty, dateline: dateline,
                  isCarriedOver: continuedFrom != nil, lastTextEndsSentence: pieces.last(where: { $0.kind == .text })?.endsSentence,
                  rubric: block.rubric)
    }
}
