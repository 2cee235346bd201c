import XCTest
@testable import LLRBIndex

final class LockTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testASecondWriterIsRefusedWithAClearMessage() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let first = try IndexWriter.open(at: directory)
        XCTAssertThrowsError(try IndexWriter.open(at: directory)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("another ingest is running"), message)
            XCTAssertTrue(message.contains(directory.path), message)
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

    func testOpeningAMissingIndexSaysHowToBuildOne() {
        XCTAssertThrowsError(try ArchiveIndex.open(at: WriterTestSupport.temporaryDirectory())) { error in
            XCTAssertTrue(String(describing: error).contains("llrb ingest"), "\(error)")
        }
    }
}
