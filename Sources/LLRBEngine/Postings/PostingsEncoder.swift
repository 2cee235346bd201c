/// Encodes one term's postings as two streams (docs/FORMAT.md, "Postings"): documents with
/// term frequencies, and positions, so that a query needing only documents never reads positions.
/// Documents go in blocks of `blockSize`, each packed at the widths its largest values need; a
/// list of several blocks gets a skip table, so that a phrase walk leaps over the blocks without
/// candidates and reads only the blocks it lands in.
struct PostingsEncoder: ~Copyable {
    /// Documents per block: small enough that a rare term's candidates skip most of a common
    /// term's list, large enough that the skip table stays a few percent of it.
    static let blockSize = 128
    /// The largest frequency − 1 coded (a field would need four billion occurrences of a term to
    /// reach it): one below UInt32's largest, so that a reader adding one never wraps.
    static let largestExtraFrequency = UInt32.max - 1

    /// The block being gathered: each document's gap and its frequency less one, `blockCount` of them.
    private let gaps = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSize)
    private let extraFrequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSize)
    private var blockCount = 0
    /// The block's positions, each document's ascending, `positionCount` of them.
    private var positionValues = UnsafeMutablePointer<UInt32>.allocate(capacity: 1024)
    private var positionCapacity = 1024
    private var positionCount = 0
    /// The bitwise or of the block's gaps, frequencies less one and positions: the width of
    /// each kind is that of its or, found without a pass over the values.
    private var gapBits: UInt32 = 0
    private var extraBits: UInt32 = 0
    private var positionBits: UInt32 = 0
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
        gapBits |= gap
        let extra = UInt32(clamping: min(max(1, termFrequency) &- 1, Int(Self.largestExtraFrequency)))
        extraFrequencies[blockCount] = extra
        extraBits |= extra
        blockCount &+= 1
        nextDocument = document &+ 1
        documentFrequency &+= 1
    }

    /// Adds the positions (ascending) of the document just added.
    @inline(__always)
    mutating func addPositions<Positions: Sequence>(_ list: Positions) where Positions.Element == UInt32 {
        for position in list { appendPosition(position) }
    }

    /// Adds one position of the current document.
    @inline(__always)
    private mutating func appendPosition(_ position: UInt32) {
        if positionCount == positionCapacity { growPositions() }
        positionValues[positionCount] = position
        positionCount &+= 1
        positionBits |= position
    }

    /// Adds documents with their positions from entries of document << 32 | position, ascending
    /// (a segment buffer's grouped entries of one term), in one pass: an entry of a new document
    /// adds it once, each further one counts one more occurrence and adds its position.
    mutating func addDocuments(positionEntries entries: UnsafeBufferPointer<UInt64>) {
        var document = UInt64.max
        for entry in entries {
            if entry >> 32 != document {
                document = entry >> 32
                addDocument(UInt32(truncatingIfNeeded: document), termFrequency: 1)
            } else if extraFrequencies[blockCount &- 1] < Self.largestExtraFrequency {
                extraFrequencies[blockCount &- 1] &+= 1
                extraBits |= extraFrequencies[blockCount &- 1]
            }
            appendPosition(UInt32(truncatingIfNeeded: entry))
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
        (gapBits, extraBits, positionBits) = (0, 0, 0)
        nextDocument = 0
        docs.removeAll()
        positions.removeAll()
        if !blocks.isEmpty { blocks.removeAll(keepingCapacity: true) }
        documentFrequency = 0
    }

    /// Codes the gathered block: in the documents stream the widths of its gaps and of its
    /// frequencies less one (a byte each; 0 for the frequencies when every one is 1), then each
    /// document's gap and frequency less one, read back with one load a document; in the
    /// positions stream the width of its positions (a byte), then every position. `recorded`:
    /// kept for the skip table (not for the only block of a list).
    private mutating func writeBlock(recorded: Bool) {
        let gapWidth = PackedValues.width(of: gapBits), extraWidth = PackedValues.width(of: extraBits)
        // Coded through local copies of the writers' state and buffers, which stay in registers
        // (the sinks' stores could otherwise alias the encoder's fields, to be loaded again).
        let (gaps, extraFrequencies, positionValues, blockCount, positionCount) =
            (self.gaps, self.extraFrequencies, self.positionValues, self.blockCount, self.positionCount)
        var docBits = docs.sink
        docBits.reserve(bits: 16 + blockCount * (gapWidth + extraWidth))
        docBits.appendBits(UInt64(gapWidth), count: 8, reserved: true)
        docBits.appendBits(UInt64(extraWidth), count: 8, reserved: true)
        if gapWidth + extraWidth < 64 {
            for index in 0..<blockCount {
                docBits.appendBits(UInt64(gaps[index]) | UInt64(extraFrequencies[index]) << UInt64(gapWidth), count: gapWidth + extraWidth,
                                   reserved: true)
            }
        } else {
            for index in 0..<blockCount {
                docBits.appendBits(UInt64(gaps[index]), count: gapWidth, reserved: true)
                docBits.appendBits(UInt64(extraFrequencies[index]), count: extraWidth, reserved: true)
            }
        }
        docBits.alignToByte(reserved: true)
        docs.sink = docBits
        if positionCount > 0 {
            let width = PackedValues.width(of: positionBits)
            var bits = positions.sink
            bits.reserve(bits: 8 + positionCount * width)
            bits.appendBits(UInt64(width), count: 8, reserved: true)
            for index in 0..<positionCount { bits.appendBits(UInt64(positionValues[index]), count: width, reserved: true) }
            bits.alignToByte(reserved: true)
            positions.sink = bits
        }
        if recorded { blocks.append((nextDocument - 1, docs.count, positions.count)) }
        (self.blockCount, self.positionCount) = (0, 0)
        (gapBits, extraBits, positionBits) = (0, 0, 0)
    }

    private mutating func growPositions() {
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: positionCapacity * 2)
        larger.moveInitialize(from: positionValues, count: positionCount)
        positionValues.deallocate()
        positionValues = larger
        positionCapacity *= 2
    }
}
