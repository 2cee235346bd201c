import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// What a first ingest holds for each file from its start to its end: at 10 GB, 556k files,
/// every byte a file is half a megabyte taken from the writer's buffer.
final class IngestHeldMemoryTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testContentHashSlotsKeepTheFirstNumberOfAHashUnlessReplacing() {
        var slots = ContentHashSlots(capacity: 4)
        slots.set(7, 1, replacing: false)
        slots.set(7, 2, replacing: false)
        XCTAssertEqual(slots.number(of: 7), 1)
        slots.set(7, 3, replacing: true)
        XCTAssertEqual(slots.number(of: 7), 3)
        XCTAssertNil(slots.number(of: 8))
        XCTAssertEqual(slots.count, 1)
    }

    func testContentHashSlotsGrowPastTheirCapacityKeepingEveryHash() {
        var slots = ContentHashSlots(capacity: 0)
        let hashes = (0..<10_000).map { UInt64($0) &* 0xD6E8_FEB8_6659_FD93 }
        for (number, hash) in hashes.enumerated() { slots.set(hash, Int32(number), replacing: false) }
        XCTAssertEqual(slots.count, hashes.count)
        XCTAssertTrue(hashes.enumerated().allSatisfy { slots.number(of: $1) == Int32($0) })
        XCTAssertLessThanOrEqual(slots.byteCount, 32 * hashes.count, "at most three slots in four full, 12 bytes a slot")
    }

    func testAFirstIngestHoldsLittleMoreThanItsPathsBytesAFile() throws {
        let folder = WriterTestSupport.temporaryDirectory().appendingPathComponent("pages/2022/01")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = 600
        for day in 0..<count { try Data("第\(day)版".utf8).write(to: folder.appendingPathComponent(String(format: "2022%04d-01.txt", day))) }
        let found = SourceDiscovery.found(in: [folder.path], extensions: ["txt"]) { $0 }
        XCTAssertEqual(found.count, count)
        let keyBytes = (0..<count).reduce(0) { $0 + found.key($1).utf8.count }
        XCTAssertLessThanOrEqual(found.byteCount, keyBytes + 32 * count + 64, "a key's bytes and 32 bytes a file")
        let match = try FileMatch(found, against: FileTable(), revisions: .current(tables: []), missingWithin: nil)
        XCTAssertEqual(match.toRead.count, count)
        XCTAssertLessThanOrEqual(match.byteCount, 8 * count + 64, "8 bytes a new file")
        let contents = try IndexedContents(FileTable(), found: found, reading: count)
        XCTAssertLessThanOrEqual(contents.byteCount, 32 * count)
    }

    func testAFileRemovedOrAddedAgainWhileItsDocumentsAreBufferedLeavesOnlyItsLastDocuments() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let seeds = try WriterTestSupport.seedURLs().map(WriterTestSupport.seedDocuments)
        let first = try XCTUnwrap(seeds.first), second = try XCTUnwrap(seeds.last)
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.add(first.documents, for: first.file)
        try writer.add(second.documents, for: second.file)
        try writer.remove(file: first.file.path)
        try writer.add(second.documents, for: second.file)
        try writer.commit()
        writer.close()
        let records = try ArchiveIndex.open(at: directory).records()
        XCTAssertEqual(records.count, second.documents.count)
        XCTAssertTrue(records.allSatisfy { $0.file == second.file.path })
    }
}
