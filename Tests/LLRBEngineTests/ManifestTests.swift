@testable import LLRBEngine
import XCTest

final class ManifestTests: XCTestCase {
    private func sampleSegments() -> Manifest {
        var manifest = Manifest()
        manifest.generation = 7
        manifest.nextSegmentNumber = 12
        manifest.segments = [.init(number: 3, documentCount: 10, deleted: [0, 4, 9]), .init(number: 11, documentCount: 2, deleted: [])]
        manifest.fields = FieldLayout(names: ["title", "正文"], lengthBytes: [1, 3], recordFormat: "letters 2: title body")
        return manifest
    }

    func testAManifestThatNamesNoFieldsIsRefused() throws {
        var manifest = sampleSegments()
        manifest.fields = nil
        XCTAssertThrowsError(try readWhole(try encode(manifest, sampleFiles())))
        manifest.segments = []
        XCTAssertThrowsError(try readWhole(try encode(manifest, [])), "not even an index's with no segment yet")
    }

    private func entry(hash: UInt64, bytes: Int = 0, segment: UInt64 = 0, first: UInt32 = 0, count: UInt32 = 0) -> FileEntry {
        var entry = FileEntry()
        entry.contentHash = hash
        entry.stamp = hash &* 31
        entry.byteCount = bytes
        entry.segment = segment
        entry.firstDocument = first
        entry.documentCount = count
        return entry
    }

    /// In `PathOrder`: 甲 and 田 share their first two UTF-8 bytes, so a shared prefix may end
    /// inside a character.
    private func sampleFiles() -> [FileTableBuilder.Listed] {
        [("empty.txt", entry(hash: 1)), ("seeds/田", entry(hash: 4)), ("seeds/田.txt", entry(hash: 3)),
         ("seeds/甲.txt", entry(hash: 2)), ("seeds/页 1.txt", entry(hash: 0xDEAD_BEEF_0000_0001, bytes: 18_380, segment: 3, first: 1, count: 3))]
            .map { (Array($0.0.utf8), $0.1) }
    }

    private func encode(_ manifest: Manifest, _ files: [FileTableBuilder.Listed]) throws -> [UInt8] {
        try ManifestCodec.encode(manifest) { writer throws(FormatError) in
            try FileTableBuilder.append(base: FileTable(), changes: files.map { ($0.path, $0.entry) }, relocate: nil, to: &writer)
        }
    }

    /// The manifest's files, read through its table.
    private func files(of bytes: [UInt8]) throws -> [FileTableBuilder.Listed] {
        let owned = bytes.withUnsafeBytes { OwnedBytes(copying: $0) }
        return try listed(in: ManifestCodec.files(owned.bytes, owner: owned))
    }

    /// Reads the segment list and every entry of the file table, as `llrb check` does.
    private func readWhole(_ bytes: [UInt8]) throws {
        _ = try bytes.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }
        _ = try files(of: bytes)
    }

    private func listed(in table: FileTable) throws -> [FileTableBuilder.Listed] {
        var cursor = table.makeCursor()
        var files: [FileTableBuilder.Listed] = []
        while try cursor.next() { files.append((cursor.path, cursor.entry)) }
        return files
    }

    private func table(_ files: [FileTableBuilder.Listed]) throws -> FileTable {
        try FileTable(FileTableBuilder.table(of: files).withUnsafeBytes { OwnedBytes(copying: $0) })
    }

    private func assertEqual(_ a: [FileTableBuilder.Listed], _ b: [FileTableBuilder.Listed], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.map(\.path), b.map(\.path), file: file, line: line)
        XCTAssertEqual(a.map(\.entry), b.map(\.entry), file: file, line: line)
    }

    func testManifestRoundTrips() throws {
        let bytes = try encode(sampleSegments(), sampleFiles())
        let decoded = try bytes.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }
        XCTAssertEqual(decoded, sampleSegments())
        XCTAssertEqual(decoded.liveDocumentCount, 9)
        assertEqual(try files(of: bytes), sampleFiles())
    }

    func testPathsSharingAPrefixCostOnlyTheirOwnBytes() throws {
        let files = (1...100).map { page in
            (Array("/home/editor/archive/吕梁日报/pages/2024/02/20240207-\(1000 + page).txt".utf8), entry(hash: UInt64(page)))
        }
        let pathBytes = files.reduce(0) { $0 + $1.0.count }
        // The same entries under their four distinct digits alone: what the paths add beyond those.
        let digitsOnly = files.enumerated().map { (Array(String(1001 + $0.offset).utf8), $0.element.1) }
        XCTAssertLessThan(FileTableBuilder.table(of: files).count - FileTableBuilder.table(of: digitsOnly).count, pathBytes / 4)
    }

    func testALookupFindsEveryFileAndNoOther() throws {
        let files: [FileTableBuilder.Listed] = (0..<1000).map { (Array(String(format: "/archive/%04d.txt", $0 * 2).utf8), entry(hash: UInt64($0 + 1))) }
        let table = try table(files)
        XCTAssertGreaterThan(table.blockCount, 10)
        for (path, entry) in files {
            XCTAssertEqual(try table.entry(for: path), entry)
        }
        for absent in ["/archive/0001.txt", "/archive/1999.txt", "/a", "/archive/9999.txt", ""] {
            XCTAssertNil(try table.entry(for: Array(absent.utf8)), absent)
        }
    }

    func testAChangeRewritesOnlyItsBlockAndCopiesTheOthers() throws {
        let files: [FileTableBuilder.Listed] = (0..<1000).map { (Array(String(format: "/archive/%04d.txt", $0 * 2).utf8), entry(hash: UInt64($0 + 1))) }
        let base = try table(files)
        var touched = files[500].entry
        touched.stamp = 99
        var writer = ByteWriter()
        try FileTableBuilder.append(base: base, changes: [(files[500].path, touched)], relocate: nil, to: &writer)
        let changed = try FileTable(writer.bytes.withUnsafeBytes { OwnedBytes(copying: $0) })
        XCTAssertEqual(changed.blockCount, base.blockCount)
        let differing = (0..<base.blockCount).filter { block in
            !base.bytes[base.blockRange(block)].elementsEqual(changed.bytes[changed.blockRange(block)])
        }
        XCTAssertEqual(differing.count, 1)
        var expected = files
        expected[500].entry = touched
        assertEqual(try listed(in: changed), expected)
    }

    func testAddedRemovedAndMovedFilesLandInPathOrder() throws {
        let files: [FileTableBuilder.Listed] = (0..<300).map {
            (Array(String(format: "/archive/%04d.txt", $0 * 2).utf8), entry(hash: UInt64($0 + 1), segment: 5, first: UInt32($0), count: 1))
        }
        let base = try table(files)
        let added = (Array("/archive/0003.txt".utf8), entry(hash: 7777, segment: 6, count: 2))
        let first = (Array("/a.txt".utf8), entry(hash: 8888))
        let last = (Array("/zz.txt".utf8), entry(hash: 9999))
        var writer = ByteWriter()
        // Segment 5's documents moved into segment 9, in reverse.
        try FileTableBuilder.append(base: base, changes: [(first.0, first.1), (added.0, added.1), (files[10].path, nil), (last.0, last.1)],
                                    relocate: { entry in
                                        if entry.segment == 5 { entry = self.entry(hash: entry.contentHash, segment: 9, first: 299 - entry.firstDocument, count: 1) }
                                    }, to: &writer)
        let changed = try FileTable(writer.bytes.withUnsafeBytes { OwnedBytes(copying: $0) })
        var expected: [FileTableBuilder.Listed] = files.map { ($0.path, entry(hash: $0.entry.contentHash, segment: 9, first: 299 - $0.entry.firstDocument, count: 1)) }
        expected.remove(at: 10)
        expected.insert(added, at: 2)
        expected.insert(first, at: 0)
        expected.append(last)
        assertEqual(try listed(in: changed), expected)
        XCTAssertEqual(try changed.fileCount(), 302)
    }

    func testEveryFlippedByteOfTheManifestIsRefused() throws {
        let bytes = try encode(sampleSegments(), sampleFiles())
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x20
            XCTAssertThrowsError(try readWhole(damaged), "byte \(index)")
        }
    }

    func testATruncatedManifestIsRefused() throws {
        let bytes = try encode(sampleSegments(), sampleFiles())
        for length in [0, 5, 12, bytes.count - 1] {
            XCTAssertThrowsError(try readWhole(Array(bytes.prefix(length))), "length \(length)")
        }
    }

    func testTheSegmentListDecodesWithoutReadingTheFileTable() throws {
        var bytes = try encode(sampleSegments(), sampleFiles())
        bytes[bytes.count - 6] ^= 0x20
        XCTAssertEqual(try bytes.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }, sampleSegments())
        XCTAssertThrowsError(try files(of: bytes))
    }

    func testEveryFlippedByteOfTheSegmentListIsRefusedWhenOnlySegmentsAreRead() throws {
        let bytes = try encode(sampleSegments(), sampleFiles())
        // magic, version, the list's length, the list, its checksum
        let segmentListEnd = 16 + Int(bytes[12]) + Int(bytes[13]) << 8 + 4
        for index in 0..<segmentListEnd {
            var damaged = bytes
            damaged[index] ^= 0x20
            XCTAssertThrowsError(try damaged.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }, "byte \(index)")
        }
    }
}
