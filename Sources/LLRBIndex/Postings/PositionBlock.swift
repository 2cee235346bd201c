/// The positions of one postings block (docs/FORMAT.md, "Postings"): a parameter byte `p`, the
/// low `p` bits of every value, then every value's unary part. A document's values start at a
/// known index (the frequencies before it in the block), so its low bits are found by
/// arithmetic and its unary parts by counting one bits: the positions of the documents a walk
/// passes over are never decoded.
struct PositionBlock {
    /// The whole positions stream: loads may look past the block, never past the stream.
    private let stream: UnsafeRawBufferPointer
    private let parameter: Int
    private let lowStart: Int
    private let endBit: Int
    private let valueCount: Int
    private var unaryBit: Int
    /// The values whose unary parts lie before `unaryBit`.
    private var passed = 0

    init() {
        stream = UnsafeRawBufferPointer(start: nil, count: 0)
        (parameter, lowStart, endBit, valueCount, unaryBit) = (0, 0, 0, 0, 0)
    }

    /// The block at `range` of `stream`, holding `valueCount` values.
    init(_ stream: UnsafeRawBufferPointer, range: Range<Int>, valueCount: Int) throws(FormatError) {
        guard !range.isEmpty, range.upperBound <= stream.count else { throw FormatError("a positions block out of bounds") }
        self.stream = stream
        parameter = Int(stream[range.lowerBound])
        lowStart = range.lowerBound * 8 + 8
        endBit = range.upperBound * 8
        self.valueCount = valueCount
        guard parameter <= RiceCoding.maximumParameter, valueCount <= (endBit - lowStart) / (parameter + 1) else {
            throw FormatError("a positions block too short for its frequencies")
        }
        unaryBit = lowStart + parameter * valueCount
    }

    /// The `count` positions of the document whose values start at `first` (at or after those
    /// already read), absolute and ascending, into `buffer`; only up to the first that reaches
    /// `limit`, so that a search stops reading a document once past the positions it wants.
    /// Returns how many were read.
    @inline(__always)
    mutating func read(from first: Int, count: Int, through limit: UInt32 = .max,
                       into buffer: UnsafeMutablePointer<UInt32>) throws(FormatError) -> Int {
        guard first >= passed, count <= valueCount - first else { throw FormatError("positions read out of order") }
        try skipValues(first - passed)
        var next: UInt64 = 0
        var low = lowStart + first * parameter
        let mask = UInt64(1) << UInt64(parameter) - 1
        let largestQuotient = UInt64(UInt32.max) >> UInt64(parameter)
        for index in 0..<count {
            let quotient = try unary()
            guard quotient <= largestQuotient else { throw FormatError("a position out of range") }
            let position = next + (quotient << UInt64(parameter) | stream.bitWindow(at: low) & mask)
            guard position <= UInt64(UInt32.max) else { throw FormatError("a position out of range") }
            buffer[index] = UInt32(truncatingIfNeeded: position)
            next = position + 1
            low += parameter
            if position >= UInt64(limit) {
                passed = first + index + 1
                return index + 1
            }
        }
        passed = first + count
        if passed == valueCount, (unaryBit + 7) >> 3 != endBit >> 3 {
            throw FormatError("a positions block holds more than its documents' frequencies")
        }
        return count
    }

    /// Moves past the unary parts of `count` values: one bits counted a word at a time.
    private mutating func skipValues(_ count: Int) throws(FormatError) {
        var left = count
        while left > 0 {
            let word = stream.bitWindow(at: unaryBit) & (UInt64(1) << 56 - 1)
            let ones = word.nonzeroBitCount
            if ones < left {
                left -= ones
                unaryBit += 56
                guard unaryBit < endBit else { throw FormatError("a positions block ends inside a value") }
            } else {
                var rest = word
                for _ in 1..<left { rest &= rest &- 1 }
                unaryBit += rest.trailingZeroBitCount + 1
                left = 0
            }
        }
        guard unaryBit <= endBit else { throw FormatError("a positions block ends inside a value") }
    }

    /// The zero bits before the next one bit, moving past them and it.
    @inline(__always)
    private mutating func unary() throws(FormatError) -> UInt64 {
        var zeros: UInt64 = 0
        while true {
            let word = stream.bitWindow(at: unaryBit)
            if word != 0 {
                let run = word.trailingZeroBitCount
                unaryBit &+= run &+ 1
                guard unaryBit <= endBit else { throw FormatError("a positions block ends inside a value") }
                return zeros + UInt64(run)
            }
            zeros += 56
            unaryBit += 56
            guard unaryBit < endBit else { throw FormatError("a positions block ends inside a value") }
        }
    }
}
