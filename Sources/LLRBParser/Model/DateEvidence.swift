/// One fact a page's date rests on, as the parser found it: what the page prints and where, or
/// what an inferred date was inferred from. Facts, not sentences: each front words them in its
/// reader's language (the CLI in English, the web reader in Chinese), so the index stores no
/// language of its own.
public enum DateEvidence: Codable, Hashable, Sendable {
    /// The masthead prints a whole day: `2020年3月13日`.
    case mastheadDay(year: Int, month: Int, day: Int)
    /// The masthead prints a year and month only: `2020年3月`.
    case mastheadMonth(year: Int, month: Int)
    /// The masthead's lunar date as printed after 农历: `庚子年二月二十`.
    case lunarDate(String)
    /// The masthead's weekday, ISO (1 = Monday … 7 = Sunday).
    case weekday(Int)
    /// The page's footer prints this day (`YYYY-MM-DD`).
    case footerDate(String)
    /// The page file's name (`20240307-04.txt`) gives this day (`YYYY-MM-DD`).
    case fileName(name: String, date: String)
    /// The latest `M月D日` in a news lead.
    case latestNewsLead(NewsLead)
    /// The year of the news lead's story: a year it prints (`2024年`), or the year after one it
    /// reviews (`2022年度民主生活会`: 2023).
    case storyYear(StoryYear)
    /// A notice on the page is signed this day (its line as printed).
    case noticeSigned(text: String, line: Int)
    /// The date is the day after the latest news, as a daily prints yesterday's.
    case dayAfterNews
    /// The front page of the same file prints this day (`YYYY-MM-DD`): an inner page is its issue's.
    case frontPage(issueNumber: Int?, mastheadLines: SourceLines?, date: String)

    /// A `M月D日` near the start of a news lead, and the line it stands on.
    public struct NewsLead: Codable, Hashable, Sendable {
        public var month: Int
        public var day: Int
        public var line: Int

        public init(month: Int, day: Int, line: Int) {
            self.month = month
            self.day = day
            self.line = line
        }
    }

    /// The year a story fixes for its news lead, and the line that says it.
    public struct StoryYear: Codable, Hashable, Sendable {
        /// The year the news is of; with `reviewed`, the year after the one printed.
        public var year: Int
        public var line: Int
        /// The story reviews `year - 1` (`2022年度`), so its news is of `year`.
        public var reviewed: Bool
        /// The lead whose year this is, when not the latest lead's.
        public var of: NewsLead?

        public init(year: Int, line: Int, reviewed: Bool = false, of lead: NewsLead? = nil) {
            self.year = year
            self.line = line
            self.reviewed = reviewed
            self.of = lead
        }
    }
}

extension DateEvidence {
    /// `星期五`: an ISO weekday (1 = Monday … 7 = Sunday) as the paper prints it, one out of
    /// that range taken as the nearest.
    public static func printedWeekday(_ weekday: Int) -> String {
        "星期" + weekdayNames[max(1, min(7, weekday)) - 1]
    }

    static let weekdayNames = ["一", "二", "三", "四", "五", "六", "日"]
}
