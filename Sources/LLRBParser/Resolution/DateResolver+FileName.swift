/// What the page prints against what its file's name says: the print wins, and a name that
/// says otherwise is a misfiled page or a misread masthead, either worth a warning. A page that
/// prints no date takes the name's day and is checked against its news leads instead.
extension DateResolver {
    /// How far before the paper's day a news lead's date may lie: a lead reports what happened
    /// that day or in the days before, so one dated later, or weeks earlier, suggests a name
    /// given for another reason (the day the page was scanned).
    static let leadWindowDays = 31

    static func reconcile(_ printed: Resolution, with named: FileNameDate, masthead: Masthead) -> Resolution {
        var resolution = printed
        if let date = printed.date {
            if named.date.iso8601 != date {
                resolution.warnings.append("\(named.warningWords), but the page prints \(date)")
            }
        } else if let year = masthead.year, let month = masthead.month, (named.date.year, named.date.month) != (year, month) {
            resolution.warnings.append("\(named.warningWords), but the masthead prints \(year)年\(month)月")
        }
        return resolution
    }

    /// A masthead of year and month whose lunar date cannot give the day: a name of that month does.
    static func day(from named: FileNameDate, year: Int, month: Int, masthead: Masthead, warnings: [String]) -> Resolution? {
        guard (named.date.year, named.date.month) == (year, month) else { return nil }
        return Resolution(date: named.date.iso8601, source: .inferred, evidence: [.mastheadMonth(year: year, month: month), named.fact],
                          warnings: warnings + [weekdayMismatch(masthead, named.date)].compactMap { $0 })
    }

    /// A warning when the page's latest news-lead date does not fall in the `leadWindowDays` up
    /// to the day the name gives. Each lead is read in that day's year, or the year before for
    /// a later month (December's news in a January paper); a day that does not exist (an OCR
    /// misreading) says nothing either way.
    static func leadDisagreement(_ leads: [DateInference.LeadDate], with named: FileNameDate) -> String? {
        let dated = leads.compactMap { lead in
            GregorianDate(year: named.date.year - (lead.month > named.date.month ? 1 : 0), month: lead.month, day: lead.day)
                .map { (date: $0, lead: lead) }
        }
        guard let latest = dated.max(by: { $0.date < $1.date }) else { return nil }
        let daysBefore = named.date.dayNumber - latest.date.dayNumber
        guard daysBefore < 0 || daysBefore > leadWindowDays else { return nil }
        return "\(named.warningWords), but the latest date in a news lead is \(latest.lead.printed), "
            + (daysBefore < 0 ? "after that day" : "\(daysBefore) days before it")
    }
}
