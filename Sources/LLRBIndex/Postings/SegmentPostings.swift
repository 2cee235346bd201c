/// The postings entries of the documents buffered for one segment, on the writer's thread: one
/// append-only list of (term id, document, position), and for a unigram (term id, document,
/// term frequency), one entry per document. At flush `SegmentBuffer.build` groups them by term.
struct SegmentPostings {
    private(set) var terms = TermTable()
    private(set) var termIDs: [UInt32] = []
    /// Document << 32 | position, or document << 32 | term frequency for a unigram.
    private(set) var documentPositions: [UInt64] = []

    var entryCount: Int { termIDs.count }

    /// Bytes held, counting the growth room of the arrays, for the writer's memory limit.
    var byteCount: Int { termIDs.capacity * 4 + documentPositions.capacity * 8 + terms.byteCount }

    /// Interns the page's terms and appends its entries; its documents get ids from `firstDocument`.
    mutating func append(_ page: PageTerms, firstDocument: Int) {
        var entry = 0
        var long = 0
        for (offset, end) in page.documentEnds.enumerated() {
            let document = UInt64(firstDocument + offset) << 32
            while entry < end {
                let packed = page.keys[entry]
                let id: UInt32
                if packed != 0 {
                    id = terms.intern(packed: packed)
                } else {
                    id = internLong(page, long)
                    long += 1
                }
                termIDs.append(id)
                documentPositions.append(document | UInt64(page.values[entry]))
                entry += 1
            }
        }
    }

    /// Drops the entries (the terms stay), once `SegmentBuffer.build` has copied them.
    mutating func releaseEntries() {
        termIDs = []
        documentPositions = []
    }

    private mutating func internLong(_ page: PageTerms, _ index: Int) -> UInt32 {
        let start = Int(page.longStarts[index]), end = Int(page.longStarts[index + 1])
        return page.longKeys.withUnsafeBufferPointer { bytes in
            terms.internLong(field: bytes[start], kind: bytes[start + 1],
                             bytes: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
        }
    }
}
