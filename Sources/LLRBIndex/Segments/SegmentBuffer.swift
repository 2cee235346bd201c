/// Documents added since the last flush, held in memory until they become a segment file.
/// Postings are one append-only list of (term id, document, position) entries; at flush a
/// counting sort by term id groups them, keeping each term's entries in arrival order, which
/// is already document and position order (GUIDE section 4).
final class SegmentBuffer {
    private var postings = SegmentPostings()
    private var documents: SegmentFileWriter

    var documentCount: Int { documents.documentCount }
    var isEmpty: Bool { documents.documentCount == 0 }

    /// What the buffer holds in memory, roughly, to compare with WriterOptions.memoryLimit:
    /// the entries and terms, the document table, and what `write` will allocate (the grouped
    /// entries, and their encoded postings, about two bytes an entry). Stored records wait on
    /// disk (`RecordSpill`).
    var approximateBytes: Int { postings.byteCount + postings.entryCount * 10 + documents.byteCount }

    /// - Parameter directory: the index directory, where stored records wait until `write`.
    init(directory: String) {
        documents = SegmentFileWriter(directory: directory)
    }

    /// Adds one page's documents, analyzed and encoded by `PreparedPage`.
    func add(_ page: PreparedPage) throws(IndexError) {
        postings.append(page.terms)
        for document in page.stored { try documents.addDocument(document) }
    }

    /// Writes the segment file to `path`, durably. Entries are grouped by the rank of their term in key order, so
    /// the dictionary and postings are then written in one sequential pass; the buffered entries
    /// are released as soon as they are grouped.
    func write(to path: String) throws(IndexError) {
        let (terms, starts, grouped) = postings.grouped()
        var dictionary = DictionaryWriter()
        grouped.withUnsafeBufferPointer { grouped in
            for rank in 0..<terms.count {
                var encoder = PostingsEncoder()
                let withPositions = terms.kind(rank) != TermKey.unigram
                var index = starts[rank]
                let end = starts[rank + 1]
                while index < end && !withPositions {
                    encoder.addDocument(UInt32(truncatingIfNeeded: grouped[index] >> 32),
                                        termFrequency: Int(UInt32(truncatingIfNeeded: grouped[index])))
                    index += 1
                }
                while index < end {
                    let document = UInt32(truncatingIfNeeded: grouped[index] >> 32)
                    var documentEnd = index + 1
                    while documentEnd < end, UInt32(truncatingIfNeeded: grouped[documentEnd] >> 32) == document { documentEnd += 1 }
                    encoder.addDocument(document, termFrequency: documentEnd - index)
                    encoder.addPositions(UnsafeBufferPointer(rebasing: grouped[index..<documentEnd]).lazy.map { UInt32(truncatingIfNeeded: $0) })
                    index = documentEnd
                }
                dictionary.add(key: terms.key(rank), postings: encoder)
            }
        }
        dictionary.finish()
        try documents.write(dictionary: dictionary, to: path)
    }
}
