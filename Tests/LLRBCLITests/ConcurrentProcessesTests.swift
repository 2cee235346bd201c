import Foundation
import XCTest

/// Real `llrb` processes at once on one index: two ingests, and searches during an ingest.
final class ConcurrentProcessesTests: XCTestCase {
    func testSecondIngestAtOnceIsRefusedClearlyAndTheFirstCompletes() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 24)
        let work = archive.runner.home.appendingPathComponent("work")
        try archive.restoreBefore(at: work)

        let first = try archive.runner.start(archive.ingestArguments, index: work)
        let locked = Self.waitForLock(heldBy: first.process, timeout: archive.secondStepSeconds * 2)
        let second = try archive.runner.run(archive.ingestArguments, index: work)
        let overlapped = first.process.isRunning
        let firstResult = try first.wait()
        XCTAssertTrue(locked, "the first ingest never took the lock")
        XCTAssertTrue(overlapped, "the first ingest ended before the second did; the test did not race them")

        XCTAssertEqual(firstResult.status, 0, firstResult.stderr)
        XCTAssertEqual(second.status, 2, "the second ingest must be refused: \(second.stdout)")
        XCTAssertTrue(second.stderr.hasPrefix("llrb: "), second.stderr)
        XCTAssertTrue(second.stderr.contains("another ingest is running"), second.stderr)
        XCTAssertEqual(second.stderr.split(separator: "\n").count, 1, second.stderr)
        XCTAssertTrue(try archive.assertBeforeOrAfter(work, "after two ingests at once"), "the completed ingest must give the after answers")
    }

    /// Waits until `process` holds an flock (Linux lists them in /proc/locks with their pid);
    /// false if it never does while running.
    private static func waitForLock(heldBy process: Process, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            if locks.split(separator: "\n").contains(where: { $0.contains("FLOCK") && $0.contains(" \(process.processIdentifier) ") }) {
                return true
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    /// The second step replaces every first-half page, so its commit drops the first segment and
    /// deletes its file: a search opening the index at that moment must still succeed.
    func testSearchesDuringAnIngestSeeTheOldOrTheNewIndex() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 24, revisedEvery: 1)
        let work = archive.runner.home.appendingPathComponent("work")
        try archive.restoreBefore(at: work)

        let ingest = try archive.runner.start(archive.ingestArguments, index: work)
        var searches = 0
        while ingest.process.isRunning {
            try archive.assertSearchBeforeOrAfter(searches % archive.searchCount, in: work)
            searches += 1
        }
        let result = try ingest.wait()
        print("ConcurrentProcessesTests: \(searches) searches during one ingest")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThanOrEqual(searches, 2, "too few searches ran during the ingest")
        let dropped = work.appendingPathComponent("segment-00000001.llrb").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: dropped), "the commit was to delete the first segment's file")
        XCTAssertEqual(try archive.answers(in: work), archive.afterAnswers)
    }
}
