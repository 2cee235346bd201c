/// Walks a posting list document by document without allocating per document: `next()` for
/// every document, `advance(to:)` to leap through the skip table to the first document at or
/// after a target, and the current document's positions on request. A block is checked
/// against its checksum when it is decoded (its positions when they are first read), so a walk
/// verifies what it reads and nothing it leaps over. Copies of a cursor share its block
/// buffer: walk one copy only.
struct PostingsCursor {
    private let list: PostingList
    private let documentCount: UInt64
    private var table: SkipTable?
    /// Documents in the blocks not decoded yet.
    private var remaining: Int
    /// The smallest id the next block may hold.
    private var base: UInt64 = 0
    private let block: BlockBuffer
    private var count = 0
    private var index = 0
    private var positionsRange: Range<Int> = 0..<0
    private var positionsChecksum: UInt32?
    private var positionBlock = PositionBlock()
    private var positionsOpen = false
    private(set) var document: UInt32 = 0
    private(set) var frequency: UInt32 = 0
    /// Set while `insertRemaining(into:)` decodes blocks into bits instead of the buffer.
    private var bits: UnsafeMutablePointer<UInt64>?
    /// The widest frequency width of the blocks `insertRemaining(into:)` decoded.
    private var widestFrequency = 0

    init(_ list: PostingList, documentCount: Int) throws(FormatError) {
        try self.init(list, documentCount: documentCount, reusing: nil)
    }

    /// A cursor on no list, to `restart` on each of many lists walked one after another.
    init() {
        list = PostingList(documentFrequency: 0, docs: UnsafeRawBufferPointer(start: nil, count: 0),
                           positions: UnsafeRawBufferPointer(start: nil, count: 0))
        documentCount = 0
        remaining = 0
        block = BlockBuffer(capacity: 0)
    }

    /// A cursor on `list` that decodes into `buffer` when it is large enough.
    private init(_ list: PostingList, documentCount: Int, reusing buffer: BlockBuffer?) throws(FormatError) {
        guard list.documentFrequency > 0 || (list.docs.isEmpty && list.positions.isEmpty) else {
            throw FormatError("posting list longer than its document frequency")
        }
        self.list = list
        self.documentCount = UInt64(documentCount)
        remaining = list.documentFrequency
        table = list.hasSkipTable ? try SkipTable(docs: list.docs, positions: list.positions) : nil
        let capacity = min(list.documentFrequency, PostingsEncoder.blockSize)
        block = buffer.flatMap { $0.capacity >= capacity ? $0 : nil } ?? BlockBuffer(capacity: capacity)
    }

    /// Starts over on another list, keeping this cursor's block buffer when it is large enough:
    /// a merge walks millions of lists of one or two documents, and allocating and freeing a
    /// buffer for each was a third of its instructions with a rich vocabulary.
    mutating func restart(on list: PostingList, documentCount: Int) throws(FormatError) {
        self = try PostingsCursor(list, documentCount: documentCount, reusing: block)
    }

    /// Moves to the next document (`document`, `frequency`); false after the last.
    @inline(__always)
    mutating func next() throws(FormatError) -> Bool {
        index += 1
        if index >= count {
            guard try loadBlock(reaching: 0) else { return false }
            index = 0
        }
        document = block.documents[index]
        frequency = block.frequencies[index]
        return true
    }

    /// Decodes the next block whole, passing over those that end before `target`, and moves to
    /// its last document: its documents and their frequencies, valid until the cursor moves; nil
    /// after the last block. For readers of a whole list, which then copy a block at a time
    /// rather than a document at a time, and for a ranking, which looks up a document among a
    /// block's by galloping (`ClauseCursor`).
    mutating func nextBlock(reaching target: UInt32 = 0) throws(FormatError)
        -> (documents: UnsafeBufferPointer<UInt32>, frequencies: UnsafeBufferPointer<UInt32>)? {
        guard try loadBlock(reaching: target) else { return nil }
        index = count - 1
        document = block.documents[index]
        frequency = block.frequencies[index]
        return (UnsafeBufferPointer(start: block.documents, count: count), UnsafeBufferPointer(start: block.frequencies, count: count))
    }

    /// Sets the bit of every document left in the list in `words` (a bit for each of the
    /// segment's documents), decoding only their gaps: a count of `的` at 10 GB of pages reads
    /// 3.9 M documents of its four fields, whose frequencies and copies into the block buffer
    /// were most of its instructions. Every block is checked as `next()` checks it.
    ///
    /// Returns at least the greatest frequency among them, read off the blocks' frequency widths
    /// (a block of frequencies all 1 says so exactly): what a ranking bounds the list's scores
    /// with (`ScoreClause.bound`), where finding the greatest itself unpacked 3.9 M frequencies of
    /// `的` at 10 GB (10 M instructions).
    mutating func insertRemaining(into words: UnsafeMutablePointer<UInt64>) throws(FormatError) -> UInt32 {
        bits = words
        widestFrequency = 0
        defer {
            bits = nil
            count = 0
        }
        while try loadBlock(reaching: 0) {}
        // A width of w holds a frequency less one below 2^w.
        return UInt32(clamping: UInt64(1) << UInt64(widestFrequency))
    }

    /// Moves to the first document at or after `target` (staying when the current one is);
    /// false when there is none. Blocks that end before `target` are passed over unread.
    mutating func advance(to target: UInt32) throws(FormatError) -> Bool {
        let documents = block.documents
        while index >= count || documents[count &- 1] < target {
            guard try loadBlock(reaching: target) else { return false }
            index = 0
        }
        var slot = index
        while documents[slot] < target { slot &+= 1 }
        index = slot
        document = documents[slot]
        frequency = block.frequencies[slot]
        return true
    }

    /// The current document's positions, absolute and ascending, into `buffer` (room for
    /// `frequency`).
    @inline(__always)
    mutating func readPositions(filling buffer: UnsafeMutablePointer<UInt32>) throws(FormatError) {
        if !positionsOpen { try openPositions() }
        try positionBlock.read(from: block.valueStarts[index], count: Int(frequency), into: buffer)
    }

    /// Starts a walk through the current document's positions, read only as far as
    /// `position(atLeast:)` asks.
    @inline(__always)
    mutating func beginWalk() throws(FormatError) {
        if !positionsOpen { try openPositions() }
        positionBlock.beginWalk(over: Range(uncheckedBounds: (block.valueStarts[index], block.valueStarts[index &+ 1])))
    }

    /// The walked document's first position at or after `target` (targets never decreasing),
    /// or nil when it has none.
    @inline(__always)
    mutating func position(atLeast target: UInt64) -> UInt64? {
        positionBlock.position(atLeast: target)
    }

    /// The current document's number of positions, for a caller that sizes a buffer by it:
    /// its block is opened first, which checks the block's value count against its bytes, so
    /// a damaged frequency is reported here instead of asking for gigabytes.
    mutating func checkedPositionCount() throws(FormatError) -> Int {
        if !positionsOpen { try openPositions() }
        return Int(frequency)
    }

    /// The current document's positions, replacing the contents of `positions`.
    mutating func readPositions(into positions: inout [UInt32]) throws(FormatError) {
        let count = try checkedPositionCount()
        positions.removeAll(keepingCapacity: true)
        positions.append(contentsOf: repeatElement(0, count: count))
        try positions.withUnsafeMutableBufferPointer { buffer throws(FormatError) in
            guard let base = buffer.baseAddress else { return }
            try readPositions(filling: base)
        }
    }

    /// Verifies the block's positions and finds where each document's positions start
    /// (`valueStarts`): only now, since most blocks decoded are never asked for positions (a
    /// list read whole, a count, the blocks a phrase walk's rarer lists leave unmatched).
    private mutating func openPositions() throws(FormatError) {
        let bytes = UnsafeRawBufferPointer(rebasing: list.positions[positionsRange])
        if let positionsChecksum, !list.memo.verify(bytes, { CRC32.checksum(bytes) == positionsChecksum }) {
            throw FormatError("a block of positions fails its checksum")
        }
        let frequencies = block.frequencies, valueStarts = block.valueStarts
        var values = 0
        for slot in 0..<count {
            valueStarts[slot] = values
            values &+= Int(frequencies[slot])
        }
        valueStarts[count] = values
        positionBlock = try PositionBlock(list.positions, readable: list.readablePositions, range: positionsRange, valueCount: values)
        positionsOpen = true
    }

    /// Decodes the next block, passing over (with a skip table) those whose last document is
    /// before `target`; false when no block is left.
    private mutating func loadBlock(reaching target: UInt32) throws(FormatError) -> Bool {
        guard var table else {
            guard remaining > 0 else { return false }
            try decodeBlock(docs: 0..<list.docs.count, documents: remaining)
            remaining = 0
            positionsRange = 0..<list.positions.count
            return true
        }
        defer { self.table = table }
        while remaining > 0 {
            guard let entry = try table.next() else { throw FormatError("a skip table lists fewer blocks than its documents fill") }
            let size = min(remaining, PostingsEncoder.blockSize)
            remaining -= size
            guard entry.lastDocument >= target else {
                base = UInt64(entry.lastDocument) + 1
                continue
            }
            let bytes = UnsafeRawBufferPointer(rebasing: list.docs[entry.docs])
            guard list.memo.verify(bytes, { CRC32.checksum(bytes) == entry.docsChecksum }) else {
                throw FormatError("a block of documents fails its checksum")
            }
            try decodeBlock(docs: entry.docs, documents: size)
            guard base &- 1 == UInt64(entry.lastDocument) else { throw FormatError("a postings block disagrees with its skip table") }
            positionsRange = entry.positions
            positionsChecksum = entry.positionsChecksum
            return true
        }
        if try table.next() != nil { throw FormatError("a skip table lists more blocks than its documents fill") }
        count = 0
        return false
    }

    /// Decodes the `size` documents coded in `range` of the documents stream: the widths of
    /// the gaps and of the frequencies less one, a byte each, then each document's gap and
    /// frequency less one (no bits for it when its width is 0: every frequency is 1). A block
    /// is as long as its widths say to the byte, which catches most damage before any value is
    /// read.
    private mutating func decodeBlock(docs range: Range<Int>, documents size: Int) throws(FormatError) {
        guard range.count >= 2, size <= block.capacity else { throw FormatError("an empty postings block") }
        let gapWidth = Int(list.docs[range.lowerBound]), extraWidth = Int(list.docs[range.lowerBound + 1])
        guard gapWidth <= PackedValues.maximumWidth, extraWidth <= PackedValues.maximumWidth,
              range.count == 2 + PackedValues.byteCount(values: size, width: gapWidth + extraWidth) else {
            throw FormatError("a postings block's length disagrees with its widths")
        }
        let pairs = PackedValues(list.docs, startBit: (range.lowerBound + 2) * 8, width: gapWidth + extraWidth)
        if let bits {
            try insert(pairs, documents: size, gapWidth: gapWidth, into: bits)
            widestFrequency = max(widestFrequency, extraWidth)
            return
        }
        let documents = block.documents, frequencies = block.frequencies
        // Unpacked first, summed after: one loop doing both kept too few of its values in
        // registers (31 instructions a document against 27).
        pairs.unpackPairs(size, firstWidth: gapWidth) { slot, gap, extra in
            documents[slot] = gap
            frequencies[slot] = extra &+ 1
        }
        var next = base
        for slot in 0..<size {
            let current = next &+ UInt64(documents[slot])
            documents[slot] = UInt32(truncatingIfNeeded: current)
            next = current &+ 1
        }
        // A frequency − 1 of UInt32.max wraps to 0 (the writer clamps below it).
        if extraWidth == PackedValues.maximumWidth, (0..<size).contains(where: { frequencies[$0] == 0 }) {
            throw FormatError("bad term frequency")
        }
        // Ids ascend (and 128 gaps of 32 bits cannot overflow 64), so checking the last checks all.
        guard next &- 1 < documentCount else { throw FormatError("document id \(next &- 1) out of range") }
        base = next
        count = size
        positionsOpen = false
    }
}

extension PostingsCursor {
    /// `decodeBlock` into bits: each id summed from its gap, its bit set in a word held until
    /// an id falls in the next one (nearly every id of `的`'s body list shares its word with
    /// the one before), 21 instructions an id where setting each in memory and checking it
    /// took 25. The word written is clamped to the segment's last, so a damaged gap writes
    /// nothing outside the bits, and the block's last id is checked against the segment.
    private mutating func insert(_ pairs: PackedValues, documents size: Int, gapWidth: Int,
                                 into bits: UnsafeMutablePointer<UInt64>) throws(FormatError) {
        let lastWord = documentCount == 0 ? 0 : (documentCount &- 1) &>> 6
        var next = base, wordIndex = base &>> 6, word: UInt64 = 0
        pairs.unpackPairs(size, firstWidth: gapWidth) { _, gap, _ in
            let current = next &+ UInt64(gap)
            if current &>> 6 != wordIndex {
                bits[Int(min(wordIndex, lastWord))] |= word
                (wordIndex, word) = (current &>> 6, 0)
            }
            word |= 1 &<< (current & 63)
            next = current &+ 1
        }
        bits[Int(min(wordIndex, lastWord))] |= word
        guard next &- 1 < documentCount else { throw FormatError("document id \(next &- 1) out of range") }
        base = next
        count = 0
    }
}

/// The decoded documents of a cursor's current block, in memory allocated once per cursor.
private final class BlockBuffer {
    let capacity: Int
    let documents: UnsafeMutablePointer<UInt32>
    let frequencies: UnsafeMutablePointer<UInt32>
    /// Where each document's positions start among the block's values, and their count.
    let valueStarts: UnsafeMutablePointer<Int>

    init(capacity: Int) {
        self.capacity = capacity
        documents = .allocate(capacity: max(1, capacity))
        frequencies = .allocate(capacity: max(1, capacity))
        valueStarts = .allocate(capacity: capacity + 1)
    }

    deinit {
        documents.deallocate()
        frequencies.deallocate()
        valueStarts.deallocate()
    }
}
