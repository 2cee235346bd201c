import Foundation
import XCTest
@testable import LLRBIndex

/// An intact index whose segments are of an older format version is not "damaged": searching
/// it and adding to it are refused with a message that names the older llrb and the rebuild, and
/// the refused writer leaves every file as it was (it used to write format-4 segments beside
/// the old ones, after which every search failed).
final class OlderFormatTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// The seed index with its first segment's header rewritten to format 2, header CRC updated.
    private func olderIndex() throws -> (directory: URL, segment: URL) {
        let directory = try WriterTestSupport.seedIndex()
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().first(where: IndexFiles.isSegment))
        let segment = directory.appendingPathComponent(name)
        var bytes = [UInt8](try Data(contentsOf: segment))
        XCTAssertEqual(Array(bytes[8..<12]), [UInt8(SegmentLayout.version), 0, 0, 0], "the current format is where FORMAT.md puts it")
        bytes[8] = 2
        let crc = bytes[0..<12].withUnsafeBytes { CRC32.checksum($0) }
        for byte in 0..<4 { bytes[12 + byte] = UInt8(truncatingIfNeeded: crc >> (8 * byte)) }
        try Data(bytes).write(to: segment)
        return (directory, segment)
    }

    private func assertOlderFormat(_ message: String, _ directory: URL, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(message.contains("the index at \(directory.path) was built by an older llrb (segment format 2; this llrb reads \(SegmentLayout.version))"), message, file: file, line: line)
        XCTAssertTrue(message.contains("rm -rf \(directory.path) && llrb ingest"), message, file: file, line: line)
        XCTAssertFalse(message.contains("damaged"), message, file: file, line: line)
    }

    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    func testSearchingAnOlderFormatIndexSaysToRebuildIt() throws {
        let (directory, _) = try olderIndex()
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory).search(SearchRequest(query: "复工复产", limit: 5))) { error in
            assertOlderFormat(String(describing: error), directory)
        }
    }

    func testCheckingAnOlderFormatIndexSaysTheSame() throws {
        let (directory, segment) = try olderIndex()
        let problems = ArchiveIndex.check(at: directory)
        XCTAssertEqual(problems.map(\.file), [segment.path])
        for problem in problems { assertOlderFormat(problem.message, directory) }
    }

    func testAWriterRefusesAnOlderFormatIndexAndChangesNothing() throws {
        let (directory, _) = try olderIndex()
        let before = try snapshot(directory)
        XCTAssertThrowsError(try IndexWriter.open(at: directory)) { error in
            assertOlderFormat(String(describing: error), directory)
        }
        XCTAssertEqual(try snapshot(directory), before)
        XCTAssertThrowsError(try Ingestor(indexDirectory: directory).run(paths: [SeedFiles.directory.path])) { error in
            assertOlderFormat(String(describing: error), directory)
        }
        XCTAssertEqual(try snapshot(directory), before)
    }
}
