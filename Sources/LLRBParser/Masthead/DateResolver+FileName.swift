/// What the page prints against what its file's name says: the print wins, and a name that
/// says otherwise is a misfiled page or a misread masthead, either worth a warning; a masthead
/// that prints year and month but gives no day takes the day from a name that agrees with it.
extension DateResolver {
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
