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
            blockDocsStart = docs.count
            blockPositionsStart = positions.count
            previousCount = 0
        }
        appendEntry(key: key, documentFrequency: documentFrequency, skipTable: skipTable, docs: blockDocs, positions: termPositions)
        remember(key)
        entryCount += 1
        termCount += 1
        if entryCount == Self.blockSize { writeBlock() }
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
        blockOffsets.append(UInt32(start))
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
