import LLRBEngine
import LLRBParser

/// Every field of an article, in the order the stored coding writes the article's own
/// (docs/FORMAT.md, "Records"), and its search fields: what a query may name and what each
/// one's text is made of. `standard` is llrb's; the coders and the index's schema
/// (`schema`) are made from a description, so that a test can add a field and see it stored,
/// shown, exported and searched with nothing else to edit.
public struct ArticleDescription: Sendable {
    public var fields: [ArticleField] {
        didSet { schema = Self.schema(fields: fields, searchFields: searchFields) }
    }
    /// In code order: the engine's schema is theirs (`schema`).
    public var searchFields: [ArticleSearchField] {
        didSet {
            schema = Self.schema(fields: fields, searchFields: searchFields)
            searchParts = searchFields.map(\.parts)
        }
    }
    /// Each search field's `parts`, in the same order, made once: what an ingest joins for
    /// every article.
    public private(set) var searchParts: [[ArticleField]]
    /// The engine's schema of the search fields: their names, aliases, weights and widths, in
    /// the order listed, and the records' format (`recordFormat(of:)`).
    public private(set) var schema: FieldSchema

    public init(fields: [ArticleField], searchFields: [ArticleSearchField]) {
        self.fields = fields
        self.searchFields = searchFields
        schema = Self.schema(fields: fields, searchFields: searchFields)
        searchParts = searchFields.map(\.parts)
    }

    /// Counted up whenever the stored coding (`ArticleCoding`, `PageCoding`, the record around
    /// them) writes a kind of value another way: the engine versions its own bytes, never these.
    static let codingRevision = 2

    /// The records' format as the engine's schema names it (`FieldSchema(_:recordFormat:)`):
    /// `articles N #DIGEST`, N the coding's revision and DIGEST the 64-bit FNV-1a of the names
    /// of the fields it writes, the article's own and its page's, in order, so that an index of
    /// records coded another way, or with a field more or fewer, is refused with the rebuild
    /// rather than misread.
    static func recordFormat(of fields: [ArticleField]) -> String {
        var names = ""
        for field in fields where field.value.isArticles { names += field.name + " " }
        names += ";"
        for field in Page.fields { names += " " + field.name }
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in names.utf8 { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return "articles \(codingRevision) #\(digest.paddedHex)"
    }

    /// `recordFormat(of: standard.fields)`, written out: a search needs the index's schema at
    /// its start, and building every field of the description for it (each a key path the
    /// runtime instantiates) cost a search 0.35 M instructions, 2 % of it (callgrind, the
    /// bench's 10 MB archive). `ArticleDescriptionTests` holds the two equal.
    static let standardRecordFormat = "articles 2 #fef34cb7ff9ad9bd"

    private static func schema(fields: [ArticleField], searchFields: [ArticleSearchField]) -> FieldSchema {
        FieldSchema(searchFields.map(\.declared), recordFormat: recordFormat(of: fields))
    }

    /// The fields, in their names' byte order: the order the JSON writers write keys in.
    public var fieldsByName: [ArticleField] {
        fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}

/// A search field of articles: as the engine declares it (`FieldSchema.Field`) and the article
/// fields its text joins, in order, by line breaks. The parts are made when first asked for:
/// a search builds its schema from the declarations alone, and each part it made would be key
/// paths the runtime instantiates (0.3 M instructions of a search for the standard five).
public struct ArticleSearchField: Sendable {
    public var declared: FieldSchema.Field
    private let makeParts: @Sendable () -> [ArticleField]

    public init(_ declared: FieldSchema.Field, parts: @autoclosure @escaping @Sendable () -> [ArticleField]) {
        self.declared = declared
        makeParts = parts
    }

    /// None for a field no part of the article fills (`original`, filled by corrections).
    public var parts: [ArticleField] { makeParts() }
}

extension ArticleField {
    public static let headline = ArticleField("headline", .text(\.headline), searched: .wordsAndWhole)
    public static let kicker = ArticleField("kicker", .optionalText(\.kicker), searched: .words)
    public static let subheadlines = ArticleField("subheadlines", .texts(\.subheadlines), searched: .words, label: "subtitle")
    public static let bylines = ArticleField("bylines", .bylines(\.bylines), searched: .credits, label: "byline")
    public static let dateline = ArticleField("dateline", .optionalText(\.dateline), searched: .words)
    public static let body = ArticleField("body", .paragraphs(\.body), searched: .words)
    public static let captions = ArticleField("captions", .captions(\.captions), searched: .words, label: "caption")
    public static let continuedTo = ArticleField("continuedTo", .continuation(\.continuedTo), label: "to")
    public static let continuedFrom = ArticleField("continuedFrom", .continuation(\.continuedFrom), label: "from")
    public static let rubric = ArticleField("rubric", .optionalText(\.rubric), searched: .term)
    public static let headlineLines = ArticleField("headlineLines", .optionalLines(\.headlineLines))
    public static let lines = ArticleField("lines", .lines(\.lines))
    public static let id = ArticleField("id", .recordText(\.id), searched: .term)
    public static let file = ArticleField("file", .recordText(\.file), searched: .term)
    public static let ordinal = ArticleField("ordinal", .recordNumber(\.ordinal), searched: .number)
    public static let date = ArticleField("date", .pageText(\.date), searched: .day)
    public static let dateSource = ArticleField("dateSource", .pageText(\.dateSource?.rawValue), searched: .term, isShown: false)
    public static let year = ArticleField("year", .derived(.year), searched: .number, isShown: false)
    public static let issueNumber = ArticleField("issueNumber", .pageNumber(\.issueNumber), searched: .number, column: "issue")
    public static let pageNumber = ArticleField("pageNumber", .pageNumber(\.pageNumber), searched: .number, column: "page")
    public static let page = ArticleField("page", .derived(.page))
    public static let continuedToId = ArticleField("continuedToId", .derived(.continuedToId))
    public static let continuedFromId = ArticleField("continuedFromId", .derived(.continuedFromId))
    public static let authors = ArticleField("authors", .derived(.authors), searched: .term, isShown: false)
    public static let corrections = ArticleField("corrections", .derived(.corrections), searched: .words)
    public static let region = ArticleField("region", .derived(.region), searched: .kept)
}

extension ArticleSearchField {
    /// Kicker, headline and subtitles, the rubric (栏目) first: a reader looks a column up by
    /// its name (`两会特稿`). Its matches weigh three times others: a story about 复工复产 names
    /// it in its headline.
    public static let headline = ArticleSearchField(.init(name: "headline", aliases: ["标题"], weight: 3),
                                                    parts: [.rubric, .kicker, .headline, .subheadlines])
    /// Bylines (`记者 王涛`) and the dateline.
    public static let byline = ArticleSearchField(.init(name: "byline", aliases: ["作者"]), parts: [.bylines, .dateline])
    /// Paragraphs, section headers included. A body can pass 65,535 tokens, so its length takes
    /// three bytes.
    public static let body = ArticleSearchField(.init(name: "body", aliases: ["正文"], lengthBytes: 3), parts: [.body])
    /// Photo captions and their credits.
    public static let caption = ArticleSearchField(.init(name: "caption", aliases: ["图片"]), parts: [.captions])
    /// The text as OCR printed it wherever a reader's correction changed it
    /// (docs/CORRECTIONS.md): found beside the corrected text, as in Trove.
    public static let original = ArticleSearchField(.init(name: "original", aliases: ["原文"]), parts: [])

    /// llrb's, in code order: `ArticleDescription.standard`'s, and the index's schema
    /// (`FieldSchema.articles`), which a search builds without the rest of the description.
    public static let standard: [ArticleSearchField] = [.headline, .byline, .body, .caption, .original]
}

extension ArticleDescription {
    /// llrb's articles.
    public static let standard = ArticleDescription(
        fields: [
            .headline, .kicker, .subheadlines, .bylines, .dateline, .body, .captions, .continuedTo, .continuedFrom,
            .rubric, .headlineLines, .lines, .id, .file, .ordinal, .date, .dateSource, .year, .issueNumber, .pageNumber,
            .page, .continuedToId, .continuedFromId, .authors, .corrections, .region,
        ],
        searchFields: ArticleSearchField.standard)

    /// The engine's field of `searched`, one of this description's search fields (a field it
    /// does not list is a programming error).
    public func field(_ searched: ArticleSearchField) -> SearchField {
        schema.field(searched)
    }
}

extension FieldSchema {
    /// The search fields of llrb's articles and the format of their records:
    /// `ArticleDescription.standard`'s, built without the rest of the description
    /// (`ArticleDescription.standardRecordFormat` says why).
    public static let articles = FieldSchema(ArticleSearchField.standard.map(\.declared), recordFormat: ArticleDescription.standardRecordFormat)

    /// The field of `searched`, one of this schema's (a field it lacks is a programming error).
    func field(_ searched: ArticleSearchField) -> SearchField {
        guard let field = field(named: searched.declared.name) else {
            preconditionFailure("\(searched.declared.name) is no search field of this schema")
        }
        return field
    }
}

extension SearchField {
    public static let headline = FieldSchema.articles.field(.headline)
    public static let byline = FieldSchema.articles.field(.byline)
    public static let body = FieldSchema.articles.field(.body)
    public static let caption = FieldSchema.articles.field(.caption)
    public static let original = FieldSchema.articles.field(.original)
}
