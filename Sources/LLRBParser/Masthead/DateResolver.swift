/// Settles the page date from what was printed, in order of trust: a full masthead date
/// (cross-checked against lunar date and weekday), a masthead year and month completed by the
/// lunar date, a footer date; then what the page's file name says, and last a date inferred
/// from the stories.
enum DateResolver {
    struct Resolution {
        var date: String?
        var source: DateSource?
        var evidence: [String] = []
        var warnings: [String] = []
    }

    /// `fileName`: the page file's path or name, when known (see `FileNameDate`).
    static func resolve(masthead: Masthead, footer: Footer?, fileName: String?,
                        inferred: () -> DateInference.Inferred?) -> Resolution {
        let named = fileName.flatMap(FileNameDate.init(path:))
        var resolution: Resolution
        if let fromMasthead = fromMasthead(masthead) {
            resolution = fromMasthead
        } else if let date = footer?.date {
            resolution = Resolution(date: date, source: .footer, evidence: ["page footer prints \(date)"])
        } else if let named {
            return Resolution(date: named.date.iso8601, source: .inferred, evidence: ["the file name \(named.name) gives \(named.date.iso8601)"])
        } else if let guess = inferred() {
            return Resolution(date: guess.date, source: .inferred, evidence: guess.evidence)
        } else {
            return Resolution()
        }
        // What the page prints wins; a file name that says otherwise is a misfiled page or a
        // misread masthead, either worth a look.
        if let printed = resolution.date, let named, named.date.iso8601 != printed {
            resolution.warnings.append("the file name \(named.name) gives \(named.date.iso8601), but the page prints \(printed)")
        }
        return resolution
    }
}
