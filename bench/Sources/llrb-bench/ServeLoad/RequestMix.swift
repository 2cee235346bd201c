import BenchKit
import Foundation

/// What a reader of the web reader asks for, in the shares of issue 45's load: 60% search
/// pages (of which one in six the second page and one in six narrowed to a month), 25%
/// articles (half of them reached from a search, with the query to mark), 15% issues.
struct RequestMix: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case search, article, issue
    }

    private let queries: [String]
    private let articles: [(id: String, query: String)]
    private let issues: [(number: String, month: String)]
    /// The kinds asked for (`--only`, to time or profile one kind alone); the shares of the others are theirs.
    private let kinds: Set<Kind>
    /// Every target made unique by a parameter the server ignores (`--fresh`), so that no
    /// answer comes from its page cache: what building each page costs under load.
    private let fresh: Bool

    /// `queries`: one query a line (a `queries.tsv` of llrb-corpus's truth: the first column);
    /// `articles`: `ID<TAB>QUERY` lines; `issues`: `NUMBER<TAB>YYYY-MM-DD` lines.
    init(queries: String, articles: String, issues: String, only: Set<Kind> = Set(Kind.allCases), fresh: Bool = false) throws(BenchError) {
        kinds = only
        self.fresh = fresh
        self.queries = try Self.rows(queries, "--queries").map { $0[0] }
        self.articles = try Self.rows(articles, "--articles").map { ($0[0], $0.count > 1 ? $0[1] : "") }
        self.issues = try Self.rows(issues, "--issues").map { ($0[0], $0.count > 1 ? String($0[1].prefix(7)) : "") }
    }

    /// The next request: its kind and its target (path and query string, percent-encoded).
    func next() -> (kind: Kind, target: String) {
        let (kind, target) = chosen()
        guard fresh else { return (kind, target) }
        return (kind, target + (target.contains("?") ? "&" : "?") + "fresh=" + String(UInt64.random(in: 0...UInt64.max), radix: 36))
    }

    private func chosen() -> (kind: Kind, target: String) {
        var roll = 0
        repeat { roll = Int.random(in: 0..<100) } while !kinds.contains(roll < 60 ? .search : roll < 85 ? .article : .issue)
        if roll < 60 {
            var target = "/search?q=" + Self.encoded(queries.randomElement()!)
            switch Int.random(in: 0..<6) {
            case 0: target += "&page=2"
            case 1:
                let month = issues.randomElement()!.month
                if !month.isEmpty { target += "&from=\(month)&to=\(month)" }
            default: break
            }
            return (.search, target)
        }
        if roll < 85 {
            let article = articles.randomElement()!
            let marked = Bool.random() && !article.query.isEmpty ? "?q=" + Self.encoded(article.query) : ""
            return (.article, "/article/" + Self.encoded(article.id) + marked)
        }
        return (.issue, "/issue/" + issues.randomElement()!.number)
    }

    private static func rows(_ path: String, _ option: String) throws(BenchError) -> [[String]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw BenchError("cannot read \(option) \(path)") }
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        guard !rows.isEmpty else { throw BenchError("\(option) \(path) holds no line") }
        return rows
    }

    /// Percent-encoding of everything but RFC 3986's unreserved characters.
    static func encoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }
}
