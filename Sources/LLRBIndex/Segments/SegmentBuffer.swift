import Foundation

/// Documents added since the last flush, held in memory until they become a segment file.
/// Postings are one append-only list of (term id, document, position) entries; at flush a
/// counting sort by term id groups them, keeping each term's entries in arrival order, which
/// is already document and position order (GUIDE section 4).
final class SegmentBuffer {
    private let analyzer = Analyzer()
    private var terms = TermTable()
    private var termIDs: [UInt32] = []
    private var documentPositions: [UInt64] = []
    private var documents = SegmentFileWriter()
    private var storedBytes = 0
    /// Documents whose terms are indexed but whose payloads are not added yet.
    private var pendingDocuments = 0

    var documentCount: Int { documents.documentCount }
    var isEmpty: Bool { documents.documentCount == 0 }

    /// What the buffer holds in memory, roughly, to compare with WriterOptions.memoryLimit.
    var approximateBytes: Int { termIDs.count * 12 + terms.byteCount + storedBytes }

    /// Adds one page's documents. Their stored payloads (JSON records, mostly) are encoded on a
    /// second thread while this one indexes their terms.
    func add(_ page: [IndexableDocument]) {
        guard !page.isEmpty else { return }
        let payloads = PayloadBox()
        let encoding = Thread { payloads.value = StoredPayload.encode(page) }
        encoding.stackSize = 1 << 22
        encoding.start()
        let lengths = page.map { indexTerms(of: $0) }
        payloads.wait()
        pendingDocuments = 0
        for (index, document) in page.enumerated() {
            let payload = payloads.value[index]
            storedBytes += payload.count + 64
            documents.addDocument(StoredDocument(id: document.record.id, date: Self.dateOrdinal(document.record.page.date),
                                                 issue: document.record.page.issueNumber.map { UInt32(clamping: $0 + 1) } ?? 0,
                                                 fieldLengths: lengths[index], payload: payload))
        }
    }

    /// Appends the document's postings entries; returns its field lengths.
    private func indexTerms(of document: IndexableDocument) -> [UInt32] {
        let local = UInt64(documents.documentCount + pendingDocuments)
        pendingDocuments += 1
        var lengths = [UInt32](repeating: 0, count: TermKey.fieldCount)
        // Locals, not properties, inside the hot closure: no exclusivity checks per term.
        var terms = self.terms, termIDs = self.termIDs, documentPositions = self.documentPositions
        self.terms = TermTable()
        self.termIDs = []
        self.documentPositions = []
        for field in SearchField.allCases {
            guard var text = document.fields[field], !text.isEmpty else { continue }
            let fieldCode = TermKey.code(field)
            var length: UInt32 = 0
            var runEnd = RunEndTracker()
            func add(_ kind: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) {
                termIDs.append(terms.intern(field: fieldCode, kind: kind, bytes: bytes))
                documentPositions.append(local << 32 | UInt64(UInt32(clamping: position)))
            }
            text.withUTF8 { bytes in
                analyzer.forEachIndexTerm(inUTF8: bytes) { term in
                    let kind = TermKey.code(term.kind)
                    add(kind, term.bytes, term.position)
                    if kind != TermKey.unigram { length += 1 }
                    runEnd.visit(term, emit: add)
                }
            }
            runEnd.finish(emit: add)
            lengths[Int(fieldCode)] = length
        }
        self.terms = terms
        self.termIDs = termIDs
        self.documentPositions = documentPositions
        return lengths
    }

    static func dateOrdinal(_ iso: String?) -> UInt32 {
        iso.flatMap(GregorianDate.init(iso:))?.ordinal ?? 0
    }

    /// The segment file's bytes.
    func build() -> [UInt8] {
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
            while index < end {
                let document = UInt32(truncatingIfNeeded: grouped[index] >> 32)
                positions.removeAll(keepingCapacity: true)
                while index < end, UInt32(truncatingIfNeeded: grouped[index] >> 32) == document {
                    positions.append(UInt32(truncatingIfNeeded: grouped[index]))
                    index += 1
                }
                encoder.addDocument(document, termFrequency: positions.count)
                if withPositions { encoder.addPositions(positions) }
            }
            dictionary.add(key: Array(terms.key(id)), postings: encoder)
        }
        dictionary.finish()
        return documents.finish(dictionary: dictionary)
    }

    /// Term ids in key order: by the first eight key bytes (all of a CJK bigram's key), then the rest.
    private func sortedTermIDs() -> [Int] {
        var order: [(prefix: UInt64, id: Int)] = (0..<terms.count).map { id in
            var prefix: UInt64 = 0
            var shift: UInt64 = 56
            for byte in terms.key(id).prefix(8) {
                prefix |= UInt64(byte) << shift
                shift &-= 8
            }
            return (prefix, id)
        }
        let table = terms
        order.sort { lhs, rhs in
            if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
            return TermKey.compare(Array(table.key(lhs.id)), Array(table.key(rhs.id))) < 0
        }
        return order.map(\.id)
    }
}

/// Hands the payloads encoded on the second thread back to the indexing thread.
private final class PayloadBox: @unchecked Sendable {
    var value: [[UInt8]] = [] {
        didSet { done.signal() }
    }
    private let done = DispatchSemaphore(value: 0)

    func wait() {
        done.wait()
    }
}
