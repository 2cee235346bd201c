import Dispatch
import LLRBIndex

/// What `--fuzzy` adds to a search on the command line: a note when it cannot apply, and a
/// hint after an exact search that found few articles where a fuzzy one finds more (OCR
/// damage hides them).
enum FuzzyHint {
    /// A search finding fewer articles than this is worth a second look with `--fuzzy`.
    static let fewHits = 5
    /// The hint's fuzzy count runs only after an exact search this fast (20 ms): it costs
    /// about as much again, and should never double a slow query's time.
    static let cheapNanoseconds: UInt64 = 20_000_000

    /// Says on stderr that `--fuzzy` searches exactly when the query has no Chinese phrase
    /// it applies to.
    static func noteIfExact(_ request: SearchRequest, in index: ArchiveIndex, context: CommandContext) throws {
        guard try searchesExactly(request, in: index) else { return }
        context.warn("fuzzy matching applies to Chinese phrases of 3 or more characters; searched exactly")
    }

    /// Whether a fuzzy request finds only what an exact one would: no phrase it applies to.
    static func searchesExactly(_ request: SearchRequest, in index: ArchiveIndex) throws -> Bool {
        try request.fuzziness > 0 && index.fuzzyPhrases(in: request.query).isEmpty
    }

    /// `search(request)`, timed; after it, when the search was exact, cheap and found fewer
    /// than `fewHits`, the count of a `--fuzzy` search, and a line on stderr if it finds more.
    static func search<Results>(_ request: SearchRequest, in index: ArchiveIndex, context: CommandContext,
                                total: (Results) -> Int, _ search: (SearchRequest) throws -> Results) throws -> Results {
        try self.search(request, in: index, total: total, more: { more in
            let articles = more == 1 ? "1 more article prints" : "\(more) more articles print"
            context.warn("\(articles) it with one character misread: llrb search --fuzzy \(shellWord(request.query))")
        }, search)
    }

    /// The same, handing `more` the number of articles a fuzzy search adds, when it adds any.
    static func search<Results>(_ request: SearchRequest, in index: ArchiveIndex, total: (Results) -> Int,
                                more: (Int) -> Void, _ search: (SearchRequest) throws -> Results) throws -> Results {
        let started = DispatchTime.now().uptimeNanoseconds
        let results = try search(request)
        let found = total(results)
        guard request.fuzziness == 0, found < fewHits, DispatchTime.now().uptimeNanoseconds - started < cheapNanoseconds,
              try !index.fuzzyPhrases(in: request.query).isEmpty else { return results }
        var fuzzy = request
        fuzzy.fuzziness = 1
        fuzzy.countOnly = true
        let added = try index.search(fuzzy).total - found
        if added > 0 { more(added) }
        return results
    }

    /// The query as a shell word: Chinese needs no quotes, spaces and shell marks do.
    private static func shellWord(_ query: String) -> String {
        query.unicodeScalars.contains { $0.isASCII && !($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            ? ShellWord.quoted(query) : query
    }
}
