import LLRBIndex

/// The query and its filters as `search` and `timeline` both take them: the positional words
/// joined by spaces, `--from`/`--to` and `--issue`, so the two commands count and list the same
/// articles for the same arguments.
enum QueryFilterOptions {
    static let issue = OptionSpec.value("issue", "N", "only articles from issue 第N期 (its front page and the unnumbered pages of its date)")
    static let fuzzy = OptionSpec.optionalValue(
        "fuzzy", "K",
        "also match Chinese phrases of 3+ characters that OCR misprinted: K (1 by default, 2 at most; --fuzzy 2 is --fuzzy=2) characters misread, added or dropped")

    /// The filter options, in the order a command's help lists them.
    static let all = [DateRangeOptions.from, DateRangeOptions.to, issue, fuzzy]

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
        request.fuzziness = try fuzziness(in: arguments)
        return request
    }

    /// One request per query with the same filters, for a comparison: each argument is a
    /// query of its own (`timeline 复工复产 '脱贫攻坚 -疫情'`), except that an exclusion (`-疫情`),
    /// an `OR` and the word after an `OR` belong to the query before them, so that
    /// `timeline 复工 -疫情` and `timeline 复工 OR 复产` stay one query each.
    static func requests(eachQueryIn arguments: ParsedArguments) throws -> [SearchRequest] {
        let shared = try request(from: arguments)
        var queries: [String] = []
        var joinsNext = false
        for word in arguments.positionals {
            if let last = queries.last, joinsNext || word == "OR" || (word.hasPrefix("-") && word.count > 1) {
                queries[queries.count - 1] = last + " " + word
            } else {
                queries.append(word)
            }
            joinsNext = word == "OR"
        }
        return queries.map { query in
            var request = shared
            request.query = query
            return request
        }
    }

    /// `--fuzzy` alone allows one edit; `--fuzzy=K` or `--fuzzy K` allows K, up to `maximumFuzziness`.
    private static func fuzziness(in arguments: ParsedArguments) throws(CLIError) -> Int {
        guard arguments.flag(fuzzy) else { return 0 }
        guard let text = arguments.value(fuzzy) else { return 1 }
        let most = SearchRequest.maximumFuzziness
        guard let edits = Int(text), (0...most).contains(edits) else {
            throw CLIError.usage("--fuzzy takes the characters a phrase may differ by, 0 to \(most), not '\(text)'; "
                                 + "give --fuzzy or --fuzzy 2 (a number to search for goes before --fuzzy)", command: arguments.command)
        }
        return edits
    }
}
