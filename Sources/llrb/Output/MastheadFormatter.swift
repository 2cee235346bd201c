import Foundation
import LLRBParser

/// A page's masthead in words, for `llrb parse` and `llrb show --issue` (the issue's best dated
/// page) alike.
enum MastheadFormatter {
    /// `2020-03-13 星期五 — rebuilt from the lunar date (农历庚子年二月二十 + 2020年3月)`.
    static func dateLine(_ masthead: Page) -> String {
        guard let date = masthead.date else { return "no date: nothing on the page supports one" }
        var line = date
        if let weekday = Weekday.of(isoDate: date) ?? masthead.weekday {
            line += " " + Weekday.name(weekday)
        }
        if let source = masthead.dateSource {
            line += " — " + describe(source)
        }
        if !masthead.dateEvidence.isEmpty {
            line += " (" + masthead.dateEvidence.map(DateEvidenceWording.english).joined(separator: "; ") + ")"
        }
        return line
    }

    /// `第9895期 · 今日8版 · 农历庚子年二月二十 · CN14-0028 · 邮发代号21-28`, only what is known.
    static func details(_ masthead: Page) -> String {
        let parts = printedParts(masthead)
        return parts.isEmpty ? "no masthead printed" : parts.joined(separator: " · ")
    }

    /// What the masthead printed besides its date, each as the paper prints it; empty when the
    /// page prints no masthead.
    static func printedParts(_ masthead: Page) -> [String] {
        var parts: [String] = []
        if let number = masthead.issueNumber { parts.append("第\(number)期") }
        if let pages = masthead.pageCount { parts.append("今日\(pages)版") }
        if let lunar = masthead.lunarDate { parts.append("农历" + lunar) }
        if let serial = masthead.serialNumber { parts.append(serial) }
        if let postal = masthead.postalCode { parts.append("邮发代号" + postal) }
        return parts
    }

    static func describe(_ source: DateSource) -> String {
        switch source {
        case .printed: "printed on the masthead"
        case .lunar: "day rebuilt from the printed lunar date"
        case .footer: "from the page footer"
        case .inferred: "inferred, not printed"
        }
    }
}

/// ISO weekdays (1 = Monday) and their Chinese names.
enum Weekday {
    static func name(_ weekday: Int) -> String {
        let names = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
        return names.indices.contains(weekday - 1) ? names[weekday - 1] : "星期?"
    }

    /// The weekday of a `YYYY-MM-DD` date, computed (not as printed).
    static func of(isoDate: String) -> Int? {
        let parts = isoDate.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        guard let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else {
            return nil
        }
        let sundayFirst = calendar.component(.weekday, from: date)
        return (sundayFirst + 5) % 7 + 1
    }
}
