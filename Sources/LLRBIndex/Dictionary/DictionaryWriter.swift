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
    /// The entries of the block being filled, written as they come so that no term's key or
    /// postings are held until the block ends; and where its postings start in the streams.
    private var entries = ByteWriter()
    private var entryCount = 0
    private var blockDocsStart = 0
    private var blockPositionsStart = 0
    /// The key just added, in a buffer reused so that a term costs no allocation: its first
    /// `previousCount` bytes.
    private var previous: [UInt8] = []
    private var previousCount = 0

    /// Adds the next term (keys ascending) with its postings; `postings` is encoded and left
    /// reset for the next term, its buffers kept.
    mutating func add(key: [UInt8], postings: inout PostingsEncoder) {
        key.withUnsafeBytes { add(key: $0, postings: &postings) }
    }

    /// As `add(key:postings:)`, with the key's bytes where they already are.
    mutating func add(key: UnsafeRawBufferPointer, postings: inout PostingsEncoder) {
        if entryCount == 0 {
            blockDocsStart = docs.count
            blockPositionsStart = positions.count
            previousCount = 0
        }
        var streams = postings.encode()
        let documentFrequency = postings.documentFrequency
        let isInline = streams.docs.count + streams.positions.count <= Self.inlineLimit
        var crc: UInt32 = 0
        if !isInline {
            crc = streams.positions.withUnsafeBytes { positionsRaw in
                streams.docs.withUnsafeBytes { docsRaw in
                    PostingList(documentFrequency: documentFrequency, docs: docsRaw, positions: positionsRaw).dictionaryChecksum() ?? 0
                }
            }
            docs.append(contentsOf: streams.docs)
            positions.append(contentsOf: streams.positions)
        }
        let previousCount = self.previousCount
        previous.withUnsafeBytes { previous in
            let previousKey = UnsafeRawBufferPointer(rebasing: previous[..<previousCount])
            entries.append(building: key.count + Self.entryOverhead) { entry in
                KeyCoding.append(key, after: previousKey, to: &entry)
                entry.appendVarint(documentFrequency)
                entry.appendVarint(streams.docs.count << 1 | (isInline ? 1 : 0))
                entry.appendVarint(streams.positions.count)
                if isInline {
                    streams.docs.withUnsafeBytes { entry.append($0) }
                    streams.positions.withUnsafeBytes { entry.append($0) }
                } else {
                    entry.append(crc)
                }
            }
        }
        streams = ([], [])
        postings.reset()
        remember(key)
        entryCount += 1
        termCount += 1
        if entryCount == Self.blockSize { writeBlock() }
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
        blocks.append(contentsOf: entries.bytes)
        blocks.appendChecksum(from: start)
        entries.bytes.removeAll(keepingCapacity: true)
        entryCount = 0
    }
}
