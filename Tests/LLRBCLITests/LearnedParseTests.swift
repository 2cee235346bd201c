import Foundation
import XCTest

/// `llrb parse --learned`: a page read by the learned labeller, through the real binary.
final class LearnedParseTests: XCTestCase {
    func testTheLearnedReaderReadsASeedsMastheadAndStories() throws {
        let result = try LLRBRunner().run(["parse", try LLRBRunner.seed("000").path, "--learned", "--json"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try result.jsonObject()
        XCTAssertEqual(page["date"] as? String, "2020-03-13")
        XCTAssertEqual(page["issueNumber"] as? Int, 9895)
        let articles = try XCTUnwrap(page["articles"] as? [[String: Any]])
        XCTAssertTrue(articles.contains { ($0["headline"] as? String) == "组织29个工作组开展复工复产情况调研" })
    }

    func testExplainGivesEachLineALabelItsProbabilityAndWhatWeighed() throws {
        let result = try LLRBRunner().run(["parse", try LLRBRunner.seed("002").path, "--learned", "--explain", "--json"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try result.jsonObject()
        XCTAssertTrue((object["model"] as? String)?.contains("bench/realistic") == true)
        let lines = try XCTUnwrap(object["lines"] as? [[String: Any]])
        XCTAssertGreaterThan(lines.count, 20)
        for line in lines {
            let probability = try XCTUnwrap(line["probability"] as? Double)
            let runnerUp = try XCTUnwrap(line["runnerUpProbability"] as? Double)
            XCTAssertTrue((0...1).contains(probability) && runnerUp <= probability + 1e-6, "\(line)")
            XCTAssertNotNil(line["label"] as? String)
        }
        XCTAssertTrue(lines.contains { ($0["label"] as? String) == "masthead" })
        XCTAssertTrue(lines.contains { ($0["weightiest"] as? [[String: Any]])?.isEmpty == false })
        let text = try LLRBRunner().run(["parse", try LLRBRunner.seed("002").path, "--learned", "--explain"], useIndex: false)
        XCTAssertTrue(text.stdout.contains("opens-headline"), text.stdout)
    }

    func testAnIssueFileIsReadPageByPage() throws {
        let runner = try LLRBRunner()
        let page = "## 我市召开春耕工作会议\n\n本报讯（记者 王涛）3月5日，我市召开春耕工作会议，安排部署春耕工作。\n"
        let file = try runner.write(Array((page + "\u{0C}" + page).utf8), to: "issue.txt")
        let result = try runner.run(["parse", file.path, "--learned", "--json"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let pages = try XCTUnwrap(try result.jsonObject()["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.count, 2)
    }

    func testABadFileIsRefusedInOneLine() throws {
        let runner = try LLRBRunner()
        let file = try runner.write([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0], to: "image.txt")
        for arguments in [["--learned"], ["--learned", "--explain"]] {
            let result = try runner.run(["parse", file.path] + arguments, useIndex: false)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.stderr.hasPrefix("llrb: "), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
    }
}
