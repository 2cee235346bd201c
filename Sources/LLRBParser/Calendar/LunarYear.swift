/// One lunar year of the embedded table, unpacked: where it starts and how its months run.
struct LunarYear: Sendable {
    /// The Gregorian year in which this lunar year's 正月初一 falls.
    let year: Int
    /// Days since 1970-01-01 of 正月初一.
    let firstDay: Int
    /// The month followed by a leap month (闰), or nil in a year of 12 months.
    let leapMonth: Int?
    private let longMonths: UInt32

    /// Nil outside the table.
    init?(_ year: Int) {
        let index = year - LunarYearTable.firstYear
        guard LunarYearTable.words.indices.contains(index) else { return nil }
        let word = LunarYearTable.words[index]
        self.year = year
        firstDay = GregorianDate.dayNumber(year: year, month: 1, day: 1) + Int(word & 0x3F)
        longMonths = (word >> 6) & 0x1FFF
        let leap = Int((word >> 19) & 0xF)
        leapMonth = leap == 0 ? nil : leap
    }

    /// 12, or 13 with a leap month.
    var monthCount: Int { leapMonth == nil ? 12 : 13 }

    /// The 干支 name of the year, e.g. `庚子` for 2020.
    var stemBranch: String { StemBranch.name(ofYear: year) }

    /// 29 or 30: the length of the month at `position` (0-based, a leap month counted in place).
    func length(ofMonthAt position: Int) -> Int {
        longMonths & (1 << UInt32(position)) != 0 ? 30 : 29
    }

    /// The month number and leap flag of the month at `position`.
    func month(at position: Int) -> (month: Int, isLeap: Bool) {
        guard let leapMonth, position >= leapMonth else { return (position + 1, false) }
        return position == leapMonth ? (leapMonth, true) : (position, false)
    }

    /// The position of a month in the year, or nil when the year has no such month
    /// (a leap flag on a month that is not leap this year).
    func position(ofMonth month: Int, isLeap: Bool) -> Int? {
        guard (1...12).contains(month) else { return nil }
        if isLeap {
            return month == leapMonth ? month : nil
        }
        guard let leapMonth, month > leapMonth else { return month - 1 }
        return month
    }

    /// Days from 正月初一 to the first day of the month at `position`.
    func daysBefore(monthAt position: Int) -> Int {
        (0..<position).reduce(0) { $0 + length(ofMonthAt: $1) }
    }

    /// The length of the whole year in days.
    var dayCount: Int { daysBefore(monthAt: monthCount) }
}
