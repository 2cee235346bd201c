@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

final class CodecTests: XCTestCase {
    func testCRC32MatchesTheStandardCheckValue() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum([]), 0)
    }

    func testCRC32InPiecesEqualsCRC32Whole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let whole = CRC32.checksum(bytes)
        for split in [0, 1, 7, 8, 9, 500, 999, 1000] {
            let first = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[..<split])) }
            let both = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[split...]), continuing: first) }
            XCTAssertEqual(both, whole, "split at \(split)")
        }
    }

    func testVarintsRoundTripAtEveryByteBoundary() throws {
        let values: [UInt64] = [0, 1, 127, 128, 255, 16_383, 16_384, 1 << 32, UInt64.max]
        var writer = ByteWriter()
        for value in values { writer.appendVarint(value) }
        try writer.bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            for value in values { XCTAssertEqual(try reader.readVarint(), value) }
            XCTAssertTrue(reader.isAtEnd)
        }
    }

    func testTruncatedVarintIsAnErrorNotACrash() {
        let threw = [UInt8](arrayLiteral: 0x80, 0x80).withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            return (try? reader.readVarint()) == nil
        }
        XCTAssertTrue(threw)
    }

    func testPostingsRoundTripWithFrequenciesAndPositions() throws {
        let documents: [(document: UInt32, positions: [UInt32])] = [(0, [3]), (5, [1, 2, 90]), (6, [0]), (1_000_000, [7, 700_000])]
        try withEncodedPostings(documents) { list, _ in
            let decoded = try list.decodeDocuments(documentCount: 1_000_001)
            XCTAssertEqual(decoded.documents, documents.map(\.document))
            XCTAssertEqual(decoded.frequencies, documents.map { UInt32($0.positions.count) })
            var cursor = try PostingsCursor(list, documentCount: 1_000_001)
            var buffer: [UInt32] = []
            for (_, expected) in documents {
                XCTAssertTrue(try cursor.next())
                try cursor.readPositions(into: &buffer)
                XCTAssertEqual(buffer, expected)
            }
            XCTAssertFalse(try cursor.next())
            XCTAssertThrowsError(try list.decodeDocuments(documentCount: 1000), "ids past the document count are refused")
        }
    }

    func testGroupedEntriesEncodeAsTheirDocumentsAddedOneByOne() {
        let documents: [(document: UInt32, positions: [UInt32])] = (0..<300).map { index -> (document: UInt32, positions: [UInt32]) in
            let positions: [UInt32] = index % 7 == 0 ? [3, 40, 41] : [UInt32(index % 90)]
            return (UInt32(index * 5), positions)
        }
        var one = PostingsEncoder(), grouped = PostingsEncoder()
        for (document, positions) in documents {
            one.addDocument(document, termFrequency: positions.count)
            one.addPositions(positions)
        }
        let entries = documents.flatMap { document, positions in positions.map { UInt64(document) << 32 | UInt64($0) } }
        entries.withUnsafeBufferPointer { grouped.addDocuments(positionEntries: $0) }
        let expected = one.encode(), actual = grouped.encode()
        XCTAssertEqual(actual.docs, expected.docs)
        XCTAssertEqual(actual.positions, expected.positions)
        XCTAssertEqual(grouped.documentFrequency, documents.count)
    }

    func testPostingsWhereEveryFrequencyIsOneCodeNoFrequencies() throws {
        var single = PostingsEncoder(), mixed = PostingsEncoder()
        for document in stride(from: UInt32(0), to: 4000, by: 7) {
            single.addDocument(document, termFrequency: 1)
            single.addPositions([document % 50])
            mixed.addDocument(document, termFrequency: document == 7 ? 2 : 1)
            mixed.addPositions(document == 7 ? [1, 9] : [document % 50])
        }
        let singleStreams = single.encode(), mixedDocs = mixed.encode().docs
        XCTAssertLessThan(singleStreams.docs.count, mixedDocs.count, "no bit per document for the frequency")
        try singleStreams.docs.withUnsafeBytes { docs in
            let decoded = try singleStreams.positions.withUnsafeBytes { positions in
                try PostingList(documentFrequency: single.documentFrequency, docs: docs, positions: positions).decodeDocuments(documentCount: 4000)
            }
            XCTAssertEqual(decoded.documents, Array(stride(from: UInt32(0), to: 4000, by: 7)))
            XCTAssertTrue(decoded.frequencies.allSatisfy { $0 == 1 })
        }
    }

    func testDictionaryFindsEveryTermAndNothingElse() throws {
        let keys = (0..<500).map { [UInt8(2), UInt8(1)] + Array("词\($0 * 3)".utf8) }.sorted { TermKey.compare($0, $1) < 0 }
        let present = Set(keys)
        var dictionary = DictionaryWriter()
        var encoder = PostingsEncoder()
        for (index, key) in keys.enumerated() {
            for document in 0..<UInt32(index % 40 + 1) {
                encoder.addDocument(document * 2, termFrequency: 1)
                encoder.addPositions([UInt32(index)])
            }
            dictionary.add(key: key, postings: &encoder)
        }
        dictionary.finish()
        try dictionary.blocks.bytes.withUnsafeBytes { blocks in
            try dictionary.blockOffsets.bytes.withUnsafeBytes { offsets in
                try dictionary.docs.bytes.withUnsafeBytes { docs in
                    try dictionary.positions.bytes.withUnsafeBytes { positions in
                        let reader = DictionaryReader(blocks: blocks, blockOffsets: offsets, docs: docs, positions: positions)
                        XCTAssertGreaterThan(reader.blockCount, 10)
                        for (index, key) in keys.enumerated() {
                            let list = try XCTUnwrap(try reader.lookup(key), "\(index)")
                            XCTAssertEqual(list.documentFrequency, index % 40 + 1)
                        }
                        XCTAssertNil(try reader.lookup([2, 1] + Array("词1".utf8)))
                        XCTAssertNil(try reader.lookup([0]))
                        XCTAssertNil(try reader.lookup([3, 9]))
                        // Near misses: one byte more or less at the end, a prefix, an extension.
                        for key in keys {
                            var above = key, below = key
                            above[above.count - 1] &+= 1
                            below[below.count - 1] &-= 1
                            for probe in [above, below, Array(key.dropLast()), key + [0], key + [0xFF]] {
                                XCTAssertEqual(try reader.lookup(probe) != nil, present.contains(probe), "\(probe)")
                            }
                        }
                    }
                }
            }
        }
    }
}
