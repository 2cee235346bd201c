/// One OCR'd file, parsed: a page (or a whole issue) with its masthead fields, articles,
/// captions, footer and the noise set aside. JSON keys are a stable interface for scripts.
public struct Page: Codable, Hashable, Sendable {
    /// YYYY-MM-DD, or nil when nothing on the page supports a date.
    public var date: String?
    public var dateSource: DateSource?
    /// What the date rests on, in words (`农历庚子年二月二十 + 2020年3月 + 星期五`).
    public var dateEvidence: [String]
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

    public init(
        date: String? = nil,
        dateSource: DateSource? = nil,
        dateEvidence: [String] = [],
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
        warnings: [String] = []
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
    }
}
