import Foundation
import XCTest

/// Real `llrb` processes at once on one index: two ingests, and searches during an ingest.
final class ConcurrentProcessesTests: XCTestCase {
    func testSecondIngestAtOnceIsRefusedClearlyAndTheFirstCompletes() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 12)
        let work = archive.runner.home.appendingPathComponent("work")
        try archive.restoreBefore(at: work)

        let first = try archive.runner.start(archive.ingestArguments, index: work)
        Thread.sleep(forTimeInterval: archive.secondStepSeconds / 5)
        let second = try archive.runner.run(archive.ingestArguments, index: work)
        let overlapped = first.process.isRunning
        let firstResult = try first.wait()
        XCTAssertTrue(overlapped, "the first ingest ended before the second did; the test did not race them")

        let outcomes = [(firstResult.status, firstResult.stderr), (second.status, second.stderr)]
        let refused = outcomes.filter { $0.0 == 2 }
        XCTAssertEqual(refused.count, 1, "exactly one ingest is refused: \(outcomes)")
        XCTAssertEqual(outcomes.filter { $0.0 == 0 }.count, 1, "the other completes: \(outcomes)")
        if let message = refused.first?.1 {
            XCTAssertTrue(message.hasPrefix("llrb: "), message)
            XCTAssertTrue(message.contains("another ingest is running"), message)
            XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        }
        XCTAssertTrue(try archive.assertBeforeOrAfter(work, "after two ingests at once"), "the completed ingest must give the after answers")
    }

    /// The second step replaces every first-half page, so its commit drops the first segment and
    /// deletes its file: a search opening the index at that moment must still succeed.
    func testSearchesDuringAnIngestSeeTheOldOrTheNewIndex() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 12, revisedEvery: 1)
        let work = archive.runner.home.appendingPathComponent("work")
        try archive.restoreBefore(at: work)

        let ingest = try archive.runner.start(archive.ingestArguments, index: work)
        var rounds = 0
        while ingest.process.isRunning {
            archive.assertEachBeforeOrAfter(try archive.answers(in: work))
            rounds += 1
        }
        let result = try ingest.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThanOrEqual(rounds, 2, "too few searches ran during the ingest")
        let dropped = work.appendingPathComponent("segment-00000001.llrb").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: dropped), "the commit was to delete the first segment's file")
        XCTAssertEqual(try archive.answers(in: work), archive.afterAnswers)
    }
}
