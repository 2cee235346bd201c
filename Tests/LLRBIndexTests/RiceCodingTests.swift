import XCTest
@testable import LLRBIndex

final class RiceCodingTests: XCTestCase {
    private let values: [UInt32] = [0, 1, 2, 3, 7, 8, 127, 128, 1000, 65_535, 1 << 20, 1 << 31, UInt32.max]

    func testEveryParameterRoundTripsSmallAndHugeValues() throws {
        for k in [3, 8, 17, 31] {
            var writer = BitWriter()
            writer.sink.appendBits(0xA5, count: 8)
            for value in values where value >> UInt32(k) < 4096 { writer.sink.append(value, parameter: k) }
            let bytes = writer.finish()
            XCTAssertEqual(bytes.first, 0xA5)
            try bytes.withUnsafeBytes { raw in
                var reader = BitReader(raw, startingAtByte: 1)
                for value in values where value >> UInt32(k) < 4096 {
                    XCTAssertEqual(try reader.read(parameter: k), value, "k \(k)")
                }
                XCTAssertTrue(reader.isAtEnd)
            }
        }
    }

    func testLongUnaryRunsCrossWordBoundaries() throws {
        let runs: [UInt32] = [0, 55, 56, 57, 63, 64, 65, 200, 1000, 3]
        var writer = BitWriter()
        for value in runs { writer.sink.append(value, parameter: 0) }
        let bytes = writer.finish()
        try bytes.withUnsafeBytes { raw in
            var reader = BitReader(raw, startingAtByte: 0)
            for value in runs { XCTAssertEqual(try reader.read(parameter: 0), value) }
            XCTAssertTrue(reader.isAtEnd)
        }
    }

    func testAWriterGrowsPastItsFirstBufferWithoutLosingBits() throws {
        let values = (0..<20_000).map { UInt32(($0 * 7919) % 5000) }
        var writer = BitWriter()
        for value in values { writer.sink.append(value, parameter: 9) }
        let bytes = writer.finish()
        XCTAssertGreaterThan(bytes.count, 4096)
        try bytes.withUnsafeBytes { raw in
            var reader = BitReader(raw, startingAtByte: 0)
            for value in values { XCTAssertEqual(try reader.read(parameter: 9), value) }
            XCTAssertTrue(reader.isAtEnd)
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
        XCTAssertEqual(writer.finish(), (0..<3000).map { UInt8($0 % 128) })
    }

    func testTheParameterFromTheMeanCodesNoLongerThanItsNeighbours() {
        for spread in [3, 40, 300, 70_000] {
            let gaps: [UInt32] = (0..<500).map { UInt32(($0 * 7919) % spread) }
            let parameter = RiceCoding.parameter(sum: gaps.reduce(0) { $0 + UInt64($1) }, count: gaps.count)
            func bits(_ k: Int) -> Int { gaps.reduce(0) { $0 + Int($1 >> UInt32(k)) + 1 + k } }
            XCTAssertLessThanOrEqual(bits(parameter), bits(parameter + 1), "spread \(spread)")
            if parameter > 0 { XCTAssertLessThanOrEqual(bits(parameter), bits(parameter - 1), "spread \(spread)") }
        }
        XCTAssertEqual(RiceCoding.parameter(sum: 0, count: 3), 0)
        XCTAssertEqual(RiceCoding.parameter(sum: UInt64(UInt32.max), count: 1, limit: 6), 6)
    }

    func testTruncatedOrZeroStreamsAreErrorsNotCrashesOrHangs() {
        var writer = BitWriter()
        writer.sink.append(1 << 30, parameter: 20)
        let bytes = writer.finish()
        for cut in 0..<bytes.count {
            let threw = Array(bytes.prefix(cut)).withUnsafeBytes { raw in
                var reader = BitReader(raw, startingAtByte: 0)
                return (try? reader.read(parameter: 20)) == nil
            }
            XCTAssertTrue(threw, "cut at \(cut)")
        }
        let zeros = [UInt8](repeating: 0, count: 4096).withUnsafeBytes { raw in
            var reader = BitReader(raw, startingAtByte: 0)
            return (try? reader.read(parameter: 0)) == nil
        }
        XCTAssertTrue(zeros)
    }

    func testAValuePastUInt32IsRefused() {
        let bytes: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        let threw = bytes.withUnsafeBytes { raw in
            var reader = BitReader(raw, startingAtByte: 0)
            return (try? reader.read(parameter: 31)) == nil
        }
        XCTAssertTrue(threw)
    }
}
