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

    /// The segment file's bytes. Entries are grouped by the rank of their term in key order, so
    /// the dictionary and postings are then written in one sequential pass; the buffered entries
    /// are released as soon as they are grouped.
    func build() -> [UInt8] {
        let terms = postings.terms
        let order = terms.sortedIDs()
        let (starts, grouped) = groupedEntries(order: order)
        var dictionary = DictionaryWriter()
        var positions: [UInt32] = []
        grouped.withUnsafeBufferPointer { grouped in
            for (rank, id) in order.enumerated() {
                var encoder = PostingsEncoder()
                let withPositions = terms.kind(id) != TermKey.unigram
                var index = starts[rank]
                let end = starts[rank + 1]
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
        }
        dictionary.finish()
        return documents.finish(dictionary: dictionary)
    }

    /// The entries' values grouped by term rank (a counting sort that keeps arrival order, which
    /// is document and position order), with where each rank's group starts.
    private func groupedEntries(order: [Int]) -> (starts: [Int], grouped: [UInt64]) {
        var rankOf = [UInt32](repeating: 0, count: order.count)
        for (rank, id) in order.enumerated() { rankOf[id] = UInt32(rank) }
        let termIDs = postings.termIDs, documentPositions = postings.documentPositions
        postings.releaseEntries()
        var starts = [Int](repeating: 0, count: order.count + 1)
        var grouped = [UInt64](repeating: 0, count: termIDs.count)
        rankOf.withUnsafeBufferPointer { rankOf in
            termIDs.withUnsafeBufferPointer { termIDs in
                starts.withUnsafeMutableBufferPointer { starts in
                    for id in termIDs { starts[Int(rankOf[Int(id)]) + 1] += 1 }
                    for rank in 0..<order.count { starts[rank + 1] += starts[rank] }
                    var next = Array(starts)
                    documentPositions.withUnsafeBufferPointer { values in
                        grouped.withUnsafeMutableBufferPointer { grouped in
                            next.withUnsafeMutableBufferPointer { next in
                                for index in 0..<termIDs.count {
                                    let rank = Int(rankOf[Int(termIDs[index])])
                                    grouped[next[rank]] = values[index]
                                    next[rank] += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        return (starts, grouped)
    }
}
