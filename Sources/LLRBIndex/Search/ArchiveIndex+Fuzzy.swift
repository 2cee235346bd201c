import LLRBEngine


extension ArchiveIndex {
    /// The phrases of `query` that `--fuzzy` matches approximately (positive runs of three or
    /// more CJK characters), as normalized; empty when it would search the query exactly, so
    /// that the CLI can say so.
    public func fuzzyPhrases(in query: String) throws(IndexError) -> [String] {
        let plan = QueryPlan(try Self.parse(query), schema: .articles, analyzer: analyzer, fuzziness: 1)
        return plan.leaves.compactMap { $0.fuzzy?.text }
    }
}
