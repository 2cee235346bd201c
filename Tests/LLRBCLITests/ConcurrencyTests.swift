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
}
