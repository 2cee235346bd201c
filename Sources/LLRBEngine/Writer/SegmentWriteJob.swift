/// One full `SegmentBuffer` being written to its segment file on a thread of its own, so the
/// writer's thread goes on filling the next buffer meanwhile: grouping and encoding a segment
/// takes seconds, and without this the preparation workers sat idle for all of them.
/// The job owns the buffer from `init` on; `wait()` hands back the outcome on the caller's
/// thread, so a failed write surfaces there as the IndexError it was.
final class SegmentWriteJob: Sendable {
    /// The segment file being written.
    let path: String
    private let task: BackgroundTask<Void>

    /// Starts writing `buffer` to `path` (see `SegmentBuffer.write`, and its `alone`) and
    /// returns at once, or once it is written when `inline` (`WriterOptions.writesInline`).
    init(buffer: SegmentBuffer, path: String, alone: Bool, inline: Bool = false) {
        self.path = path
        let handoff = Handoff(buffer)
        task = BackgroundTask(inline: inline) { () throws(IndexError) in
            defer {
                // Released as soon as the file is written, not when the writer next looks, so its
                // memory is free for the buffer filling meanwhile; without the release glibc keeps
                // it (see FreedMemory).
                handoff.buffer = nil
                FreedMemory.release()
            }
            try handoff.buffer?.write(to: path, alone: alone)
        }
    }

    /// Whether the file is written and the buffer's memory given back, without waiting.
    var isFinished: Bool {
        task.isFinished
    }

    /// Blocks until the file is written and fsynced; throws what the write threw. Call from the
    /// writer's thread only; later calls return the same outcome without waiting.
    func wait() throws(IndexError) {
        try task.wait()
    }

    /// The buffer, passed to the job's thread, which drops it once written.
    private final class Handoff: @unchecked Sendable {
        var buffer: SegmentBuffer?

        init(_ buffer: SegmentBuffer) {
            self.buffer = buffer
        }
    }
}
