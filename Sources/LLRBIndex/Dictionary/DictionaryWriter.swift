/// Writes the term dictionary and the two postings streams of a segment from terms given in
/// ascending key order (docs/FORMAT.md, "Dictionary"). Keys are front-coded in blocks of
/// `blockSize`; a rare term's postings are stored inside its block entry, a common one's in the
/// streams with its own checksum, so a search verifies exactly what it reads.
struct DictionaryWriter {
    static let blockSize = 32
    static let inlineLimit = 64

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
    /// The key just added and the one before it, reused so a term costs no allocation.
    private var key: [UInt8] = []
    private var previous: [UInt8] = []

    mutating func add<Key: Collection>(key newKey: Key, postings: consuming PostingsEncoder) where Key.Element == UInt8 {
        if entryCount == 0 {
            blockDocsStart = docs.count
            blockPositionsStart = positions.count
            previous.removeAll(keepingCapacity: true)
        }
        key.removeAll(keepingCapacity: true)
        key.append(contentsOf: newKey)
        let streams = postings.encode()
        let documentFrequency = postings.documentFrequency
        KeyCoding.append(key, after: previous, to: &entries)
        entries.appendVarint(documentFrequency)
        let isInline = streams.docs.count + streams.positions.count <= Self.inlineLimit
        entries.appendVarint(streams.docs.count << 1 | (isInline ? 1 : 0))
        entries.appendVarint(streams.positions.count)
        if isInline {
            entries.append(contentsOf: streams.docs)
            entries.append(contentsOf: streams.positions)
        } else {
            let crc = streams.positions.withUnsafeBytes { positionsRaw in
                streams.docs.withUnsafeBytes { docsRaw in
                    PostingList(documentFrequency: documentFrequency, docs: docsRaw, positions: positionsRaw).dictionaryChecksum() ?? 0
                }
            }
            entries.append(crc)
            docs.append(contentsOf: streams.docs)
            positions.append(contentsOf: streams.positions)
        }
        swap(&key, &previous)
        entryCount += 1
        termCount += 1
        if entryCount == Self.blockSize { writeBlock() }
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
