import Dispatch

/// Two independent pieces of work run at once, one on the caller's thread and one on a worker
/// when one is free: for the steps of a segment write that nothing else overlaps at the end of
/// an ingest, where one thread would leave the other core idle. When every worker is busy the
/// caller runs both in turn, so the two never wait for each other.
enum BothAtOnce {
    static func run<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let work = Work(first: first, second: second)
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { work.firstResult = work.first() } else { work.secondResult = work.second() }
                }
                // concurrentPerform returns only after both ran: both results are there.
                return (work.firstResult.unsafelyUnwrapped, work.secondResult.unsafelyUnwrapped)
            }
        }
    }

    /// The two closures and their results; each result is written by one iteration only and
    /// read after `concurrentPerform` returns.
    private final class Work<First, Second>: @unchecked Sendable {
        let first: () -> First
        let second: () -> Second
        var firstResult: First?
        var secondResult: Second?

        init(first: @escaping () -> First, second: @escaping () -> Second) {
            self.first = first
            self.second = second
        }
    }
}
