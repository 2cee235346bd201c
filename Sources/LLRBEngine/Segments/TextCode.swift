/// The prefix code a segment writes its stored field texts in (docs/FORMAT.md, "Text code"): a
/// canonical Huffman code over the characters the segment's texts use. A page's ideographs come
/// from a few thousand characters of very unequal frequency (about 8.7 bits each where the
/// compact form spends 16), so stored documents, half an index's bytes, shrink by about 40%.
/// Canonical: the code is given by how many codes each length has and which characters take
/// them, so the segment stores those, in the order a decoder wants them: opening a segment
/// (every search does) sorts nothing.
///
/// One symbol besides the characters, `escape`, is followed by a character's scalar in 21 bits:
/// it lets a code write any text, so a merge can keep its largest source's code, and copy that
/// source's records as they are, however many characters the other sources add.
package struct TextCode: Equatable {
    /// The symbol that stands for "a scalar in 21 bits follows", listed among the characters
    /// as the first value past Unicode.
    package static let escape: UInt32 = 0x11_0000
    /// The bits of an escaped scalar.
    static let escapedBits = 21
    /// Codes are at most this long: 2^24 codes are more than Unicode has characters, and a
    /// decoder's 64-bit window always holds a whole code after a refill.
    package static let maximumLength = 24
    /// Codes up to this long are decoded by one table lookup; longer (rare) ones bit by bit.
    private static let tableBits = 11

    /// The characters in canonical order: by code length, then by scalar.
    private let scalars: [UInt32]
    /// How many codes each length has, from length 0 (always none) to `maximumLength`.
    private let lengthCounts: [Int]
    /// Per length, its first code and the index in `scalars` of that code's character: codes
    /// longer than the table are found from these in one comparison a length.
    private let firstCodes: [UInt64]
    private let firstIndices: [Int]
    /// Per character of `scalars`, its UTF-8, first byte lowest, in the low 32 bits, and its
    /// byte count above them; 0 for `escape`.
    private let utf8: [UInt64]
    /// For every `tableBits`-bit window: the index in `scalars` << 5 | the length, for a
    /// window that starts with a code of up to `tableBits` bits; 0 for the prefix of a longer one.
    private let decodingTable: [UInt32]

    /// The code with no characters: a segment with no stored text.
    package static let empty = TextCode(scalars: [], lengthCounts: [Int](repeating: 0, count: maximumLength + 1))

    /// A Huffman code for the characters counted, with `escape` counted once: optimal, unless
    /// `HuffmanLengths` had to flatten it to `maximumLength`.
    package init(counts: TextSymbolCounts) {
        let (counted, countedTimes) = counts.counted
        let scalars = counted + [Self.escape], counts = countedTimes + [1]
        let lengths = HuffmanLengths.lengths(of: counts, limit: Self.maximumLength)
        var lengthCounts = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in lengths { lengthCounts[Int(length)] += 1 }
        // By length, then by place among the ascending characters.
        let canonical = scalars.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }.map { scalars[$0] }
        self.init(scalars: canonical, lengthCounts: lengthCounts)
    }

    /// The code as `write` wrote it, checked to be a prefix code of real characters.
    package init(from reader: inout ByteReader) throws(FormatError) {
        var lengthCounts = [0]
        var kraft: UInt64 = 0
        for length in 1...Self.maximumLength {
            let count = try reader.readCount(atMost: reader.remaining)
            guard count <= 1 << length else { throw FormatError("the text code's lengths are not a prefix code") }
            kraft += UInt64(count) << UInt64(Self.maximumLength - length)
            guard kraft <= 1 << UInt64(Self.maximumLength) else { throw FormatError("the text code's lengths are not a prefix code") }
            lengthCounts.append(count)
        }
        let total = lengthCounts.reduce(0, +)
        guard total <= reader.remaining else { throw FormatError("the text code is cut short") }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(total)
        for count in lengthCounts {
            var next: UInt64 = 0
            for _ in 0..<count {
                let distance = try reader.readVarint()
                guard next <= UInt64(Self.escape), distance <= UInt64(Self.escape) - next, case let scalar = next + distance, scalar < 0xD800 || scalar > 0xDFFF else {
                    throw FormatError("the text code names a character that does not exist")
                }
                scalars.append(UInt32(scalar))
                next = scalar + 1
            }
        }
        self.init(scalars: scalars, lengthCounts: lengthCounts)
    }

    /// `scalars` in canonical order, `lengthCounts` satisfying Kraft's inequality.
    private init(scalars: [UInt32], lengthCounts: [Int]) {
        self.scalars = scalars
        self.lengthCounts = lengthCounts
        var firstCodes: [UInt64] = [0], firstIndices = [0]
        for length in 1...Self.maximumLength {
            firstCodes.append((firstCodes[length - 1] + UInt64(lengthCounts[length - 1])) << 1)
            firstIndices.append(firstIndices[length - 1] + lengthCounts[length - 1])
        }
        self.firstCodes = firstCodes
        self.firstIndices = firstIndices
        utf8 = scalars.map(Self.packedUTF8)
        // Filled through a pointer: every search opens every segment, and this runs for each.
        var decodingTable = [UInt32](repeating: 0, count: 1 << Self.tableBits)
        decodingTable.withUnsafeMutableBufferPointer { table in
            for length in 1...Self.tableBits {
                let shift = Self.tableBits - length
                for rank in 0..<lengthCounts[length] {
                    let entry = UInt32(firstIndices[length] + rank) << 5 | UInt32(length)
                    let first = (Int(firstCodes[length]) + rank) << shift
                    for window in first..<(first + 1 << shift) { table[window] = entry }
                }
            }
        }
        self.decodingTable = decodingTable
    }

    /// Two codes are the same when they give the same characters the same lengths; the rest
    /// follows from those.
    package static func == (left: TextCode, right: TextCode) -> Bool {
        left.lengthCounts == right.lengthCounts && left.scalars == right.scalars
    }

    /// A scalar's UTF-8 as `utf8` keeps it: first byte lowest, the byte count above bit 32; 0
    /// for `escape`.
    static func packedUTF8(_ scalar: UInt32) -> UInt64 {
        guard scalar < escape else { return 0 }
        let (bytes, count) = UTF8Coding.packed(scalar)
        return bytes & 0xFFFF_FFFF | UInt64(count) << 32
    }

    /// Hands out the canonical codes: each the one after the code before, shifted left as many
    /// bits as it is longer; `body` gets the character's index in canonical order, its code
    /// and its length.
    private static func forEachCode(lengthCounts: [Int], _ body: (Int, UInt32, Int) -> Void) {
        var code: UInt32 = 0
        var index = 0
        for (length, count) in lengthCounts.enumerated() {
            for _ in 0..<count {
                body(index, code, length)
                index += 1
                code += 1
            }
            code <<= 1
        }
    }

    /// Each character with its code and the code's length, for an encoder's table.
    func forEachCode(_ body: (_ scalar: UInt32, _ code: UInt32, _ length: Int) -> Void) {
        Self.forEachCode(lengthCounts: lengthCounts) { index, code, length in body(scalars[index], code, length) }
    }

    /// How many codes each length has, lengths 1 to `maximumLength`, then the characters in
    /// canonical order, each length's ascending as distances (the first: from U+0000; each
    /// next: from the one after the one before): a few thousand bytes a segment.
    package func write(to writer: inout ByteWriter) {
        for count in lengthCounts.dropFirst() { writer.appendVarint(count) }
        var index = 0
        for count in lengthCounts {
            var next: UInt32 = 0
            for _ in 0..<count {
                writer.appendVarint(UInt64(scalars[index] - next))
                next = scalars[index] + 1
                index += 1
            }
        }
    }

    /// Calls `body` with the decoding tables, for a loop over many characters: the packed UTF-8
    /// (`utf8`) and the window table, without a bounds check or retain per character.
    func withTables<Value>(_ body: (_ utf8: UnsafeBufferPointer<UInt64>, _ table: UnsafeBufferPointer<UInt32>) throws(FormatError) -> Value) throws(FormatError) -> Value {
        let outcome = utf8.withUnsafeBufferPointer { utf8 in
            decodingTable.withUnsafeBufferPointer { table in
                Result { () throws(FormatError) in try body(utf8, table) }
            }
        }
        return try outcome.get()
    }

    /// Decodes the character whose code starts at the top of `window` (`available` bits valid,
    /// the rest 0) with the tables of `withTables`: its packed UTF-8 (see `utf8`; 0 for
    /// `escape`) and its code's length; nil for bits that are no code, or a code cut short.
    @inline(__always)
    package func decode(_ window: UInt64, available: Int, utf8: UnsafeBufferPointer<UInt64>,
                table: UnsafeBufferPointer<UInt32>) -> (utf8: UInt64, length: Int)? {
        let entry = table[Int(truncatingIfNeeded: window >> UInt64(64 - Self.tableBits))]
        let length = Int(entry & 31)
        if length != 0 {
            guard length <= available else { return nil }
            return (utf8[Int(entry >> 5)], length)
        }
        return decodeLong(window, available: available, utf8: utf8)
    }

    /// A code longer than the table: the codes of each length are consecutive numbers from
    /// that length's first code, so each length past the table takes one comparison.
    private func decodeLong(_ window: UInt64, available: Int, utf8: UnsafeBufferPointer<UInt64>) -> (utf8: UInt64, length: Int)? {
        guard available > Self.tableBits else { return nil }
        for length in (Self.tableBits + 1)...min(Self.maximumLength, available) {
            let offset = (window >> UInt64(64 - length)) &- firstCodes[length]
            if offset < UInt64(lengthCounts[length]) { return (utf8[firstIndices[length] + Int(offset)], length) }
        }
        return nil
    }
}
