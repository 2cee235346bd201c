import Foundation
import LLRBIndex
import XCTest

final class IngestContentHashTests: XCTestCase {
    func testSameBytesSameHashAndAnyChangeChangesIt() {
        let text = Data(String(repeating: "复工复产 2020 ", count: 100).utf8)
        XCTAssertEqual(ContentHash.of(text), ContentHash.of(Data(text)))
        var seen: Set<UInt64> = [ContentHash.of(text)]
        for index in stride(from: 0, to: text.count, by: 97) {
            var changed = text
            changed[index] ^= 0x01
            XCTAssertTrue(seen.insert(ContentHash.of(changed)).inserted, "flipping byte \(index)")
        }
        XCTAssertTrue(seen.insert(ContentHash.of(text.dropLast())).inserted)
    }

    func testEveryShortLengthHashesDifferently() {
        var seen: Set<UInt64> = []
        let zeros = Data(count: 64)
        for length in 0...64 {
            XCTAssertTrue(seen.insert(ContentHash.of(zeros.prefix(length))).inserted, "length \(length)")
        }
    }

    /// The hash is stored in the index: it must not change between runs or builds. The expected
    /// values come from a separate transcription of the algorithm (Python, arbitrary precision).
    func testValueIsPinned() {
        XCTAssertEqual(String(ContentHash.of(Data("复工复产".utf8)), radix: 16), "7d25d65bb8e9c40")
        XCTAssertEqual(String(ContentHash.of(Data(String(repeating: "复工复产 2020 ", count: 3).utf8)), radix: 16),
                       "7a5af667e4c4a153", "several 16-byte blocks and a tail")
    }
}
