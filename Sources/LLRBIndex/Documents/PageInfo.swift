import LLRBParser

/// Every page-level field of a parsed `Page` (all but its articles), stored with each article so
/// that `show --json` can carry everything `parse --json` has.
public struct PageInfo: Codable, Hashable, Sendable {
    public var date: String?
    public var dateSource: DateSource?
    public var dateEvidence: [String]
    public var issueNumber: Int?
    public var lunarDate: String?
    public var lunar: LunarDate?
    public var weekday: Int?
    public var pageCount: Int?
    public var pageNumber: Int?
    public var serialNumber: String?
    public var postalCode: String?
    public var mastheadLines: SourceLines?
    /// Every caption on the page, including those attached to an article.
    public var captions: [Caption]
    public var footer: Footer?
    public var noise: [NoiseLine]
    public var warnings: [String]

    public init(_ page: Page) {
        date = page.date
        dateSource = page.dateSource
        dateEvidence = page.dateEvidence
        issueNumber = page.issueNumber
        lunarDate = page.lunarDate
        lunar = page.lunar
        weekday = page.weekday
        pageCount = page.pageCount
        pageNumber = page.pageNumber
        serialNumber = page.serialNumber
        postalCode = page.postalCode
        mastheadLines = page.mastheadLines
        captions = page.captions
        footer = page.footer
        noise = page.noise
        warnings = page.warnings
    }
}
