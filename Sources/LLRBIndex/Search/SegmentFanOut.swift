import Dispatch
import Glibc
import Synchronization

/// Evaluates a search's segments in turn on the caller's thread, and calls in a second thread
/// once they prove heavy. A heavy search spends its time matching in each segment alone (a
/// 100 MB archive has four of about equal size, and `高质量发展` reads ~1,500 instructions per
/// match in each), so a second core takes the segments left about twice as fast. Waking a
/// thread costs tens of microseconds here (an interrupt between virtual CPUs), more than a
/// light search takes in all, so the worker is asked for only after the caller has spent
/// `handOffNanoseconds` on segments with two or more left; it then claims segments as the caller
/// does, one at a time.
enum SegmentFanOut {
    /// 150 µs. Measured on the 100 MB benchmark archive, a worker called at once gained nothing
    /// for searches under ~0.5 ms in all and cost light ones up to 25 µs (`鑫`: 24 → 39 µs);
    /// called after this, it leaves them as they were and takes `高质量发展` from 1.18 to 0.90 ms.
    static let handOffNanoseconds: UInt64 = 150_000

    /// `work(index)` for every index below `count`, the results in index order; each runs
    /// exactly once, on the caller's thread or the worker's (claimed in index order, finished in
    /// any), and all have run when this returns. The worker is called once `handOffAfter`
    /// nanoseconds have passed with two or more indices left.
    static func map<Value>(count: Int, handOffAfter: UInt64 = handOffNanoseconds, _ work: @escaping @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(work) }
        let shared = Shared(count: count, work: work)
        let started = MonotonicClock.nanoseconds()
        var workerCalled = false
        while shared.runNext() {
            if !workerCalled, shared.remaining >= 2, MonotonicClock.nanoseconds() &- started >= handOffAfter {
                workerCalled = true
                DispatchQueue.global().async { shared.runOnWorker() }
            }
        }
        if workerCalled, !shared.closeToWorker() { shared.workerFinished.wait() }
        return shared.takeResults()
    }

    /// What the caller and the worker share. Each result slot is written by the one thread
    /// that claimed its index; the caller reads them after the worker finished or was shut out.
    private final class Shared<Value>: @unchecked Sendable {
        private let count: Int
        private let work: (Int) -> Value
        private let results: UnsafeMutablePointer<Value>
        private let nextIndex = Atomic<Int>(0)
        /// `idle` until the worker starts (`entered`) or the caller, done first, shuts it out
        /// (`closed`): whichever comes first decides whether the caller waits.
        private let state = Atomic<Int>(State.idle)
        let workerFinished = DispatchSemaphore(value: 0)

        init(count: Int, work: @escaping (Int) -> Value) {
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
        func runNext() -> Bool {
            let index = nextIndex.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return false }
            (results + index).initialize(to: work(index))
            return true
        }

        /// The worker's part: nothing when the caller already finished (and will not wait).
        func runOnWorker() {
            guard state.compareExchange(expected: State.idle, desired: State.entered, ordering: .acquiringAndReleasing).exchanged else {
                return
            }
            while runNext() {}
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
