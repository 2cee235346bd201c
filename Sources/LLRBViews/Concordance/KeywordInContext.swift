import LLRBEngine
import LLRBIndex

/// One occurrence of a query's phrase with the text on either side of it, as a concordance
/// (keyword in context) lists them: corpus linguists read a word's uses this way, all at once,
/// sorted by what comes before or after.
public struct KeywordInContext: Encodable, Hashable, Sendable {
    /// The article's id, for `llrb show ID`.
    public var id: String
    /// The page date, `YYYY-MM-DD`, or nil.
    public var date: String?
    public var issueNumber: Int?
    public var headline: String
    /// The field the occurrence is in.
    public var field: SearchField
    /// Up to the requested number of characters before the match, whitespace flattened.
    public var left: String
    /// The match as printed, OCR's spaces inside it removed.
    public var match: String
    /// Up to the requested number of characters after the match.
    public var right: String
    /// Where the match starts in its field's text (UTF-8 bytes): the order within an article.
    public var offset: Int

    /// The article's fields under their names in `ArticleDescription`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encodeArticle(id: id, date: date, headline: headline)
        try container.encodeIfPresent(issueNumber, forKey: FieldKey(.issueNumber))
        try container.encode(field, forKey: FieldKey("field"))
        try container.encode(left, forKey: FieldKey("left"))
        try container.encode(match, forKey: FieldKey("match"))
        try container.encode(right, forKey: FieldKey("right"))
        try container.encode(offset, forKey: FieldKey("offset"))
    }
}

/// How a concordance is ordered.
public enum ConcordanceOrder: String, CaseIterable, Hashable, Sendable {
    /// By page date, undated pages last; within an article, in reading order.
    case date
    /// By the text just before the match, read from the match leftwards (as AntConc sorts
    /// by 1L): uses with the same word in front come together.
    case left
    /// By the text just after the match (AntConc's 1R).
    case right
}

/// A concordance: the occurrences kept, and how many there were in how many articles.
public struct Concordance: Hashable, Sendable {
    public var lines: [KeywordInContext]
    /// Every occurrence found, also those `limit` left out.
    public var occurrences: Int
    /// The articles the query matches.
    public var articles: Int
}
