/// An article while it is being put together, line by line.
struct ArticleBuilder {
    var block = HeadlineBlock([], articleLevel: nil)
    var bylines: [Byline] = []
    var dateline: String?
    private(set) var pieces: [BodyPiece] = []
    var captions: [Caption] = []
    var continuedTo: Continuation?
    var continuedFrom: Continuation?
    var lines: SourceLines?
    /// A jump marker, a closing byline or a headline printed under it ended the story.
    var closed = false
    /// Opened with a feature byline (`□ 郭晓星`): short lines inside are section headers.
    var isFeature = false

    var hasHeadline: Bool { !block.headline.isEmpty || !block.subheadlines.isEmpty }
    /// A piece of running text has been added: kept as a field because the assembler asks it
    /// of every body line, and a computed property read through `articles[index]` copied the
    /// whole builder each time.
    private(set) var hasBody = false

    mutating func append(_ piece: consuming BodyPiece) {
        if piece.kind == .text {
            hasBody = true
        }
        pieces.append(piece)
    }

    mutating func include(_ range: SourceLines) {
        lines = lines.map { $0.union(range) } ?? range
    }

    mutating func setBlock(_ newBlock: HeadlineBlock) {
        block = newBlock
        if let range = newBlock.lines { include(range) }
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

    /// The article, or nil with neither text nor a headline: a headline whose story is not on
    /// the page is kept, so that its words are found.
    func build() -> Article? {
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
