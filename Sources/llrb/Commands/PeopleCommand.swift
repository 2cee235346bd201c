import LLRBIndex
import LLRBViews

/// `llrb people [NAME]`: the people the paper names with a title of 吕梁 or a division
/// (`市委书记孙大军`), or lists as present, with their offices and dates; or one person's
/// articles by date with the title printed in each.
enum PeopleCommand: Command {
    static let top = OptionSpec.value("top", "N", "list only the N most named people, or with NAME their N first articles (default: all)")
    static let sort = ListingOrder.option
    static let json = OptionSpec.flag("json", "print {people: [{name, articles, first, last, offices: [{office, place, title, articles, first, last, actingFirst, actingLast}], untitled}]}, or with NAME {name, articles: [{id, date, headline, offices}]}")
    static let csv = OptionSpec.flag("csv", "print one row per person and office (name, office, articles, first, last; an empty office counts the articles listing them untitled), or with NAME one per article (date, offices, headline, id)")

    /// The columns of a person's articles, with NAME.
    static let mentionColumns = [ArticleField.date.column, "offices", ArticleField.headline.column, ArticleField.id.column]

    static let spec = CommandSpec(
        name: "people",
        summary: "list the people named with the titles of 吕梁's offices, or one person's articles",
        usage: ["[NAME] [--top N] [--sort ORDER] [--json | --csv | --excel]"],
        discussion: """
        Without NAME: everyone an article names after a title of the city or one of its \
        thirteen divisions (市委书记孙大军, 市委常委、常务副市长李建国, 临县县长…) or in a list of \
        those present (出席会议的有…, 市领导…), in pinyin order as a Chinese index lists names \
        (surnames read as surnames: 曾 zēng, 单 shàn), with each office and the first and last \
        page date the paper names them so. With NAME: that person's articles by \
        date and the offices each names them in. The rule, and what it leaves out, is \
        docs/PEOPLE.md; an index built before llrb read people needs one more ingest.
        """,
        positionals: [PositionalSpec(name: "NAME", help: "a person, to list their articles", optional: true)],
        options: [top, sort, json, csv, OutputFormat.excel],
        examples: [
            Example(command: "llrb people", explanation: "everyone named with a title, in pinyin order"),
            Example(command: "llrb people --sort articles --top 10", explanation: "the ten most named, the most named first"),
            Example(command: "llrb people 孙大军", explanation: "孙大军's articles by date, with the title each prints"),
            Example(command: "llrb people --csv > people.csv", explanation: "one row per person and office, for a spreadsheet"),
        ],
        exitCodes: ["0  someone (or the person's articles) listed", "1  no one, or no article names NAME", "2  error (bad option, no index, damaged index)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        try OutputFormat.requireOne(of: [json, csv, OutputFormat.excel], in: arguments)
        guard arguments.positionals.count <= 1 else {
            throw CLIError.usage("give one name at a time (names have no spaces)", command: spec.name)
        }
        let most = try arguments.integer(top, in: 1...Int.max) ?? Int.max
        let order = try ListingOrder.chosen(in: arguments)
        let index = try IndexLocation.open(for: context)
        if let name = arguments.positionals.first {
            let (articles, unread) = try index.mentions(of: name)
            OfficeWarnings.unread(unread, context: context)
            let shown = Array(articles.prefix(most))
            let person = String(name.unicodeScalars.filter { !$0.properties.isWhitespace })
            if arguments.flag(json) {
                try context.printJSON(PeopleJSON.Person(name: person, articles: shown))
            } else if OutputFormat.wantsCSV(csv, in: arguments) {
                let rows = shown.map { [$0.date ?? "", $0.offices.joined(separator: " "), $0.headline, $0.id] }
                OutputFormat.csvLines(CSVTable.lines(header: Self.mentionColumns, rows: rows), in: arguments)
                    .forEach(context.output.line)
            } else if !articles.isEmpty {
                let rows = shown.map { [$0.date ?? "undated", $0.offices.isEmpty ? "—" : $0.offices.joined(separator: " "),
                                        $0.headline.isEmpty ? "(no headline)" : $0.headline, $0.id] }
                TableRenderer(headers: Self.mentionColumns, style: context.style,
                              fit: TableRenderer.Fit(width: context.terminal.width, column: 2))
                    .render(rows).forEach(context.output.line)
                context.output.line("\(ShownCount.text(shown.count, of: articles.count)) \(articles.count == 1 ? "article names" : "articles name") \(person)")
            }
            guard !articles.isEmpty else {
                if unread == 0 {
                    context.warn("no article names '\(person)' with a title or among those present; list the names with 'llrb people'")
                }
                return .nothingFound
            }
            return .success
        }
        let (people, unread) = try index.people()
        OfficeWarnings.unread(unread, context: context)
        let shown = order.arrange(people, top: most, articles: \.articles)
        if arguments.flag(json) {
            try context.printJSON(PeopleJSON.Listing(people: shown))
        } else if OutputFormat.wantsCSV(csv, in: arguments) {
            let rows = shown.flatMap { person in
                person.offices.map { [person.name, $0.office, String($0.articles), $0.first ?? "", $0.last ?? ""] }
                    + (person.untitled > 0 ? [[person.name, "", String(person.untitled), "", ""]] : [])
            }
            OutputFormat.csvLines(CSVTable.lines(header: ["name", "office", "articles", "first", "last"], rows: rows), in: arguments)
                .forEach(context.output.line)
        } else if !people.isEmpty {
            // An office a row, under the person's: every office whole in 80 columns, never cut.
            let rows = shown.flatMap { person in
                let offices = person.offices.isEmpty ? ["—"] : person.offices.map(\.office)
                return [[person.name, String(person.articles), person.first ?? "", person.last ?? "", offices[0]]]
                    + offices.dropFirst().map { ["", "", "", "", $0] }
            }
            TableRenderer(headers: ["name", "articles", "first", "last", "offices"], style: context.style)
                .render(rows).forEach(context.output.line)
            context.output.line("\(ShownCount.text(shown.count, of: people.count)) \(people.count == 1 ? "person" : "people") named")
        }
        guard !people.isEmpty else {
            if unread == 0 { context.warn("no article names anyone with a title of 吕梁's offices; see docs/PEOPLE.md for what is read") }
            return .nothingFound
        }
        return .success
    }
}

/// What `people` and `offices` say of an index built before llrb read people: the one line
/// that tells what to do (so an index read by none says that, not that it names no one).
enum OfficeWarnings {
    static func unread(_ articles: Int, context: CommandContext) {
        guard articles > 0 else { return }
        context.warn("\(articles) \(articles == 1 ? "article was" : "articles were") indexed before llrb read people and offices; "
                     + "run 'llrb ingest' on the same folders again to read them")
    }
}
