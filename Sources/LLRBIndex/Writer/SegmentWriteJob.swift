import Foundation
import Synchronization

/// One full `SegmentBuffer` being written to its segment file on a thread of its own, so the
/// writer's thread goes on filling the next buffer meanwhile: grouping and encoding a segment
/// takes seconds, and without this the preparation workers sat idle for all of them.
/// The job owns the buffer from `init` on; `wait()` hands back the outcome on the caller's
/// thread, so a failed write surfaces there as the IndexError it was.
final class SegmentWriteJob: @unchecked Sendable {
    /// Released by the job's thread as soon as the file is written, not when the writer next
    /// looks, so its memory is free for the buffer filling meanwhile.
    private var buffer: SegmentBuffer?
    private let path: String
    private let finished = DispatchSemaphore(value: 0)
    /// Set by the job's thread before it signals `finished`, read only after waiting for it.
    private var failure: IndexError?
    private var waited = false
    private let done = Atomic<Bool>(false)

    /// Starts writing `buffer` to `path` (see `SegmentBuffer.write`, and its `alone`) and
    /// returns at once.
    init(buffer: SegmentBuffer, path: String, alone: Bool) {
        self.buffer = buffer
        self.path = path
        BackgroundThread.run { [self] in
            do throws(IndexError) {
                try self.buffer?.write(to: self.path, alone: alone)
            } catch {
                failure = error
            }
            self.buffer = nil
            // The buffer's memory is free now; without this glibc keeps it (see FreedMemory).
            FreedMemory.release()
            done.store(true, ordering: .releasing)
            finished.signal()
        }
    }

    /// Whether the file is written and the buffer's memory given back, without waiting.
    var isFinished: Bool {
        done.load(ordering: .acquiring)
    }

    /// Blocks until the file is written and fsynced; throws what the write threw. Call from the
    /// writer's thread only; later calls return the same outcome without waiting.
    func wait() throws(IndexError) {
        if !waited {
            finished.wait()
            waited = true
        }
        if let failure { throw failure }
    }
}
