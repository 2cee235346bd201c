/// A table an archive view (LLRBViews) keeps of every article, built once at ingest and stored
/// in each segment beside the records, checksummed and carried through merges like them: the
/// one way a view adds to the index (people and offices, say), so that it reads a few bytes an
/// article at query time instead of parsing every text again. The engine stores the rows and
/// never reads them. Register a table in `WriterOptions.tables`.
public protocol ArticleTable: Sendable {
    /// The table's name in a segment (docs/FORMAT.md, "Article tables"): unique among the
    /// registered tables.
    var name: String { get }
    /// Raised whenever `row(for:)` would give other bytes for the same article: indexes then
    /// read their pages again (`ReadRevisions`), so no segment keeps rows of an old meaning.
    var version: UInt32 { get }
    /// The row of one article, in the view's own encoding; empty when it has none.
    func row(for document: IndexableDocument) -> [UInt8]
}
