import Foundation
import XCTest

/// A second writer is refused with a clear message while readers keep working.
final class ConcurrencyTests: XCTestCase {
    func testIngestWhileAnotherWriterHoldsTheLockIsRefusedAndSearchStillWorks() throws {
        let runner = try LLRBRunner.withSeeds()
        let lockPath = runner.indexDirectory.appendingPathComponent("LOCK").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0, "the test takes the writer lock")

        let second = try runner.run(["ingest", LLRBRunner.seeds.path])
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.hasPrefix("llrb: "), second.stderr)
        XCTAssertTrue(second.stderr.contains("another ingest"), second.stderr)
        XCTAssertEqual(second.stderr.split(separator: "\n").count, 1, second.stderr)

        let search = try runner.run(["search", "复工复产"])
        XCTAssertEqual(search.status, 0, "readers are never blocked by a writer: \(search.stderr)")
    }

    func testSearchesDuringAnIngestNeverFail() throws {
        let runner = try LLRBRunner.withSeeds()
        let seeds = try FileManager.default.contentsOfDirectory(atPath: LLRBRunner.seeds.path).filter { $0.hasSuffix(".txt") }
        for copy in 0..<8 {
            for seed in seeds {
                let text = try String(contentsOf: LLRBRunner.seeds.appendingPathComponent(seed), encoding: .utf8)
                try runner.write(Array((text + "\n第\(copy)份副本\n").utf8), to: "more/\(copy)-\(seed)")
            }
        }
        let ingest = Process()
        ingest.executableURL = try LLRBRunner.executable()
        ingest.arguments = ["--index", runner.indexDirectory.path, "ingest", runner.home.appendingPathComponent("more").path]
        ingest.standardOutput = FileHandle.nullDevice
        ingest.standardError = FileHandle.nullDevice
        try ingest.run()
        var searches = 0
        repeat {
            let search = try runner.run(["search", "复工复产", "--count"])
            XCTAssertEqual(search.status, 0, "a search during an ingest sees the old or the new index: \(search.stderr)")
            XCTAssertEqual(search.stderr, "")
            searches += 1
        } while ingest.isRunning
        ingest.waitUntilExit()
        XCTAssertEqual(ingest.terminationStatus, 0)
        XCTAssertGreaterThan(searches, 0)
        XCTAssertEqual(try runner.run(["check"]).status, 0)
    }
}
