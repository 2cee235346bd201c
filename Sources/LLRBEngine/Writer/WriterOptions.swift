/// How an IndexWriter trades memory for the number of segments it writes.
public struct WriterOptions: Sendable {
    /// Buffered postings and documents are flushed to a segment file when they and the table
    /// of indexed files reach this many bytes, so memory stays flat however large the archive.
    /// One buffer fills while the one before is written, so the writer holds up to about
    /// twice this.
    public var memoryLimit: Int
    /// The merge factor of the tiered policy (`MergePolicy`): a tier of this many segments is
    /// merged into one, and a commit that merges leaves half this many below full size when
    /// the writer wrote enough to pay for merging the others (`IndexWriter.leftoverShare`), so
    /// searches open few files. An ingest's commits in mid-run leave the merging to the
    /// background and may publish more for a while.
    public var maxSegments: Int
    /// A merge takes segments of at most this many bytes together, so no segment grows past it;
    /// segments of half of it are full and left alone. A merge streams its dictionary and
    /// postings to disk as it goes (`SegmentMerger.spillLimit`), so its memory does not grow
    /// with it: 2 GB keeps a 10 GB archive at a dozen segments. (Before merges streamed, this
    /// was 128 MB, and a 1 GB ingest of a rich vocabulary peaked at 301-347 MB with one merge
    /// in the background beside the buffers.)
    public var maxMergeBytes: Int
    /// Segments smaller than this make the policy's lowest tier, merged by count alone.
    public var floorSegmentBytes: Int
    /// Tables of one row a document (`StoredTable`; the archive's views register theirs), built
    /// as documents are added and kept in each segment; none leaves the segments as they always were.
    public var tables: [any StoredTable] = []
    /// Who this writer is, said in `LOCK` while it holds it (`LockHolder`).
    public var holder: LockHolder = .ingest
    /// Seconds opening waits while a writer of one file (`LockHolder.oneFile`) holds the lock
    /// (over in moments; `llrb ingest` waits 30); 0 refuses at once, as any other holder always
    /// is: an ingest may run for hours.
    public var lockPatience = 0.0
    /// Told once when opening starts waiting for a writer of one file, so that a front can say
    /// why nothing happens yet.
    public var waitingForLock: (@Sendable () -> Void)?
    /// Test hook: called before each step of publishing; throwing simulates a crash at that step.
    var beforePublishStep: (@Sendable (PublishStep) throws(IndexError) -> Void)?
    /// Test hook: segments are written and merged on the writer's thread, not beside it, so that
    /// the file-system calls come in the same order in every run (`FaultInjection`).
    var writesInline = false
    /// Test hook: called when a merge has written its segment, before any manifest names it;
    /// blocking here stands for a merge that takes long, which searches must not wait for.
    var afterMerge: (@Sendable () -> Void)?

    public init(memoryLimit: Int = 200 << 20, maxSegments: Int = 8, maxMergeBytes: Int = 2 << 30,
                floorSegmentBytes: Int = 16 << 20) {
        self.memoryLimit = memoryLimit
        self.maxSegments = maxSegments
        self.maxMergeBytes = maxMergeBytes
        self.floorSegmentBytes = floorSegmentBytes
    }
}
