import Glibc
import LLRBParser

/// Finding text as a reader types it in text as OCR printed it: whitespace is ignored on both
/// sides, since OCR puts spaces inside words (`复 工复产`) and the parser joins a paragraph's
/// wrapped lines, while a reader copies a phrase without them.
enum SpacedText {
    /// The ranges of `text` that read `needle` once whitespace is dropped from both, each from
    /// its first non-space character to its last, in order and not overlapping. None for a
    /// needle of nothing but whitespace. Walked over the text's UTF-8 (a page corrected 100,000
    /// times looks for a word in its article 100,000 times): its first character is found by
    /// `memchr`, the rest compared a scalar at a time.
    static func ranges(of needle: String, in text: String) -> [Range<String.Index>] {
        let wanted = Array(needle.unicodeScalars.filter { !isWhitespace($0) })
        guard let first = wanted.first else { return [] }
        let lead = Array(String(first).utf8)
        var contiguous = text
        let offsets = contiguous.withUTF8 { bytes -> [Range<Int>] in
            var found: [Range<Int>] = []
            var start = 0
            while let begin = Self.firstOffset(of: lead, in: bytes, from: start) {
                var index = begin + lead.count
                var matched = 1
                while matched < wanted.count, index < bytes.count {
                    guard let (value, length) = UTF8Walk.scalar(in: bytes, at: index) else { break }
                    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                    if isWhitespace(scalar) {
                        index += length
                        continue
                    }
                    guard scalar == wanted[matched] else { break }
                    matched += 1
                    index += length
                }
                if matched == wanted.count {
                    found.append(begin..<index)
                    start = index
                } else {
                    start = begin + lead.count
                }
            }
            return found
        }
        let utf8 = text.utf8
        return offsets.map { utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound) }
    }

    /// Where `sequence` (a scalar's UTF-8, so never found inside another scalar) first starts in
    /// `bytes` from `start` on: its lead byte found by `memchr`, the rest compared.
    private static func firstOffset(of sequence: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let lead = sequence.first else { return nil }
        var from = start
        while from + sequence.count <= bytes.count, let hit = memchr(base + from, Int32(lead), bytes.count - sequence.count + 1 - from) {
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if (1..<sequence.count).allSatisfy({ bytes[offset + $0] == sequence[$0] }) { return offset }
            from = offset + 1
        }
        return nil
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Whether the two read the same once whitespace is dropped.
    static func equal(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.filter { !isWhitespace($0) }.elementsEqual(right.unicodeScalars.filter { !isWhitespace($0) })
    }
}
