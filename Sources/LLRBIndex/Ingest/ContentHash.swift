import Foundation

/// A fast 64-bit fingerprint of a file's bytes, so that re-ingesting an unchanged file is
/// skipped and article ids stay the same whatever the path. Not cryptographic.
///
/// Sixteen bytes at a time, little-endian, are folded into the state with a 64×64→128-bit
/// multiply whose halves are xor-ed (the mixing step of the wyhash family; this is our own
/// arrangement of it, about as fast as memory can be read). The value is stored in the index,
/// so it must never change: it does not depend on platform or run.
public enum ContentHash {
    private static let seed: UInt64 = 0x243F_6A88_85A3_08D3
    private static let blockKey: UInt64 = 0xA076_1D64_78BD_642F
    private static let tailKey: UInt64 = 0xE703_7ED1_A0B4_28DB
    private static let finalKey: UInt64 = 0x8EBC_6AF0_9C88_C6E3

    /// The fingerprint of a file's bytes.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    public static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { of($0) }
    }

    /// The fingerprint of a page's text as UTF-8: a page's identity, whatever encoding, byte
    /// order mark or line endings its file was saved with. For a file whose bytes are its text
    /// (UTF-8 with LF endings, most pages) it equals `of(data)`, so those are not read again.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    public static func of(text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    /// The fingerprint of bytes in memory (a mapped file, a buffer).
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var state = seed ^ UInt64(truncatingIfNeeded: count) &* finalKey
        var index = 0
        while index + 16 <= count {
            let first = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let second = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            state = mix(first ^ blockKey, second ^ state)
            index += 16
        }
        var tail: (UInt64, UInt64) = (0, 0)
        for offset in 0..<(count - index) {
            let byte = UInt64(bytes[index + offset])
            if offset < 8 {
                tail.0 |= byte << (8 * offset)
            } else {
                tail.1 |= byte << (8 * (offset - 8))
            }
        }
        state = mix(tail.0 ^ tailKey, tail.1 ^ state ^ UInt64(count - index))
        return mix(state ^ finalKey, UInt64(truncatingIfNeeded: count) ^ blockKey)
    }

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
