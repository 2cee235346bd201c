import LLRBParser

/// A page's date for a reader of the web pages: the day and weekday, then how llrb knows it in
/// Chinese (printed, rebuilt from the lunar date, from the footer, or inferred) and the
/// evidence, since an inferred date must never pass for a printed one.
enum DateLine {
    static func text(_ masthead: Page) -> String {
        guard let date = masthead.date else { return "日期不详：版面上没有可据以确定日期的内容" }
        var line = date
        if let weekday = Weekday.of(isoDate: date) ?? masthead.weekday { line += " " + Weekday.name(weekday) }
        if let source = masthead.dateSource { line += " · " + describe(source) }
        if !masthead.dateEvidence.isEmpty { line += "（" + masthead.dateEvidence.map(WebDateEvidenceWording.chinese).joined(separator: "；") + "）" }
        return line
    }

    /// `第9895期 · 今日8版 · 农历…`, or that the page prints no masthead.
    static func masthead(_ masthead: Page) -> String {
        let parts = MastheadFormatter.printedParts(masthead)
        return parts.isEmpty ? "版面未印报头" : parts.joined(separator: " · ")
    }

    /// `第15–23行`: where on its page file a text stands.
    static func lines(_ lines: SourceLines) -> String {
        lines.first == lines.last ? "第\(lines.first)行" : "第\(lines.first)–\(lines.last)行"
    }

    private static func describe(_ source: DateSource) -> String {
        switch source {
        case .printed: "报头印出"
        case .lunar: "由报头的农历日期推得"
        case .footer: "取自版面页脚"
        case .inferred: "推断所得，版面未印出"
        }
    }
}
