import Foundation
import LLRBLearning
import LLRBParser

/// A publication day with everything a masthead prints about it. The lunar date comes from
/// LLRBParser's month table and is cross-checked against Foundation's Chinese calendar: days
/// where the two disagree are counted, so a generated masthead is never silently wrong.
struct IssueDate {
    let year: Int
    let month: Int
    let day: Int
    /// 1 = Monday … 7 = Sunday.
    let isoWeekday: Int
    /// `庚子年二月二十`, or nil on a day the calendar cannot name.
    let lunar: String?

    private static let monthNames = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "腊月"]
    private static let digits = Array("一二三四五六七八九十").map(String.init)
    private static let weekdayNames = ["一", "二", "三", "四", "五", "六", "日"]

    var weekdayName: String { "星期" + Self.weekdayNames[isoWeekday - 1] }

    /// The days from a start day on, one per call.
    struct Sequence {
        private var date: GregorianDate
        private let chinese: Calendar
        private let gregorian: Calendar
        /// Days on which Foundation's Chinese calendar names another lunar date than LLRBParser.
        private(set) var disagreements: [String] = []

        init(starting date: GregorianDate) {
            self.date = date
            var chinese = Calendar(identifier: .chinese)
            var gregorian = Calendar(identifier: .gregorian)
            let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
            chinese.timeZone = utc
            gregorian.timeZone = utc
            self.chinese = chinese
            self.gregorian = gregorian
        }

        mutating func next() -> IssueDate {
            let today = date
            date = date.adding(days: 1)
            let lunar = LunarCalendar.lunarDate(for: today).flatMap(IssueDate.lunarName)
            if lunar != foundationLunarName(of: today) { disagreements.append(today.iso8601) }
            return IssueDate(year: today.year, month: today.month, day: today.day, isoWeekday: today.isoWeekday, lunar: lunar)
        }

        private func foundationLunarName(of day: GregorianDate) -> String? {
            guard let noon = gregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
            else { return nil }
            let parts = chinese.dateComponents([.year, .month, .day], from: noon)
            guard let cycle = parts.year, let month = parts.month, let dayOfMonth = parts.day, (1...60).contains(cycle)
            else { return nil }
            let stems = Array("甲乙丙丁戊己庚辛壬癸")
            let branches = Array("子丑寅卯辰巳午未申酉戌亥")
            let yearName = String(stems[(cycle - 1) % 10]) + String(branches[(cycle - 1) % 12])
            return IssueDate.lunarName(LunarDate(year: yearName, month: month, isLeapMonth: parts.isLeapMonth ?? false,
                                                 day: dayOfMonth))
        }
    }

    /// `壬寅年正月二十九`, as a masthead prints it after 农历.
    static func lunarName(_ lunar: LunarDate) -> String? {
        guard (1...12).contains(lunar.month), (1...30).contains(lunar.day) else { return nil }
        return lunar.year + "年" + (lunar.isLeapMonth ? "闰" : "") + monthNames[lunar.month - 1] + dayName(lunar.day)
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
