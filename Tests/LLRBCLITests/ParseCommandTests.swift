import Foundation
import XCTest
@testable import llrb

final class ParseCommandTests: XCTestCase {
    func testJSONHasEveryDocumentedKeyOnEverySeed() throws {
        let runner = try LLRBRunner()
        let seeds = try FileManager.default.contentsOfDirectory(atPath: LLRBRunner.seeds.path).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(seeds.count, 5)
        for seed in seeds {
            let result = try runner.run(["parse", LLRBRunner.seeds.appendingPathComponent(seed).path, "--json"], useIndex: false)
            XCTAssertNotEqual(result.status, 2, "\(seed): \(result.stderr)")
            let object = try result.jsonObject()
            for key in ["date", "dateSource", "issueNumber", "lunarDate", "weekday", "pageCount",
                        "articles", "captions", "footer", "noise", "warnings"] {
                XCTAssertTrue(object.keys.contains(key), "\(seed): no key \(key)")
            }
        }
    }

    func testSeedZeroMastheadThroughTheBinary() throws {
        let result = try LLRBRunner().run(["parse", try LLRBRunner.seed("000").path, "--json"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try result.jsonObject()
        XCTAssertEqual(page["date"] as? String, "2020-03-13")
        XCTAssertEqual(page["issueNumber"] as? Int, 9895)
        XCTAssertEqual(page["lunarDate"] as? String, "庚子年二月二十")
        XCTAssertEqual(page["weekday"] as? Int, 5)
        XCTAssertEqual(page["pageCount"] as? Int, 8)
        let articles = try XCTUnwrap(page["articles"] as? [[String: Any]])
        XCTAssertTrue(articles.contains { ($0["headline"] as? String) == "组织29个工作组开展复工复产情况调研" })
        let outline = try LLRBRunner().run(["parse", try LLRBRunner.seed("000").path], useIndex: false)
        XCTAssertTrue(outline.stdout.contains("2020-03-13 星期五"), outline.stdout)
    }

    func testJSONIsPrettyWithSortedKeysAndReadableChinese() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array("第 9895 期 今日8版\n\n## 组织工作组\n\n本报讯 正文。\n".utf8), to: "page.txt")
        let result = try runner.run(["parse", page.path, "--json"], useIndex: false)
        XCTAssertFalse(result.stdout.contains("\\u"), "non-ASCII must not be escaped")
        let keys = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(keys, keys.sorted())
        XCTAssertTrue(result.stdout.contains("\n  \"date\": "))
    }

    func testOutlineNamesTheFileAndTheMasthead() throws {
        let runner = try LLRBRunner()
        let seed = try LLRBRunner.seed("000")
        let result = try runner.run(["parse", seed.path], useIndex: false)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains(seed.path))
        XCTAssertTrue(result.stdout.contains("masthead"))
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    func testMissingFileIsOneLineErrorWithExitTwo() throws {
        let runner = try LLRBRunner()
        let result = try runner.run(["parse", runner.home.appendingPathComponent("没有 这页.txt").path], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("llrb: "))
        XCTAssertTrue(result.stderr.contains("没有 这页.txt"))
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)
        XCTAssertEqual(result.stdout, "")
    }

    /// The binary carries one parser, the one ingest reads with: the learned reader of issue 62
    /// lives beside the bench (LLRBLearning), and `--learned` is an option `parse` no longer has.
    func testTheBinaryReadsWithTheRulesAlone() throws {
        let result = try LLRBRunner().run(["parse", try LLRBRunner.seed("000").path, "--learned"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "llrb: unknown option '--learned' for 'parse' (see 'llrb parse --help')\n")
        let help = try LLRBRunner().run(["parse", "--help"], useIndex: false)
        XCTAssertFalse(help.stdout.contains("learned labeller"), help.stdout)
    }

    /// A device or a pipe is said to be one (reading /dev/zero would never end), not taken for
    /// a permission problem.
    func testADeviceOrAPipeIsNotAPageFile() throws {
        let runner = try LLRBRunner()
        let fifo = runner.home.appendingPathComponent("pipe.txt").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for path in ["/dev/zero", fifo] {
            let result = try runner.run(["parse", path])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "llrb: \(path): not a regular file (a device, pipe or socket); give the path of an OCR'd page file\n")
        }
    }
}

final class ParseExplainTests: XCTestCase {
    func testExplainShowsEachLinesKindAndTheRulesThatChangedIt() throws {
        let page = try LLRBRunner.seed("004").path
        let result = try LLRBRunner().run(["parse", page, "--explain"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map(String.init)
        let row = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("     25  body") }, result.stdout)
        XCTAssertTrue(rows[row].contains("headline-shape"), rows[row])
        XCTAssertEqual(rows[row + 1].trimmingCharacters(in: .whitespaces), "wrapped-headline: headline → body")
        // The page's path heads the trace whole, however deep the checkout lies.
        XCTAssertEqual(rows.filter { DisplayWidth.of($0) > 80 && $0 != page }, [], "rows wider than 80 columns")
    }

    func testExplainJSONCarriesTheSameTrace() throws {
        let result = try LLRBRunner().run(["parse", try LLRBRunner.seed("004").path, "--explain", "--json"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = try XCTUnwrap(try result.jsonObject()["lines"] as? [[String: Any]])
        let line = try XCTUnwrap(lines.first { ($0["lines"] as? [String: Int])?["first"] == 25 })
        XCTAssertEqual(line["kind"] as? String, "body")
        let steps = try XCTUnwrap(line["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["rule"] as? String }, ["headline-shape", "wrapped-headline"])
        XCTAssertTrue(steps[0]["from"] is NSNull)
        XCTAssertEqual(steps[1]["from"] as? String, "headline")
        XCTAssertEqual(steps[1]["to"] as? String, "body")
    }

    func testExplainOpensWithTheEvidenceOfThePagesHeadlineSide() throws {
        let runner = try LLRBRunner()
        let text = try runner.run(["parse", try LLRBRunner.seed("004").path, "--explain"], useIndex: false).stdout
        let rows = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.dropFirst().first, "headlines below their stories (votes 6 to 0)", text)
        XCTAssertTrue(rows.contains("  +2 below the page opens with a story under no headline"), text)
        let json = try runner.run(["parse", try LLRBRunner.seed("002").path, "--explain", "--json"], useIndex: false).jsonObject()
        let layout = try XCTUnwrap(json["layout"] as? [String: Any])
        XCTAssertEqual(layout["headlineSide"] as? String, "above")
        let votes = try XCTUnwrap(layout["votes"] as? [[String: Any]])
        XCTAssertEqual(votes.first?["evidence"] as? String, "a headline opens the page")
        XCTAssertEqual(votes.first?["weight"] as? Int, 2)
    }
}

/// Every command's JSON writes an absent value as `null`, never leaves its key out: one
/// encoder does it for the whole CLI (`JSONTreeEncoder`), the model's types are plain Codable.
final class JSONNullTests: XCTestCase {
    func testParseWritesEveryAbsentFieldAsNull() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array("本报讯 正文。\n".utf8), to: "page.txt")
        let object = try runner.run(["parse", page.path, "--json"], useIndex: false).jsonObject()
        for key in ["date", "dateSource", "issueNumber", "lunarDate", "weekday", "pageCount", "footer"] {
            XCTAssertTrue(object[key] is NSNull, key)
        }
        let article = try XCTUnwrap((object["articles"] as? [[String: Any]])?.first)
        for key in ["headline", "subheadlines", "bylines", "dateline", "body", "captions", "continuedTo", "continuedFrom", "lines"] {
            XCTAssertTrue(article.keys.contains(key), key)
        }
        XCTAssertTrue(article["continuedTo"] is NSNull)
    }

    func testShowWritesThePagesAbsentFieldsAsNull() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array("## 春耕备耕正当时\n\n本报讯 正文。\n".utf8), to: "pages/page.txt")
        XCTAssertEqual(try runner.run(["ingest", page.deletingLastPathComponent().path]).status, 0)
        let hits = try runner.searchHits("正文").hits
        let id = try XCTUnwrap(hits.first?["id"] as? String)
        let shown = try runner.run(["show", id, "--json"]).jsonObject()
        let info = try XCTUnwrap(shown["page"] as? [String: Any])
        for key in ["lunarDate", "footer", "issueNumber", "weekday"] {
            XCTAssertTrue(info[key] is NSNull, key)
        }
    }
}
