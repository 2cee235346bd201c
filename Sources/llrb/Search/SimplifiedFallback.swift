import LLRBIndex

/// A query that finds nothing is searched once more in Simplified characters when it holds
/// Traditional ones the archive never prints (`ArchiveIndex.simplifiedRewrite`), and the user
/// is told on stderr.
enum SimplifiedFallback {
    /// `search(request)`, and when that finds nothing (`found` says) and the query can be
    /// rewritten, the search of the rewritten query; `request` is left holding the query
    /// searched last.
    static func search<Results>(_ request: inout SearchRequest, in index: ArchiveIndex, context: CommandContext,
                                found: (Results) -> Bool, _ search: (SearchRequest) throws -> Results) throws -> Results {
        try self.search(&request, in: index, found: found, rewritten: { rewrite in
            context.warn("no article holds \(rewrite.replaced.joined(separator: " ")); searched the Simplified form instead: \(rewrite.query)")
        }, search)
    }

    /// The same, telling `rewritten` what was searched instead, for a front that is not a terminal.
    static func search<Results>(_ request: inout SearchRequest, in index: ArchiveIndex, found: (Results) -> Bool,
                                rewritten: (SimplifiedRewrite) -> Void,
                                _ search: (SearchRequest) throws -> Results) throws -> Results {
        let results = try search(request)
        guard !found(results), let rewrite = try index.simplifiedRewrite(of: request.query) else { return results }
        rewritten(rewrite)
        request.query = rewrite.query
        return try search(request)
    }
}
