import Foundation
import XCTest

/// `llrb serve` through the binary: every route answers with the right status, type and
/// security headers; pages show what the CLI shows; `/api/…` gives the CLI's JSON.
final class ServeCommandTests: XCTestCase {
    private static let query = "复工复产"
    private static let encodedQuery = "%E5%A4%8D%E5%B7%A5%E5%A4%8D%E4%BA%A7"

    func testSearchPageShowsTheHitsWithTheirMatchesMarked() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let page = try server.get("/search?q=\(Self.encodedQuery)")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(page.text.contains("<html lang=\"zh-CN\">"))
        XCTAssertTrue(page.text.contains("<strong id=\"total\">3</strong>"), page.text)
        XCTAssertEqual(page.text.components(separatedBy: "<li><h3><a href=\"/article/").count - 1, 3)
        XCTAssertTrue(page.text.contains("<mark>复工复产</mark>"))
        XCTAssertTrue(page.text.contains("第9895期"))
        XCTAssertTrue(page.text.contains("<svg"), "the hits over time")
        XCTAssertTrue(page.text.contains("毫秒"), "the time taken")
    }

    func testEveryPageCarriesTheSecurityHeaders() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        for path in ["/", "/search?q=\(Self.encodedQuery)", "/issue/9895", "/browse", "/stats", "/help", "/api/stats", "/nowhere"] {
            let reply = try server.get(path)
            XCTAssertEqual(reply.header("X-Content-Type-Options"), "nosniff", path)
            XCTAssertEqual(reply.header("Referrer-Policy"), "no-referrer", path)
            let policy = try XCTUnwrap(reply.header("Content-Security-Policy"), path)
            XCTAssertTrue(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"), policy)
        }
    }

    func testArticlePageMarksTheQueryAndCitesTheArticle() throws {
        let runner = try LLRBRunner.withSeeds()
        let (_, hits) = try runner.searchHits(Self.query)
        let id = try XCTUnwrap(hits.first?["id"] as? String)
        let server = try ServedIndex(runner)
        let page = try server.get("/article/\(id)?q=\(Self.encodedQuery)")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<mark>复工复产</mark>"))
        let citation = try runner.run(["cite", id]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(page.text.contains("<p id=\"citation\">\(Self.escaped(citation))</p>"), citation)
        XCTAssertTrue(page.text.contains("data-copy=\"citation\""))
        XCTAssertTrue(page.text.contains("href=\"/issue/9895\""), "a link to its issue")
        XCTAssertFalse(try server.get("/article/\(id)").text.contains("<mark>"), "nothing marked without a query")

        let bibtex = try server.get("/article/\(id)/cite.bib")
        XCTAssertEqual(bibtex.status, 200)
        XCTAssertEqual(bibtex.text, try runner.run(["cite", id, "--format", "bibtex"]).stdout)
        XCTAssertTrue(bibtex.header("Content-Disposition")?.hasPrefix("attachment") == true)
        let csl = try server.get("/article/\(id)/cite.json")
        XCTAssertEqual(csl.header("Content-Type"), "application/vnd.citationstyles.csl+json; charset=utf-8")
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(csl.body)) as? NSArray,
                       try JSONSerialization.jsonObject(with: Data(runner.run(["cite", id, "--format", "csl-json"]).stdout.utf8)) as? NSArray)
    }

    func testAJumpedStoryLinksToItsOtherPart() throws {
        let runner = try ContinuationTests.runnerWithJumpedStory()
        let front = try XCTUnwrap(runner.searchHits("headline:我市项目建设").hits.first?["id"] as? String)
        let continued = try XCTUnwrap(runner.searchHits("倒排工期").hits.first?["id"] as? String)
        let server = try ServedIndex(runner)
        let frontPage = try server.get("/article/\(front)?q=%E9%A1%B9%E7%9B%AE")
        XCTAssertTrue(frontPage.text.contains("下转4版"), frontPage.text)
        XCTAssertTrue(frontPage.text.contains("href=\"/article/\(continued)?q=%E9%A1%B9%E7%9B%AE\""), "the link keeps the query")
        XCTAssertTrue(try server.get("/article/\(continued)").text.contains("href=\"/article/\(front)\""))
    }

    func testIssueBrowseAndStatsPages() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let issue = try server.get("/issue/10906")
        XCTAssertEqual(issue.status, 200)
        XCTAssertTrue(issue.text.contains("第10906期"))
        XCTAssertTrue(issue.text.contains("2023-02-17"))
        let contents = try runner.run(["show", "--issue", "10906", "--json"]).jsonObject()
        for article in try XCTUnwrap(contents["articles"] as? [[String: Any]]) {
            let id = try XCTUnwrap(article["id"] as? String)
            XCTAssertTrue(issue.text.contains("href=\"/article/\(id)\""), "the issue page lists \(id)")
        }
        XCTAssertTrue(issue.text.contains("rel=\"prev\"") || issue.text.contains("rel=\"next\""), "a way to the next issue")

        let browse = try server.get("/browse")
        XCTAssertEqual(browse.status, 200)
        for year in ["2020", "2023", "2024"] { XCTAssertTrue(browse.text.contains("href=\"/browse/\(year)\""), year) }
        XCTAssertTrue(try server.get("/browse/2020").text.contains("href=\"/issue/9895\""))
        XCTAssertEqual(try server.get("/browse/1900").status, 404)
        let stats = try server.get("/stats")
        let figures = try runner.run(["stats", "--json"]).jsonObject()
        XCTAssertTrue(stats.text.contains("<td>\(try XCTUnwrap(figures["articles"] as? Int))</td>"))
    }

    func testAPIGivesTheJSONOfTheCommandLine() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let search = try server.get("/api/search?q=\(Self.encodedQuery)&limit=20")
        XCTAssertEqual(search.header("Content-Type"), "application/json; charset=utf-8")
        let cli = try runner.run(["search", Self.query, "--json", "--limit", "20"]).jsonObject()
        XCTAssertEqual(try search.json() as NSDictionary, cli as NSDictionary)

        let id = try XCTUnwrap((cli["hits"] as? [[String: Any]])?.first?["id"] as? String)
        XCTAssertEqual(try server.get("/api/article/\(id)").json() as NSDictionary,
                       try runner.run(["show", id, "--json"]).jsonObject() as NSDictionary)
        XCTAssertEqual(try server.get("/api/issue/9895").json() as NSDictionary,
                       try runner.run(["show", "--issue", "9895", "--json"]).jsonObject() as NSDictionary)
        XCTAssertEqual(try server.get("/api/issues").json() as NSDictionary,
                       try runner.run(["issues", "--json"]).jsonObject() as NSDictionary)
        XCTAssertEqual(try server.get("/api/article/no-such-id").status, 404)
        XCTAssertEqual(try server.get("/api/search?q=OR").status, 400)
    }

    func testBadFormValuesAreA400WithTheReason() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        for path in ["/search?q=x&from=2020-13", "/search?q=x&sort=sideways", "/search?q=x&fuzzy=9", "/search?q=x&page=0",
                     "/search?q=x&place=%E5%8C%97%E4%BA%AC", "/search?q=-%E7%96%AB%E6%83%85", "/search?q=OR", "/search?q=x&issue=abc"] {
            let reply = try server.get(path)
            XCTAssertEqual(reply.status, 400, path)
            XCTAssertTrue(reply.text.contains("class=\"error\""), path)
        }
    }

    func testAQueryThatCannotBeReadIsExplainedInChinese() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let page = try server.get("/search?q=%E5%A4%8D%E5%B7%A5%20OR")
        XCTAssertEqual(page.status, 400)
        XCTAssertTrue(page.text.contains("检索式无法读取：OR 两边都要有词"), page.text)
        XCTAssertFalse(page.text.contains("needs a word"), page.text)
        let api = try server.get("/api/search?q=headline:")
        XCTAssertEqual(api.status, 400)
        XCTAssertEqual(try api.json()["error"] as? String, "检索式无法读取：headline: 后面要有一个词或用引号括起的词组，如 headline:复工复产")
    }

    func testAPageNumberPastTheLastHitIsA404NotACrash() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        for page in [2, 9, 100, 10_000] {
            let reply = try server.get("/search?q=%E7%9A%84&page=\(page)")
            XCTAssertTrue([200, 404].contains(reply.status), "page \(page): \(reply.status)")
        }
        XCTAssertEqual(try server.get("/search?q=%E7%9A%84&page=100").status, 404)
        XCTAssertEqual(try server.get("/").status, 200, "still serving")
    }

    func testEveryArticleLinksToTheIssueItWasFiledUnder() throws {
        let runner = try ContinuationTests.runnerWithJumpedStory()
        let inner = try XCTUnwrap(runner.searchHits("倒排工期").hits.first?["id"] as? String)
        let server = try ServedIndex(runner)
        let article = try server.get("/article/\(inner)").text
        XCTAssertTrue(article.contains("href=\"/issue/9895\""), "page 4 prints no number but belongs to 第9895期")
        XCTAssertEqual(try server.get("/date/2020-03-13").status, 200, "a day's issue, numbered or not")
        XCTAssertTrue(try server.get("/issue/9895").text.contains("href=\"/article/\(inner)\""))
    }

    func testUndatedPagesAndIssuesCanBeBrowsed() throws {
        let runner = try LLRBRunner.withSeeds()
        try runner.write(Array("第 9999 期 今日4版\n\n## 县里召开全体会议\n\n本报讯（记者 王五）会议要求各单位抓好落实，推进重点工作。\n".utf8),
                         to: "more/numbered.txt")
        try runner.write(Array("## 村里修通了产业路\n\n本报讯 村里修通了产业路，果农的苹果能直接运出山了。\n".utf8), to: "more/undated.txt")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("more").path]).status, 0)
        let server = try ServedIndex(runner)
        let browse = try server.get("/browse").text
        XCTAssertTrue(browse.contains("href=\"/issue/9999\""), "a numbered issue without a date")
        XCTAssertTrue(browse.contains("href=\"/undated\""))
        let undated = try server.get("/undated").text
        XCTAssertTrue(undated.contains("href=\"/article/"), "the undated pages' articles are listed")
    }

    func testAPIErrorsAreJSON() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        for (path, status) in [("/api/search", 400), ("/api/search?q=OR", 400), ("/api/search?q=x&limit=5000", 400),
                               ("/api/issues?year=abc", 400), ("/api/article/nothing", 404), ("/api/nothing", 404)] {
            let reply = try server.get(path)
            XCTAssertEqual(reply.status, status, path)
            XCTAssertEqual(reply.header("Content-Type"), "application/json; charset=utf-8", path)
            XCTAssertNotNil(try reply.json()["error"] as? String, path)
        }
    }

    func testAnUnreadableIndexIsA503ThatKeepsItsPathsToTheTerminal() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        try FileManager.default.removeItem(at: runner.indexDirectory)
        let page = try server.get("/stats")
        XCTAssertEqual(page.status, 503)
        XCTAssertFalse(page.text.contains(runner.indexDirectory.path), "a visitor sees no path of the server")
        XCTAssertTrue(page.text.contains("索引不在原处"), "a visitor is told why in Chinese: \(page.text)")
        XCTAssertEqual(try server.get("/api/stats").status, 503)
        let stopped = server.stop()
        XCTAssertTrue(stopped.stderr.contains(runner.indexDirectory.path), "the terminal is told why: \(stopped.stderr)")
    }

    func testAFuzzySearchOfManyPhrasesIsRefused() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let many = "复工复产 项目建设 疫情防控 乡村振兴".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        XCTAssertEqual(try server.get("/search?q=\(many)&fuzzy=1").status, 400)
        XCTAssertEqual(try server.get("/search?q=\(many)").status, 200, "exactly, the same query is fine")
    }

    func testHeadAndConditionalRequests() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let get = try server.get("/assets/llrb.css")
        let etag = try XCTUnwrap(get.header("ETag"))
        let head = try server.get("/assets/llrb.css", method: "HEAD")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), String(get.body.count))
        XCTAssertTrue(head.body.isEmpty)
        XCTAssertEqual(try server.get("/assets/llrb.css", headers: ["If-None-Match": etag]).status, 304)
    }

    func testANewerIndexIsReadWithoutARestart() throws {
        let runner = try LLRBRunner()
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seed("000").path]).status, 0)
        let server = try ServedIndex(runner)
        XCTAssertEqual(try server.get("/issue/10906").status, 404)
        let statsBefore = try server.get("/api/stats").json()
        XCTAssertEqual(try server.get("/api/stats").json() as NSDictionary, statsBefore as NSDictionary, "asked again, the same")
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        XCTAssertEqual(try server.get("/issue/10906").status, 200, "the issue another process ingested")
        let statsAfter = try server.get("/api/stats").json()
        XCTAssertGreaterThan(try XCTUnwrap(statsAfter["articles"] as? Int), try XCTUnwrap(statsBefore["articles"] as? Int),
                             "a page kept from the older index is not served after an ingest")
    }

    func testStopsCleanlyOnSignals() throws {
        let runner = try LLRBRunner.withSeeds()
        for signal in [SIGINT, SIGTERM] {
            let server = try ServedIndex(runner)
            XCTAssertEqual(try server.get("/").status, 200)
            let stopped = server.stop(with: signal)
            XCTAssertEqual(stopped.status, 0, stopped.stderr)
        }
    }

    func testListeningBeyondThisMachineIsWarnedAbout() throws {
        let runner = try LLRBRunner.withSeeds()
        let local = try ServedIndex(runner)
        XCTAssertFalse(local.startLines.joined().contains("anyone"), "\(local.startLines)")
        let open = try ServedIndex(runner, arguments: ["--host", "0.0.0.0"])
        XCTAssertTrue(open.startLines.contains { $0.hasPrefix("llrb: ") && $0.contains("anyone") }, "\(open.startLines)")
        XCTAssertEqual(try open.get("/").status, 200)
    }

    func testStartErrorsAreOneLineAndExitTwo() throws {
        let runner = try LLRBRunner()
        let missing = try runner.run(["serve", "--port", "0"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("llrb: no index at "), missing.stderr)
        XCTAssertEqual(try runner.run(["serve", "--port", "70000"]).status, 2)

        let seeded = try LLRBRunner.withSeeds()
        let server = try ServedIndex(seeded)
        let taken = try seeded.run(["serve", "--port", String(server.port)])
        XCTAssertEqual(taken.status, 2)
        XCTAssertTrue(taken.stderr.hasPrefix("llrb: ") && taken.stderr.contains("\(server.port)"), taken.stderr)
        XCTAssertEqual(taken.stderr.split(separator: "\n").count, 1, taken.stderr)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
