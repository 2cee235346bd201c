/// A field text in a segment's `TextCode` (docs/FORMAT.md, "Records"): `varint character count`,
/// then the characters' codes, first bit highest, the last byte padded with zero bits; a
/// character the code lacks is the escape's code and its scalar in 21 bits.
enum CodedText {
    /// Looks characters' codes up for writing: a flat table for the Basic Multilingual Plane
    /// (the writer codes millions of characters a segment, one lookup each), a dictionary for
    /// the rest. Built once per segment written; readers never need it.
    package struct Encoder {
        /// Code << 5 | length per character below U+10000; 0 where the code has none.
        private var basic = [UInt32](repeating: 0, count: 0x10000)
        private var supplementary: [UInt32: UInt32] = [:]
        /// The escape's code << 5 | length, or 0 for a code without one (none this llrb writes).
        private var escape: UInt32 = 0

        init(_ code: TextCode) {
            code.forEachCode { scalar, bits, length in
                let packed = bits << 5 | UInt32(length)
                if scalar < 0x10000 {
                    basic[Int(scalar)] = packed
                } else if scalar == TextCode.escape {
                    escape = packed
                } else {
                    supplementary[scalar] = packed
                }
            }
        }

        /// The most bytes `encode` writes for `count` bytes of UTF-8: a character (one byte at
        /// least) takes 24 bits at most, or the escape's 24 and 21 more.
        static func maximumEncodedCount(_ count: Int) -> Int {
            6 * count + 8
        }

        /// Writes the codes of the characters of valid UTF-8 to `output` (room for
        /// `maximumEncodedCount`), first bit highest, the last byte padded with zero bits;
        /// returns how many characters and bytes that took, or nil when the code lacks one of
        /// the characters and has no escape. The hot loop of writing a segment: 32 bits are
        /// stored at a time.
        func encode(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> (characters: Int, bytes: Int)? {
            guard let base = utf8.baseAddress else { return (0, 0) }
            return basic.withUnsafeBufferPointer { table -> (characters: Int, bytes: Int)? in
                var pending: UInt64 = 0, pendingBits: UInt64 = 0
                var written = 0, characters = 0, index = 0
                let count = utf8.count
                /// Appends the low `bits` bits of `value` (at most 24), storing 32 once there are.
                @inline(__always)
                func put(_ value: UInt32, bits: UInt64) {
                    pending = pending &<< bits | UInt64(value)
                    pendingBits &+= bits
                    if pendingBits >= 32 {
                        pendingBits &-= 32
                        UnsafeMutableRawPointer(output + written)
                            .storeBytes(of: UInt32(truncatingIfNeeded: pending &>> pendingBits).bigEndian, as: UInt32.self)
                        written &+= 4
                    }
                }
                while index < count {
                    let (scalar, length) = UTF8Coding.decode(base, at: index, count: count)
                    let packed = scalar < 0x10000 ? table[Int(scalar)] : supplementary[scalar] ?? 0
                    if packed != 0 {
                        put(packed &>> 5, bits: UInt64(packed & 31))
                    } else {
                        guard escape != 0 else { return nil }
                        put(escape &>> 5, bits: UInt64(escape & 31))
                        put(scalar, bits: UInt64(TextCode.escapedBits))
                    }
                    characters &+= 1
                    index &+= length
                }
                while pendingBits >= 8 {
                    pendingBits -= 8
                    output[written] = UInt8(truncatingIfNeeded: pending &>> pendingBits)
                    written += 1
                }
                if pendingBits > 0 {
                    output[written] = UInt8(truncatingIfNeeded: pending &<< (8 - pendingBits))
                    written += 1
                }
                return (characters, written)
            }
        }
    }

    /// The most UTF-8 bytes a coded text decodes to: four a character.
    static func maximumUTF8Count(_ coded: UnsafeRawBufferPointer) throws(FormatError) -> Int {
        var reader = ByteReader(coded)
        return 4 * (try characterCount(&reader))
    }

    /// The character count a coded text starts with; each character takes a bit at least.
    private static func characterCount(_ reader: inout ByteReader) throws(FormatError) -> Int {
        try reader.readCount(atMost: 8 * reader.remaining)
    }

    /// Writes the UTF-8 of a coded text to `output` (room for `maximumUTF8Count`) and returns
    /// its length; throws for bits that are no code or run short of the character count.
    static func decode(_ coded: UnsafeRawBufferPointer, code: TextCode,
                       into output: UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Int {
        var reader = ByteReader(coded)
        let characters = try characterCount(&reader)
        guard let out = output.baseAddress, characters > 0 else { return 0 }
        guard characters * 4 <= output.count else { throw FormatError("a stored text is longer than its bytes allow") }
        var bits = BitWindow(coded, from: reader.offset)
        return try code.withTables { utf8, table throws(FormatError) in
            var written = 0
            for _ in 0..<characters {
                bits.refill()
                guard var character = code.decode(bits.window, available: bits.available, utf8: utf8, table: table) else {
                    throw FormatError("a stored text does not decode in its segment's text code")
                }
                if character.utf8 == 0 {
                    bits.consume(character.length)
                    bits.refill()
                    character = (try escapedCharacter(bits.window, available: bits.available), TextCode.escapedBits)
                }
                // Four bytes stored at once: `written` is at most 4 × the characters before this one.
                UnsafeMutableRawPointer(out + written).storeBytes(of: UInt32(truncatingIfNeeded: character.utf8).littleEndian, as: UInt32.self)
                written += Int(truncatingIfNeeded: character.utf8 >> 32)
                bits.consume(character.length)
            }
            return written
        }
    }
}

extension CodedText {
    /// The packed UTF-8 (`TextCode.packedUTF8`) of the scalar in the 21 bits after an escape.
    fileprivate static func escapedCharacter(_ window: UInt64, available: Int) throws(FormatError) -> UInt64 {
        let scalar = UInt32(truncatingIfNeeded: window >> UInt64(64 - TextCode.escapedBits))
        guard available >= TextCode.escapedBits, scalar < TextCode.escape, scalar < 0xD800 || scalar > 0xDFFF else {
            throw FormatError("a stored text escapes a character that does not exist")
        }
        return TextCode.packedUTF8(scalar)
    }
}

/// Up to 64 bits of a coded text at the top of a word, read first-highest, for decoding.
private struct BitWindow {
    private let bytes: UnsafeRawBufferPointer
    private var next: Int
    private(set) var window: UInt64 = 0
    private(set) var available = 0

    init(_ bytes: UnsafeRawBufferPointer, from offset: Int) {
        self.bytes = bytes
        next = offset
    }

    /// Tops the window up to at least 57 bits, or to the end of the text: eight bytes in one
    /// load where eight remain. The load may also set bits past `available`; they are the next
    /// byte's own bits, which the next refill sets again in the same place.
    @inline(__always)
    mutating func refill() {
        guard available <= 56 else { return }
        if next &+ 8 <= bytes.count {
            window |= UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: next, as: UInt64.self)) >> UInt64(available)
            let taken = (64 &- available) >> 3
            next &+= taken
            available &+= taken << 3
            return
        }
        while available <= 56 && next < bytes.count {
            window |= UInt64(bytes[next]) << UInt64(56 - available)
            available += 8
            next += 1
        }
    }

    @inline(__always)
    mutating func consume(_ length: Int) {
        window <<= UInt64(length)
        available -= length
    }
}
