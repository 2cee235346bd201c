/// The positions of one postings block (docs/FORMAT.md, "Postings"): a width byte, then every
/// value of the block at that width, each document's positions ascending. A document's values
/// start at a known index (the frequencies before it in the block), so any of its positions is
/// found by arithmetic: a walk reads only the positions it compares and none of the documents
/// it passes over.
struct PositionBlock {
    private let values: PackedValues
    private let valueCount: Int
    /// Whether `position(atLeast:)` may load words without checking bounds (see
    /// `PackedValues.wordLoadsStayInBounds`), decided once for the block.
    private let wordLoads: Bool
    /// The walked document's value to compare next, and the end of its values (see `beginWalk`).
    private var walkIndex = 0
    private var walkEnd = 0

    init() {
        values = PackedValues(UnsafeRawBufferPointer(start: nil, count: 0), startBit: 0, width: 0)
        valueCount = 0
        wordLoads = false
    }

    /// The block at `range` of `stream`, holding `valueCount` values; `readable` starts where
    /// `stream` does and may run on past it, over bytes only loaded, never decoded.
    init(_ stream: UnsafeRawBufferPointer, readable: UnsafeRawBufferPointer, range: Range<Int>, valueCount: Int) throws(FormatError) {
        guard !range.isEmpty, range.upperBound <= stream.count, readable.baseAddress == stream.baseAddress, readable.count >= stream.count else {
            throw FormatError("a positions block out of bounds")
        }
        let width = Int(stream[range.lowerBound])
        guard width <= PackedValues.maximumWidth, range.count == 1 + PackedValues.byteCount(values: valueCount, width: width) else {
            throw FormatError("a positions block's length disagrees with its frequencies")
        }
        values = PackedValues(readable, startBit: range.lowerBound * 8 + 8, width: width)
        self.valueCount = valueCount
        wordLoads = values.wordLoadsStayInBounds(below: valueCount)
    }

    /// The `count` positions of the document whose values start at `first`, into `buffer`;
    /// an error unless they ascend.
    func read(from first: Int, count: Int, into buffer: UnsafeMutablePointer<UInt32>) throws(FormatError) {
        try checkRange(from: first, count: count)
        var next: UInt64 = 0
        for index in 0..<count {
            let position = values.value(first &+ index)
            guard UInt64(position) >= next else { throw FormatError("a document's positions do not ascend") }
            buffer[index] = position
            next = UInt64(position) &+ 1
        }
    }

    /// Starts a walk through the positions of the document whose values are `values`, read by
    /// `position(atLeast:)` as far as its reader asks: a phrase check wants a few positions of
    /// a common bigram's many. Unchecked, since a walk begins for every document a phrase
    /// check visits (the check cost 9 instructions of ~400 a `高质量发展` candidate): the
    /// caller's range must lie within the block's `valueCount` values, as a cursor's do (its
    /// value starts ascend to the count the block was opened with).
    @inline(__always)
    mutating func beginWalk(over values: Range<Int>) {
        assert(values.lowerBound >= 0 && values.upperBound <= valueCount, "a range the cursor's block bounds")
        walkIndex = values.lowerBound
        walkEnd = values.upperBound
    }

    /// The walked document's first position at or after `target`, reading no further than
    /// it; nil when the document has none. Targets must not decrease from call to call.
    @inline(__always)
    mutating func position(atLeast target: UInt64) -> UInt64? {
        guard let found = values.firstIndex(in: walkIndex..<walkEnd, atLeast: target, wordLoads: wordLoads) else {
            walkIndex = walkEnd
            return nil
        }
        walkIndex = found.index
        return found.value
    }

    @inline(__always)
    private func checkRange(from first: Int, count: Int) throws(FormatError) {
        guard first >= 0, count >= 0, count <= valueCount &- first else { throw FormatError("positions read past their block") }
    }
}
