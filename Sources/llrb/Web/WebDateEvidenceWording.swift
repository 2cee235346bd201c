import LLRBParser

/// A page's date evidence for the web reader's visitors: in Chinese, as its pages are, with
/// what the page prints quoted as printed (`2020年3月`, `农历庚子年二月二十`) and the file's name as
/// it is.
enum WebDateEvidenceWording {
    /// `报头印有 2020年3月`, `新闻导语中最晚的日期：3月6日（第387行）`.
    static func chinese(_ fact: DateEvidence) -> String {
        switch fact {
        case let .mastheadDay(year, month, day): "报头印有 \(year)年\(month)月\(day)日"
        case let .mastheadMonth(year, month): "报头印有 \(year)年\(month)月"
        case .lunarDate(let printed): "农历" + printed
        case .weekday(let weekday): DateEvidence.printedWeekday(weekday)
        case .footerDate(let date): "页脚印有 \(date)"
        case let .fileName(name, date): "文件名 \(name) 表示 \(date)"
        case .latestNewsLead(let lead): "新闻导语中最晚的日期：" + chinese(lead)
        case .storyYear(let year): chinese(year)
        case let .noticeSigned(text, line): "版面上一则通知落款 \(text)（第\(line)行）"
        case .dayAfterNews: "日报刊登前一天的新闻，故取最晚新闻日期的次日"
        case let .frontPage(issueNumber, mastheadLines, date):
            "同一文件的头版（" + (issueNumber.map { "第\($0)期，" } ?? "") + "报头"
                + (mastheadLines.map { "在" + DateLine.lines($0) } ?? "") + "）印有 \(date)"
        }
    }

    private static func chinese(_ lead: DateEvidence.NewsLead) -> String {
        "\(lead.month)月\(lead.day)日（第\(lead.line)行）"
    }

    private static func chinese(_ year: DateEvidence.StoryYear) -> String {
        let words = year.reviewed
            ? "同一篇报道回顾 \(year.year - 1)年度（第\(year.line)行），故为 \(year.year)年"
            : "同一篇报道写明年份 \(year.year)年（第\(year.line)行）"
        return year.of.map { "与导语\(chinese($0))同年，" + words } ?? words
    }
}
