import LLRBParser

/// A page's date evidence in English, for the terminal (`parse`, `show`) and for every JSON of a
/// page, which carries these sentences under `dateEvidence` as it always has. Here, below both
/// the JSON writers and the terminal's output, so that the two word a fact the same way.
enum DateEvidenceWording {
    /// `masthead prints 2020年3月`, `latest date in a news lead: 3月6日 (line 387)`.
    static func english(_ fact: DateEvidence) -> String {
        switch fact {
        case let .mastheadDay(year, month, day): "masthead prints \(year)年\(month)月\(day)日"
        case let .mastheadMonth(year, month): "masthead prints \(year)年\(month)月"
        case .lunarDate(let printed): "农历" + printed
        case .weekday(let weekday): DateEvidence.printedWeekday(weekday)
        case .footerDate(let date): "page footer prints \(date)"
        case let .fileName(name, date): "the file name \(name) gives \(date)"
        case .latestNewsLead(let lead): "latest date in a news lead: " + english(lead)
        case .storyYear(let year): english(year)
        case let .noticeSigned(text, line): "a notice on the page is signed \(text) (line \(line))"
        case .dayAfterNews: "dated the day after its latest news, as a daily prints yesterday's"
        case let .frontPage(issueNumber, mastheadLines, date):
            "the front page of the same file (\(issueNumber.map { "第\($0)期 " } ?? "")masthead"
                + (mastheadLines.map { ", lines \($0.first)–\($0.last)" } ?? "") + ") prints \(date)"
        }
    }

    private static func english(_ lead: DateEvidence.NewsLead) -> String {
        "\(lead.month)月\(lead.day)日 (line \(lead.line))"
    }

    private static func english(_ year: DateEvidence.StoryYear) -> String {
        let words = year.reviewed
            ? "year reviewed by the same story: \(year.year - 1)年度 (line \(year.line)), so \(year.year)"
            : "year named by the same story: \(year.year)年 (line \(year.line))"
        return year.of.map { "in the year of the news lead of \(english($0)): " + words } ?? words
    }
}
