/// Finds a fuzzy phrase's occurrences in one field of one segment: exact ones and those within
/// its allowed edits. Candidates come from the index, never from reading every article: the
/// documents where the q-gram filter sees enough of the phrase's bigrams in place
/// (`QGramFilter`) have their stored text read and matched by edit distance
/// (`approximateOccurrences`). Where the filter has nothing to filter on within the edits
/// allowed, the phrase is searched as each of its look-alike spellings, exactly
/// (`LookalikeVariants`), and with one edit fewer by the filter when that leaves it something:
/// a four-character phrase within two edits finds every one-edit form, and the two-edit forms
/// of look-alikes.
struct FuzzyMatcher {
    let exact: PhraseMatcher

    func match(_ phrase: FuzzyPhrase, field: SearchField) throws(IndexError) -> PhraseMatch {
        let edits = phrase.pattern.maxEdits
        if phrase.keptBigrams(within: edits) > 0 { return try filtered(phrase, edits: edits, field: field) }
        guard edits > 1, phrase.keptBigrams(within: edits - 1) > 0 else {
            return try expanded(phrase, field: field, fewerEdits: true)
        }
        return try filtered(phrase, edits: edits - 1, field: field).merged(with: try expanded(phrase, field: field, fewerEdits: false))
    }

    private func filtered(_ phrase: FuzzyPhrase, edits: Int, field: SearchField) throws(IndexError) -> PhraseMatch {
        do throws(FormatError) {
            return try walk(phrase, edits: edits, field: field)
        } catch {
            throw IndexError.corrupt(exact.segment.reader.path, error.reason)
        }
    }

    /// The look-alike spellings with as many edits as allowed, each matched exactly, merged by
    /// document; with `fewerEdits`, those with fewer too and the phrase itself.
    private func expanded(_ phrase: FuzzyPhrase, field: SearchField, fewerEdits: Bool) throws(IndexError) -> PhraseMatch {
        var found: [(document: UInt32, variant: PhraseVariant?, count: UInt32)] = []
        if fewerEdits {
            let plain = try exact.match(phrase.bigrams, field: field)
            for (document, count) in zip(plain.documents, plain.frequencies) { found.append((document, nil, count)) }
        }
        for variant in LookalikeVariants.of(phrase.pattern) where fewerEdits || variant.edits == phrase.pattern.maxEdits {
            let match = try exact.match(exact.analyzer.tokens(in: variant.text), field: field)
            let cost = EditCost(edits: variant.edits, ordinary: 0)
            for (document, count) in zip(match.documents, match.frequencies) {
                found.append((document, PhraseVariant(document: document, form: variant.text, cost: cost, count: count), count))
            }
        }
        found.sort { $0.document < $1.document }
        var result = PhraseMatch()
        for entry in found {
            if result.documents.last == entry.document {
                result.frequencies[result.frequencies.count - 1] += entry.count
            } else {
                result.documents.append(entry.document)
                result.frequencies.append(entry.count)
            }
            if let variant = entry.variant { result.variants.append(variant) }
        }
        return result
    }

    /// The q-gram filter over the bigrams' positions, then the edit distance on the stored text
    /// of the documents it leaves in doubt.
    private func walk(_ phrase: FuzzyPhrase, edits: Int, field: SearchField) throws(FormatError) -> PhraseMatch {
        let segment = exact.segment
        let fieldCode = TermKey.code(field)
        let lists = try phrase.bigrams.map { token throws(FormatError) in
            try segment.reader.dictionary.lookup([fieldCode, TermKey.bigram] + Array(token.text.utf8))
        }
        let filter = QGramFilter(bigramCount: lists.count, maxEdits: edits)
        let kept = phrase.keptBigrams(within: edits)
        let pattern = phrase.pattern.allowing(edits)
        guard lists.compactMap({ $0 }).count >= kept else { return PhraseMatch() }
        // A match keeps `kept` bigrams, so at least one of any `count − kept + 1` of them: the
        // rarest (an absent one rarest of all) lead to every candidate.
        let byRarity = lists.indices.sorted { (lists[$0]?.documentFrequency ?? 0) < (lists[$1]?.documentFrequency ?? 0) }
        let documentCount = segment.reader.documentCount
        var ends = PhraseEnds(segment: segment, fieldCode: fieldCode, pattern: pattern)
        var candidates: [UInt32] = []
        for index in byRarity.prefix(lists.count - kept + 1) {
            guard let list = lists[index] else { continue }
            candidates = SortedSets.union(candidates, try list.decodeDocuments(documentCount: documentCount).documents)
        }
        var cursors = try lists.map { list throws(FormatError) in try list.map { list throws(FormatError) in try PostingsCursor(list, documentCount: documentCount) } }
        var result = PhraseMatch()
        var placements: [QGramFilter.Placement] = []
        var positions: [UInt32] = []
        for document in candidates where !segment.isDeleted(document) {
            placements.removeAll(keepingCapacity: true)
            for bigram in cursors.indices {
                guard try cursors[bigram]?.advance(to: document) == true, cursors[bigram]?.document == document else { continue }
                try cursors[bigram]?.readPositions(into: &positions)
                for position in positions { placements.append(.init(start: Int(position) - bigram, bigram: bigram)) }
            }
            var failure: FormatError?
            let (exactCount, needsText) = filter.judge(&placements) { end in
                do throws(FormatError) { return try ends.holds(end, document) } catch {
                    failure = error
                    return true
                }
            }
            if let failure { throw failure }
            if needsText && (exact.countsOccurrences || exactCount == 0) {
                try verify(document, pattern: pattern, field: field, into: &result)
            } else if exactCount > 0 {
                result.documents.append(document)
                result.frequencies.append(exact.countsOccurrences ? UInt32(exactCount) : 1)
            }
        }
        return result
    }

    /// Which documents of a field hold the phrase's first and last characters, read from their
    /// document-level `unigram` lists when the filter first asks.
    private struct PhraseEnds {
        let segment: OpenSegment
        let fieldCode: UInt8
        let pattern: FuzzyPattern
        private var first: [UInt32]?
        private var last: [UInt32]?

        init(segment: OpenSegment, fieldCode: UInt8, pattern: FuzzyPattern) {
            self.segment = segment
            self.fieldCode = fieldCode
            self.pattern = pattern
        }

        mutating func holds(_ end: QGramFilter.PhraseEnd, _ document: UInt32) throws(FormatError) -> Bool {
            let documents: [UInt32]
            switch end {
            case .first:
                if first == nil { first = try load(pattern.scalars.first) }
                documents = first ?? []
            case .last:
                if last == nil { last = try load(pattern.scalars.last) }
                documents = last ?? []
            }
            return SortedSets.contains(documents, document)
        }

        private func load(_ scalar: Unicode.Scalar?) throws(FormatError) -> [UInt32] {
            guard let scalar, let list = try segment.reader.dictionary.lookup([fieldCode, TermKey.unigram] + Array(String(scalar).utf8)) else {
                return []
            }
            return try list.decodeDocuments(documentCount: segment.reader.documentCount).documents
        }
    }

    /// Reads the document's stored field and matches the phrase on it by edit distance.
    private func verify(_ document: UInt32, pattern: FuzzyPattern, field: SearchField, into result: inout PhraseMatch) throws(FormatError) {
        let reader = exact.segment.reader
        let occurrences = try StoredPayload.withFieldUTF8(try reader.checkedPayload(document), field: field, code: reader.textCode) { text in
            exact.analyzer.approximateOccurrences(of: pattern, inUTF8: text)
        }
        guard !occurrences.isEmpty else { return }
        result.documents.append(document)
        result.frequencies.append(UInt32(occurrences.count))
        var forms: [PhraseVariant] = []
        for occurrence in occurrences where occurrence.cost != .exact {
            if let index = forms.firstIndex(where: { $0.form == occurrence.form }) {
                forms[index].count += 1
            } else {
                forms.append(PhraseVariant(document: document, form: occurrence.form, cost: occurrence.cost, count: 1))
            }
        }
        result.variants += forms
    }
}
