/// The table at the front of a documents stream of more than one block (docs/FORMAT.md,
/// "Postings"): per block its last document, the lengths of its bytes in both streams and their
/// checksums. A walk reads it entry by entry, leaping over the blocks that end before the
/// document it wants, and verifies only the blocks it then decodes; the dictionary's checksum
/// of the list covers just this table.
struct SkipTable {
    /// One block, as the table describes it.
    package struct Entry {
        var lastDocument: UInt32
        var docs: Range<Int>
        var positions: Range<Int>
        var docsChecksum: UInt32
        var positionsChecksum: UInt32
    }

    /// The table for `blocks` (each with its last document and where it ends in each stream),
    /// with its length and whether the list has positions in front.
    static func encode(_ blocks: [(lastDocument: UInt32, docsEnd: Int, positionsEnd: Int)], docs: UnsafeRawBufferPointer,
                       positions: UnsafeRawBufferPointer) -> [UInt8] {
        let hasPositions = !positions.isEmpty
        var table = ByteWriter()
        var base: UInt32 = 0, docsStart = 0, positionsStart = 0
        for block in blocks {
            table.appendVarint(Int(block.lastDocument - base))
            table.appendVarint(block.docsEnd - docsStart)
            if hasPositions { table.appendVarint(block.positionsEnd - positionsStart) }
            table.append(CRC32.checksum(UnsafeRawBufferPointer(rebasing: docs[docsStart..<block.docsEnd])))
            if hasPositions {
                table.append(CRC32.checksum(UnsafeRawBufferPointer(rebasing: positions[positionsStart..<block.positionsEnd])))
            }
            (base, docsStart, positionsStart) = (block.lastDocument + 1, block.docsEnd, block.positionsEnd)
        }
        var framed = ByteWriter()
        framed.appendVarint(table.count << 1 | (hasPositions ? 1 : 0))
        framed.append(contentsOf: table.bytes)
        return framed.bytes
    }

    let hasPositions: Bool
    /// Where the table ends and the first block begins in the documents stream.
    let blocksStart: Int
    private var reader: ByteReader
    private var base: UInt64 = 0
    private var docsOffset: Int
    private var positionsOffset = 0
    private let docsCount: Int
    private let positionsCount: Int

    init(docs: UnsafeRawBufferPointer, positions: UnsafeRawBufferPointer) throws(FormatError) {
        var header = ByteReader(docs)
        let code = try header.readVarint()
        hasPositions = code & 1 == 1
        guard code >> 1 <= UInt64(header.remaining), hasPositions == !positions.isEmpty else {
            throw FormatError("a skip table does not fit its postings")
        }
        blocksStart = header.offset + Int(code >> 1)
        docsOffset = blocksStart
        reader = ByteReader(UnsafeRawBufferPointer(rebasing: docs[header.offset..<blocksStart]))
        docsCount = docs.count
        positionsCount = positions.count
    }

    /// The next block, or nil after the last, when both streams must be used up.
    mutating func next() throws(FormatError) -> Entry? {
        guard !reader.isAtEnd else {
            guard docsOffset == docsCount, positionsOffset == positionsCount else {
                throw FormatError("postings hold bytes their skip table does not list")
            }
            return nil
        }
        let last = base + (try reader.readVarint())
        guard last <= UInt64(UInt32.max) else { throw FormatError("a skip table's document out of range") }
        let docsLength = try reader.readCount(atMost: docsCount - docsOffset)
        let positionsLength = hasPositions ? try reader.readCount(atMost: positionsCount - positionsOffset) : 0
        let docsChecksum = try reader.readUInt32()
        let positionsChecksum = hasPositions ? try reader.readUInt32() : 0
        guard docsLength > 0, !hasPositions || positionsLength > 0 else { throw FormatError("an empty postings block") }
        let entry = Entry(lastDocument: UInt32(last), docs: docsOffset..<docsOffset + docsLength,
                          positions: positionsOffset..<positionsOffset + positionsLength,
                          docsChecksum: docsChecksum, positionsChecksum: positionsChecksum)
        base = last + 1
        docsOffset += docsLength
        positionsOffset += positionsLength
        return entry
    }
}
