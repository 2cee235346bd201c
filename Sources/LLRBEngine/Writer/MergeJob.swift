/// One merge of segments into a new segment file on a thread of its own, so that an ingest goes
/// on parsing and indexing while it runs: merges run on one core, and an ingest that waited for
/// them left the other idle for a third of a 1 GB run. The sources are read from their files,
/// which stay until the merge is folded into the writer's manifest; documents deleted from them
/// meanwhile are carried over by `IndexWriter.fold`. `wait()` hands back the outcome on the
/// writer's thread, so a failed merge surfaces there as the IndexError it was.
final class MergeJob: Sendable {
    /// The merged segments as they were when the merge started.
    let sources: [Manifest.Segment]
    /// The new segment's number.
    let number: UInt64
    /// The sources' bytes, for the merge's record.
    let inputBytes: Int
    private let task: BackgroundTask<(result: SegmentMerger.Result, seconds: Double)>

    /// Opens the sources' files (a damaged one throws here) and starts merging them into
    /// segment `number`, with the stored tables the writer builds (`tables`); `afterMerge` is
    /// the test hook of `WriterOptions`.
    init(sources: [Manifest.Segment], directory: String, fields: FieldLayout, number: UInt64, inputBytes: Int,
         tables: [(name: String, version: UInt32)], inline: Bool = false, afterMerge: (@Sendable () -> Void)?) throws(IndexError) {
        self.sources = sources
        self.number = number
        self.inputBytes = inputBytes
        let readers = try sources.map { segment throws(IndexError) in
            SegmentMerger.Source(reader: try SegmentReader(path: directory + "/" + IndexFiles.segment(segment.number),
                                                           number: segment.number, fields: fields), deleted: segment.deleted)
        }
        let path = directory + "/" + IndexFiles.segment(number)
        task = BackgroundTask(inline: inline) { () throws(IndexError) in
            defer { afterMerge?() }
            let started = ContinuousClock.now
            let result = try SegmentMerger.merge(readers, to: path, directory: directory, fields: fields, tables: tables)
            return (result, (ContinuousClock.now - started).seconds)
        }
    }

    /// Whether the merged file is written, without waiting.
    var isFinished: Bool {
        task.isFinished
    }

    /// Blocks until the merged file is written; its new ids and how long the merge took, or what
    /// it threw. Call from the writer's thread only.
    func wait() throws(IndexError) -> (result: SegmentMerger.Result, seconds: Double) {
        try task.wait()
    }
}
