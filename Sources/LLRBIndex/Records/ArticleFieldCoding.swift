import LLRBEngine
import LLRBParser

/// An article's field in a record's binary form by its kind (docs/FORMAT.md, "Records"): what
/// `StoredArticle` writes of every field of `ArticleDescription` it has no shared form for, so
/// that a field added to the description is stored with nothing to write here. Fields that are
/// not the article's own (the record's, the page's, a front's) are stored elsewhere or nowhere.
extension ArticleField.Value {
    /// Whether a value of this kind may be absent, and so has a presence bit.
    var isOptional: Bool {
        switch self {
        case .optionalText, .continuation, .optionalLines: true
        case .text, .texts, .bylines, .paragraphs, .captions, .lines, .recordText, .recordNumber, .pageText, .pageNumber, .derived: false
        }
    }

    /// Whether the article has a value: always, for a kind that is not optional. The article
    /// is only read: `inout` lets the key path read it in place, where a borrowed one was copied.
    func isPresent(in article: inout Article) -> Bool {
        switch self {
        case .optionalText(let path): path.value(in: &article) != nil
        case .continuation(let path): path.value(in: &article) != nil
        case .optionalLines(let path): path.value(in: &article) != nil
        case .text, .texts, .bylines, .paragraphs, .captions, .lines, .recordText, .recordNumber, .pageText, .pageNumber, .derived: true
        }
    }
}

extension ByteWriter {
    /// The article's value of a field, by its kind; an absent optional one writes nothing. The
    /// article is only read (`inout`, as for `isPresent(in:)`).
    mutating func appendField(_ value: ArticleField.Value, of article: inout Article) {
        switch value {
        case .text(let path): appendText(path.value(in: &article))
        case .optionalText(let path): if let text = path.value(in: &article) { appendText(text) }
        case .texts(let path): appendTexts(path.value(in: &article))
        case .bylines(let path): appendBylines(path.value(in: &article))
        case .paragraphs(let path):
            let paragraphs = path.value(in: &article)
            appendVarint(paragraphs.count)
            for paragraph in paragraphs {
                appendText(paragraph.kind.rawValue)
                appendLines(paragraph.lines)
                appendText(paragraph.text)
            }
        case .captions(let path): appendCaptions(path.value(in: &article))
        case .continuation(let path): if let continuation = path.value(in: &article) { appendContinuation(continuation) }
        case .optionalLines(let path): if let lines = path.value(in: &article) { appendLines(lines) }
        case .lines(let path): appendLines(path.value(in: &article))
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: break
        }
    }
}

extension ByteReader {
    /// Passes over what `appendField` wrote, its texts skipped by their lengths, not decoded.
    mutating func skipField(_ value: ArticleField.Value, present: Bool) throws(FormatError) {
        switch value {
        case .text: _ = try readStoredText()
        case .optionalText: if present { _ = try readStoredText() }
        case .texts: for _ in 0..<(try readCount(atMost: remaining)) { _ = try readStoredText() }
        case .bylines: _ = try readBylines()
        case .paragraphs:
            for _ in 0..<(try readCount(atMost: remaining)) {
                _ = try readStoredText()
                _ = try readLines()
                _ = try readStoredText()
            }
        case .captions: _ = try readCaptions()
        case .continuation: if present { _ = try readContinuation() }
        case .optionalLines: if present { _ = try readLines() }
        case .lines: _ = try readLines()
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: break
        }
    }

    /// Reads into `article` what `appendField` wrote; `present`: an optional value's presence bit.
    mutating func readField(_ value: ArticleField.Value, into article: inout Article, present: Bool) throws(FormatError) {
        switch value {
        case .text(let path): try path.set(readText(), in: &article)
        case .optionalText(let path): try path.set(present ? readText() : nil, in: &article)
        case .texts(let path): try path.set(readTexts(), in: &article)
        case .bylines(let path): try path.set(readBylines(), in: &article)
        case .paragraphs(let path):
            var paragraphs: [Paragraph] = []
            for _ in 0..<(try readCount(atMost: remaining)) {
                let kind = try readText()
                guard let known = Paragraph.Kind(rawValue: kind) else { throw FormatError("a stored paragraph has an unknown kind '\(kind)'") }
                let lines = try readLines()
                paragraphs.append(Paragraph(kind: known, text: try readText(), lines: lines))
            }
            path.set(paragraphs, in: &article)
        case .captions(let path): try path.set(readCaptions(), in: &article)
        case .continuation(let path): try path.set(present ? readContinuation() : nil, in: &article)
        case .optionalLines(let path): try path.set(present ? readLines() : nil, in: &article)
        case .lines(let path): try path.set(readLines(), in: &article)
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: break
        }
    }
}
