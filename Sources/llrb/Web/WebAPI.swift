import LLRBHTTP
import LLRBIndex
import LLRBParser
import LLRBViews

/// `/api/…`: the reader's data as the CLI's `--json` prints it, under the same keys, for
/// scripts that would rather ask a server than run llrb: search, article, issue, issues, stats.
struct WebAPI {
    let shelf: ArchiveShelf
    /// The most hits one `/api/search` answers; page with `offset` for more.
    static let mostHits = 1000

    static let endpoints = [
        "/api/search?q=QUERY[&from=D&to=D&issue=N&place=P&sort=relevance|oldest|newest&fuzzy=K&limit=N&offset=N]  (llrb search --json)",
        "/api/article/ID  (llrb show ID --json)",
        "/api/issue/N  (llrb show --issue N --json)",
        "/api/date/YYYY-MM-DD  (llrb show --date D --json)",
        "/api/issues[?year=YYYY]  (llrb issues --json)",
        "/api/stats  (llrb stats --json)",
        "/api/people[?sort=name|articles]  (llrb people --json)",
        "/api/people/NAME  (llrb people NAME --json)",
        "/api/offices[?title=TITLE&place=PLACE]  (llrb offices --json)",
    ]

    /// `segments`: the path after `/api`.
    func respond(to segments: [String], request: HTTPRequest) throws -> HTTPResponse {
        let name = segments.first ?? "", rest = Array(segments.dropFirst())
        switch (name, rest.count) {
        case ("", 0):
            return try json(["endpoints": Self.endpoints])
        case ("search", 0):
            return try search(request)
        case ("article", 1):
            let id = rest[0]
            return try shelf.read { index, source in
                guard let (_, shown) = try ArticleJSON.reading(id, in: index, pages: { try source.catalog().pages }) else { return notFound("no article with id '\(id)'") }
                return try json(shown)
            }
        case ("issue", 1):
            guard let number = Int(rest[0]), number > 0 else { return notFound("no such issue") }
            return try issues { $0.issue(number: number).map { [$0] } ?? [] }
        case ("date", 1):
            let date = rest[0]
            guard GregorianDate(iso8601: date) != nil else { return notFound("no such date") }
            return try issues { $0.issues(dated: date) }
        case ("issues", 0):
            let year = try request.queryValue("year").map { text throws(WebInputError) in
                guard text.count == 4, let year = Int(text) else { throw WebInputError("year takes a year such as 2020, not '\(text)'") }
                return year
            }
            return try shelf.read { _, source in
                let issues = try source.catalog().issues.filter { issue in
                    year.map { year in issue.date?.hasPrefix(String(year) + "-") == true } ?? true
                }
                return try json(["issues": issues.map(IssueRow.init)])
            }
        case ("stats", 0):
            return try shelf.read { index, _ in try json(IndexFigures(of: index)) }
        case ("people", 0):
            let order = try ListingOrder(request: request)
            return try shelf.read { index, _ in try json(PeopleJSON.Listing(people: order.arrange(try index.people().people, articles: \.articles))) }
        case ("people", 1):
            return try shelf.read { index, _ in
                let articles = try index.mentions(of: rest[0]).articles
                guard !articles.isEmpty else { return notFound("no article names '\(rest[0])'") }
                return try json(PeopleJSON.Person(name: String(rest[0].unicodeScalars.filter { !$0.properties.isWhitespace }), articles: articles))
            }
        case ("offices", 0):
            let (title, place) = PeoplePages.filters(of: request)
            if let place, !Office.isPlace(named: place) {
                return Self.error("'\(place)' is not one of 吕梁's places; give one of \(Office.places.joined(separator: " "))", status: .badRequest)
            }
            return try shelf.read { index, _ in try json(PeopleJSON.Offices(offices: try index.offices(title: title, place: place).offices)) }
        default:
            return notFound("no such endpoint; GET /api lists them")
        }
    }

    private func search(_ request: HTTPRequest) throws -> HTTPResponse {
        let form = try SearchForm(value: request.queryValue)
        guard !form.query.isEmpty else { throw WebInputError("give a query: /api/search?q=复工复产") }
        var search = try form.readableRequest()
        // The snippets `llrb search --json` writes to a file or a pipe.
        search.snippetWidth = SearchOutput.snippetWidth(forColumns: Terminal.defaultColumns)
        if let text = request.queryValue("limit") {
            guard let limit = Int(text), (0...Self.mostHits).contains(limit) else {
                throw WebInputError("limit takes 0 to \(Self.mostHits); page with offset for more")
            }
            search.limit = limit
        } else {
            search.limit = 10
        }
        if let text = request.queryValue("offset") {
            guard let offset = Int(text), offset >= 0 else { throw WebInputError("offset takes a number from 0 on") }
            search.offset = offset
        }
        return try shelf.read { index, _ in
            let results = try SimplifiedFallback.search(&search, in: index, found: { $0.total > 0 }, rewritten: { _ in }) {
                try index.search($0)
            }
            return try json(SearchOutput(query: search.query, total: results.total, hits: results.hits))
        }
    }

    private func issues(_ choose: @escaping (ArchiveCatalog) -> [IssueEntry]) throws -> HTTPResponse {
        try shelf.read { index, source in
            let catalog = try source.catalog()
            let chosen = choose(catalog)
            guard !chosen.isEmpty else { return notFound("no such issue in the index; GET /api/issues lists them") }
            let records = try catalog.records(of: chosen, in: index)
            let shown = chosen.map { IssueJSON($0, articles: IssueCatalog.articles(of: $0, among: records), among: records) }
            return shown.count == 1 ? try json(shown[0]) : try json(shown)
        }
    }

    private func json(_ value: some Encodable) throws -> HTTPResponse {
        .json(Array((try JSONTreeEncoder.encode(value).rendered + "\n").utf8))
    }

    private func notFound(_ message: String) -> HTTPResponse {
        Self.error(message, status: .notFound)
    }

    /// `{"error": "…"}`: every failure of `/api/…` is JSON, as its answers are.
    static func error(_ message: String, status: HTTPStatus) -> HTTPResponse {
        .json(Array(("{\"error\": " + JSONValue.string(message).rendered + "}\n").utf8), status: status)
    }
}
