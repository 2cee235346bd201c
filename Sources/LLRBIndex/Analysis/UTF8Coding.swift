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

    /// Writes the UTF-8 of `scalar` at `destination` (room for 4 bytes) and returns its length.
    @inline(__always)
    static func encode(_ scalar: UInt32, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            destination[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            destination[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            destination[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            destination[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        default:
            destination[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            destination[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            destination[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
