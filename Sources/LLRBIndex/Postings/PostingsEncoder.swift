/// Encodes one term's postings as two streams (docs/FORMAT.md, "Postings"): documents with
/// term frequencies, and positions, so that a query needing only documents never reads positions.
/// Documents go in blocks of `blockSize`, each Rice-coded with parameters from its own means as
/// it fills (no pass to search for them); a list of several blocks gets a skip table, so that a
/// phrase walk leaps over the blocks without candidates and reads only the blocks it lands in.
struct PostingsEncoder: ~Copyable {
    /// The frequency parameter that says every document of a block holds the term once, so no
    /// frequency is coded at all (most rare terms).
    static let onlySingleOccurrences = 7
    /// Documents per block: small enough that a rare term's candidates skip most of a common
    /// term's list, large enough that the skip table stays a few percent of it.
    static let blockSize = 128
    /// The bits of the gap parameter of a list's only block (0...31).
    static let gapParameterBits = 5

    /// The unary-coded value for a frequency parameter: 0 for `onlySingleOccurrences`, the
    /// commonest (one bit), else the parameter plus one.
    static func frequencyCode(_ parameter: Int) -> UInt32 {
        parameter == onlySingleOccurrences ? 0 : UInt32(parameter + 1)
    }

    /// The block being gathered: each document's gap and its frequency less one, `blockCount` of them.
    private let gaps = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSize)
    private let extraFrequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSize)
    private var blockCount = 0
    /// The block's position gaps, `positionCount` of them.
    private var positionValues = UnsafeMutablePointer<UInt32>.allocate(capacity: 1024)
    private var positionCapacity = 1024
    private var positionCount = 0
    private var gapSum: UInt64 = 0
    private var extraSum: UInt64 = 0
    private var positionSum: UInt64 = 0
    private var nextDocument: UInt32 = 0
    private var docs = BitWriter()
    private var positions = BitWriter()
    /// The blocks written so far, when there is more than one.
    private var blocks: [(lastDocument: UInt32, docsEnd: Int, positionsEnd: Int)] = []

    private(set) var documentFrequency = 0

    init() {}

    deinit {
        gaps.deallocate()
        extraFrequencies.deallocate()
        positionValues.deallocate()
    }

    /// Adds a document (ids ascending) with how often the term occurs in it.
    @inline(__always)
    mutating func addDocument(_ document: UInt32, termFrequency: Int) {
        if blockCount == Self.blockSize { writeBlock(recorded: true) }
        let gap = document - nextDocument
        gaps[blockCount] = gap
        gapSum &+= UInt64(gap)
        let extra = UInt32(clamping: max(1, termFrequency) &- 1)
        extraFrequencies[blockCount] = extra
        extraSum &+= UInt64(extra)
        blockCount &+= 1
        nextDocument = document &+ 1
        documentFrequency &+= 1
    }

    /// Adds the positions (ascending) of the document just added.
    @inline(__always)
    mutating func addPositions<Positions: Sequence>(_ list: Positions) where Positions.Element == UInt32 {
        var next: UInt32 = 0
        for position in list { appendPosition(position, after: &next) }
    }

    /// Adds one position of the current document; `next` is one past its previous position.
    @inline(__always)
    private mutating func appendPosition(_ position: UInt32, after next: inout UInt32) {
        if positionCount == positionCapacity { growPositions() }
        let gap = position - next
        positionValues[positionCount] = gap
        positionCount &+= 1
        positionSum &+= UInt64(gap)
        next = position &+ 1
    }

    /// Adds documents with their positions from entries of document << 32 | position, ascending
    /// (a segment buffer's grouped entries of one term), in one pass: an entry of a new document
    /// adds it once, each further one counts one more occurrence and adds its position.
    mutating func addDocuments(positionEntries entries: UnsafeBufferPointer<UInt64>) {
        var document = UInt64.max
        var next: UInt32 = 0
        for entry in entries {
            if entry >> 32 != document {
                document = entry >> 32
                addDocument(UInt32(truncatingIfNeeded: document), termFrequency: 1)
                next = 0
            } else {
                extraFrequencies[blockCount &- 1] &+= 1
                extraSum &+= 1
            }
            appendPosition(UInt32(truncatingIfNeeded: entry), after: &next)
        }
    }

    /// Codes what is gathered and hands the streams to `body` without copying them: the
    /// documents stream is `skipTable` followed by `docs`. A list of one block is that block in
    /// each stream and no table; a longer list's documents stream starts with the skip table
    /// (see `SkipTable`). The buffers are valid only inside `body`; `reset()` before the next term.
    mutating func finishList<Result>(_ body: (_ skipTable: [UInt8], _ docs: UnsafeRawBufferPointer,
                                              _ positions: UnsafeRawBufferPointer) -> Result) -> Result {
        guard blockCount > 0 else { return body([], UnsafeRawBufferPointer(start: nil, count: 0), UnsafeRawBufferPointer(start: nil, count: 0)) }
        let single = blocks.isEmpty
        writeBlock(recorded: !single)
        let skipTable = single ? [] : SkipTable.encode(blocks, docs: docs.bytes, positions: positions.bytes)
        return body(skipTable, docs.bytes, positions.bytes)
    }

    /// Empties the encoder for the next term but keeps its buffers, so a writer encoding a
    /// million terms in a row allocates for almost none of them.
    mutating func reset() {
        blockCount = 0
        positionCount = 0
        (gapSum, extraSum, positionSum) = (0, 0, 0)
        nextDocument = 0
        docs.removeAll()
        positions.removeAll()
        if !blocks.isEmpty { blocks.removeAll(keepingCapacity: true) }
        documentFrequency = 0
    }

    /// Codes the gathered block: in the documents stream the frequency parameter in unary (one
    /// bit when every frequency is 1), the gap parameter in five bits only for the only block
    /// of a list (a skip table's entries give the reader each block's gap sum), then each
    /// document's gap and frequency; in the positions stream a parameter byte, the low bits of
    /// every value, then their unary parts, so that the positions of the documents a walk
    /// passes over are skipped by counting bits. `recorded`: kept for the skip table (not for
    /// the only block of a list).
    private mutating func writeBlock(recorded: Bool) {
        let gapParameter = RiceCoding.parameter(sum: gapSum, count: blockCount)
        let frequencyParameter = extraSum == 0 ? Self.onlySingleOccurrences
            : RiceCoding.parameter(sum: extraSum, count: blockCount, limit: Self.onlySingleOccurrences - 1)
        // Coded through local copies of the writers' state and buffers, which stay in registers
        // (the sinks' stores could otherwise alias the encoder's fields, to be loaded again).
        let (gaps, extraFrequencies, positionValues, blockCount, positionCount) =
            (self.gaps, self.extraFrequencies, self.positionValues, self.blockCount, self.positionCount)
        var docBits = docs.sink
        // Room for the block first: a value's quotients sum to at most its sum >> k.
        var docBitsBound = 8 + Self.gapParameterBits + blockCount * (gapParameter + 1) + Int(gapSum >> UInt64(gapParameter))
        if frequencyParameter != Self.onlySingleOccurrences {
            docBitsBound += blockCount * (frequencyParameter + 1) + Int(extraSum >> UInt64(frequencyParameter))
        }
        docBits.reserve(bits: docBitsBound)
        docBits.append(Self.frequencyCode(frequencyParameter), parameter: 0, reserved: true)
        if !recorded { docBits.appendBits(UInt64(gapParameter), count: Self.gapParameterBits, reserved: true) }
        if frequencyParameter == Self.onlySingleOccurrences {
            for index in 0..<blockCount { docBits.append(gaps[index], parameter: gapParameter, reserved: true) }
        } else {
            for index in 0..<blockCount {
                docBits.append(gaps[index], parameter: gapParameter, reserved: true)
                docBits.append(extraFrequencies[index], parameter: frequencyParameter, reserved: true)
            }
        }
        docBits.alignToByte(reserved: true)
        docs.sink = docBits
        if positionCount > 0 {
            let parameter = RiceCoding.parameter(sum: positionSum, count: positionCount)
            var positionBits = positions.sink
            positionBits.reserve(bits: 8 + positionCount * (parameter + 1) + Int(positionSum >> UInt64(parameter)))
            positionBits.appendBits(UInt64(parameter), count: 8, reserved: true)
            // Values go in pairs: two sets of low bits (at most 62) in one append, and two unary parts in one when they fit.
            let pairEnd = positionCount & ~1
            if parameter > 0 {
                let mask = UInt64(1) << UInt64(parameter) - 1
                for index in stride(from: 0, to: pairEnd, by: 2) {
                    let pair = UInt64(positionValues[index]) & mask | (UInt64(positionValues[index + 1]) & mask) << UInt64(parameter)
                    positionBits.appendBits(pair, count: 2 * parameter, reserved: true)
                }
                if pairEnd < positionCount { positionBits.appendBits(UInt64(positionValues[pairEnd]) & mask, count: parameter, reserved: true) }
            }
            let shift = UInt32(parameter)
            for index in stride(from: 0, to: pairEnd, by: 2) {
                positionBits.appendUnary(positionValues[index] &>> shift, positionValues[index + 1] &>> shift, reserved: true)
            }
            if pairEnd < positionCount { positionBits.appendUnary(positionValues[pairEnd] &>> shift, reserved: true) }
            positionBits.alignToByte(reserved: true)
            positions.sink = positionBits
        }
        if recorded { blocks.append((nextDocument - 1, docs.count, positions.count)) }
        (self.blockCount, self.positionCount) = (0, 0)
        (gapSum, extraSum, positionSum) = (0, 0, 0)
    }

    private mutating func growPositions() {
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: positionCapacity * 2)
        larger.moveInitialize(from: positionValues, count: positionCount)
        positionValues.deallocate()
        positionValues = larger
        positionCapacity *= 2
    }
}
