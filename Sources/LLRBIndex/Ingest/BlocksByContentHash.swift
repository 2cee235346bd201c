import LLRBEngine

/// The file table's blocks by the content hashes of their files: for each hash, the first block
/// (in path order) that holds a file with it, so that a new page is told from a copy of one the
/// index has.
struct BlocksByContentHash {
    private var slots: ContentHashSlots

    init(_ table: FileTable) throws(FormatError) {
        slots = ContentHashSlots(capacity: try table.fileCount())
        for block in 0..<table.blockCount {
            try FileBlockReader.forEachContentHash(in: try table.block(block)) { hash in
                slots.set(hash, Int32(block), replacing: false)
            }
        }
    }

    /// The bytes it holds.
    var byteCount: Int { slots.byteCount }

    /// The first block holding a file whose content hash is `hash`.
    func firstBlock(holding hash: UInt64) -> Int? {
        slots.number(of: hash).map(Int.init)
    }
}
