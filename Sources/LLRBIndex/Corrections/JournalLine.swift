import Foundation
import LLRBEngine

/// One line of the corrections journal: a JSON object with its CRC-32 as the last key,
/// `{…,"crc32":"1a2b3c4d"}`, the checksum taken over the object without it
/// (docs/CORRECTIONS.md, "The journal"). A line is JSON any tool reads, and a flipped byte
/// anywhere in it is found. The journal's header and its corrections are sealed alike.
public enum JournalLine {
    /// `,"crc32":"` + eight hex digits + `"}`.
    private static let checksumKey = Array(#","crc32":""#.utf8)
    private static let suffixLength = checksumKey.count + 8 + 2
    /// The longest line a journal holds, its line break included: every writer refuses a
    /// correction whose line would be longer (`CorrectionError.lineTooLong`) before writing it,
    /// and the reader reports a longer line as damage rather than parse it, so a line is
    /// either read or never reported made. A correction is a few hundred bytes; a mebibyte
    /// holds a whole page retyped many times over.
    public static let maximumLength = 1 << 20

    static func encode(_ correction: Correction) -> [UInt8] {
        seal(correction.jsonLine)
    }

    /// `object` (a JSON object of one line) with its checksum, and the line break.
    static func seal(_ object: [UInt8]) -> [UInt8] {
        let checksum = String(CRC32.checksum(object), radix: 16)
        return object.dropLast() + checksumKey + Array((String(repeating: "0", count: 8 - checksum.count) + checksum).utf8)
            + Array(#""}"#.utf8) + [0x0A]
    }

    /// The correction a line holds (without its line break), or why it cannot be read.
    static func decode(_ line: ArraySlice<UInt8>) -> Result<Correction, JournalDamage.Reason> {
        guard line.count < maximumLength else { return .failure(.tooLong) }
        switch unseal(line) {
        case .failure(let reason): return .failure(reason)
        case .success(let parsed):
            guard let correction = Correction(journalObject: parsed) else { return .failure(.notACorrection) }
            return .success(correction)
        }
    }

    /// The JSON object a line holds, once its checksum is found to match.
    static func unseal(_ line: ArraySlice<UInt8>) -> Result<JournalObject, JournalDamage.Reason> {
        guard line.count > suffixLength + 2, line.last == UInt8(ascii: "}"),
              line.dropLast(10).suffix(checksumKey.count).elementsEqual(checksumKey),
              let stored = UInt32(String(decoding: line.suffix(10).prefix(8), as: UTF8.self), radix: 16) else {
            return .failure(.noChecksum)
        }
        let object = Array(line.dropLast(suffixLength)) + [UInt8(ascii: "}")]
        guard CRC32.checksum(object) == stored else { return .failure(.checksumDiffers) }
        let (read, tooDeep) = JournalObjectParser.object(object[...])
        guard !tooDeep, let parsed = read
                ?? (try? JSONSerialization.jsonObject(with: Data(object)) as? [String: Any]).flatMap(JournalObject.init(foundation:)) else {
            return .failure(.notACorrection)
        }
        return .success(parsed)
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

    /// 1-based, counted in the file.
    public var line: Int
    public var reason: Reason
}
