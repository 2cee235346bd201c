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
            return try positional(tokens, sources)
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

    /// Each token's postings for a positional match, or nil when a lone character's place cannot
    /// be pinned down by positions, so the phrase must be verified on the stored text. A lone
    /// character next to a word on both sides is a `character` term; next to one on the left it
    /// starts a run (`character` or a bigram it starts); on the right it ends one (`character` or
    /// `runEnd`); with neither (punctuation around it) it may be anywhere in a run. An empty
    /// list: the phrase is absent.
    private func positionalSources(_ tokens: [Token], fieldCode: UInt8) throws(FormatError) -> [TokenPostings]? {
        let reader = segment.reader
        let positions = Set(tokens.map(\.position))
        var sources: [TokenPostings] = []
        for token in tokens {
            let text = Array(token.text.utf8)
            guard token.kind == .character else {
                guard let list = try reader.dictionary.lookup([fieldCode, TermKey.code(token.kind)] + text) else { return [] }
                sources.append(try TokenPostings(list, documentCount: reader.documentCount))
                continue
            }
            let joinsLeft = positions.contains(token.position - 1), joinsRight = positions.contains(token.position + 1)
            guard joinsLeft || joinsRight else { return nil }
            guard let unigram = try reader.dictionary.lookup([fieldCode, TermKey.unigram] + text) else { return [] }
            var places: [PostingList] = []
            if let alone = try reader.dictionary.lookup([fieldCode, TermKey.character] + text) { places.append(alone) }
            if !joinsRight {
                try reader.dictionary.forEachTerm(withPrefix: [fieldCode, TermKey.bigram] + text) { places.append($0) }
            } else if !joinsLeft, let ending = try reader.dictionary.lookup([fieldCode, TermKey.runEnd] + text) {
                places.append(ending)
            }
            sources.append(try TokenPostings(unigram: unigram, places: places, documentCount: reader.documentCount))
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
        var match = PhraseMatch()
        for (document, frequency) in zip(decoded.documents, decoded.frequencies) where !segment.isDeleted(document) {
            match.documents.append(document)
            match.frequencies.append(frequency)
        }
        return match
    }

    /// Documents where every token sits at its offset from the first: candidate start positions
    /// are narrowed token by token, kept flat (one array for all documents) to avoid allocations.
    private func positional(_ tokens: [Token], _ sources: [TokenPostings]) throws(FormatError) -> PhraseMatch {
        guard sources.count == tokens.count else { return PhraseMatch() }
        let byLength = sources.map(\.documents).sorted { $0.count < $1.count }
        var candidates = byLength.dropFirst().reduce(byLength[0], SortedSets.intersect)
        candidates.removeAll { segment.isDeleted($0) }
        var starts: [UInt32] = [], bounds: [Int] = []
        for (index, token) in tokens.enumerated() where !candidates.isEmpty {
            let offset = UInt32(clamping: token.position - tokens[0].position)
            let positions = try sources[index].positions(in: candidates)
            var nextStarts: [UInt32] = [], nextBounds: [Int] = [0], nextCandidates: [UInt32] = []
            positions.flat.withUnsafeBufferPointer { flat in
                starts.withUnsafeBufferPointer { previous in
                    for (candidate, document) in candidates.enumerated() {
                        let before = nextStarts.count
                        let found = UnsafeBufferPointer(rebasing: flat[positions.bounds[candidate]..<positions.bounds[candidate + 1]])
                        if index == 0 {
                            nextStarts.append(contentsOf: found)
                        } else {
                            Self.keepStarts(UnsafeBufferPointer(rebasing: previous[bounds[candidate]..<bounds[candidate + 1]]),
                                            followedBy: found, at: offset, into: &nextStarts)
                        }
                        if nextStarts.count > before {
                            nextCandidates.append(document)
                            nextBounds.append(nextStarts.count)
                        }
                    }
                }
            }
            (starts, bounds, candidates) = (nextStarts, nextBounds, nextCandidates)
        }
        return PhraseMatch(documents: candidates, frequencies: (0..<candidates.count).map { UInt32(bounds[$0 + 1] - bounds[$0]) })
    }

    /// Appends the starts `s` for which `s + offset` is among `positions` (both ascending).
    private static func keepStarts(_ starts: UnsafeBufferPointer<UInt32>, followedBy positions: UnsafeBufferPointer<UInt32>,
                                   at offset: UInt32, into result: inout [UInt32]) {
        var j = 0
        let count = positions.count
        for start in starts {
            let wanted = UInt64(start) + UInt64(offset)
            while j < count && UInt64(positions[j]) < wanted { j += 1 }
            if j < count && UInt64(positions[j]) == wanted { result.append(start) }
        }
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
