/// Collects the postings entries of buffered documents, term by term as the analyzer visits
/// them: one append-only list of (term id, document, position), plus a `runEnd` entry for the
/// last character of each CJK run of two or more (docs/FORMAT.md, "Term keys"). A struct with
/// one mutating method, so the analyzer's closure captures a single variable and the hot loop
/// does no reference counting.
struct PostingsCollector {
    private(set) var terms = TermTable()
    private(set) var termIDs: [UInt32] = []
    /// Document << 32 | position; for a unigram, document << 32 | term frequency, one entry per
    /// document, so the most frequent entries cost no memory per occurrence.
    private(set) var documentPositions: [UInt64] = []
    /// Per term id, the index of its last entry (for counting unigrams in place).
    private var lastEntry: [Int32] = []
    private var document: UInt64 = 0
    private var field: UInt8 = 0
    /// Positional tokens in the current field, for BM25.
    private(set) var fieldLength: UInt32 = 0
    /// The second character of the last bigram, packed little-endian, and that bigram's position:
    /// a run ends there unless a bigram one position later follows.
    private var pendingEnd: UInt32 = 0
    private var pendingEndLength = 0
    private var pendingEndPosition = -1

    var entryCount: Int { termIDs.count }

    /// Bytes held, counting the growth room of the arrays, for the writer's memory limit.
    var byteCount: Int { termIDs.capacity * 4 + documentPositions.capacity * 8 + lastEntry.capacity * 4 + terms.byteCount }

    mutating func startField(_ field: UInt8, of document: UInt64) {
        self.field = field
        self.document = document
        fieldLength = 0
        pendingEndPosition = -1
    }

    mutating func take(_ term: IndexTerm) {
        let kind = TermKey.code(term.kind)
        add(kind, term.bytes, position: term.position)
        switch term.kind {
        case .unigram:
            return
        case .bigram:
            if pendingEndPosition >= 0 && term.position != pendingEndPosition + 1 { finishRun() }
            let first = Self.scalarLength(term.bytes.first ?? 0)
            pendingEnd = 0
            pendingEndLength = min(4, term.bytes.count - first)
            for index in 0..<pendingEndLength { pendingEnd |= UInt32(term.bytes[first + index]) << (8 * UInt32(index)) }
            pendingEndPosition = term.position
        case .character, .word:
            finishRun()
        }
        fieldLength += 1
    }

    /// Call after the field's last term.
    mutating func finishField() {
        finishRun()
    }

    private mutating func finishRun() {
        guard pendingEndPosition >= 0 else { return }
        var bytes = pendingEnd.littleEndian
        let length = pendingEndLength, position = pendingEndPosition + 1
        withUnsafeBytes(of: &bytes) { raw in
            add(TermKey.runEnd, UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<length]), position: position)
        }
        pendingEndPosition = -1
    }

    private mutating func add(_ kind: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        let id = Int(terms.intern(field: field, kind: kind, bytes: bytes))
        if id == lastEntry.count { lastEntry.append(-1) }
        if kind == TermKey.unigram {
            let last = Int(lastEntry[id])
            if last >= 0 && documentPositions[last] >> 32 == document {
                documentPositions[last] += 1
                return
            }
        }
        lastEntry[id] = Int32(truncatingIfNeeded: termIDs.count)
        termIDs.append(UInt32(id))
        documentPositions.append(document << 32 | (kind == TermKey.unigram ? 1 : UInt64(UInt32(clamping: position))))
    }

    /// The length of a UTF-8 sequence from its leading byte.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
