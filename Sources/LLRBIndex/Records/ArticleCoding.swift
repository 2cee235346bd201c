import LLRBEngine
import LLRBParser

/// The part of an article's record that neither the field texts nor the hit summary hold, in
/// binary (docs/FORMAT.md, "Records"): the article's fields of `ArticleDescription`, in its
/// order. Texts the fields already hold are referred to, not stored again: the headline parts
/// (kicker and subheadlines) are the headline field's lines, the paragraphs the body field's
/// lines; the summary holds the headline, bylines and lines. Every other field of the article's
/// own is stored by its kind (`ArticleFieldCoding`), an optional one under a presence bit.
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

    /// How the record holds a field of the description (one the hit summary holds, the
    /// headline, bylines and lines, or one not the article's own, is not in the layout).
    enum Form {
        /// The headline parts, written where the kicker stands; the subheadlines with it.
        case headlineParts
        case body
        case byKind
        /// The photo captions, by their kind: the last part of a record holding a credit, where
        /// `StoredPayload.credits` stops.
        case photoCaptions
    }

    /// The fields a record holds, each with its form: worked out once per description, not
    /// per article.
    struct Layout: Sendable {
        let fields: [(value: ArticleField.Value, form: Form)]

        /// The headline parts stand where the kicker does, or, in a description without one,
        /// where the subheadlines do, so that they are stored either way.
        init(_ description: ArticleDescription) {
            let parts = description.fields.contains { $0.name == ArticleField.kicker.name } ? ArticleField.kicker.name
                : ArticleField.subheadlines.name
            fields = description.fields.compactMap { field in
                let form: Form? = switch field.name {
                case parts: .headlineParts
                case ArticleField.body.name: .body
                case ArticleField.captions.name: .photoCaptions
                case ArticleField.headline.name, ArticleField.bylines.name, ArticleField.lines.name, ArticleField.subheadlines.name: nil
                default: field.value.isArticles ? .byKind : nil
                }
                return form.map { (field.value, $0) }
            }
        }

        static let standard = Layout(.standard)
    }

    /// `headlineEmptyMask` nil stores the headline parts; `bodyShared` leaves the paragraph texts out.
    func write(to writer: inout ByteWriter, headlineEmptyMask: UInt64?, bodyShared: Bool, layout: Layout = .standard) {
        writer.appendSigned(ordinal)
        // The kicker's bit first, then each optional field's stored by its kind, in order.
        var article = article
        var presence: UInt64 = article.kicker != nil ? 1 : 0, bit: UInt64 = 1
        for (value, form) in layout.fields where (form == .byKind || form == .photoCaptions) && value.isOptional {
            if value.isPresent(in: &article) { presence |= 1 << bit }
            bit += 1
        }
        writer.appendVarint(presence)
        for (value, form) in layout.fields {
            switch form {
            case .headlineParts: writeHeadlineParts(to: &writer, emptyMask: headlineEmptyMask)
            case .body: writeBody(to: &writer, shared: bodyShared)
            case .byKind, .photoCaptions: writer.appendField(value, of: &article)
            }
        }
    }

    private func writeHeadlineParts(to writer: inout ByteWriter, emptyMask: UInt64?) {
        if let emptyMask {
            writer.appendVarint(emptyMask)
            writer.appendVarint(article.subheadlines.count)
        } else {
            if let kicker = article.kicker { writer.appendText(kicker) }
            writer.appendTexts(article.subheadlines)
        }
    }

    private func writeBody(to writer: inout ByteWriter, shared bodyShared: Bool) {
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
    }

    /// Reads what `write` wrote; the summary gives the headline, bylines and lines. With
    /// `headlineShared` the headline parts are taken from `headlineField`; a `sharedBody` gives
    /// the paragraph texts.
    init(from reader: inout ByteReader, summary: HitSummary, headlineShared: Bool, headlineField: String,
         sharedBody: String?, layout: Layout = .standard) throws(FormatError) {
        ordinal = try reader.readSigned()
        let present = try reader.readPresence()
        article = Article(headline: summary.headline, bylines: summary.bylines, lines: summary.lines)
        var bit = 1
        for (value, form) in layout.fields {
            switch form {
            case .headlineParts: try readHeadlineParts(from: &reader, kicker: present[0], shared: headlineShared, field: headlineField)
            case .body: try readBody(from: &reader, sharedBody: sharedBody)
            case .byKind, .photoCaptions:
                let isPresent = value.isOptional ? present[bit] : true
                if value.isOptional { bit += 1 }
                try reader.readField(value, into: &article, present: isPresent)
            }
        }
    }

    private mutating func readHeadlineParts(from reader: inout ByteReader, kicker: Bool, shared headlineShared: Bool,
                                            field headlineField: String) throws(FormatError) {
        if headlineShared {
            let emptyMask = try reader.readVarint()
            let subheadlineCount = try reader.readCount(atMost: 63)
            var lines = headlineField.isEmpty ? [] : headlineField.lineFeedSeparated
            var parts: [String] = []
            for index in 0..<((kicker ? 1 : 0) + 1 + subheadlineCount) {
                if emptyMask & 1 << UInt64(index) != 0 {
                    parts.append("")
                } else {
                    guard !lines.isEmpty else { throw FormatError("a stored headline has fewer lines than parts") }
                    parts.append(lines.removeFirst())
                }
            }
            guard lines.isEmpty else { throw FormatError("a stored headline has more lines than parts") }
            if kicker { article.kicker = parts.removeFirst() }
            article.headline = parts.removeFirst()
            article.subheadlines = parts
        } else {
            article.kicker = try reader.read(if: kicker) { reader throws(FormatError) in try reader.readText() }
            article.subheadlines = try reader.readTexts()
        }
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
