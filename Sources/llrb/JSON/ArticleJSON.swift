import LLRBIndex
import LLRBParser

/// `show ID --json`: every key `parse --json` gives an article (headline, bylines, body …) at
/// the top level, plus where it is stored (id, file, ordinal), its page's fields under `page`,
/// and the ids of the parts it continues to or from. The page's date, issue and page numbers are
/// at the top level too, under the keys `search --json` gives them (`date`, `issueNumber`,
/// `pageNumber`), so
/// that a script reads one fact under one key whichever command it came from.
struct ArticleJSON: Encodable {
    var id: String
    var file: String
    var ordinal: Int
    var page: PageInfo
    var article: Article
    var continuedToId: String?
    var continuedFromId: String?

    init(_ record: ArticleRecord, among records: [ArticleRecord]) {
        id = record.id
        file = record.file
        ordinal = record.ordinal
        page = record.page
        article = record.article
        continuedToId = ContinuationFinder.counterpart(of: record, .forward, among: records)
        continuedFromId = ContinuationFinder.counterpart(of: record, .backward, among: records)
    }

    /// The article with this id and what `show ID` shows of it, or nil when the index holds
    /// none. The issue's other records are read only when the article jumps pages, to find the
    /// other part.
    /// `pages`: the index's pages, when the caller keeps them.
    static func reading(_ id: String, in index: ArchiveIndex,
                        pages: () throws -> [IndexedPage]? = { nil }) throws -> (ArticleRecord, ArticleJSON)? {
        guard let record = try index.record(id: id) else { return nil }
        let jumps = record.article.continuedTo != nil || record.article.continuedFrom != nil
        let related = jumps ? try (pages() ?? index.pages()).filter { $0.info.mayShareIssue(with: record.page) } : []
        return (record, ArticleJSON(record, among: try index.records(of: related)))
    }

    func encode(to encoder: any Encoder) throws {
        try article.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: Key("id"))
        try container.encode(file, forKey: Key("file"))
        try container.encode(ordinal, forKey: Key("ordinal"))
        try container.encodeIfPresent(page.date, forKey: Key("date"))
        try container.encodeIfPresent(page.issueNumber, forKey: Key("issueNumber"))
        try container.encodeIfPresent(page.pageNumber, forKey: Key("pageNumber"))
        try container.encode(page, forKey: Key("page"))
        try container.encodeIfPresent(continuedToId, forKey: Key("continuedToId"))
        try container.encodeIfPresent(continuedFromId, forKey: Key("continuedFromId"))
    }
}

/// `show --issue N --json`: the masthead fields at the top level, under the names `parse --json`
/// uses, the pages ingested with their own fields, and every article in reading order.
struct IssueJSON: Encodable {
    struct PageJSON: Encodable {
        var file: String
        var info: PageInfo

        func encode(to encoder: any Encoder) throws {
            try info.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(file, forKey: Key("file"))
        }
    }

    var masthead: PageInfo
    var pages: [PageJSON]
    var articles: [ArticleJSON]

    /// `articles`: the issue's, in reading order; `records` those its stories may continue in.
    init(_ issue: IssueEntry, articles: [ArticleRecord], among records: [ArticleRecord]) {
        masthead = issue.masthead
        pages = issue.pages.map { PageJSON(file: $0.file, info: $0.info) }
        self.articles = articles.map { ArticleJSON($0, among: records) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(masthead.date, forKey: Key("date"))
        try container.encodeIfPresent(masthead.dateSource, forKey: Key("dateSource"))
        try container.encode(masthead.dateEvidence, forKey: Key("dateEvidence"))
        try container.encodeIfPresent(articles.lazy.compactMap(\.page.issueNumber).first, forKey: Key("issueNumber"))
        try container.encodeIfPresent(masthead.lunarDate, forKey: Key("lunarDate"))
        try container.encodeIfPresent(masthead.lunar, forKey: Key("lunar"))
        try container.encodeIfPresent(masthead.weekday, forKey: Key("weekday"))
        try container.encodeIfPresent(masthead.pageCount, forKey: Key("pageCount"))
        try container.encodeIfPresent(masthead.serialNumber, forKey: Key("serialNumber"))
        try container.encodeIfPresent(masthead.postalCode, forKey: Key("postalCode"))
        try container.encodeIfPresent(masthead.mastheadLines, forKey: Key("mastheadLines"))
        try container.encodeIfPresent(masthead.pageNumber, forKey: Key("pageNumber"))
        try container.encode(pages.flatMap(\.info.captions), forKey: Key("captions"))
        try container.encodeIfPresent(pages.lazy.compactMap(\.info.footer).first, forKey: Key("footer"))
        try container.encode(pages.flatMap(\.info.noise), forKey: Key("noise"))
        try container.encode(pages.flatMap(\.info.warnings), forKey: Key("warnings"))
        try container.encode(pages, forKey: Key("pages"))
        try container.encode(articles, forKey: Key("articles"))
    }
}

/// A coding key made from any string, for objects whose keys are chosen at run time.
struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
