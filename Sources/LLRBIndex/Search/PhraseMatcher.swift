/// Finds a phrase's occurrences in one field of one segment (docs/FORMAT.md explains the terms):
/// bigrams, words and lone characters by their positions, a one-character query by its doc-level
/// `unigram` postings, and the rare phrase whose lone character positions cannot place by
/// verifying each candidate on the stored field text.
struct PhraseMatcher {
    let segment: OpenSegment
    let analyzer: Analyzer

    func match(_ tokens: [Token], field: SearchField) throws(IndexError) -> PhraseMatch {
        guard let first = tokens.first else { return PhraseMatch() }
        let fieldCode = TermKey.code(field)
        if tokens.count == 1 {
            let kind = first.kind == .character ? TermKey.unigram : TermKey.code(first.kind)
            return try postings([fieldCode, kind] + Array(first.text.utf8))
        }
        do throws(FormatError) {
            guard !Self.hasPunctuationGap(tokens), let sources = try positionalSources(tokens, fieldCode: fieldCode) else {
                return try verify(tokens, field: field, fieldCode: fieldCode)
            }
            return try positional(sources)
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
    }

    /// True when matching the phrase reads stored article text: punctuation inside it, or a lone
    /// character with no neighbour in the phrase (see `positionalSources`).
    static func readsStoredText(_ tokens: [Token]) -> Bool {
        guard tokens.count > 1 else { return false }
        let positions = Set(tokens.map(\.position))
        return hasPunctuationGap(tokens) || tokens.contains { token in
            token.kind == .character && !positions.contains(token.position - 1) && !positions.contains(token.position + 1)
        }
    }

    /// What places one token of a positional phrase: a term's own postings, or for a lone CJK
    /// character the terms that can hold it at a position.
    private struct Source {
        var offset: UInt32
        var places: [PostingList]
        var isBigram: Bool

        var isTerm: Bool { places.count == 1 }
        var documentFrequency: Int { places.reduce(0) { $0 + $1.documentFrequency } }
    }

    /// Each token's postings for a positional match, or nil when a lone character's place cannot
    /// be pinned down by positions, so the phrase must be verified on the stored text. A lone
    /// character next to a word on both sides is a `character` term; next to one on the left it
    /// starts a run (`character` or `runStart`); on the right it ends one (`character` or
    /// `runEnd`); with neither (punctuation around it) it may be anywhere in a run. An empty
    /// list: the phrase is absent.
    private func positionalSources(_ tokens: [Token], fieldCode: UInt8) throws(FormatError) -> [Source]? {
        let dictionary = segment.reader.dictionary
        let positions = Set(tokens.map(\.position))
        var sources: [Source] = []
        for token in tokens {
            let text = Array(token.text.utf8)
            let offset = UInt32(clamping: token.position - tokens[0].position)
            guard token.kind == .character else {
                guard let list = try dictionary.lookup([fieldCode, TermKey.code(token.kind)] + text) else { return [] }
                sources.append(Source(offset: offset, places: [list], isBigram: token.kind == .bigram))
                continue
            }
            let joinsLeft = positions.contains(token.position - 1), joinsRight = positions.contains(token.position + 1)
            guard joinsLeft || joinsRight else { return nil }
            var kinds = [TermKey.character]
            if !joinsRight { kinds.append(TermKey.runStart) }
            if !joinsLeft { kinds.append(TermKey.runEnd) }
            var places: [PostingList] = []
            for kind in kinds {
                if let list = try dictionary.lookup([fieldCode, kind] + text) { places.append(list) }
            }
            guard !places.isEmpty else { return [] }
            sources.append(Source(offset: offset, places: places, isBigram: false))
        }
        return sources
    }

    /// Live documents and frequencies of one term.
    private func postings(_ key: [UInt8]) throws(IndexError) -> PhraseMatch {
        guard let list = try segment.reader.postings(key) else { return PhraseMatch() }
        let decoded: (documents: [UInt32], frequencies: [UInt32])
        do throws(FormatError) {
            decoded = try list.decodeDocuments(documentCount: segment.reader.documentCount)
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
        guard segment.hasDeletions else { return PhraseMatch(documents: decoded.documents, frequencies: decoded.frequencies) }
        var match = PhraseMatch()
        for (document, frequency) in zip(decoded.documents, decoded.frequencies) where !segment.isDeleted(document) {
            match.documents.append(document)
            match.frequencies.append(frequency)
        }
        return match
    }

    /// Documents where every token sits at its offset from the first: start positions seeded
    /// from the rarest term, then narrowed by the other tokens, rarest first, so that the long
    /// lists of common bigrams are merged against few candidates. (A lone character always has
    /// a term beside it, or the phrase is not positional.)
    private func positional(_ sources: [Source]) throws(FormatError) -> PhraseMatch {
        let needed = Self.withoutImpliedBigrams(sources)
        let byRarity = needed.sorted { $0.documentFrequency < $1.documentFrequency }
        guard let seed = byRarity.firstIndex(where: \.isTerm) else { return PhraseMatch() }
        let segment = self.segment
        let isDeleted: ((UInt32) -> Bool)? = segment.hasDeletions ? { segment.isDeleted($0) } : nil
        var candidates = try PhraseCandidates(seed: byRarity[seed].places[0], offset: byRarity[seed].offset,
                                              documentCount: segment.reader.documentCount, isDeleted: isDeleted)
        for (index, source) in byRarity.enumerated() where index != seed && !candidates.isEmpty {
            try candidates.keepStarts(followedByAnyOf: source.places, at: source.offset)
        }
        return candidates.match
    }

    /// The sources without the bigrams that their neighbours imply, commonest first: two CJK
    /// characters at consecutive positions always form a bigram (the analyzer joins them unless
    /// punctuation, which skips a position, or a word stands between), so where 高质 starts at
    /// `s` and 量发 at `s + 2`, 质量 is at `s + 1`, and 高质量发展 need not read 质量's list.
    private static func withoutImpliedBigrams(_ sources: [Source]) -> [Source] {
        var kept = Set(sources.filter(\.isBigram).map(\.offset))
        let interior = sources.filter { $0.isBigram && $0.offset > 0 }.sorted { $0.documentFrequency > $1.documentFrequency }
        for source in interior where kept.contains(source.offset - 1) && kept.contains(source.offset + 1) {
            kept.remove(source.offset)
        }
        return sources.filter { !$0.isBigram || kept.contains($0.offset) }
    }

    /// True when the phrase has punctuation inside (`复工，复产`): positions only show that a
    /// position was skipped, not that nothing but punctuation stands there, so `复工的复产`
    /// would match too; such a phrase is verified on the stored text.
    private static func hasPunctuationGap(_ tokens: [Token]) -> Bool {
        var covered = Set<Int>()
        for token in tokens {
            covered.insert(token.position)
            if token.kind == .bigram { covered.insert(token.position + 1) }
        }
        guard let first = covered.min(), let last = covered.max() else { return false }
        return covered.count != last - first + 1
    }

    /// The documents whose stored field text really contains the phrase, among those that have
    /// all its terms (a lone character by its doc-level unigram postings), checked with the
    /// analyzer's exact phrase matching.
    private func verify(_ tokens: [Token], field: SearchField, fieldCode: UInt8) throws(FormatError) -> PhraseMatch {
        var match = PhraseMatch()
        var candidates: [UInt32]?
        for token in tokens {
            let kind = token.kind == .character ? TermKey.unigram : TermKey.code(token.kind)
            guard let list = try segment.reader.dictionary.lookup([fieldCode, kind] + Array(token.text.utf8)) else { return match }
            let documents = try list.decodeDocuments(documentCount: segment.reader.documentCount).documents
            candidates = candidates.map { SortedSets.intersect($0, documents) } ?? documents
        }
        for document in candidates ?? [] where !segment.isDeleted(document) {
            let count = try StoredPayload.withFieldUTF8(try segment.reader.checkedPayload(document), field: field) { text in
                analyzer.occurrences(of: tokens, inUTF8: text).count
            }
            if count > 0 {
                match.documents.append(document)
                match.frequencies.append(UInt32(count))
            }
        }
        return match
    }
}
