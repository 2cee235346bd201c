import Foundation
import XCTest

/// One rule for spaces, said the same way everywhere: in page text a space between CJK
/// characters is OCR noise, in a query a space separates words that must all occur.
final class SpaceRuleTests: XCTestCase {
    func testAnalyzeShowsAPageTextAndAQueryReadingOfASpace() throws {
        let runner = try LLRBRunner()
        let result = try runner.run(["analyze", "复 工复产"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "as page text, a space between two CJK characters is OCR noise and is removed:")
        XCTAssertEqual(lines.filter { $0.contains("bigram") }.map { $0.split(separator: " ")[2] }, ["复工", "工复", "复产"])
        let query = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("as a query") }, result.stdout)
        XCTAssertEqual(lines[query], "as a query, a space separates words that must all occur: 复 AND 工复产")
        XCTAssertEqual(lines[(query + 2)...].filter { !$0.isEmpty }.map { $0.split(separator: " ").map(String.init) },
                       [["复", "复"], ["工复产", "工复", "复产"]])

        let json = try runner.run(["analyze", "复 工复产", "--json"], useIndex: false).jsonObject()
        let tokens = try XCTUnwrap(json["tokens"] as? [[String: Any]])
        XCTAssertEqual(tokens.compactMap { $0["token"] as? String }, ["复工", "工复", "复产"])
        let reading = try XCTUnwrap(json["query"] as? [String: Any])
        XCTAssertEqual(reading["reading"] as? String, "复 AND 工复产")
        let words = try XCTUnwrap(reading["words"] as? [[String: Any]])
        XCTAssertEqual(words.compactMap { $0["word"] as? String }, ["复", "工复产"])
        XCTAssertEqual(words.compactMap { $0["tokens"] as? [String] }, [["复"], ["工复", "复产"]])
    }

    func testAnalyzeOfOneWordShowsItsTokensAlone() throws {
        let result = try LLRBRunner().run(["analyze", "复工复产"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("position"), result.stdout)
        XCTAssertFalse(result.stdout.contains("as a query"), result.stdout)
    }

    func testSearchAndAnalyzeHelpStateTheRuleInTheSameWords() throws {
        let runner = try LLRBRunner()
        func rule(_ command: String) throws -> String? {
            let help = try runner.run(["help", command], useIndex: false, environment: ["COLUMNS": "1000"])
            return help.stdout.split(separator: "\n").first { $0.hasPrefix("  Spaces:") }.map(String.init)
        }
        let search = try XCTUnwrap(try rule("search"), "search --help states no rule for spaces")
        XCTAssertEqual(try rule("analyze"), search)
        XCTAssertTrue(search.contains("in page text, a space between two CJK characters is OCR noise and is removed"), search)
        XCTAssertTrue(search.contains("in a query, a space separates words that must all occur"), search)
    }

    /// Both halves of the rule, as search applies them on the seeds: `经济 发展` finds the
    /// articles that hold both words, `"经济 发展"` only those with the phrase 经济发展.
    func testSearchFollowsTheRule() throws {
        let runner = try LLRBRunner.withSeeds()
        func ids(_ query: String) throws -> Set<String> {
            Set(try runner.searchHits(query, ["--all"]).hits.compactMap { $0["id"] as? String })
        }
        let both = try ids("经济 发展")
        XCTAssertEqual(both, try ids("经济").intersection(try ids("发展")))
        let phrase = try ids("经济发展")
        XCTAssertEqual(try ids("\"经济 发展\""), phrase)
        XCTAssertTrue(phrase.isStrictSubset(of: both), "\(phrase.count) with the phrase, \(both.count) with both words")
    }
}
