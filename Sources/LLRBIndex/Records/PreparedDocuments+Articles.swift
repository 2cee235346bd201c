import LLRBEngine
import LLRBParser

extension PreparedDocuments {
    /// One page's articles analyzed and encoded (`StoredPayload`). `tables`: the tables each
    /// document gets a row of; one that is no `ArticleTable` gets empty rows.
    init(_ documents: [IndexableDocument], tables: [any StoredTable] = []) {
        // Documents are read in place, by index: a copy of one retains every string and array
        // of its record, and releases them again (~0.4% of an ingest's CPU time).
        let textBytes = documents.indices.reduce(0) { total, index in
            documents[index].fields.values.reduce(total) { $0 + $1.utf8.count }
        }
        var fieldLengths: [[UInt32]] = []
        let terms = PostingsCollector.collect(expectedEntries: textBytes / 2) { collector in
            for index in documents.indices {
                var lengths = [UInt32](repeating: 0, count: FieldSchema.articles.count)
                for field in FieldSchema.articles.fields {
                    guard var text = documents[index].fields[field], !text.isEmpty else { continue }
                    let fieldCode = TermKey.code(field)
                    text.withUTF8 { bytes in
                        collector.addField(fieldCode, utf8: bytes)
                    }
                    lengths[Int(fieldCode)] = collector.fieldLength
                }
                collector.finishDocument()
                fieldLengths.append(lengths)
            }
        }
        let payloads = StoredPayload.encode(documents)
        // The documents of a page share its date: parse it once, not once per article.
        var lastDate: (iso: String?, ordinal: UInt32)?
        let articleTables = tables.map { $0 as? any ArticleTable }
        let stored = payloads.indices.map { index in
            let page = documents[index].record.page
            let date = lastDate.flatMap { $0.iso == page.date ? $0.ordinal : nil } ?? Self.dateOrdinal(page.date)
            lastDate = (page.date, date)
            return StoredDocument(id: documents[index].record.id, date: date,
                                  number: page.issueNumber.map { UInt32(clamping: $0 + 1) } ?? 0,
                                  fieldLengths: fieldLengths[index], payload: payloads[index],
                                  tableRows: articleTables.map { $0?.row(for: documents[index]) ?? [] })
        }
        self.init(terms: terms, stored: stored)
    }

    static func dateOrdinal(_ iso: String?) -> UInt32 {
        iso.flatMap(GregorianDate.init(iso8601:))?.ordinal ?? 0
    }
}
