/// The postings entries of the documents buffered for one segment, on the writer's thread:
/// term id << 32 | position, or for a unigram term id << 32 | term frequency (one entry per
/// document), in document order; where each document's entries end is kept apart, so an entry
/// costs eight bytes. Entries live in fixed-size chunks: no growth room doubles the memory and
/// no reallocation copies it; the last chunk is filled only up to `entryCount`. At flush `grouped` orders them by term.
struct SegmentPostings {
    /// Entries per chunk: 8 MB.
    static let chunkSize = 1 << 20

    private var terms = TermTable()
    private var chunks: [HugePageBuffer<UInt64>] = []
    /// For each document, the end of its entries.
    private var documentEnds: [Int] = []
    private(set) var entryCount = 0

    /// Bytes held, for the writer's memory limit.
    var byteCount: Int { chunks.count * Self.chunkSize * 8 + documentEnds.capacity * 8 + terms.byteCount }

    /// Keys looked up together, and entries scattered together, so their cache misses overlap.
    private static let batchSize = 32

    /// Interns the page's terms and appends its entries, one document after another. Keys are
    /// looked up in batches, each batch's table slots read while the one before is looked up
    /// (`TermTable.intern(batch:)`), and the table writes their entries straight into the chunk.
    mutating func append(_ page: PageTerms) {
        for end in page.documentEnds { documentEnds.append(entryCount + end) }
        var long = 0
        var start = 0
        page.entries.withKeysAndValues { keys, values in
            terms.readAhead(UnsafeBufferPointer(rebasing: keys[0..<min(keys.count, Self.batchSize)]))
            while start < keys.count {
                let offset = entryCount & (Self.chunkSize - 1)
                if offset == 0 { chunks.append(HugePageBuffer(capacity: Self.chunkSize)) }
                let end = min(keys.count, start + Self.batchSize, start + Self.chunkSize - offset)
                let entries = chunks[chunks.count - 1].base + offset
                let batch = UnsafeBufferPointer(rebasing: keys[start..<end])
                let upcoming = UnsafeBufferPointer(rebasing: keys[end..<min(keys.count, end + Self.batchSize)])
                if terms.intern(batch: batch, values: values + start, entries: entries, upcoming: upcoming) {
                    for entry in start..<end where keys[entry] == 0 {
                        entries[entry - start] = UInt64(Self.internLong(page, long, in: &terms)) << 32 | UInt64(values[entry])
                        long += 1
                    }
                }
                entryCount += end - start
                start = end
            }
        }
    }

    /// The terms in dictionary order with their entries grouped by term (`GroupedPostings`;
    /// with `twoThreads` the terms are counted while they are sorted, and the grouping takes
    /// two threads). The term table is released first, and the entry chunks are handed over:
    /// the grouping reuses their memory.
    mutating func grouped(twoThreads: Bool) -> GroupedPostings {
        let (sorted, counts) = Self.sortedAndCounted(terms, twoThreads: twoThreads)
        terms = TermTable()
        let pending = chunks
        chunks = []
        defer { documentEnds = [] }
        return GroupedPostings(terms: sorted, counts: counts, chunks: pending, chunkEntries: Self.chunkSize,
                               entryCount: entryCount, documentEnds: documentEnds, twoThreads: twoThreads)
    }

    private static func sortedAndCounted(_ table: TermTable, twoThreads: Bool) -> (SortedTerms, [Int]) {
        twoThreads ? BothAtOnce.run({ table.sorted() }, { table.occurrenceCounts() }) : (table.sorted(), table.occurrenceCounts())
    }

    private static func internLong(_ page: PageTerms, _ index: Int, in terms: inout TermTable) -> UInt32 {
        let start = Int(page.longStarts[index]), end = Int(page.longStarts[index + 1])
        return page.longKeys.withUnsafeBufferPointer { bytes in
            terms.internLong(field: bytes[start], kind: bytes[start + 1],
                             bytes: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
        }
    }
}
