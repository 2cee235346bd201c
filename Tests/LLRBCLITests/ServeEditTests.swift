import Foundation
import Glibc
import XCTest

/// `llrb serve --edit` (issue 66): read-only without it; with it, only the browser signed in
/// with the printed link may write, only from the site's own pages, only with a form value it
/// was given, once; and in Chromium the whole round trip: correct, save, search finds it, undo.
final class ServeEditTests: XCTestCase {
    private let story = "9895-64ed71-2"

    private func post(_ server: ServedIndex, _ path: String, cookie: String?, origin: String?, _ fields: [(String, String)]) throws -> HTTPReply {
        var headers = ["Content-Type": "application/x-www-form-urlencoded"]
        headers["Cookie"] = cookie
        headers["Origin"] = origin
        return try server.get(path, method: "POST", headers: headers, body: EditingClient.form(fields))
    }

    /// The form values of the article's page as the browser with `cookie` gets it.
    private func formValues(_ server: ServedIndex, cookie: String, id: String) throws -> [String] {
        EditingClient.formValues(in: try server.get("/article/\(id)", headers: ["Cookie": cookie]).text)
    }

    func testServeWithoutEditIsReadOnly() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let reply = try post(server, "/article/\(story)/correct", cookie: nil, origin: server.address.dropLast().description,
                             [("kind", "replace"), ("old", "进人"), ("new", "进入")])
        XCTAssertEqual(reply.status, 405)
        XCTAssertFalse(try server.get("/article/\(story)").text.contains("method=\"post\""), "no forms")
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.home.appendingPathComponent("index.corrections").path))
    }

    func testEditModeRefusesAWriteWithoutItsTokenFromAnotherOriginOrWithoutItsFormValue() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let token = try EditingClient.token(server)
        let origin = "http://127.0.0.1:\(server.port)"
        XCTAssertNil(try server.get("/?token=0000").header("Set-Cookie"), "a wrong token signs nothing in")
        let signIn = try server.get("/article/\(story)?token=\(token)")
        XCTAssertEqual(signIn.status, 303)
        XCTAssertEqual(signIn.header("Location"), "/article/\(story)")
        let cookie = try XCTUnwrap(signIn.header("Set-Cookie")?.components(separatedBy: ";").first)
        XCTAssertTrue(signIn.header("Set-Cookie")?.contains("HttpOnly; SameSite=Strict") == true)
        XCTAssertFalse(try server.get("/article/\(story)").text.contains("method=\"post\" action=\"/article/"),
                       "no forms for a browser that is not signed in")
        let fields = { (value: String) in [("csrf", value), ("kind", "replace"), ("old", "进人"), ("new", "进入")] }
        var values = try formValues(server, cookie: cookie, id: story)
        XCTAssertGreaterThanOrEqual(values.count, 6)
        let path = "/article/\(story)/correct"
        XCTAssertEqual(try post(server, path, cookie: nil, origin: origin, fields(values[0])).status, 403, "no token")
        let cookieName = try XCTUnwrap(cookie.split(separator: "=").first)
        XCTAssertEqual(try post(server, path, cookie: "\(cookieName)=\(String(repeating: "0", count: 32))", origin: origin, fields(values[0])).status, 403,
                       "a wrong token")
        XCTAssertEqual(try post(server, path, cookie: cookie, origin: "http://evil.example", fields(values[0])).status, 403, "another origin")
        XCTAssertEqual(try post(server, path, cookie: cookie, origin: nil, fields(values[0])).status, 403, "no origin")
        XCTAssertEqual(try post(server, path, cookie: cookie, origin: origin, fields("forged")).status, 403, "a form value never issued")
        let otherValues = try formValues(server, cookie: cookie, id: "9895-64ed71-3")
        XCTAssertEqual(try post(server, path, cookie: cookie, origin: origin, fields(otherValues[0])).status, 403, "another article's form value")
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.home.appendingPathComponent("index.corrections").path), "nothing written")

        let saved = try post(server, path, cookie: cookie, origin: origin, fields(values[1]))
        XCTAssertEqual(saved.status, 303, saved.text)
        XCTAssertTrue(saved.header("Location")?.hasPrefix("/article/\(story)?notice=") == true, saved.header("Location") ?? "")
        XCTAssertEqual(try post(server, path, cookie: cookie, origin: origin, fields(values[1])).status, 403, "a form value is good once")
        let hits = try server.get("/api/search?q=" + "对进入车辆".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!).json()
        XCTAssertEqual((hits["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, [story])
        let recorded = try JSONSerialization.jsonObject(with: Data(try runner.run(["corrections", "--json"]).stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(recorded?.compactMap { $0["number"] as? Int }, [1], "recorded in the journal")

        values = try formValues(server, cookie: cookie, id: story)
        let unreadable = try server.get(path, method: "POST", headers: ["Cookie": cookie, "Origin": origin,
                                                                        "Content-Type": "application/x-www-form-urlencoded"],
                                        body: Array("csrf=\(values[0])&kind=replace&old=%E8%BF&new=x".utf8))
        XCTAssertEqual(unreadable.status, 400, "a form that is not UTF-8")
        let missing = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[1]), ("kind", "replace"), ("old", "不在文中"), ("new", "x")])
        XCTAssertEqual(missing.status, 400)
        XCTAssertTrue(missing.text.contains("本文中没有“不在文中”"), missing.text)
        let huge = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[2]), ("note", String(repeating: "长", count: 40_000))])
        XCTAssertEqual(huge.status, 413)
        XCTAssertEqual(try server.get("/").status, 200, "and the server goes on")
    }

    func testARefusedCorrectionIsSaidInChineseWithTheFormsOwnWords() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let origin = "http://127.0.0.1:\(server.port)"
        let signIn = try server.get("/article/\(story)?token=\(try EditingClient.token(server))")
        let cookie = try XCTUnwrap(signIn.header("Set-Cookie")?.components(separatedBy: ";").first)
        let values = try formValues(server, cookie: cookie, id: story)
        let path = "/article/\(story)/correct"

        let several = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[0]), ("kind", "replace"), ("old", "车辆"), ("new", "车")])
        XCTAssertEqual(several.status, 400, several.text)
        XCTAssertTrue(several.text.contains("“车辆”在本文中出现"), several.text)
        XCTAssertTrue(several.text.contains("请在“第几处”填写要改的一处，或勾选“全部”"), several.text)
        let outside = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[1]), ("kind", "role"), ("line", "1"), ("part", "kicker")])
        XCTAssertEqual(outside.status, 400, outside.text)
        XCTAssertTrue(outside.text.contains("第 1 行不在本文中"), outside.text)
        let far = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[3]), ("kind", "role"), ("line", "9999"), ("part", "kicker")])
        XCTAssertEqual(far.status, 400, far.text)
        XCTAssertTrue(far.text.contains("超出了这一版的行数"), far.text)
        let zero = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[4]), ("kind", "replace"), ("old", "车辆"), ("occurrence", "0")])
        XCTAssertTrue(zero.text.contains("“第几处”应为正整数"), zero.text)
        let seedFile = try LLRBRunner.seed("000").lastPathComponent
        for refusal in [several, outside, far, zero] {
            let reason = try XCTUnwrap(refusal.text.components(separatedBy: "<p class=\"error\">").last?.components(separatedBy: "</p>").first)
            XCTAssertFalse(reason.contains("--"), "no option of llrb correct: \(reason)")
            XCTAssertFalse(reason.contains("llrb"), "no command: \(reason)")
            XCTAssertFalse(reason.contains(seedFile), "no path of the server's (the terminal names the page file): \(reason)")
        }

        let headline = try post(server, path, cookie: cookie, origin: origin, [("csrf", values[5]), ("kind", "headline"), ("headline", "交警严查进入车辆"), ("by", "李明")])
        XCTAssertEqual(headline.status, 303, headline.text)
        let page = try server.get("/article/\(story)", headers: ["Cookie": cookie]).text
        XCTAssertTrue(page.contains("<li>1. 标题："), page)
        XCTAssertTrue(page.contains("→ 交警严查进入车辆（李明，"), page)
        let listed = try runner.run(["corrections"]).stdout
        XCTAssertTrue(listed.contains("headline: "), "the terminal says it in English: \(listed)")
    }

    func testCorrectSaveSearchAndUndoInChromium() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let browser = try EditingClient.chromium(signedInTo: server, article: story)
        defer { browser.close() }
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('section.edit form.correct').length") as? Int, 6, browser.pageSummary())

        try browser.evaluate("""
            (() => { const form = document.querySelector('section.edit form.correct input[name=kind][value=replace]').form;
              form.old.value = '进人'; form.new.value = '进入'; form.by.value = '李明'; form.requestSubmit(); })()
            """)
        try browser.wait(until: "location.search.startsWith('?notice=') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.notice')?.textContent") as? String, "已保存更正 1。", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('article .body').textContent.includes('对进入车辆')") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("document.querySelector('section.corrections li')?.textContent.startsWith('1. 进人 → 进入（李明')") as? Bool,
                       true, browser.pageSummary())

        try browser.navigate(to: server.address + "search?q=对进入车辆")
        try browser.wait(until: "document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('#total')?.textContent") as? String, "1", browser.pageSummary())
        try browser.navigate(to: server.address + "search?q=original:进人")
        try browser.wait(until: "document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('#total')?.textContent") as? String, "1", "the original is still found")

        try browser.navigate(to: server.address + "article/\(story)")
        try browser.wait(until: "document.readyState === 'complete'")
        try browser.evaluate("document.querySelector('form.undo button').click()")
        try browser.wait(until: "location.search.startsWith('?notice=') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.notice')?.textContent") as? String, "已撤销更正 1。", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('article .body').textContent.includes('对进入车辆')") as? Bool, false)
        try browser.navigate(to: server.address + "search?q=对进入车辆")
        try browser.wait(until: "document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('ol.hits > li').length") as? Int, 0, browser.pageSummary())
        XCTAssertEqual(browser.consoleErrors, [], "errors in the console (a form the Content-Security-Policy refused)")
    }
}
