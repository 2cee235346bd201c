/// Collects the postings entries of one page's documents, term by term as the analyzer visits
/// them, into `PageTerms`: bigrams, words and unigrams with their positions, a `wordCharacter`
/// entry for a word and the CJK character directly after it (`2023年`, at the word's position),
/// and a `character` entry for the CJK character directly before a word, the last of its run
/// (`年` in `年3月`); a lone character elsewhere gets no positional entry, since no phrase can
/// need one (docs/FORMAT.md, "Term keys"). A struct the analyzer feeds directly as its
/// `TermSink`, specialized for it: no closure call and no reference counting per term. It runs
/// on a preparation worker; the writer only interns the keys.
struct PostingsCollector: TermSink {
    private var page: PageTermsBuilder
    /// The unigrams of the current field: one entry each, whose value counts occurrences.
    private var unigrams: UnigramCounter
    private var field: UInt8 = 0
    /// Positional tokens in the current field, for BM25.
    private(set) var fieldLength: UInt32 = 0
    /// The end of the current run, packed as `UTF8Coding.packed` does: its last bigram (the run
    /// ends with the bigram's second character unless one more follows) or its lone character.
    /// The last character is only cut out in the rare case that a word follows it.
    private var pendingUTF8: UInt64 = 0
    private var pendingLength = 0
    private var pendingIsBigram = false
    /// The position of the run's last character; -1 for no run.
    private var pendingLastPosition = -1
    /// The position of the field's last word; -2 for none.
    private var wordPosition = -2
    /// The last word's UTF-8, for its `wordCharacter` entry: packed (`UTF8Coding.packed`) when
    /// it takes at most eight bytes, else in `longWord`; `wordLength` bytes either way.
    private var wordUTF8: UInt64 = 0
    private var wordLength = 0
    private var longWord: [UInt8] = []

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
        pendingLastPosition = -1
        wordPosition = -2
    }

    mutating func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
                       position: Int, start: Int, end: Int) {
        guard bytes.count > 8 else { // only a word can be longer
            return packedTerm(kind, utf8: UTF8Coding.pack(bytes), count: bytes.count, position: position, start: start, end: end)
        }
        page.appendLong(field: field, kind: TermKey.code(kind), bytes: bytes, value: UInt32(clamping: position))
        longWord.removeAll(keepingCapacity: true)
        longWord.append(contentsOf: bytes)
        wordLength = bytes.count
        noteWord(at: position)
    }

    @inline(__always)
    mutating func packedTerm(_ kind: IndexTermKind, utf8: UInt64, count: Int, position: Int, start: Int, end: Int) {
        switch kind {
        case .unigram:
            add(TermKey.unigram, utf8: utf8, count: count, position: position)
            if position == wordPosition &+ 1 { addWordCharacter(utf8, count: count) }
        case .bigram:
            add(TermKey.bigram, utf8: utf8, count: count, position: position)
            if pendingLastPosition >= 0 && position != pendingLastPosition { finishRun(nextWord: nil) }
            (pendingUTF8, pendingLength, pendingIsBigram, pendingLastPosition) = (utf8, count, true, position + 1)
            fieldLength += 1
        case .character:
            finishRun(nextWord: nil)
            (pendingUTF8, pendingLength, pendingIsBigram, pendingLastPosition) = (utf8, count, false, position)
            fieldLength += 1
        case .word:
            add(TermKey.word, utf8: utf8, count: count, position: position)
            (wordUTF8, wordLength) = (utf8, count)
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

    /// Closes the pending run; its last character gets a `character` entry only when a word at
    /// `nextWord` directly follows it, the one place a phrase can need it.
    private mutating func finishRun(nextWord: Int?) {
        guard pendingLastPosition >= 0 else { return }
        let position = pendingLastPosition
        pendingLastPosition = -1
        guard nextWord == position + 1 else { return }
        let first = pendingIsBigram ? Self.scalarLength(UInt8(truncatingIfNeeded: pendingUTF8)) : 0
        let length = min(4, pendingLength - first)
        add(TermKey.character, utf8: pendingUTF8 >> (8 * UInt64(first)) & Self.mask(bytes: length), count: length, position: position)
    }

    /// The `wordCharacter` entry of the last word and `character` (packed, `count` bytes), which
    /// directly follows it: one key, so that `2023年` reads one list instead of two long ones.
    @inline(never)
    private mutating func addWordCharacter(_ character: UInt64, count: Int) {
        let total = wordLength + count
        guard total > 8 else {
            return add(TermKey.wordCharacter, utf8: wordUTF8 | character << (8 * UInt64(wordLength)), count: total, position: wordPosition)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { buffer in
            guard let bytes = buffer.baseAddress else { return }
            if wordLength > 8 {
                longWord.withUnsafeBufferPointer { word in
                    guard let base = word.baseAddress else { return }
                    bytes.update(from: base, count: wordLength)
                }
            } else {
                UTF8Coding.unpack(wordUTF8, count: wordLength, into: bytes)
            }
            UTF8Coding.unpack(character, count: count, into: bytes + wordLength)
            page.appendLong(field: field, kind: TermKey.wordCharacter, bytes: UnsafeBufferPointer(start: bytes, count: total),
                            value: UInt32(clamping: wordPosition))
        }
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
