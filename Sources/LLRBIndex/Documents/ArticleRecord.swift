import LLRBParser

/// What is stored per article for `show`, `cite`, snippets and hits.
public struct ArticleRecord: Codable, Hashable, Sendable {
    /// Stable and readable: the same page content gives the same id, whatever its path.
    public var id: String
    /// The source path as ingested.
    public var file: String
    /// 1-based place of the article on its page, as a reader counts.
    public var ordinal: Int
    /// The page the article was printed on, every field but the articles (`Page.withoutArticles`).
    public var page: Page
    /// The parser's article, whole.
    public var article: Article

    public init(id: String, file: String, ordinal: Int, page: Page, article: Article) {
        self.id = id
        self.file = file
        self.ordinal = ordinal
        self.page = page
        self.article = article
    }
}
