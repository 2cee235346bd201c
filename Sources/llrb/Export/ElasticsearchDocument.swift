import LLRBIndex
import LLRBViews
import LLRBParser

/// An article as an Elasticsearch or OpenSearch document: the fields of `ArticleDescription` a
/// search engine is told of (`ArticleField.searched`), typed by `ElasticsearchMapping`: texts as
/// they read (a body as one text, captions by their words), people by normalized name and role,
/// with how the date was known (`dateSource`: printed, lunar, footer, inferred), so that a
/// cluster can tell an inferred date from a printed one. Its `_id` is the article id, so a
/// re-export updates in place. Written as bytes, keys in byte order, as `JSONBytes` explains.
struct ElasticsearchDocument {
    private let fields: [ArticleField]

    init(description: ArticleDescription = .standard) {
        fields = description.fieldsByName.filter { $0.searched != nil }
    }

    /// Appends the document's JSON object to `json`, without a line feed; `corrections`: the
    /// readers' corrections that hold in it, each as one line of text.
    func write(_ record: ArticleRecord, corrections: [CorrectionNote] = [], into json: inout JSONBytes) throws {
        var record = record
        json.beginObject()
        for field in fields {
            json.key(named: field.name)
            switch field.value {
            case .paragraphs(let path): json.string(joining: path.value(in: &record.article).map(\.text))
            case .captions(let path): json.strings(path.value(in: &record.article).map(\.text))
            case .bylines(let path): Self.people(path.value(in: &record.article), into: &json)
            case .derived(.corrections): json.strings(corrections.map(\.line))
            case .derived(.authors): json.strings(record.creditedNames)
            case .derived(.year): json.number(record.year)
            case .derived(.page): json.page(record.page, only: ArticleLine.pageFields)
            case .derived(.region): json.region(record.region)
            case .derived(.continuedToId), .derived(.continuedFromId): json.null()
            case .text, .optionalText, .texts, .continuation, .optionalLines, .lines, .recordText, .recordNumber, .pageText, .pageNumber:
                _ = json.storedValue(field.value, of: &record)
            }
        }
        json.endObject()
    }

    /// Each person credited as `{name, role}`, both in one spelling (`ContributorRole`).
    private static func people(_ bylines: [Byline], into json: inout JSONBytes) {
        json.beginArray()
        for byline in bylines {
            json.separate()
            json.beginObject()
            json.field(Byline.CodingKeys.name, ContributorRole.normalizedName(byline.name))
            json.field(Byline.CodingKeys.role, ContributorRole.normalized(byline.role))
            json.endObject()
        }
        json.endArray()
    }
}
