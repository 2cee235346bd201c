/// A source file as the index remembers it, so that re-ingesting the same content is skipped
/// and a changed file replaces its documents.
public struct IndexedFile: Codable, Hashable, Sendable {
    /// The source path as ingested.
    public var path: String
    /// The hash of the file's text alone (the maker's; llrb's `ContentHash.of(text:)`), whatever
    /// read it and whatever edited it: a copy of an indexed file, or the file moved, is known by it.
    public var contentHash: UInt64
    /// What read the file, so that a file an older reader read does not pass for unchanged.
    public var revisions: ReadRevisions
    /// What the maker's edits of the file add to what was read (llrb's corrections,
    /// `CorrectionSet.revision`; 0 when it has none), so that a file is read again when they
    /// change, and an ingest that cannot read the followed log keeps the edited files as they are.
    public var edits: UInt64
    public var byteCount: Int
    /// The documents the file gave, as the index recorded them (when a file is added, the
    /// writer counts the documents it is given, not this).
    public var documentCount: Int
    /// The file's stamp when it was read (the maker's; llrb's `FileStamp`; 0: unknown), so that
    /// the next ingest finds it unchanged without reading it.
    public var stamp: UInt64

    public init(path: String, contentHash: UInt64, revisions: ReadRevisions = ReadRevisions(), edits: UInt64 = 0,
                byteCount: Int, documentCount: Int, stamp: UInt64 = 0) {
        self.path = path
        self.contentHash = contentHash
        self.revisions = revisions
        self.edits = edits
        self.byteCount = byteCount
        self.documentCount = documentCount
        self.stamp = stamp
    }
}
