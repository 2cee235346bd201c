import LLRBIndex
import LLRBParser

/// One line of `export --format jsonl`: the article as `show ID --json` gives it (`ArticleJSON`,
/// with no continuation ids), but for its `page`, which holds only what says when and where the
/// article ran (`pageFields`: date and how it was known, issue, page number, the masthead's
/// facts, the page's warnings) and leaves out the page's own furniture, the same for every
/// article on it and a third of the file when repeated: its noise lines, footer and captions
/// (`show --issue N --json` has them). Every line stands alone, so a line can be read, split
/// or filtered without another. Written as bytes; the articles of a page share its page
/// object, so its bytes are made once per page and copied for each.
struct ArticleLine {
    private var lastPage: Page?
    private var pageBytes = JSONBytes(capacity: 1 << 10)

    /// The page fields a line's `page` leaves out: the page's furniture, not the article's.
    static let pageFieldsLeftOut: Set<String> = ["noise", "footer", "captions"]
    static let pageFields = JSONBytes.pageFieldsByKey.filter { !pageFieldsLeftOut.contains($0.name) }

    /// Appends the record's JSON object to `json`, without a line feed; `corrections`: the
    /// readers' corrections that hold in it, as `show ID --json` lists them.
    mutating func write(_ record: ArticleRecord, corrections: [CorrectionNote] = [], into json: inout JSONBytes) {
        let article = record.article, page = record.page
        if page != lastPage {
            pageBytes.removeAll()
            pageBytes.page(page, only: Self.pageFields)
            lastPage = page
        }
        json.beginObject()
        json.field("body", article.body); json.field("bylines", article.bylines); json.field("captions", article.captions)
        json.field("continuedFrom", article.continuedFrom); json.field("continuedFromId", String?.none)
        json.field("continuedTo", article.continuedTo); json.field("continuedToId", String?.none)
        json.key("corrections")
        json.beginArray()
        for note in corrections {
            json.separate()
            json.beginObject()
            json.field("by", note.by); json.field("change", note.change); json.field("date", note.date)
            json.field("note", note.note); json.field("number", note.number)
            json.endObject()
        }
        json.endArray()
        json.field("date", page.date); json.field("dateline", article.dateline); json.field("file", record.file)
        json.field("headline", article.headline); json.field("headlineLines", article.headlineLines); json.field("id", record.id)
        json.field("issueNumber", page.issueNumber); json.field("kicker", article.kicker); json.field("lines", article.lines)
        json.field("ordinal", record.ordinal); json.key("page"); json.append(pageBytes); json.field("pageNumber", page.pageNumber)
        json.field("rubric", article.rubric); json.field("subheadlines", article.subheadlines)
        json.endObject()
    }
}
