/// The postings entries of the documents buffered for one segment, on the writer's thread:
/// term id << 32 | position, or for a unigram term id << 32 | term frequency (one entry per
/// document), in document order; where each document's entries end is kept apart, so an entry
/// costs eight bytes. Entries live in fixed-size chunks: no growth room doubles the memory and
/// no reallocation copies it; the last chunk is filled only up to `entryCount`. At flush `grouped` orders them by term.
struct SegmentPostings {
    /// Entries per chunk: 8 MB.
    static let chunkSize = 1 << 20

    /// Bigrams (packed keys) to extend with trigrams wherever they occur (`NeighbourTrigrams`).
    private let inheritedDenseBigrams: Set<UInt64>
    private var terms = TermTable()
    private var chunks: [HugePageBuffer<UInt64>] = []
    /// For each document, the end of its entries.
    private var documentEnds: [Int] = []
    private(set) var entryCount = 0

    /// Bytes held, for the writer's memory limit.
    var byteCount: Int { chunks.count * Self.chunkSize * 8 + documentEnds.capacity * 8 + terms.byteCount }

    init(inheritedDenseBigrams: Set<UInt64> = []) {
        self.inheritedDenseBigrams = inheritedDenseBigrams
    }

    /// Keys looked up together, and entries scattered together, so their cache misses overlap.
    private static let batchSize = 32

    /// Interns a batch's terms (one source's documents) and appends its entries, one document
    /// after another.
    mutating func append(_ batch: DocumentTerms) {
        for end in batch.documentEnds { documentEnds.append(entryCount + end) }
        var long = 0
        batch.entries.withKeysAndValues { keys, values in
            Self.intern(keys, values: values, into: &terms, chunks: &chunks, entryCount: &entryCount) { terms in
                defer { long += 1 }
                return Self.internLong(batch, long, in: &terms)
            }
        }
    }

    /// Interns `keys` (packed, or 0 for a long key, which `internLong` interns) and appends
    /// their entries to `chunks`, which hold `entryCount`. Keys are looked up in batches, each
    /// batch's table slots read while the one before is looked up (`TermTable.intern(batch:)`),
    /// and the table writes their entries straight into the chunk.
    private static func intern(_ keys: UnsafeBufferPointer<UInt64>, values: UnsafePointer<UInt32>, into terms: inout TermTable,
                               chunks: inout [HugePageBuffer<UInt64>], entryCount: inout Int,
                               internLong: (inout TermTable) -> UInt32) {
        var start = 0
        terms.readAhead(UnsafeBufferPointer(rebasing: keys[0..<min(keys.count, batchSize)]))
        while start < keys.count {
            let offset = entryCount & (chunkSize - 1)
            if offset == 0 { chunks.append(HugePageBuffer(capacity: chunkSize)) }
            let end = min(keys.count, start + batchSize, start + chunkSize - offset)
            let entries = chunks[chunks.count - 1].base + offset
            let batch = UnsafeBufferPointer(rebasing: keys[start..<end])
            let upcoming = UnsafeBufferPointer(rebasing: keys[end..<min(keys.count, end + batchSize)])
            if terms.intern(batch: batch, values: values + start, entries: entries, upcoming: upcoming) {
                for entry in start..<end where keys[entry] == 0 {
                    entries[entry - start] = UInt64(internLong(&terms)) << 32 | UInt64(values[entry])
                }
            }
            entryCount += end - start
            start = end
        }
    }

    /// The terms in dictionary order with their entries grouped by term (`GroupedPostings`;
    /// with `twoThreads` the terms are counted while they are sorted, and the grouping takes
    /// two threads), the segment's `NeighbourTrigrams` among them. The term table is released
    /// first, and the entry chunks are handed over: the grouping reuses their memory.
    mutating func grouped(twoThreads: Bool) -> GroupedPostings {
        let trigrams = addNeighbourTrigrams()
        let (sorted, counts) = Self.sortedAndCounted(terms, twoThreads: twoThreads)
        terms = TermTable()
        let pending = chunks
        chunks = []
        defer { documentEnds = [] }
        return GroupedPostings(terms: sorted, counts: counts, chunkEntries: Self.chunkSize,
                               streams: [.init(chunks: pending, entryCount: entryCount, documentEnds: documentEnds), trigrams],
                               twoThreads: twoThreads)
    }

    /// Interns the segment's `NeighbourTrigrams` and returns their entries, a stream apart from
    /// the documents' own (empty when no bigram is dense).
    private mutating func addNeighbourTrigrams() -> GroupedPostings.Stream {
        var stream = GroupedPostings.Stream(chunks: [], entryCount: 0, documentEnds: [])
        guard let made = NeighbourTrigrams.entries(terms: terms, counts: terms.occurrenceCounts(), chunks: chunks,
                                                   chunkEntries: Self.chunkSize, documentEnds: documentEnds,
                                                   inherited: inheritedDenseBigrams) else { return stream }
        made.keys.withUnsafeBufferPointer { keys in
            made.values.withUnsafeBufferPointer { values in
                guard let values = values.baseAddress else { return }
                Self.intern(keys, values: values, into: &terms, chunks: &stream.chunks, entryCount: &stream.entryCount) { _ in
                    preconditionFailure("NeighbourTrigrams makes six-byte keys, which always pack")
                }
            }
        }
        stream.documentEnds = made.documentEnds
        return stream
    }

    private static func sortedAndCounted(_ table: TermTable, twoThreads: Bool) -> (SortedTerms, [Int]) {
        twoThreads ? BothAtOnce.run({ table.sorted() }, { table.occurrenceCounts() }) : (table.sorted(), table.occurrenceCounts())
    }

    private static func internLong(_ batch: DocumentTerms, _ index: Int, in terms: inout TermTable) -> UInt32 {
        let start = Int(batch.longStarts[index]), end = Int(batch.longStarts[index + 1])
        return batch.longKeys.withUnsafeBufferPointer { bytes in
            terms.internLong(field: bytes[start], kind: bytes[start + 1],
                             bytes: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
        }
    }
}
