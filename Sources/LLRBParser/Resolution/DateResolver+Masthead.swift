/// The masthead's date: printed in full (then cross-checked), or year and month completed by
/// the lunar date and weekday, or by the day of a file name of that month when no lunar date
/// can be read, or else by the weekday and the news leads' latest date (inferred). Disagreements
/// become warnings; nothing is silently corrected.
extension DateResolver {
    static func fromMasthead(_ masthead: Masthead, named: FileNameDate?, leadDates: () -> [DateInference.LeadDate]) -> Resolution? {
        guard let year = masthead.year, let month = masthead.month else { return nil }
        let lunar = masthead.lunarPrinted.flatMap(LunarDate.init(printed:))
        var warnings: [String] = []
        if masthead.lunarPrinted != nil, lunar == nil {
            warnings.append("masthead lunar date 农历\(masthead.lunarPrinted ?? "") could not be read")
        }
        if let day = masthead.day {
            guard let date = GregorianDate(year: year, month: month, day: day) else {
                return Resolution(warnings: warnings + ["masthead date \(year)年\(month)月\(day)日 does not exist"])
            }
            warnings += crossCheck(date, masthead: masthead, lunar: lunar)
            return Resolution(date: date.iso8601, source: .printed, evidence: [.mastheadDay(year: year, month: month, day: day)], warnings: warnings)
        }
        guard let lunar, let printed = masthead.lunarPrinted else {
            if let named, let resolution = day(from: named, year: year, month: month, masthead: masthead, warnings: warnings) {
                return resolution
            }
            if let resolution = dayAfterLeads(leadDates(), year: year, month: month, masthead: masthead, warnings: warnings) {
                return resolution
            }
            return Resolution(warnings: warnings + ["masthead prints only \(year)年\(month)月 and no readable lunar date: the day is unknown"])
        }
        let matches = LunarCalendar.gregorianDates(matching: lunar, inYear: year, month: month)
        var evidence: [DateEvidence] = [.mastheadMonth(year: year, month: month), .lunarDate(printed)]
        guard let first = matches.first else {
            return Resolution(warnings: warnings + ["农历\(printed) falls in no day of \(year)年\(month)月: the masthead disagrees with itself"])
        }
        var chosen = first
        if let weekday = masthead.weekday {
            evidence.append(.weekday(weekday))
            if let fitting = matches.first(where: { $0.isoWeekday == weekday }) {
                chosen = fitting
            } else {
                warnings.append("masthead weekday 星期\(weekdayName(weekday)) does not fit 农历\(printed) = \(first.iso8601) (星期\(weekdayName(first.isoWeekday)))")
            }
        }
        return Resolution(date: chosen.iso8601, source: .lunar, evidence: evidence, warnings: warnings)
    }

    /// `2023年4月` and `星期五` with no lunar date: a paper reports yesterday's news, so the page
    /// is the first day of that weekday after the latest `M月D日` its news leads report in that
    /// month, when one falls within the week and the month (`4月13日` gives 2023-04-14), as an
    /// undated page is dated the day after its latest news (`DateInference`).
    /// Inferred, with what it was inferred from.
    private static func dayAfterLeads(
        _ leads: [DateInference.LeadDate], year: Int, month: Int, masthead: Masthead, warnings: [String]
    ) -> Resolution? {
        guard let weekday = masthead.weekday,
              let latest = leads.filter({ $0.month == month }).max(by: { $0.day < $1.day }),
              let date = (latest.day + 1...latest.day + 7).lazy.compactMap({ GregorianDate(year: year, month: month, day: $0) })
                  .first(where: { $0.isoWeekday == weekday })
        else { return nil }
        let evidence: [DateEvidence] = [.mastheadMonth(year: year, month: month), .weekday(weekday), .latestNewsLead(latest.fact)]
        return Resolution(date: date.iso8601, source: .inferred, evidence: evidence, warnings: warnings)
    }

    private static func crossCheck(_ date: GregorianDate, masthead: Masthead, lunar: LunarDate?) -> [String] {
        var warnings = [weekdayMismatch(masthead, date)].compactMap { $0 }
        if let lunar, let actual = LunarCalendar.lunarDate(for: date), actual != lunar {
            warnings.append("masthead lunar date 农历\(lunar.printed) does not fit \(date.iso8601) (农历\(actual.printed))")
        }
        return warnings
    }

    static func weekdayMismatch(_ masthead: Masthead, _ date: GregorianDate) -> String? {
        guard let weekday = masthead.weekday, weekday != date.isoWeekday else { return nil }
        return "masthead weekday 星期\(weekdayName(weekday)) does not fit \(date.iso8601) (星期\(weekdayName(date.isoWeekday)))"
    }

    static func weekdayName(_ weekday: Int) -> String {
        DateEvidence.weekdayNames[max(1, min(7, weekday)) - 1]
    }
}
