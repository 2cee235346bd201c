/// How stored texts are kept small (docs/FORMAT.md, "Records"): the page text is mostly CJK,
/// three bytes a character in UTF-8, mixed with ASCII digits and punctuation, two bytes each in
/// UTF-16. This code gives ASCII one byte and every character of the blocks a Chinese page
/// uses (CJK ideographs and punctuation, general punctuation, full-width forms, Latin-1) two,
/// so a body takes about 0.68 of its UTF-8 bytes. Every other character is escaped and kept as
/// UTF-8, so any string round-trips exactly.
enum CompactText {
    /// The blocks with two-byte codes: lead bytes `first...last` stand for the scalars from `base`
    /// on, 256 a lead byte.
    private struct Block {
        var first: UInt8, last: UInt8, base: UInt32
    }

    private static let ideographs = Block(first: 0x80, last: 0xEF, base: 0x3000)
    private static let punctuation = Block(first: 0xF0, last: 0xF7, base: 0x2000)
    private static let fullWidth = Block(first: 0xF8, last: 0xF8, base: 0xFF00)
    private static let latin1 = Block(first: 0xF9, last: 0xF9, base: 0x0080)
    /// Followed by one scalar's UTF-8 bytes.
    private static let escape: UInt8 = 0xFF

    /// The block that gives a scalar a two-byte code, if one does.
    @inline(__always)
    private static func block(of scalar: UInt32) -> Block? {
        switch scalar {
        case 0x3000...0x9FFF: ideographs
        case 0x2000...0x27FF: punctuation
        case 0xFF00...0xFFFF: fullWidth
        case 0x0080...0x017F: latin1
        default: nil
        }
    }

    /// The block a lead byte belongs to, if any.
    @inline(__always)
    private static func block(ofLead lead: UInt8) -> Block? {
        switch lead {
        case 0x80...0xEF: ideographs
        case 0xF0...0xF7: punctuation
        case 0xF8: fullWidth
        case 0xF9: latin1
        default: nil
        }
    }

    /// The number of bytes of a UTF-8 sequence that starts with `lead`.
    @inline(__always)
    private static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar of valid UTF-8 whose lead byte (≥ 0x80) is at `index`, and the bytes it takes
    /// there (fewer when the text ends first).
    @inline(__always)
    private static func scalar(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (scalar: UInt32, length: Int) {
        let lead = utf8[index]
        let length = min(sequenceLength(lead), utf8.count - index)
        var scalar = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<max(1, length) { scalar = scalar << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (scalar, length)
    }

    /// The most bytes the compact form of `count` bytes of UTF-8 takes (an escaped two-byte
    /// sequence takes three).
    static func maximumEncodedCount(_ count: Int) -> Int {
        count + count / 2 + 1
    }

    /// Writes the compact form of valid UTF-8 to `output`, which has room for
    /// `maximumEncodedCount`; returns the bytes written.
    static func encode(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        var written = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let lead = base[index]
            if lead < 0x80 {
                output[written] = lead
                written += 1
                index += 1
                continue
            }
            if isIdeographLead(UInt64(lead)), index + 2 < count {
                index = encodeIdeographRun(base, from: index, count: count, into: output, written: &written)
                continue
            }
            let (scalar, length) = scalar(at: index, in: utf8)
            if let block = block(of: scalar) {
                let offset = scalar - block.base
                output[written] = block.first + UInt8(truncatingIfNeeded: offset >> 8)
                output[written + 1] = UInt8(truncatingIfNeeded: offset)
                written += 2
            } else {
                output[written] = escape
                for offset in 0..<length { output[written + 1 + offset] = utf8[index + offset] }
                written += 1 + length
            }
            index += length
        }
        return written
    }

    /// Encodes the ideographs from `index` on, as many as follow one another, and returns
    /// where they end. They are most of a page and come in runs, so this is the hot loop of
    /// storing records: two characters a step, read as one word and written as one, where
    /// eight bytes can be read (a third of the instructions of a byte-by-byte step), then one.
    @inline(__always)
    private static func encodeIdeographRun(_ base: UnsafePointer<UInt8>, from start: Int, count: Int,
                                           into output: UnsafeMutablePointer<UInt8>, written: inout Int) -> Int {
        var index = start
        var end = written
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            guard isIdeographLead(word & 0xFF), isIdeographLead(word &>> 24 & 0xFF) else { break }
            let pair = UInt32(ideographCode(word)) &<< 16 | UInt32(ideographCode(word &>> 24))
            UnsafeMutableRawPointer(output + end).storeBytes(of: pair.bigEndian, as: UInt32.self)
            end &+= 4
            index &+= 6
        }
        while index &+ 3 <= count, isIdeographLead(UInt64(base[index])) {
            let code = ideographCode(UInt64(base[index]) | UInt64(base[index &+ 1]) &<< 8 | UInt64(base[index &+ 2]) &<< 16)
            output[end] = UInt8(truncatingIfNeeded: code &>> 8)
            output[end &+ 1] = UInt8(truncatingIfNeeded: code)
            end &+= 2
            index &+= 3
        }
        written = end
        return index
    }

    /// Lead bytes E3...E9 begin the three-byte characters of the ideograph block.
    @inline(__always)
    private static func isIdeographLead(_ lead: UInt64) -> Bool {
        lead &- 0xE3 <= 0xE9 - 0xE3
    }

    /// The two bytes of the code of an ideograph-block character whose three UTF-8 bytes are the
    /// low ones of `word`, first byte lowest, as one big-endian value: the scalar minus U+3000,
    /// from lead byte 0x80 on (`ideographs`).
    @inline(__always)
    private static func ideographCode(_ word: UInt64) -> UInt16 {
        let scalar = (word & 0x0F) &<< 12 | (word &>> 8 & 0x3F) &<< 6 | word &>> 16 & 0x3F
        return UInt16(truncatingIfNeeded: scalar &- UInt64(ideographs.base) &+ UInt64(ideographs.first) &<< 8)
    }

    /// The most UTF-8 bytes that `count` compact bytes decode to.
    static func maximumUTF8Count(_ count: Int) -> Int {
        count + count / 2 + 3
    }

    /// Writes the UTF-8 of compact bytes to `output`, which has room for `maximumUTF8Count`;
    /// returns the bytes written. Damaged input (checksums make it unlikely) decodes to U+FFFD
    /// where a code is unknown or cut short, never past either buffer.
    static func decode(_ compact: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let input = compact.baseAddress?.assumingMemoryBound(to: UInt8.self), let out = output.baseAddress else { return 0 }
        var written = 0
        var index = 0
        let count = compact.count
        let common = ideographs
        while index < count {
            let lead = input[index]
            if lead < 0x80 {
                out[written] = lead
                written += 1
                index += 1
            } else if lead <= common.last, index + 1 < count {
                // The common case, inline: every ideograph-block scalar takes three UTF-8 bytes.
                let scalar = common.base + (UInt32(lead &- common.first) << 8 | UInt32(input[index + 1]))
                putThreeBytes(scalar, out + written)
                written += 3
                index += 2
            } else if lead == escape, index + 1 < count, input[index + 1] >= 0xC0,
                      index + 1 + sequenceLength(input[index + 1]) <= count {
                let length = sequenceLength(input[index + 1])
                (out + written).update(from: input + index + 1, count: length)
                written += length
                index += 1 + length
            } else if index + 1 < count, let block = block(ofLead: lead) {
                let scalar = block.base + (UInt32(lead - block.first) << 8 | UInt32(input[index + 1]))
                if scalar < 0x800 {
                    out[written] = UInt8(0xC0 | scalar >> 6)
                    out[written + 1] = UInt8(0x80 | scalar & 0x3F)
                    written += 2
                } else {
                    putThreeBytes(scalar, out + written)
                    written += 3
                }
                index += 2
            } else {
                putThreeBytes(0xFFFD, out + written)
                written += 3
                index = count
            }
        }
        return written
    }

    /// The UTF-8 of a scalar from U+0800 to U+FFFF.
    @inline(__always)
    private static func putThreeBytes(_ scalar: UInt32, _ out: UnsafeMutablePointer<UInt8>) {
        out[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
        out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
        out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
    }

    /// The string that compact bytes encode.
    static func string(_ compact: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: maximumUTF8Count(compact.count)) { decode(compact, into: $0) }
    }
}
