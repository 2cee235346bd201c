import XCTest
@testable import LLRBIndex

/// The streaming cursors phrase matching walks lists with: every document comes back, and
/// skipping a document's positions lands exactly where reading them would have.
final class PostingCursorTests: XCTestCase {
    /// Documents 0, 3, 6 … with 1 to 40 positions each, gaps from 1 to 2^21 so that codes
    /// take from a few bits to several bytes and documents end anywhere in a byte.
    private func sample() -> [(document: UInt32, positions: [UInt32])] {
        (0..<120).map { index in
            let count = index % 40 + 1
            var position: UInt32 = 0
            let positions = (0..<count).map { step -> UInt32 in
                position += UInt32(1 << ((index + step) % 22))
                return position
            }
            return (UInt32(index * 3), positions)
        }
    }

    private func withList(_ body: (PostingList) throws -> Void) throws {
        try withEncodedPostings(sample()) { list, _ in try body(list) }
    }

    func testDocumentCursorGivesEveryDocumentAndFrequency() throws {
        try withList { list in
            var cursor = DocumentCursor(list, documentCount: 1000)
            var seen: [(UInt32, UInt32)] = []
            while try cursor.next() { seen.append((cursor.document, cursor.frequency)) }
            XCTAssertEqual(seen.map(\.0), sample().map(\.document))
            XCTAssertEqual(seen.map(\.1), sample().map { UInt32($0.positions.count) })
            var short = DocumentCursor(list, documentCount: 300)
            XCTAssertThrowsError(try { while try short.next() {} }(), "ids past the document count are refused")
        }
    }

    func testSkippingSomeDocumentsReadsTheOthersExactly() throws {
        try withList { list in
            for stride in 1...5 {
                var cursor = PositionsCursor(list.positions)
                var buffer = [UInt32](repeating: 0, count: 64)
                for (index, entry) in sample().enumerated() {
                    let count = UInt32(entry.positions.count)
                    if index % stride == 0 {
                        try buffer.withUnsafeMutableBufferPointer { try cursor.read(count, filling: $0) }
                        XCTAssertEqual(Array(buffer[..<entry.positions.count]), entry.positions, "document \(index), stride \(stride)")
                    } else {
                        try cursor.skip(count)
                    }
                }
                XCTAssertTrue(cursor.isAtEnd)
            }
        }
    }

    func testSkippingPastTheEndIsAnError() throws {
        try withList { list in
            var cursor = PositionsCursor(list.positions)
            XCTAssertThrowsError(try cursor.skip(UInt32(sample().reduce(0) { $0 + $1.positions.count } + 1)))
        }
    }
}
