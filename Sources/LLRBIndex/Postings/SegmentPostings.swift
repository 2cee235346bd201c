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
    /// What the scatter read ahead, kept so that those loads are not optimized away.
    private var touched = 0

    /// Bytes held, for the writer's memory limit.
    var byteCount: Int { chunks.count * Self.chunkSize * 8 + documentEnds.capacity * 8 + terms.byteCount }

    /// Keys looked up together, and entries scattered together, so their cache misses overlap.
    private static let batchSize = 32

    /// Interns the page's terms and appends its entries, one document after another. Keys are
    /// looked up in batches, whose table slots are read together (`TermTable.intern(batch:)`),
    /// and whose entries the table writes straight into the chunk.
    mutating func append(_ page: PageTerms) {
        for end in page.documentEnds { documentEnds.append(entryCount + end) }
        var long = 0
        var start = 0
        page.keys.withUnsafeBufferPointer { keys in
            page.values.withUnsafeBufferPointer { values in
                guard let values = values.baseAddress else { return }
                while start < keys.count {
                    let offset = entryCount & (Self.chunkSize - 1)
                    if offset == 0 { chunks.append(HugePageBuffer(capacity: Self.chunkSize)) }
                    let end = min(keys.count, start + Self.batchSize, start + Self.chunkSize - offset)
                    let entries = chunks[chunks.count - 1].base + offset
                    let batch = UnsafeBufferPointer(rebasing: keys[start..<end])
                    if terms.intern(batch: batch, values: values + start, entries: entries) {
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
    }

    /// The terms in dictionary order, and every entry as document << 32 | position (or term
    /// frequency) grouped by term in that order and in arrival order within a group, which is
    /// document and position order; with where each group starts (`starts[rank]`, and the end
    /// last). The term table counted each term's entries, so one scatter pass suffices. The
    /// term table is released before the grouped copy is allocated, and each chunk of entries
    /// as soon as it is copied.
    mutating func grouped() -> (terms: SortedTerms, starts: [Int], values: [UInt64]) {
        let sorted = terms.sorted()
        var starts = [Int](unsafeUninitializedCapacity: sorted.count + 1) { _, count in count = sorted.count + 1 }
        var next = [Int](unsafeUninitializedCapacity: sorted.count) { next, count in
            HugePages.advise(next.baseAddress, byteCount: sorted.count * 8)
            count = sorted.count
        }
        do {
            let counts = terms.occurrenceCounts()
            terms = TermTable()
            var total = 0
            for rank in 0..<sorted.count {
                let id = sorted.ids[rank]
                starts[rank] = total
                next[id] = total
                total += counts[id]
            }
            starts[sorted.count] = total
        }
        let ends = documentEnds, total = entryCount
        // Last first, so that each chunk is freed as soon as it is copied.
        var pending = Array(chunks.reversed())
        chunks = []
        documentEnds = []
        // Every entry is written exactly once below, so the copy needs no zero fill first.
        let values = [UInt64](unsafeUninitializedCapacity: total) { values, count in
            count = total
            next.withUnsafeMutableBufferPointer { next in
                var document = 0
                var index = 0
                var touched = 0
                while let buffer = pending.popLast() {
                    let chunk = buffer.base
                    let count = min(Self.chunkSize, total - index)
                    var start = 0
                    while start < count {
                        let end = min(count, start + Self.batchSize)
                        for entry in start..<end { touched &+= next[Int(chunk[entry] >> 32)] }
                        while index >= ends[document] { document += 1 }
                        // Most batches lie inside one document (a page's document has hundreds
                        // of entries): only the others look for where documents end.
                        let lastOfDocument = index + end - start <= ends[document] ? end : start
                        let high = UInt64(document) << 32
                        for entry in start..<lastOfDocument {
                            let id = Int(chunk[entry] >> 32)
                            values[next[id]] = high | (chunk[entry] & 0xFFFF_FFFF)
                            next[id] += 1
                        }
                        index += lastOfDocument - start
                        for entry in lastOfDocument..<end {
                            while index >= ends[document] { document += 1 }
                            let id = Int(chunk[entry] >> 32)
                            values[next[id]] = UInt64(document) << 32 | (chunk[entry] & 0xFFFF_FFFF)
                            next[id] += 1
                            index += 1
                        }
                        start = end
                    }
                }
                self.touched = touched
            }
        }
        return (sorted, starts, values)
    }

    private static func internLong(_ page: PageTerms, _ index: Int, in terms: inout TermTable) -> UInt32 {
        let start = Int(page.longStarts[index]), end = Int(page.longStarts[index + 1])
        return page.longKeys.withUnsafeBufferPointer { bytes in
            terms.internLong(field: bytes[start], kind: bytes[start + 1],
                             bytes: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
        }
    }
}
