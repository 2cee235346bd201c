import Foundation
import Glibc
@testable import LLRBEngine
import Synchronization
import XCTest

/// Segments are evaluated on the caller's thread, with a worker called in only when they prove
/// slow: every index must run exactly once and come back in order either way.
final class SegmentFanOutTests: XCTestCase {
    /// Slow work (the first index takes 2 ms, far past the hand-off) is shared with a second
    /// thread. The later indices wait, up to 3 s, for a second thread to take part, so that a
    /// worker slow to wake on a busy machine still finds work left.
    func testSlowWorkIsSharedWithAWorkerAndKeepsItsOrder() {
        let runs = RunLog()
        let results = SegmentFanOut.map(count: 8) { index, _ in
            runs.record(index)
            usleep(2_000)
            for _ in 0..<3_000 where index > 0 && runs.threads.count < 2 {
                usleep(1_000)
            }
            return index * 10
        }
        XCTAssertEqual(results, (0..<8).map { $0 * 10 })
        XCTAssertEqual(runs.indices.sorted(), Array(0..<8), "every index runs exactly once")
        XCTAssertEqual(runs.threads.count, 2, "a second thread took part")
    }

    /// Quick work never calls the worker: the caller's thread runs every index.
    func testQuickWorkStaysOnTheCallersThread() {
        let runs = RunLog()
        let results = SegmentFanOut.map(count: 6, handOffAfter: 60_000_000_000) { index, _ in
            runs.record(index)
            return String(index)
        }
        XCTAssertEqual(results, (0..<6).map(String.init))
        XCTAssertEqual(runs.threads, [pthread_self()])
    }

    /// Work that foresees it is heavy calls the worker in through its helper, long before the
    /// hand-off time (a minute here): the first index asks, and the later ones wait, up to 3 s,
    /// for the second thread to take part.
    func testWorkThatAsksForHelpGetsTheWorkerAtOnce() {
        let runs = RunLog()
        let results = SegmentFanOut.map(count: 4, handOffAfter: 60_000_000_000) { index, helper in
            runs.record(index)
            if index == 0 { helper.callWorker() }
            for _ in 0..<3_000 where runs.threads.count < 2 {
                usleep(1_000)
            }
            return index * 10
        }
        XCTAssertEqual(results, [0, 10, 20, 30])
        XCTAssertEqual(runs.indices.sorted(), Array(0..<4), "every index runs exactly once")
        XCTAssertEqual(runs.threads.count, 2, "the worker took part")
    }

    /// Asking for help when nothing is left to claim, or again, changes nothing: no worker is
    /// woken for it, and the results come back whole.
    func testHelpAskedAtTheEndOrTwiceReturnsEveryResult() {
        for _ in 0..<200 {
            let results = SegmentFanOut.map(count: 2, handOffAfter: 60_000_000_000) { index, helper in
                helper.callWorker()
                helper.callWorker()
                return index + 1
            }
            XCTAssertEqual(results, [1, 2])
        }
    }

    /// A hand-off at once with work that finishes before the worker wakes: the caller must not
    /// wait for a worker that found nothing left, nor lose a result the worker produced.
    func testImmediateHandOffReturnsEveryResult() {
        for _ in 0..<200 {
            let results = SegmentFanOut.map(count: 3, handOffAfter: 0) { index, _ in index + 1 }
            XCTAssertEqual(results, [1, 2, 3])
        }
    }

    /// Which indices ran, on which threads.
    private final class RunLog: Sendable {
        private let log = Mutex<(indices: [Int], threads: Set<pthread_t>)>(([], []))

        func record(_ index: Int) {
            log.withLock {
                $0.indices.append(index)
                $0.threads.insert(pthread_self())
            }
        }

        var indices: [Int] { log.withLock { $0.indices } }
        var threads: Set<pthread_t> { log.withLock { $0.threads } }
    }
}
