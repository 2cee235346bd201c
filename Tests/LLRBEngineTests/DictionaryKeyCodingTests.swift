@testable import LLRBEngine
import XCTest

final class DictionaryKeyCodingTests: XCTestCase {
    func testKeysComeBackWhateverTheyShare() throws {
        let keys: [[UInt8]] = [[2, 1, 0xE5, 0x8F, 0x91, 0xE5, 0xB1, 0x95], [2, 1, 0xE5, 0x8F, 0x91, 0xE5, 0xB8, 0x83],
                               [2, 1, 0xE5, 0x8F, 0x91, 0xE6, 0x80, 0x00], [2, 1, 0xE5, 0x8F, 0x92, 0x00, 0x00, 0x00],
                               [2, 1, 0xE5, 0x8F, 0x92, 0x00, 0x00, 0x00, 0x01], [2, 3], [2, 3, 0x35, 0x67], [3]]
        var writer = ScratchRecords()
        var previous: [UInt8] = []
        for key in keys {
            key.withUnsafeBytes { key in
                previous.withUnsafeBytes { previous in
                    writer.append(building: 64) { KeyCoding.append(key, after: previous, to: &$0) }
                }
            }
            previous = key
        }
        XCTAssertLessThan(writer.count, keys.reduce(0) { $0 + $1.count }, "shared prefixes and deltas save bytes")
        try writer.records.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            var key: [UInt8] = []
            for expected in keys {
                try KeyCoding.read(into: &key, from: &reader)
                XCTAssertEqual(key, expected)
            }
            XCTAssertTrue(reader.isAtEnd)
        }
    }

    func testADeltaPastTheKeyWidthIsAnError() {
        var writer = ByteWriter()
        writer.appendVarint(1 << 1 | 1)
        writer.appendVarint(0x1_0000)
        let threw = writer.bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            var key: [UInt8] = [2, 0xFF, 0xFF]
            return (try? KeyCoding.read(into: &key, from: &reader)) == nil
        }
        XCTAssertTrue(threw)
    }
}
