import LLRBIndex

/// The query and its filters as `search` and `timeline` both take them: the positional words
/// joined by spaces, `--from`/`--to` and `--issue`, so the two commands count and list the same
/// articles for the same arguments.
enum QueryFilterOptions {
    static let issue = OptionSpec.value("issue", "N", "only articles from issue 第N期 (its front page and the unnumbered pages of its date)")

    /// The filter options, in the order a command's help lists them.
    static let all = [DateRangeOptions.from, DateRangeOptions.to, issue]

    /// The request for the query and filters given; a usage error for a malformed date or issue.
    static func request(from arguments: ParsedArguments) throws -> SearchRequest {
        let range = try DateRangeOptions.range(in: arguments)
        // Joined by hand: `joined(separator:)`, generic over the sequence, cost the process a
        // search of the runtime's conformance tables for its associated types.
        var query = ""
        for word in arguments.positionals {
            if !query.isEmpty { query += " " }
            query += word
        }
        var request = SearchRequest(query: query, from: range.from, to: range.to)
        request.issueNumber = try arguments.integer(issue, in: 1...Int.max)
        return request
    }
}
