import Glibc
import LLRBEngine
import LLRBParser

/// The building blocks of a stored record (docs/FORMAT.md, "Records"): texts in their shorter
/// form, signed numbers, line ranges, and presence bits for optional values, so that a record
/// takes a fraction of its JSON and decodes without a parser.
extension ByteWriter {
    /// Zigzag, so that small negative numbers stay small: 0, -1, 1, -2 … become 0, 1, 2, 3 ….
    mutating func appendSigned(_ value: Int) {
        appendVarint(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))
    }

    /// The first line, then how many lines further the last is.
    mutating func appendLines(_ lines: SourceLines) {
        appendSigned(lines.first)
        appendSigned(lines.last &- lines.first)
    }

    /// One bit per optional value, lowest first: set when the value follows.
    mutating func appendPresence(_ present: Bool...) {
        var bits: UInt64 = 0
        for (index, isPresent) in present.enumerated() where isPresent { bits |= 1 << UInt64(index) }
        appendVarint(bits)
    }
}

/// Which optional values of a record follow (ByteWriter.appendPresence).
struct Presence {
    let bits: UInt64

    subscript(_ index: Int) -> Bool {
        bits & 1 << UInt64(index) != 0
    }
}

extension ByteReader {
    mutating func readSigned() throws(FormatError) -> Int {
        let zigzag = try readVarint()
        let value = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
        guard let result = Int(exactly: value) else { throw FormatError("a stored number is out of range") }
        return result
    }

    mutating func readLines() throws(FormatError) -> SourceLines {
        let first = try readSigned()
        var lines = SourceLines(line: first)
        lines.last = first &+ (try readSigned())
        return lines
    }

    mutating func readPresence() throws(FormatError) -> Presence {
        Presence(bits: try readVarint())
    }

    /// The value when its presence bit is set, else nil.
    mutating func read<Value>(if present: Bool, _ read: (inout ByteReader) throws(FormatError) -> Value) throws(FormatError) -> Value? {
        present ? try read(&self) : nil
    }
}

extension String {
    /// The texts between line feeds, empty ones kept, as the writer joined them: cut at the
    /// byte, since a Character split would keep `\r` and `\n` together as one `\r\n`.
    var lineFeedSeparated: [String] {
        var text = self
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 10 {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Whether this text is `parts` joined by line feeds, none of them holding one: then
    /// `lineFeedSeparated` gives them back. Compares bytes in place, joining nothing.
    func isLineFeedJoined(_ parts: [String]) -> Bool {
        var text = self
        return text.withUTF8 { whole in
            var offset = 0
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    guard offset < whole.count, whole[offset] == 10 else { return false }
                    offset += 1
                }
                var part = part
                let matched = part.withUTF8 { bytes in
                    guard bytes.count <= whole.count - offset else { return false }
                    guard let start = bytes.baseAddress, let wholeStart = whole.baseAddress else { return true }
                    return memchr(start, 10, bytes.count) == nil && memcmp(wholeStart + offset, start, bytes.count) == 0
                }
                guard matched else { return false }
                offset += part.utf8.count
            }
            return offset == whole.count
        }
    }
}
