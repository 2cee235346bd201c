import LLRBParser

/// The part of an article's record that neither the field texts nor the hit summary hold, in
/// binary (docs/FORMAT.md, "Records"). Texts the fields already hold are referred to, not
/// stored again: the headline parts are the headline field's lines, the paragraphs the body
/// field's lines.
struct StoredArticle {
    var ordinal: Int
    var article: Article

    init(ordinal: Int, article: Article) {
        self.ordinal = ordinal
        self.article = article
    }

    /// The headline parts (kicker, headline, subheadlines) when the headline field is exactly
    /// their non-empty texts joined by line breaks: a bit set for each empty one.
    static func headlineEmptyMask(of article: Article, field: String) -> UInt64? {
        let parts = (article.kicker.map { [$0] } ?? []) + [article.headline] + article.subheadlines
        guard parts.count < 64, field.isLineFeedJoined(parts.filter { !$0.isEmpty }) else { return nil }
        var mask: UInt64 = 0
        for (index, part) in parts.enumerated() where part.isEmpty { mask |= 1 << UInt64(index) }
        return mask
    }

    /// The headline's line in the headline field, when the parts are stored there.
    static func headlineLine(of article: Article, emptyMask: UInt64?) -> Int? {
        guard emptyMask != nil, !article.headline.isEmpty else { return nil }
        return article.kicker.map { $0.isEmpty ? 0 : 1 } ?? 0
    }

    private static func isSectionHeader(_ paragraph: Paragraph) -> Bool {
        switch paragraph.kind {
        case .text: false
        case .sectionHeader: true
        }
    }

    /// `headlineEmptyMask` nil stores the headline parts; `bodyShared` leaves the paragraph texts out.
    func write(to writer: inout ByteWriter, headlineEmptyMask: UInt64?, bodyShared: Bool) {
        writer.appendSigned(ordinal)
        writer.appendPresence(article.kicker != nil, article.dateline != nil, article.continuedTo != nil,
                              article.continuedFrom != nil, article.rubric != nil, article.headlineLines != nil)
        if let headlineEmptyMask {
            writer.appendVarint(headlineEmptyMask)
            writer.appendVarint(article.subheadlines.count)
        } else {
            if let kicker = article.kicker { writer.appendText(kicker) }
            writer.appendTexts(article.subheadlines)
        }
        if let dateline = article.dateline { writer.appendText(dateline) }
        writer.appendVarint(article.body.count)
        var previous = article.lines.first
        for paragraph in article.body {
            writer.appendSigned(paragraph.lines.first &- previous)
            writer.appendSigned(paragraph.lines.last &- paragraph.lines.first)
            previous = paragraph.lines.last
            if !bodyShared { writer.appendText(paragraph.text) }
        }
        let headers = article.body.indices.filter { Self.isSectionHeader(article.body[$0]) }
        writer.appendVarint(headers.count)
        for (index, header) in headers.enumerated() { writer.appendVarint(header - (index == 0 ? 0 : headers[index - 1])) }
        writer.appendCaptions(article.captions)
        if let continuedTo = article.continuedTo { writer.appendContinuation(continuedTo) }
        if let continuedFrom = article.continuedFrom { writer.appendContinuation(continuedFrom) }
        if let rubric = article.rubric { writer.appendText(rubric) }
        if let headlineLines = article.headlineLines { writer.appendLines(headlineLines) }
    }

    /// Reads what `write` wrote; the summary gives the headline, bylines and lines. With
    /// `headlineShared` the headline parts are taken from `headlineField`; a `sharedBody` gives
    /// the paragraph texts.
    init(from reader: inout ByteReader, summary: HitSummary, headlineShared: Bool, headlineField: String,
         sharedBody: String?) throws(FormatError) {
        ordinal = try reader.readSigned()
        let present = try reader.readPresence()
        article = Article(headline: summary.headline, bylines: summary.bylines, lines: summary.lines)
        if headlineShared {
            let emptyMask = try reader.readVarint()
            let subheadlineCount = try reader.readCount(atMost: 63)
            var lines = headlineField.isEmpty ? [] : headlineField.lineFeedSeparated
            var parts: [String] = []
            for index in 0..<((present[0] ? 1 : 0) + 1 + subheadlineCount) {
                if emptyMask & 1 << UInt64(index) != 0 {
                    parts.append("")
                } else {
                    guard !lines.isEmpty else { throw FormatError("a stored headline has fewer lines than parts") }
                    parts.append(lines.removeFirst())
                }
            }
            guard lines.isEmpty else { throw FormatError("a stored headline has more lines than parts") }
            if present[0] { article.kicker = parts.removeFirst() }
            article.headline = parts.removeFirst()
            article.subheadlines = parts
        } else {
            article.kicker = try reader.read(if: present[0]) { reader throws(FormatError) in try reader.readText() }
            article.subheadlines = try reader.readTexts()
        }
        article.dateline = try reader.read(if: present[1]) { reader throws(FormatError) in try reader.readText() }
        try readBody(from: &reader, sharedBody: sharedBody)
        article.captions = try reader.readCaptions()
        article.continuedTo = try reader.read(if: present[2]) { reader throws(FormatError) in try reader.readContinuation() }
        article.continuedFrom = try reader.read(if: present[3]) { reader throws(FormatError) in try reader.readContinuation() }
        article.rubric = try reader.read(if: present[4]) { reader throws(FormatError) in try reader.readText() }
        article.headlineLines = try reader.read(if: present[5]) { reader throws(FormatError) in try reader.readLines() }
    }

    private mutating func readBody(from reader: inout ByteReader, sharedBody: String?) throws(FormatError) {
        let count = try reader.readCount(atMost: reader.remaining)
        let texts = sharedBody?.lineFeedSeparated
        guard texts == nil || texts?.count == count else { throw FormatError("a stored article's body does not fit its paragraphs") }
        var previous = article.lines.first
        for index in 0..<count {
            var lines = SourceLines(line: previous &+ (try reader.readSigned()))
            lines.last = lines.first &+ (try reader.readSigned())
            previous = lines.last
            let text = if let texts { texts[index] } else { try reader.readText() }
            article.body.append(Paragraph(text: text, lines: lines))
        }
        var header = 0
        for index in 0..<(try reader.readCount(atMost: count)) {
            let step = try reader.readCount(atMost: count)
            header += step
            guard header < count, index == 0 || step > 0 else { throw FormatError("a stored section header is out of place") }
            article.body[header].kind = .sectionHeader
        }
    }
}
