/// What a segment keeps per article besides postings: the numbers search filters and ranks on
/// (date, issue, field lengths), the stable id, and the stored field texts and record.
struct StoredDocument {
    var id: String
    /// YYYYMMDD, or 0 when the page has no date.
    var date: UInt32
    /// The issue number plus one, or 0 when the page printed none.
    var issue: UInt32
    /// Positional tokens per field, in TermKey field-code order, for BM25.
    var fieldLengths: [UInt32]
    /// The record section entry's payload (docs/FORMAT.md, "Stored articles").
    var payload: [UInt8]
    /// The article's row of each table the segment keeps (`ArticleTable`), in the writer's order.
    var tableRows: [[UInt8]] = []
}
