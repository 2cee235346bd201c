import Dispatch
import Glibc
import Synchronization

/// Evaluates a search's segments in turn on the caller's thread, and calls in a second thread
/// once they prove heavy. A heavy search spends its time matching in each segment alone (a
/// 100 MB archive has four of about equal size), so a second core takes the segments left about
/// twice as fast. Waking a thread costs tens of microseconds here (an interrupt between virtual
/// CPUs), more than a light search takes in all, so the worker is called only when the work
/// proves heavy: when a segment's evaluation foresees it (`Helper`, from the posting lists it is
/// about to walk), or else once the caller has spent `handOffNanoseconds` on segments with two
/// or more left. It then claims segments as the caller does, one at a time.
package enum SegmentFanOut {
    /// 150 µs: the worker for heavy work that no walk foresaw (many leaves, a phrase checked on
    /// the stored text, an exclusion of a common word). Called before the first segment, it
    /// cost light searches up to 25 µs on the 100 MB benchmark archive (`鑫`: 24 → 39 µs, `瓷器`:
    /// 22 → 40); after this, it leaves them as they were. Until the walks foresaw their cost,
    /// this was the only call, and `高质量发展` ran its first segment alone (0.61 ms; 0.48–0.53 with
    /// the call its walk makes).
    static let handOffNanoseconds: UInt64 = 150_000

    /// Lets a running `work(index)` call the worker in as soon as it knows its work is heavy,
    /// rather than after the caller has spent the first segment's time alone: with four segments
    /// and two threads, a worker that starts with the second segment leaves the caller three.
    /// Calling it again, or with no index left to claim, does nothing; the work the worker runs
    /// is handed `.none`, since by then it has been called.
    package struct Helper: Sendable {
        private let call: @Sendable () -> Void

        init(_ call: @escaping @Sendable () -> Void) {
            self.call = call
        }

        /// For work that runs outside a fan-out: asks for nothing.
        package static let none = Helper {}

        func callWorker() { call() }
    }

    /// `work(index, helper)` for every index below `count`, the results in index order; each
    /// runs exactly once, on the caller's thread or the worker's (claimed in index order,
    /// finished in any), and all have run when this returns. The worker is called when a work
    /// asks its helper, or once `handOffAfter` nanoseconds have passed with two or more indices left.
    package static func map<Value>(count: Int, handOffAfter: UInt64 = handOffNanoseconds,
                           _ work: @escaping @Sendable (Int, Helper) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map { work($0, .none) } }
        let shared = Shared(count: count, work: work)
        let helper = Helper { [unowned shared] in shared.callWorker() }
        let started = MonotonicClock.nanoseconds()
        while shared.runNext(helper) {
            if !shared.isWorkerCalled, shared.remaining >= 2, MonotonicClock.nanoseconds() &- started >= handOffAfter {
                helper.callWorker()
            }
        }
        if shared.isWorkerCalled, !shared.closeToWorker() { shared.workerFinished.wait() }
        return shared.takeResults()
    }

    /// What the caller and the worker share. Each result slot is written by the one thread
    /// that claimed its index; the caller reads them after the worker finished or was shut out.
    private final class Shared<Value>: @unchecked Sendable {
        private let count: Int
        private let work: (Int, Helper) -> Value
        private let results: UnsafeMutablePointer<Value>
        private let nextIndex = Atomic<Int>(0)
        /// `idle` until the worker starts (`entered`) or the caller, done first, shuts it out
        /// (`closed`): whichever comes first decides whether the caller waits.
        private let state = Atomic<Int>(State.idle)
        private let workerCalled = Atomic<Bool>(false)
        let workerFinished = DispatchSemaphore(value: 0)

        init(count: Int, work: @escaping (Int, Helper) -> Value) {
            self.count = count
            self.work = work
            results = .allocate(capacity: count)
        }

        deinit {
            results.deallocate()
        }

        /// The indices not yet claimed.
        var remaining: Int { max(0, count - nextIndex.load(ordering: .relaxed)) }

        /// Claims the next index and runs it; false when none was left.
        func runNext(_ helper: Helper) -> Bool {
            let index = nextIndex.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return false }
            (results + index).initialize(to: work(index, helper))
            return true
        }

        var isWorkerCalled: Bool { workerCalled.load(ordering: .relaxed) }

        /// Wakes the worker, once, if an index is left for it to claim.
        func callWorker() {
            guard remaining > 0, !workerCalled.exchange(true, ordering: .relaxed) else { return }
            DispatchQueue.global().async { self.runOnWorker() }
        }

        /// The worker's part: nothing when the caller already finished (and will not wait).
        func runOnWorker() {
            guard state.compareExchange(expected: State.idle, desired: State.entered, ordering: .acquiringAndReleasing).exchanged else {
                return
            }
            // The worker was called already: its work has nothing to ask for.
            while runNext(.none) {}
            workerFinished.signal()
        }

        /// True when the worker never started and now never will; false when it did, and the
        /// caller must wait for `workerFinished`.
        func closeToWorker() -> Bool {
            state.compareExchange(expected: State.idle, desired: State.closed, ordering: .acquiringAndReleasing).exchanged
        }

        /// Every result, moved out: call once, after every index has run.
        func takeResults() -> [Value] {
            (0..<count).map { (results + $0).move() }
        }
    }
}

/// The states of `SegmentFanOut`'s worker hand-off.
private enum State {
    static let idle = 0, entered = 1, closed = 2
}

/// Nanoseconds on the monotonic clock: read once per segment, so without Foundation's or the
/// standard library's clock types' overhead.
enum MonotonicClock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
