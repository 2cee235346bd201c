/// Settles the page date from what was printed, in order of trust: a full masthead date
/// (cross-checked against lunar date and weekday), a masthead year and month completed by the
/// lunar date (or, when that cannot be read, by the day the file's name gives), a footer date;
/// then what the page's file name says, and last a date inferred from the stories.
enum DateResolver {
    struct Resolution {
        var date: String?
        var source: DateSource?
        var evidence: [DateEvidence] = []
        var warnings: [String] = []
    }

    /// `fileName`: the page file's path or name, when known (see `FileNameDate`); `leadDates`
    /// and `inferred` read the stories, only when they are needed.
    static func resolve(masthead: Masthead, footer: Footer?, fileName: String?,
                        leadDates: () -> [DateInference.LeadDate],
                        inferred: () -> DateInference.Inferred?) -> Resolution {
        let named = fileName.flatMap(FileNameDate.init(path:))
        let read = fromMasthead(masthead, named: named, leadDates: leadDates)
        // A footer's printed date outranks a masthead that gives no day of its own (`2023年4月`
        // with no lunar date, whose day was inferred from the file's name or the news leads).
        let footerDate = footer?.date.map { date in
            Resolution(date: date, source: .footer, evidence: [.footerDate(date)], warnings: disagreements(of: date, with: masthead))
        }
        let printed = read.flatMap { $0.date != nil && $0.source != .inferred || footerDate == nil ? $0 : nil } ?? footerDate
        if let printed {
            return named.map { reconcile(printed, with: $0, masthead: masthead) } ?? printed
        }
        if let named {
            let warnings = leadDisagreement(leadDates(), with: named).map { [$0] } ?? []
            return Resolution(date: named.date.iso8601, source: .inferred, evidence: [named.fact], warnings: warnings)
        }
        if let guess = inferred() {
            return Resolution(date: guess.date, source: .inferred, evidence: guess.evidence)
        }
        return Resolution()
    }

    /// Warnings when the footer's date falls outside the month the masthead prints, or on
    /// another weekday than the masthead's.
    private static func disagreements(of date: String, with masthead: Masthead) -> [String] {
        var warnings: [String] = []
        if let year = masthead.year, let month = masthead.month, !date.hasPrefix("\(year)-" + (month < 10 ? "0" : "") + "\(month)-") {
            warnings.append("the footer prints \(date), but the masthead prints \(year)年\(month)月")
        }
        if let footerDate = GregorianDate(iso8601: date), let mismatch = weekdayMismatch(masthead, footerDate) {
            warnings.append(mismatch)
        }
        return warnings
    }
}
