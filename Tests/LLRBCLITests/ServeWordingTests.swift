import Foundation
import XCTest

/// The web reader's pages speak Chinese, as the `zh-CN` they declare: how a date was known, what
/// is wrong with a request and what to do instead; and they show what the CLI shows, by the same
/// rules (a start after the end is refused, a ratio rounded the same way).
final class ServeWordingTests: XCTestCase {
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    func testTheDateEvidenceIsWordedInChinese() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let printed = try server.get("/issue/9895").text
        XCTAssertTrue(printed.contains("2020-03-13 星期五 · 由报头的农历日期推得（报头印有 2020年3月；农历庚子年二月二十；星期五）"), printed)
        let inferred = try server.get("/date/2024-03-07").text
        XCTAssertTrue(inferred.contains("推断所得，版面未印出（新闻导语中最晚的日期：3月6日（第387行）；同一篇报道写明年份 2024年（第398行）；"
            + "日报刊登前一天的新闻，故取最晚新闻日期的次日）"), inferred)
        for page in [printed, inferred] {
            XCTAssertFalse(page.contains("masthead prints") || page.contains("news lead") || page.contains("line "), page)
        }
        let json = try runner.run(["show", "--date", "2024-03-07", "--json"]).jsonObject()
        XCTAssertEqual((json["dateEvidence"] as? [String])?.first, "latest date in a news lead: 3月6日 (line 387)", "the CLI's is English")
    }

    /// An article of a page that prints no issue number names its date's issue as the issue it is
    /// in (所在期), never as its 期号.
    func testAnArticleOfAnUnnumberedPageNamesTheIssueItIsIn() throws {
        let runner = try LLRBRunner.withSeeds()
        let hits = try runner.searchHits("吕梁").hits
        let unnumbered = try XCTUnwrap(hits.first { $0["issueNumber"] == nil || $0["issueNumber"] is NSNull }?["id"] as? String)
        let numbered = try XCTUnwrap(hits.first { $0["issueNumber"] is Int }?["id"] as? String)
        let server = try ServedIndex(runner)
        let page = try server.get("/article/\(unnumbered)").text
        XCTAssertTrue(page.contains("<dt>所在期</dt>") && !page.contains("<dt>期号</dt>"), page)
        XCTAssertTrue(try server.get("/article/\(numbered)").text.contains("<dt>期号</dt>"))
    }

    /// Every page a reader of the seeds reaches, and the error pages, hold no English word but for
    /// what is no language: the query syntax, ids, file names, format names, units, llrb's name
    /// and what the paper prints itself (the masthead's `CN14-0028`).
    func testNoPageShowsAnEnglishWordButWhatIsNotLanguage() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let query = Self.encoded("复工复产")
        var paths = ["/", "/search", "/search?q=\(query)", "/search?q=\(query)&from=2024&to=2020", "/search?q=\(query)&page=99",
                     "/browse", "/browse/2020", "/browse/2024", "/undated", "/issue/9895", "/issue/10906", "/stats", "/help", "/nowhere",
                     "/search?q=x&from=2020-13", "/search?q=x&sort=sideways", "/search?q=x&fuzzy=9", "/search?q=x&page=0",
                     "/search?q=x&place=\(Self.encoded("北京"))", "/search?q=x&issue=abc", "/search?q=OR", "/search?q=\(String(repeating: "x", count: 401))"]
        let (_, hits) = try runner.searchHits("的", ["--limit", "100"])
        paths += hits.compactMap { $0["id"] as? String }.map { "/article/\($0)" }
        let allowed: Set<String> = ["OR", "OCR", "BibTeX", "CSL", "JSON", "GB", "T", "CN", "MB", "KB", "N", "api", "llrb", "txt", "headline",
                                    "byline", "caption", "body"]
        for path in paths {
            let words = Self.latinWords(inTextOf: try server.get(path).text).subtracting(allowed)
            XCTAssertEqual(words, [], path)
        }
    }

    /// The runs of Latin letters in a page's text (its tags, scripts and `<code>` left out),
    /// but for those in a token with a digit or a dot: ids, file names, dates, `5G`.
    private static func latinWords(inTextOf html: String) -> Set<String> {
        var text = html
        for pattern in ["<script[^>]*>[\\s\\S]*?</script>", "<style[^>]*>[\\s\\S]*?</style>", "<code>[\\s\\S]*?</code>", "<[^>]+>"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        let attributes = html.matches(of: /(?:title|aria-label|placeholder|alt)="([^"]*)"/).map { String($0.output.1) }
        var words: Set<String> = []
        for token in (text + " " + attributes.joined(separator: " ")).split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.first!.value > 0x2000 }) {
            guard !token.contains(where: { $0.isNumber || $0 == "." }) else { continue }
            for run in token.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) { words.insert(String(run)) }
        }
        return words
    }

    /// `llrb search --from 2024 --to 2020` is a usage error that says to swap them; the page and
    /// the API refuse it too, the page with the search that swaps them as a link.
    func testAStartAfterTheEndIsRefusedWithTheSearchThatSwapsThem() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["search", "复工复产", "--from", "2024", "--to", "2020"]).status, 2)
        let server = try ServedIndex(runner)
        let page = try server.get("/search?q=\(Self.encoded("复工复产"))&from=2024&to=2020")
        XCTAssertEqual(page.status, 400)
        XCTAssertTrue(page.text.contains("起始日期 2024-01-01 晚于截止日期 2020-12-31；请对调两者"), page.text)
        let link = try XCTUnwrap(page.text.firstMatch(of: /<a href="([^"]*)">改查 2020 至 2024<\/a>/)?.output.1, page.text)
        let swapped = try server.get(String(link).replacingOccurrences(of: "&amp;", with: "&"))
        XCTAssertEqual(swapped.status, 200)
        XCTAssertTrue(swapped.text.contains("<strong id=\"total\">3</strong>"), swapped.text)
        XCTAssertEqual(try server.get("/api/search?q=\(Self.encoded("复工复产"))&from=2024&to=2020").status, 400)
        XCTAssertEqual(try server.get("/search?q=\(Self.encoded("复工复产"))&from=2020-03&to=2020-03").status, 200, "one month is no swap")
    }

    func testStatsRoundTheIndexSizeAsTheCLIDoes() throws {
        let runner = try LLRBRunner.withSeeds()
        let terminal = try runner.run(["stats"]).stdout
        let ratio = try XCTUnwrap(terminal.firstMatch(of: /\((\d+\.\d\d)× the source text\)/)?.output.1, terminal)
        let figures = try runner.run(["stats", "--json"]).jsonObject()
        let exact = try XCTUnwrap(figures["indexToSourceRatio"] as? Double)
        XCTAssertEqual(String(ratio), String(format: "%.2f", exact), "rounded, not cut")
        let page = try ServedIndex(runner).get("/stats").text
        XCTAssertTrue(page.contains("（原文的 \(ratio) 倍）"), page)
    }

    func testHitHeadlinesMarkWhereTheQueryMatchesThem() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let page = try server.get("/search?q=\(Self.encoded("复工复产"))").text
        let headlines = page.matches(of: /<h3><a href="[^"]*">(.*?)<\/a><\/h3>/).map { String($0.output.1) }
        XCTAssertEqual(headlines.count, 3, page)
        XCTAssertTrue(headlines.contains("组织29个工作组开展<mark>复工复产</mark>情况调研"), "\(headlines)")
        let fielded = try server.get("/search?q=\(Self.encoded("headline:工作组"))").text
        XCTAssertTrue(fielded.contains("组织29个<mark>工作组</mark>开展复工复产情况调研"), fielded)
    }

    func testFilterPlaceholdersReadAsExamples() throws {
        let runner = try LLRBRunner.withSeeds()
        let page = try ServedIndex(runner).get("/search").text
        let placeholders = page.matches(of: /placeholder="([^"]*)"/).map { String($0.output.1) }
        XCTAssertEqual(placeholders, ["例：复工复产", "例：2020-03", "例：2020-06", "例：9895"], "hints, not values")
    }
}
