import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

final class LockTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testASecondWriterIsRefusedAsLockedNamingTheIndexAndItsLock() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let first = try IndexWriter.open(at: directory, schema: .articles)
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: .articles)) { error in
            XCTAssertEqual((error as? IndexError)?.kind,
                           .locked(directory: directory.path, lockFile: directory.path + "/" + IndexFiles.lock, holder: .ingest))
        }
        first.close()
        XCTAssertNoThrow(try IndexWriter.open(at: directory, schema: .articles).close(), "the lock is released on close")
    }

    /// `LOCK` says who holds it while it is held, and nothing once it is let go.
    func testTheLockFileSaysWhoHoldsIt() throws {
        let directory = try WriterTestSupport.seedIndex()
        let lock = directory.appendingPathComponent(IndexFiles.lock)
        var options = WriterOptions()
        options.holder = .oneFile
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        XCTAssertEqual(try String(contentsOf: lock, encoding: .utf8), "correction \(getpid())\n")
        writer.close()
        XCTAssertEqual(try String(contentsOf: lock, encoding: .utf8), "")
    }

    /// A writer with patience waits for a correction's writer, told so once, and opens when it
    /// closes; the same patience is no use against an ingest, refused at once.
    func testAWriterWaitsForACorrectionsWriterAndNeverForAnIngests() throws {
        let directory = try WriterTestSupport.seedIndex()
        var correction = WriterOptions()
        correction.holder = .oneFile
        let holding = try IndexWriter.open(at: directory, schema: .articles, options: correction)
        let waiting = DispatchSemaphore(value: 0)
        var patient = WriterOptions()
        patient.lockPatience = 60
        patient.waitingForLock = { waiting.signal() }
        let opened = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Thread.detachNewThread { [patient] in
            outcome.result = Result { try IndexWriter.open(at: directory, schema: .articles, options: patient).close() }
            opened.signal()
        }
        XCTAssertEqual(waiting.wait(timeout: .now() + 50), .success, "the second writer says it waits")
        holding.close()
        XCTAssertEqual(opened.wait(timeout: .now() + 50), .success)
        XCTAssertNoThrow(try outcome.result?.get(), "it opened once the correction's writer closed")

        let ingest = try IndexWriter.open(at: directory, schema: .articles)
        defer { ingest.close() }
        let started = Date()
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: .articles, options: patient)) { error in
            XCTAssertEqual((error as? IndexError)?.kind,
                           .locked(directory: directory.path, lockFile: directory.path + "/" + IndexFiles.lock, holder: .ingest))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "refused, not after waiting out its patience")
    }

    /// What the waiting thread's open gave, read after it signalled.
    private final class Outcome: @unchecked Sendable {
        var result: Result<Void, any Error>?
    }

    func testReadersAreNotBlockedByAWriter() throws {
        let directory = try WriterTestSupport.seedIndex()
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        XCTAssertGreaterThan(try WriterTestSupport.search(directory, "复工复产").total, 0)
        writer.close()
    }

    func testOpeningAMissingIndexSaysThereIsNone() {
        let directory = WriterTestSupport.temporaryDirectory()
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .noIndex(directory: directory.path))
            XCTAssertEqual((error as? IndexError)?.needsRebuild, false)
        }
    }
}
