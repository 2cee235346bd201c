@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A section's checksum made from its pieces' checksums (`CRC32.combine`) is the checksum of
/// its bytes read through, whatever the pieces' lengths, empty ones included.
final class ChecksumCombineTests: XCTestCase {
    func testCombinedChecksumsEqualTheChecksumOfTheJoinedBytes() {
        var generator = SplitMix(seed: 11)
        for length in [0, 1, 3, 8, 9, 64, 255, 1000, 4095, 4096, 4097, 70_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for cut in Set([0, length / 3, length / 2, length]) {
                let first = CRC32.checksum(Array(bytes[..<cut]))
                let second = CRC32.checksum(Array(bytes[cut...]))
                XCTAssertEqual(CRC32.combine(first, second, lengthOfB: length - cut), CRC32.checksum(bytes),
                               "\(length) bytes cut at \(cut)")
            }
        }
    }

    func testPiecesBeyondTheShiftTablesCombineToo() {
        let piece = [UInt8](repeating: 0xA5, count: 1 << 20)
        var joined: [UInt8] = []
        var combined = CRC32.checksum([])
        let pieceCRC = CRC32.checksum(piece)
        for _ in 0..<17 {
            joined += piece
            combined = CRC32.combine(combined, pieceCRC, lengthOfB: piece.count)
        }
        XCTAssertEqual(CRC32.combine(CRC32.checksum([7]), CRC32.checksum(joined), lengthOfB: joined.count),
                       CRC32.checksum([7] + joined), "a piece of 17 MB, past what the tables cover")
        XCTAssertEqual(combined, CRC32.checksum(joined))
    }

    func testKnownCheckValueSurvivesCombining() {
        let digits = Array("123456789".utf8)
        XCTAssertEqual(CRC32.checksum(digits), 0xCBF4_3926)
        XCTAssertEqual(CRC32.combine(CRC32.checksum(Array(digits[..<4])), CRC32.checksum(Array(digits[4...])), lengthOfB: 5),
                       0xCBF4_3926)
    }
}
