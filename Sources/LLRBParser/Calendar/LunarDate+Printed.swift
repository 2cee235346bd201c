extension LunarDate {
    /// Parses the text a masthead prints after 农历: `庚子年二月二十`, `癸卯年正月廿七`, `甲辰年闰二月初十`.
    ///
    /// Accepts both spellings of months 11 and 12 (`冬月`/`十一月`, `腊月`/`十二月`) and of days
    /// 20-30 (`二十七`/`廿七`/`卄七`, `三十`/`卅`), a leading `农历` (with or without a colon), a
    /// missing `年`, a trailing `日`, and spaces or line breaks that OCR put inside. Nil for anything
    /// else, including a 干支 pair that does not exist.
    public init?(printed: String) {
        var text = Substring(printed.filter { !$0.isWhitespace })
        for prefix in ["农历", "農曆"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        if text.first == ":" || text.first == "：" { text = text.dropFirst() }
        let year = String(text.prefix(2))
        guard StemBranch.position(of: year) != nil else { return nil }
        text = text.dropFirst(2)
        if text.first == "年" { text = text.dropFirst() }
        let isLeap = text.first == "闰" || text.first == "閏"
        if isLeap { text = text.dropFirst() }
        guard let monthEnd = text.firstIndex(of: "月"),
              let month = LunarNumerals.month(named: text[..<monthEnd]),
              let day = LunarNumerals.day(named: text[text.index(after: monthEnd)...]) else { return nil }
        self.init(year: year, month: month, isLeapMonth: isLeap, day: day)
    }

    /// The canonical printed form, e.g. `庚子年二月二十`, `甲辰年闰二月初十`, `己亥年腊月三十`.
    public var printed: String {
        "\(year)年\(isLeapMonth ? "闰" : "")\(LunarNumerals.monthName(month))月\(LunarNumerals.dayName(day))"
    }
}
