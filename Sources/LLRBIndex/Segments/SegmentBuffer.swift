/// Documents added since the last flush, held in memory until they become a segment file.
/// Postings are one append-only list of (term id, document, position) entries; at flush a
/// counting sort by term id groups them, keeping each term's entries in arrival order, which
/// is already document and position order (GUIDE section 4).
final class SegmentBuffer {
    private var postings = SegmentPostings()
    private var documents = SegmentFileWriter()
    private var storedBytes = 0

    var documentCount: Int { documents.documentCount }
    var isEmpty: Bool { documents.documentCount == 0 }

    /// What the buffer holds in memory, roughly, to compare with WriterOptions.memoryLimit:
    /// its arrays with their growth room, the stored payloads, and what `build` will allocate.
    var approximateBytes: Int { postings.byteCount + postings.entryCount * 16 + storedBytes }

    /// Adds one page's documents, analyzed and encoded by `PreparedPage`.
    func add(_ page: PreparedPage) {
        postings.append(page.terms, firstDocument: documents.documentCount)
        for document in page.stored {
            storedBytes += document.payload.count + 64
            documents.addDocument(document)
        }
    }

    /// The segment file's bytes.
    func build() -> [UInt8] {
        let terms = postings.terms, termIDs = postings.termIDs, documentPositions = postings.documentPositions
        let termCount = terms.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        for id in termIDs { starts[Int(id) + 1] += 1 }
        for id in 0..<termCount { starts[id + 1] += starts[id] }
        var next = starts
        var grouped = [UInt64](repeating: 0, count: termIDs.count)
        for (index, id) in termIDs.enumerated() {
            grouped[next[Int(id)]] = documentPositions[index]
            next[Int(id)] += 1
        }
        var dictionary = DictionaryWriter()
        var encoder = PostingsEncoder()
        var positions: [UInt32] = []
        for id in sortedTermIDs() {
            encoder.reset()
            let withPositions = terms.kind(id) != TermKey.unigram
            var index = starts[id]
            let end = starts[id + 1]
            while index < end && !withPositions {
                encoder.addDocument(UInt32(truncatingIfNeeded: grouped[index] >> 32),
                                    termFrequency: Int(UInt32(truncatingIfNeeded: grouped[index])))
                index += 1
            }
            while index < end {
                let document = UInt32(truncatingIfNeeded: grouped[index] >> 32)
                positions.removeAll(keepingCapacity: true)
                while index < end, UInt32(truncatingIfNeeded: grouped[index] >> 32) == document {
                    positions.append(UInt32(truncatingIfNeeded: grouped[index]))
                    index += 1
                }
                encoder.addDocument(document, termFrequency: positions.count)
                encoder.addPositions(positions)
            }
            dictionary.add(key: Array(terms.key(id)), postings: encoder)
        }
        dictionary.finish()
        return documents.finish(dictionary: dictionary)
    }

    /// Term ids in key order: by the first eight key bytes (all of a CJK bigram's key), then the rest.
    private func sortedTermIDs() -> [Int] {
        let terms = postings.terms
        var order: [(prefix: UInt64, id: Int)] = (0..<terms.count).map { id in
            var prefix: UInt64 = 0
            var shift: UInt64 = 56
            for byte in terms.key(id).prefix(8) {
                prefix |= UInt64(byte) << shift
                shift &-= 8
            }
            return (prefix, id)
        }
        order.sort { lhs, rhs in
            if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
            return TermKey.compare(Array(terms.key(lhs.id)), Array(terms.key(rhs.id))) < 0
        }
        return order.map(\.id)
    }
}
