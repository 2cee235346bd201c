import LLRBIndex
import LLRBViews

/// `llrb offices [TITLE] [--place PLACE]`: who the paper names in each office of 吕梁 and its
/// divisions, in order, with the first and last dates it names each so and the articles that
/// show it: terms as printed, gaps and overlaps left as the paper shows them.
enum OfficesCommand: Command {
    static let place = OptionSpec.value("place", "PLACE", "only the offices of this place: 吕梁 (the city), 汾阳, 临县 …")
    static let json = OptionSpec.flag("json", "print {offices: [{office, place, title, holders: [{name, first, last, articles, firstArticle, lastArticle, overlaps, gapDays, gapSince, gapIssues, actingFirst, actingLast}]}]}")
    static let csv = OptionSpec.flag("csv", "print one row per holder: office, name, first and last date, articles, first and last article, overlaps, the gap before them (days, since when, issues in it), the acting dates")

    static let spec = CommandSpec(
        name: "offices",
        summary: "list the holders of each office of 吕梁 and its divisions, in order, with dates",
        usage: ["[TITLE] [--place PLACE] [--json | --csv | --excel]"],
        discussion: """
        For each office the paper names (吕梁市委书记, 吕梁市长, 临县县长, 吕梁市公安局局长…): \
        everyone it names in it, by the first page date it does, with the last, how many \
        articles, and the first and last article (show or cite one with 'llrb show ID' or \
        'llrb cite ID'). For an office one person holds at a time, a holder named while the \
        one before is still named is an overlap, and days with no one named between two \
        holders a gap: both are shown as printed. TITLE is a title (市长, 县委书记) or an \
        office as written (临县县长). What is read is docs/PEOPLE.md.
        """,
        positionals: [PositionalSpec(name: "TITLE", help: "a title or an office as written, to list only it", optional: true)],
        options: [place, json, csv, OutputFormat.excel],
        examples: [
            Example(command: "llrb offices", explanation: "every office and its holders"),
            Example(command: "llrb offices 市长 --place 吕梁", explanation: "the city's mayors in order"),
            Example(command: "llrb offices 市委书记 --json", explanation: "every 市委书记 (the city's, 孝义's, 汾阳's) as JSON"),
        ],
        exitCodes: ["0  offices listed", "1  no office named (or none matches TITLE and PLACE)", "2  error (bad option, no index, damaged index)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        try OutputFormat.requireOne(of: [json, csv, OutputFormat.excel], in: arguments)
        guard arguments.positionals.count <= 1 else {
            throw CLIError.usage("give one title at a time (市长, 县委书记, 临县县长)", command: spec.name)
        }
        if let asked = arguments.value(place), !Office.isPlace(named: asked) {
            throw CLIError(message: "'\(asked)' is not one of 吕梁's places; give one of \(Office.places.joined(separator: " "))")
        }
        let index = try IndexLocation.open(for: context)
        let (offices, unread) = try index.offices(title: arguments.positionals.first, place: arguments.value(place))
        OfficeWarnings.unread(unread, context: context)
        if arguments.flag(json) {
            try context.printJSON(PeopleJSON.Offices(offices: offices))
        } else if OutputFormat.wantsCSV(csv, in: arguments) {
            let rows = offices.flatMap { office in
                office.holders.map { [office.office, $0.name, $0.first ?? "", $0.last ?? "", String($0.articles), $0.firstArticle,
                                      $0.lastArticle, $0.overlaps.joined(separator: " "), $0.gapDays.map(String.init) ?? "",
                                      $0.gapSince ?? "", $0.gapIssues.map(String.init) ?? "", $0.actingFirst ?? "", $0.actingLast ?? ""] }
            }
            let header = ["office", "name", "first", "last", "articles", "first_article", "last_article", "overlaps", "gap_days",
                          "gap_since", "gap_issues", "acting_first", "acting_last"]
            OutputFormat.csvLines(CSVTable.lines(header: header, rows: rows), in: arguments).forEach(context.output.line)
        } else if !offices.isEmpty {
            let rows = offices.flatMap { office in
                office.holders.enumerated().map { number, holder in
                    [number == 0 ? office.office : "", holder.name, holder.first ?? "undated", holder.last ?? "", String(holder.articles),
                     holder.firstArticle, note(holder)]
                }
            }
            // The note is never cut: a gap cut to `no pages betw…` says nothing.
            TableRenderer(headers: ["office", "name", "first", "last", "articles", "first article", "note"], style: context.style)
                .render(rows).forEach(context.output.line)
            let holders = offices.map(\.holders.count).reduce(0, +)
            context.output.line("\(offices.count) \(offices.count == 1 ? "office" : "offices"), \(holders) \(holders == 1 ? "holder" : "holders"); "
                                + "cite an article with 'llrb cite ID'")
        }
        guard !offices.isEmpty else {
            guard unread == 0 else { return .nothingFound }
            let which = [arguments.positionals.first, arguments.value(place).map { "of \($0)" }].compactMap { $0 }.joined(separator: " ")
            context.warn(which.isEmpty ? "no article names anyone with a title of 吕梁's offices; see docs/PEOPLE.md for what is read"
                                       : "no office \(which) is named; list the offices with 'llrb offices'")
            return .nothingFound
        }
        return .success
    }

    /// When they were acting (`acting 2020-06-05 to 2020-12-01`), then `overlaps 王立伟`, a gap as
    /// what it is (`no pages between 2020-06-05 and 2021-01-08`, `no mention between … in 12
    /// issues`), or nothing: an archive without pages says nothing of who held an office.
    private static func note(_ holder: OfficeHolder) -> String {
        var notes: [String] = []
        if let first = holder.actingFirst, let last = holder.actingLast {
            notes.append(first == last ? "acting \(first)" : "acting \(first) to \(last)")
        }
        if !holder.overlaps.isEmpty {
            notes.append("overlaps " + holder.overlaps.joined(separator: " "))
        } else {
            switch holder.gap {
            case .noPages(let since, let until)?: notes.append("no pages between \(since) and \(until)")
            case .noMention(let since, let until, let issues)?:
                notes.append("no mention between \(since) and \(until) in \(issues) \(issues == 1 ? "issue" : "issues")")
            case nil: break
            }
        }
        return notes.joined(separator: "; ")
    }
}
