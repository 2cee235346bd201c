/// Conversion between Gregorian days and the Chinese lunisolar calendar (农历).
///
/// Answers from an embedded month table computed at development time by the rule of
/// GB/T 33661-2017 (tools/lunar/), so results do not depend on the platform's ICU, which
/// misplaces some leap months and answers day 0 on 2057-09-28.
public enum LunarCalendar {
    /// The Gregorian years this calendar answers for.
    public static let supportedYears: ClosedRange<Int> = 1901...2100

    /// The lunar date of a Gregorian day; nil outside `supportedYears`.
    public static func lunarDate(for date: GregorianDate) -> LunarDate? {
        guard supportedYears.contains(date.year) else { return nil }
        let day = date.dayNumber
        guard let lunarYear = [date.year, date.year - 1].lazy.compactMap(LunarYear.init)
            .first(where: { $0.firstDay <= day }) else { return nil }
        var remaining = day - lunarYear.firstDay
        for position in 0..<lunarYear.monthCount {
            let length = lunarYear.length(ofMonthAt: position)
            if remaining < length {
                let month = lunarYear.month(at: position)
                return LunarDate(year: lunarYear.stemBranch, month: month.month,
                                 isLeapMonth: month.isLeap, day: remaining + 1)
            }
            remaining -= length
        }
        return nil
    }

    /// Every Gregorian day in the given Gregorian year (and month, if given) whose lunar date is
    /// `lunar`: year stem-branch, month, leap flag and day must all agree.
    ///
    /// A masthead that prints only `2020年3月` and `农历庚子年二月二十` names one day; this finds it.
    /// Empty when no such day exists (a 闰 month in a year without it, 三十 in a 29-day month).
    public static func gregorianDates(matching lunar: LunarDate, inYear year: Int, month: Int?) -> [GregorianDate] {
        guard supportedYears.contains(year) else { return [] }
        return [year - 1, year].compactMap { candidate -> GregorianDate? in
            guard let lunarYear = LunarYear(candidate), lunarYear.stemBranch == lunar.year,
                  let position = lunarYear.position(ofMonth: lunar.month, isLeap: lunar.isLeapMonth),
                  (1...lunarYear.length(ofMonthAt: position)).contains(lunar.day) else { return nil }
            let day = lunarYear.firstDay + lunarYear.daysBefore(monthAt: position) + lunar.day - 1
            return GregorianDate(dayNumber: day)
        }.filter { $0.year == year && (month == nil || $0.month == month) }
    }
}
