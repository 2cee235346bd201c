/// Settles the page date from what was printed, in order of trust: a full masthead date
/// (cross-checked against lunar date and weekday), a masthead year and month completed by the
/// lunar date, a footer date, and last a date inferred from the stories.
enum DateResolver {
    struct Resolution {
        var date: String?
        var source: DateSource?
        var evidence: [String] = []
        var warnings: [String] = []
    }

    static func resolve(masthead: Masthead, footer: Footer?, inferred: () -> DateInference.Inferred?) -> Resolution {
        if let resolution = fromMasthead(masthead) {
            return resolution
        }
        if let date = footer?.date {
            return Resolution(date: date, source: .footer, evidence: ["page footer prints \(date)"])
        }
        if let guess = inferred() {
            return Resolution(date: guess.date, source: .inferred, evidence: guess.evidence)
        }
        return Resolution()
    }
}
