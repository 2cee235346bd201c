import LLRBEngine
import LLRBParser

/// The stored part of an article (docs/FORMAT.md, "Records"): the engine's part of its
/// document's payload (`DocumentPayload`: the text of each field, for snippets and phrase
/// verification, left as UTF-8 here and coded in the segment's `TextCode` when the segment is
/// written), then what a hit shows and the rest of the ArticleRecord, for `show`, all in
/// binary. Nothing is stored twice: the body paragraphs' and headline parts' texts are the
/// fields' lines, the id is the segment's, and the page, the same for every article of a page,
/// is the group record, stored with the page's first article only.
enum StoredPayload {
    /// The archive's flags, beside the engine's `DocumentPayload.groupStoredHere` (2).
    static let bodyShared: UInt8 = 1
    static let headlineShared: UInt8 = 4
    static let fileOfPage: UInt8 = 8

    /// Payloads of one page's documents, in order, their field texts in UTF-8.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    static func encode(_ documents: [IndexableDocument]) -> [[UInt8]] {
        var pageHolder = 0
        // By index, in place: a copy of a document retains all of its record's strings and arrays.
        return documents.indices.map { index in
            if documents[index].opensPage || documents[index].record.page != documents[pageHolder].record.page { pageHolder = index }
            return encode(documents[index], pageBackReference: index - pageHolder, holderFile: documents[pageHolder].record.file)
        }
    }

    private static func encode(_ document: IndexableDocument, pageBackReference: Int, holderFile: String) -> [UInt8] {
        let record = document.record
        let article = record.article
        let body = document.fields[.body] ?? ""
        let shared = !article.body.isEmpty && body.isLineFeedJoined(article.body.map(\.text))
        let emptyMask = StoredArticle.headlineEmptyMask(of: article, field: document.fields[.headline] ?? "")
        let fileIsPages = pageBackReference > 0 && record.file == holderFile
        var writer = ByteWriter()
        writer.reserve(body.utf8.count + 512)
        DocumentPayload.begin(&writer, flags: (shared ? bodyShared : 0) | (emptyMask != nil ? headlineShared : 0) | (fileIsPages ? fileOfPage : 0),
                              groupBackReference: pageBackReference, groupRecord: {
            var page = ByteWriter()
            page.appendPage(record.page)
            return page.bytes
        }, fields: FieldSchema.articles.fields.map { document.fields[$0] ?? "" })
        HitSummary(record).write(to: &writer, headlineLine: StoredArticle.headlineLine(of: article, emptyMask: emptyMask),
                                 storesFile: !fileIsPages)
        StoredArticle(ordinal: record.ordinal, article: article).write(to: &writer, headlineEmptyMask: emptyMask, bodyShared: shared)
        return writer.bytes
    }

    /// The stored field texts, in TermKey field-code order, and what a hit shows of document
    /// `document`; `pageOf` gives the page stored by a document (this one or an earlier one).
    static func fieldsAndSummary(_ payload: UnsafeRawBufferPointer, document: UInt32, code: TextCode,
                                 pageOf: (UInt32) throws(FormatError) -> StoredPage) throws(FormatError)
        -> (fields: [String], summary: HitSummary) {
        var (reader, flags, backReference) = try DocumentPayload.fieldsReader(payload)
        return try fieldsAndSummary(&reader, flags: flags, holder: try DocumentPayload.holder(of: document, backReference), code: code, pageOf: pageOf)
    }

    private static func fieldsAndSummary(_ reader: inout ByteReader, flags: UInt8, holder: UInt32, code: TextCode,
                                         pageOf: (UInt32) throws(FormatError) -> StoredPage) throws(FormatError)
        -> (fields: [String], summary: HitSummary) {
        var texts: [String] = []
        for _ in FieldSchema.articles.fields { texts.append(try reader.readFieldText(code: code).string) }
        let file = flags & fileOfPage != 0 ? try pageOf(holder).file : nil
        return (texts, try HitSummary(from: &reader, headlineField: texts[Int(TermKey.code(.headline))], file: file))
    }

    /// The record of document `document`, whose id is `id`; `pageOf` gives the page stored by a
    /// document (this one, or an earlier article of the same page).
    static func record(_ payload: UnsafeRawBufferPointer, document: UInt32, id: String, code: TextCode,
                       pageOf: (UInt32) throws(FormatError) -> StoredPage) throws(FormatError) -> ArticleRecord {
        var (reader, flags, backReference) = try DocumentPayload.fieldsReader(payload)
        let holder = try DocumentPayload.holder(of: document, backReference)
        let (texts, summary) = try fieldsAndSummary(&reader, flags: flags, holder: holder, code: code, pageOf: pageOf)
        let stored = try StoredArticle(from: &reader, summary: summary, headlineShared: flags & headlineShared != 0,
                                       headlineField: texts[Int(TermKey.code(.headline))],
                                       sharedBody: flags & bodyShared != 0 ? texts[Int(TermKey.code(.body))] : nil)
        guard reader.isAtEnd else { throw FormatError("a stored article has bytes left over") }
        return ArticleRecord(id: id, file: summary.file, ordinal: stored.ordinal, page: try pageOf(holder).info, article: stored.article)
    }

    /// The page a payload holds, with the file of its article (the page's file).
    static func page(in payload: UnsafeRawBufferPointer) throws(FormatError) -> StoredPage {
        var (record, rest) = try DocumentPayload.groupRecord(in: payload, fieldCount: FieldSchema.articles.count)
        var page = ByteReader(record)
        let info = try page.readPage()
        guard page.isAtEnd else { throw FormatError("a stored page has bytes left over") }
        return StoredPage(info: info, file: try rest.readText())
    }
}

/// A page as stored with its first article: its fields and its file.
struct StoredPage {
    var info: Page
    var file: String
}
