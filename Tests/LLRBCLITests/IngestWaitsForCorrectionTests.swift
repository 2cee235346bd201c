import Foundation
import LLRBEngine
import LLRBIndex
import XCTest

/// An ingest that finds the index held by a correction's ingest of one page waits for it (up
/// to 30 s), saying so, and then runs; one that finds another ingest there is refused at once,
/// as always. The lock is held through the public API in this process, as `llrb correct` and
/// `llrb ingest` hold it; no assertion rests on how fast the machine is.
final class IngestWaitsForCorrectionTests: XCTestCase {
    private let waiting = "llrb: a correction is being applied to the index (its ingest of one page holds it); waiting for it, up to 30 s\n"

    /// Seed 000 indexed; seed 001 in a folder of its own, to ingest while the lock is held.
    private func indexAndMorePages() throws -> (runner: LLRBRunner, more: URL) {
        let runner = try LLRBRunner.withCopyOfSeed("000")
        let more = runner.home.appendingPathComponent("more")
        try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try LLRBRunner.seed("001"), to: more.appendingPathComponent("001.txt"))
        return (runner, more)
    }

    private func holdIndex(of runner: LLRBRunner, as holder: LockHolder) throws -> IndexWriter {
        var options = WriterOptions()
        options.holder = holder
        return try IndexWriter.open(at: runner.indexDirectory, schema: .articles, options: options)
    }

    func testAnIngestWaitsForACorrectionsIngestOfOnePageThenRuns() throws {
        let (runner, more) = try indexAndMorePages()
        let correction = try holdIndex(of: runner, as: .oneFile)
        let ingest = try runner.start(["ingest", more.path], index: runner.indexDirectory)
        let deadline = Date().addingTimeInterval(25)
        var said = ""
        while !said.contains("waiting") && ingest.process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            said = String(decoding: try Data(contentsOf: ingest.stderrURL), as: UTF8.self)
        }
        XCTAssertEqual(said, waiting, "the ingest says it waits, and has not given up")
        XCTAssertTrue(ingest.process.isRunning, "it waits rather than fails")
        correction.close()
        let result = try ingest.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, waiting)
        XCTAssertEqual(try runner.run(["stats", "--json"]).jsonObject()["files"] as? Int, 2, "seed 001 was indexed beside seed 000")
    }

    func testAnIngestFindingAnotherIngestIsRefusedAtOnce() throws {
        let (runner, more) = try indexAndMorePages()
        let other = try holdIndex(of: runner, as: .ingest)
        defer { other.close() }
        let started = Date()
        let second = try runner.run(["ingest", more.path])
        XCTAssertEqual(second.status, 2)
        let folder = runner.indexDirectory.path
        XCTAssertEqual(second.stderr, "llrb: another ingest is running on \(folder) (it holds \(folder)/LOCK); wait for it to finish, then try again\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "refused, not after the 30 s a correction's ingest is given")
    }
}
