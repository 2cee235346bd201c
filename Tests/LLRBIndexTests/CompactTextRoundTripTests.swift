import XCTest
@testable import LLRBIndex

/// The compact form of stored texts gives back exactly the UTF-8 it was made from, whatever the
/// mix of scripts and wherever a run of ideographs starts or ends.
final class CompactTextRoundTripTests: XCTestCase {
    private func roundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var text = text
        text.withUTF8 { utf8 in
            let compact = [UInt8](unsafeUninitializedCapacity: CompactText.maximumEncodedCount(utf8.count)) { buffer, count in
                count = buffer.baseAddress.map { CompactText.encode(utf8, into: $0) } ?? 0
            }
            XCTAssertLessThanOrEqual(compact.count, CompactText.maximumEncodedCount(utf8.count), file: file, line: line)
            let decoded = compact.withUnsafeBytes { CompactText.string($0) }
            XCTAssertEqual(Array(decoded.utf8), Array(utf8), file: file, line: line)
        }
    }

    func testRunsOfIdeographsOfEveryLengthAndOffsetComeBackExactly() {
        let ideographs = Array("高质量发展全面建成小康社会、。「」營商環境〇々")
        for prefix in ["", "a", "ab", "é", "—", "５"] {
            for length in 0...ideographs.count {
                for suffix in ["", "x", "1年", "ü", "😀", "，"] {
                    roundTrip(prefix + String(ideographs.prefix(length)) + suffix)
                }
            }
        }
    }

    func testMixedScriptTextComesBackExactly() {
        var generator = SplitMix(seed: 0xC0DE)
        for _ in 0..<300 {
            roundTrip(String(decoding: MixedScriptText.make(using: &generator), as: UTF8.self))
        }
    }

    func testIdeographsTakeTwoBytesEach() {
        var text = "吕梁日报社出版〇"
        let count = text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompactText.maximumEncodedCount(utf8.count)) { buffer in
                buffer.baseAddress.map { CompactText.encode(utf8, into: $0) } ?? 0
            }
        }
        XCTAssertEqual(count, 2 * text.count)
    }
}
