import Foundation
import XCTest

/// The forms of `llrb serve --edit` as the editor fills them (issue 74), through the binary and
/// in Chromium: the forms about a line list the article's printed lines to pick from, and a form
/// refused comes back as it was typed, with a new form value, to be mended and sent again.
final class ServeEditFormTests: XCTestCase {
    private let story = "9895-64ed71-2"

    /// Seed 000's lines 59–95 (the story) that are not blank, as a correction reads each.
    private func printedLines() throws -> [(number: Int, text: String)] {
        let lines = try String(contentsOf: LLRBRunner.seed("000"), encoding: .utf8).components(separatedBy: "\n")
        return (59...95).compactMap { number in
            let text = String(lines[number - 1].drop { $0.isWhitespace || $0 == "#" }).trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : (number, text)
        }
    }

    func testLineFormsOfferTheArticlesPrintedLinesByNumberAndText() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let page = try editor.page("/article/\(story)").text
        let pickers = page.components(separatedBy: "<select name=\"line\" required>").dropFirst().map { $0.components(separatedBy: "</select>")[0] }
        XCTAssertEqual(pickers.count, 3, "改整行, 标明 and 分为两篇 each pick a line")
        XCTAssertFalse(page.contains("name=\"line\" type=\"number\""), "no line number to look up")
        let values = pickers.map { picker in
            picker.components(separatedBy: "<option value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let expected = try printedLines()
        XCTAssertEqual(values[0], [""] + expected.map { String($0.number) }, "none chosen, then every printed line of the story")
        XCTAssertEqual(values[1], values[0])
        XCTAssertEqual(values[2], [""] + expected.dropFirst().map { String($0.number) }, "a story cannot start at its own first line")
        XCTAssertTrue(pickers[0].contains("<option value=\"71\">71　&quot;组合拳&quot;把好&quot;复工关&quot;</option>"), pickers[0])
        XCTAssertTrue(pickers[0].contains("<option value=\"63\">63　□ 郭晓星</option>"), pickers[0])
        let long = try XCTUnwrap(expected.first { $0.text.count > 40 })
        XCTAssertTrue(pickers[0].contains("<option value=\"\(long.number)\">\(long.number)　\(long.text.prefix(40).replacingOccurrences(of: "\"", with: "&quot;"))…</option>"),
                      "a paragraph printed as one line shows its start")

        let formValues = try editor.formValues(story)
        let saved = try editor.post("/article/\(story)/correct", [("csrf", formValues[1]), ("kind", "line"), ("line", "71"), ("text", "“组合拳”把好“复工关”")])
        XCTAssertEqual(saved.status, 303, saved.text)
        XCTAssertTrue(try editor.page("/article/\(story)").text.contains("“组合拳”把好“复工关”"))
    }

    func testALineIsPickedFromTheListInChromium() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let browser = try EditingClient.chromium(signedInTo: server, article: story)
        defer { browser.close() }
        let form = "document.querySelector('section.edit form.correct input[name=kind][value=start]').form"
        let fits = "(() => { const picker = \(form).line; return picker.getBoundingClientRect().right <= document.querySelector('section.edit').getBoundingClientRect().right; })()"
        XCTAssertEqual(try browser.evaluate(fits) as? Bool, true, "the list is no wider than the forms; \(browser.pageSummary())")
        XCTAssertEqual(try browser.evaluate("\(form).line.value") as? String, "", "no line chosen before the reader picks one")
        try browser.evaluate("""
            (() => { const picker = \(form).line;
              picker.selectedIndex = [...picker.options].findIndex(option => option.text.includes('组合拳'));
              \(form).requestSubmit(); })()
            """)
        try browser.wait(until: "location.search.startsWith('?notice=') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.notice')?.textContent") as? String, "已保存更正 1。", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('article .body').textContent.includes('组合拳')") as? Bool, false,
                       "the story now ends before the line picked")
        let listed = try runner.run(["corrections"]).stdout
        XCTAssertTrue(listed.contains("a story starts at: \"组合拳\"把好\"复工关\""), listed)
        XCTAssertEqual(browser.consoleErrors, [], "errors in the console")
    }

    func testARefusedFormComesBackAsTypedWithANewFormValue() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let editor = try EditingClient(server, article: story)
        let path = "/article/\(story)/correct"
        let values = try editor.formValues(story)

        let missing = try editor.post(path, [("csrf", values[0]), ("kind", "replace"), ("old", "进人车俩"), ("new", "进入车辆"),
                                             ("all", "1"), ("by", "李明"), ("note", "OCR <误识>")])
        XCTAssertEqual(missing.status, 400, missing.text)
        XCTAssertTrue(missing.text.contains("<p class=\"error\">本文中没有“进人车俩”；请从上面的正文中照原样复制</p>"), missing.text)
        XCTAssertTrue(missing.text.contains("<article>"), "the article's page, with its text to copy from")
        XCTAssertEqual(missing.header("Cache-Control"), "no-store", "its form carries a value good once")
        let refilled = try refusedForm(in: missing.text)
        for typed in ["name=\"old\" required value=\"进人车俩\"", "name=\"new\" value=\"进入车辆\"", "name=\"all\" value=\"1\" checked",
                      "name=\"by\" size=\"8\" value=\"李明\"", "name=\"note\" value=\"OCR &lt;误识&gt;\""] {
            XCTAssertTrue(refilled.contains(typed), "\(typed) in \(refilled)")
        }
        XCTAssertEqual(try editor.post(path, [("csrf", values[0]), ("kind", "replace"), ("old", "进人"), ("new", "进入")]).status, 403,
                       "the value it was sent with is used up")
        let fresh = try XCTUnwrap(EditingClient.formValues(in: refilled).first)
        XCTAssertFalse(values.contains(fresh), "a new form value")
        let mended = try editor.post(path, [("csrf", fresh), ("kind", "replace"), ("old", "进人"), ("new", "进入"), ("by", "李明")])
        XCTAssertEqual(mended.status, 303, mended.text)

        let unchosen = try editor.post(path, [("csrf", values[2]), ("kind", "role"), ("line", "63"), ("part", "nothing")])
        XCTAssertEqual(unchosen.status, 400, unchosen.text)
        XCTAssertTrue(unchosen.text.contains("<p class=\"error\">请选择一行，以及这一行是什么</p>"), unchosen.text)
        let role = try refusedForm(in: unchosen.text)
        XCTAssertTrue(role.contains("<option value=\"63\" selected>63　□ 郭晓星</option>"), role)
        XCTAssertEqual(role.components(separatedBy: " selected").count, 2, "only the line typed is chosen")
        XCTAssertEqual(try refusedForm(in: missing.text).components(separatedBy: " selected").count, 1)
    }

    func testARefusedFormIsMendedAndSentAgainInChromium() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let browser = try EditingClient.chromium(signedInTo: server, article: story)
        defer { browser.close() }
        let replace = "document.querySelector('section.edit form.correct input[name=kind][value=replace]').form"
        try browser.evaluate("(() => { const form = \(replace); form.old.value = '进人车俩'; form.new.value = '进入车辆'; form.by.value = '李明'; form.requestSubmit(); })()")
        try browser.wait(until: "location.pathname.endsWith('/correct') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.refusal .error')?.textContent") as? String,
                       "本文中没有“进人车俩”；请从上面的正文中照原样复制", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("(f => [f.old.value, f.new.value, f.by.value])(document.getElementById('refused'))") as? [String],
                       ["进人车俩", "进入车辆", "李明"], browser.pageSummary())
        try browser.evaluate("document.querySelector('.refusal a[href=\"#refused\"]').click()")
        try browser.wait(until: "location.hash === '#refused'")
        try browser.evaluate("(() => { const form = document.getElementById('refused'); form.old.value = '进人车辆'; form.requestSubmit(); })()")
        try browser.wait(until: "location.search.startsWith('?notice=') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.notice')?.textContent") as? String, "已保存更正 1。", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('article .body').textContent.includes('对进入车辆')") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("document.querySelector('section.corrections li')?.textContent.startsWith('1. 进人车辆 → 进入车辆（李明')") as? Bool,
                       true, browser.pageSummary())
        XCTAssertEqual(browser.consoleErrors.filter { !$0.contains("status of 400 (Bad Request)") }, [],
                       "errors in the console besides the refusal's own status")
    }

    /// The form marked as the one refused, from its tag to its end.
    private func refusedForm(in page: String) throws -> String {
        let start = try XCTUnwrap(page.range(of: "class=\"correct\" id=\"refused\">"), "no refused form in \(page)")
        return page[start.upperBound...].components(separatedBy: "</form>")[0]
    }
}
