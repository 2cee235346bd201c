/// Finds a phrase's occurrences in one field of one segment (docs/FORMAT.md explains the terms):
/// bigrams and words by their positions, one lone character by its doc-level `unigram` postings,
/// and a phrase mixing a lone character with other tokens by intersecting document lists and
/// verifying each candidate on the stored field text.
struct PhraseMatcher {
    let segment: OpenSegment
    let analyzer: Analyzer

    func match(_ tokens: [Token], field: SearchField) throws(IndexError) -> PhraseMatch {
        guard !tokens.isEmpty else { return PhraseMatch() }
        let reader = segment.reader
        let fieldCode = TermKey.code(field)
        if tokens.contains(where: { $0.kind == .character }) {
            let lists = try tokens.map { token throws(IndexError) in
                try postings([fieldCode, token.kind == .character ? TermKey.unigram : TermKey.code(token.kind)] + Array(token.text.utf8))
            }
            if tokens.count == 1 { return lists[0] }
            return try verify(tokens, field: field, candidates: lists.map(\.documents).reduce(lists[0].documents, SortedSets.intersect))
        }
        let keys = tokens.map { [fieldCode, TermKey.code($0.kind)] + Array($0.text.utf8) }
        if tokens.count == 1 { return try postings(keys[0]) }
        var lists: [PostingList] = []
        for key in keys {
            guard let list = try reader.postings(key) else { return PhraseMatch() }
            lists.append(list)
        }
        return try positional(tokens, lists)
    }

    /// Live documents and frequencies of one term.
    private func postings(_ key: [UInt8]) throws(IndexError) -> PhraseMatch {
        guard let list = try segment.reader.postings(key) else { return PhraseMatch() }
        let decoded = try decode(list)
        var match = PhraseMatch()
        for (document, frequency) in zip(decoded.documents, decoded.frequencies) where !segment.deleted[Int(document)] {
            match.documents.append(document)
            match.frequencies.append(frequency)
        }
        return match
    }

    private func decode(_ list: PostingList) throws(IndexError) -> (documents: [UInt32], frequencies: [UInt32]) {
        do throws(FormatError) {
            return try list.decodeDocuments(documentCount: segment.reader.documentCount)
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
    }

    /// Documents where every token sits at its offset from the first: candidate start positions
    /// are narrowed token by token, kept flat (one array for all documents) to avoid allocations.
    private func positional(_ tokens: [Token], _ lists: [PostingList]) throws(IndexError) -> PhraseMatch {
        let decoded = try lists.map { list throws(IndexError) in try decode(list) }
        var candidates = decoded.map(\.documents).sorted { $0.count < $1.count }
            .reduce(decoded.min { $0.documents.count < $1.documents.count }?.documents ?? [], SortedSets.intersect)
        candidates.removeAll { segment.deleted[Int($0)] }
        guard !candidates.isEmpty else { return PhraseMatch() }
        var starts: [UInt32] = [], bounds: [Int] = []
        var positions: [UInt32] = []
        do throws(FormatError) {
            for (index, token) in tokens.enumerated() {
                let offset = UInt32(clamping: token.position - tokens[0].position)
                var cursor = PositionsCursor(lists[index].positions)
                var nextStarts: [UInt32] = [], nextBounds: [Int] = [0], nextCandidates: [UInt32] = []
                var candidate = 0
                for (document, frequency) in zip(decoded[index].documents, decoded[index].frequencies) {
                    guard candidate < candidates.count, document == candidates[candidate] else {
                        try cursor.skip(frequency)
                        continue
                    }
                    try cursor.read(frequency, into: &positions)
                    let before = nextStarts.count
                    if index == 0 {
                        nextStarts.append(contentsOf: positions)
                    } else {
                        Self.keepStarts(starts[bounds[candidate]..<bounds[candidate + 1]], followedBy: positions,
                                        at: offset, into: &nextStarts)
                    }
                    if nextStarts.count > before {
                        nextCandidates.append(document)
                        nextBounds.append(nextStarts.count)
                    }
                    candidate += 1
                }
                (starts, bounds, candidates) = (nextStarts, nextBounds, nextCandidates)
            }
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
        return PhraseMatch(documents: candidates, frequencies: (0..<candidates.count).map { UInt32(bounds[$0 + 1] - bounds[$0]) })
    }

    /// Appends the starts `s` for which `s + offset` is among `positions` (both ascending).
    private static func keepStarts(_ starts: ArraySlice<UInt32>, followedBy positions: [UInt32], at offset: UInt32,
                                   into result: inout [UInt32]) {
        var j = 0
        for start in starts {
            let wanted = UInt64(start) + UInt64(offset)
            while j < positions.count && UInt64(positions[j]) < wanted { j += 1 }
            if j < positions.count && UInt64(positions[j]) == wanted { result.append(start) }
        }
    }

    /// Keeps the candidates whose stored field text really contains the phrase.
    private func verify(_ tokens: [Token], field: SearchField, candidates: [UInt32]) throws(IndexError) -> PhraseMatch {
        var match = PhraseMatch()
        guard let matcher = UnitMatcher(tokens) else { return match }
        for document in candidates where !segment.deleted[Int(document)] {
            let payload = try segment.reader.payload(document)
            let text: UnsafeRawBufferPointer
            do throws(FormatError) {
                text = try StoredPayload.fieldBytes(payload, field: field)
            } catch {
                throw IndexError.corrupt(segment.reader.path, error.reason)
            }
            let count = matcher.count(in: text, analyzer: analyzer)
            if count > 0 {
                match.documents.append(document)
                match.frequencies.append(UInt32(count))
            }
        }
        return match
    }
}
