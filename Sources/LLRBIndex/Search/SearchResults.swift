import LLRBEngine
import LLRBParser

/// What a search found: how many articles match in all, and the requested page of ranked hits.
public struct SearchResults: Encodable, Hashable, Sendable {
    /// Every matching live article, whatever the limit and offset.
    public var total: Int
    public var hits: [SearchHit]

    public init(total: Int, hits: [SearchHit]) {
        self.total = total
        self.hits = hits
    }
}

/// One ranked article, with what a reader needs to judge it and to find it again (`id`, `file`, `lines`).
public struct SearchHit: Encodable, Hashable, Sendable {
    /// 1-based, counting from the first hit of the whole result (offset included).
    public var rank: Int
    public var id: String
    public var score: Double
    public var file: String
    public var lines: SourceLines
    public var date: String?
    public var issueNumber: Int?
    /// The page's number in its issue (版次).
    public var pageNumber: Int?
    public var headline: String
    public var bylines: [Byline]
    public var snippet: Snippet
    /// The field the snippet was taken from.
    public var field: SearchField
    /// `fuzzy` when the article holds a fuzzy phrase of the query only as OCR may have
    /// misprinted it; `exact` otherwise.
    public var match: HitMatch
    /// The forms of a fuzzy phrase this article prints that the archive prints often: likely
    /// other words printed as meant (`复工复学` for 复工复产), which `-复工复学` drops.
    public var otherWords: [String]

    public init(rank: Int, id: String, score: Double, file: String, lines: SourceLines, date: String?,
                issueNumber: Int?, pageNumber: Int? = nil, headline: String, bylines: [Byline], snippet: Snippet,
                field: SearchField, match: HitMatch = .exact, otherWords: [String] = []) {
        self.rank = rank
        self.id = id
        self.score = score
        self.file = file
        self.lines = lines
        self.date = date
        self.issueNumber = issueNumber
        self.pageNumber = pageNumber
        self.headline = headline
        self.bylines = bylines
        self.snippet = snippet
        self.field = field
        self.match = match
        self.otherWords = otherWords
    }

    /// The article's fields (id, file, lines, date, issue and page numbers, headline, bylines)
    /// under their names in `ArticleDescription`, the hit's own (rank, score, snippet, field,
    /// match, otherWords) under theirs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(rank, forKey: FieldKey("rank"))
        try container.encode(id, forKey: FieldKey(.id))
        try container.encode(score, forKey: FieldKey("score"))
        try container.encode(file, forKey: FieldKey(.file))
        try container.encode(lines, forKey: FieldKey(.lines))
        try container.encodeIfPresent(date, forKey: FieldKey(.date))
        try container.encodeIfPresent(issueNumber, forKey: FieldKey(.issueNumber))
        try container.encodeIfPresent(pageNumber, forKey: FieldKey(.pageNumber))
        try container.encode(headline, forKey: FieldKey(.headline))
        try container.encode(bylines, forKey: FieldKey(.bylines))
        try container.encode(snippet, forKey: FieldKey("snippet"))
        try container.encode(field, forKey: FieldKey("field"))
        try container.encode(match, forKey: FieldKey("match"))
        try container.encode(otherWords, forKey: FieldKey("otherWords"))
    }
}

/// Whether a hit holds the query's phrases as typed or only approximately (`--fuzzy`).
public enum HitMatch: String, Codable, Hashable, Sendable {
    case exact
    case fuzzy
}
