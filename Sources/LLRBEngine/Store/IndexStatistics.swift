/// The size of an index, for `llrb stats`: how much was ingested and what it costs on disk.
public struct IndexStatistics: Codable, Hashable, Sendable {
    /// Source files ingested.
    public var files: Int
    /// Live documents (documents) searchable.
    public var documents: Int
    /// Distinct terms summed over segments (a term in two segments counts twice).
    public var distinctTerms: Int
    public var segments: Int
    /// Bytes of the index's files: the manifest and the segments it names.
    public var bytesOnDisk: Int
    /// Bytes of the other files an ingest writes in the index folder: those of an ingest
    /// running now, or left by one that was killed (the next ingest removes them).
    public var bytesNotIndexed: Int
    /// Bytes of the source files ingested.
    public var sourceBytes: Int

    public init(files: Int, documents: Int, distinctTerms: Int, segments: Int, bytesOnDisk: Int, bytesNotIndexed: Int,
                sourceBytes: Int) {
        self.files = files
        self.documents = documents
        self.distinctTerms = distinctTerms
        self.segments = segments
        self.bytesOnDisk = bytesOnDisk
        self.bytesNotIndexed = bytesNotIndexed
        self.sourceBytes = sourceBytes
    }
}
