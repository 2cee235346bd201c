/// Walks a posting list document by document, a block at a time, without allocating per
/// document: `next()` for every document, `advance(to:)` to leap through the skip table to the
/// first document at or after a target, and the current document's positions on request. A block
/// is checked against its checksum when it is decoded (its positions when they are first read),
/// so a walk verifies what it reads and nothing it leaps over.
struct PostingsCursor {
    private let list: PostingList
    private let documentCount: UInt64
    private var table: SkipTable?
    /// Documents in the blocks not decoded yet.
    private var remaining: Int
    /// The smallest id the next block may hold.
    private var base: UInt64 = 0
    private var documents: [UInt32]
    private var frequencies: [UInt32]
    /// Where each document's positions start among the block's values; one more than `count`.
    private var valueStarts: [Int]
    private var count = 0
    private var index = 0
    private var positionsRange: Range<Int> = 0..<0
    private var positionsChecksum: UInt32?
    private var positionBlock = PositionBlock()
    private var positionsOpen = false
    private(set) var document: UInt32 = 0
    private(set) var frequency: UInt32 = 0

    init(_ list: PostingList, documentCount: Int) throws(FormatError) {
        guard list.documentFrequency > 0 || (list.docs.isEmpty && list.positions.isEmpty) else {
            throw FormatError("posting list longer than its document frequency")
        }
        self.list = list
        self.documentCount = UInt64(documentCount)
        remaining = list.documentFrequency
        table = list.hasSkipTable ? try SkipTable(docs: list.docs, positions: list.positions) : nil
        let capacity = min(list.documentFrequency, PostingsEncoder.blockSize)
        documents = [UInt32](repeating: 0, count: capacity)
        frequencies = [UInt32](repeating: 0, count: capacity)
        valueStarts = [Int](repeating: 0, count: capacity + 1)
    }

    /// Moves to the next document (`document`, `frequency`); false after the last.
    @inline(__always)
    mutating func next() throws(FormatError) -> Bool {
        index += 1
        if index >= count {
            guard try loadBlock(reaching: 0) else { return false }
            index = 0
        }
        document = documents[index]
        frequency = frequencies[index]
        return true
    }

    /// Moves to the first document at or after `target` (staying when the current one is);
    /// false when there is none. Blocks that end before `target` are passed over unread.
    mutating func advance(to target: UInt32) throws(FormatError) -> Bool {
        while index >= count || documents[count - 1] < target {
            guard try loadBlock(reaching: target) else { return false }
            index = 0
        }
        while documents[index] < target { index += 1 }
        document = documents[index]
        frequency = frequencies[index]
        return true
    }

    /// The current document's positions, absolute and ascending, into `buffer` (room for
    /// `frequency`): all of them, or up to the first that reaches `limit`. Returns how many.
    @inline(__always)
    @discardableResult
    mutating func readPositions(filling buffer: UnsafeMutablePointer<UInt32>, through limit: UInt32 = .max) throws(FormatError) -> Int {
        if !positionsOpen { try openPositions() }
        return try positionBlock.read(from: valueStarts[index], count: Int(frequency), through: limit, into: buffer)
    }

    /// The current document's positions, replacing the contents of `positions`.
    mutating func readPositions(into positions: inout [UInt32]) throws(FormatError) {
        positions.removeAll(keepingCapacity: true)
        positions.append(contentsOf: repeatElement(0, count: Int(frequency)))
        try positions.withUnsafeMutableBufferPointer { buffer throws(FormatError) in
            guard let base = buffer.baseAddress else { return }
            try readPositions(filling: base)
        }
    }

    private mutating func openPositions() throws(FormatError) {
        let block = UnsafeRawBufferPointer(rebasing: list.positions[positionsRange])
        if let positionsChecksum, CRC32.checksum(block) != positionsChecksum {
            throw FormatError("a block of positions fails its checksum")
        }
        positionBlock = try PositionBlock(list.positions, range: positionsRange, valueCount: valueStarts[count])
        positionsOpen = true
    }

    /// Decodes the next block, passing over (with a skip table) those whose last document is
    /// before `target`; false when no block is left.
    private mutating func loadBlock(reaching target: UInt32) throws(FormatError) -> Bool {
        guard remaining > 0 else {
            if var table, try table.next() != nil { throw FormatError("a skip table lists more blocks than its documents fill") }
            return false
        }
        guard var table else {
            try decodeBlock(docs: 0..<list.docs.count, documents: remaining)
            remaining = 0
            positionsRange = 0..<list.positions.count
            return true
        }
        defer { self.table = table }
        while true {
            guard let entry = try table.next() else { throw FormatError("a skip table lists fewer blocks than its documents fill") }
            let size = min(remaining, PostingsEncoder.blockSize)
            remaining -= size
            guard entry.lastDocument >= target || remaining == 0 else {
                base = UInt64(entry.lastDocument) + 1
                continue
            }
            guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: list.docs[entry.docs])) == entry.docsChecksum else {
                throw FormatError("a block of documents fails its checksum")
            }
            try decodeBlock(docs: entry.docs, documents: size)
            guard documents[size - 1] == entry.lastDocument else { throw FormatError("a postings block disagrees with its skip table") }
            positionsRange = entry.positions
            positionsChecksum = entry.positionsChecksum
            return true
        }
    }

    /// Decodes `documents` documents coded in `range` of the documents stream: a parameter
    /// byte, then per document its gap and (unless every frequency is 1) its frequency − 1.
    private mutating func decodeBlock(docs range: Range<Int>, documents size: Int) throws(FormatError) {
        guard !range.isEmpty, size <= documents.count else { throw FormatError("an empty postings block") }
        let header = list.docs[range.lowerBound]
        let gapParameter = Int(header & 0x1F), frequencyParameter = Int(header >> 5)
        var reader = BitReader(list.docs, range: range.lowerBound + 1..<range.upperBound)
        var next = base, start = 0
        let documentCount = self.documentCount
        try documents.withUnsafeMutableBufferPointer { documents throws(FormatError) in
            try frequencies.withUnsafeMutableBufferPointer { frequencies throws(FormatError) in
                try valueStarts.withUnsafeMutableBufferPointer { valueStarts throws(FormatError) in
                    for slot in 0..<size {
                        let current = next + UInt64(try reader.read(parameter: gapParameter))
                        guard current < documentCount else { throw FormatError("document id \(current) out of range") }
                        let extra = frequencyParameter == PostingsEncoder.onlySingleOccurrences ? 0 : try reader.read(parameter: frequencyParameter)
                        guard extra < UInt32.max else { throw FormatError("bad term frequency") }
                        documents[slot] = UInt32(truncatingIfNeeded: current)
                        frequencies[slot] = extra + 1
                        valueStarts[slot] = start
                        start += Int(extra) + 1
                        next = current + 1
                    }
                    valueStarts[size] = start
                }
            }
        }
        guard reader.isAtEnd else { throw FormatError("a postings block holds more than its documents") }
        base = next
        count = size
        positionsOpen = false
    }
}
