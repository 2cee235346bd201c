import Foundation

/// A fast 64-bit fingerprint of a file's bytes, so re-ingesting an unchanged file is skipped
/// and article ids stay the same whatever the path. Not cryptographic.
public enum ContentHash {
    public static func of(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
