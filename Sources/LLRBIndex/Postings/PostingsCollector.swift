/// Collects the postings entries of one page's documents, term by term as the analyzer visits
/// them, into `PageTerms`: every term with its position, plus a `runStart` entry for the first
/// character of a CJK run of two or more that directly follows a word, and a `runEnd` entry for
/// the last character of one that a word directly follows (docs/FORMAT.md, "Term keys"). A struct the
/// analyzer feeds directly as its `TermSink`, specialized for it: no closure call and no
/// reference counting per term. It runs on a preparation worker; the writer only interns the keys.
struct PostingsCollector: TermSink {
    private(set) var page = PageTerms()
    /// The unigrams of the current field: one entry each, whose value counts occurrences.
    private var unigrams = UnigramCounter()
    private var field: UInt8 = 0
    /// Positional tokens in the current field, for BM25.
    private(set) var fieldLength: UInt32 = 0
    /// The second character of the last bigram, packed little-endian, and that bigram's position:
    /// a run ends there unless a bigram one position later follows.
    private var pendingEnd: UInt32 = 0
    private var pendingEndLength = 0
    private var pendingEndPosition = -1
    /// The position of the field's last word; -2 for none.
    private var wordPosition = -2

    init(expectedEntries: Int = 0) {
        page.reserve(entries: expectedEntries)
    }

    /// Call after the last field of each document.
    mutating func finishDocument() {
        page.finishDocument()
    }

    mutating func startField(_ field: UInt8) {
        self.field = field
        unigrams.reset()
        fieldLength = 0
        pendingEndPosition = -1
        wordPosition = -2
    }

    mutating func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
                       position: Int, start: Int, end: Int) {
        add(TermKey.code(kind), bytes, position: position)
        switch kind {
        case .unigram:
            return
        case .bigram:
            if pendingEndPosition >= 0 && position != pendingEndPosition + 1 { finishRun(nextWord: nil) }
            let first = Self.scalarLength(bytes.first ?? 0)
            if pendingEndPosition < 0 && position == wordPosition + 1 {
                add(TermKey.runStart, UnsafeBufferPointer(rebasing: bytes[..<min(first, bytes.count)]), position: position)
            }
            pendingEnd = 0
            pendingEndLength = min(4, bytes.count - first)
            for index in 0..<pendingEndLength { pendingEnd |= UInt32(bytes[first + index]) << (8 * UInt32(index)) }
            pendingEndPosition = position
        case .character:
            finishRun(nextWord: nil)
        case .word:
            finishRun(nextWord: position)
            wordPosition = position
        }
        fieldLength += 1
    }

    /// Call after the field's last term.
    mutating func finishField() {
        finishRun(nextWord: nil)
    }

    /// Closes the pending run; its last character gets a `runEnd` entry only when a word at
    /// `nextWord` directly follows it, the one place a phrase can need it.
    private mutating func finishRun(nextWord: Int?) {
        guard pendingEndPosition >= 0 else { return }
        let position = pendingEndPosition + 1
        pendingEndPosition = -1
        guard nextWord == position + 1 else { return }
        var bytes = pendingEnd.littleEndian
        let length = pendingEndLength
        withUnsafeBytes(of: &bytes) { raw in
            add(TermKey.runEnd, UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<length]), position: position)
        }
    }

    private mutating func add(_ kind: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        guard bytes.count <= PackedTermKey.maxBytes else {
            return page.appendLong(field: field, kind: kind, bytes: bytes, value: UInt32(clamping: position))
        }
        let packed = PackedTermKey.pack(field: field, kind: kind, bytes: bytes)
        guard kind == TermKey.unigram else { return page.append(packed: packed, value: UInt32(clamping: position)) }
        if let entry = unigrams.entry(of: packed, next: page.entryCount) {
            page.increment(entry)
        } else {
            page.append(packed: packed, value: 1)
        }
    }

    /// The length of a UTF-8 sequence from its leading byte.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
