import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// An intact index whose segments are of an older format version is not "damaged": searching
/// it and adding to it are refused as of another format (to rebuild, not damaged), and
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

    private func assertOlderFormat(_ error: (any Error)?, _ segment: URL, file: StaticString = #filePath, line: UInt = #line) {
        var stopped = error as? IndexError
        if case .index(let indexError)? = error as? IngestError { stopped = indexError }
        let error = stopped
        XCTAssertEqual(error?.kind, .otherFormat(path: segment.path, version: 2, reads: SegmentLayout.version), "\(String(describing: error))",
                       file: file, line: line)
        XCTAssertEqual(error?.needsRebuild, true, file: file, line: line)
    }

    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    func testSearchingAnOlderFormatIndexSaysToRebuildIt() throws {
        let (directory, segment) = try olderIndex()
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory).search(SearchRequest(query: "复工复产", limit: 5))) { error in
            assertOlderFormat(error, segment)
        }
    }

    func testCheckingAnOlderFormatIndexSaysTheSame() throws {
        let (directory, segment) = try olderIndex()
        let problems = ArchiveIndex.check(at: directory)
        XCTAssertEqual(problems.map(\.file), [segment.path])
        for problem in problems {
            guard case .unreadable(let error) = problem.finding else { return XCTFail("\(problem)") }
            assertOlderFormat(error, segment)
        }
    }

    func testAWriterRefusesAnOlderFormatIndexAndChangesNothing() throws {
        let (directory, segment) = try olderIndex()
        let before = try snapshot(directory)
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: .articles)) { error in
            assertOlderFormat(error, segment)
        }
        XCTAssertEqual(try snapshot(directory), before)
        XCTAssertThrowsError(try Ingestor(indexDirectory: directory).run(paths: [SeedFiles.directory.path])) { error in
            assertOlderFormat(error, segment)
        }
        XCTAssertEqual(try snapshot(directory), before)
    }
}
