import LLRBParser

/// What a search found: how many articles match in all, and the requested page of ranked hits.
public struct SearchResults: Codable, Hashable, Sendable {
    /// Every matching live article, whatever the limit and offset.
    public var total: Int
    public var hits: [SearchHit]

    public init(total: Int, hits: [SearchHit]) {
        self.total = total
        self.hits = hits
    }
}

/// One ranked article, with what a reader needs to judge it and to find it again (`id`, `file`, `lines`).
public struct SearchHit: Codable, Hashable, Sendable {
    /// 1-based, counting from the first hit of the whole result (offset included).
    public var rank: Int
    public var id: String
    public var score: Double
    public var file: String
    public var lines: SourceLines
    public var date: String?
    public var issueNumber: Int?
    public var headline: String
    public var bylines: [Byline]
    public var snippet: Snippet
    /// The field the snippet was taken from.
    public var field: SearchField

    public init(rank: Int, id: String, score: Double, file: String, lines: SourceLines, date: String?,
                issueNumber: Int?, headline: String, bylines: [Byline], snippet: Snippet, field: SearchField) {
        self.rank = rank
        self.id = id
        self.score = score
        self.file = file
        self.lines = lines
        self.date = date
        self.issueNumber = issueNumber
        self.headline = headline
        self.bylines = bylines
        self.snippet = snippet
        self.field = field
    }
}
