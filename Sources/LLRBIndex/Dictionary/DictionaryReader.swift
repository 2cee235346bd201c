/// Finds terms in a segment's dictionary over the mapped file: a binary search of the sparse
/// block index, then a scan of one front-coded block, verifying every checksum on the way.
struct DictionaryReader {
    let blocks: UnsafeRawBufferPointer
    let blockOffsets: UnsafeRawBufferPointer
    let docs: UnsafeRawBufferPointer
    let positions: UnsafeRawBufferPointer

    var blockCount: Int { blockOffsets.count / 4 }

    /// The postings of `key`, or nil when the segment does not have the term.
    func lookup(_ key: [UInt8]) throws(FormatError) -> PostingList? {
        guard blockCount > 0 else { return nil }
        var low = 0, high = blockCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if TermKey.compare(try firstKey(ofBlock: middle), key) <= 0 { low = middle } else { high = middle - 1 }
        }
        var found: PostingList?
        try forEachEntry(inBlock: low) { (entryKey: [UInt8], list: () throws(FormatError) -> PostingList) throws(FormatError) -> Bool in
            let order = TermKey.compare(entryKey, key)
            if order == 0 { found = try list() }
            return order < 0
        }
        return found
    }

    /// Every term in key order with its postings (for merging and checking).
    func forEachTerm(_ body: ([UInt8], PostingList) throws(FormatError) -> Void) throws(FormatError) {
        for block in 0..<blockCount {
            try forEachEntry(inBlock: block) { (key: [UInt8], list: () throws(FormatError) -> PostingList) throws(FormatError) -> Bool in
                try body(key, try list())
                return true
            }
        }
    }

    func blockRange(_ block: Int) throws(FormatError) -> Range<Int> {
        let start = Int(blockOffsets.loadUnaligned(fromByteOffset: block * 4, as: UInt32.self).littleEndian)
        let end = block + 1 < blockCount
            ? Int(blockOffsets.loadUnaligned(fromByteOffset: (block + 1) * 4, as: UInt32.self).littleEndian)
            : blocks.count
        guard start < end, end <= blocks.count, end - start >= 4 else { throw FormatError("dictionary block \(block) out of bounds") }
        return start..<end
    }

    private func firstKey(ofBlock block: Int) throws(FormatError) -> [UInt8] {
        let range = try blockRange(block)
        var reader = ByteReader(UnsafeRawBufferPointer(rebasing: blocks[range]))
        _ = try reader.readVarint()
        _ = try reader.readVarint()
        _ = try reader.readVarint()
        guard try reader.readVarint() == 0 else { throw FormatError("dictionary block \(block) starts with a shared prefix") }
        return Array(try reader.readBlob())
    }

    /// Calls `body` with each entry's key and a function decoding its postings, until `body` says stop.
    private func forEachEntry(inBlock block: Int,
                              _ body: ([UInt8], () throws(FormatError) -> PostingList) throws(FormatError) -> Bool) throws(FormatError) {
        let range = try blockRange(block)
        let bytes = UnsafeRawBufferPointer(rebasing: blocks[range])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 4)])
        let stored = bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian
        guard CRC32.checksum(payload) == stored else { throw FormatError("dictionary block \(block) fails its checksum") }
        var reader = ByteReader(payload)
        let count = try reader.readCount(atMost: DictionaryWriter.blockSize)
        var docsOffset = try reader.readCount(atMost: docs.count)
        var positionsOffset = try reader.readCount(atMost: positions.count)
        var key: [UInt8] = []
        for _ in 0..<count {
            let shared = try reader.readCount(atMost: key.count)
            key.removeSubrange(shared...)
            key.append(contentsOf: try reader.readBlob())
            let frequency = try reader.readCount(atMost: Int(UInt32.max))
            let docsCode = try reader.readVarint()
            let positionsLength = try reader.readCount(atMost: reader.remaining + positions.count)
            let docsLength = try Self.checkedLength(docsCode >> 1)
            let list: PostingList
            if docsCode & 1 == 1 {
                list = PostingList(documentFrequency: frequency, docs: try reader.readBytes(docsLength),
                                   positions: try reader.readBytes(positionsLength))
            } else {
                let crc = try reader.readUInt32()
                guard docsOffset + docsLength <= docs.count, positionsOffset + positionsLength <= positions.count else {
                    throw FormatError("postings of a term in block \(block) run past the end of their stream")
                }
                let docBytes = UnsafeRawBufferPointer(rebasing: docs[docsOffset..<docsOffset + docsLength])
                let positionBytes = UnsafeRawBufferPointer(rebasing: positions[positionsOffset..<positionsOffset + positionsLength])
                docsOffset += docsLength
                positionsOffset += positionsLength
                list = PostingList(documentFrequency: frequency, docs: docBytes, positions: positionBytes)
                let verified = { () throws(FormatError) -> PostingList in
                    guard CRC32.checksum(positionBytes, continuing: CRC32.checksum(docBytes)) == crc else {
                        throw FormatError("the postings of a term in block \(block) fail their checksum")
                    }
                    return list
                }
                guard try body(key, verified) else { return }
                continue
            }
            guard try body(key, { list }) else { return }
        }
        guard reader.isAtEnd else { throw FormatError("dictionary block \(block) has trailing bytes") }
    }

    private static func checkedLength(_ value: UInt64) throws(FormatError) -> Int {
        guard value < 1 << 40 else { throw FormatError("postings length out of range") }
        return Int(value)
    }
}
