
/// A query evaluated on one segment: each leaf's matches per field, and the boolean tree
/// reduced to the matching live documents.
package struct SegmentEvaluation {
    package let segment: OpenSegment
    /// matches[leaf][field code]; nil for a field the leaf does not search, for a leaf a count
    /// never needed (see `init`), or for a word whose list is kept in `words`.
    package let matches: [[PhraseMatch?]]
    /// words[leaf][field code]: a one-token phrase's posting list, where `init` kept it unlisted
    /// (`keepsWordLists`), for a ranked page to read through cursors (`ClauseCursor`): only
    /// the blocks it walks or looks into are decoded, and the total is counted from the lists'
    /// bits. Listing `的`'s four lists at 10 GB with their frequencies took 130 M of a ranked
    /// page's 245 M instructions.
    package let words: [[WordPostings?]]
    /// The live documents the whole query matches, ascending; empty when `isUnlisted`.
    package let documents: [UInt32]
    /// How many live documents the whole query matches.
    package let documentCount: Int
    /// Set when the documents were counted and not listed: the query is a union of phrases
    /// (`QueryPlan.isUnionOfPhrases`), so they are every document of its matches
    /// (`listedDocuments()`). A ranked page of `的` at 10 GB listed 3.8 M documents (15 MB, ~3,700
    /// pages of memory to fault in, and 23 M instructions) to count them and look them up.
    package let isUnlisted: Bool

    /// `countsOccurrences`: whether matches carry each document's phrase frequency (for
    /// scores) or only say that it occurs (a count). A ranked search matches every leaf, since
    /// BM25 weighs a phrase by its matches in all segments; a count matches a leaf only when
    /// the tree still needs it, so `a b` stops at `a` in a segment where `a` matches nothing.
    /// `listsDocuments`: false when the caller needs only the count of a union of phrases, or
    /// can find its documents in the matches. `helper` calls in the fan-out's second thread
    /// when a phrase walk will be long. `keepsWordLists`: whether a ranking will read the words
    /// of a union of phrases through cursors (`words`); heeded where it counts the documents
    /// unlisted and nothing is deleted, since a cursor walks deleted documents too.
    package init(plan: QueryPlan, segment: OpenSegment, analyzer: Analyzer, countsOccurrences: Bool, listsDocuments: Bool = true,
         keepsWordLists: Bool = false, helper: SegmentFanOut.Helper = .none) throws(IndexError) {
        self.segment = segment
        let isUnlisted = !listsDocuments && plan.isUnionOfPhrases
        var evaluator = Evaluator(plan: plan, segment: segment,
                                  matcher: PhraseMatcher(segment: segment, analyzer: analyzer, countsOccurrences: countsOccurrences,
                                                         helper: helper),
                                  keepsWordLists: keepsWordLists && countsOccurrences && isUnlisted && !segment.hasDeletions)
        if countsOccurrences {
            for leaf in plan.leaves.indices where !(evaluator.keepsWordLists && Evaluator.isWord(plan.leaves[leaf])) {
                try evaluator.match(leaf)
            }
        }
        if isUnlisted {
            documents = []
            documentCount = countsOccurrences && !evaluator.keepsWordLists
                ? SortedSets.unionCount(Self.matchedDocuments(evaluator.matches), universe: segment.reader.documentCount)
                : try evaluator.unionCount()
        } else {
            documents = try evaluator.documents(plan.root)
            documentCount = documents.count
        }
        self.isUnlisted = isUnlisted
        // After the tree's reduction, which matches the leaves a count needs as it goes.
        matches = evaluator.matches
        words = evaluator.words
    }

    /// How many live documents a leaf matches in a field (its document frequency there).
    func documentFrequency(leaf: Int, field: Int) -> Int {
        words[leaf][field]?.list.documentFrequency ?? matches[leaf][field]?.documents.count ?? 0
    }

    /// How often a leaf occurs in a live document's field, 0 when it does not.
    package func frequency(of document: UInt32, leaf: Int, field: Int) throws(IndexError) -> UInt32 {
        guard let word = words[leaf][field] else { return matches[leaf][field]?.frequency(of: document) ?? 0 }
        do throws(FormatError) {
            var cursor = try PostingsCursor(word.list, documentCount: segment.reader.documentCount)
            return try cursor.advance(to: document) && cursor.document == document ? cursor.frequency : 0
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
    }

    /// `matches` with the words' lists listed too, for scoring every match.
    package func listedMatches() throws(IndexError) -> [[PhraseMatch?]] {
        var listed = matches
        do throws(FormatError) {
            for (leaf, perField) in words.enumerated() {
                for case let (field, word?) in perField.enumerated() {
                    let decoded = try word.list.decodeDocuments(documentCount: segment.reader.documentCount)
                    listed[leaf][field] = PhraseMatch(documents: decoded.documents, frequencies: decoded.frequencies)
                }
            }
        } catch {
            throw IndexError.corrupt(segment.reader.path, error.reason)
        }
        return listed
    }

    /// The live documents the whole query matches, ascending, listed from `listed`
    /// (`listedMatches()`) if they were not.
    package func listedDocuments(_ listed: [[PhraseMatch?]]) -> [UInt32] {
        guard isUnlisted else { return documents }
        return SortedSets.union(Self.matchedDocuments(listed), universe: segment.reader.documentCount)
    }

    private static func matchedDocuments(_ matches: [[PhraseMatch?]]) -> [[UInt32]] {
        matches.flatMap { $0.compactMap { $0?.documents } }
    }

    /// Matches leaves on demand while reducing the tree.
    private struct Evaluator {
        let plan: QueryPlan
        let segment: OpenSegment
        let matcher: PhraseMatcher
        /// Whether `unionCount()` keeps the words' lists in `words` for a ranking.
        let keepsWordLists: Bool
        var matches: [[PhraseMatch?]]
        var words: [[WordPostings?]]
        private var matched: [Bool]

        init(plan: QueryPlan, segment: OpenSegment, matcher: PhraseMatcher, keepsWordLists: Bool) {
            self.plan = plan
            self.segment = segment
            self.matcher = matcher
            self.keepsWordLists = keepsWordLists
            matches = Array(repeating: Array(repeating: nil, count: plan.schema.count), count: plan.leaves.count)
            words = Array(repeating: Array(repeating: nil, count: plan.schema.count), count: plan.leaves.count)
            matched = Array(repeating: false, count: plan.leaves.count)
        }

        /// A phrase of one token, matched exactly: its matches are its posting lists.
        static func isWord(_ leaf: QueryPlan.Leaf) -> Bool {
            leaf.fuzzy == nil && leaf.tokens.count == 1
        }

        mutating func match(_ leaf: Int) throws(IndexError) {
            guard !matched[leaf] else { return }
            matched[leaf] = true
            let phrase = plan.leaves[leaf]
            for field in phrase.fields {
                if let fuzzy = phrase.fuzzy {
                    matches[leaf][Int(TermKey.code(field))] = try FuzzyMatcher(exact: matcher).match(fuzzy, field: field)
                } else {
                    matches[leaf][Int(TermKey.code(field))] = try matcher.match(phrase.tokens, separators: phrase.separators, field: field)
                }
            }
        }

        /// How many live documents the leaves match together, for a count: a one-token
        /// phrase's lists go straight into a bitset (`DocumentBits.insert(_:)`), so a common
        /// word's matches are never gathered; its `matches` stay nil. A single list is counted
        /// alone, sparing a rare word's count the bitset of the whole segment; a ranking then
        /// reads it as listed. Where `keepsWordLists`, the other words' lists go to `words`,
        /// but for those in less than a `rareShare` of the segment's documents, which are listed:
        /// a ranking walks such a list whole (its matches bring the candidates), so a cursor would
        /// decode it a second time (`鑫` at 10 GB: 1.4 M instructions more than listing it).
        mutating func unionCount() throws(IndexError) -> Int {
            var lists: [(leaf: Int, field: Int, list: PostingList)] = [], listed: [[UInt32]] = []
            let universe = segment.reader.documentCount
            for (index, leaf) in plan.leaves.enumerated() {
                if Self.isWord(leaf) {
                    for field in leaf.fields {
                        guard let list = try matcher.list(of: leaf.tokens[0], field: field) else { continue }
                        let code = Int(TermKey.code(field))
                        if keepsWordLists && list.documentFrequency * Self.rareShare < universe {
                            matches[index][code] = try matcher.liveDocuments(of: list)
                            listed.append(matches[index][code]?.documents ?? [])
                        } else {
                            lists.append((index, code, list))
                        }
                    }
                    continue
                }
                try match(index)
                listed += matches[index].compactMap { $0?.documents }
            }
            if lists.isEmpty { return SortedSets.unionCount(listed, universe: universe) }
            if lists.count == 1, listed.allSatisfy(\.isEmpty) {
                let only = try matcher.liveDocuments(of: lists[0].list)
                matches[lists[0].leaf][lists[0].field] = only
                return only.documents.count
            }
            var bits = DocumentBits(universe: universe)
            do throws(FormatError) {
                for (leaf, field, list) in lists {
                    let greatestFrequency = try bits.insert(list)
                    if keepsWordLists { words[leaf][field] = WordPostings(list: list, greatestFrequency: greatestFrequency) }
                }
            } catch {
                throw IndexError.corrupt(segment.reader.path, error.reason)
            }
            for documents in listed { bits.insert(documents) }
            segment.removeDeleted(from: &bits)
            return bits.count
        }

        /// See `unionCount()`: `的`'s headlines (2% of the documents) and captions are walked
        /// whole and listed; its bodies (98%) are only looked into, through a cursor.
        private static let rareShare = 16

        mutating func documents(_ node: QueryPlan.Node) throws(IndexError) -> [UInt32] {
            switch node {
            case let .leaf(index):
                try match(index)
                return SortedSets.union(matches[index].compactMap { $0?.documents }, universe: segment.reader.documentCount)
            case let .and(children):
                let positive = children.filter { if case .not = $0 { false } else { true } }
                var result = positive.isEmpty ? segment.liveDocuments : try documents(positive[0])
                for child in positive.dropFirst() where !result.isEmpty { result = SortedSets.intersect(result, try documents(child)) }
                for child in children {
                    if case let .not(excluded) = child, !result.isEmpty { result = SortedSets.subtract(result, try documents(excluded)) }
                }
                return result
            case let .or(children):
                var sets: [[UInt32]] = []
                for child in children { sets.append(try documents(child)) }
                return SortedSets.union(sets, universe: segment.reader.documentCount)
            case let .not(child):
                return SortedSets.subtract(segment.liveDocuments, try documents(child))
            }
        }
    }
}

/// A word's posting list in one field of a segment, as a ranking reads it (`SegmentEvaluation.words`).
/// Unchecked Sendable: the list's buffers are the segment's mapping, never written, and its
/// checksum memo is Sendable.
package struct WordPostings: @unchecked Sendable {
    package let list: PostingList
    /// At least the greatest frequency in the list (`PostingsCursor.insertRemaining(into:)`).
    let greatestFrequency: UInt32
}
