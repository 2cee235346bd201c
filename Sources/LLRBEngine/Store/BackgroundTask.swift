import Foundation
import Synchronization

/// Work of the index writer on a thread of its own (`BackgroundThread`) whose outcome the
/// writer's thread collects: a segment being written, a merge. `wait()` hands back the value,
/// or throws there the IndexError the work threw; `isFinished` asks without waiting.
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let done = Atomic<Bool>(false)
    /// Set by the task's thread before it signals `finished`, read only after waiting for it.
    private var outcome: Result<Value, IndexError>?

    /// Starts `work` and returns at once; `inline`, does it on the caller's thread first (a test
    /// that needs the same order of file-system calls in every run: `FaultInjection`).
    init(inline: Bool = false, _ work: @escaping @Sendable () throws(IndexError) -> Value) {
        let run = { @Sendable [self] in
            do throws(IndexError) {
                outcome = .success(try work())
            } catch {
                outcome = .failure(error)
            }
            done.store(true, ordering: .releasing)
            finished.signal()
        }
        if inline { run() } else { BackgroundThread.run(run) }
    }

    /// Whether the work is done, without waiting.
    var isFinished: Bool {
        done.load(ordering: .acquiring)
    }

    /// Blocks until the work is done; its value, or what it threw. Later calls return the same
    /// outcome at once. Call from the writer's thread only.
    func wait() throws(IndexError) -> Value {
        finished.wait()
        finished.signal()
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw error
        case nil: throw IndexError(.writerFault("background work ended without an outcome"))
        }
    }
}
