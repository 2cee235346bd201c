/// The postings entries of the documents buffered for one segment, on the writer's thread:
/// term id << 32 | position, or for a unigram term id << 32 | term frequency (one entry per
/// document), in document order; where each document's entries end is kept apart, so an entry
/// costs eight bytes. Entries live in fixed-size chunks: no growth room doubles the memory and
/// no reallocation copies it. At flush `grouped` orders them by term.
struct SegmentPostings {
    /// Entries per chunk: 8 MB.
    static let chunkSize = 1 << 20

    private(set) var terms = TermTable()
    private var chunks: [[UInt64]] = []
    /// For each document, the end of its entries.
    private var documentEnds: [Int] = []
    private(set) var entryCount = 0

    /// Bytes held, for the writer's memory limit.
    var byteCount: Int { chunks.count * Self.chunkSize * 8 + documentEnds.capacity * 8 + terms.byteCount }

    /// Interns the page's terms and appends its entries, one document after another.
    mutating func append(_ page: PageTerms) {
        var entry = 0
        var long = 0
        for end in page.documentEnds {
            while entry < end {
                let packed = page.keys[entry]
                let id: UInt32
                if packed != 0 {
                    id = terms.intern(packed: packed)
                } else {
                    id = internLong(page, long)
                    long += 1
                }
                appendEntry(UInt64(id) << 32 | UInt64(page.values[entry]))
                entry += 1
            }
            documentEnds.append(entryCount)
        }
    }

    @inline(__always)
    private mutating func appendEntry(_ entry: UInt64) {
        if entryCount & (Self.chunkSize - 1) == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(entry)
        entryCount += 1
    }

    /// Every entry as document << 32 | position (or term frequency), grouped by the rank of its
    /// term (`rankOf[term id]`) and in arrival order within a group, which is document and
    /// position order; with where each rank's group starts. The entries are released on the way.
    mutating func grouped(rankOf: [UInt32]) -> (starts: [Int], values: [UInt64]) {
        var starts = [Int](repeating: 0, count: rankOf.count + 1)
        var values = [UInt64](repeating: 0, count: entryCount)
        rankOf.withUnsafeBufferPointer { rankOf in
            starts.withUnsafeMutableBufferPointer { starts in
                for chunk in chunks {
                    for entry in chunk { starts[Int(rankOf[Int(entry >> 32)]) + 1] += 1 }
                }
                for rank in 0..<rankOf.count { starts[rank + 1] += starts[rank] }
            }
        }
        var next = starts
        let ends = documentEnds, allChunks = chunks
        chunks = []
        documentEnds = []
        values.withUnsafeMutableBufferPointer { values in
            next.withUnsafeMutableBufferPointer { next in
                rankOf.withUnsafeBufferPointer { rankOf in
                    var document = 0
                    var index = 0
                    for chunk in allChunks {
                        for entry in chunk {
                            while index >= ends[document] { document += 1 }
                            let rank = Int(rankOf[Int(entry >> 32)])
                            values[next[rank]] = UInt64(document) << 32 | (entry & 0xFFFF_FFFF)
                            next[rank] += 1
                            index += 1
                        }
                    }
                }
            }
        }
        return (starts, values)
    }

    private mutating func internLong(_ page: PageTerms, _ index: Int) -> UInt32 {
        let start = Int(page.longStarts[index]), end = Int(page.longStarts[index + 1])
        return page.longKeys.withUnsafeBufferPointer { bytes in
            terms.internLong(field: bytes[start], kind: bytes[start + 1],
                             bytes: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
        }
    }
}
