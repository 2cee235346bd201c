import Glibc
import LLRBParser

/// The building blocks of a stored record (docs/FORMAT.md, "Records"): texts in their shorter
/// form, signed numbers, line ranges, and presence bits for optional values, so that a record
/// takes a fraction of its JSON and decodes without a parser.
extension ByteWriter {
    /// `varint (length << 1 | compact)`, then the bytes: CompactText when that is shorter, else
    /// the UTF-8 as it is.
    mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompactText.maximumEncodedCount(utf8.count)) { buffer in
                if let start = buffer.baseAddress, case let compactCount = CompactText.encode(utf8, into: start),
                   compactCount < utf8.count {
                    appendVarint(compactCount << 1 | 1)
                    bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: compactCount))
                } else {
                    appendVarint(utf8.count << 1)
                    bytes.append(contentsOf: utf8)
                }
            }
        }
    }

    /// `varint (length << 1)`, then the UTF-8 as it is: a field text as `StoredPayload.encode`
    /// leaves it for the segment writer to code (`CodedText`).
    mutating func appendUTF8Text(_ utf8: UnsafeBufferPointer<UInt8>) {
        appendVarint(utf8.count << 1)
        bytes.append(contentsOf: utf8)
    }

    /// A field text in the segment's code (flag bit set) when that is shorter than its UTF-8,
    /// else the UTF-8 (also when the code has no escape and lacks one of its characters, which a
    /// code this llrb builds never does); `scratch` is reused from call to call.
    mutating func appendFieldText(_ utf8: UnsafeBufferPointer<UInt8>, coding encoder: CodedText.Encoder, scratch: inout [UInt8]) {
        let capacity = CodedText.Encoder.maximumEncodedCount(utf8.count)
        if scratch.count < capacity { scratch = [UInt8](repeating: 0, count: max(capacity, 2 * scratch.count)) }
        let coded = scratch.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { encoder.encode(utf8, into: $0) } }
        guard let coded, case let length = Self.varintLength(coded.characters) + coded.bytes, length < utf8.count else {
            return appendUTF8Text(utf8)
        }
        appendVarint(length << 1 | 1)
        appendVarint(coded.characters)
        bytes.append(contentsOf: scratch[0..<coded.bytes])
    }

    mutating func appendTexts(_ texts: [String]) {
        appendVarint(texts.count)
        for text in texts { appendText(text) }
    }

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

/// A stored text as it lies in the record: UTF-8, CompactText, or, for a field text, coded in
/// its segment's `TextCode`.
struct StoredText {
    enum Form {
        case utf8, compact
        case coded(TextCode)
    }

    var bytes: UnsafeRawBufferPointer
    var form: Form

    var string: String {
        get throws(FormatError) {
            switch form {
            case .utf8: String(decoding: bytes, as: UTF8.self)
            case .compact: CompactText.string(bytes)
            case .coded: try withUTF8 { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    /// Calls `body` with the text's UTF-8: the stored bytes themselves when they are UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(FormatError) -> Result {
        switch form {
        case .utf8:
            return body(bytes.assumingMemoryBound(to: UInt8.self))
        case .compact:
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompactText.maximumUTF8Count(bytes.count)) { buffer in
                body(UnsafeBufferPointer(rebasing: buffer[0..<CompactText.decode(bytes, into: buffer)]))
            }
        case .coded(let code):
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: try CodedText.maximumUTF8Count(bytes)) { buffer throws(FormatError) in
                body(UnsafeBufferPointer(rebasing: buffer[0..<(try CodedText.decode(bytes, code: code, into: buffer))]))
            }
        }
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
    mutating func readStoredText() throws(FormatError) -> StoredText {
        let header = try readVarint()
        return StoredText(bytes: try readBytes(Int(clamping: header >> 1)), form: header & 1 == 1 ? .compact : .utf8)
    }

    /// A field text, whose flag bit means coded in `code` rather than CompactText.
    mutating func readFieldText(code: TextCode) throws(FormatError) -> StoredText {
        let header = try readVarint()
        return StoredText(bytes: try readBytes(Int(clamping: header >> 1)), form: header & 1 == 1 ? .coded(code) : .utf8)
    }

    mutating func readText() throws(FormatError) -> String {
        try readStoredText().string
    }

    mutating func readTexts() throws(FormatError) -> [String] {
        var texts: [String] = []
        for _ in 0..<(try readCount(atMost: remaining)) { texts.append(try readText()) }
        return texts
    }

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
