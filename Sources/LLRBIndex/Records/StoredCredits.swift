import LLRBEngine
import LLRBParser

/// An article's credits and its page's date, read from its stored payload without decoding a
/// single field text, paragraph or caption text: `llrb authors` needs nothing else, and
/// decoding whole records made it spend 7.9 s on 1 GB of pages, most of it on body texts it
/// never looks at. Every text it passes is skipped by its length.
public struct StoredCredits: Equatable, Sendable {
    public var date: String?
    public var issueNumber: Int?
    /// The bylines, then each caption's credits, in stored order.
    public var credits: [Byline]
}

extension StoredPayload {
    /// Walks the payload in the order docs/FORMAT.md gives ("Records": field texts, summary,
    /// article) and stops after the captions, the last part holding a credit.
    static func credits(_ payload: UnsafeRawBufferPointer) throws(FormatError) -> StoredCredits {
        var (reader, flags, _) = try DocumentPayload.makerReader(payload, fieldCount: FieldSchema.articles.count)
        if flags & fileOfPage == 0 { _ = try reader.readStoredText() }
        _ = try reader.readLines()
        if try reader.readVarint() == 0 { _ = try reader.readStoredText() }
        let summaryPresent = try reader.readPresence()
        let date = try reader.read(if: summaryPresent[0]) { reader throws(FormatError) in try reader.readText() }
        let issueNumber = try reader.read(if: summaryPresent[1]) { reader throws(FormatError) in try reader.readSigned() }
        if summaryPresent[2] { _ = try reader.readSigned() }
        var found = StoredCredits(date: date, issueNumber: issueNumber, credits: try reader.readBylines())
        _ = try reader.readSigned()
        let articlePresent = try reader.readPresence()
        var bit = 1
        // The article's part as `StoredArticle` lays it out, skipped up to the photo captions.
        for (value, form) in StoredArticle.Layout.standard.fields {
            switch form {
            case .headlineParts:
                if flags & headlineShared != 0 {
                    _ = try reader.readVarint()
                    _ = try reader.readVarint()
                } else {
                    if articlePresent[0] { _ = try reader.readStoredText() }
                    for _ in 0..<(try reader.readCount(atMost: reader.remaining)) { _ = try reader.readStoredText() }
                }
            case .body:
                let paragraphs = try reader.readCount(atMost: reader.remaining)
                for _ in 0..<paragraphs {
                    _ = try reader.readLines()
                    if flags & bodyShared == 0 { _ = try reader.readStoredText() }
                }
                for _ in 0..<(try reader.readCount(atMost: paragraphs)) { _ = try reader.readVarint() }
            case .byKind:
                try reader.skipField(value, present: value.isOptional ? articlePresent[bit] : true)
                if value.isOptional { bit += 1 }
            case .photoCaptions:
                for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
                    _ = try reader.readStoredText()
                    found.credits += try reader.readBylines()
                    _ = try reader.readLines()
                }
                return found
            }
        }
        return found
    }
}
