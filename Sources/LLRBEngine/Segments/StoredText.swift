/// Stored texts (docs/FORMAT.md, "Records"): each in its shorter form, CompactText or UTF-8,
/// and a field text in its segment's `TextCode`, so that stored documents take a fraction of
/// their UTF-8 and a search reads a field without decoding the rest.
extension ByteWriter {
    /// `varint (length << 1 | compact)`, then the bytes: CompactText when that is shorter, else
    /// the UTF-8 as it is.
    package mutating func appendText(_ text: String) {
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

    /// `varint (length << 1)`, then the UTF-8 as it is: a field text as a maker's encoding
    /// (llrb's `StoredPayload.encode`) leaves it for the segment writer to code (`CodedText`).
    package mutating func appendUTF8Text(_ utf8: UnsafeBufferPointer<UInt8>) {
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

    package mutating func appendTexts(_ texts: [String]) {
        appendVarint(texts.count)
        for text in texts { appendText(text) }
    }
}

/// A stored text as it lies in the record: UTF-8, CompactText, or, for a field text, coded in
/// its segment's `TextCode`.
package struct StoredText {
    package enum Form {
        case utf8, compact
        case coded(TextCode)
    }

    package var bytes: UnsafeRawBufferPointer
    package var form: Form

    package var string: String {
        get throws(FormatError) {
            switch form {
            case .utf8: String(decoding: bytes, as: UTF8.self)
            case .compact: CompactText.string(bytes)
            case .coded: try withUTF8 { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    /// Calls `body` with the text's UTF-8: the stored bytes themselves when they are UTF-8.
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(FormatError) -> Result {
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

extension ByteReader {
    package mutating func readStoredText() throws(FormatError) -> StoredText {
        let header = try readVarint()
        return StoredText(bytes: try readBytes(Int(clamping: header >> 1)), form: header & 1 == 1 ? .compact : .utf8)
    }

    /// A field text, whose flag bit means coded in `code` rather than CompactText.
    package mutating func readFieldText(code: TextCode) throws(FormatError) -> StoredText {
        let header = try readVarint()
        return StoredText(bytes: try readBytes(Int(clamping: header >> 1)), form: header & 1 == 1 ? .coded(code) : .utf8)
    }

    package mutating func readText() throws(FormatError) -> String {
        try readStoredText().string
    }

    package mutating func readTexts() throws(FormatError) -> [String] {
        var texts: [String] = []
        for _ in 0..<(try readCount(atMost: remaining)) { texts.append(try readText()) }
        return texts
    }
}
