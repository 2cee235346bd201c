import Glibc

/// A segment's postings entries grouped by term in dictionary order, for the segment writer.
/// One scatter of every entry into a grouped copy the size of all of them took fresh memory
/// page by page: 83,000 of a 100 MB ingest's 174,000 page faults, each also a cache and TLB
/// miss. Here the ranks are cut into buckets of consecutive ranks of about `bucketEntries`
/// entries; a first pass appends each entry to its bucket, a list of blocks, a few hundred
/// sequential streams; the blocks are carved from the chunks of entries already distributed, so
/// the grouping reuses memory the entries held instead of asking for more. A second pass, bucket
/// by bucket as the writer asks, orders a bucket by rank in a scratch buffer that stays in the
/// core's cache. Both keep arrival order within a rank: document, then position.
struct GroupedPostings {
    /// Entries a bucket is filled up to: its second pass then works within 512 KB.
    static let bucketEntries = 1 << 16
    /// Entries a block holds: 64 KB, a 128th of an entry chunk.
    static let blockEntries = 1 << 13

    let terms: SortedTerms
    /// Where each rank's entries start, counted from the first rank's, and the end last.
    private let starts: [Int]
    var entryCount: Int { starts[terms.count] }
    /// Bucket `b` holds ranks `firstRanks[b]..<firstRanks[b + 1]`, its entries in `blocks[b]`,
    /// every block full but the last.
    private let firstRanks: [Int]
    private var blocks: [[UnsafeMutablePointer<UInt64>]]
    /// Between the passes an entry is document << (32 + rankBits) | rank in bucket << 32 | value.
    private let rankBits: Int
    /// The memory the blocks are in: entry chunks, and the slabs added while too few were free.
    private var memory: [HugePageBuffer<UInt64>] = []
    private var freeBlocks: [UnsafeMutablePointer<UInt64>] = []

    /// Distributes `chunks` (term id << 32 | value, `entryCount` of them in arrival order, the
    /// documents' entries ending at `documentEnds`) into the buckets of the ranks of `terms`,
    /// whose ids occur `counts[id]` times.
    init(terms: SortedTerms, counts: [Int], chunks: [HugePageBuffer<UInt64>], chunkEntries: Int,
         entryCount: Int, documentEnds: [Int]) {
        self.terms = terms
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for rank in 0..<terms.count { starts[rank + 1] = starts[rank] + counts[terms.ids[rank]] }
        self.starts = starts
        rankBits = 32 - max(1, Int.bitWidth - max(documentEnds.count - 1, 1).leadingZeroBitCount)
        // By term id: its bucket << 32 | its rank within the bucket.
        let codes = HugePageBuffer<UInt64>(capacity: max(terms.count, 1))
        var firstRanks = [0]
        for rank in 0..<terms.count {
            let first = firstRanks[firstRanks.count - 1]
            if rank > first && (rank - first == 1 << rankBits || starts[rank] - starts[first] >= Self.bucketEntries) {
                firstRanks.append(rank)
            }
            codes.base[terms.ids[rank]] = UInt64(firstRanks.count - 1) << 32 | UInt64(rank - firstRanks[firstRanks.count - 1])
        }
        firstRanks.append(terms.count)
        self.firstRanks = firstRanks
        blocks = Array(repeating: [], count: firstRanks.count - 1)
        withExtendedLifetime(codes) {
            distribute(chunks, chunkEntries: chunkEntries, entryCount: entryCount, documentEnds: documentEnds, codes: codes.base)
        }
        // The blocks left over (the last chunk's, a slab's spare ones) are not needed again.
        for block in freeBlocks { madvise(block, Self.blockEntries * 8, MADV_DONTNEED) }
        freeBlocks = []
    }

    /// The first pass: appends every entry to its bucket's last block, taking a new block when
    /// that is full; a chunk's memory becomes free blocks once its entries are all distributed.
    private mutating func distribute(_ chunks: [HugePageBuffer<UInt64>], chunkEntries: Int, entryCount: Int,
                                     documentEnds: [Int], codes: UnsafePointer<UInt64>) {
        let rankBits = UInt64(self.rankBits)
        let bucketCount = blocks.count
        withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<UInt64>?.self, capacity: bucketCount) { tails in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: bucketCount) { fills in
                tails.initialize(repeating: nil)
                fills.initialize(repeating: Self.blockEntries)
                var document = 0
                var index = 0
                documentEnds.withUnsafeBufferPointer { ends in
                    for chunk in chunks {
                        let chunkStart = index, chunkEnd = index + min(chunkEntries, entryCount - index)
                        // A document's entries in the chunk at a time, with its number shifted once.
                        while index < chunkEnd {
                            while index >= ends[document] { document += 1 }
                            let runEnd = min(ends[document], chunkEnd)
                            let high = UInt64(document) << rankBits
                            for entry in UnsafeBufferPointer(start: chunk.base + (index - chunkStart), count: runEnd - index) {
                                let code = codes[Int(truncatingIfNeeded: entry >> 32)]
                                let bucket = Int(truncatingIfNeeded: code >> 32)
                                if fills[bucket] == Self.blockEntries {
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
                        for block in stride(from: 0, to: chunkEntries, by: Self.blockEntries) { freeBlocks.append(chunk.base + block) }
                    }
                }
            }
        }
    }

    /// A free block, from a new slab of huge pages when none is.
    private mutating func takeBlock() -> UnsafeMutablePointer<UInt64> {
        if let block = freeBlocks.popLast() { return block }
        let slab = HugePageBuffer<UInt64>(capacity: Int(HugePages.size) / 8)
        memory.append(slab)
        for block in stride(from: Self.blockEntries, to: slab.capacity, by: Self.blockEntries) { freeBlocks.append(slab.base + block) }
        return slab.base
    }

    /// The number of buckets, each of consecutive ranks.
    var bucketCount: Int { blocks.count }

    /// The first rank of bucket `bucket`, or the number of terms for `bucketCount`.
    func firstRank(ofBucket bucket: Int) -> Int {
        firstRanks[bucket]
    }

    /// The entries of `buckets`.
    func entryCount(inBuckets buckets: Range<Int>) -> Int {
        starts[firstRanks[buckets.upperBound]] - starts[firstRanks[buckets.lowerBound]]
    }

    /// The first bucket after `share` of the entries: where two writers can split the work.
    func bucket(after share: Double) -> Int {
        let entries = Int(Double(entryCount) * share)
        return firstRanks.firstIndex { starts[$0] >= entries } ?? bucketCount
    }

    /// Calls `body` with each rank of `buckets` and its entries, document << 32 | value, ranks
    /// ascending. A bucket's blocks are given back to the system once its ranks are done, so
    /// the segment shrinks as it is written while the next one fills. Two calls for two ranges
    /// may run at once.
    func forEachTerm(inBuckets buckets: Range<Int>, _ body: (_ rank: Int, _ entries: UnsafeBufferPointer<UInt64>) -> Void) {
        var largest = 0
        for bucket in buckets { largest = max(largest, starts[firstRanks[bucket + 1]] - starts[firstRanks[bucket]]) }
        let rankMask = UInt64(1) << UInt64(rankBits) - 1
        let documentShift = UInt64(32 + rankBits)
        // Every entry of a bucket is written to the scratch before its ranks are read.
        let scratchBuffer = HugePageBuffer<UInt64>(capacity: max(largest, 1))
        let scratch = scratchBuffer.base
        var next = [Int](repeating: 0, count: min(largest, 1 << rankBits))
        withExtendedLifetime(scratchBuffer) {
            next.withUnsafeMutableBufferPointer { next in
                for bucket in buckets {
                    let firstRank = firstRanks[bucket], endRank = firstRanks[bucket + 1]
                    let start = starts[firstRank]
                    for rank in firstRank..<endRank { next[rank - firstRank] = starts[rank] - start }
                    var remaining = starts[endRank] - start
                    for block in blocks[bucket] {
                        for word in UnsafeBufferPointer(start: block, count: min(remaining, Self.blockEntries)) {
                            let slot = Int(truncatingIfNeeded: word >> 32 & rankMask)
                            scratch[next[slot]] = (word >> documentShift) << 32 | word & 0xFFFF_FFFF
                            next[slot] &+= 1
                        }
                        remaining -= Self.blockEntries
                        madvise(block, Self.blockEntries * 8, MADV_DONTNEED)
                    }
                    for rank in firstRank..<endRank {
                        body(rank, UnsafeBufferPointer(start: scratch + (starts[rank] - start), count: starts[rank + 1] - starts[rank]))
                    }
                }
            }
        }
    }
}

extension PostingsEncoder {
    /// Adds one term's grouped entries (`GroupedPostings.forEachTerm`): for a unigram a
    /// document and its term frequency each, else a document and a position each.
    mutating func add(groupedEntries entries: UnsafeBufferPointer<UInt64>, unigram: Bool) {
        guard unigram else { return addDocuments(positionEntries: entries) }
        for entry in entries {
            addDocument(UInt32(truncatingIfNeeded: entry >> 32), termFrequency: Int(UInt32(truncatingIfNeeded: entry)))
        }
    }
}
