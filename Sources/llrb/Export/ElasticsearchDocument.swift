import LLRBIndex
import LLRBParser

/// An article as an Elasticsearch or OpenSearch document: the searchable texts as `text`
/// fields analyzed into CJK bigrams, what one filters or aggregates by as `keyword`, `date`
/// and `integer` fields (`ElasticsearchMapping` types each key below). Its `_id` is the
/// article id, so a re-export updates in place.
struct ElasticsearchDocument: Encodable {
    struct Credit: Encodable {
        var role: String
        var name: String
    }

    var id: String
    var date: String?
    var year: Int?
    var issueNumber: Int?
    var pageNumber: Int?
    var ordinal: Int
    var file: String
    var rubric: String?
    var kicker: String?
    var headline: String
    var subheadlines: [String]
    var bylines: [Credit]
    /// Every person credited, bylines and photo credits, one spelling per name.
    var authors: [String]
    var dateline: String?
    var body: String
    var captions: [String]

    init(_ record: ArticleRecord) {
        let article = record.article
        id = record.id
        date = record.page.date
        year = record.page.date.flatMap { Int($0.prefix(4)) }
        issueNumber = record.page.issueNumber
        pageNumber = record.page.pageNumber
        ordinal = record.ordinal
        file = record.file
        rubric = article.rubric
        kicker = article.kicker
        headline = article.headline
        subheadlines = article.subheadlines
        bylines = article.bylines.map { Credit(role: ContributorRole.normalized($0.role), name: ContributorRole.normalizedName($0.name)) }
        var names: [String] = []
        for credit in article.bylines + article.captions.flatMap(\.credits) {
            let name = ContributorRole.normalizedName(credit.name)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        authors = names
        dateline = article.dateline
        body = article.bodyText
        captions = article.captions.map(\.text)
    }
}
