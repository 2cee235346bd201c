import LLRBIndex
import LLRBParser

/// One line of `export --format jsonl`: the article as `show ID --json` gives it (`ArticleJSON`,
/// with no continuation ids), but for its `page`, which holds only what says when and where the
/// article ran (`pageFields`: date and how it was known, issue, page number, the masthead's
/// facts, the page's warnings) and leaves out the page's own furniture, the same for every
/// article on it and a third of the file when repeated: its noise lines, footer and captions
/// (`show --issue N --json` has them). Every line stands alone, so a line can be read, split
/// or filtered without another. Written as bytes, the fields of `ArticleDescription` in their
/// names' byte order; the articles of a page share its page object, so its bytes are made once
/// per page and copied for each.
struct ArticleLine {
    private var lastPage: Page?
    private var pageBytes = JSONBytes(capacity: 1 << 10)
    private let fields: [ArticleField]

    init(description: ArticleDescription = .standard) {
        fields = description.fieldsByName.filter(\.isShown)
    }

    /// The page fields a line's `page` has: all but the page's furniture (its footer, photo
    /// captions and noise lines), which are not the article's.
    static let pageFields = JSONBytes.pageFieldsByKey.filter { field in
        switch field.value {
        case .footer, .captions, .noise: false
        case .text, .dateSource, .number, .lunar, .lines, .texts, .dateEvidence, .scan, .articles: true
        }
    }

    /// Appends the record's JSON object to `json`, without a line feed; `corrections`: the
    /// readers' corrections that hold in it, as `show ID --json` lists them.
    mutating func write(_ record: ArticleRecord, corrections: [CorrectionNote] = [], into json: inout JSONBytes) throws {
        var record = record
        if record.page != lastPage {
            pageBytes.removeAll()
            pageBytes.page(record.page, only: Self.pageFields)
            lastPage = record.page
        }
        json.beginObject()
        for field in fields {
            json.key(named: field.name)
            guard case .derived(let derived) = field.value else {
                _ = json.storedValue(field.value, of: &record)
                continue
            }
            switch derived {
            case .page: json.append(pageBytes)
            case .continuedToId, .continuedFromId: json.null()
            case .corrections: corrections.isEmpty ? json.raw("[]") : json.value(try JSONTreeEncoder.encode(corrections))
            case .authors: json.strings(record.creditedNames)
            case .year: json.number(record.year)
            case .region: json.region(record.region)
            }
        }
        json.endObject()
    }
}
