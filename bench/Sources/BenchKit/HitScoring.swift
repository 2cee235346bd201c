/// A place a tool said a query matched: a file and a line range in it.
public struct LocatedHit: Hashable, Sendable {
    public var file: String
    public var firstLine: Int
    public var lastLine: Int

    public init(file: String, firstLine: Int, lastLine: Int) {
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
    }
}

/// How a tool's answer to one query compares with the truth.
public struct QueryScore: Sendable {
    /// What the tool reported (articles, or for a line tool the distinct articles plus stray lines).
    public var hits: Int
    public var truth: Int
    /// Truth articles the tool found.
    public var found: Int
    /// Hits that are no article containing the query.
    public var falseHits: Int

    public init(hits: Int, truth: Int, found: Int, falseHits: Int) {
        self.hits = hits
        self.truth = truth
        self.found = found
        self.falseHits = falseHits
    }

    /// 1 when there was nothing to find.
    public var recall: Double { truth == 0 ? 1 : Double(found) / Double(truth) }
    public var precision: Double { hits == 0 ? 1 : Double(hits - falseHits) / Double(hits) }
}

/// Maps hits to the generated articles by file and line range, to score any tool the same way.
public struct HitScorer: Sendable {
    private let articlesByFile: [String: [TruthArticle]]

    public init(truth: Truth) {
        articlesByFile = Dictionary(grouping: truth.articles, by: \.file)
            .mapValues { $0.sorted { $0.firstLine < $1.firstLine } }
    }

    /// The archive-relative form of a path as a tool printed it (absolute, or relative to anywhere).
    public static func archivePath(_ path: String) -> String {
        guard let range = path.range(of: "pages/", options: .backwards) else { return path }
        return String(path[range.upperBound...])
    }

    /// The truth article sharing the most lines with `hit`, if any.
    public func article(for hit: LocatedHit) -> TruthArticle? {
        guard let candidates = articlesByFile[Self.archivePath(hit.file)] else { return nil }
        var best: TruthArticle?
        var bestOverlap = 0
        for article in candidates where article.firstLine <= hit.lastLine {
            let overlap = min(article.lastLine, hit.lastLine) - max(article.firstLine, hit.firstLine) + 1
            if overlap > bestOverlap {
                best = article
                bestOverlap = overlap
            }
        }
        return best
    }

    /// Scores article hits (llrb): each hit is one article.
    public func scoreArticles(_ hits: [LocatedHit], against query: TruthQuery) -> QueryScore {
        let expected = Set(query.articleIDs)
        var found = Set<Int>()
        var falseHits = 0
        for hit in hits {
            if let id = article(for: hit)?.id, expected.contains(id) {
                found.insert(id)
            } else {
                falseHits += 1
            }
        }
        return QueryScore(hits: hits.count, truth: expected.count, found: found.count, falseHits: falseHits)
    }

    /// Scores line hits (ripgrep): lines inside one article count once; lines outside every
    /// article containing the query (mastheads, footers, noise) each count as a false hit.
    public func scoreLines(_ lines: [(file: String, line: Int)], against query: TruthQuery) -> QueryScore {
        let expected = Set(query.articleIDs)
        var matched = Set<Int>()
        var strayLines = 0
        for (file, line) in lines {
            if let id = article(for: LocatedHit(file: file, firstLine: line, lastLine: line))?.id {
                matched.insert(id)
            } else {
                strayLines += 1
            }
        }
        let found = matched.intersection(expected).count
        return QueryScore(hits: matched.count + strayLines, truth: expected.count, found: found,
                          falseHits: matched.count - found + strayLines)
    }

    /// Scores article ids (SQLite rows are the truth's article ids).
    public static func scoreIDs(_ ids: [Int], against query: TruthQuery) -> QueryScore {
        let expected = Set(query.articleIDs)
        let got = Set(ids)
        let found = got.intersection(expected).count
        return QueryScore(hits: got.count, truth: expected.count, found: found, falseHits: got.count - found)
    }
}
