import Foundation

/// A publication day with everything a masthead prints about it, the lunar date computed by
/// Foundation's Chinese calendar so that every generated masthead is right.
struct IssueDate {
    let year: Int
    let month: Int
    let day: Int
    /// 1 = Monday … 7 = Sunday.
    let isoWeekday: Int
    /// `庚子年二月二十`, or nil on the rare day the calendar cannot name.
    let lunar: String?

    private static let stems = Array("甲乙丙丁戊己庚辛壬癸").map(String.init)
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥").map(String.init)
    private static let monthNames = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "腊月"]
    private static let digits = Array("一二三四五六七八九十").map(String.init)
    private static let weekdayNames = ["一", "二", "三", "四", "五", "六", "日"]

    var weekdayName: String { "星期" + Self.weekdayNames[isoWeekday - 1] }

    /// The days from `start` on, one per call, with their lunar names.
    struct Sequence {
        private var date: Date
        private let gregorian: Calendar
        private let chinese: Calendar

        init(startingAt year: Int, month: Int, day: Int) {
            var gregorian = Calendar(identifier: .gregorian)
            var chinese = Calendar(identifier: .chinese)
            let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
            gregorian.timeZone = utc
            chinese.timeZone = utc
            self.gregorian = gregorian
            self.chinese = chinese
            date = gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date()
        }

        mutating func next() -> IssueDate {
            let parts = gregorian.dateComponents([.year, .month, .day, .weekday], from: date)
            let lunarParts = chinese.dateComponents([.year, .month, .day], from: date)
            date = date.addingTimeInterval(86_400)
            let weekday = parts.weekday ?? 1
            return IssueDate(
                year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0,
                isoWeekday: weekday == 1 ? 7 : weekday - 1,
                lunar: IssueDate.lunarName(cycleYear: lunarParts.year, month: lunarParts.month,
                                           leap: lunarParts.isLeapMonth ?? false, day: lunarParts.day)
            )
        }
    }

    static func lunarName(cycleYear: Int?, month: Int?, leap: Bool, day: Int?) -> String? {
        guard let cycleYear, let month, let day, (1...60).contains(cycleYear), (1...12).contains(month),
              (1...30).contains(day) else { return nil }
        let yearName = stems[(cycleYear - 1) % 10] + branches[(cycleYear - 1) % 12]
        return yearName + "年" + (leap ? "闰" : "") + monthNames[month - 1] + dayName(day)
    }

    private static func dayName(_ day: Int) -> String {
        switch day {
        case 1...10: return "初" + digits[day - 1]
        case 11...19: return "十" + digits[day - 11]
        case 20: return "二十"
        case 21...29: return "二十" + digits[day - 21]
        default: return "三十"
        }
    }
}
