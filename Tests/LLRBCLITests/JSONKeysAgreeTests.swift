import Foundation
import XCTest

/// One fact under one key: what `search --json` gives a hit, `show --json` gives its article
/// under the same name.
final class JSONKeysAgreeTests: XCTestCase {
    func testShowGivesAnArticlesDateAndIssueNumberWhereSearchDoes() throws {
        let runner = try LLRBRunner.withSeeds()
        let (total, hits) = try runner.searchHits("的", ["--all"])
        XCTAssertGreaterThan(total, 20, "an article of every seed page")
        XCTAssertTrue(hits.contains { $0["issueNumber"] is NSNull }, "a page that prints no issue number is among them")
        for hit in hits {
            let id = try XCTUnwrap(hit["id"] as? String)
            let shown = try runner.run(["show", id, "--json"]).jsonObject()
            for key in ["date", "issueNumber"] {
                let value = try XCTUnwrap(shown[key], "show \(id) --json has no \(key)")
                XCTAssertEqual(value as? NSObject, hit[key] as? NSObject, "\(key) of \(id)")
            }
            let page = try XCTUnwrap(shown["page"] as? [String: Any], "the page's fields stay under page")
            XCTAssertEqual(page["date"] as? NSObject, hit["date"] as? NSObject, id)
        }
    }

    func testEachArticleOfAnIssueCarriesItsDateAndIssueNumber() throws {
        let runner = try LLRBRunner.withSeeds()
        let issue = try runner.run(["show", "--issue", "9895", "--json"]).jsonObject()
        let articles = try XCTUnwrap(issue["articles"] as? [[String: Any]])
        XCTAssertFalse(articles.isEmpty)
        for article in articles {
            XCTAssertEqual(article["date"] as? String, "2020-03-13")
            XCTAssertEqual(article["issueNumber"] as? Int, 9895)
        }
    }
}
