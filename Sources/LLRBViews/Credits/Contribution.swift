import LLRBIndex
import LLRBParser

/// One person credited for one article: a byline (`本报记者 王涛`, `□ 王涛`, `（王涛）`) or a
/// photo credit of one of its captions (`王涛 摄`).
public struct Contribution: Encodable, Hashable, Sendable {
    /// The name as the parser read it, OCR's spaces removed (`康 桂 芳` is 康桂芳).
    public var name: String
    /// The role, one spelling per role (`ContributorRole`): 记者, 通讯员, 摄影, 作者 …
    public var role: String
    /// The article's id, for `llrb show ID`.
    public var id: String
    public var date: String?
    public var issueNumber: Int?
    public var headline: String

    /// The credit under a byline's keys, the article's fields under their names in
    /// `ArticleDescription`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(name, forKey: FieldKey(Byline.CodingKeys.name.stringValue))
        try container.encode(role, forKey: FieldKey(Byline.CodingKeys.role.stringValue))
        try container.encodeArticle(id: id, date: date, headline: headline)
        try container.encodeIfPresent(issueNumber, forKey: FieldKey(.issueNumber))
    }
}

/// A person with everything credited to them: what `llrb authors` lists.
public struct Contributor: Codable, Hashable, Sendable {
    public var name: String
    /// Every role the person was credited in, the most frequent first.
    public var roles: [String]
    /// The articles that credit the person, each counted once.
    public var articles: Int
    /// The earliest and latest page dates of those articles; nil when none is dated.
    public var first: String?
    public var last: String?
}
