import Glibc

/// A segment's postings entries grouped by term in dictionary order, for the segment writer.
/// One scatter of every entry into a grouped copy the size of all of them took fresh memory
/// page by page: 83,000 of a 100 MB ingest's 174,000 page faults, each also a cache and TLB
/// miss. Here the ranks are cut into buckets of consecutive ranks of about `bucketEntries`
/// entries; a first pass (`BucketDistribution`) appends each entry to its bucket, a list of
/// blocks, a few hundred sequential streams; the blocks are carved from the chunks of entries
/// already distributed, so the grouping reuses memory the entries held instead of asking for
/// more. A second pass, bucket
/// by bucket as the writer asks, orders a bucket by rank in a scratch buffer that stays in the
/// core's cache. Both keep arrival order within a rank: document, then position.
struct GroupedPostings {
    /// Entries a bucket is filled up to: its second pass then works within 512 KB.
    static let bucketEntries = 1 << 16

    let terms: SortedTerms
    /// Where each rank's entries start, counted from the first rank's, and the end last.
    private let starts: [Int]
    var entryCount: Int { starts[terms.count] }
    /// Bucket `b` holds ranks `firstRanks[b]..<firstRanks[b + 1]`, its entries in the blocks
    /// of each part in turn.
    private let firstRanks: [Int]
    private let parts: [BucketDistribution]
    /// Between the passes an entry is document << (32 + rankBits) | rank in bucket << 32 | value.
    private let rankBits: Int

    /// Entries in arrival order: term id << 32 | value, in chunks of `chunkEntries`, each
    /// document's ending at `documentEnds` (one end for every document of the segment).
    struct Stream {
        var chunks: [HugePageBuffer<UInt64>]
        var entryCount: Int
        var documentEnds: [Int]
    }

    /// Distributes the entries of `streams` into the buckets of the ranks of `terms`, whose ids
    /// occur `counts[id]` times. A term's entries must all come from one stream (the documents'
    /// own, or their `NeighbourTrigrams`), so that they stay in document order. With
    /// `twoThreads` the two halves of the first stream's chunks and the second stream are
    /// distributed at once, for a segment written while no core has other work: their blocks
    /// then take up to a chunk and a block a bucket more memory for each part.
    init(terms: SortedTerms, counts: [Int], chunkEntries: Int, streams: [Stream], twoThreads: Bool) {
        self.terms = terms
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for rank in 0..<terms.count { starts[rank + 1] = starts[rank] + counts[terms.ids[rank]] }
        self.starts = starts
        let documentCount = streams.first?.documentEnds.count ?? 0
        let rankBits = 32 - max(1, Int.bitWidth - max(documentCount - 1, 1).leadingZeroBitCount)
        self.rankBits = rankBits
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
        var inputs: [BucketDistribution.Input] = []
        for (index, stream) in streams.enumerated() where stream.entryCount > 0 {
            let split = twoThreads && index == 0 ? stream.chunks.count / 2 : 0
            for range in split > 0 ? [0..<split, split..<stream.chunks.count] : [0..<stream.chunks.count] {
                inputs.append(BucketDistribution.Input(chunks: stream.chunks[range], chunkEntries: chunkEntries,
                                                       firstEntry: range.lowerBound * chunkEntries,
                                                       endEntry: min(range.upperBound * chunkEntries, stream.entryCount),
                                                       documentEnds: stream.documentEnds, codes: codes.base, rankBits: rankBits))
            }
        }
        parts = withExtendedLifetime(codes) { 
            BucketDistribution.distribute(inputs, bucketCount: firstRanks.count - 1, concurrently: twoThreads)
        }
    }

    /// The number of buckets, each of consecutive ranks.
    var bucketCount: Int { firstRanks.count - 1 }

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
                    for part in parts {
                        var remaining = part.counts[bucket]
                        for block in part.blocks[bucket] {
                            for word in UnsafeBufferPointer(start: block, count: min(remaining, BucketDistribution.blockEntries)) {
                                // Masking shifts: the document's shift is under 64, and a checked one costs a compare and a select an entry.
                                let slot = Int(truncatingIfNeeded: word &>> 32 & rankMask)
                                scratch[next[slot]] = (word &>> documentShift) &<< 32 | word & 0xFFFF_FFFF
                                next[slot] &+= 1
                            }
                            remaining -= BucketDistribution.blockEntries
                            madvise(block, BucketDistribution.blockEntries * 8, MADV_DONTNEED)
                        }
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
    /// Adds one term's grouped entries (`GroupedPostings.forEachTerm`): for a term of a kind
    /// without positions a document and its term frequency each, else a document and a position each.
    mutating func add(groupedEntries entries: UnsafeBufferPointer<UInt64>, kind: UInt8) {
        guard !TermKey.hasPositions(kind) else { return addDocuments(positionEntries: entries) }
        for entry in entries {
            addDocument(UInt32(truncatingIfNeeded: entry >> 32), termFrequency: Int(UInt32(truncatingIfNeeded: entry)))
        }
    }
}
