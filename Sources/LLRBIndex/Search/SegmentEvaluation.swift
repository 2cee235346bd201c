/// A query evaluated on one segment: each leaf's matches per field, and the boolean tree
/// reduced to the matching live documents.
struct SegmentEvaluation {
    let segment: OpenSegment
    /// matches[leaf][field code]; nil for a field the leaf does not search.
    let matches: [[PhraseMatch?]]

    /// `countsOccurrences`: whether matches carry each document's phrase frequency (for
    /// scores) or only say that it occurs (a count).
    init(plan: QueryPlan, segment: OpenSegment, analyzer: Analyzer, countsOccurrences: Bool) throws(IndexError) {
        self.segment = segment
        let matcher = PhraseMatcher(segment: segment, analyzer: analyzer, countsOccurrences: countsOccurrences)
        var matches: [[PhraseMatch?]] = []
        for leaf in plan.leaves {
            var perField = [PhraseMatch?](repeating: nil, count: TermKey.fieldCount)
            for field in leaf.fields { perField[Int(TermKey.code(field))] = try matcher.match(leaf.tokens, field: field) }
            matches.append(perField)
        }
        self.matches = matches
    }

    func documents(_ node: QueryPlan.Node) -> [UInt32] {
        switch node {
        case let .leaf(index):
            return SortedSets.union(matches[index].compactMap { $0?.documents }, universe: segment.reader.documentCount)
        case let .and(children):
            let positive = children.filter { if case .not = $0 { false } else { true } }
            var result = positive.isEmpty ? segment.liveDocuments : documents(positive[0])
            for child in positive.dropFirst() where !result.isEmpty { result = SortedSets.intersect(result, documents(child)) }
            for child in children {
                if case let .not(excluded) = child, !result.isEmpty { result = SortedSets.subtract(result, documents(excluded)) }
            }
            return result
        case let .or(children):
            return SortedSets.union(children.map(documents), universe: segment.reader.documentCount)
        case let .not(child):
            return SortedSets.subtract(segment.liveDocuments, documents(child))
        }
    }
}
