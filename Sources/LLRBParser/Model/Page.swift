/// One OCR'd file, parsed: a page (or a whole issue) with its masthead fields, articles,
/// captions, footer and the noise set aside. JSON keys are a stable interface for scripts.
public struct Page: Codable, Hashable, Sendable {
    /// YYYY-MM-DD, or nil when nothing on the page supports a date.
    public var date: String?
    public var dateSource: DateSource?
    /// What the date rests on, as facts for a front to word (`2020年3月`, `农历庚子年二月二十`, `星期五`).
    public var dateEvidence: [DateEvidence]
    /// 第N期.
    public var issueNumber: Int?
    /// The lunar date as printed after 农历, e.g. `庚子年二月二十`.
    public var lunarDate: String?
    /// The lunar date as structured data.
    public var lunar: LunarDate?
    /// ISO weekday as printed (1 = Monday … 7 = Sunday).
    public var weekday: Int?
    /// 今日N版.
    public var pageCount: Int?
    /// The page number of this page within its issue, where printed or inferable.
    public var pageNumber: Int?
    /// 国内统一刊号, e.g. `CN14-0028`.
    public var serialNumber: String?
    /// 邮发代号, e.g. `21-28`.
    public var postalCode: String?
    /// The lines the masthead was read from.
    public var mastheadLines: SourceLines?
    public var articles: [Article]
    /// Every caption on the page, including those attached to an article.
    public var captions: [Caption]
    public var footer: Footer?
    public var noise: [NoiseLine]
    /// Disagreements and doubts found while parsing (a weekday that does not fit the date …).
    public var warnings: [String]
    /// The page's scan, when an ingest found one beside its file.
    public var scan: PageScan?

    public init(
        date: String? = nil,
        dateSource: DateSource? = nil,
        dateEvidence: [DateEvidence] = [],
        issueNumber: Int? = nil,
        lunarDate: String? = nil,
        lunar: LunarDate? = nil,
        weekday: Int? = nil,
        pageCount: Int? = nil,
        pageNumber: Int? = nil,
        serialNumber: String? = nil,
        postalCode: String? = nil,
        mastheadLines: SourceLines? = nil,
        articles: [Article] = [],
        captions: [Caption] = [],
        footer: Footer? = nil,
        noise: [NoiseLine] = [],
        warnings: [String] = [],
        scan: PageScan? = nil
    ) {
        self.date = date
        self.dateSource = dateSource
        self.dateEvidence = dateEvidence
        self.issueNumber = issueNumber
        self.lunarDate = lunarDate
        self.lunar = lunar
        self.weekday = weekday
        self.pageCount = pageCount
        self.pageNumber = pageNumber
        self.serialNumber = serialNumber
        self.postalCode = postalCode
        self.mastheadLines = mastheadLines
        self.articles = articles
        self.captions = captions
        self.footer = footer
        self.noise = noise
        self.warnings = warnings
        self.scan = scan
    }
}

extension Page {
    /// One field of a page: its name, which is its property's and its JSON key, and where its
    /// value is. `Page.fields` lists every stored property, so that the index's record codec and
    /// the CLI's JSON writers iterate it instead of naming the fields again: a field added to
    /// `Page` and to this list is stored, shown and exported with nothing else to edit (a test
    /// holds the list to the properties).
    public struct Field: Sendable {
        public let name: String
        public let value: Value

        init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// A field's value by its kind, with the key path to it. A field of a kind not here yet is
    /// a new case, which every switch over the kinds must then handle.
    public enum Value: Sendable {
        case text(WritableKeyPath<Page, String?> & Sendable)
        case dateSource(WritableKeyPath<Page, DateSource?> & Sendable)
        case number(WritableKeyPath<Page, Int?> & Sendable)
        case lunar(WritableKeyPath<Page, LunarDate?> & Sendable)
        case lines(WritableKeyPath<Page, SourceLines?> & Sendable)
        case footer(WritableKeyPath<Page, Footer?> & Sendable)
        case texts(WritableKeyPath<Page, [String]> & Sendable)
        case dateEvidence(WritableKeyPath<Page, [DateEvidence]> & Sendable)
        case captions(WritableKeyPath<Page, [Caption]> & Sendable)
        case noise(WritableKeyPath<Page, [NoiseLine]> & Sendable)
        case scan(WritableKeyPath<Page, PageScan?> & Sendable)
        case articles(WritableKeyPath<Page, [Article]> & Sendable)
    }

    /// Every stored property of a page, in declaration order.
    public static let fields: [Field] = [
        Field("date", .text(\.date)),
        Field("dateSource", .dateSource(\.dateSource)),
        Field("dateEvidence", .dateEvidence(\.dateEvidence)),
        Field("issueNumber", .number(\.issueNumber)),
        Field("lunarDate", .text(\.lunarDate)),
        Field("lunar", .lunar(\.lunar)),
        Field("weekday", .number(\.weekday)),
        Field("pageCount", .number(\.pageCount)),
        Field("pageNumber", .number(\.pageNumber)),
        Field("serialNumber", .text(\.serialNumber)),
        Field("postalCode", .text(\.postalCode)),
        Field("mastheadLines", .lines(\.mastheadLines)),
        Field("articles", .articles(\.articles)),
        Field("captions", .captions(\.captions)),
        Field("footer", .footer(\.footer)),
        Field("noise", .noise(\.noise)),
        Field("warnings", .texts(\.warnings)),
        Field("scan", .scan(\.scan)),
    ]

    /// The page's own fields, its articles left out: what the index stores once for all of them.
    public var withoutArticles: Page {
        var page = self
        page.articles = []
        return page
    }
}
