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
        var written = 0
        var index = 0
        let count = utf8.count
        let ideographLead = ideographs.first
        while index < count {
            let lead = utf8[index]
            if lead < 0x80 {
                output[written] = lead
                written += 1
                index += 1
                continue
            }
            // The common case, inline: leads E3...E9 with two more bytes are the ideograph block,
            // and such characters come in runs. The code is the scalar minus U+3000 from lead
            // byte 0x80 on: lead nibble - 3 and the top four of the next six bits, then the rest.
            if lead >= 0xE3, lead <= 0xE9, index + 2 < count {
                var next = lead
                repeat {
                    let middle = utf8[index &+ 1] & 0x3F
                    output[written] = ideographLead &+ (((next & 0x0F) &- 3) &<< 4 | middle &>> 2)
                    output[written &+ 1] = (middle & 0x03) &<< 6 | utf8[index &+ 2] & 0x3F
                    written &+= 2
                    index &+= 3
                    guard index &+ 2 < count else { break }
                    next = utf8[index]
                } while next >= 0xE3 && next <= 0xE9
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
