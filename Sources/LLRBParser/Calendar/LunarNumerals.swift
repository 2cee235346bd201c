/// The Chinese numerals of lunar months and days, in both the spellings mastheads use.
enum LunarNumerals {
    private static let digits: [Character] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    /// One-character tens, with their variant forms: 廿/卄 = 20, 卅/丗 = 30.
    private static let tensCharacters: [Character: Int] = ["廿": 20, "卄": 20, "卅": 30, "丗": 30]

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

    /// 1...30 for a day name: `初一` … `初十`, `十一` … `二十`, `二十一`/`廿一` … `三十`/`卅`,
    /// with or without a trailing `日`.
    static func day(named name: Substring) -> Int? {
        var name = name.last == "日" ? name.dropLast() : name
        var allowsTensPrefix = true
        if name.first == "初" {
            name = name.dropFirst()
            allowsTensPrefix = false
        } else if let first = name.first, let tens = tensCharacters[first] {
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

    /// A plain numeral (`七`, `十七`, `二十七`); the callers bound it to a month's or a day's range.
    private static func number(_ text: Substring) -> Int? {
        ChineseNumerals.value(of: text.unicodeScalars)
    }

    private static func digit(_ text: Substring) -> Int? {
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
        return ChineseNumerals.digit(scalar)
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
