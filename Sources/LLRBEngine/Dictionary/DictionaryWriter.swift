/// Writes the term dictionary and the two postings streams of a segment from terms given in
/// ascending key order (docs/FORMAT.md, "Dictionary"). Keys are front-coded in blocks of
/// `blockSize`; a rare term's postings are stored inside its block entry, a common one's in the
/// streams with its own checksum, so a search verifies exactly what it reads.
struct DictionaryWriter {
    static let blockSize = 32
    static let inlineLimit = 64
    /// What an entry holds besides its key's bytes, at most: five varints, and the inline
    /// postings or a checksum.
    private static let entryOverhead = 5 * 10 + inlineLimit

    private(set) var blocks = ByteWriter()
    private(set) var blockOffsets = ByteWriter()
    private(set) var docs = ByteWriter()
    private(set) var positions = ByteWriter()
    private(set) var termCount = 0
    /// The CRC-32 of `blocks`, taken block by block from the checksum each block ends with
    /// (`CRC32.combine`), so the segment writer does not read the blocks again for it.
    private(set) var blocksChecksum: UInt32 = 0
    /// The entries of the block being filled, written as they come so that no term's key or
    /// postings are held until the block ends; and where its postings start in the streams.
    private var entries = ScratchRecords()
    private var entryCount = 0
    private var blockDocsStart = 0
    private var blockPositionsStart = 0
    /// The key just added, in a buffer reused so that a term costs no allocation: its first
    /// `previousCount` bytes.
    private var previous: [UInt8] = []
    private var previousCount = 0

    /// A merge's streams: each leaves memory for its file whenever it holds more than
    /// `spillLimit` bytes (between terms), so that merging segments of gigabytes holds a few
    /// megabytes of the new one's dictionary and postings. Nil: everything stays in memory
    /// (a new segment from the ingest's buffer, bounded by the buffer).
    private var spill: (blocks: SpilledBytes, docs: SpilledBytes, positions: SpilledBytes)?
    private var spillLimit = Int.max
    /// The first failure to write a stream out; `SegmentFileWriter.write` throws it.
    private(set) var spillFailure: IndexError?
    /// The most bytes the three streams held in memory at once (a merge's memory, for tests).
    private(set) var largestHeldBytes = 0

    init() {}

    /// A dictionary whose streams are written out to unlinked files in `directory` whenever one
    /// holds more than `spillLimit` bytes.
    init(spillingTo directory: String, spillLimit: Int) {
        spill = (SpilledBytes(directory: directory), SpilledBytes(directory: directory), SpilledBytes(directory: directory))
        self.spillLimit = spillLimit
    }

    /// Whether the streams are written out as they grow (`init(spillingTo:spillLimit:)`).
    var isSpilling: Bool { spill != nil }

    /// Where the streams' ends are: the bytes written out and those in memory.
    private var docsEnd: Int { (spill?.docs.count ?? 0) + docs.count }
    private var positionsEnd: Int { (spill?.positions.count ?? 0) + positions.count }
    private var blocksEnd: Int { (spill?.blocks.count ?? 0) + blocks.count }

    /// The streams' lengths, all of them: the sections' sizes.
    var docsCount: Int { docsEnd }
    var positionsCount: Int { positionsEnd }
    var blocksCount: Int { blocksEnd }

    /// Makes room for a segment's dictionary and streams at once, so that they never grow by
    /// copying: a stream of a 200 MB buffer is tens of MB, and each doubling copied all of it
    /// into fresh pages. Room never written takes no memory; the rest comes in huge pages.
    /// Bounds, generous: a key of a dozen bytes with its entry, a posting (document gap,
    /// frequency, position) in less than two bytes.
    mutating func reserve(terms: Int, entries: Int) {
        HugePages.reserve(terms * 24, in: &blocks.bytes)
        HugePages.reserve(entries * 2, in: &docs.bytes)
        HugePages.reserve(entries * 2, in: &positions.bytes)
    }

    /// Adds the next term (keys ascending) with its postings; `postings` is encoded and left
    /// reset for the next term, its buffers kept.
    mutating func add(key: [UInt8], postings: inout PostingsEncoder) {
        key.withUnsafeBytes { add(key: $0, postings: &postings) }
    }

    /// As `add(key:postings:)`, with the key's bytes where they already are.
    mutating func add(key: UnsafeRawBufferPointer, postings: inout PostingsEncoder) {
        let documentFrequency = postings.documentFrequency
        postings.finishList { skipTable, blockDocs, blockPositions in
            skipTable.withUnsafeBytes { skipTable in
                add(key: key, documentFrequency: documentFrequency, skipTable: skipTable, docs: blockDocs, positions: blockPositions)
            }
        }
        postings.reset()
    }

    /// Adds the next term (keys ascending) with postings a `PostingsEncoder` finished before
    /// (`EncodedTerms`): its skip table and its documents and positions streams.
    mutating func add(key: UnsafeRawBufferPointer, documentFrequency: Int, skipTable: UnsafeRawBufferPointer,
                      docs blockDocs: UnsafeRawBufferPointer, positions termPositions: UnsafeRawBufferPointer) {
        if entryCount == 0 {
            blockDocsStart = docsEnd
            blockPositionsStart = positionsEnd
            previousCount = 0
        }
        appendEntry(key: key, documentFrequency: documentFrequency, skipTable: skipTable, docs: blockDocs, positions: termPositions)
        remember(key)
        entryCount += 1
        termCount += 1
        if entryCount == Self.blockSize { writeBlock() }
        if spill != nil { spillFullStreams() }
    }

    /// Writes out each stream holding more than `spillLimit` bytes; between terms, so that a
    /// term's bytes are whole in memory while its checksum is taken.
    private mutating func spillFullStreams() {
        largestHeldBytes = max(largestHeldBytes, blocks.count + docs.count + positions.count + entries.records.count)
        guard let spill, spillFailure == nil else { return }
        do throws(IndexError) {
            if docs.count > spillLimit { try Self.move(&docs, to: spill.docs) }
            if positions.count > spillLimit { try Self.move(&positions, to: spill.positions) }
            if blocks.count > spillLimit { try Self.move(&blocks, to: spill.blocks) }
        } catch {
            spillFailure = error
        }
    }

    private static func move(_ stream: inout ByteWriter, to file: SpilledBytes) throws(IndexError) {
        let written = stream.bytes.withUnsafeBytes { raw in Result { () throws(IndexError) in try file.append(raw) } }
        try written.get()
        stream.bytes.removeAll(keepingCapacity: true)
    }

    /// The three streams, each a section of the segment file.
    enum Stream { case blocks, docs, positions }

    /// Writes `stream` whole to `output` (what went to its file, then what is in memory) and
    /// returns its CRC-32.
    func write(_ stream: Stream, to output: inout SegmentFileOutput) throws(IndexError) -> UInt32 {
        if let spillFailure { throw spillFailure }
        let (file, memory): (SpilledBytes?, [UInt8]) = switch stream {
        case .blocks: (spill?.blocks, blocks.bytes)
        case .docs: (spill?.docs, docs.bytes)
        case .positions: (spill?.positions, positions.bytes)
        }
        try file?.copy(into: &output)
        try output.write(memory)
        return memory.withUnsafeBytes { CRC32.checksum($0, continuing: file?.checksum ?? 0) }
    }

    /// Writes a term's entry: its postings inline when they are short, else appended to the
    /// streams with their checksum. The documents stream is `skipTable` then `blockDocs`.
    private mutating func appendEntry(key: UnsafeRawBufferPointer, documentFrequency: Int, skipTable: UnsafeRawBufferPointer,
                                      docs blockDocs: UnsafeRawBufferPointer, positions termPositions: UnsafeRawBufferPointer) {
        let docsCount = skipTable.count + blockDocs.count
        let isInline = docsCount + termPositions.count <= Self.inlineLimit
        var crc: UInt32 = 0
        if !isInline {
            let docsStart = docs.count, positionsStart = positions.count
            docs.append(contentsOf: skipTable)
            docs.append(contentsOf: blockDocs)
            positions.append(contentsOf: termPositions)
            crc = positions.bytes.withUnsafeBytes { positionsRaw in
                docs.bytes.withUnsafeBytes { docsRaw in
                    PostingList(documentFrequency: documentFrequency, docs: UnsafeRawBufferPointer(rebasing: docsRaw[docsStart...]),
                                positions: UnsafeRawBufferPointer(rebasing: positionsRaw[positionsStart...])).dictionaryChecksum() ?? 0
                }
            }
        }
        let previousCount = self.previousCount
        previous.withUnsafeBytes { previous in
            let previousKey = UnsafeRawBufferPointer(rebasing: previous[..<previousCount])
            entries.append(building: key.count + Self.entryOverhead) { entry in
                KeyCoding.append(key, after: previousKey, to: &entry)
                entry.appendVarint(documentFrequency)
                entry.appendVarint(docsCount << 1 | (isInline ? 1 : 0))
                entry.appendVarint(termPositions.count)
                if isInline {
                    entry.append(skipTable)
                    entry.append(blockDocs)
                    entry.append(termPositions)
                } else {
                    entry.append(crc)
                }
            }
        }
    }

    private mutating func remember(_ key: UnsafeRawBufferPointer) {
        if previous.count < key.count { previous = [UInt8](repeating: 0, count: max(key.count, 2 * previous.count)) }
        previous.withUnsafeMutableBytes { $0.copyMemory(from: key) }
        previousCount = key.count
    }

    mutating func finish() {
        if entryCount > 0 { writeBlock() }
    }

    private mutating func writeBlock() {
        let start = blocks.count
        if blocksEnd > Int(UInt32.max), spillFailure == nil {
            spillFailure = IndexError(.segmentTooLarge(.termDictionary))
        }
        blockOffsets.append(UInt32(truncatingIfNeeded: blocksEnd))
        blocks.appendVarint(entryCount)
        blocks.appendVarint(blockDocsStart)
        blocks.appendVarint(blockPositionsStart)
        blocks.append(contentsOf: entries.records)
        let blockCRC = blocks.appendChecksum(from: start)
        let throughBlock = CRC32.combine(blocksChecksum, blockCRC, lengthOfB: blocks.count - 4 - start)
        blocksChecksum = blocks.bytes.withUnsafeBytes {
            CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[(blocks.count - 4)...]), continuing: throughBlock)
        }
        entries.removeAll()
        entryCount = 0
    }
}
