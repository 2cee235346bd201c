/// How an IndexWriter trades memory for the number of segments it writes.
public struct WriterOptions: Sendable {
    /// Buffered postings and documents are flushed to a segment file when they and the table
    /// of indexed files reach this many bytes, so memory stays flat however large the archive.
    /// One buffer fills while the one before is written, so the writer holds up to about
    /// twice this.
    public var memoryLimit: Int
    /// More segments than this are merged at commit, so searches open few files. An ingest's
    /// commits in mid-run leave the merging to the background and may publish more for a while.
    public var maxSegments: Int
    /// A merge takes segments of at most this many bytes together: merging holds the new
    /// segment's dictionary and postings in memory, so this keeps the writer's memory the same
    /// however large the archive grows (more segments stay instead, each at most this big).
    /// A merge in the background holds it beside the buffers, and the last commit runs two:
    /// a 1 GB ingest of a rich vocabulary peaked at 301-347 MB so (seven runs), against 197 MB
    /// merging in turn.
    /// 128 MB since stored text is Huffman-coded: the same bytes of segment then hold ~23% more
    /// postings, and at 160 MB a 1 GB ingest peaked at 185 MB against 162 MB now (the 100 MB
    /// archive, never merged: ~190 MB).
    public var maxMergeBytes: Int
    /// Test hook: called before each step of publishing; throwing simulates a crash at that step.
    var beforePublishStep: (@Sendable (PublishStep) throws(IndexError) -> Void)?
    /// Test hook: called when a merge has written its segment, before any manifest names it;
    /// blocking here stands for a merge that takes long, which searches must not wait for.
    var afterMerge: (@Sendable () -> Void)?

    public init(memoryLimit: Int = 200 << 20, maxSegments: Int = 8, maxMergeBytes: Int = 128 << 20) {
        self.memoryLimit = memoryLimit
        self.maxSegments = maxSegments
        self.maxMergeBytes = maxMergeBytes
    }
}

/// The steps of making new segments visible, in order; a crash between any two leaves either
/// the old index or the new one, complete.
enum PublishStep: CaseIterable, Sendable {
    case writeSegment
    case writeManifest
    case syncManifest
    case renameManifest
    case syncDirectory
    case deleteOldSegments
}
