import Glibc

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
    /// the entries and terms, the document table, and what `write` adds at its peak: the
    /// grouped copy of the entries, eight bytes each. The term table is freed before that copy
    /// is made, each chunk of entries as soon as it is copied, and the copy page by page as it
    /// is encoded, so the encoded postings (about two bytes an entry) grow into memory already
    /// given back. Stored records wait on disk (`RecordSpill`).
    var approximateBytes: Int { postings.byteCount + postings.entryCount * 8 + documents.byteCount }

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
        dictionary.reserve(terms: terms.count, entries: grouped.count)
        var encoder = PostingsEncoder()
        grouped.withUnsafeBufferPointer { grouped in
            var released = PageRelease(grouped)
            terms.keyBytes.withUnsafeBytes { keys in
                for rank in 0..<terms.count {
                    released.release(before: starts[rank])
                    let key = UnsafeRawBufferPointer(rebasing: keys[terms.keyStarts[rank]..<terms.keyStarts[rank + 1]])
                    let entries = UnsafeBufferPointer(rebasing: grouped[starts[rank]..<starts[rank + 1]])
                    if key[1] == TermKey.unigram {
                        for entry in entries {
                            encoder.addDocument(UInt32(truncatingIfNeeded: entry >> 32), termFrequency: Int(UInt32(truncatingIfNeeded: entry)))
                        }
                    } else {
                        encoder.addDocuments(positionEntries: entries)
                    }
                    dictionary.add(key: key, postings: &encoder)
                }
            }
        }
        dictionary.finish()
        try documents.write(dictionary: dictionary, to: path)
    }
}

/// Gives the pages of the grouped entries back to the system as they are encoded: they are
/// never read again, so the segment being written shrinks as it goes while the next buffer fills.
private struct PageRelease {
    /// The system's page size: the grouped copy is not given huge pages (see `HugePages`).
    private static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
    /// Released only in steps of this many bytes, so that a step costs little next to encoding them.
    private static let step: UInt = 1 << 20
    private let base: UnsafePointer<UInt64>?
    /// Where the pages not yet released start.
    private var next: UInt

    init(_ entries: UnsafeBufferPointer<UInt64>) {
        base = entries.baseAddress
        next = (UInt(bitPattern: entries.baseAddress) + Self.pageSize - 1) & ~(Self.pageSize - 1)
    }

    /// Releases the whole pages before entry `end`.
    mutating func release(before end: Int) {
        guard let base else { return }
        let stop = UInt(bitPattern: base + end) & ~(Self.pageSize - 1)
        guard stop >= next + Self.step, let start = UnsafeMutableRawPointer(bitPattern: next) else { return }
        madvise(start, Int(stop - next), MADV_DONTNEED)
        next = stop
    }
}
