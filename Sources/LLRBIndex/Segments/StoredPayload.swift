import Foundation

/// The stored part of an article (docs/FORMAT.md, "Stored articles"): the text of each field,
/// for snippets and phrase verification, and the ArticleRecord, for `show` and hits. The body
/// paragraphs' text is the body field's text, so it is stored once: the record is encoded with
/// empty paragraph texts and refilled from the body field when read.
enum StoredPayload {
    private static let bodySharedFlag: UInt8 = 1

    static func encode(_ document: IndexableDocument) -> [UInt8] {
        var record = document.record
        let body = document.fields[.body] ?? ""
        let paragraphs = record.article.body.map(\.text)
        let shared = !paragraphs.isEmpty && body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == paragraphs
        if shared {
            for index in record.article.body.indices { record.article.body[index].text = "" }
        }
        var writer = ByteWriter()
        writer.append(shared ? bodySharedFlag : 0)
        for field in SearchField.allCases { writer.appendString(document.fields[field] ?? "") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        writer.appendBlob((try? encoder.encode(record)) ?? Data())
        return writer.bytes
    }

    /// The stored field texts, in TermKey field-code order.
    static func fields(_ payload: UnsafeRawBufferPointer) throws(FormatError) -> [String] {
        var reader = ByteReader(payload, at: 1)
        var texts: [String] = []
        for _ in SearchField.allCases { texts.append(try reader.readString()) }
        return texts
    }

    static func record(_ payload: UnsafeRawBufferPointer) throws(FormatError) -> ArticleRecord {
        var reader = ByteReader(payload)
        let flags = try reader.readByte()
        var texts: [String] = []
        for _ in SearchField.allCases { texts.append(try reader.readString()) }
        let json = try reader.readBlob()
        guard var record = try? JSONDecoder().decode(ArticleRecord.self, from: Data(json)) else {
            throw FormatError("a stored article cannot be decoded")
        }
        if flags & bodySharedFlag != 0 {
            let paragraphs = texts[Int(TermKey.code(.body))].split(separator: "\n", omittingEmptySubsequences: false)
            guard paragraphs.count == record.article.body.count else { throw FormatError("a stored article's body does not fit its paragraphs") }
            for (index, text) in paragraphs.enumerated() { record.article.body[index].text = String(text) }
        }
        return record
    }
}
