import Dispatch
import Glibc

/// The first pass of `GroupedPostings` over a run of consecutive entry chunks: each entry is
/// appended to its bucket's last block, a new block taken when that is full. Blocks are carved
/// from the chunks already distributed, so the grouping reuses memory the entries held instead
/// of asking for more. Two distributions over the two halves of the chunks can run at once:
/// a bucket's entries are then the first one's followed by the second one's, still in arrival
/// order. Written only by the thread that distributes, read only after it is done.
final class BucketDistribution: @unchecked Sendable {
    /// Entries a block holds: 64 KB, a 128th of an entry chunk.
    static let blockEntries = 1 << 13

    /// The blocks of each bucket, every one full but the last.
    private(set) var blocks: [[UnsafeMutablePointer<UInt64>]]
    /// The entries of each bucket.
    private(set) var counts: [Int]
    /// The memory the blocks are in: entry chunks, and the slabs added while too few were free.
    private var memory: [HugePageBuffer<UInt64>] = []
    private var freeBlocks: [UnsafeMutablePointer<UInt64>] = []

    init(bucketCount: Int) {
        blocks = Array(repeating: [], count: bucketCount)
        counts = Array(repeating: 0, count: bucketCount)
    }

    /// The entries to distribute, and how: `chunks` hold the entries from `firstEntry` to
    /// `endEntry` (term id << 32 | value), `chunkEntries` a chunk; `codes` gives by term id its
    /// bucket << 32 | its rank within the bucket.
    struct Input: @unchecked Sendable {
        var chunks: ArraySlice<HugePageBuffer<UInt64>>
        var chunkEntries: Int
        var firstEntry: Int
        var endEntry: Int
        var documentEnds: [Int]
        var codes: UnsafePointer<UInt64>
        var rankBits: Int
    }

    /// Distributes `input`; an entry becomes document << (32 + rankBits) | rank in bucket << 32
    /// | value. A chunk's memory becomes free blocks once its entries are all distributed; the
    /// blocks left over at the end are given back to the system.
    func distribute(_ input: Input) {
        let rankBits = UInt64(input.rankBits)
        let bucketCount = blocks.count
        let blockEntries = Self.blockEntries
        withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<UInt64>?.self, capacity: bucketCount) { tails in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: bucketCount) { fills in
                tails.initialize(repeating: nil)
                fills.initialize(repeating: blockEntries)
                var index = input.firstEntry
                input.documentEnds.withUnsafeBufferPointer { ends in
                    var document = 0
                    for chunk in input.chunks {
                        let chunkStart = index, chunkEnd = index + min(input.chunkEntries, input.endEntry - index)
                        // A document's entries in the chunk at a time, with its number shifted once.
                        while index < chunkEnd {
                            while index >= ends[document] { document += 1 }
                            let runEnd = min(ends[document], chunkEnd)
                            let high = UInt64(document) << rankBits
                            for entry in UnsafeBufferPointer(start: chunk.base + (index - chunkStart), count: runEnd - index) {
                                let code = input.codes[Int(truncatingIfNeeded: entry >> 32)]
                                let bucket = Int(truncatingIfNeeded: code >> 32)
                                if fills[bucket] == blockEntries {
                                    let block = takeBlock()
                                    blocks[bucket].append(block)
                                    tails[bucket] = block
                                    fills[bucket] = 0
                                }
                                tails[bucket].unsafelyUnwrapped[fills[bucket]] = (high | code & 0xFFFF_FFFF) << 32 | entry & 0xFFFF_FFFF
                                fills[bucket] &+= 1
                            }
                            index = runEnd
                        }
                        memory.append(chunk)
                        for block in stride(from: 0, to: input.chunkEntries, by: blockEntries) { freeBlocks.append(chunk.base + block) }
                    }
                }
                for bucket in 0..<bucketCount where !blocks[bucket].isEmpty {
                    counts[bucket] = (blocks[bucket].count - 1) * blockEntries + fills[bucket]
                }
            }
        }
        for block in freeBlocks { madvise(block, blockEntries * 8, MADV_DONTNEED) }
        freeBlocks = []
    }

    /// A free block, from a new slab of huge pages when none is.
    private func takeBlock() -> UnsafeMutablePointer<UInt64> {
        if let block = freeBlocks.popLast() { return block }
        let slab = HugePageBuffer<UInt64>(capacity: Int(HugePages.size) / 8)
        memory.append(slab)
        for block in stride(from: Self.blockEntries, to: slab.capacity, by: Self.blockEntries) { freeBlocks.append(slab.base + block) }
        return slab.base
    }

    /// Distributes `inputs`, `concurrently` on as many threads at once (the first on the
    /// caller's), else one after another on the caller's.
    static func distribute(_ inputs: [Input], bucketCount: Int, concurrently: Bool) -> [BucketDistribution] {
        let parts = inputs.map { _ in BucketDistribution(bucketCount: bucketCount) }
        guard concurrently else {
            for (part, input) in zip(parts, inputs) { part.distribute(input) }
            return parts
        }
        DispatchQueue.concurrentPerform(iterations: inputs.count) { part in
            parts[part].distribute(inputs[part])
        }
        return parts
    }
}
