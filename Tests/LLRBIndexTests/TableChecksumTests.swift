import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A segment's document table carries a checksum per entry, its ids one per block of 256
/// documents and its length classes one per block of 4,096 (format 9): a search verifies what it
/// reads and nothing else, so damage is reported by the searches that read it, never answered
/// from, and left alone by those that do not; `llrb check` finds it whatever was searched.
final class TableChecksumTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// 12 files of 50 articles in one segment: file 0 in the first ids block, file 11 in the third.
    private func archive() throws -> (directory: URL, segment: URL) {
        let directory = try GeneratedArchive.build(files: 12, articlesPerFile: 50, seed: 46)
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: IndexFiles.isSegment))
        return (directory, directory.appendingPathComponent(name))
    }

    /// A page of `limit` hits: 100 scores every match of a file, 10 only those that may rank.
    private func hits(_ directory: URL, _ query: String, limit: Int = 100) throws -> [String] {
        try ArchiveIndex.open(at: directory).search(SearchRequest(query: query, limit: limit)).hits.map { "\($0.id) \($0.score)" }
    }

    private func count(_ directory: URL, _ query: String) throws -> Int {
        var request = SearchRequest(query: query)
        request.countOnly = true
        return try ArchiveIndex.open(at: directory).search(request).total
    }

    /// Flips one byte at `offset` bytes into `section` of the segment.
    private func damage(_ segment: URL, _ section: SegmentLayout.Section, at offset: (SegmentReader) throws -> Int) throws {
        let reader = try SegmentReader(path: segment.path, number: 0, fields: FieldSchema.articles.layout, checkingTables: false)
        let position = reader.sections[section.rawValue].offset + (try offset(reader))
        var bytes = try Data(contentsOf: segment)
        bytes[position] ^= 0x20
        try bytes.write(to: segment)
    }

    private func assertDamaged(_ directory: URL, _ segment: URL, reading query: String, limit: Int = 100, names what: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertThrowsError(try hits(directory, query, limit: limit), file: file, line: line) { error in
            guard case .damaged(let path, let damage)? = (error as? IndexError)?.kind else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(path, segment.path, file: file, line: line)
            XCTAssertTrue(damage.contains(what), damage, file: file, line: line)
        }
        XCTAssertEqual(try count(directory, query), 50, "a count reads no table", file: file, line: line)
        let problems = ArchiveIndex.check(at: directory)
        XCTAssertEqual(problems.map(\.file), [segment.path], file: file, line: line)
        XCTAssertTrue(problems.allSatisfy { "\($0)".contains(what) }, "\(problems)", file: file, line: line)
    }

    func testADamagedTableEntryFailsTheSearchesThatReadItAndNoOthers() throws {
        let (directory, segment) = try archive()
        let (first, last) = (GeneratedArchive.marker(ofFile: 0), GeneratedArchive.marker(ofFile: 11))
        let spared = try hits(directory, first)
        XCTAssertEqual(spared.count, 50)
        try damage(segment, .documents) { _ in 580 * DocumentTable(FieldSchema.articles.layout).entrySize + 9 }
        try assertDamaged(directory, segment, reading: last, names: "document table")
        XCTAssertEqual(try hits(directory, first), spared, "the first file's entries are read and are whole")
    }

    func testADamagedIDBlockFailsTheSearchesThatShowItsArticles() throws {
        let (directory, segment) = try archive()
        let (first, last) = (GeneratedArchive.marker(ofFile: 0), GeneratedArchive.marker(ofFile: 11))
        let spared = try hits(directory, first)
        try damage(segment, .ids) { reader in
            // The entries of the third block start at the offset of its first group (32).
            let ids = reader.sections[SegmentLayout.Section.ids.rawValue]
            let offsets = DocumentIDCoding.groupOffsetsSize(documentCount: reader.documentCount)
            let entry = reader.file.bytes.loadUnaligned(fromByteOffset: ids.offset + 32 * 4, as: UInt32.self).littleEndian
            return offsets + Int(entry) + 40
        }
        try assertDamaged(directory, segment, reading: last, names: "document ids")
        XCTAssertEqual(try hits(directory, first), spared)
    }

    func testADamagedChecksumFailsTheSearchesThatReadItsEntry() throws {
        let (directory, segment) = try archive()
        let (first, last) = (GeneratedArchive.marker(ofFile: 0), GeneratedArchive.marker(ofFile: 11))
        let spared = try hits(directory, first)
        try damage(segment, .tableChecksums) { _ in 4 * 550 + 1 }
        try assertDamaged(directory, segment, reading: last, names: "document table")
        XCTAssertEqual(try hits(directory, first), spared)
    }

    func testADamagedLengthClassFailsTheRankedPagesThatBoundWithIt() throws {
        let (directory, segment) = try archive()
        let last = GeneratedArchive.marker(ofFile: 11)
        let page = try hits(directory, last, limit: 10)
        // Article 580's class in the body column (the third, after headline and byline).
        try damage(segment, .lengthClasses) { reader in 2 * reader.documentCount + 580 }
        try assertDamaged(directory, segment, reading: last, limit: 10, names: "length classes")
        XCTAssertEqual(try hits(directory, last, limit: 100).prefix(10), page.prefix(10), "scoring every match reads no class")
    }
}
