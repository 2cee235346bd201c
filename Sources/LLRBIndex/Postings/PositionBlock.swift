/// The positions of one postings block (docs/FORMAT.md, "Postings"): a parameter byte `p`, the
/// low `p` bits of every value, then every value's unary part. A document's values start at a
/// known index (the frequencies before it in the block), so its low bits are found by
/// arithmetic and its unary parts by counting one bits: the positions of the documents a walk
/// passes over are never decoded.
struct PositionBlock {
    /// The term's positions with the mapped bytes after them (`PostingList.readablePositions`):
    /// loads may look past the block, never past this; decoding stops at `endBit`.
    private let stream: UnsafeRawBufferPointer
    private let parameter: Int
    private let lowStart: Int
    private let endBit: Int
    private let valueCount: Int
    private let largestQuotient: UInt64
    /// The read state every walk of the block starts from but for its bits, made once per block
    /// rather than once per document walked.
    private let template: Bits
    private var unaryBit: Int
    /// Where the low bits of the next value to read start.
    private var lowBit = 0
    /// The values whose unary parts lie before `unaryBit`.
    private var passed = 0
    /// The end of the walked document's values (see `beginWalk`).
    private var walkEnd = 0
    /// One more than the last position the walk read (0 before the first).
    private var walkNext: UInt64 = 0

    init() {
        stream = UnsafeRawBufferPointer(start: nil, count: 0)
        (parameter, lowStart, endBit, valueCount, unaryBit, largestQuotient) = (0, 0, 0, 0, 0, 0)
        template = Bits(stream: stream, parameter: 0, endBit: 0, largestQuotient: 0, unaryBit: 0, lowBit: 0)
    }

    /// The block at `range` of `stream`, holding `valueCount` values; `readable` starts where
    /// `stream` does and may run on past it, over bytes only loaded, never decoded.
    init(_ stream: UnsafeRawBufferPointer, readable: UnsafeRawBufferPointer, range: Range<Int>, valueCount: Int) throws(FormatError) {
        guard !range.isEmpty, range.upperBound <= stream.count, readable.baseAddress == stream.baseAddress, readable.count >= stream.count else {
            throw FormatError("a positions block out of bounds")
        }
        self.stream = readable
        parameter = Int(stream[range.lowerBound])
        lowStart = range.lowerBound * 8 + 8
        endBit = range.upperBound * 8
        self.valueCount = valueCount
        guard parameter <= RiceCoding.maximumParameter, valueCount <= (endBit - lowStart) / (parameter + 1) else {
            throw FormatError("a positions block too short for its frequencies")
        }
        unaryBit = lowStart + parameter * valueCount
        largestQuotient = UInt64(UInt32.max) >> UInt64(parameter)
        template = Bits(stream: readable, parameter: parameter, endBit: endBit, largestQuotient: largestQuotient, unaryBit: 0, lowBit: 0)
    }

    /// The `count` positions of the document whose values start at `first` (at or after those
    /// already read), absolute and ascending, into `buffer`.
    @inline(__always)
    mutating func read(from first: Int, count: Int, into buffer: UnsafeMutablePointer<UInt32>) throws(FormatError) {
        try move(to: first, count: count)
        var bits = bitsAtCursor
        var next: UInt64 = 0
        for index in 0..<count {
            let position = next &+ (try bits.value())
            buffer[index] = UInt32(truncatingIfNeeded: position)
            next = position &+ 1
        }
        (unaryBit, lowBit, passed) = (bits.unaryBit, bits.lowBit, first &+ count)
        try checkRead(nextPosition: next)
    }

    /// Starts a walk through the `count` positions of the document whose values start at
    /// `first` (at or after those already read), read by `position(atLeast:)` as far as its
    /// reader asks: a phrase check wants a few positions of a common bigram's many. The walk's
    /// state is the block's own read state, so starting one copies nothing: a walk handed out
    /// as a value, the decoding constants with it, cost ~15 instructions more a document.
    /// Call `endWalk` when done.
    @inline(__always)
    mutating func beginWalk(from first: Int, count: Int) throws(FormatError) {
        try move(to: first, count: count)
        walkEnd = first &+ count
        walkNext = 0
    }

    /// The walked document's first position at or after `target`, reading no further than
    /// it; nil when the document has none. Targets must not decrease from call to call.
    @inline(__always)
    mutating func position(atLeast target: UInt64) throws(FormatError) -> UInt64? {
        if walkNext > target { return walkNext &- 1 }
        // The loop runs on local copies, kept in registers: the block lives in memory (in one
        // of a phrase's cursors), where every value would load and store it.
        var bits = bitsAtCursor, read = passed, next = walkNext
        let end = walkEnd
        defer { (unaryBit, lowBit, passed, walkNext) = (bits.unaryBit, bits.lowBit, read, next) }
        while read < end {
            let position = next &+ (try bits.value())
            read &+= 1
            next = position &+ 1
            if position >= target { return position }
        }
        return nil
    }

    /// Checks what the walk read, so that the next document's walk starts where it stopped.
    @inline(__always)
    mutating func endWalk() throws(FormatError) {
        try checkRead(nextPosition: walkNext)
    }

    /// The read state as a local value, so that the hot loops keep it in registers rather than
    /// in the cursor that holds this block.
    @inline(__always)
    private var bitsAtCursor: Bits {
        var bits = template
        (bits.unaryBit, bits.lowBit) = (unaryBit, lowBit)
        return bits
    }

    @inline(__always)
    private mutating func move(to first: Int, count: Int) throws(FormatError) {
        guard first >= passed, count <= valueCount - first else { throw FormatError("positions read out of order") }
        if first != passed { try skipValues(first - passed) }
        lowBit = lowStart + first * parameter
        passed = first
    }

    /// Checks the values read up to `passed`: positions ascend, so the last read
    /// (`nextPosition − 1`) is the largest; and a block read to its last value ends there.
    @inline(__always)
    private func checkRead(nextPosition: UInt64) throws(FormatError) {
        guard nextPosition <= UInt64(UInt32.max) + 1 else { throw FormatError("a position out of range") }
        if passed == valueCount, (unaryBit + 7) >> 3 != endBit >> 3 {
            throw FormatError("a positions block holds more than its documents' frequencies")
        }
    }

    /// Moves past the unary parts of `count` values, 56 bits at a time. Many values (a common
    /// bigram's, in the documents a phrase passes over) are counted a byte at a time with
    /// running sums (popcount is not an instruction on the baseline x86-64 this builds for),
    /// which then also point at the byte that holds the last one; a few (a rarer list's, one
    /// or two documents between a phrase's candidates) are passed one bit at a time, which
    /// costs less than one count. `count` must be positive: no value to pass is the caller's
    /// to see (`move` does).
    private mutating func skipValues(_ count: Int) throws(FormatError) {
        assert(count > 0, "skipValues passes at least one value")
        var left = UInt64(count), bit = unaryBit
        let stream = self.stream, endBit = self.endBit
        windows: while true {
            var word = stream.bitWindow(at: bit) & (UInt64(1) << 56 - 1)
            if left <= Self.fewValues {
                while word != 0 {
                    if left == 1 {
                        bit &+= word.trailingZeroBitCount &+ 1
                        break windows
                    }
                    word &= word &- 1
                    left &-= 1
                }
            } else {
                let running = Self.runningByteCounts(word)
                let ones = running >> 56
                if ones >= left {
                    bit &+= Self.indexOfOneBit(left, in: word, running: running) &+ 1
                    break
                }
                left &-= ones
            }
            bit &+= 56
            guard bit < endBit else { throw FormatError("a positions block ends inside a value") }
        }
        guard bit <= endBit else { throw FormatError("a positions block ends inside a value") }
        unaryBit = bit
    }

    /// The most values `skipValues` passes bit by bit: clearing a bit takes three instructions,
    /// counting a window's bits and finding the last about forty.
    private static let fewValues: UInt64 = 8

    /// Each byte of the result: the one bits in that byte of `word` and the bytes below it, so
    /// the top byte holds the word's count.
    @inline(__always)
    private static func runningByteCounts(_ word: UInt64) -> UInt64 {
        let pairs = word &- (word &>> 1 & 0x5555_5555_5555_5555)
        let nibbles = (pairs & 0x3333_3333_3333_3333) &+ (pairs &>> 2 & 0x3333_3333_3333_3333)
        let bytes = (nibbles &+ nibbles &>> 4) & 0x0F0F_0F0F_0F0F_0F0F
        return bytes &* 0x0101_0101_0101_0101
    }

    /// The index of the `n`-th one bit (from 1) of `word`, which has at least `n` (so at most
    /// 64), with its `runningByteCounts`: the first byte whose running count reaches `n` (every
    /// byte compared at once: with its high bit set, no count of at most 64 less `n` borrows),
    /// then bit by bit within it.
    @inline(__always)
    private static func indexOfOneBit(_ n: UInt64, in word: UInt64, running: UInt64) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let reached = ((running | high) &- n &* 0x0101_0101_0101_0101) & high
        let shift = UInt64(reached.trailingZeroBitCount & ~7)
        var rest = word &>> shift & 0xFF
        var left = n &- ((running &<< 8) &>> shift & 0xFF)
        while left > 1 {
            rest &= rest &- 1
            left &-= 1
        }
        return Int(shift) &+ rest.trailingZeroBitCount
    }
}

/// Where a walk through a block's values stands: copied out of the block for a loop and back
/// after it.
private struct Bits {
    let stream: UnsafeRawBufferPointer
    let parameter: Int
    let endBit: Int
    let largestQuotient: UInt64
    var unaryBit: Int
    var lowBit: Int
    /// The stream's start when eight bytes can be loaded at any bit of the block (the stream is
    /// the term's positions and the mapped bytes after them: for a list in a segment's positions
    /// section every block, a list's last and a one-block list's too, since the section is
    /// followed by at least the 16-byte trailer, which `SegmentReader` checks on open; for a list
    /// inside its dictionary block every block but its last) and no unary part under 57 bits can
    /// take a value past UInt32 (a parameter of at most 26), so the hot path loads and shifts
    /// unchecked.
    private let loadable: UnsafeRawPointer?
    private let lowMask: UInt64
    private let shift: UInt64

    init(stream: UnsafeRawBufferPointer, parameter: Int, endBit: Int, largestQuotient: UInt64, unaryBit: Int, lowBit: Int) {
        self.stream = stream
        self.parameter = parameter
        self.endBit = endBit
        self.largestQuotient = largestQuotient
        self.unaryBit = unaryBit
        self.lowBit = lowBit
        loadable = endBit &>> 3 &+ 8 <= stream.count && parameter <= 26 ? stream.baseAddress : nil
        shift = UInt64(truncatingIfNeeded: parameter)
        lowMask = UInt64(1) &<< shift &- 1
    }

    /// The next value of the block: its unary part, then its low bits. One load for each when
    /// the unary part is shorter than 57 bits (as good as always), else `longValue`.
    @inline(__always)
    mutating func value() throws(FormatError) -> UInt64 {
        if let loadable {
            let word = UInt64(littleEndian: (loadable + unaryBit &>> 3).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: unaryBit & 7)
            let run = word.trailingZeroBitCount
            let after = unaryBit &+ run &+ 1
            if word != 0, after <= endBit {
                let low = UInt64(littleEndian: (loadable + lowBit &>> 3).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: lowBit & 7)
                unaryBit = after
                lowBit &+= parameter
                return UInt64(truncatingIfNeeded: run) &<< shift | low & lowMask
            }
        }
        // Out of line and by value, so that the walk's state stays in registers around it.
        let (value, unary, low) = try Self.longValue(stream: stream, parameter: parameter, endBit: endBit,
                                                     largestQuotient: largestQuotient, unaryBit: unaryBit, lowBit: lowBit)
        (unaryBit, lowBit) = (unary, low)
        return value
    }

    /// A value read with every bound checked: near the stream's end, a long unary part, damage.
    @inline(never)
    private static func longValue(stream: UnsafeRawBufferPointer, parameter: Int, endBit: Int, largestQuotient: UInt64,
                                  unaryBit start: Int, lowBit: Int) throws(FormatError) -> (value: UInt64, unaryBit: Int, lowBit: Int) {
        var unaryBit = start
        var word = stream.bitWindow(at: unaryBit)
        var zeros = 0
        while word == 0 {
            zeros &+= 56
            unaryBit &+= 56
            guard unaryBit < endBit else { throw FormatError("a positions block ends inside a value") }
            word = stream.bitWindow(at: unaryBit)
        }
        let run = word.trailingZeroBitCount
        unaryBit &+= run &+ 1
        let quotient = UInt64(zeros &+ run)
        guard unaryBit <= endBit, quotient <= largestQuotient else {
            throw FormatError(unaryBit <= endBit ? "a position out of range" : "a positions block ends inside a value")
        }
        let low = stream.bitWindow(at: lowBit) & (UInt64(1) &<< UInt64(parameter) &- 1)
        return (quotient &<< UInt64(parameter) | low, unaryBit, lowBit &+ parameter)
    }
}
