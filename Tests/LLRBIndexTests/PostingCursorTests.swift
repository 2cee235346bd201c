@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The cursor phrase matching walks lists with: every document comes back, leaping through the
/// skip table lands on the first document at or after the target, and the positions of the
/// documents read are exact however many were passed over.
final class PostingCursorTests: XCTestCase {
    /// Documents 0, 3, 6 … with 1 to 40 positions each, gaps from 1 to 2^21 so that codes
    /// take from a few bits to several bytes; 700 documents make six blocks.
    private func sample(count: Int = 700) -> [(document: UInt32, positions: [UInt32])] {
        (0..<count).map { index in
            let positionCount = index % 40 + 1
            var position: UInt32 = 0
            let positions = (0..<positionCount).map { step -> UInt32 in
                position += UInt32(1 << ((index + step) % 22))
                return position
            }
            return (UInt32(index * 3), positions)
        }
    }

    func testNextGivesEveryDocumentFrequencyAndPosition() throws {
        for count in [1, 127, 128, 129, 700] {
            try withEncodedPostings(sample(count: count)) { list, _ in
                var cursor = try PostingsCursor(list, documentCount: 3 * count)
                var positions: [UInt32] = []
                for entry in sample(count: count) {
                    XCTAssertTrue(try cursor.next())
                    XCTAssertEqual(cursor.document, entry.document)
                    try cursor.readPositions(into: &positions)
                    XCTAssertEqual(positions, entry.positions, "document \(entry.document) of \(count)")
                }
                XCTAssertFalse(try cursor.next())
                var short = try PostingsCursor(list, documentCount: 3 * count - 3)
                XCTAssertThrowsError(try { while try short.next() {} }(), "ids past the document count are refused")
            }
        }
    }

    /// Skewed blocks, where the encoder's room reserved per block is tightest: 127 gaps of 0
    /// and one near 2^32 (a gap parameter of 25 and a unary part over 63 bits), positions with
    /// one huge gap among small ones, and both in a list's only block and in a longer list.
    func testSkewedBlocksComeBackExactly() throws {
        let huge = UInt32.max - 200
        for count in [128, 300] {
            let documents = (0..<count).map { index -> (document: UInt32, positions: [UInt32]) in
                let positions: [UInt32] = index % 2 == 0 ? [0, 1, 2, 4_000_000_000] : [UInt32(index)]
                return (index == count - 1 ? huge : UInt32(index), positions)
            }
            try assertReadBack(documents, documentCount: Int(huge) + 1, "of \(count)")
        }
    }

    /// Encodes `entries` and reads every one back with `next()`: its document and positions.
    private func assertReadBack(_ entries: [(document: UInt32, positions: [UInt32])], documentCount: Int, _ label: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        try withEncodedPostings(entries) { list, _ in
            var cursor = try PostingsCursor(list, documentCount: documentCount)
            var positions: [UInt32] = []
            for entry in entries {
                XCTAssertTrue(try cursor.next(), file: file, line: line)
                XCTAssertEqual(cursor.document, entry.document, file: file, line: line)
                try cursor.readPositions(into: &positions)
                XCTAssertEqual(positions, entry.positions, "document \(entry.document) \(label)", file: file, line: line)
            }
            XCTAssertFalse(try cursor.next(), file: file, line: line)
        }
    }

    func testAdvancingToSomeDocumentsReadsTheirPositionsExactly() throws {
        let entries = sample()
        try withEncodedPostings(entries) { list, _ in
            for stride in [1, 2, 5, 130, 300] {
                var cursor = try PostingsCursor(list, documentCount: 3000)
                var positions: [UInt32] = []
                for (index, entry) in entries.enumerated() where index % stride == stride - 1 {
                    XCTAssertTrue(try cursor.advance(to: max(entry.document, 1) - 1), "stride \(stride)")
                    XCTAssertEqual(cursor.document, entry.document, "a target between documents lands on the next")
                    XCTAssertTrue(try cursor.advance(to: entry.document))
                    XCTAssertEqual(cursor.document, entry.document, "advancing to the current document stays")
                    try cursor.readPositions(into: &positions)
                    XCTAssertEqual(positions, entry.positions, "document \(entry.document), stride \(stride)")
                }
                XCTAssertFalse(try cursor.advance(to: 3 * 700), "no document after the last")
            }
        }
    }

    /// A dense list (a document in most ids) codes its gaps with parameter 0, which decodes on a
    /// path of its own: with one or two positions a document (frequency parameter 0 too), and
    /// with up to a dozen.
    func testADenseListComesBackWhole() throws {
        for (count, most) in [(100, 2), (128, 2), (129, 2), (1000, 2), (129, 12), (1000, 12)] {
            let dense = (0..<count).filter { $0 % 7 != 3 }.map { index -> (document: UInt32, positions: [UInt32]) in
                let occurrences = index % 3 == 0 ? most : 1
                let positions = (0..<occurrences).map { UInt32(index % 5 + 9 * $0) }
                return (UInt32(index), positions)
            }
            try assertReadBack(dense, documentCount: count, "of \(count)")
        }
    }

    func testWalkingFindsTheFirstPositionAtOrAfterEachTarget() throws {
        let entries = sample()
        try withEncodedPostings(entries) { list, _ in
            var cursor = try PostingsCursor(list, documentCount: 3000)
            for (index, entry) in entries.enumerated() where index % 3 == 0 {
                XCTAssertTrue(try cursor.advance(to: entry.document))
                // Each position, and one just after each where a gap allows it, ascending.
                let targets = Array(Set(entry.positions + entry.positions.map { $0 + 1 })).sorted()
                try cursor.beginWalk()
                for target in targets {
                    let expected = entry.positions.first { $0 >= target }.map(UInt64.init)
                    XCTAssertEqual(cursor.position(atLeast: UInt64(target)), expected, "document \(entry.document), target \(target)")
                }
            }
        }
    }

    func testAWalkStoppedEarlyLeavesTheNextDocumentsPositionsIntact() throws {
        let entries = sample()
        try withEncodedPostings(entries) { list, _ in
            var cursor = try PostingsCursor(list, documentCount: 3000)
            var positions: [UInt32] = []
            for (index, entry) in entries.enumerated() {
                XCTAssertTrue(try cursor.advance(to: entry.document))
                if index % 2 == 0 {
                    try cursor.beginWalk()
                    XCTAssertEqual(cursor.position(atLeast: 0), entry.positions.first.map(UInt64.init))
                } else {
                    try cursor.readPositions(into: &positions)
                    XCTAssertEqual(positions, entry.positions, "document \(entry.document)")
                }
            }
        }
    }

    func testPositionsThatDoNotAscendAreRefused() throws {
        try withEncodedPostings([(document: 0, positions: [5, 3])]) { list, _ in
            var cursor = try PostingsCursor(list, documentCount: 1)
            XCTAssertTrue(try cursor.next())
            var positions: [UInt32] = []
            XCTAssertThrowsError(try cursor.readPositions(into: &positions))
        }
    }

    func testABlockOfAnotherLengthThanItsWidthsSayIsRefused() throws {
        var encoder = PostingsEncoder()
        for document in stride(from: UInt32(0), to: 40, by: 3) { encoder.addDocument(document, termFrequency: Int(document % 4) + 1) }
        let docs = encoder.encode().docs
        var wider = docs
        wider[0] += 1
        for damaged in [docs + [0], Array(docs.dropLast()), wider] {
            XCTAssertThrowsError(try damaged.withUnsafeBytes { raw in
                try PostingList(documentFrequency: 14, docs: raw, positions: UnsafeRawBufferPointer(start: nil, count: 0))
                    .decodeDocuments(documentCount: 40)
            })
        }
        XCTAssertEqual(try docs.withUnsafeBytes { raw in
            try PostingList(documentFrequency: 14, docs: raw, positions: UnsafeRawBufferPointer(start: nil, count: 0))
                .decodeDocuments(documentCount: 40).documents
        }, Array(stride(from: UInt32(0), to: 40, by: 3)))
    }

    /// Bytes damaged where no checksum is asked (a list handed to the cursor directly): every
    /// read either throws or returns, whatever the bytes say; nothing traps. 400 lists of one or
    /// several blocks, each with a few bytes of either stream changed at random.
    func testDamagedBlocksAreRefusedOrReadWithoutTrapping() {
        var random = SplitMix(seed: 20261124)
        var refused = 0
        for round in 0..<400 {
            let count = Int.random(in: 1...300, using: &random)
            var document: UInt32 = 0
            let entries = (0..<count).map { _ -> (document: UInt32, positions: [UInt32]) in
                document += UInt32.random(in: 1...40, using: &random)
                var position: UInt32 = 0
                let positions = (0..<Int.random(in: 1...6, using: &random)).map { _ -> UInt32 in
                    position += UInt32.random(in: 1...500, using: &random)
                    return position
                }
                return (document, positions)
            }
            var encoder = PostingsEncoder()
            for entry in entries {
                encoder.addDocument(entry.document, termFrequency: entry.positions.count)
                encoder.addPositions(entry.positions)
            }
            var (docs, positions) = encoder.encode()
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if round % 2 == 0 || positions.isEmpty {
                    docs[Int.random(in: 0..<docs.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                } else {
                    positions[Int.random(in: 0..<positions.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
            }
            let documentCount = Int(document) + 1
            let completed: Bool = docs.withUnsafeBytes { docs in
                positions.withUnsafeBytes { positions in
                    let list = PostingList(documentFrequency: count, docs: docs, positions: positions)
                    return (try? {
                        var cursor = try PostingsCursor(list, documentCount: documentCount)
                        var read: [UInt32] = []
                        var walked = false
                        while try cursor.next() {
                            if walked {
                                try cursor.beginWalk()
                                _ = cursor.position(atLeast: 100)
                                _ = cursor.position(atLeast: 1000)
                            } else {
                                try cursor.readPositions(into: &read)
                            }
                            walked.toggle()
                        }
                        return true
                    }()) ?? false
                }
            }
            if !completed { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 100, "most damage is refused")
    }

    func testALongListsBlocksAreCheckedWhenDecoded() throws {
        var encoder = PostingsEncoder()
        for entry in sample() {
            encoder.addDocument(entry.document, termFrequency: entry.positions.count)
            encoder.addPositions(entry.positions)
        }
        let streams = encoder.encode()
        var damaged = streams.docs
        damaged[damaged.count - 3] ^= 0x04
        try damaged.withUnsafeBytes { docs in
            try streams.positions.withUnsafeBytes { positions in
                let list = PostingList(documentFrequency: 700, docs: docs, positions: positions)
                XCTAssertNotNil(list.dictionaryChecksum(), "the skip table is whole")
                var cursor = try PostingsCursor(list, documentCount: 3000)
                XCTAssertTrue(try cursor.advance(to: 0), "the first block is sound")
                XCTAssertThrowsError(try cursor.advance(to: 3 * 699), "the last block fails its checksum")
            }
        }
    }
}
