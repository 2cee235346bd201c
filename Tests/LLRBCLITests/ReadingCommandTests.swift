import Foundation
import XCTest

/// show, cite, issues, stats and check on an index of the seeds.
final class ReadingCommandTests: XCTestCase {
    private func firstHitID(_ runner: LLRBRunner, _ query: String = "复工复产") throws -> String {
        let (_, hits) = try runner.searchHits(query)
        return try XCTUnwrap(hits.first?["id"] as? String, "no hit for \(query)")
    }

    func testShowArticlePrintsHeadlineAndSource() throws {
        let runner = try LLRBRunner.withSeeds()
        let (_, hits) = try runner.searchHits("复工复产")
        let hit = try XCTUnwrap(hits.first)
        let id = try XCTUnwrap(hit["id"] as? String)
        let result = try runner.run(["show", id], environment: ["COLUMNS": "40"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(id))
        XCTAssertTrue(result.stdout.contains(try XCTUnwrap(hit["file"] as? String)))
        let headline = try XCTUnwrap(hit["headline"] as? String)
        XCTAssertTrue(result.stdout.replacingOccurrences(of: "\n", with: "").contains(headline), result.stdout)
        for line in result.stdout.split(separator: "\n") where !line.contains("/") {
            XCTAssertLessThanOrEqual(columns(String(line)), 42, "wrapped to COLUMNS=40: \(line)")
        }
    }

    func testShowJSONCarriesEveryParseFieldOfTheArticleAndTheIssue() throws {
        let runner = try LLRBRunner.withSeeds()
        let parsed = try runner.run(["parse", try LLRBRunner.seed("002").path, "--json"], useIndex: false).jsonObject()
        let parsedArticles = try XCTUnwrap(parsed["articles"] as? [[String: Any]])
        let articleKeys = Set(try XCTUnwrap(parsedArticles.first).keys)

        let issue = try runner.run(["show", "--issue", "10906", "--json"])
        XCTAssertEqual(issue.status, 0, issue.stderr)
        let issueObject = try issue.jsonObject()
        XCTAssertTrue(Set(parsed.keys).isSubset(of: issueObject.keys), "missing \(Set(parsed.keys).subtracting(issueObject.keys))")
        let shownArticles = try XCTUnwrap(issueObject["articles"] as? [[String: Any]])
        for article in shownArticles {
            XCTAssertTrue(articleKeys.isSubset(of: article.keys), "missing \(articleKeys.subtracting(article.keys))")
        }

        let id = try XCTUnwrap(shownArticles.first?["id"] as? String)
        let article = try runner.run(["show", id, "--json"]).jsonObject()
        XCTAssertEqual(article["id"] as? String, id)
        XCTAssertTrue(articleKeys.isSubset(of: article.keys), "missing \(articleKeys.subtracting(article.keys))")
        let page = try XCTUnwrap(article["page"] as? [String: Any])
        let pageKeys = Set(parsed.keys).subtracting(["articles"])
        XCTAssertTrue(pageKeys.isSubset(of: page.keys), "missing \(pageKeys.subtracting(page.keys))")
    }

    func testShowUnknownIDExitsOneWithHint() throws {
        let runner = try LLRBRunner.withSeeds()
        for command in ["show", "cite"] {
            let result = try runner.run([command, "no-such-article"])
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "llrb: no article with id 'no-such-article' in the index (an id changes when its page's text "
                + "is edited); find ids with 'llrb search QUERY'\n", command)
        }
    }

    func testShowIssueListsItsHeadlines() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["show", "--issue", "10906"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("2023-02-17 星期五"), result.stdout)
        XCTAssertTrue(result.stdout.contains("习近平向"), result.stdout)
        let json = try runner.run(["show", "--issue", "10906", "--json"]).jsonObject()
        XCTAssertEqual(json["issueNumber"] as? Int, 10906)
        XCTAssertEqual(json["date"] as? String, "2023-02-17")
        XCTAssertEqual(json["lunarDate"] as? String, "癸卯年正月二十七")
        for key in ["dateSource", "weekday", "pageCount", "captions", "footer", "noise", "warnings", "articles"] {
            XCTAssertTrue(json.keys.contains(key), "no \(key)")
        }
        let articles = try XCTUnwrap(json["articles"] as? [[String: Any]])
        XCTAssertTrue(articles.contains { ($0["headline"] as? String)?.hasPrefix("习近平向") == true })
    }

    /// Seed 000's photo news belongs to no story: it is found (named a photo in the results), listed by its caption's opening
    /// words in its issue, and shown with its caption.
    func testPhotoOfNoStoryIsFoundListedAndShown() throws {
        let runner = try LLRBRunner.withSeeds()
        let (_, hits) = try runner.searchHits("国家储备林")
        let hit = try XCTUnwrap(hits.first)
        XCTAssertEqual(hit["field"] as? String, "caption")
        XCTAssertEqual(hit["headline"] as? String, "")
        let listed = try runner.run(["search", "国家储备林"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("(photo)"), listed.stdout)
        let issue = try runner.run(["show", "--issue", "9895"])
        XCTAssertEqual(issue.status, 0, issue.stderr)
        XCTAssertTrue(issue.stdout.contains("(photo) 今年以来,方山县"), issue.stdout)
        let shown = try runner.run(["show", try XCTUnwrap(hit["id"] as? String)])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("肖继旺 摄"), shown.stdout)
    }

    func testShowByDateMatchesShowByIssue() throws {
        let runner = try LLRBRunner.withSeeds()
        let byDate = try runner.run(["show", "--date", "2020-03-13"])
        let byIssue = try runner.run(["show", "--issue", "9895"])
        XCTAssertEqual(byDate.status, 0, byDate.stderr)
        XCTAssertEqual(byDate.stdout, byIssue.stdout)
        XCTAssertEqual(try runner.run(["show", "--issue", "1"]).status, 1)
        XCTAssertEqual(try runner.run(["show", "--date", "2020-02-30"]).status, 2)
    }

    func testCiteInEveryFormat() throws {
        let runner = try LLRBRunner.withSeeds()
        let id = try firstHitID(runner)
        let gbt = try runner.run(["cite", id])
        XCTAssertEqual(gbt.status, 0, gbt.stderr)
        XCTAssertNotNil(gbt.stdout.range(of: #"\[N\]\. 吕梁日报, \[?\d{4}-\d{2}-\d{2}\]?(\(\d+\))?\.\n$"#, options: .regularExpression), gbt.stdout)
        let bibtex = try runner.run(["cite", id, "--format", "bibtex"])
        XCTAssertTrue(bibtex.stdout.hasPrefix("@article{"), bibtex.stdout)
        XCTAssertTrue(bibtex.stdout.contains("journaltitle = {吕梁日报}"))
        let csl = try runner.run(["cite", id, "--format", "csl-json"])
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(csl.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.first?["type"] as? String, "article-newspaper")
        XCTAssertEqual(items.first?["container-title"] as? String, "吕梁日报")
        let wrong = try runner.run(["cite", id, "--format", "apa"])
        XCTAssertEqual(wrong.status, 2)
    }

    func testIssuesByDateWithFilters() throws {
        let runner = try LLRBRunner.withSeeds()
        let all = try runner.run(["issues", "--json"])
        XCTAssertEqual(all.status, 0, all.stderr)
        let issues = try XCTUnwrap(all.jsonObject()["issues"] as? [[String: Any]])
        XCTAssertTrue(issues.contains { $0["issueNumber"] as? Int == 9895 && $0["date"] as? String == "2020-03-13" })
        XCTAssertTrue(issues.contains { $0["issueNumber"] as? Int == 10906 && $0["date"] as? String == "2023-02-17" })
        let dates = issues.compactMap { $0["date"] as? String }
        XCTAssertEqual(dates, dates.sorted())
        let only2023 = try XCTUnwrap(runner.run(["issues", "--year", "2023", "--json"]).jsonObject()["issues"] as? [[String: Any]])
        XCTAssertFalse(only2023.isEmpty)
        XCTAssertTrue(only2023.allSatisfy { ($0["date"] as? String)?.hasPrefix("2023") == true })
        XCTAssertEqual(try runner.run(["issues", "--from", "1990", "--to", "1990"]).status, 1)
        let text = try runner.run(["issues"])
        XCTAssertTrue(text.stdout.contains("第9895期"), text.stdout)
    }

    /// Seed 004 prints no date nor page number; filed under a dated name, it is listed under
    /// that day and cited with the page the name gives.
    func testPagesFiledUnderADatedNameAreListedUnderThatDay() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array(try Data(contentsOf: LLRBRunner.seed("004"))), to: "pages/2024/20240307-04.txt")
        XCTAssertEqual(try runner.run(["ingest", page.deletingLastPathComponent().path]).status, 0)
        let issues = try XCTUnwrap(runner.run(["issues", "--json"]).jsonObject()["issues"] as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["date"] as? String }, ["2024-03-07"])
        XCTAssertEqual(issues.first?["dateSource"] as? String, "inferred")
        let parsed = try runner.run(["parse", page.path, "--json"], useIndex: false).jsonObject()
        XCTAssertEqual(parsed["dateEvidence"] as? [String], ["the file name 20240307-04.txt gives 2024-03-07"])
        XCTAssertEqual(parsed["pageNumber"] as? Int, 4)
        let id = try firstHitID(runner, "重大项目")
        XCTAssertTrue(try runner.run(["cite", id]).stdout.hasSuffix("吕梁日报, [2024-03-07](4).\n"))
        XCTAssertTrue(try runner.run(["cite", id, "--format", "bibtex"]).stdout.contains("pages = {4}"))
    }

    /// `llrb parse` counts a story's paragraphs in words that agree with the count.
    func testParseCountsOneParagraphInTheSingular() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array("## 山村小学迎来新操场\n\n孩子们在新操场上奔跑。\n\n## 交口县举办书法展\n\n书法作品展开展。\n\n展期一个月。\n".utf8), to: "pages/p.txt")
        let output = try runner.run(["parse", page.path], useIndex: false)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("孩子们在新操场上奔跑。 (1 paragraph)"), output.stdout)
        XCTAssertTrue(output.stdout.contains("书法作品展开展。 (2 paragraphs)"), output.stdout)
    }

    func testUndatedPagesAreOneEntryNotAnIssueEach() throws {
        let runner = try LLRBRunner()
        for name in ["甲", "乙"] {
            try runner.write(Array("## 山村小学迎来新操场\n\n孩子们在新操场上奔跑，笑声传遍山谷。\(name)\n".utf8), to: "pages/\(name).txt")
        }
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        let issues = try XCTUnwrap(runner.run(["issues", "--json"]).jsonObject()["issues"] as? [[String: Any]])
        XCTAssertEqual(issues.count, 1, "\(issues)")
        XCTAssertEqual(issues.first?["pagesInIndex"] as? Int, 2)
        XCTAssertTrue(issues.first?["date"] is NSNull)
        let stats = try runner.run(["stats", "--json"]).jsonObject()
        XCTAssertEqual(stats["issues"] as? Int, 0)
        XCTAssertEqual(stats["undatedPages"] as? Int, 2)
        XCTAssertTrue(try runner.run(["issues"]).stdout.contains("0 issues, 2 undated pages"))
    }

    func testStatsCountsTheSeeds() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["stats", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stats = try result.jsonObject()
        XCTAssertEqual(stats["files"] as? Int, 5)
        XCTAssertGreaterThan(stats["articles"] as? Int ?? 0, 5)
        XCTAssertGreaterThan(stats["indexBytes"] as? Int ?? 0, 0)
        XCTAssertGreaterThan(stats["distinctTerms"] as? Int ?? 0, 0)
        XCTAssertEqual(stats["firstDate"] as? String, "2020-03-13")
        XCTAssertEqual(stats["bytesNotIndexed"] as? Int, 0)
        XCTAssertEqual(try runner.run(["stats"]).status, 0)
    }

    /// A segment that a killed ingest left in the folder is not counted as the index's size,
    /// but shown apart, until the next ingest removes it.
    func testStatsShowsALeftSegmentApartFromTheIndex() throws {
        let runner = try LLRBRunner.withSeeds()
        let before = try runner.run(["stats", "--json"]).jsonObject()
        let left = runner.indexDirectory.appendingPathComponent("segment-00000099.llrb")
        try Data(repeating: 7, count: 5_000_000).write(to: left)
        // A file of the user's own is neither the index nor an ingest's.
        try Data(repeating: 7, count: 1000).write(to: runner.indexDirectory.appendingPathComponent("notes.txt"))
        let after = try runner.run(["stats", "--json"]).jsonObject()
        XCTAssertEqual(after["indexBytes"] as? Int, before["indexBytes"] as? Int)
        XCTAssertEqual(after["bytesNotIndexed"] as? Int, 5_000_000)
        XCTAssertTrue(try runner.run(["stats"]).stdout.contains("not in the index"))
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: left.path), "the next ingest removes it")
        XCTAssertEqual(try runner.run(["stats", "--json"]).jsonObject()["bytesNotIndexed"] as? Int, 0)
    }

    func testCheckOnAHealthyIndex() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["check"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("ok"), result.stdout)
    }

    func testReingestKeepsIDsStable() throws {
        let runner = try LLRBRunner.withSeeds()
        let before = try runner.searchHits("吕梁", ["--limit", "50"]).hits.compactMap { $0["id"] as? String }
        let again = try runner.run(["ingest", LLRBRunner.seeds.path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("indexed 0 files (5 unchanged"), again.stdout)
        let after = try runner.searchHits("吕梁", ["--limit", "50"]).hits.compactMap { $0["id"] as? String }
        XCTAssertEqual(before, after)
    }

    private func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
    }
}
