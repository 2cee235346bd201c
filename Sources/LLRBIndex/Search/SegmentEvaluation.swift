/// A query evaluated on one segment: each leaf's matches per field, and the boolean tree
/// reduced to the matching live documents.
struct SegmentEvaluation {
    let segment: OpenSegment
    /// matches[leaf][field code]; nil for a field the leaf does not search, or for a leaf a
    /// count never needed (see `init`).
    let matches: [[PhraseMatch?]]
    /// The live documents the whole query matches, ascending; empty when `isUnlisted`.
    let documents: [UInt32]
    /// How many live documents the whole query matches.
    let documentCount: Int
    /// Set when the documents were counted and not listed: the query is a union of phrases
    /// (`QueryPlan.isUnionOfPhrases`), so they are every document of its matches
    /// (`listedDocuments()`). A ranked page of `的` at 10 GB listed 3.8 M articles (15 MB, ~3,700
    /// pages of memory to fault in, and 23 M instructions) to count them and look them up.
    let isUnlisted: Bool

    /// `countsOccurrences`: whether matches carry each document's phrase frequency (for
    /// scores) or only say that it occurs (a count). A ranked search matches every leaf, since
    /// BM25 weighs a phrase by its matches in all segments; a count matches a leaf only when
    /// the tree still needs it, so `a b` stops at `a` in a segment where `a` matches nothing.
    /// `listsDocuments`: false when the caller needs only the count of a union of phrases, or
    /// can find its documents in the matches. `helper` calls in the fan-out's second thread
    /// when a phrase walk will be long.
    init(plan: QueryPlan, segment: OpenSegment, analyzer: Analyzer, countsOccurrences: Bool, listsDocuments: Bool = true,
         helper: SegmentFanOut.Helper = .none) throws(IndexError) {
        self.segment = segment
        var evaluator = Evaluator(plan: plan, segment: segment,
                                  matcher: PhraseMatcher(segment: segment, analyzer: analyzer, countsOccurrences: countsOccurrences,
                                                         helper: helper))
        if countsOccurrences {
            for leaf in plan.leaves.indices { try evaluator.match(leaf) }
        }
        if !listsDocuments && plan.isUnionOfPhrases {
            documents = []
            documentCount = countsOccurrences
                ? SortedSets.unionCount(Self.matchedDocuments(evaluator.matches), universe: segment.reader.documentCount)
                : try evaluator.unionCount()
            isUnlisted = true
        } else {
            documents = try evaluator.documents(plan.root)
            documentCount = documents.count
            isUnlisted = false
        }
        // After the tree's reduction, which matches the leaves a count needs as it goes.
        matches = evaluator.matches
    }

    /// The live documents the whole query matches, ascending, listed now if they were not.
    func listedDocuments() -> [UInt32] {
        guard isUnlisted else { return documents }
        return SortedSets.union(Self.matchedDocuments(matches), universe: segment.reader.documentCount)
    }

    private static func matchedDocuments(_ matches: [[PhraseMatch?]]) -> [[UInt32]] {
        matches.flatMap { $0.compactMap { $0?.documents } }
    }

    /// Matches leaves on demand while reducing the tree.
    private struct Evaluator {
        let plan: QueryPlan
        let segment: OpenSegment
        let matcher: PhraseMatcher
        var matches: [[PhraseMatch?]]
        private var matched: [Bool]

        init(plan: QueryPlan, segment: OpenSegment, matcher: PhraseMatcher) {
            self.plan = plan
            self.segment = segment
            self.matcher = matcher
            matches = Array(repeating: Array(repeating: nil, count: TermKey.fieldCount), count: plan.leaves.count)
            matched = Array(repeating: false, count: plan.leaves.count)
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
        /// alone, sparing a rare word's count the bitset of the whole segment.
        mutating func unionCount() throws(IndexError) -> Int {
            var lists: [PostingList] = [], listed: [[UInt32]] = []
            for (index, leaf) in plan.leaves.enumerated() {
                if leaf.fuzzy == nil, leaf.tokens.count == 1 {
                    for field in leaf.fields { if let list = try matcher.list(of: leaf.tokens[0], field: field) { lists.append(list) } }
                    continue
                }
                try match(index)
                listed += matches[index].compactMap { $0?.documents }
            }
            let universe = segment.reader.documentCount
            if lists.isEmpty { return SortedSets.unionCount(listed, universe: universe) }
            if lists.count == 1, listed.allSatisfy(\.isEmpty) { return try matcher.liveDocuments(of: lists[0]).documents.count }
            var bits = DocumentBits(universe: universe)
            do throws(FormatError) {
                for list in lists { try bits.insert(list) }
            } catch {
                throw IndexError.corrupt(segment.reader.path, error.reason)
            }
            for documents in listed { bits.insert(documents) }
            segment.removeDeleted(from: &bits)
            return bits.count
        }

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
