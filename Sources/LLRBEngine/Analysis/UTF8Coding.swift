/// Minimal UTF-8 decoding and encoding over raw pointers, for the analyzer's hot loop.
enum UTF8Coding {
    /// The replacement for a malformed byte; it analyzes as punctuation.
    static let replacement: UInt32 = 0xFFFD

    /// Decodes the non-ASCII scalar starting at `index` (whose lead byte is ≥ 0x80).
    /// Malformed input gives U+FFFD and a length of 1, so the scan always moves on.
    @inline(__always)
    static func decodeNonASCII(_ base: UnsafePointer<UInt8>, at index: Int, count: Int)
        -> (scalar: UInt32, length: Int) {
        let lead = UInt32(base[index])
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = lead & 0x1F
        case 0xE0...0xEF: length = 3; scalar = lead & 0x0F
        case 0xF0...0xF4: length = 4; scalar = lead & 0x07
        default: return (replacement, 1)
        }
        guard index + length <= count else { return (replacement, 1) }
        for offset in 1..<length {
            let next = UInt32(base[index + offset])
            guard next & 0xC0 == 0x80 else { return (replacement, 1) }
            scalar = scalar << 6 | (next & 0x3F)
        }
        return (scalar, length)
    }

    /// Decodes the scalar at `index`, whatever its length: ASCII and the three-byte characters
    /// of a Chinese page inline, from one 4-byte load where four bytes remain, the rest by
    /// `decodeNonASCII`. For the loops that read every character of the stored texts
    /// (`TextSymbolCounts`, `CodedText`), which must see only real characters: bytes that
    /// spell a surrogate or a value past U+10FFFF (not valid UTF-8, but a damaged source segment
    /// a merge reads could hold them) give U+FFFD.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(base[index])
        if lead < 0x80 { return (lead, 1) }
        let word = index &+ 4 <= count ? UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)) : 0
        // 1110xxxx 10xxxxxx 10xxxxxx, first byte lowest.
        let (scalar, length) = word & 0xC0_C0F0 == 0x80_80E0
            ? ((word & 0x0F) << 12 | (word >> 2) & 0xFC0 | (word >> 16) & 0x3F, 3)
            : decodeNonASCII(base, at: index, count: count)
        return scalar &- 0xD800 < 0x800 || scalar > 0x10_FFFF ? (replacement, length) : (scalar, length)
    }

    /// The UTF-8 of `scalar` packed into an integer, first byte lowest, and its length: how the
    /// analyzer carries CJK characters and bigrams (`CJKRun`), so a bigram is two shifts and an or.
    @inline(__always)
    static func packed(_ scalar: UInt32) -> (utf8: UInt64, count: Int) {
        let value = UInt64(scalar)
        switch scalar {
        case 0..<0x80:
            return (value, 1)
        case 0x80..<0x800:
            return (0xC0 | value >> 6 | (0x80 | value & 0x3F) << 8, 2)
        case 0x800..<0x10000:
            return (0xE0 | value >> 12 | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
        default:
            return (0xF0 | value >> 18 | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                | (0x80 | value & 0x3F) << 24, 4)
        }
    }

    /// Writes the UTF-8 of `scalar` at `destination` (room for 4 bytes) and returns its length.
    @inline(__always)
    static func encode(_ scalar: UInt32, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        let (utf8, count) = packed(scalar)
        unpack(utf8, count: count, into: destination)
        return count
    }

    /// Writes the first `count` bytes of packed UTF-8 (`packed`) at `destination`.
    @inline(__always)
    static func unpack(_ utf8: UInt64, count: Int, into destination: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count { destination[index] = UInt8(truncatingIfNeeded: utf8 >> (8 * UInt64(index))) }
    }

    /// Packs up to eight bytes of UTF-8 into an integer, first byte lowest (`packed`).
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var utf8: UInt64 = 0
        for index in 0..<min(8, bytes.count) { utf8 |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        return utf8
    }
}
