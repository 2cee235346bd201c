import Foundation
import XCTest

/// The forms of `llrb serve --edit` as the editor fills them (issue 74), through the binary and
/// in Chromium: the forms about a line list the article's printed lines to pick from.
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
}
