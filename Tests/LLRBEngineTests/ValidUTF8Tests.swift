@testable import LLRBEngine
import XCTest

/// `ValidUTF8` refuses exactly what the standard library's checked constructor refuses.
final class ValidUTF8Tests: XCTestCase {
    func testWhatIsNotUTF8IsRefusedAndWhatIsIsKeptByteForByte() {
        let refused: [[UInt8]] = [
            [0xC0, 0x80],             // an overlong NUL
            [0xE0, 0x80, 0xAF],       // an overlong slash
            [0xED, 0xA0, 0x80],       // a surrogate
            [0xE4, 0xB8],             // a CJK character cut short
            [0xF4, 0x90, 0x80, 0x80], // past U+10FFFF
            [0x80],                   // a continuation byte alone
            [0x61, 0xFF, 0x62],
        ]
        for bytes in refused {
            XCTAssertNil(ValidUTF8.string(bytes[...]), "\(bytes)")
            XCTAssertNil(String(validating: bytes, as: UTF8.self), "the standard library agrees: \(bytes)")
        }
        for text in ["", "a", "复工复产", "é😀\u{7F}\u{85}", String(repeating: "吕梁", count: 40)] {
            XCTAssertEqual(ValidUTF8.string(Array(text.utf8)[...]), text)
        }
    }

    func testRandomBytesAreJudgedAsTheStandardLibraryJudgesThem() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[0x61], [0xE5, 0x90, 0x95], [0xE5], [0x90], [0xF0, 0x9F, 0x98, 0x80], [0xC3, 0xA9], [0xED, 0xB0, 0x80], [0xFF]]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator) ?? [] }
            XCTAssertEqual(ValidUTF8.string(bytes[...]), String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
