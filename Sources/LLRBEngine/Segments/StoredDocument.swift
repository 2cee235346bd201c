/// What a segment keeps per document besides postings: the numbers search filters and ranks on
/// (date, number, field lengths), the stable id, and the stored payload (`DocumentPayload`).
package struct StoredDocument {
    package var id: String
    /// YYYYMMDD, or 0 when the document has no date.
    package var date: UInt32
    /// A second key of the maker's to filter on, 0 for none (llrb: the issue number plus one).
    package var number: UInt32
    /// Positional tokens per field, in TermKey field-code order, for BM25.
    package var fieldLengths: [UInt32]
    /// The record section entry's payload (docs/FORMAT.md, "Stored documents").
    package var payload: [UInt8]
    /// The document's row of each table the segment keeps (`StoredTable`), in the writer's order.
    package var tableRows: [[UInt8]] = []

    package init(id: String, date: UInt32, number: UInt32, fieldLengths: [UInt32], payload: [UInt8], tableRows: [[UInt8]] = []) {
        self.id = id
        self.date = date
        self.number = number
        self.fieldLengths = fieldLengths
        self.payload = payload
        self.tableRows = tableRows
    }
}
