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
    /// Chinese text go), `separator` between two texts, decoded from their UTF-8 by hand into
    /// one buffer: the reader decodes every article, and `String.UnicodeScalarView`'s iterator
    /// with appends cost it a third. Where a character something of `openings` opens with
    /// stands is noted in `noted`, ascending: the reader chooses its visits among those.
    init(scalarsOf texts: [String], separator: Unicode.Scalar, noting openings: Openings, in noted: inout [Int]) {
        let capacity = texts.reduce(texts.count) { $0 + $1.utf8.count }
        // Each position noted is a three-byte character's, so a third of the bytes hold them all.
        let notes = UnsafeMutableBufferPointer<Int>.allocate(capacity: capacity / 3 + 1)
        defer { notes.deallocate() }
        var notedCount = 0
        self.init(unsafeUninitializedCapacity: capacity) { buffer, count in
            for text in texts {
                if count > 0 {
                    buffer[count] = separator
                    count += 1
                }
                let decoded = text.utf8.withContiguousStorageIfAvailable { bytes in
                    Self.decode(bytes, into: buffer, at: count, noting: openings, in: notes, count: &notedCount)
                }
                count = decoded ?? [UInt8](text.utf8).withUnsafeBufferPointer { bytes in
                    Self.decode(bytes, into: buffer, at: count, noting: openings, in: notes, count: &notedCount)
                }
            }
        }
        noted.append(contentsOf: notes[0..<notedCount])
    }

    /// Decodes valid UTF-8 into `buffer` from `start`, noting openings as it goes; where it
    /// ends. A loop over raw pointers that writes each scalar's value unchecked (the input is a
    /// String's valid UTF-8), with everything but the common case, a three-byte scalar past
    /// U+3000, kept out of line so that the loop holds its state in registers. It costs some
    /// 30 instructions a character, the floor of decoding a byte at a time (bench/stages).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>,
                               at start: Int, noting openings: Openings, in noted: UnsafeMutableBufferPointer<Int>,
                               count notedCount: inout Int) -> Int {
        guard let source = bytes.baseAddress, let base = buffer.baseAddress, let notes = noted.baseAddress else { return start }
        return base.withMemoryRebound(to: UInt32.self, capacity: buffer.count) { values in
            openings.withTable { table in
                var count = start
                var index = 0
                var noting = notedCount
                let end = bytes.count
                while index < end {
                    let lead = UInt32(source[index])
                    if lead & 0xF0 == 0xE0, index &+ 2 < end {
                        let value = (lead & 0x0F) << 12 | UInt32(source[index &+ 1] & 0x3F) << 6 | UInt32(source[index &+ 2] & 0x3F)
                        // Past U+3000, no whitespace; from valid UTF-8, no surrogate.
                        if value > 0x3000 {
                            index &+= 3
                            if Openings.marksSomething(value, in: table) {
                                notes[noting] = count
                                noting &+= 1
                            }
                            values[count] = value
                            count &+= 1
                            continue
                        }
                    }
                    (index, count) = decodeOther(source, at: index, end: end, into: values, at: count)
                }
                notedCount = noting
                return count
            }
        }
    }

    /// The scalar at `index` of any other length, written unless it is whitespace; where the
    /// next scalar starts and where the next is written.
    @inline(never)
    private static func decodeOther(_ source: UnsafePointer<UInt8>, at index: Int, end: Int,
                                    into values: UnsafeMutablePointer<UInt32>, at count: Int) -> (Int, Int) {
        let lead = UInt32(source[index])
        if lead < 0x80 {
            // ASCII: digits, Latin letters and OCR's spaces between Chinese characters.
            guard lead != 0x20, !(0x09...0x0D).contains(lead) else { return (index + 1, count) }
            values[count] = lead
            return (index + 1, count + 1)
        }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= end else { return (end, count) }
        var value = lead & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(source[index + offset] & 0x3F) }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        guard !SnippetBuilder.isWhitespace(scalar) else { return (index + length, count) }
        values[count] = scalar.value
        return (index + length, count + 1)
    }
}
