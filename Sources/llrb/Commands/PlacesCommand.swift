import LLRBIndex
import LLRBViews

/// `llrb places QUERY`: which of 吕梁's counties and districts the articles matching a query
/// name, and how strongly: a facet, as archive portals show one beside their hits.
enum PlacesCommand: Command {
    static let json = OptionSpec.flag("json", "print {query, articles, places: [{place, articles, inHeadline, inLead, weight}]}")

    static let spec = CommandSpec(
        name: "places",
        summary: "count which of 吕梁's 13 counties and districts the articles matching a query name",
        usage: ["QUERY... [--from DATE] [--to DATE] [--issue N] [--json]"],
        discussion: """
        For the articles 'llrb search' finds, counts those naming each county-level division \
        of 吕梁: \(Place.all.map(\.name).joined(separator: " ")), by its full name or a short \
        form that names nothing else (\(Place.all.flatMap { $0.forms.dropFirst() }.joined(separator: ", ")); \
        never a bare 兴 or 临, nor 交口, which is also a word). 兴县 and 临县 inside another word (振兴县域, 莅临县里) do not count. An article \
        weighs 3 when its headline names the place, 2 when its lead does (the dateline or the \
        first 100 characters of the body), 1 when only the rest of it does; places are listed \
        by that weight, so the county a story is about comes before those it mentions. \
        'llrb search QUERY --place 孝义市' lists the articles.
        """,
        positionals: [PositionalSpec(name: "QUERY", help: "what to look for, as for 'llrb search'", repeats: true, isQuery: true)],
        options: QueryFilterOptions.all + [json],
        examples: [
            Example(command: "llrb places 复工复产", explanation: "the places the articles on 复工复产 name"),
            Example(command: "llrb places 脱贫攻坚 --json", explanation: "the same for 脱贫攻坚, as JSON"),
        ],
        exitCodes: ["0  some matching article names a place", "1  nothing matches, or no matching article names a place",
                    "2  error (bad query or option, no index, damaged index)"])

    /// `places --json`; the keys are part of llrb's script interface.
    struct Output: Encodable {
        var query: String
        /// The articles matching the query, naming a place or not.
        var articles: Int
        var places: [PlaceCount]
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        var request = try QueryFilterOptions.request(from: context.arguments)
        let index = try IndexLocation.open(for: context)
        try FuzzyHint.noteIfExact(request, in: index, context: context)
        let found = try SimplifiedFallback.search(&request, in: index, context: context, found: { $0.articles > 0 }) { request in
            try index.places(request)
        }
        if context.arguments.flag(json) {
            try context.printJSON(Output(query: request.query, articles: found.articles, places: found.places))
        } else if found.places.isEmpty {
            let naming = found.articles == 0 ? "" : "; none names a county or district of 吕梁"
            context.warn(MatchCount.line(found.articles, query: request.query) + naming)
        } else {
            let rows = found.places.map { [$0.place, String($0.articles), String($0.inHeadline), String($0.inLead), String($0.weight)] }
            TableRenderer(headers: ["place", "articles", ArticleField.headline.column, "lead", "weight"], style: context.style).render(rows)
                .forEach(context.output.line)
            TextWrapper.wrap("\(MatchCount.line(found.articles, query: request.query)); weight: 3 per headline, 2 per lead, 1 elsewhere",
                             width: context.terminal.width, breaks: .betweenWords).forEach(context.output.line)
        }
        return found.places.isEmpty ? .nothingFound : .success
    }
}
