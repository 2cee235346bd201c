import LLRBEngine
import LLRBParser

/// Every field of an article, in the order the stored coding writes the article's own
/// (docs/FORMAT.md, "Records"), and what each search field's text is made of. `standard` is
/// llrb's; the coders take a description, so that a test can add a field and see it stored,
/// shown and exported with nothing else to edit.
public struct ArticleDescription: Sendable {
    public var fields: [ArticleField]
    /// Each search field's parts, in the order its text joins them (`DocumentBuilder.fields`).
    public var searchFields: [(field: SearchField, parts: [ArticleField])]

    public init(fields: [ArticleField], searchFields: [(field: SearchField, parts: [ArticleField])]) {
        self.fields = fields
        self.searchFields = searchFields
    }

    /// The fields, in their names' byte order: the order the JSON writers write keys in.
    public var fieldsByName: [ArticleField] {
        fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}

extension ArticleField {
    public static let headline = ArticleField("headline", .text(\.headline), searched: .wordsAndWhole)
    public static let kicker = ArticleField("kicker", .optionalText(\.kicker), searched: .words)
    public static let subheadlines = ArticleField("subheadlines", .texts(\.subheadlines), searched: .words)
    public static let bylines = ArticleField("bylines", .bylines(\.bylines), searched: .credits)
    public static let dateline = ArticleField("dateline", .optionalText(\.dateline), searched: .words)
    public static let body = ArticleField("body", .paragraphs(\.body), searched: .words)
    public static let captions = ArticleField("captions", .captions(\.captions), searched: .words)
    public static let continuedTo = ArticleField("continuedTo", .continuation(\.continuedTo))
    public static let continuedFrom = ArticleField("continuedFrom", .continuation(\.continuedFrom))
    public static let rubric = ArticleField("rubric", .optionalText(\.rubric), searched: .term)
    public static let headlineLines = ArticleField("headlineLines", .optionalLines(\.headlineLines))
    public static let lines = ArticleField("lines", .lines(\.lines))
}

extension ArticleDescription {
    /// llrb's articles.
    public static let standard = ArticleDescription(
        fields: [
            .headline, .kicker, .subheadlines, .bylines, .dateline, .body, .captions, .continuedTo, .continuedFrom,
            .rubric, .headlineLines, .lines,
            ArticleField("id", .recordText(\.id), searched: .term),
            ArticleField("file", .recordText(\.file), searched: .term),
            ArticleField("ordinal", .recordNumber(\.ordinal), searched: .number),
            ArticleField("date", .pageText(\.date), searched: .day),
            ArticleField("dateSource", .pageText(\.dateSource?.rawValue), searched: .term, isShown: false),
            ArticleField("year", .derived(.year), searched: .number, isShown: false),
            ArticleField("issueNumber", .pageNumber(\.issueNumber), searched: .number),
            ArticleField("pageNumber", .pageNumber(\.pageNumber), searched: .number),
            ArticleField("page", .derived(.page)),
            ArticleField("continuedToId", .derived(.continuedToId)),
            ArticleField("continuedFromId", .derived(.continuedFromId)),
            ArticleField("authors", .derived(.authors), searched: .term, isShown: false),
            ArticleField("corrections", .derived(.corrections), searched: .words),
        ],
        searchFields: [
            (.headline, [.rubric, .kicker, .headline, .subheadlines]),
            (.byline, [.bylines, .dateline]),
            (.body, [.body]),
            (.caption, [.captions]),
        ])
}

extension FieldSchema {
    /// The search fields of llrb's articles (what each is made of: `ArticleDescription.searchFields`).
    /// Headline matches weigh three times others: a story about 复工复产 names it in its headline.
    /// A body can pass 65,535 tokens, so its length takes three bytes.
    public static let articles = FieldSchema([
        Field(name: "headline", aliases: ["标题"], weight: 3),
        Field(name: "byline", aliases: ["作者"]),
        Field(name: "body", aliases: ["正文"], lengthBytes: 3),
        Field(name: "caption", aliases: ["图片"]),
        Field(name: "original", aliases: ["原文"]),
    ])
}

extension SearchField {
    /// Kicker, headline and subtitles.
    public static let headline = FieldSchema.articles.fields[0]
    /// Bylines (`记者 王涛`) and the dateline.
    public static let byline = FieldSchema.articles.fields[1]
    /// Paragraphs, section headers included.
    public static let body = FieldSchema.articles.fields[2]
    /// Photo captions and their credits.
    public static let caption = FieldSchema.articles.fields[3]
    /// The text as OCR printed it wherever a reader's correction changed it
    /// (docs/CORRECTIONS.md): found beside the corrected text, as in Trove.
    public static let original = FieldSchema.articles.fields[4]
}
