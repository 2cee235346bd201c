/// A table of one row a document that a segment keeps beside its stored documents, checksummed
/// and carried through merges like them (docs/FORMAT.md, "Stored tables"). The engine knows a
/// table by its name and version and stores the rows it is given, never reading them: what a
/// row says is its maker's (llrb's views' article tables). Register a table in
/// `WriterOptions.tables`.
public protocol StoredTable: Sendable {
    /// The table's name in a segment: unique among the registered tables.
    var name: String { get }
    /// Raised whenever the table's rows would say something else of the same document: indexes
    /// then read their pages again (`ReadRevisions`), so no segment keeps rows of an old meaning.
    var version: UInt32 { get }
}
