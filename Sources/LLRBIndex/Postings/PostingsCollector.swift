/// Collects the postings entries of one page's documents, term by term as the analyzer visits
/// them, into `PageTerms`: every term with its position, plus a `runStart` entry for the first
/// character of a CJK run of two or more that directly follows a word, and a `runEnd` entry for
/// the last character of one that a word directly follows (docs/FORMAT.md, "Term keys"). A struct the
/// analyzer feeds directly as its `TermSink`, specialized for it: no closure call and no
/// reference counting per term. It runs on a preparation worker; the writer only interns the keys.
struct PostingsCollector: TermSink {
    private var page: PageTermsBuilder
    /// The unigrams of the current field: one entry each, whose value counts occurrences.
    private var unigrams: UnigramCounter
    private var field: UInt8 = 0
    /// Positional tokens in the current field, for BM25.
    private(set) var fieldLength: UInt32 = 0
    /// The last bigram, packed as `UTF8Coding.packed` does, and its position: a run ends with
    /// its second character unless a bigram one position later follows. That character is only
    /// cut out in the rare case that it needs a `runEnd` entry.
    private var pendingBigram: UInt64 = 0
    private var pendingBigramLength = 0
    private var pendingEndPosition = -1
    /// The position of the field's last word; -2 for none.
    private var wordPosition = -2

    private init(page: PageTermsBuilder, unigrams: UnigramCounter) {
        self.page = page
        self.unigrams = unigrams
    }

    /// The entries that `body` feeds a new collector. The collector writes to buffers it owns,
    /// with no reference counting, and hands them to the page at the end.
    /// - Parameter expectedEntries: room to reserve; more is made when needed.
    static func collect(expectedEntries: Int, _ body: (inout PostingsCollector) -> Void) -> PageTerms {
        var collector = PostingsCollector(page: PageTermsBuilder(capacity: expectedEntries), unigrams: .take())
        body(&collector)
        collector.unigrams.putBack()
        return collector.page.terms()
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
        guard bytes.count > 8 else { // only a word can be longer
            return packedTerm(kind, utf8: UTF8Coding.pack(bytes), count: bytes.count, position: position, start: start, end: end)
        }
        page.appendLong(field: field, kind: TermKey.code(kind), bytes: bytes, value: UInt32(clamping: position))
        noteWord(at: position)
    }

    @inline(__always)
    mutating func packedTerm(_ kind: IndexTermKind, utf8: UInt64, count: Int, position: Int, start: Int, end: Int) {
        add(TermKey.code(kind), utf8: utf8, count: count, position: position)
        switch kind {
        case .unigram:
            return
        case .bigram:
            if pendingEndPosition >= 0 && position != pendingEndPosition + 1 { finishRun(nextWord: nil) }
            if pendingEndPosition < 0 && position == wordPosition + 1 {
                let first = Self.scalarLength(UInt8(truncatingIfNeeded: utf8))
                add(TermKey.runStart, utf8: utf8 & Self.mask(bytes: first), count: min(first, count), position: position)
            }
            pendingBigram = utf8
            pendingBigramLength = count
            pendingEndPosition = position
            fieldLength += 1
        case .character:
            finishRun(nextWord: nil)
            fieldLength += 1
        case .word:
            noteWord(at: position)
        }
    }

    /// Call after the field's last term.
    mutating func finishField() {
        finishRun(nextWord: nil)
    }

    /// After a word's entry: closes a run the word follows, counts the word.
    private mutating func noteWord(at position: Int) {
        finishRun(nextWord: position)
        wordPosition = position
        fieldLength += 1
    }

    /// Closes the pending run; its last character gets a `runEnd` entry only when a word at
    /// `nextWord` directly follows it, the one place a phrase can need it.
    private mutating func finishRun(nextWord: Int?) {
        guard pendingEndPosition >= 0 else { return }
        let position = pendingEndPosition + 1
        pendingEndPosition = -1
        guard nextWord == position + 1 else { return }
        let first = Self.scalarLength(UInt8(truncatingIfNeeded: pendingBigram))
        let length = min(4, pendingBigramLength - first)
        add(TermKey.runEnd, utf8: pendingBigram >> (8 * UInt64(first)) & Self.mask(bytes: length), count: length, position: position)
    }

    @inline(__always)
    private mutating func add(_ kind: UInt8, utf8: UInt64, count: Int, position: Int) {
        guard count <= PackedTermKey.maxBytes else { return addLong(kind, utf8: utf8, count: count, position: position) }
        let packed = PackedTermKey.pack(field: field, kind: kind, utf8: utf8, count: count)
        guard kind == TermKey.unigram else { return page.append(packed: packed, value: UInt32(clamping: position)) }
        if let entry = unigrams.entry(of: packed, next: page.entryCount) {
            page.increment(entry)
        } else {
            page.append(packed: packed, value: 1)
        }
    }

    /// An eight-byte term (a bigram of two supplementary characters, a word): too long to pack
    /// with its field and kind. Kept out of line so that `add`, inlined everywhere, stays small.
    @inline(never)
    private mutating func addLong(_ kind: UInt8, utf8: UInt64, count: Int, position: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            guard let bytes = buffer.baseAddress else { return }
            UTF8Coding.unpack(utf8, count: count, into: bytes)
            page.appendLong(field: field, kind: kind, bytes: UnsafeBufferPointer(start: bytes, count: count),
                            value: UInt32(clamping: position))
        }
    }

    /// The low `bytes` bytes of a UInt64 set (`bytes` from 0 to 8).
    @inline(__always)
    private static func mask(bytes: Int) -> UInt64 {
        bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
    }

    /// The length of a UTF-8 sequence from its leading byte.
    @inline(__always)
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
