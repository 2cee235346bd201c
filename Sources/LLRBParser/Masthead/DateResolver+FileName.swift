/// What the page prints against what its file's name says: the print wins, and a name that
/// says otherwise is a misfiled page or a misread masthead, either worth a warning; a masthead
/// that prints year and month but gives no day takes the day from a name that agrees with it.
/// A page that prints no date is checked against its stories instead (`leadDisagreement`).
extension DateResolver {
    /// How far before the paper's day a news lead's date may lie: a lead reports what happened
    /// that day or in the days before, so one dated later, or weeks earlier, suggests a name
    /// given for another reason (the day the page was scanned).
    static let leadWindowDays = 31

    /// A warning when the latest date in the page's news leads does not fall in the
    /// `leadWindowDays` up to the day the file name gives (read in that day's year, or the year
    /// before for a lead of a later month: December's news in a January paper).
    static func leadDisagreement(_ guess: DateInference.Inferred, with named: FileNameDate) -> String? {
        let year = guess.leadMonth > named.date.month ? named.date.year - 1 : named.date.year
        guard let lead = GregorianDate(year: year, month: guess.leadMonth, day: guess.leadDay) else { return nil }
        let daysBefore = named.date.dayNumber - lead.dayNumber
        guard daysBefore < 0 || daysBefore > leadWindowDays else { return nil }
        let printed = "\(guess.leadMonth)月\(guess.leadDay)日 (line \(guess.leadLine))"
        return "\(named.evidence), but the latest date in a news lead is \(printed), "
            + (daysBefore < 0 ? "after that day" : "\(daysBefore) days before it")
    }

    static func reconcile(_ printed: Resolution, with named: FileNameDate, masthead: Masthead) -> Resolution {
        var resolution = printed
        if let date = printed.date {
            if named.date.iso8601 != date {
                resolution.warnings.append("\(named.evidence), but the page prints \(date)")
            }
            return resolution
        }
        guard let year = masthead.year, let month = masthead.month else { return resolution }
        guard (named.date.year, named.date.month) == (year, month) else {
            resolution.warnings.append("\(named.evidence), but the masthead prints \(year)年\(month)月")
            return resolution
        }
        resolution.date = named.date.iso8601
        resolution.source = .inferred
        resolution.evidence = ["masthead prints \(year)年\(month)月", named.evidence]
        if let weekday = masthead.weekday, weekday != named.date.isoWeekday {
            resolution.warnings.append("the masthead prints 星期\(weekdayName(weekday)), but \(named.date.iso8601) is a 星期\(weekdayName(named.date.isoWeekday))")
        }
        return resolution
    }
}
