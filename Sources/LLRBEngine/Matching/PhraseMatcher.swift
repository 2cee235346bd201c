/// Finds a phrase's occurrences in one field of one segment (docs/FORMAT.md explains the terms):
/// bigrams, words and lone characters by their positions, a one-character query by its doc-level
/// `unigram` postings, and the rare phrase whose lone character positions cannot place by
/// verifying each candidate on the stored field text.
struct PhraseMatcher {
    let segment: OpenSegment
    let analyzer: Analyzer
    /// Whether a positional match counts every occurrence in a document (ranking needs the
    /// frequency) or stops at the first (counting needs only the documents).
    var countsOccurrences = true
    /// Called when a walk is foreseen to be long (see `estimatedWork`).
    var helper = SegmentFanOut.Helper.none

    init(segment: OpenSegment, analyzer: Analyzer, countsOccurrences: Bool = true, helper: SegmentFanOut.Helper = .none) {
        self.segment = segment
        self.analyzer = analyzer
        self.countsOccurrences = countsOccurrences
        self.helper = helper
    }

    /// `separators`: what the text must print between the phrase's numbers (`3.1`), checked
    /// on the stored text with the rest of its punctuation.
    func match(_ tokens: [Token], separators: NumberSeparators = NumberSeparators(), field: SearchField) throws(IndexError) -> PhraseMatch {
        guard let first = tokens.first else { return PhraseMatch() }
        let fieldCode = TermKey.code(field)
        if tokens.count == 1 { return try postings(Self.key(of: first, fieldCode: fieldCode)) }
        do throws(FormatError) {
            guard let sources = try positionalSources(tokens, fieldCode: fieldCode) else {
                return try verify(tokens, separators: separators, field: field, fieldCode: fieldCode, among: nil)
            }
            // A phrase with a character its positions leave unplaced has punctuation inside too.
            guard Self.hasPunctuationGap(tokens) else { return try positional(sources) }
            // Positions place every token, and only what stands in the gaps is left to the stored
            // text: `高质量，发展` reads the documents with 发展 two places after 高质量, not every
            // document that has both.
            var anywhere = self
            anywhere.countsOccurrences = false
            return try verify(tokens, separators: separators, field: field, fieldCode: fieldCode,
                              among: try anywhere.positional(sources).documents)
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
    }

    /// The postings of a one-token phrase in `field`, deleted documents included; nil when
    /// the segment has none.
    func list(of token: Token, field: SearchField) throws(IndexError) -> PostingList? {
        try segment.reader.postings(Self.key(of: token, fieldCode: TermKey.code(field)))
    }

    /// The term of a one-token phrase: a lone character by its doc-level unigram postings.
    private static func key(of token: Token, fieldCode: UInt8) -> [UInt8] {
        [fieldCode, token.kind == .character ? TermKey.unigram : TermKey.code(token.kind)] + Array(token.text.utf8)
    }

    /// The postings that place one or two tokens of a positional phrase, `offset` positions
    /// after its first.
    private struct Source {
        var offset: UInt32
        var list: PostingList
        var isBigram: Bool
        /// A `trigram`: it places the bigrams at `offset` and `offset + 1`.
        var isTrigram = false
    }

    /// The postings for a positional match of the tokens that positions can place, or nil when
    /// none can, so the phrase must be verified on the stored text of every document with all its
    /// terms. A lone character right after a word is placed with it by their `wordCharacter`
    /// term, which then stands for the word too; one before a word, or with punctuation on both
    /// sides (`市` in `县（市、区）`: a run of one in the text as well), by its `character` term.
    /// One at an end of the phrase with punctuation on its other side (`县` there) may end or
    /// begin a longer run in the text: it is left to the stored text, checked only in the
    /// documents where the others stand in place (the phrase has punctuation inside, so `match`
    /// verifies it). An empty list: the phrase is absent.
    private func positionalSources(_ tokens: [Token], fieldCode: UInt8) throws(FormatError) -> [Source]? {
        // A phrase has a few tokens: found by a scan, where a dictionary cost more than the lookups.
        func unit(at position: Int) -> Token? { tokens.first { $0.position == position } }
        func covers(_ position: Int) -> Bool {
            tokens.contains { $0.position == position || $0.kind == .bigram && $0.position + 1 == position }
        }
        var sources: [Source] = []
        sources.reserveCapacity(tokens.count)
        for token in tokens {
            if token.kind == .word, unit(at: token.position + 1)?.kind == .character { continue }
            var key = [fieldCode, TermKey.code(token.kind)] + token.text.utf8
            var position = token.position
            if token.kind == .character {
                if let word = unit(at: token.position - 1) {
                    guard word.kind == .word else { return nil }
                    key = [fieldCode, TermKey.wordCharacter] + word.text.utf8 + token.text.utf8
                    position = word.position
                } else if unit(at: token.position + 1) == nil, !(covers(token.position - 2) && covers(token.position + 2)) {
                    continue
                }
            }
            guard let list = try segment.reader.dictionary.lookup(key) else { return [] }
            sources.append(Source(offset: UInt32(clamping: position - tokens[0].position), list: list, isBigram: token.kind == .bigram))
        }
        guard !sources.isEmpty else { return nil }
        return try withNeighbourTrigrams(sources, tokens: tokens, fieldCode: fieldCode)
    }

    /// The sources with each dense bigram's list replaced by the trigram of it and a bigram
    /// next to it in the phrase, where the segment indexes those (`NeighbourTrigrams`): the
    /// trigram `量发展` is as rare as `量发`, where `发展` is in nearly every document. A missing
    /// trigram of a bigram the segment extends means the phrase is absent (an empty list); of
    /// another, that it was not indexed, and the bigram's list stays.
    private func withNeighbourTrigrams(_ sources: [Source], tokens: [Token], fieldCode: UInt8) throws(FormatError) -> [Source] {
        let documentCount = segment.reader.documentCount
        func scalars(ofBigramAt offset: Int) -> [Unicode.Scalar]? {
            tokens.first { $0.kind == .bigram && $0.position - tokens[0].position == offset }.map { Array($0.text.unicodeScalars) }
        }
        var trigrams: [Source] = []
        for source in sources where source.isBigram && source.list.documentFrequency * Self.denseShare >= documentCount {
            let offset = Int(source.offset)
            guard let bigram = scalars(ofBigramAt: offset), bigram.count == 2 else { continue }
            let start: Int, characters: [Unicode.Scalar]
            if offset > 0, let left = scalars(ofBigramAt: offset - 1) {
                (start, characters) = (offset - 1, [left[0]] + bigram)
            } else if let right = scalars(ofBigramAt: offset + 1), right.count == 2 {
                (start, characters) = (offset, bigram + [right[1]])
            } else {
                continue
            }
            guard let bytes = TermKey.trigramBytes(characters) else { continue }
            if trigrams.contains(where: { $0.offset == UInt32(start) }) { continue } // `哈哈哈`: both bigrams give 哈哈哈
            if let list = try segment.reader.dictionary.lookup([fieldCode, TermKey.trigram] + bytes) {
                trigrams.append(Source(offset: UInt32(start), list: list, isBigram: false, isTrigram: true))
            } else if try segment.reader.dictionary.lookup([fieldCode, TermKey.extendedBigram] + Self.utf8(bigram)) != nil {
                return []
            }
        }
        guard !trigrams.isEmpty else { return sources }
        let placed = Set(trigrams.flatMap { [$0.offset, $0.offset + 1] })
        return sources.filter { !$0.isBigram || !placed.contains($0.offset) } + trigrams
    }

    /// The UTF-8 bytes of `scalars`, one scalar at a time: `String.UnicodeScalarView(_:)` of an
    /// array is generic code the standard library leaves unspecialized, whose first call costs a
    /// process a search through every protocol conformance in the binary (~0.3 M instructions,
    /// a seventh of a whole `search --count`).
    private static func utf8(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var text = ""
        for scalar in scalars { text.unicodeScalars.append(scalar) }
        return Array(text.utf8)
    }

    /// A bigram in at least this share of a segment's documents may be one it extends with
    /// trigrams (`NeighbourTrigrams` picks bigrams occurring once every two documents on average and
    /// more); a rarer one is not looked for, which saves a lookup for most phrases.
    private static let denseShare = 8

    /// Live documents and frequencies of one term.
    private func postings(_ key: [UInt8]) throws(IndexError) -> PhraseMatch {
        guard let list = try segment.reader.postings(key) else { return PhraseMatch() }
        return try liveDocuments(of: list)
    }

    /// Live documents and frequencies of one list.
    func liveDocuments(of list: PostingList) throws(IndexError) -> PhraseMatch {
        do throws(FormatError) {
            return try postings(list)
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
    }

    /// Live documents and frequencies of one list: a phrase that one term covers (a single
    /// token, `2023年`) needs no positions.
    private func postings(_ list: PostingList) throws(FormatError) -> PhraseMatch {
        let decoded = try list.decodeDocuments(documentCount: segment.reader.documentCount)
        guard segment.hasDeletions else { return PhraseMatch(documents: decoded.documents, frequencies: decoded.frequencies) }
        var match = PhraseMatch()
        for (document, frequency) in zip(decoded.documents, decoded.frequencies) where !segment.isDeleted(document) {
            match.documents.append(document)
            match.frequencies.append(frequency)
        }
        return match
    }

    /// Documents where every token sits at its offset from the first: start positions seeded
    /// from the rarest list, each checked against the others, rarest first, so that the long
    /// lists of common bigrams are read only where the rare ones agree. A phrase that one list
    /// covers (`2023年`) needs no positions at all.
    private func positional(_ sources: [Source]) throws(FormatError) -> PhraseMatch {
        let byRarity = Self.withoutImpliedBigrams(sources).sorted { $0.list.documentFrequency < $1.list.documentFrequency }
        guard let seed = byRarity.first else { return PhraseMatch() }
        if byRarity.count == 1 && seed.offset == 0 { return try postings(seed.list) }
        if Self.estimatedWork(seed: seed, others: byRarity.dropFirst()) >= Self.workWorthAHelper {
            helper.callWorker()
        }
        let segment = self.segment
        let walk = PhraseWalk(documentCount: segment.reader.documentCount,
                              isDeleted: segment.hasDeletions ? { segment.isDeleted($0) } : nil, countsOccurrences: countsOccurrences)
        return try walk.match(seed: PhraseWalk.Anchor(offset: seed.offset, list: seed.list),
                              others: byRarity.dropFirst().map { PhraseWalk.Anchor(offset: $0.offset, list: $0.list) })
    }

    /// What a walk will cost, in documents decoded: the seed's, the documents of the blocks that
    /// its documents lead the other lists to (all of a common list's, when the seed is common
    /// too), and six for every position check (each seed document checked in every list). On
    /// the 100 MB benchmark archive a unit took 3.5–4.2 ns (a segment's `高质量发展`: 50,000
    /// units, 200 µs; `全面建成小康社会`: 16,000, 57 µs; `营商环境` and `乡村振兴`: 10,600, 45 and
    /// 34 µs).
    private static func estimatedWork(seed: Source, others: ArraySlice<Source>) -> Int {
        let seedDocuments = seed.list.documentFrequency
        let reach = seedDocuments * PostingsEncoder.blockSize
        let decoded = others.reduce(seedDocuments) { $0 + min($1.list.documentFrequency, reach) }
        return decoded + 6 * seedDocuments * (others.count + 1)
    }

    /// The estimated work for which the fan-out's second thread is called in at once: about
    /// 50 µs of a segment's, twice what waking the thread costs the caller and the worker. On
    /// the 100 MB benchmark archive the call took `高质量发展` from 0.61 to 0.48–0.53 ms and
    /// `全面建成小康社会` from 0.24 to 0.205; a worker called for every search before its first
    /// segment took `乡村振兴` (10,600 units a segment) from 0.137 to 0.150 ms, and `鑫` from 0.027
    /// to 0.048.
    static let workWorthAHelper = 12_000

    /// The sources without the bigrams that their neighbours imply, commonest first: two CJK
    /// characters at consecutive positions always form a bigram (the analyzer joins them unless
    /// punctuation, which skips a position, or a word stands between), so where 高质 starts at
    /// `s` and 量发 at `s + 2`, 质量 is at `s + 1`, and 高质量发展 need not read 质量's list.
    private static func withoutImpliedBigrams(_ sources: [Source]) -> [Source] {
        var kept = sources.map(\.isBigram)
        func keeps(_ offset: UInt32) -> Bool {
            sources.indices.contains { index in
                kept[index] && sources[index].offset == offset || sources[index].isTrigram && (offset &- sources[index].offset) <= 1
            }
        }
        let interior = sources.indices.filter { sources[$0].isBigram && sources[$0].offset > 0 }
            .sorted { sources[$0].list.documentFrequency > sources[$1].list.documentFrequency }
        for index in interior where keeps(sources[index].offset - 1) && keeps(sources[index].offset + 1) {
            kept[index] = false
        }
        return sources.indices.filter { !sources[$0].isBigram || kept[$0] }.map { sources[$0] }
    }

    /// The documents that hold every token's term, a lone character by its doc-level unigram
    /// postings; none when a term is absent.
    private func documentsWithEveryTerm(_ tokens: [Token], fieldCode: UInt8) throws(FormatError) -> [UInt32] {
        var candidates: [UInt32]?
        for token in tokens {
            guard let list = try segment.reader.dictionary.lookup(Self.key(of: token, fieldCode: fieldCode)) else { return [] }
            let documents = try list.decodeDocuments(documentCount: segment.reader.documentCount).documents
            candidates = candidates.map { SortedSets.intersect($0, documents) } ?? documents
        }
        return candidates ?? []
    }

    /// True when the phrase has punctuation inside (`复工，复产`): positions only show that a
    /// position was skipped, not that nothing but punctuation stands there, so `复工的复产`
    /// would match too; such a phrase is verified on the stored text. The tokens' spans are
    /// sorted and walked once: a Set of the covered positions hashed each of them, ~3,300
    /// instructions more a call, and the check runs for every field of every segment (2% of a
    /// `乡村振兴` count, 4% of `复工复产`'s).
    private static func hasPunctuationGap(_ tokens: [Token]) -> Bool {
        let spans = tokens.map { (start: $0.position, end: $0.position + ($0.kind == .bigram ? 2 : 1)) }.sorted { $0.start < $1.start }
        guard var reach = spans.first?.end else { return false }
        for span in spans.dropFirst() {
            if span.start > reach { return true }
            reach = max(reach, span.end)
        }
        return false
    }

    /// The documents whose stored field text really contains the phrase, among `candidates`
    /// or else among those that have all its terms (a lone character by its doc-level unigram
    /// postings), checked with the analyzer's exact phrase matching.
    private func verify(_ tokens: [Token], separators: NumberSeparators, field: SearchField, fieldCode: UInt8,
                        among given: [UInt32]?) throws(FormatError) -> PhraseMatch {
        var match = PhraseMatch()
        let candidates: [UInt32]
        if let given { candidates = given } else { candidates = try documentsWithEveryTerm(tokens, fieldCode: fieldCode) }
        for document in candidates where !segment.isDeleted(document) {
            let count = try DocumentPayload.withFieldUTF8(try segment.reader.checkedPayload(document), field: field, code: segment.reader.textCode) { text in
                analyzer.occurrences(of: tokens, inUTF8: text, separators: separators).count
            }
            if count > 0 {
                match.documents.append(document)
                match.frequencies.append(UInt32(count))
            }
        }
        return match
    }
}
