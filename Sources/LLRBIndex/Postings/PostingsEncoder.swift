/// Encodes one term's postings as two streams (docs/FORMAT.md, "Postings"): documents with
/// term frequencies, and positions, so that a query needing only documents never reads positions.
/// Documents go in blocks of `blockSize`, each Rice-coded with parameters from its own means as
/// it fills (no pass to search for them); a list of several blocks gets a skip table, so that a
/// phrase walk leaps over the blocks without candidates and reads only the blocks it lands in.
struct PostingsEncoder {
    /// The frequency parameter that says every document of a block holds the term once, so no
    /// frequency is coded at all (most rare terms).
    static let onlySingleOccurrences = 7
    /// Documents per block: small enough that a rare term's candidates skip most of a common
    /// term's list, large enough that the skip table stays a few percent of it.
    static let blockSize = 128

    private var gaps: [UInt32] = []
    private var extraFrequencies: [UInt32] = []
    private var positionValues: [UInt32] = []
    private var gapSum: UInt64 = 0
    private var extraSum: UInt64 = 0
    private var positionSum: UInt64 = 0
    private var nextDocument: UInt32 = 0
    private var docs = BitWriter()
    private var positions = BitWriter()
    /// The blocks written so far, when there is more than one.
    private var blocks: [(lastDocument: UInt32, docsEnd: Int, positionsEnd: Int)] = []

    private(set) var documentFrequency = 0

    /// Adds a document (ids ascending) with how often the term occurs in it.
    mutating func addDocument(_ document: UInt32, termFrequency: Int) {
        if gaps.count == Self.blockSize { writeBlock(recorded: true) }
        let gap = document - nextDocument
        gaps.append(gap)
        gapSum += UInt64(gap)
        let extra = UInt32(clamping: max(1, termFrequency) - 1)
        extraFrequencies.append(extra)
        extraSum += UInt64(extra)
        nextDocument = document + 1
        documentFrequency += 1
    }

    /// Adds the positions (ascending) of the document just added.
    mutating func addPositions<Positions: Sequence>(_ list: Positions) where Positions.Element == UInt32 {
        var next: UInt32 = 0
        for position in list {
            positionValues.append(position - next)
            positionSum += UInt64(position - next)
            next = position + 1
        }
    }

    /// The two streams. A list of one block is that block in each stream; a longer list's
    /// documents stream starts with the skip table (see `SkipTable`).
    mutating func encode() -> (docs: [UInt8], positions: [UInt8]) {
        guard !gaps.isEmpty else { return ([], []) }
        let single = blocks.isEmpty
        writeBlock(recorded: !single)
        guard !single else { return (docs.finish(), positions.finish()) }
        let table = SkipTable.encode(blocks, docs: docs.bytes, positions: positions.bytes)
        return (table + docs.bytes, positions.finish())
    }

    /// Codes the gathered block: in the documents stream a byte of parameters (gap in the low
    /// five bits, frequency in the high three) then each document's gap and frequency; in the
    /// positions stream a parameter byte, the low bits of every value, then their unary parts,
    /// so that the positions of the documents a walk passes over are skipped by counting bits.
    /// `recorded`: kept for the skip table (not for the only block of a list).
    /// Empties the encoder for the next term but keeps its buffers, so a writer encoding a
    /// million terms in a row allocates for almost none of them. Call once the streams of
    /// `encode()` are copied out and dropped (while they live, refilling would copy them).
    mutating func reset() {
        gaps.removeAll(keepingCapacity: true)
        extraFrequencies.removeAll(keepingCapacity: true)
        positionValues.removeAll(keepingCapacity: true)
        (gapSum, extraSum, positionSum) = (0, 0, 0)
        nextDocument = 0
        docs.removeAll()
        positions.removeAll()
        blocks.removeAll(keepingCapacity: true)
        documentFrequency = 0
    }

    private mutating func writeBlock(recorded: Bool) {
        let gapParameter = RiceCoding.parameter(sum: gapSum, count: gaps.count)
        let frequencyParameter = extraSum == 0 ? Self.onlySingleOccurrences
            : RiceCoding.parameter(sum: extraSum, count: gaps.count, limit: Self.onlySingleOccurrences - 1)
        docs.appendBits(UInt64(gapParameter | frequencyParameter << 5), count: 8)
        for index in gaps.indices {
            docs.append(gaps[index], parameter: gapParameter)
            if frequencyParameter != Self.onlySingleOccurrences { docs.append(extraFrequencies[index], parameter: frequencyParameter) }
        }
        docs.alignToByte()
        if !positionValues.isEmpty {
            let parameter = RiceCoding.parameter(sum: positionSum, count: positionValues.count)
            positions.appendBits(UInt64(parameter), count: 8)
            if parameter > 0 {
                let mask = UInt32(1) << UInt32(parameter) - 1
                for value in positionValues { positions.appendBits(UInt64(value & mask), count: parameter) }
            }
            for value in positionValues { positions.appendUnary(value >> UInt32(parameter)) }
            positions.alignToByte()
        }
        if recorded { blocks.append((nextDocument - 1, docs.bytes.count, positions.bytes.count)) }
        gaps.removeAll(keepingCapacity: true)
        extraFrequencies.removeAll(keepingCapacity: true)
        positionValues.removeAll(keepingCapacity: true)
        (gapSum, extraSum, positionSum) = (0, 0, 0)
    }
}
