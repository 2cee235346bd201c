/// Collects the postings entries of one source file's documents, straight from the analyzer's units
/// (`UnitScanner`), into `DocumentTerms`: it makes the terms as `TermAssembler` does for queries,
/// its runs by the same `CJKRun` (a CJK run c1c2c3 gives the bigrams c1c2 and c2c3 at
/// consecutive positions and a unigram per character, a run of one a lone character, a run of
/// letters and digits a word), and adds a `wordCharacter` entry for a word and the CJK
/// character directly after it (`2023年`, at the word's position), and a `character` entry for
/// the CJK character directly before a word, the last of its run (`年` in `年3月`), and for
/// every run of one character, which no bigram places (`市` in `县（市、区）`; docs/FORMAT.md,
/// "Term keys"). Made one with the assembler, the
/// collector takes a run of common Han characters in one loop (`joinedHan`) whose state stays
/// in registers: a third of the instructions that the assembler and a collector behind it took
/// per character. It runs on a preparation worker; the writer only interns the keys.
package struct PostingsCollector: UnitSink {
    private var terms: DocumentTermsBuilder
    /// The unigrams of the current field: one entry each, whose value counts occurrences.
    private var unigrams: UnigramCounter
    private var field: UInt8 = 0
    /// Positional tokens in the current field, for BM25.
    package private(set) var fieldLength: UInt32 = 0
    /// The current CJK run, whose bigrams and lone character are made as the query's are.
    private var run = CJKRun()
    /// The position of the field's last word; -2 for none.
    private var wordPosition = -2
    /// The last word's UTF-8, for its `wordCharacter` entry: packed (`UTF8Coding.packed`) when
    /// it takes at most eight bytes, else in `longWord`; `wordLength` bytes either way.
    private var wordUTF8: UInt64 = 0
    private var wordLength = 0
    private var longWord: [UInt8] = []

    private init(terms: DocumentTermsBuilder, unigrams: UnigramCounter) {
        self.terms = terms
        self.unigrams = unigrams
    }

    /// The entries that `body` feeds a new collector. The collector writes to buffers it owns,
    /// with no reference counting, and hands them over at the end.
    /// - Parameter expectedEntries: room to reserve; more is made when needed.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    package static func collect(expectedEntries: Int, _ body: (inout PostingsCollector) -> Void) -> DocumentTerms {
        var collector = PostingsCollector(terms: DocumentTermsBuilder(capacity: expectedEntries), unigrams: .take())
        body(&collector)
        collector.unigrams.putBack()
        return collector.terms.terms()
    }

    /// Adds the terms of one field's text; `fieldLength` then counts its positional tokens.
    package mutating func addField(_ field: UInt8, utf8: UnsafeBufferPointer<UInt8>) {
        self.field = field
        unigrams.reset()
        fieldLength = 0
        run = CJKRun()
        wordPosition = -2
        UnitScanner.scan(utf8, into: &self)
    }

    /// Call after the last field of each document.
    package mutating func finishDocument() {
        terms.finishDocument()
    }

    mutating func cjk(_ scalar: UInt32, utf8: UInt64, utf8Count: Int, start: Int, end: Int, position: Int, joinsPrevious: Bool) {
        if !joinsPrevious { closeRun() }
        add(TermKey.unigram, utf8: utf8, count: utf8Count, position: position)
        if position == wordPosition &+ 1 { addWordCharacter(utf8, count: utf8Count) }
        if let bigram = run.bigram(endedBy: utf8, length: utf8Count) {
            add(TermKey.bigram, utf8: bigram.utf8, count: bigram.count, position: bigram.position)
            fieldLength += 1
        }
        run.append(utf8, length: utf8Count, position: position)
    }

    /// Each character in one loop: its unigram (counted in the direct table, where every
    /// character of the run has a slot) and the bigram it ends, whose first character is three
    /// bytes like it (the last `cjk`'s is). No word comes between, so no `wordCharacter` either.
    mutating func joinedHan(_ text: UnsafeBufferPointer<UInt8>, from index: Int, firstPosition: Int) -> Int {
        guard let base = text.baseAddress, run.length > 0, run.lastLength == 3 else { return index }
        let count = text.count
        var keys = terms.keyBase, values = terms.valueBase
        var entries = terms.entryCount
        var room = terms.capacity
        let direct = unigrams.directSlots
        let unigramTag = PackedTermKey.pack(field: field, kind: TermKey.unigram, utf8: 0)
        let bigramTag = PackedTermKey.pack(field: field, kind: TermKey.bigram, utf8: 0)
        var previous = run.last
        var position = run.lastPosition
        var index = index
        while true {
            // As many characters as the room left holds two entries of each; more after growing.
            let end = index &+ 3 &* ((room &- entries) >> 1)
            while index < end, case let (scalar, current)? = UnitScanner<Self>.commonHan(base, at: index, count: count) {
                if let entry = UnigramCounter.entry(ofDirect: scalar, in: direct, next: entries) {
                    values[entry] &+= 1
                } else {
                    (keys + entries).initialize(to: unigramTag | current)
                    (values + entries).initialize(to: 1)
                    entries &+= 1
                }
                (keys + entries).initialize(to: bigramTag | CJKRun.bigram(previous, firstLength: 3, current))
                (values + entries).initialize(to: UInt32(clamping: position))
                entries &+= 1
                previous = current
                position &+= 1
                index &+= 3
            }
            guard index >= end, UnitScanner<Self>.commonHan(base, at: index, count: count) != nil else { break }
            terms.appended(upTo: entries)
            terms.reserve(64)
            (keys, values, room) = (terms.keyBase, terms.valueBase, terms.capacity)
        }
        terms.appended(upTo: entries)
        let more = position - run.lastPosition
        fieldLength += UInt32(truncatingIfNeeded: more)
        run.extended(by: more, last: previous, at: position)
        return index
    }

    /// Adds the word's entry, then closes a run the word follows: the run's last character gets
    /// a `character` entry when the word directly follows it, the one place a phrase can need it.
    package mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {
        let followsRun = run.length > 0 && run.lastPosition + 1 == position
        closeRun(beforeWord: followsRun)
        if bytes.count > 8 {
            terms.appendLong(field: field, kind: TermKey.word, bytes: bytes, value: UInt32(clamping: position))
            longWord.removeAll(keepingCapacity: true)
            longWord.append(contentsOf: bytes)
        } else {
            wordUTF8 = UTF8Coding.pack(bytes)
            add(TermKey.word, utf8: wordUTF8, count: bytes.count, position: position)
        }
        wordLength = bytes.count
        if followsRun { add(TermKey.character, utf8: run.last, count: run.lastLength, position: run.lastPosition) }
        wordPosition = position
        fieldLength += 1
    }

    package mutating func finish() {
        closeRun()
    }

    /// Ends the current run: a run of one character is a positional token too, with a
    /// `character` entry of its own (`市` in `县（市、区）`, between punctuation), which `word`
    /// adds instead when a word directly follows it (`beforeWord`).
    private mutating func closeRun(beforeWord: Bool = false) {
        let (last, lastLength, lastPosition) = (run.last, run.lastLength, run.lastPosition)
        guard run.close() else { return }
        fieldLength += 1
        if !beforeWord { add(TermKey.character, utf8: last, count: lastLength, position: lastPosition) }
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
            terms.appendLong(field: field, kind: TermKey.wordCharacter, bytes: UnsafeBufferPointer(start: bytes, count: total),
                            value: UInt32(clamping: wordPosition))
        }
    }

    @inline(__always)
    private mutating func add(_ kind: UInt8, utf8: UInt64, count: Int, position: Int) {
        guard count <= PackedTermKey.maxBytes else { return addLong(kind, utf8: utf8, count: count, position: position) }
        let packed = PackedTermKey.pack(field: field, kind: kind, utf8: utf8)
        guard kind == TermKey.unigram else { return terms.append(packed: packed, value: UInt32(clamping: position)) }
        if let entry = unigrams.entry(of: packed, next: terms.entryCount) {
            terms.increment(entry)
        } else {
            terms.append(packed: packed, value: 1)
        }
    }

    /// An eight-byte term (a bigram of two supplementary characters, a word): too long to pack
    /// with its field and kind. Kept out of line so that `add`, inlined everywhere, stays small.
    @inline(never)
    private mutating func addLong(_ kind: UInt8, utf8: UInt64, count: Int, position: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            guard let bytes = buffer.baseAddress else { return }
            UTF8Coding.unpack(utf8, count: count, into: bytes)
            terms.appendLong(field: field, kind: kind, bytes: UnsafeBufferPointer(start: bytes, count: count),
                            value: UInt32(clamping: position))
        }
    }
}
