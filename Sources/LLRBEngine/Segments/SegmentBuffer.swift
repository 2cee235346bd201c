/// Documents added since the last flush, held in memory until they become a segment file.
/// Postings are one append-only list of (term id, document, position) entries; at flush they
/// are grouped by term (`GroupedPostings`), keeping each term's entries in arrival order, which
/// is already document and position order (GUIDE section 4).
final class SegmentBuffer {
    private var postings: SegmentPostings
    private var documents: SegmentFileWriter

    var documentCount: Int { documents.documentCount }
    var isEmpty: Bool { documents.documentCount == 0 }

    /// What the buffer holds in memory, roughly, to compare with WriterOptions.memoryLimit:
    /// the entries and terms, the document table, and eight bytes more an entry, which was a
    /// grouped copy of the entries; the grouping now reuses the entries' memory, so it is room
    /// for what `write` builds meanwhile (the encoded postings, about four bytes an entry) and
    /// keeps segments where they were. The term table is freed before the grouping, and the
    /// entries block by block as they are encoded, so the encoded postings grow into memory
    /// already given back. Stored records wait on disk (`RecordSpill`).
    var approximateBytes: Int { postings.byteCount + postings.entryCount * 8 + documents.byteCount }

    /// - Parameters:
    ///   - directory: the index directory, where stored records wait until `write`.
    ///   - denseBigrams: bigrams (packed keys) the segment extends with trigrams wherever they
    ///     occur (`NeighbourTrigrams`), besides those it finds dense itself.
    ///   - fields: the fields each document stores.
    init(directory: String, fields: FieldLayout, denseBigrams: Set<UInt64> = [], tables: [any StoredTable] = []) {
        documents = SegmentFileWriter(directory: directory, fields: fields, tables: tables.map { ($0.name, $0.version) })
        postings = SegmentPostings(inheritedDenseBigrams: denseBigrams)
    }

    /// Adds one source file's documents, analyzed and encoded (`PreparedDocuments`).
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    func add(_ source: PreparedDocuments) throws(IndexError) {
        postings.append(source.terms)
        for document in source.stored { try documents.addDocument(document) }
    }

    /// Writes the segment file to `path`, durably. Terms go in key order, and their entries
    /// grouped by term, so the dictionary and postings are written in one sequential pass; the
    /// later terms are encoded on a second thread meanwhile (`EncodedTerms`). `alone`: nothing
    /// else runs meanwhile (the ingest's last segment, after its last file, not a commit in
    /// mid-run while the next batch parses), so the grouping takes a second thread too.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    func write(to path: String, alone: Bool) throws(IndexError) {
        let grouped = postings.grouped(twoThreads: alone)
        let terms = grouped.terms
        // The second thread takes the larger part: the writer also adds its terms to the dictionary,
        // about 0.28 of an entry's encoding more (perf of a last segment, written alone: with 0.4
        // the writer was done well before the second thread, and waited).
        let middle = grouped.bucket(after: 0.44)
        let later = EncodedTerms(grouped, buckets: middle..<grouped.bucketCount)
        var dictionary = DictionaryWriter()
        dictionary.reserve(terms: terms.count, entries: grouped.entryCount)
        var encoder = PostingsEncoder()
        terms.keyBytes.withUnsafeBytes { keys in
            grouped.forEachTerm(inBuckets: 0..<middle) { rank, entries in
                let key = UnsafeRawBufferPointer(rebasing: keys[terms.keyStarts[rank]..<terms.keyStarts[rank + 1]])
                encoder.add(groupedEntries: entries, kind: key[1])
                dictionary.add(key: key, postings: &encoder)
            }
        }
        later.add(to: &dictionary)
        dictionary.finish()
        try documents.write(dictionary: dictionary, to: path)
    }
}
