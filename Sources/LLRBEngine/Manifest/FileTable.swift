/// The manifest's file table (docs/FORMAT.md, "File table"), read in place: blocks of entries in
/// bytewise path order, each under its own checksum, and an index of where each block starts.
/// A lookup binary-searches the blocks by their first paths and scans one; a walk of the whole
/// table decodes one entry at a time into a reused buffer. Nothing is decoded whole: at 10 GB of
/// pages the table holds 556k files, which decoded into Swift values took a daily ingest's time
/// and most of its memory.
package struct FileTable {
    /// What keeps `bytes` readable: the mapped manifest, or the bytes of one built in memory.
    private let owner: AnyObject?
    /// The table: its blocks, then the block index and the trailer.
    package let bytes: UnsafeRawBufferPointer
    /// One `u32` offset per block, ascending.
    private let blockOffsets: UnsafeRawBufferPointer
    package let blockCount: Int
    /// Where the blocks end and the block index starts.
    private let blocksEnd: Int
    /// Which blocks passed their checksum in this process, so that each is summed once.
    private let checked: CheckedBlocks

    /// The table of no files.
    package init() {
        owner = nil
        bytes = UnsafeRawBufferPointer(start: nil, count: 0)
        blockOffsets = bytes
        blockCount = 0
        blocksEnd = 0
        checked = CheckedBlocks(count: 0)
    }

    /// A table over bytes it keeps alive itself.
    package init(_ owned: OwnedBytes) throws(FormatError) {
        try self.init(owned.bytes, owner: owned)
    }

    /// A table over `bytes`, which `owner` keeps readable; the block index is checked here.
    package init(_ bytes: UnsafeRawBufferPointer, owner: AnyObject?) throws(FormatError) {
        self.owner = owner
        self.bytes = bytes
        guard bytes.count >= Self.trailerSize else { throw FormatError("the file table is truncated") }
        var trailer = ByteReader(bytes, at: bytes.count - Self.trailerSize)
        let count = Int(try trailer.readUInt32())
        let stored = try trailer.readUInt32()
        guard count <= (bytes.count - Self.trailerSize) / 4 else { throw FormatError("the file table's block count is out of range") }
        blocksEnd = bytes.count - Self.trailerSize - 4 * count
        let indexAndCount = UnsafeRawBufferPointer(rebasing: bytes[blocksEnd..<(bytes.count - 4)])
        guard CRC32.checksum(indexAndCount) == stored else { throw FormatError("the file table's block index fails its checksum") }
        blockOffsets = UnsafeRawBufferPointer(rebasing: bytes[blocksEnd..<(blocksEnd + 4 * count)])
        blockCount = count
        var previous = -1
        for block in 0..<count {
            let offset = Int(blockOffsets.loadUnaligned(fromByteOffset: 4 * block, as: UInt32.self).littleEndian)
            guard offset > previous, offset < blocksEnd, block > 0 || offset == 0 else {
                throw FormatError("the file table's block index is out of order")
            }
            previous = offset
        }
        guard count > 0 || blocksEnd == 0 else { throw FormatError("the file table has bytes outside its blocks") }
        checked = CheckedBlocks(count: count)
    }

    /// The block count and the block index's checksum.
    static let trailerSize = 8

    /// The bytes of block `index`, its entry count to its last entry, checked against its
    /// checksum the first time.
    package func block(_ index: Int) throws(FormatError) -> UnsafeRawBufferPointer {
        let range = blockRange(index)
        guard range.count > 4 else { throw FormatError("a file table block is truncated") }
        let body = UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<(range.upperBound - 4)])
        if !checked[index] {
            guard CRC32.checksum(body) == bytes.loadUnaligned(fromByteOffset: range.upperBound - 4, as: UInt32.self).littleEndian else {
                throw FormatError("a file table block fails its checksum")
            }
            checked[index] = true
        }
        return body
    }

    /// Where block `index` lies in `bytes`, its checksum included.
    func blockRange(_ index: Int) -> Range<Int> {
        let start = Int(blockOffsets.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).littleEndian)
        let end = index + 1 < blockCount
            ? Int(blockOffsets.loadUnaligned(fromByteOffset: 4 * (index + 1), as: UInt32.self).littleEndian) : blocksEnd
        return start..<end
    }

    /// The path of block `index`'s first entry (it shares nothing with an entry before it).
    func firstPath(ofBlock index: Int) throws(FormatError) -> UnsafeRawBufferPointer {
        var reader = ByteReader(try block(index))
        _ = try reader.readVarint()
        guard try reader.readVarint() == 0 else { throw FormatError("a file table block's first path shares bytes") }
        return try reader.readBlob()
    }

    /// How many files the table lists.
    package func fileCount() throws(FormatError) -> Int {
        var count = 0
        for index in 0..<blockCount {
            var reader = ByteReader(try block(index))
            count += try reader.readCount(atMost: reader.remaining)
        }
        return count
    }

    /// The entry of `path`, if the table lists it.
    package func entry<Path: Collection<UInt8>>(for path: Path) throws(FormatError) -> FileEntry? {
        guard let index = try block(holding: path) else { return nil }
        var entries = try FileBlockReader(try block(index))
        while try entries.next() {
            let order = PathOrder.compare(entries.path, path)
            if order == 0 { return entries.entry }
            if order > 0 { return nil }
        }
        return nil
    }

    /// The last block whose first path is not after `path`: the only one that can list it.
    package func block<Path: Collection<UInt8>>(holding path: Path) throws(FormatError) -> Int? {
        var low = 0, high = blockCount
        while low < high {
            let middle = (low + high) / 2
            if PathOrder.compare(try firstPath(ofBlock: middle), path) > 0 { high = middle } else { low = middle + 1 }
        }
        return low == 0 ? nil : low - 1
    }

    /// Every entry in path order, one at a time.
    package func makeCursor() -> Cursor {
        Cursor(table: self)
    }

    /// Walks the table's entries in path order, the path in a buffer reused from entry to entry.
    package struct Cursor {
        private let table: FileTable
        private var nextBlock = 0
        private var entries: FileBlockReader?

        fileprivate init(table: FileTable) {
            self.table = table
        }

        /// The current entry's path; valid until the next call to `next()`.
        package var path: [UInt8] { entries?.path ?? [] }
        package var entry: FileEntry { entries?.entry ?? FileEntry() }

        /// Moves to the next entry; false past the last.
        package mutating func next() throws(FormatError) -> Bool {
            while true {
                if try entries?.next() == true { return true }
                guard nextBlock < table.blockCount else { return false }
                entries = try FileBlockReader(try table.block(nextBlock))
                nextBlock += 1
            }
        }
    }
}

/// Which blocks of a table passed their checksum (a table's bytes never change once written).
private final class CheckedBlocks {
    private var flags: [Bool]

    init(count: Int) {
        flags = Array(repeating: false, count: count)
    }

    subscript(index: Int) -> Bool {
        get { flags[index] }
        set { flags[index] = newValue }
    }
}

/// Bytes allocated and freed with their owner: the file table of a manifest built in memory
/// (read from format 3, or the empty table).
package final class OwnedBytes: @unchecked Sendable {
    package let bytes: UnsafeRawBufferPointer

    package init(copying source: UnsafeRawBufferPointer) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 8)
        copy.copyMemory(from: source)
        bytes = UnsafeRawBufferPointer(copy)
    }

    deinit {
        bytes.deallocate()
    }
}
