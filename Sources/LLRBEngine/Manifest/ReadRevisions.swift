/// What read a file into the index, each as a field of its own in the manifest (docs/FORMAT.md,
/// "File table"): the revision of the maker's reader of the file (llrb's `PageParser.revision`),
/// of what made its documents (what is indexed of each) and the stored tables' (a hash of their
/// names and versions; 0 for none). A file read by other revisions than an ingest's own is read
/// again, so it picks up what they learned since.
public struct ReadRevisions: Codable, Hashable, Sendable {
    public var reader: UInt64
    public var document: UInt64
    public var tables: UInt64

    /// All 0: a file whose readers are unknown, which any ingest reads again.
    public init(reader: UInt64 = 0, document: UInt64 = 0, tables: UInt64 = 0) {
        self.reader = reader
        self.document = document
        self.tables = tables
    }
}
