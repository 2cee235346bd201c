@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The table-driven CRC-32 is the bit-by-bit one (IEEE 802.3, reflected), for every length
/// around its step sizes and from any starting checksum.
final class ChecksumTests: XCTestCase {
    /// The definition: one bit at a time.
    private func bitwise(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        var state = ~crc
        for byte in bytes {
            state ^= UInt32(byte)
            for _ in 0..<8 { state = state & 1 == 1 ? state >> 1 ^ 0xEDB8_8320 : state >> 1 }
        }
        return ~state
    }

    func testEveryLengthUpToFourStepsMatchesTheBitwiseChecksum() {
        var generator = SplitMix(seed: 32)
        for length in 0...70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let start = UInt32.random(in: 0...UInt32.max, using: &generator)
            XCTAssertEqual(CRC32.checksum(bytes), bitwise(bytes), "\(length) bytes")
            XCTAssertEqual(bytes.withUnsafeBytes { CRC32.checksum($0, continuing: start) }, bitwise(bytes, continuing: start),
                           "\(length) bytes after another checksum")
        }
    }

    func testUnalignedBytesMatchTheBitwiseChecksum() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for offset in 0..<8 {
            let slice = Array(bytes[offset...])
            let viaOffset = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            XCTAssertEqual(viaOffset, bitwise(slice), "from byte \(offset)")
        }
    }
}
