import Foundation
import XCTest

/// An issue OCR'd in one run, its pages separated by form feeds (Tesseract, pdftotext): ingested,
/// searched, listed and parsed through the binary, page by page, with the file's line numbers.
final class IssueFileCommandTests: XCTestCase {
    /// Seeds 002 (page 1 of 第10906期) and 001 (an inner page of it) in one file.
    private func issueFile(_ runner: LLRBRunner) throws -> (url: URL, innerOffset: Int) {
        let front = try Data(contentsOf: try LLRBRunner.seed("002"))
        let inner = try Data(contentsOf: try LLRBRunner.seed("001"))
        let url = try runner.write(Array(front) + [0x0C] + Array(inner) + [0x0C], to: "issues/第10906期.txt")
        return (url, front.count { $0 == 0x0A })
    }

    func testAnIssueFileIsIndexedPageByPage() throws {
        let runner = try LLRBRunner()
        let (file, offset) = try issueFile(runner)
        let ingest = try runner.run(["ingest", file.deletingLastPathComponent().path])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        let summary = ingest.stdout + ingest.stderr
        XCTAssertTrue(summary.contains("1 file") && summary.contains("2 pages"), summary)

        // 奋楫争先谱华章 is a story of seed 001: in the file, its lines come after page 1's.
        let alone = try LLRBRunner().run(["parse", try LLRBRunner.seed("001").path, "--json"], useIndex: false).jsonObject()
        let story = try XCTUnwrap((alone["articles"] as? [[String: Any]])?.first { $0["headline"] as? String == "奋楫争先谱华章" })
        let ownLines = try XCTUnwrap(story["lines"] as? [String: Int])
        let (total, hits) = try runner.searchHits("奋楫争先谱华章")
        XCTAssertEqual(total, 1)
        let hit = try XCTUnwrap(hits.first)
        XCTAssertEqual(hit["file"] as? String, file.path)
        XCTAssertEqual(hit["lines"] as? [String: Int], ["first": try XCTUnwrap(ownLines["first"]) + offset,
                                                          "last": try XCTUnwrap(ownLines["last"]) + offset])
        XCTAssertEqual(hit["date"] as? String, "2023-02-17")

        let issue = try runner.run(["show", "--issue", "10906", "--json"]).jsonObject()
        let pages = try XCTUnwrap(issue["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.count, 2)
        XCTAssertEqual(pages.compactMap { $0["pageNumber"] as? Int }, [1, 2])
        let ids = try XCTUnwrap(issue["articles"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(Set(ids).count, ids.count, "ids stay apart across the file's pages")

        let stats = try runner.run(["stats", "--json"]).jsonObject()
        XCTAssertEqual(stats["files"] as? Int, 1)
        XCTAssertEqual(stats["pages"] as? Int, 2)
        XCTAssertEqual(stats["issues"] as? Int, 1)
    }

    func testParseShowsEachPageOfAnIssueFile() throws {
        let runner = try LLRBRunner()
        let (file, _) = try issueFile(runner)
        let json = try runner.run(["parse", file.path, "--json"], useIndex: false)
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try json.jsonObject()
        XCTAssertEqual(object["file"] as? String, file.path)
        let pages = try XCTUnwrap(object["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.map { $0["issueNumber"] as? Int }, [10906, nil])
        XCTAssertEqual(pages.map { $0["date"] as? String }, ["2023-02-17", "2023-02-17"])
        let outline = try runner.run(["parse", file.path], useIndex: false)
        XCTAssertTrue(outline.stdout.contains("page 1 of 2") && outline.stdout.contains("page 2 of 2"), outline.stdout)
    }

    /// `show --issue` reads the pages in the order of their numbers, not of the file.
    func testShowIssueReadsThePagesByNumber() throws {
        let runner = try LLRBRunner()
        let front = try Data(contentsOf: try LLRBRunner.seed("002"))
        let inner = Array("2 要闻 2023年2月17日 星期五\n".utf8) + (try Data(contentsOf: try LLRBRunner.seed("001")))
        let file = try runner.write(inner + [0x0C] + Array(front), to: "issues/inner-first.txt")
        XCTAssertEqual(try runner.run(["ingest", file.path]).status, 0)
        let issue = try runner.run(["show", "--issue", "10906", "--json"]).jsonObject()
        let headlines = try XCTUnwrap(issue["articles"] as? [[String: Any]]).compactMap { $0["headline"] as? String }
        XCTAssertEqual(headlines.count, 11)
        XCTAssertEqual(headlines.first, "习近平向\"中国+中亚五国\"产业与投资合作论坛致贺信", "\(headlines)")
        XCTAssertEqual(headlines.last, "奋楫争先谱华章")
    }

    /// Two pages of one file that print nothing to tell them apart are still two pages.
    func testPagesWithTheSameFieldsStayApart() throws {
        let runner = try LLRBRunner()
        let text = "## 市委召开常委会会议\n\n会议强调，要抓好各项工作落实。\n\u{0C}## 市政府召开常务会议\n\n会议研究了其他事项。\n"
        let file = try runner.write(Array(text.utf8), to: "issues/plain.txt")
        XCTAssertEqual(try runner.run(["ingest", file.path]).status, 0)
        let stats = try runner.run(["stats", "--json"]).jsonObject()
        XCTAssertEqual(stats["pages"] as? Int, 2)
    }
}
