/// A source file as the index remembers it, so that re-ingesting the same content is skipped
/// and a changed file replaces its documents.
public struct IndexedFile: Codable, Hashable, Sendable {
    /// The source path as ingested.
    public var path: String
    /// The page text's own `ContentHash.of(text:)`, whatever read it and whatever corrected it:
    /// a copy of an indexed page, or the page moved, is known by it.
    public var contentHash: UInt64
    /// What read the page, so that a page an older parser read does not pass for unchanged.
    public var revisions: ReadRevisions
    /// What the page's corrections add to what was read (`CorrectionSet.revision`; 0 when it
    /// has none), so that a page is read again when they change, and an ingest that cannot
    /// read the journal keeps the corrected pages as they are.
    public var corrections: UInt64
    public var byteCount: Int
    public var articleCount: Int
    /// The file's `FileStamp` when it was read (0: unknown), so that the next ingest finds it
    /// unchanged without reading it.
    public var stamp: UInt64

    public init(path: String, contentHash: UInt64, revisions: ReadRevisions = ReadRevisions(), corrections: UInt64 = 0,
                byteCount: Int, articleCount: Int, stamp: UInt64 = 0) {
        self.path = path
        self.contentHash = contentHash
        self.revisions = revisions
        self.corrections = corrections
        self.byteCount = byteCount
        self.articleCount = articleCount
        self.stamp = stamp
    }
}
