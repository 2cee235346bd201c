import LLRBIndex
import LLRBViews

/// `llrb authors [NAME]`: the people the archive credits — reporters, correspondents,
/// photographers — with how much and when; or one person's articles by date.
enum AuthorsCommand: Command {
    static let top = OptionSpec.value("top", "N", "list only the N most credited people (default: everyone)")
    static let sort = ListingOrder.option
    static let role = OptionSpec.value("role", "ROLE", "only credits in this role: 记者, 通讯员, 摄影, 作者 (a name printed alone), 提供 …")
    static let json = OptionSpec.flag("json", "print {authors: [{name, roles, articles, first, last}]}, or with NAME {name, articles: [{name, role, id, date, issueNumber, headline}]}")

    static let spec = CommandSpec(
        name: "authors",
        summary: "list the people named in bylines and photo credits, or one person's articles",
        usage: ["[NAME] [--top N] [--sort ORDER] [--role ROLE] [--json]"],
        discussion: """
        Without NAME: everyone an article credits in a byline (本报记者 王涛, 本报讯（记者 王涛 \
        李雅萍）, □ 王涛, （王涛）) or a photo credit (王涛 摄), with their roles, how many \
        articles credit them and the first and last page date, in pinyin order (surnames read \
        as surnames) or with --sort articles the most credited first. One \
        person is one name whatever form the byline took: 本报记者 and 记者 are one role, \
        OCR's spaces inside a name (康 桂 芳) are dropped. Only names the parser read as \
        bylines or credits are listed; it leaves out what it doubts rather than guess.
        With NAME: that person's articles by date, with the role they had in each.
        """,
        positionals: [PositionalSpec(name: "NAME", help: "a person, to list their articles", optional: true)],
        options: [top, sort, role, json],
        examples: [
            Example(command: "llrb authors", explanation: "everyone credited, in pinyin order"),
            Example(command: "llrb authors --role 摄影 --top 5 --sort articles", explanation: "the five most credited photographers, the most credited first"),
            Example(command: "llrb authors 王涛", explanation: "王涛's articles by date"),
            Example(command: "llrb authors 李雅萍 --json", explanation: "李雅萍's articles, as JSON"),
        ],
        exitCodes: ["0  someone (or the person's articles) listed", "1  no one, or no article credits NAME", "2  error (bad option, no index, damaged index)"])

    /// `authors --json`; the keys are part of llrb's script interface.
    struct Listing: Encodable {
        var authors: [Contributor]
    }

    /// `authors NAME --json`.
    struct Person: Encodable {
        var name: String
        var articles: [Contribution]
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        guard arguments.positionals.count <= 1 else {
            throw CLIError.usage("give one name at a time (quote nothing: names have no spaces)", command: spec.name)
        }
        let most = try arguments.integer(top, in: 1...Int.max)
        let wanted = arguments.value(role).map(ContributorRole.normalized)
        let order = try ListingOrder.chosen(in: arguments)
        let index = try IndexLocation.open(for: context)
        if let name = arguments.positionals.first {
            let articles = try index.contributions(of: name).filter { wanted == nil || $0.role == wanted }
            let shown = Array(articles.prefix(most ?? Int.max))
            if arguments.flag(json) {
                try context.printJSON(Person(name: ContributorRole.normalizedName(name), articles: shown))
            } else if !articles.isEmpty {
                let rows = shown.map { [$0.date ?? "undated", $0.role, $0.headline.isEmpty ? "(no headline)" : $0.headline, $0.id] }
                TableRenderer(headers: [ArticleField.date.column, "role", ArticleField.headline.column, ArticleField.id.column], style: context.style,
                              fit: TableRenderer.Fit(width: context.terminal.width, column: 2))
                    .render(rows).forEach(context.output.line)
                let credit = articles.count == 1 ? "article credits" : "articles credit"
                context.output.line("\(ShownCount.text(shown.count, of: articles.count)) \(credit) \(ContributorRole.normalizedName(name))")
            }
            guard !articles.isEmpty else {
                let role = wanted.map { " as \($0)" } ?? ""
                context.warn("no article credits '\(name)'\(role); list the names with 'llrb authors'")
                return .nothingFound
            }
            return .success
        }
        let people = try index.contributors().filter { wanted == nil || $0.roles.contains(wanted ?? "") }
        let shown = order.arrange(people, top: most ?? .max, articles: \.articles)
        let role = wanted.map { " as \($0)" } ?? ""
        if arguments.flag(json) {
            try context.printJSON(Listing(authors: shown))
        } else if !people.isEmpty {
            let rows = shown.map { [$0.name, String($0.articles), $0.first ?? "", $0.last ?? "", $0.roles.joined(separator: " ")] }
            var table = TableRenderer(headers: ["name", "articles", "first", "last", "roles"], style: context.style,
                                      fit: TableRenderer.Fit(width: context.terminal.width, column: 4, minimum: 4))
            // An office credited (交口县应急管理局) takes the room of a first date.
            table.narrow = (context.terminal.width, [2])
            table.render(rows).forEach(context.output.line)
            context.output.line("\(ShownCount.text(shown.count, of: people.count)) \(people.count == 1 ? "person" : "people") credited\(role)")
        }
        guard !people.isEmpty else {
            context.warn("no one is credited\(role); list the roles with 'llrb authors'")
            return .nothingFound
        }
        return .success
    }
}
