import LLRBEngine
import LLRBIndex
import LLRBViews
import LLRBParser

/// The search page's form as a URL carries it (`/search?q=复工复产&from=2020&place=孝义市`): the
/// same query and filters as `llrb search` takes, kept as typed so the form shows them again,
/// and read into a `SearchRequest` with a message for whatever is malformed.
struct SearchForm: Sendable {
    static let pageSize = 20
    /// Fuzzy phrases one search may hold: each costs a scan of the dictionary and the positions
    /// of its candidates (0.1 s and more at 100 MB with two edits), and a worker it holds is one
    /// other readers wait for.
    static let mostFuzzyPhrases = 3
    /// Characters of snippet per hit: two lines of a page's column.
    static let snippetWidth = 100
    /// A query longer than this is refused: no reader types one, and a crafted one should not
    /// cost the server a long parse.
    static let longestQuery = 400

    var query = ""
    var from = ""
    var to = ""
    var issue = ""
    var place = ""
    var sort = SearchOrder.relevance
    var fuzziness = 0
    var page = 1

    init(query: String = "") {
        self.query = query
    }

    /// The form from a request's parameters; a value that cannot be a sort, a fuzziness or a
    /// page is a `WebInputError`, as is a malformed date or issue (see `request`).
    init(value: (String) -> String?) throws(WebInputError) {
        query = (value("q") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        from = value("from") ?? ""
        to = value("to") ?? ""
        issue = value("issue") ?? ""
        place = value("place") ?? ""
        if let text = value("sort"), !text.isEmpty {
            guard let order = SearchOrder(rawValue: text) else {
                throw WebInputError("排序方式不明；请在“排序”中选相关度、最早在前或最新在前")
            }
            sort = order
        }
        if let text = value("fuzzy"), !text.isEmpty {
            guard let edits = Int(text), (0...SearchRequest.maximumFuzziness).contains(edits) else {
                throw WebInputError("容错字数只能是 0 到 \(SearchRequest.maximumFuzziness)")
            }
            fuzziness = edits
        }
        if let text = value("page"), !text.isEmpty {
            guard let number = Int(text), (1...10_000).contains(number) else {
                throw WebInputError("页码应为 1 到 10000 的整数")
            }
            page = number
        }
        guard query.count <= Self.longestQuery else {
            throw WebInputError("检索式过长，最多 \(Self.longestQuery) 字")
        }
    }

    /// The parameters that differ from the defaults, in a fixed order: one URL per search.
    var parameters: [(String, String?)] {
        [("q", query), ("from", from), ("to", to), ("issue", issue), ("place", place),
         ("sort", sort == .relevance ? nil : sort.rawValue),
         ("fuzzy", fuzziness == 0 ? nil : String(fuzziness)),
         ("page", page == 1 ? nil : String(page))]
    }

    func onPage(_ number: Int) -> SearchForm {
        var form = self
        form.page = number
        return form
    }

    /// The same search narrowed to the days `from` to `to` (as typed in the form), first page.
    func between(_ from: String, _ to: String) -> SearchForm {
        var form = self
        form.from = from
        form.to = to
        form.page = 1
        return form
    }

    /// The request `llrb search` would make of the same query and options.
    /// A start after the end is refused, as `llrb search --from 2024 --to 2020` is, with the
    /// search that swaps them as a link.
    func request() throws(WebInputError) -> SearchRequest {
        let first = try date(from, "from", .first), last = try date(to, "to", .last)
        if let first, let last, last < first {
            throw WebInputError("起始日期 \(first) 晚于截止日期 \(last)；请对调两者",
                                link: (text: "改查 \(to) 至 \(from)", href: WebLink.search(between(to, from))))
        }
        var request = SearchRequest(query: query, from: first, to: last, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        request.snippetWidth = Self.snippetWidth
        if !issue.isEmpty {
            guard let number = Int(issue), number > 0 else {
                throw WebInputError("期号应为正整数，如 9895")
            }
            request.issueNumber = number
        }
        if !place.isEmpty {
            guard let found = Place.named(place) else {
                throw WebInputError("“\(place)”不是吕梁的 \(Place.all.count) 个县市区之一：" + Place.all.map(\.name).joined(separator: "、"))
            }
            request.narrowing = found.filter
        }
        request.order = sort
        request.fuzziness = fuzziness
        return request
    }

    /// `request()`, refused as well when its query cannot be read (where `llrb search` would
    /// exit 2) or would cost a worker too long.
    func readableRequest() throws(WebInputError) -> SearchRequest {
        let request = try request()
        let marker: QueryMarker
        do {
            marker = try QueryMarker(request)
        } catch {
            throw WebInputError(WebQueryErrorWording.message(for: error))
        }
        guard marker.fuzzyPhraseCount <= Self.mostFuzzyPhrases else {
            throw WebInputError("容错检索一次最多用于 \(Self.mostFuzzyPhrases) 个词组；请分开检索，或改用精确检索")
        }
        return request
    }

    private func date(_ text: String, _ name: String, _ bound: DateArgument.Bound) throws(WebInputError) -> GregorianDate? {
        guard !text.isEmpty else { return nil }
        do {
            return try DateArgument.parse(text, bound: bound, option: name, command: "search")
        } catch {
            throw WebInputError("日期应写作年、年-月或年-月-日，如 2020、2020-03 或 2020-03-13，而非“\(text)”")
        }
    }
}

/// A request the reader cannot answer as asked, with what to change: shown on the page with
/// status 400, and the request that would answer, when there is one, as a link under it.
struct WebInputError: Error {
    var message: String
    var link: (text: String, href: String)?

    init(_ message: String, link: (text: String, href: String)? = nil) {
        self.message = message
        self.link = link
    }
}
