import Foundation
import XCTest

/// What `llrb serve --edit` answers the editor beyond a saved correction (issue 74), through the
/// binary: a form it cannot read said in Chinese, like every page of the reader; a notice of
/// what was saved that only the editor's own redirect shows; a footer that says the archive is
/// read-only only when it is.
final class ServeEditAnswerTests: XCTestCase {
    private let story = "9895-64ed71-2"

    func testAFormTheServerCannotReadIsAnsweredInChinese() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let path = "/article/\(story)/correct"
        let values = try editor.formValues(story)

        let notUTF8 = try editor.post(path, body: Array("csrf=\(values[0])&kind=replace&old=%E8%BF&new=x".utf8))
        try assertChinesePage(notUTF8, status: 400, saying: "表单的文字不是 UTF-8 编码")
        let notAForm = try editor.post(path, body: Array("{}".utf8), contentType: "application/json")
        try assertChinesePage(notAForm, status: 415, saying: "提交的内容不是网页表单")
        let huge = try editor.post(path, [("csrf", values[1]), ("note", String(repeating: "长", count: 40_000))])
        try assertChinesePage(huge, status: 413, saying: "提交的内容超过 64 KiB，没有保存")
        let malformed = try server.get("/%00")
        try assertChinesePage(malformed, status: 400, saying: "浏览器发来的请求无法读取")
        XCTAssertEqual(try server.get("/").status, 200, "and the server goes on")
    }

    func testTheSavedNoticeIsTheEditorsOwnOnceAndNamesTheCorrectionMadeOrUndone() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let notice = { (reply: HTTPReply) in reply.text.components(separatedBy: "<p class=\"notice\" role=\"status\">").dropFirst().first?.prefix { $0 != "<" } }
        for forged in ["corrected=999999", "undone=1", "corrected=1&pending=1", "notice=0123456789abcdef0123456789abcdef"] {
            XCTAssertNil(notice(try server.get("/article/\(story)?\(forged)")), forged)
            XCTAssertNil(notice(try editor.page("/article/\(story)?\(forged)")), "\(forged), signed in")
        }

        let values = try editor.formValues(story)
        let saved = try editor.post("/article/\(story)/correct", [("csrf", values[0]), ("kind", "replace"), ("old", "进人"), ("new", "进入")])
        let location = try XCTUnwrap(saved.header("Location"), saved.text)
        XCTAssertNil(notice(try server.get(location)), "another browser sees no notice (and does not use it up)")
        XCTAssertEqual(notice(try editor.page(location)), "已保存更正 1。")
        XCTAssertNil(notice(try editor.page(location)), "a notice is shown once: a replayed address shows none")

        let undoValue = try XCTUnwrap(EditingClient.formValues(in: try editor.page("/article/\(story)").text).last)
        let undone = try editor.post("/corrections/1/undo", [("csrf", undoValue)])
        XCTAssertEqual(undone.status, 303, undone.text)
        XCTAssertEqual(notice(try editor.page(try XCTUnwrap(undone.header("Location")))), "已撤销更正 1。",
                       "the correction undone, not the undo's own record (2)")
        let recorded = try JSONSerialization.jsonObject(with: Data(try runner.run(["corrections", "--json"]).stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(recorded?.compactMap { $0["number"] as? Int }, [1, 2])
    }

    /// An article corrected more often than its page lists: a correction only counted there is
    /// undone by its number, from the same page.
    func testACorrectionThePageOnlyCountsIsUndoneByItsNumber() throws {
        let runner = try LLRBRunner.withSeeds()
        for count in 1...22 {
            XCTAssertEqual(try runner.run(["correct", story, "--headline", "读者标题\(count)"]).status, 0)
        }
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let page = try editor.page("/article/\(story)").text
        XCTAssertFalse(page.contains("撤销更正 1</button>"), "the first is not listed")
        XCTAssertTrue(page.contains("撤销更正 22</button>"))
        XCTAssertTrue(page.contains("撤销更正编号"), "a form takes the number of one only counted")
        let form = { (page: String) in page.components(separatedBy: "<form").first { $0.contains("name=\"kind\" value=\"undo\"") } ?? "" }
        let recorded = { () throws -> [[String: Any]] in
            try JSONSerialization.jsonObject(with: Data(try runner.run(["corrections", "--json"]).stdout.utf8)) as? [[String: Any]] ?? []
        }

        // A number mistyped: another story's correction is not undone from this one's page.
        XCTAssertEqual(try runner.run(["correct", "9895-64ed71-1", "--headline", "另一篇的标题"]).status, 0)
        let mistyped = try editor.post("/article/\(story)/correct",
                                       [("csrf", try XCTUnwrap(EditingClient.formValues(in: form(page)).first)), ("kind", "undo"), ("number", "23")])
        XCTAssertEqual(mistyped.status, 400, mistyped.text)
        XCTAssertTrue(mistyped.text.contains("第 23 条更正不是对本文的更正"), mistyped.text)
        XCTAssertTrue(form(mistyped.text).contains("value=\"23\""), "the form comes back as it was sent")
        XCTAssertEqual(try recorded().count, 23, "nothing recorded")

        let value = try XCTUnwrap(EditingClient.formValues(in: form(try editor.page("/article/\(story)").text)).first)
        let undone = try editor.post("/article/\(story)/correct", [("csrf", value), ("kind", "undo"), ("number", "1")])
        XCTAssertEqual(undone.status, 303, undone.text)
        XCTAssertEqual(undone.header("Location")?.hasPrefix("/article/\(story)?"), true)
        XCTAssertTrue(try editor.page(try XCTUnwrap(undone.header("Location"))).text.contains("已撤销更正 1。"))
        let last = try XCTUnwrap(try recorded().last)
        XCTAssertEqual(last["number"] as? Int, 24)
        XCTAssertTrue("\(last)".contains("undo"), "\(last)")
    }

    func testTheFooterSaysReadOnlyOnlyWhenTheServerTakesNoCorrections() throws {
        let runner = try LLRBRunner.withSeeds()
        let footer = { (reply: HTTPReply) in reply.text.components(separatedBy: "<footer class=\"site\">").last?.components(separatedBy: "</footer>").first ?? "" }
        let reader = try ServedIndex(runner)
        for page in [try reader.get("/"), try reader.get("/article/\(story)")] {
            XCTAssertTrue(footer(page).contains(" · 只读 · "), footer(page))
        }

        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let pages = [try server.get("/"), try server.get("/search?q=复工复产".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""),
                     try server.get("/article/\(story)"), try editor.page("/article/\(story)"), try server.get("/nothing"),
                     try editor.post("/article/\(story)/correct", body: Array("x=%E8".utf8))]
        for page in pages {
            XCTAssertFalse(footer(page).contains("只读"), footer(page))
            XCTAssertTrue(footer(page).contains("编辑模式：用启动时打印的链接登录的浏览器可以更正文章"), footer(page))
        }
    }

    /// A page of the site (its frame, `lang="zh-CN"`) that says `reason`, and none of the
    /// English the HTTP module words the same refusal in.
    private func assertChinesePage(_ reply: HTTPReply, status: Int, saying reason: String, line: UInt = #line) throws {
        XCTAssertEqual(reply.status, status, reply.text, line: line)
        XCTAssertEqual(reply.header("Content-Type"), "text/html; charset=utf-8", line: line)
        XCTAssertTrue(reply.text.contains("<html lang=\"zh-CN\">"), reply.text, line: line)
        XCTAssertTrue(reply.text.contains(reason), reply.text, line: line)
        for english in ["Bad Request", "Too Large", "Unsupported", "the form", "the body", "the query"] {
            XCTAssertFalse(reply.text.contains(english), "\(english) in \(reply.text)", line: line)
        }
    }
}
