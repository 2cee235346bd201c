import LLRBEngine


/// A table an archive view (LLRBViews) keeps of every article, built once at ingest and stored
/// in each segment beside the records (`StoredTable`): the one way a view adds to the index
/// (people and offices, say), so that it reads a few bytes an article at query time instead of
/// parsing every text again. Register a table in `WriterOptions.tables`.
public protocol ArticleTable: StoredTable {
    /// The row of one article, in the view's own encoding; empty when it has none.
    func row(for document: IndexableDocument) -> [UInt8]
}
