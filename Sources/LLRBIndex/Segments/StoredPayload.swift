import Foundation
import LLRBParser

/// The stored part of an article (docs/FORMAT.md, "Stored articles"): the text of each field,
/// for snippets and phrase verification, and the ArticleRecord, for `show` and hits. Nothing is
/// stored twice: the body paragraphs' text is the body field's text (the record is encoded with
/// empty paragraph texts and refilled when read), and the page-level part of the record, the
/// same for every article of a page, is stored with the page's first article only.
enum StoredPayload {
    private static let bodyShared: UInt8 = 1
    private static let pageStoredHere: UInt8 = 2

    /// The record without its page, as stored.
    private struct StoredArticle: Codable {
        var id: String
        var file: String
        var ordinal: Int
        var article: Article
    }

    /// Payloads of one page's documents, in order.
    static func encode(_ documents: [IndexableDocument]) -> [[UInt8]] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var pageHolder = 0
        return documents.enumerated().map { index, document in
            if document.record.page != documents[pageHolder].record.page { pageHolder = index }
            return encode(document, pageBackReference: index - pageHolder, encoder: encoder)
        }
    }

    private static func encode(_ document: IndexableDocument, pageBackReference: Int, encoder: JSONEncoder) -> [UInt8] {
        let record = document.record
        var article = record.article
        let body = document.fields[.body] ?? ""
        let paragraphs = article.body.map(\.text)
        let shared = !paragraphs.isEmpty && !paragraphs.contains { $0.utf8.contains(10) }
            && sameBytes(body, paragraphs.joined(separator: "\n"))
        if shared {
            for index in article.body.indices { article.body[index].text = "" }
        }
        var writer = ByteWriter()
        writer.append((shared ? bodyShared : 0) | (pageBackReference == 0 ? pageStoredHere : 0))
        writer.appendVarint(pageBackReference)
        for field in SearchField.allCases { writer.appendString(document.fields[field] ?? "") }
        HitSummary(record).write(to: &writer)
        let stored = StoredArticle(id: record.id, file: record.file, ordinal: record.ordinal, article: article)
        writer.appendBlob((try? encoder.encode(stored)) ?? Data())
        if pageBackReference == 0 { writer.appendBlob((try? encoder.encode(record.page)) ?? Data()) }
        return writer.bytes
    }

    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                guard left.count == right.count else { return false }
                guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
                return memcmp(leftStart, rightStart, left.count) == 0
            }
        }
    }

    /// One field's stored text as UTF-8 bytes of the payload, without making a String.
    static func fieldBytes(_ payload: UnsafeRawBufferPointer, field: SearchField) throws(FormatError) -> UnsafeRawBufferPointer {
        var reader = ByteReader(payload, at: 1)
        _ = try reader.readVarint()
        for _ in 0..<TermKey.code(field) { _ = try reader.readBlob() }
        return try reader.readBlob()
    }

    /// The stored field texts, in TermKey field-code order, and what a hit shows.
    static func fieldsAndSummary(_ payload: UnsafeRawBufferPointer) throws(FormatError) -> (fields: [String], summary: HitSummary) {
        var reader = ByteReader(payload, at: 1)
        _ = try reader.readVarint()
        var texts: [String] = []
        for _ in SearchField.allCases { texts.append(try reader.readString()) }
        return (texts, try HitSummary(from: &reader))
    }

    /// The record of document `document`; `pageOf` gives the page of the document that holds it
    /// (this one, or an earlier article of the same page).
    static func record(_ payload: UnsafeRawBufferPointer, document: UInt32,
                       pageOf: (UInt32) throws(FormatError) -> PageInfo) throws(FormatError) -> ArticleRecord {
        var reader = ByteReader(payload)
        let flags = try reader.readByte()
        let backReference = try reader.readVarint()
        var texts: [String] = []
        for _ in SearchField.allCases { texts.append(try reader.readString()) }
        _ = try HitSummary(from: &reader)
        guard var stored = try? JSONDecoder().decode(StoredArticle.self, from: Data(try reader.readBlob())) else {
            throw FormatError("a stored article cannot be decoded")
        }
        if flags & bodyShared != 0 {
            let paragraphs = texts[Int(TermKey.code(.body))].split(separator: "\n", omittingEmptySubsequences: false)
            guard paragraphs.count == stored.article.body.count else { throw FormatError("a stored article's body does not fit its paragraphs") }
            for (index, text) in paragraphs.enumerated() { stored.article.body[index].text = String(text) }
        }
        guard flags & pageStoredHere != 0 || (backReference > 0 && backReference <= UInt64(document)) else {
            throw FormatError("a stored article points to a page that is not there")
        }
        let page = try pageOf(document - UInt32(backReference))
        return ArticleRecord(id: stored.id, file: stored.file, ordinal: stored.ordinal, page: page, article: stored.article)
    }

    /// The page a payload holds.
    static func page(in payload: UnsafeRawBufferPointer) throws(FormatError) -> PageInfo {
        var reader = ByteReader(payload)
        guard try reader.readByte() & pageStoredHere != 0 else { throw FormatError("a stored article points to a page that is not there") }
        _ = try reader.readVarint()
        for _ in SearchField.allCases { _ = try reader.readBlob() }
        _ = try HitSummary(from: &reader)
        _ = try reader.readBlob()
        guard let page = try? JSONDecoder().decode(PageInfo.self, from: Data(try reader.readBlob())), reader.isAtEnd else {
            throw FormatError("a stored page cannot be decoded")
        }
        return page
    }
}
