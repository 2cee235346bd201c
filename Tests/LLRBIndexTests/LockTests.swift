import XCTest
@testable import LLRBIndex

final class LockTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testASecondWriterIsRefusedAsLockedNamingTheIndexAndItsLock() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let first = try IndexWriter.open(at: directory)
        XCTAssertThrowsError(try IndexWriter.open(at: directory)) { error in
            XCTAssertEqual((error as? IndexError)?.kind,
                           .locked(directory: directory.path, lockFile: directory.path + "/" + IndexFiles.lock))
        }
        first.close()
        XCTAssertNoThrow(try IndexWriter.open(at: directory).close(), "the lock is released on close")
    }

    func testReadersAreNotBlockedByAWriter() throws {
        let directory = try WriterTestSupport.seedIndex()
        let writer = try IndexWriter.open(at: directory)
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
