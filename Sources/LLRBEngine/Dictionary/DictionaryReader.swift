/// Finds terms in a segment's dictionary over the mapped file: a binary search of the sparse
/// block index, then a scan of one front-coded block, verifying every checksum on the way.
struct DictionaryReader {
    let blocks: UnsafeRawBufferPointer
    let blockOffsets: UnsafeRawBufferPointer
    let docs: UnsafeRawBufferPointer
    let positions: UnsafeRawBufferPointer
    /// What this process has verified already; nil checks every block on every read.
    var memo: ChecksumMemo? = nil
    /// How many mapped bytes follow the positions section: the sections before the footer and
    /// the trailer, at least `SegmentLayout.trailerSize` in a segment `SegmentReader` opened
    /// (it checks that the sections tile the file up to the footer). Lists get it as their
    /// `positionsSlack` plus the lists after them; zero where nothing is known.
    var positionsSlack = 0

    var blockCount: Int { blockOffsets.count / 4 }

    /// The postings of `key`, checksum verified, or nil when the segment does not have the term.
    func lookup(_ key: [UInt8]) throws(FormatError) -> PostingList? {
        guard blockCount > 0 else { return nil }
        let block = try lastBlock(startingAtOrBefore: key)
        return try find(key, inBlock: block)
    }

    /// Every key that starts with `prefix`, in order.
    func keys(withPrefix prefix: [UInt8]) throws(FormatError) -> [[UInt8]] {
        var keys: [[UInt8]] = []
        try forEachEntry(withPrefix: prefix) { key, _ in keys.append(key) }
        return keys
    }

    /// Hands over every key that starts with `prefix` with its entry, in order: a scan from the
    /// block it would start in. `--fuzzy` reads the bigrams that start with a character so.
    func forEachEntry(withPrefix prefix: [UInt8], _ body: (_ key: [UInt8], _ entry: DictionaryEntry) throws(FormatError) -> Void) throws(FormatError) {
        guard blockCount > 0 else { return }
        var cursor = TermCursor(self, startingAt: try lastBlock(startingAtOrBefore: prefix))
        while try cursor.advance() {
            if cursor.key.starts(with: prefix) {
                try body(cursor.key, cursor.entry)
            } else if TermKey.compare(cursor.key, prefix) > 0 {
                break
            }
        }
    }

    /// Scans one block for `target`, comparing each key only where it can differ: the block's
    /// keys ascend, so a key sharing more with the one before than `target` does is still below
    /// it, and one sharing less is past it. A lookup passes over ~16 keys, and several hundred
    /// of them make a phrase search over a few segments.
    private func find(_ target: [UInt8], inBlock block: Int) throws(FormatError) -> PostingList? {
        var reader = ByteReader(try verifiedPayload(ofBlock: block))
        let payload = reader.bytes
        let entries = try reader.readCount(atMost: DictionaryWriter.blockSize)
        var docsOffset = try reader.readCount(atMost: docs.count)
        var positionsOffset = try reader.readCount(atMost: positions.count)
        // A key is never longer than the block's bytes (each suffix is in them).
        let key = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, payload.count), alignment: 1)
        defer { key.deallocate() }
        var length = 0, matched = 0
        for _ in 0..<entries {
            let shared = try KeyCoding.read(into: key, length: &length, from: &reader)
            let frequency = try reader.readCount(atMost: Int(UInt32.max))
            let docsCode = try reader.readVarint()
            guard docsCode >> 1 < 1 << 40 else { throw FormatError("postings length out of range") }
            let docsLength = Int(docsCode >> 1)
            let positionsLength = try reader.readCount(atMost: 1 << 40)
            var order = shared > matched ? -1 : 1
            if shared == matched {
                let common = min(length, target.count)
                while matched < common && key[matched] == target[matched] { matched += 1 }
                order = matched < common ? (key[matched] < target[matched] ? -1 : 1) : length - target.count
            }
            if docsCode & 1 == 1 {
                let documents = try reader.readBytes(docsLength), positionBytes = try reader.readBytes(positionsLength)
                if order == 0 { return PostingList(documentFrequency: frequency, docs: documents, positions: positionBytes, memo: memo) }
            } else {
                let crc = try reader.readUInt32()
                guard docsLength <= docs.count - docsOffset, positionsLength <= positions.count - positionsOffset else {
                    throw FormatError("postings of a term in dictionary block \(block) run past the end of their stream")
                }
                if order == 0 {
                    let list = PostingList(documentFrequency: frequency, docs: UnsafeRawBufferPointer(rebasing: docs[docsOffset..<docsOffset + docsLength]),
                                           positions: UnsafeRawBufferPointer(rebasing: positions[positionsOffset..<positionsOffset + positionsLength]),
                                           positionsSlack: positions.count - positionsOffset - positionsLength + positionsSlack, memo: memo)
                    return try DictionaryEntry(list: list, crc: crc, block: block).verified()
                }
                docsOffset += docsLength
                positionsOffset += positionsLength
            }
            if order > 0 { return nil }
        }
        return try absent(target, after: block)
    }

    /// A block's bytes before its checksum, verified against it.
    private func verifiedPayload(ofBlock block: Int) throws(FormatError) -> UnsafeRawBufferPointer {
        let range = try blockRange(block)
        let bytes = UnsafeRawBufferPointer(rebasing: blocks[range])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 4)])
        let stored = bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian
        guard memo.verify(bytes, { CRC32.checksum(payload) == stored }) else {
            throw FormatError("dictionary block \(block) fails its checksum")
        }
        return payload
    }

    /// Nil for a term after every key of `block`, once the next block's first key, verified, is
    /// after it too: the binary search reads first keys before their blocks are verified, and a
    /// damaged one read as too great sends it to the block before, where the term would be
    /// missed with no error.
    private func absent(_ target: [UInt8], after block: Int) throws(FormatError) -> PostingList? {
        guard block + 1 < blockCount else { return nil }
        _ = try verifiedPayload(ofBlock: block + 1)
        let next = try firstKey(ofBlock: block + 1)
        guard target.withUnsafeBytes({ TermKey.compare(next, $0) }) > 0 else {
            throw FormatError("dictionary block \(block + 1) is out of order with the one before")
        }
        return nil
    }

    /// The block a key would be in: the last whose first key is not greater than it.
    private func lastBlock(startingAtOrBefore key: [UInt8]) throws(FormatError) -> Int {
        var low = 0, high = blockCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let first = try firstKey(ofBlock: middle)
            if key.withUnsafeBytes({ TermKey.compare(first, $0) }) <= 0 { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func blockRange(_ block: Int) throws(FormatError) -> Range<Int> {
        let start = Int(blockOffsets.loadUnaligned(fromByteOffset: block * 4, as: UInt32.self).littleEndian)
        let end = block + 1 < blockCount
            ? Int(blockOffsets.loadUnaligned(fromByteOffset: (block + 1) * 4, as: UInt32.self).littleEndian)
            : blocks.count
        guard start < end, end <= blocks.count, end - start >= 4 else { throw FormatError("dictionary block \(block) out of bounds") }
        return start..<end
    }

    /// The block's first key, in place: it is compared once and dropped (its block is not
    /// verified yet; a damaged key only misdirects the search to a block that is).
    /// A binary search reads ~14 per lookup, so the three counts before the key are passed over
    /// by their bytes, not decoded, and a key of under 128 bytes (its length one byte) is taken
    /// in place: through a ByteReader this cost more than the scan of the block it chose.
    private func firstKey(ofBlock block: Int) throws(FormatError) -> UnsafeRawBufferPointer {
        let range = try blockRange(block)
        guard let base = blocks.baseAddress else { throw FormatError("dictionary block \(block) out of bounds") }
        var index = range.lowerBound, counts = 3
        while counts > 0 {
            guard index < range.upperBound else { throw FormatError("dictionary block \(block) ends inside its header") }
            if base.load(fromByteOffset: index, as: UInt8.self) < 0x80 { counts &-= 1 }
            index &+= 1
        }
        guard index + 2 <= range.upperBound else { throw FormatError("dictionary block \(block) ends inside its first key") }
        guard base.load(fromByteOffset: index, as: UInt8.self) == 0 else {
            throw FormatError("dictionary block \(block) starts with a shared prefix")
        }
        let length = Int(base.load(fromByteOffset: index + 1, as: UInt8.self))
        guard length < 0x80 else {
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: blocks[(index + 1)..<range.upperBound]))
            return try reader.readBlob()
        }
        guard length <= range.upperBound - index - 2 else { throw FormatError("dictionary block \(block) ends inside its first key") }
        return UnsafeRawBufferPointer(start: base + index + 2, count: length)
    }
}

/// A dictionary entry as the cursor meets it; an external posting list is verified on request,
/// so that scanning past a term costs nothing (a list of several blocks only by its skip table
/// here: `PostingsCursor` verifies each block it decodes).
struct DictionaryEntry {
    var list: PostingList
    /// The stored checksum of an external posting list; nil when the list is inside its block.
    var crc: UInt32?
    var block: Int

    func verified() throws(FormatError) -> PostingList {
        if let crc, !list.memo.verify(list.docs, { list.dictionaryChecksum() == crc }) {
            throw FormatError("the postings of a term in dictionary block \(block) fail their checksum")
        }
        return list
    }
}

/// Walks the dictionary term by term in key order, block by block, checking each block's
/// checksum as it enters it.
struct TermCursor {
    let dictionary: DictionaryReader
    private(set) var block: Int
    private(set) var key: [UInt8] = []
    private var reader = ByteReader(UnsafeRawBufferPointer(start: nil, count: 0))
    private var remainingInBlock = 0
    private var docsOffset = 0
    private var positionsOffset = 0
    private var entered = false

    init(_ dictionary: DictionaryReader, startingAt block: Int = 0) {
        self.dictionary = dictionary
        self.block = block
    }

    /// The entry read last (its key in `key`); built on request, so that a lookup passing over
    /// a block's other terms makes no posting list for them.
    private var current = (frequency: 0, docs: UnsafeRawBufferPointer(start: nil, count: 0),
                           positions: UnsafeRawBufferPointer(start: nil, count: 0), crc: UInt32?.none)

    /// The next entry (its key in `key`), or nil past the last term.
    mutating func next() throws(FormatError) -> DictionaryEntry? {
        try advance() ? entry : nil
    }

    /// The entry `advance()` moved to.
    var entry: DictionaryEntry {
        DictionaryEntry(list: PostingList(documentFrequency: current.frequency, docs: current.docs, positions: current.positions,
                                          memo: dictionary.memo),
                        crc: current.crc, block: block)
    }

    /// Moves to the next entry (its key in `key`, the rest in `entry`); false past the last term.
    mutating func advance() throws(FormatError) -> Bool {
        while !entered || remainingInBlock == 0 {
            if entered {
                guard reader.isAtEnd else { throw FormatError("dictionary block \(block) has trailing bytes") }
                block += 1
            }
            guard block < dictionary.blockCount else { return false }
            try enter(block)
        }
        remainingInBlock -= 1
        try KeyCoding.read(into: &key, from: &reader)
        let frequency = try reader.readCount(atMost: Int(UInt32.max))
        let docsCode = try reader.readVarint()
        guard docsCode >> 1 < 1 << 40 else { throw FormatError("postings length out of range") }
        let docsLength = Int(docsCode >> 1)
        let positionsLength = try reader.readCount(atMost: 1 << 40)
        if docsCode & 1 == 1 {
            current = (frequency, try reader.readBytes(docsLength), try reader.readBytes(positionsLength), nil)
            return true
        }
        let crc = try reader.readUInt32()
        let docs = dictionary.docs, positions = dictionary.positions
        guard docsLength <= docs.count - docsOffset, positionsLength <= positions.count - positionsOffset else {
            throw FormatError("postings of a term in dictionary block \(block) run past the end of their stream")
        }
        current = (frequency, UnsafeRawBufferPointer(rebasing: docs[docsOffset..<docsOffset + docsLength]),
                   UnsafeRawBufferPointer(rebasing: positions[positionsOffset..<positionsOffset + positionsLength]), crc)
        docsOffset += docsLength
        positionsOffset += positionsLength
        return true
    }

    private mutating func enter(_ block: Int) throws(FormatError) {
        let range = try dictionary.blockRange(block)
        let bytes = UnsafeRawBufferPointer(rebasing: dictionary.blocks[range])
        let payload = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 4)])
        let stored = bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian
        guard dictionary.memo.verify(bytes, { CRC32.checksum(payload) == stored }) else {
            throw FormatError("dictionary block \(block) fails its checksum")
        }
        reader = ByteReader(payload)
        remainingInBlock = try reader.readCount(atMost: DictionaryWriter.blockSize)
        docsOffset = try reader.readCount(atMost: dictionary.docs.count)
        positionsOffset = try reader.readCount(atMost: dictionary.positions.count)
        key.removeAll(keepingCapacity: true)
        entered = true
    }
}
