import LLRBEngine
import LLRBIndex

/// An article's text as `OfficeReader` reads it: its scalars, OCR's spaces left out.
extension Array where Element == Unicode.Scalar {
    /// Whether `word` is printed at `index`.
    func spells(_ word: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, index + word.count <= count else { return false }
        for (offset, scalar) in word.enumerated() where self[index + offset] != scalar { return false }
        return true
    }

    /// Whether `word` is printed just before `index`.
    func spells(_ word: [Unicode.Scalar], endingAt index: Int) -> Bool {
        spells(word, at: index - word.count)
    }
}

extension Array where Element == Unicode.Scalar {
    /// The scalars of `texts` but whitespace (as snippets and kwic take it: OCR's spaces inside
    /// Chinese text go), `separator` between two texts,
    /// decoded from their UTF-8 by hand into one buffer: the reader decodes every article,
    /// and `String.UnicodeScalarView`'s iterator with appends cost it a third. Where a character
    /// something of `openings` opens with stands is noted in `opening`, ascending, so that the
    /// reader visits those and not the rest.
    init(scalarsOf texts: [String], separator: Unicode.Scalar, noting openings: Openings, in opening: inout [Int]) {
        let capacity = texts.reduce(texts.count) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: capacity) { buffer, count in
            for text in texts {
                if count > 0 {
                    buffer[count] = separator
                    count += 1
                }
                let decoded = text.utf8.withContiguousStorageIfAvailable { bytes in
                    Self.decode(bytes, into: buffer, at: count, noting: openings, in: &opening)
                }
                count = decoded ?? [UInt8](text.utf8).withUnsafeBufferPointer { bytes in
                    Self.decode(bytes, into: buffer, at: count, noting: openings, in: &opening)
                }
            }
        }
    }

    /// Decodes valid UTF-8 into `buffer` from `start`; where it ends.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>,
                               at start: Int, noting openings: Openings, in opening: inout [Int]) -> Int {
        var count = start
        var index = 0
        let end = bytes.count
        while index < end {
            let lead = UInt32(bytes[index])
            var value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else if lead >= 0xE0, lead < 0xF0, index + 2 < end {
                value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
                // Nearly every scalar of an article: past U+3000 (no whitespace) and, from a
                // String's valid UTF-8, no surrogate, so neither test below is needed.
                // Every character something opens with is an ideograph, so here.
                if value > 0x3000, let scalar = Unicode.Scalar(UInt16(truncatingIfNeeded: value)) {
                    if !openings.marks(scalar).isEmpty { opening.append(count) }
                    buffer[count] = scalar
                    count += 1
                    continue
                }
            } else {
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard index + length <= end else { break }
                value = lead & (0xFF >> (length + 1))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                index += length
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if !SnippetBuilder.isWhitespace(scalar) {
                buffer[count] = scalar
                count += 1
            }
        }
        return count
    }
}
