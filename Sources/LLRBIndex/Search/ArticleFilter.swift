import LLRBEngine


/// A narrowing of a search that an archive view defines and the engine applies without knowing
/// what it means (`search --place` is one): `candidates`, a query every kept article must match,
/// narrows through the index; `keeps`, a test of an article's texts, decides.
public struct ArticleFilter: Hashable, Sendable {
    /// What the filter keeps, in words; two filters of one name and query are one filter, so a
    /// name must say all that `keeps` decides (`place:孝义市`).
    public let name: String
    let candidates: QueryNode
    let keeps: @Sendable (ArticleTexts) -> Bool

    public init(name: String, candidates: QueryNode, keeps: @escaping @Sendable (ArticleTexts) -> Bool) {
        self.name = name
        self.candidates = candidates
        self.keeps = keeps
    }

    public static func == (a: ArticleFilter, b: ArticleFilter) -> Bool {
        a.name == b.name && a.candidates == b.candidates
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(candidates)
    }
}
