@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The fixed-width values of format 6's postings blocks, written by `BitWriter` and read back by
/// `PackedValues`, one at a time and a block at a time, near the end of their bytes too.
final class PackedValuesTests: XCTestCase {
    private let values: [UInt32] = [0, 1, 2, 3, 7, 8, 127, 128, 1000, 65_535, 1 << 20, 1 << 31, UInt32.max]

    private func packed(_ values: [UInt32], width: Int, after prefix: Int = 0) -> [UInt8] {
        var writer = BitWriter()
        writer.sink.appendBits(0xA5 & (1 << UInt64(prefix) - 1), count: prefix)
        for value in values { writer.sink.appendBits(UInt64(value), count: width) }
        writer.sink.alignToByte()
        return Array(writer.bytes)
    }

    func testEveryWidthRoundTripsAtEveryBitOffset() {
        for width in 0...PackedValues.maximumWidth {
            let fitting = values.map { width == 32 ? $0 : $0 & (UInt32(1) << UInt32(width) - 1) }
            for prefix in [0, 3, 8] {
                let bytes = packed(fitting, width: width, after: prefix)
                XCTAssertEqual(bytes.count, (prefix + fitting.count * width + 7) / 8)
                bytes.withUnsafeBytes { raw in
                    let reader = PackedValues(raw, startBit: prefix, width: width)
                    for (index, value) in fitting.enumerated() {
                        XCTAssertEqual(reader.value(index), value, "width \(width), prefix \(prefix), index \(index)")
                    }
                    var unpacked: [UInt32] = []
                    reader.unpackPairs(fitting.count, firstWidth: width) { index, value, none in
                        XCTAssertEqual(index, unpacked.count)
                        XCTAssertEqual(none, 0)
                        unpacked.append(value)
                    }
                    XCTAssertEqual(unpacked, fitting, "width \(width), prefix \(prefix)")
                }
            }
        }
    }

    func testPairsOfEveryWidthComeBackApart() {
        let firsts: [UInt32] = [0, 1, 5, 1 << 20, UInt32.max, 77]
        let seconds: [UInt32] = [3, 0, UInt32.max, 1, 1 << 31, 9]
        for (firstWidth, secondWidth) in [(0, 0), (0, 3), (7, 0), (13, 6), (20, 37 - 20), (25, 32), (32, 32)] {
            func fit(_ value: UInt32, _ width: Int) -> UInt32 { width == 32 ? value : value & (UInt32(1) << UInt32(width) - 1) }
            var writer = BitWriter()
            for (first, second) in zip(firsts, seconds) {
                writer.sink.appendBits(UInt64(fit(first, firstWidth)), count: firstWidth)
                writer.sink.appendBits(UInt64(fit(second, secondWidth)), count: secondWidth)
            }
            let bytes = writer.finish()
            for trailing in [0, 8] {
                (bytes + [UInt8](repeating: 0xFF, count: trailing)).withUnsafeBytes { raw in
                    var pairs: [(UInt32, UInt32)] = []
                    PackedValues(raw, startBit: 0, width: firstWidth + secondWidth).unpackPairs(firsts.count, firstWidth: firstWidth) {
                        pairs.append(($1, $2))
                    }
                    XCTAssertEqual(pairs.map(\.0), firsts.map { fit($0, firstWidth) }, "widths \(firstWidth), \(secondWidth)")
                    XCTAssertEqual(pairs.map(\.1), seconds.map { fit($0, secondWidth) }, "widths \(firstWidth), \(secondWidth)")
                }
            }
        }
    }

    func testValuesInTheLastBytesAreReadWithoutLoadingPastThem() {
        // Fewer than eight bytes in all: every value takes the path that loads byte by byte.
        let small: [UInt32] = [5, 0, 31, 17, 9]
        let bytes = packed(small, width: 5)
        XCTAssertEqual(bytes.count, 4)
        bytes.withUnsafeBytes { raw in
            let reader = PackedValues(raw, startBit: 0, width: 5)
            XCTAssertEqual((0..<small.count).map(reader.value), small)
            var unpacked: [UInt32] = []
            reader.unpackPairs(small.count, firstWidth: 5) { _, value, _ in unpacked.append(value) }
            XCTAssertEqual(unpacked, small)
        }
    }

    func testWidthsAreThoseOfTheLargestValue() {
        XCTAssertEqual(PackedValues.width(of: 0), 0)
        XCTAssertEqual(PackedValues.width(of: 1), 1)
        XCTAssertEqual(PackedValues.width(of: 255), 8)
        XCTAssertEqual(PackedValues.width(of: 256), 9)
        XCTAssertEqual(PackedValues.width(of: UInt32.max), 32)
        XCTAssertEqual(PackedValues.byteCount(values: 128, width: 0), 0)
        XCTAssertEqual(PackedValues.byteCount(values: 3, width: 3), 2)
    }

    func testAWriterGrowsPastItsFirstBufferWithoutLosingBits() {
        let many = (0..<20_000).map { UInt32(($0 * 7919) % 5000) }
        let bytes = packed(many, width: 13)
        XCTAssertGreaterThan(bytes.count, 4096)
        bytes.withUnsafeBytes { raw in
            let reader = PackedValues(raw, startBit: 0, width: 13)
            XCTAssertTrue((0..<many.count).allSatisfy { reader.value($0) == many[$0] })
        }
    }

    func testAlignmentKeepsRoomAsTheWriterGrows() {
        // Each group is 7 bits padded to a byte, so every byte comes from `alignToByte` alone,
        // with no full word stored in between: its own room check is all that keeps the eight
        // spare bytes its next store needs, past the first buffer of 256 bytes.
        var writer = BitWriter()
        for index in 0..<3000 {
            writer.sink.appendBits(UInt64(index % 128), count: 7)
            writer.sink.alignToByte()
            XCTAssertGreaterThanOrEqual(writer.sink.capacity - writer.sink.count, 8, "after \(index + 1) bytes")
        }
        XCTAssertEqual(Array(writer.bytes), (0..<3000).map { UInt8($0 % 128) })
    }
}
