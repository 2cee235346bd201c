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
    private var pending: [(key: [UInt8], documentFrequency: Int, docs: [UInt8], positions: [UInt8])] = []

    mutating func add(key: [UInt8], postings: consuming PostingsEncoder) {
        let streams = postings.encode()
        pending.append((key, postings.documentFrequency, streams.docs, streams.positions))
        termCount += 1
        if pending.count == Self.blockSize { writeBlock() }
    }

    mutating func finish() {
        if !pending.isEmpty { writeBlock() }
    }

    private mutating func writeBlock() {
        let start = blocks.count
        blockOffsets.append(UInt32(start))
        blocks.appendVarint(pending.count)
        blocks.appendVarint(docs.count)
        blocks.appendVarint(positions.count)
        var previous: [UInt8] = []
        for (key, documentFrequency, docBytes, positionBytes) in pending {
            KeyCoding.append(key, after: previous, to: &blocks)
            blocks.appendVarint(documentFrequency)
            let isInline = docBytes.count + positionBytes.count <= Self.inlineLimit
            blocks.appendVarint(docBytes.count << 1 | (isInline ? 1 : 0))
            blocks.appendVarint(positionBytes.count)
            if isInline {
                blocks.append(contentsOf: docBytes)
                blocks.append(contentsOf: positionBytes)
            } else {
                let crc = positionBytes.withUnsafeBytes { positionsRaw in
                    docBytes.withUnsafeBytes { docsRaw in
                        PostingList(documentFrequency: documentFrequency, docs: docsRaw, positions: positionsRaw).dictionaryChecksum() ?? 0
                    }
                }
                blocks.append(crc)
                docs.append(contentsOf: docBytes)
                positions.append(contentsOf: positionBytes)
            }
            previous = key
        }
        blocks.appendChecksum(from: start)
        pending.removeAll(keepingCapacity: true)
    }
}
