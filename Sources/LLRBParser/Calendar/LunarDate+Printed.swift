extension LunarDate {
    /// Parses the text a masthead prints after 农历: `庚子年二月二十`, `癸卯年正月廿七`, `甲辰年闰二月初十`.
    ///
    /// Accepts both spellings of months 11 and 12 (`冬月`/`十一月`, `腊月`/`十二月`) and of days
    /// 20-30 (`二十七`/`廿七`, `三十`/`卅`), a leading `农历`, a missing `年`, and spaces or line
    /// breaks that OCR put inside. Nil for anything else, including a 干支 pair that does not exist.
    public init?(printed: String) {
        var text = Substring(printed.filter { !$0.isWhitespace })
        for prefix in ["农历", "農曆"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
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

/// The Chinese numerals of lunar months and days, in both the spellings mastheads use.
enum LunarNumerals {
    private static let digits: [Character] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]

    /// 1...12 for the text before 月: `正`, `二` … `十`, `十一`/`冬`, `十二`/`腊`.
    static func month(named name: Substring) -> Int? {
        switch name {
        case "正", "元": return 1
        case "冬": return 11
        case "腊", "臘": return 12
        default:
            guard let number = number(name), (1...12).contains(number) else { return nil }
            return number
        }
    }

    /// 1...30 for a day name: `初一` … `初十`, `十一` … `二十`, `二十一`/`廿一` … `三十`/`卅`.
    static func day(named name: Substring) -> Int? {
        var name = name
        var allowsTensPrefix = true
        if name.first == "初" {
            name = name.dropFirst()
            allowsTensPrefix = false
        } else if name.first == "廿" || name.first == "卅" {
            let tens = name.first == "廿" ? 20 : 30
            let rest = name.dropFirst()
            guard !rest.isEmpty else { return tens }
            guard let unit = digit(rest), unit < 10, tens + unit <= 30 else { return nil }
            return tens + unit
        }
        guard let number = number(name), (1...30).contains(number),
              allowsTensPrefix ? number > 10 : number <= 10 else { return nil }
        return number
    }

    static func monthName(_ month: Int) -> String {
        switch month {
        case 1: "正"
        case 11: "冬"
        case 12: "腊"
        default: spelled(month)
        }
    }

    static func dayName(_ day: Int) -> String {
        day <= 10 ? "初" + spelled(day) : spelled(day)
    }

    /// 1...39 in plain numerals: `七`, `十`, `十七`, `二十`, `二十七`, `三十`.
    private static func number(_ text: Substring) -> Int? {
        let characters = Array(text)
        switch characters.count {
        case 1:
            return digit(text)
        case 2 where characters[0] == "十":
            return digit(text.dropFirst()).flatMap { $0 < 10 ? 10 + $0 : nil }
        case 2 where characters[1] == "十":
            return digit(text.prefix(1)).flatMap { (2...3).contains($0) ? $0 * 10 : nil }
        case 3 where characters[1] == "十":
            guard let tens = digit(text.prefix(1)), (2...3).contains(tens),
                  let unit = digit(text.suffix(1)), unit < 10 else { return nil }
            return tens * 10 + unit
        default:
            return nil
        }
    }

    private static func digit(_ text: Substring) -> Int? {
        guard text.count == 1, let character = text.first,
              let index = digits.firstIndex(of: character) else { return nil }
        return index + 1
    }

    private static func spelled(_ number: Int) -> String {
        let tens = number / 10, unit = number % 10
        let unitName = unit == 0 ? "" : String(digits[unit - 1])
        switch tens {
        case 0: return unitName
        case 1: return "十" + unitName
        default: return String(digits[tens - 1]) + "十" + unitName
        }
    }
}
