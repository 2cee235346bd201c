import Foundation

/// One generated article as the truth knows it: where it sits in the archive.
public struct TruthArticle: Hashable, Sendable {
    /// Dense id, 0..<count, also the row id given to SQLite.
    public var id: Int
    /// Path relative to the archive's `pages/` folder.
    public var file: String
    /// First and last 1-based line of the article in `file`.
    public var firstLine: Int
    public var lastLine: Int

    public init(id: Int, file: String, firstLine: Int, lastLine: Int) {
        self.id = id
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
    }
}

/// One benchmark query and the articles whose clean text contains it.
public struct TruthQuery: Hashable, Sendable {
    public var text: String
    /// What the query stands for in the report (`1 char, common`).
    public var kind: String
    public var articleIDs: [Int]

    public init(text: String, kind: String, articleIDs: [Int]) {
        self.text = text
        self.kind = kind
        self.articleIDs = articleIDs
    }
}

/// The known answers for a generated archive, so that recall is measured, not assumed.
/// Stored as two tab-separated files under `truth/` so that shell tools can read them too.
public struct Truth: Sendable {
    public var articles: [TruthArticle]
    public var queries: [TruthQuery]

    public init(articles: [TruthArticle], queries: [TruthQuery]) {
        self.articles = articles
        self.queries = queries
    }

    public static func articlesURL(in truthDirectory: URL) -> URL {
        truthDirectory.appendingPathComponent("articles.tsv")
    }

    public static func queriesURL(in truthDirectory: URL) -> URL {
        truthDirectory.appendingPathComponent("queries.tsv")
    }

    /// Reads `articles.tsv` and `queries.tsv` from `truthDirectory`.
    public static func load(from truthDirectory: URL) throws(BenchError) -> Truth {
        let articleRows = try rows(of: articlesURL(in: truthDirectory))
        let queryRows = try rows(of: queriesURL(in: truthDirectory))
        var articles: [TruthArticle] = []
        articles.reserveCapacity(articleRows.count)
        for row in articleRows {
            guard row.count == 4, let id = Int(row[0]), let first = Int(row[2]), let last = Int(row[3]) else {
                throw BenchError("articles.tsv: malformed row '\(row.joined(separator: "\t"))'; regenerate the archive")
            }
            articles.append(TruthArticle(id: id, file: row[1], firstLine: first, lastLine: last))
        }
        var queries: [TruthQuery] = []
        for row in queryRows {
            guard row.count == 4, let count = Int(row[2]) else {
                throw BenchError("queries.tsv: malformed row for '\(row.first ?? "")'; regenerate the archive")
            }
            let ids = row[3].split(separator: ",").compactMap { Int($0) }
            guard ids.count == count else {
                throw BenchError("queries.tsv: '\(row[0])' lists \(ids.count) ids but says \(count)")
            }
            queries.append(TruthQuery(text: row[0], kind: row[1], articleIDs: ids))
        }
        return Truth(articles: articles, queries: queries)
    }

    /// Writes `articles.tsv` and `queries.tsv` into `truthDirectory`.
    public func write(to truthDirectory: URL) throws(BenchError) {
        var articleText = ""
        for article in articles {
            articleText += "\(article.id)\t\(article.file)\t\(article.firstLine)\t\(article.lastLine)\n"
        }
        var queryText = ""
        for query in queries {
            let ids = query.articleIDs.map(String.init).joined(separator: ",")
            queryText += "\(query.text)\t\(query.kind)\t\(query.articleIDs.count)\t\(ids)\n"
        }
        try Self.write(articleText, to: Self.articlesURL(in: truthDirectory))
        try Self.write(queryText, to: Self.queriesURL(in: truthDirectory))
    }

    private static func rows(of url: URL) throws(BenchError) -> [[String]] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw BenchError("cannot read \(url.path): \(error.localizedDescription); run llrb-corpus first")
        }
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    private static func write(_ text: String, to url: URL) throws(BenchError) {
        do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
            throw BenchError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
