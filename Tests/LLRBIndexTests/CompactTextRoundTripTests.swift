@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The compact form of stored texts gives back exactly the UTF-8 it was made from, whatever the
/// mix of scripts and wherever a run of ideographs starts or ends.
final class CompactTextRoundTripTests: XCTestCase {
    /// Encodes into a buffer with a guard region after the promised maximum, so that writing
    /// past `maximumEncodedCount` shows as a changed guard byte instead of corrupting memory.
    private func roundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var text = text
        text.withUTF8 { utf8 in
            let maximum = CompactText.maximumEncodedCount(utf8.count)
            let guardBytes = 64
            var written = 0
            var buffer = [UInt8](repeating: 0xA5, count: maximum + guardBytes)
            buffer.withUnsafeMutableBufferPointer { buffer in
                written = buffer.baseAddress.map { CompactText.encode(utf8, into: $0) } ?? 0
            }
            XCTAssertLessThanOrEqual(written, maximum, file: file, line: line)
            XCTAssertEqual(buffer[maximum...].filter { $0 != 0xA5 }.count, 0, "bytes written past the maximum", file: file, line: line)
            let compact = Array(buffer.prefix(written))
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
