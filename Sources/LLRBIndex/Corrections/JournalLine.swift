import Foundation

/// One line of the corrections journal: a correction's JSON object with its CRC-32 as the last
/// key, `{…,"crc32":"1a2b3c4d"}`, the checksum taken over the object without it
/// (docs/CORRECTIONS.md, "The journal"). A line is JSON any tool reads, and a flipped byte
/// anywhere in it is found.
enum JournalLine {
    /// `,"crc32":"` + eight hex digits + `"}`.
    private static let checksumKey = Array(#","crc32":""#.utf8)
    private static let suffixLength = checksumKey.count + 8 + 2
    /// The longest line read: a correction is a few hundred bytes, and a line past this (a
    /// hand edit, damage) is reported instead of parsed, so that the journal costs each reader
    /// little.
    static let maximumLength = 64 << 10

    static func encode(_ correction: Correction) -> [UInt8] {
        let object = correction.jsonLine
        let checksum = String(CRC32.checksum(object), radix: 16)
        return object.dropLast() + checksumKey + Array((String(repeating: "0", count: 8 - checksum.count) + checksum).utf8)
            + Array(#""}"#.utf8) + [0x0A]
    }

    /// The correction a line holds (without its line break), or why it cannot be read.
    static func decode(_ line: ArraySlice<UInt8>) -> Result<Correction, JournalDamage.Reason> {
        guard line.count > suffixLength + 2, line.last == UInt8(ascii: "}"),
              line.dropLast(10).suffix(checksumKey.count).elementsEqual(checksumKey),
              let stored = UInt32(String(decoding: line.suffix(10).prefix(8), as: UTF8.self), radix: 16) else {
            return .failure(.noChecksum)
        }
        let object = Array(line.dropLast(suffixLength)) + [UInt8(ascii: "}")]
        guard CRC32.checksum(object) == stored else { return .failure(.checksumDiffers) }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(object)) as? [String: Any],
              let correction = Correction(jsonObject: parsed) else {
            return .failure(.notACorrection)
        }
        return .success(correction)
    }
}

/// A line of the journal that cannot be read, for `check` and `corrections`.
public struct JournalDamage: Hashable, Sendable {
    public enum Reason: Error, Sendable {
        case noChecksum
        case checksumDiffers
        case notACorrection
        case tooLong
    }

    /// 1-based.
    public var line: Int
    public var reason: Reason
}
