@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A list whose positions end its segment's positions section, with only the trailer after them:
/// the reader loads eight bytes past the list's last block there (`PostingList.positionsSlack`)
/// yet decodes nothing but the list's own bits, and still refuses a block cut short.
final class PositionsAtSectionEndTests: XCTestCase {
    /// Documents 0, 2, 4 … with 1 to 9 positions each, gaps up to 2^12.
    private func sample(count: Int) -> [(document: UInt32, positions: [UInt32])] {
        (0..<count).map { index in
            var position: UInt32 = 0
            let positions = (0..<(index % 9 + 1)).map { step -> UInt32 in
                position += UInt32(1 << ((index + step) % 13))
                return position
            }
            return (UInt32(index * 2), positions)
        }
    }

    /// The list's positions followed by a trailer's worth of one bits, which would read as
    /// values if the reader decoded past the list's end.
    private func withListAtSectionEnd(_ entries: [(document: UInt32, positions: [UInt32])], droppingLastBytes dropped: Int = 0,
                                      _ body: (PostingList) throws -> Void) throws {
        var encoder = PostingsEncoder()
        for entry in entries {
            encoder.addDocument(entry.document, termFrequency: entry.positions.count)
            encoder.addPositions(entry.positions)
        }
        let streams = encoder.encode()
        let mapped = streams.positions + [UInt8](repeating: 0xFF, count: SegmentLayout.trailerSize)
        try streams.docs.withUnsafeBytes { docs in
            try mapped.withUnsafeBytes { bytes in
                let positions = UnsafeRawBufferPointer(rebasing: bytes[..<(streams.positions.count - dropped)])
                try body(PostingList(documentFrequency: entries.count, docs: docs, positions: positions,
                                     positionsSlack: bytes.count - positions.count))
            }
        }
    }

    func testEveryPositionOfAListEndingTheSectionComesBackExactly() throws {
        for count in [1, 5, 128, 129, 300] {
            let entries = sample(count: count)
            try withListAtSectionEnd(entries) { list in
                var cursor = try PostingsCursor(list, documentCount: 2 * count)
                var positions: [UInt32] = []
                for (index, entry) in entries.enumerated() {
                    XCTAssertTrue(try cursor.next())
                    if index % 2 == 0 {
                        try cursor.readPositions(into: &positions)
                        XCTAssertEqual(positions, entry.positions, "document \(entry.document) of \(count)")
                    } else {
                        try cursor.beginWalk()
                        for target in entry.positions {
                            XCTAssertEqual(cursor.position(atLeast: UInt64(target)), UInt64(target), "document \(entry.document) of \(count)")
                        }
                        XCTAssertNil(cursor.position(atLeast: UInt64(entry.positions.last ?? 0) + 1), "no position past the document's last")
                    }
                }
                XCTAssertFalse(try cursor.next())
            }
        }
    }

    func testAOneBlockListCutShortBeforeTheTrailerIsRefused() throws {
        let entries = sample(count: 40)
        try withListAtSectionEnd(entries, droppingLastBytes: 1) { list in
            var cursor = try PostingsCursor(list, documentCount: 80)
            var positions: [UInt32] = []
            XCTAssertThrowsError(try {
                while try cursor.next() { try cursor.readPositions(into: &positions) }
            }(), "the one bits after the cut are the trailer's, not the list's")
        }
    }
}
