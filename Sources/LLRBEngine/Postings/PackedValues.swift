/// Values of one fixed width packed into mapped bytes (docs/FORMAT.md, "Postings"): value `i`
/// starts at bit `start + i · width`, bits counted from the least significant of each byte.
/// Any value is one load, shift and mask away, so a phrase walk goes straight to a document's
/// positions and a block's documents decode in a loop with no branch on the data. Rice codes,
/// which format 5 used, take a sixth less room (the 100 MB benchmark archive's postings: 67.8
/// MB against 81.7 MB) but must be read in order, and reading them was two thirds of a phrase
/// search's instructions.
struct PackedValues {
    /// The bytes loads may come from: the stream and any mapped bytes after it, which are
    /// loaded (and masked off) but never decoded.
    private let readable: UnsafeRawBufferPointer
    private let start: Int
    private let width: Int
    private let mask: UInt64

    /// The widest value a stream may declare: ids, frequencies and positions are UInt32.
    static let maximumWidth = 32

    /// The bits `value` needs: 0 for 0, so a run of zeros (every frequency 1) takes no bits.
    @inline(__always)
    static func width(of value: UInt32) -> Int {
        UInt32.bitWidth &- value.leadingZeroBitCount
    }

    /// The bytes that `count` values of `width` bits take, padded to a whole byte.
    @inline(__always)
    static func byteCount(values count: Int, width: Int) -> Int {
        (count &* width &+ 7) &>> 3
    }

    /// Values of `width` bits from bit `start` of `readable`: at most `maximumWidth`, or twice
    /// that for pairs (`unpackPairs`).
    init(_ readable: UnsafeRawBufferPointer, startBit start: Int, width: Int) {
        assert(width <= 2 * Self.maximumWidth, "a width the reader checked")
        self.readable = readable
        self.start = start
        self.width = width
        mask = UInt64(1) &<< UInt64(truncatingIfNeeded: width) &- 1
    }

    /// The value at `index` (of a width of at most `maximumWidth`); the caller keeps `index`
    /// within the values its block holds.
    @inline(__always)
    func value(_ index: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: readable.bitWindow(at: start &+ index &* width) & mask)
    }

    /// True when a word may be loaded at every value below `end`: the mapped bytes run on eight
    /// past the last of them (always, inside a segment's sections), so `firstIndex` can skip
    /// its bounds checks. A reader checks this once for a block of values rather than per call.
    @inline(__always)
    func wordLoadsStayInBounds(below end: Int) -> Bool {
        readable.baseAddress != nil && (start &+ end &* width) &>> 3 &+ 8 <= readable.count
    }

    /// The first index in `range` whose value is at least `target`, with that value, or nil
    /// when none is; the values in `range` ascend. A phrase walk asks this of a common bigram's
    /// positions in a document (`发展`: ~10 of them) for each place the phrase could start, so
    /// when `wordLoads` (`wordLoadsStayInBounds(below:)` of the range's end, checked by the
    /// caller) the loop is one load, shift, mask and compare a value, where `value(_:)`
    /// checked its bounds and multiplied for each.
    @inline(__always)
    func firstIndex(in range: Range<Int>, atLeast target: UInt64, wordLoads: Bool) -> (index: Int, value: UInt64)? {
        guard wordLoads, let base = readable.baseAddress else {
            for index in range {
                let value = UInt64(value(index))
                if value >= target { return (index, value) }
            }
            return nil
        }
        var bit = start &+ range.lowerBound &* width
        for index in range {
            let word = UInt64(littleEndian: (base + bit &>> 3).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: bit & 7)
            let value = word & mask
            if value >= target { return (index, value) }
            bit &+= width
        }
        return nil
    }

    /// Hands `body` the first `count` values as pairs (a documents block's gap and frequency
    /// less one): the low `firstWidth` bits of each, at most 32, and the rest of its `width`,
    /// at most 32 more. A pair is one load, two shifts and two masks when it fits a load's 57
    /// bits and the mapped bytes run on eight past the last pair (every block of a list in a
    /// segment's postings sections), with one bounds check for the whole block.
    @inline(__always)
    func unpackPairs(_ count: Int, firstWidth: Int, _ body: (_ index: Int, _ first: UInt32, _ second: UInt32) -> Void) {
        let firstShift = UInt64(truncatingIfNeeded: firstWidth)
        let firstMask = UInt64(1) &<< firstShift &- 1
        let secondMask = UInt64(1) &<< UInt64(truncatingIfNeeded: width &- firstWidth) &- 1
        var bit = start
        guard width <= 57, let base = readable.baseAddress, (start &+ count &* width) &>> 3 &+ 8 <= readable.count else {
            for index in 0..<count {
                body(index, UInt32(truncatingIfNeeded: readable.bitWindow(at: bit) & firstMask),
                     UInt32(truncatingIfNeeded: readable.bitWindow(at: bit &+ firstWidth) & secondMask))
                bit &+= width
            }
            return
        }
        for index in 0..<count {
            let word = UInt64(littleEndian: (base + bit &>> 3).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: bit & 7)
            body(index, UInt32(truncatingIfNeeded: word & firstMask), UInt32(truncatingIfNeeded: word &>> firstShift & secondMask))
            bit &+= width
        }
    }
}

extension UnsafeRawBufferPointer {
    /// At least 57 bits starting at bit `bit` (bits counted from the least significant of each
    /// byte), zeros past the end: one unaligned load away from the end.
    @inline(__always)
    func bitWindow(at bit: Int) -> UInt64 {
        let byte = bit &>> 3
        var word: UInt64 = 0
        if byte &+ 8 <= count {
            word = UInt64(littleEndian: loadUnaligned(fromByteOffset: byte, as: UInt64.self))
        } else {
            var index = byte
            while index < count {
                word |= UInt64(self[index]) << UInt64(8 * (index - byte))
                index += 1
            }
        }
        return word &>> UInt64(bit & 7)
    }
}
