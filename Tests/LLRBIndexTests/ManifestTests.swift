import XCTest
@testable import LLRBIndex

final class ManifestTests: XCTestCase {
    private func sample() -> Manifest {
        var manifest = Manifest()
        manifest.generation = 7
        manifest.nextSegmentNumber = 12
        manifest.segments = [.init(number: 3, documentCount: 10, deleted: [0, 4, 9]), .init(number: 11, documentCount: 2, deleted: [])]
        manifest.files = [
            .init(file: IndexedFile(path: "seeds/页 1.txt", contentHash: 0xDEAD_BEEF_0000_0001, byteCount: 18_380, articleCount: 3),
                  segment: 3, firstDocument: 1, documentCount: 3),
            .init(file: IndexedFile(path: "empty.txt", contentHash: 1, byteCount: 0, articleCount: 0),
                  segment: 0, firstDocument: 0, documentCount: 0),
            // 甲 and 田 share their first two UTF-8 bytes: a shared prefix may end inside a character.
            .init(file: IndexedFile(path: "seeds/甲.txt", contentHash: 2, byteCount: 0, articleCount: 0),
                  segment: 0, firstDocument: 0, documentCount: 0),
            .init(file: IndexedFile(path: "seeds/田.txt", contentHash: 3, byteCount: 0, articleCount: 0),
                  segment: 0, firstDocument: 0, documentCount: 0),
            .init(file: IndexedFile(path: "seeds/田", contentHash: 4, byteCount: 0, articleCount: 0),
                  segment: 0, firstDocument: 0, documentCount: 0),
        ]
        return manifest
    }

    func testManifestRoundTrips() throws {
        let bytes = ManifestCodec.encode(sample())
        let decoded = try bytes.withUnsafeBytes { try ManifestCodec.decode($0) }
        XCTAssertEqual(decoded, sample())
        XCTAssertEqual(decoded.liveDocumentCount, 9)
    }

    func testPathsSharingAPrefixCostOnlyTheirOwnBytes() {
        var manifest = Manifest()
        manifest.files = (1...100).map { page in
            .init(file: IndexedFile(path: "/home/editor/archive/吕梁日报/pages/2024/02/20240207-\(page).txt", contentHash: UInt64(page), byteCount: 1, articleCount: 0),
                  segment: 0, firstDocument: 0, documentCount: 0)
        }
        let pathBytes = manifest.files.reduce(0) { $0 + $1.file.path.utf8.count }
        XCTAssertLessThan(ManifestCodec.encode(manifest).count, pathBytes / 2)
    }

    func testEveryFlippedByteOfTheManifestIsRefused() {
        let bytes = ManifestCodec.encode(sample())
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x20
            XCTAssertThrowsError(try damaged.withUnsafeBytes { try ManifestCodec.decode($0) }, "byte \(index)")
        }
    }

    func testATruncatedManifestIsRefused() {
        let bytes = ManifestCodec.encode(sample())
        for length in [0, 5, 12, bytes.count - 1] {
            XCTAssertThrowsError(try Array(bytes.prefix(length)).withUnsafeBytes { try ManifestCodec.decode($0) })
        }
    }

    func testTheSegmentListDecodesWithoutReadingTheFileTable() throws {
        var bytes = ManifestCodec.encode(sample())
        bytes[bytes.count - 6] ^= 0x20
        let segments = try bytes.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }
        var expected = sample()
        expected.files = []
        XCTAssertEqual(segments, expected)
        XCTAssertThrowsError(try bytes.withUnsafeBytes { try ManifestCodec.decodeFiles($0) })
    }

    func testEveryFlippedByteOfTheSegmentListIsRefusedWhenOnlySegmentsAreRead() {
        let bytes = ManifestCodec.encode(sample())
        // magic, version, the list's length, the list, its checksum
        let segmentListEnd = 16 + Int(bytes[12]) + Int(bytes[13]) << 8 + 4
        for index in 0..<segmentListEnd {
            var damaged = bytes
            damaged[index] ^= 0x20
            XCTAssertThrowsError(try damaged.withUnsafeBytes { try ManifestCodec.decodeSegments($0) }, "byte \(index)")
        }
    }

    func testTheFileTableOfTheSameVersionIsReadOnDemand() throws {
        let bytes = ManifestCodec.encode(sample())
        XCTAssertEqual(try bytes.withUnsafeBytes { try ManifestCodec.decodeFiles($0) }, sample().files)
    }
}
