import LLRBIndex
import LLRBViews
import LLRBParser

/// An article as an Elasticsearch or OpenSearch document: the searchable texts as `text`
/// fields analyzed into CJK bigrams, what one filters or aggregates by as `keyword`, `date`
/// and `integer` fields (`ElasticsearchMapping` types each key below), with how the date was
/// known (`dateSource`: printed, lunar, footer, inferred), so that a cluster can tell an
/// inferred date from a printed one. Its `_id` is the article id, so a re-export updates in
/// place. Written as bytes, keys in byte order, as `JSONBytes` explains.
enum ElasticsearchDocument {
    /// Appends the document's JSON object to `json`, without a line feed; `corrections`: the
    /// readers' corrections that hold in it, each as one line of text.
    static func write(_ record: ArticleRecord, corrections: [CorrectionNote] = [], into json: inout JSONBytes) {
        let article = record.article, page = record.page
        // `authors`: every person credited, bylines and photo credits, one spelling per name.
        var names: [String] = []
        for credit in article.bylines + article.captions.flatMap(\.credits) {
            let name = ContributorRole.normalizedName(credit.name)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        json.beginObject()
        json.field("authors", names); json.key("body"); json.string(joining: article.body.map(\.text))
        json.key("bylines")
        json.beginArray()
        for byline in article.bylines {
            json.separate()
            json.beginObject()
            json.field("name", ContributorRole.normalizedName(byline.name)); json.field("role", ContributorRole.normalized(byline.role))
            json.endObject()
        }
        json.endArray()
        json.field("captions", article.captions.map(\.text)); json.field("corrections", corrections.map(\.line)); json.field("date", page.date)
        json.field("dateSource", page.dateSource?.rawValue); json.field("dateline", article.dateline)
        json.field("file", record.file); json.field("headline", article.headline); json.field("id", record.id)
        json.field("issueNumber", page.issueNumber); json.field("kicker", article.kicker); json.field("ordinal", record.ordinal)
        json.field("pageNumber", page.pageNumber); json.field("rubric", article.rubric); json.field("subheadlines", article.subheadlines)
        json.field("year", page.date.flatMap { Int($0.prefix(4)) })
        json.endObject()
    }
}
