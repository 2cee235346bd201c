/// Finds a fuzzy phrase's occurrences in one field of one segment: exact ones and those within
/// its allowed edits. Candidates come from the index, never from reading every document: with
/// one edit, the positions decide (`OneEditJudge`), and a ranked search reads the stored text
/// of the documents that match for what they print; with two, the documents where the q-gram
/// filter sees enough of the phrase's bigrams in place (`QGramFilter`) have their stored text
/// read and matched by edit distance (`approximateOccurrences`). Where the filter has nothing
/// to filter on within the edits allowed, the phrase is searched as each of its look-alike
/// spellings, exactly (`LookalikeVariants`), and with one edit fewer by the filter when that
/// leaves it something: a four-character phrase within two edits finds every one-edit form,
/// and the two-edit forms of look-alikes.
struct FuzzyMatcher {
    let exact: PhraseMatcher

    init(exact: PhraseMatcher) {
        self.exact = exact
    }

    func match(_ phrase: FuzzyPhrase, field: SearchField) throws(IndexError) -> PhraseMatch {
        let edits = phrase.pattern.maxEdits
        if phrase.keptBigrams(within: edits) > 0 { return try filtered(phrase, edits: edits, field: field) }
        guard edits > 1, phrase.keptBigrams(within: edits - 1) > 0 else {
            return try expanded(phrase, field: field, fewerEdits: true)
        }
        return try filtered(phrase, edits: edits - 1, field: field).merged(with: try expanded(phrase, field: field, fewerEdits: false))
    }

    private func filtered(_ phrase: FuzzyPhrase, edits: Int, field: SearchField) throws(IndexError) -> PhraseMatch {
        // A count takes a document that prints the phrase as it is, found by the exact search
        // (a few of its rarest postings), without reading any position of it.
        let exactDocuments = exact.countsOccurrences ? [] : try exact.match(phrase.bigrams, field: field).documents
        do throws(FormatError) {
            return try walk(phrase, edits: edits, field: field, exactDocuments: exactDocuments)
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

    /// What the positions say of a candidate document.
    private enum Judgement {
        /// No approximate match: its exact occurrences only.
        case exactOnly
        /// An approximate match, `certain` when the positions prove it (one edit), else one
        /// the stored text must confirm (two).
        case approximate(certain: Bool)
        /// An approximate match if one of its needs is met (`FollowingCharacters`).
        case needs
    }

    /// The q-gram filter over the bigrams' positions (with one edit, `OneEditJudge`), then the
    /// edit distance on the stored text of the documents it finds, for their printed forms, or
    /// of those it leaves in doubt. A count reads no text for a document the positions prove,
    /// nor any position of `exactDocuments` (a count's: those the exact search finds).
    private func walk(_ phrase: FuzzyPhrase, edits: Int, field: SearchField, exactDocuments: [UInt32]) throws(FormatError) -> PhraseMatch {
        let segment = exact.segment
        let fieldCode = TermKey.code(field)
        func list(_ bigram: String) throws(FormatError) -> PostingList? {
            try segment.reader.dictionary.lookup([fieldCode, TermKey.bigram] + Array(bigram.utf8))
        }
        let lists = try phrase.bigrams.map { token throws(FormatError) in try list(token.text) }
        let kept = phrase.keptBigrams(within: edits)
        let pattern = phrase.pattern.allowing(edits)
        guard lists.compactMap({ $0 }).count >= kept else { return PhraseMatch() }
        let documentCount = segment.reader.documentCount
        func documents(_ list: PostingList?) throws(FormatError) -> [UInt32] {
            try list?.decodeDocuments(documentCount: documentCount).documents ?? []
        }
        let oneEdit = edits == 1 ? OneEditJudge(characterCount: pattern.scalars.count) : nil
        let deletionLists = oneEdit == nil ? [] : try OneEditJudge.deletionBigrams(pattern.scalars).map(list)
        var candidates: [UInt32] = []
        if let oneEdit {
            let fieldUnigram = [fieldCode, TermKey.unigram]
            candidates = try oneEdit.candidates(documents: try (lists + deletionLists).map(documents), documentCount: documentCount) {
                character throws(FormatError) in
                try documents(try segment.reader.dictionary.lookup(fieldUnigram + Array(String(pattern.scalars[character]).utf8)))
            }
        } else {
            // A match keeps `kept` bigrams, so at least one of any `count − kept + 1` of them:
            // the rarest (an absent one rarest of all) lead to every candidate.
            let byRarity = lists.indices.sorted { (lists[$0]?.documentFrequency ?? 0) < (lists[$1]?.documentFrequency ?? 0) }
            for index in byRarity.prefix(lists.count - kept + 1) where lists[index] != nil {
                candidates = SortedSets.union(candidates, try documents(lists[index]))
            }
        }
        // A cursor on no list stands for an absent bigram: it holds no document.
        var cursors = try (lists + deletionLists).map { list throws(FormatError) in
            try list.map { list throws(FormatError) in try PostingsCursor(list, documentCount: documentCount) } ?? PostingsCursor()
        }
        let filter = QGramFilter(bigramCount: lists.count, maxEdits: edits)
        var judged: [(document: UInt32, exact: Int, judgement: Judgement, windows: [Range<Int>])] = []
        var positions = [[UInt32]](repeating: [], count: cursors.count)
        var placements: [QGramFilter.Placement] = []
        var needs: [OneEditJudge.Need] = []
        var exactIndex = 0
        for document in candidates where !segment.isDeleted(document) {
            while exactIndex < exactDocuments.count && exactDocuments[exactIndex] < document { exactIndex += 1 }
            if exactIndex < exactDocuments.count && exactDocuments[exactIndex] == document {
                judged.append((document, 1, .exactOnly, []))
                continue
            }
            for index in cursors.indices {
                positions[index].removeAll(keepingCapacity: true)
                guard try cursors[index].advance(to: document), cursors[index].document == document else { continue }
                try cursors[index].readPositions(into: &positions[index])
            }
            if let oneEdit {
                let exactStarts = OneEditJudge.exactStarts(removingFrom: &positions, bigramCount: lists.count)
                let exactCount = exactStarts.count
                // A count takes a document with an exact occurrence as it is.
                guard exact.countsOccurrences || exactCount == 0 else {
                    judged.append((document, exactCount, .exactOnly, []))
                    continue
                }
                // Only a ranked search reads text, where the windows the judge finds lie.
                var starts: [Int]? = exact.countsOccurrences ? exactStarts.map { Int($0) } : nil
                let verdict = oneEdit.judge(positions, of: document, needs: &needs, starts: &starts)
                let windows = Self.windows(starts ?? [], pattern: pattern)
                switch verdict {
                case .none: judged.append((document, exactCount, .exactOnly, []))
                case .match: judged.append((document, exactCount, .approximate(certain: true), windows))
                case .needs: judged.append((document, exactCount, .needs, windows))
                }
            } else {
                placements.removeAll(keepingCapacity: true)
                for (bigram, found) in positions.enumerated() {
                    for position in found { placements.append(.init(start: Int(position) - bigram, bigram: bigram)) }
                }
                let (exactCount, needsText) = filter.judge(&placements)
                // Every match keeps one of the bigrams, so windows around all their starts hold it.
                let windows = needsText ? Self.windows(placements.map(\.start), pattern: pattern) : []
                judged.append((document, exactCount, needsText ? .approximate(certain: false) : .exactOnly, windows))
            }
        }
        // A ranked search reads the text of the documents that match, and may of the few unsure.
        let (met, unsure) = try FollowingCharacters(segment: segment, fieldCode: fieldCode, scalars: pattern.scalars)
            .documentsMeeting(needs, textReadable: exact.countsOccurrences)
        var result = PhraseMatch()
        for (document, exactCount, judgement, windows) in judged {
            let approximate: Bool?
            switch judgement {
            case .exactOnly: approximate = nil
            case let .approximate(certain): approximate = certain
            case .needs: approximate = met.contains(document) ? true : unsure.contains(document) ? false : nil
            }
            if let certain = approximate, exact.countsOccurrences || (exactCount == 0 && !certain) {
                try verify(document, pattern: pattern, field: field, within: windows, into: &result)
            } else if exactCount > 0 || approximate != nil {
                result.documents.append(document)
                result.frequencies.append(exact.countsOccurrences ? UInt32(exactCount) : 1)
            }
        }
        return result
    }

    /// Where a match may lie, around the starts the positions give it: within its edits of
    /// each; ascending, overlapping ones merged.
    private static func windows(_ starts: [Int], pattern: FuzzyPattern) -> [Range<Int>] {
        let margin = pattern.maxEdits + 1
        var windows = starts.map { $0 - margin..<$0 + pattern.scalars.count + margin }
        windows.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for window in windows {
            if let last = merged.last, window.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
            } else {
                merged.append(window)
            }
        }
        return merged
    }

    /// Reads the document's stored field and matches the phrase on it by edit distance, within
    /// `windows`.
    private func verify(_ document: UInt32, pattern: FuzzyPattern, field: SearchField, within windows: [Range<Int>],
                        into result: inout PhraseMatch) throws(FormatError) {
        let reader = exact.segment.reader
        let occurrences = try DocumentPayload.withFieldUTF8(try reader.checkedPayload(document), field: field, code: reader.textCode) { text in
            exact.analyzer.approximateOccurrences(of: pattern, inUTF8: text, within: windows)
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
