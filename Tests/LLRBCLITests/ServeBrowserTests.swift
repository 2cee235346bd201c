import Foundation
import Glibc
import XCTest

/// `llrb serve` the way a reader sees it: Debian's headless Chromium (skipped where it is not
/// installed) searches the seeds, follows a hit to its article and the article to its issue,
/// all under the server's strict Content-Security-Policy. Screenshots of the three pages are
/// left in .build/test-output/serve-browser/ for a person to look at.
final class ServeBrowserTests: XCTestCase {
    func testAReaderGoesFromSearchToArticleToIssueInChromium() throws {
        let served = try servedInChromium()
        defer { served.browser.close() }
        let (server, browser) = (served.server, served.browser)
        let screenshots = LLRBRunner.packageRoot.appendingPathComponent(".build/test-output/serve-browser")
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)

        try browser.navigate(to: server.address + "search?q=复工复产")
        XCTAssertEqual(try browser.evaluate("document.documentElement.lang") as? String, "zh-CN")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('ol.hits > li').length") as? Int, 3, browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('#total')?.textContent") as? String, "3", browser.pageSummary())
        let everyHitMarked = """
            [...document.querySelectorAll('ol.hits > li')].every(hit =>
              [...hit.querySelectorAll('mark')].some(mark => mark.textContent === '复工复产'))
            """
        XCTAssertEqual(try browser.evaluate(everyHitMarked) as? Bool, true, "a hit without 复工复产 marked; \(browser.pageSummary())")
        try assertStyled(browser)
        try saveScreenshot(browser, to: screenshots.appendingPathComponent("search.png"))

        try browser.evaluate("document.querySelector('ol.hits a').click()")
        try browser.wait(until: "location.pathname.startsWith('/article/') && document.readyState === 'complete'")
        let articlePath = try XCTUnwrap(browser.evaluate("location.pathname") as? String)
        let headline = try browser.evaluate("document.querySelector('article h1')?.textContent.trim() ?? ''") as? String
        XCTAssertFalse(headline?.isEmpty ?? true, "no headline; \(browser.pageSummary())")
        XCTAssertGreaterThan(try browser.evaluate("document.querySelectorAll('article mark').length") as? Int ?? 0, 0,
                             "the query is not marked in the article; \(browser.pageSummary())")
        let citation = try browser.evaluate("document.querySelector('#citation')?.textContent ?? ''") as? String ?? ""
        XCTAssertTrue(citation.contains("[N]. 吕梁日报"), "citation: \(citation)")
        try assertStyled(browser)
        try assertCopyButtonWorks(browser)
        try saveScreenshot(browser, to: screenshots.appendingPathComponent("article.png"))

        try browser.evaluate("document.querySelector('dl.facts a[href^=\"/issue/\"]').click()")
        try browser.wait(until: "location.pathname.startsWith('/issue/') && document.readyState === 'complete'")
        let issueTitle = try browser.evaluate("document.querySelector('h1')?.textContent ?? ''") as? String ?? ""
        XCTAssertTrue(issueTitle.contains("第9895期"), "issue title: \(issueTitle)")
        let stories = try browser.evaluate("[...document.querySelectorAll('main a[href^=\"/article/\"]')].map(link => link.pathname)") as? [String]
        XCTAssertTrue(stories?.contains(articlePath) == true, "the issue does not list \(articlePath); \(browser.pageSummary())")
        try assertStyled(browser)
        try saveScreenshot(browser, to: screenshots.appendingPathComponent("issue.png"))

        let refusals = browser.consoleErrors.filter { $0.contains("Content Security Policy") }
        XCTAssertEqual(refusals, [], "the pages break their own Content-Security-Policy")
        XCTAssertEqual(browser.consoleErrors.filter { !$0.contains("Content Security Policy") }, [], "errors in the console")
        let stopped = server.stop(with: SIGTERM)
        XCTAssertEqual(stopped.status, 0, "llrb serve did not exit 0 on SIGTERM within 10 s; stderr: \(stopped.stderr)")
    }

    /// A reader goes from the masthead's 人物 to a person, to an article naming them, and from
    /// 职务 to the article that first names a holder so, in Chromium, under the same policy.
    func testAReaderGoesFromPeopleToAPersonsArticleAndFromAnOfficeToItsArticle() throws {
        let served = try servedInChromium()
        defer { served.browser.close() }
        let (server, browser) = (served.server, served.browser)
        try browser.navigate(to: server.address)
        try browser.evaluate("[...document.querySelectorAll('header nav a')].find(link => link.textContent === '人物').click()")
        try browser.wait(until: "location.pathname === '/people' && document.readyState === 'complete'")
        try assertStyled(browser)
        try browser.evaluate("[...document.querySelectorAll('table.people a')].find(link => link.textContent === '孙大军').click()")
        try browser.wait(until: "decodeURIComponent(location.pathname) === '/people/孙大军' && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('h1')?.textContent") as? String, "孙大军", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('table.people tbody tr').length") as? Int, 3, browser.pageSummary())
        try browser.evaluate("document.querySelector('table.people a[href^=\"/article/\"]').click()")
        try browser.wait(until: "location.pathname.startsWith('/article/') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('article').textContent.replace(/\\s/g, '').includes('孙大军')") as? Bool, true,
                       browser.pageSummary())

        try browser.navigate(to: server.address + "offices")
        let mayors = "[...document.querySelectorAll('section.office')].find(section => section.querySelector('h2').textContent === '吕梁市长')"
        XCTAssertEqual(try browser.evaluate("[...\(mayors).querySelectorAll('tbody tr td:first-child')].map(cell => cell.textContent)") as? [String],
                       ["王立伟", "张广勇"], browser.pageSummary())
        try browser.evaluate("\(mayors).querySelector('a[href^=\"/article/\"]').click()")
        try browser.wait(until: "location.pathname.startsWith('/article/') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('article').textContent.replace(/\\s/g, '').includes('王立伟')") as? Bool, true,
                       browser.pageSummary())
        XCTAssertEqual(browser.consoleErrors, [], "errors in the console")
    }

    /// On a phone 390 px wide the hits chart's axis is as legible as the caption under it (its
    /// labels were text inside the scaled drawing: ~7 px), the filters' hints are lighter than
    /// what a reader types, and a year's months are tables of the same columns at any width.
    func testOnAPhoneTheChartsAxisReadsAndEachMonthsTableKeepsItsColumns() throws {
        let served = try servedInChromium()
        defer { served.browser.close() }
        let (server, browser) = (served.server, served.browser)
        try browser.setViewport(width: 390, height: 844)
        try browser.navigate(to: server.address + "search?q=复工复产")
        let axis = "[...document.querySelectorAll('figure.chart .axis span')]"
        XCTAssertGreaterThan(try browser.evaluate("\(axis).length") as? Int ?? 0, 0, browser.pageSummary())
        let smallest = try browser.evaluate("Math.min(...\(axis).map(label => parseFloat(getComputedStyle(label).fontSize)))") as? Double
        XCTAssertGreaterThanOrEqual(smallest ?? 0, 12, "the axis's labels in px; \(browser.pageSummary())")
        let lightness = "(element, pseudo) => getComputedStyle(element, pseudo).color.match(/\\d+/g).slice(0, 3).reduce((sum, part) => sum + +part, 0)"
        let hint = try browser.evaluate("(\(lightness))(document.querySelector('input[name=from]'), '::placeholder')") as? Int ?? 0
        let typed = try browser.evaluate("(\(lightness))(document.querySelector('input[name=from]'), null)") as? Int ?? 0
        XCTAssertGreaterThan(hint, typed + 200, "a hint lighter than a value typed")

        let columns = "JSON.stringify([...new Set([...document.querySelectorAll('table.issues')].map(table => [...table.rows[0].cells].map(cell => Math.round(cell.getBoundingClientRect().width)).join(' ')))])"
        for width in [390, 1100] {
            try browser.setViewport(width: width, height: 900)
            try browser.navigate(to: server.address + "browse/2020")
            XCTAssertEqual(try browser.evaluate("document.querySelectorAll('table.issues').length") as? Int, 2, browser.pageSummary())
            let widths = try browser.evaluate(columns) as? String ?? ""
            XCTAssertEqual(widths.filter { $0 == "," }.count, 0, "one set of column widths for every month at \(width) px: \(widths)")
        }
    }

    /// On a phone 390 px wide no name, date or header of the people pages is broken inside
    /// itself (they were one character a line: 孙/大/军), and the page does not run off the
    /// screen: a wide table scrolls in its own box.
    func testOnAPhoneThePeoplePagesBreakNoNameDateOrHeader() throws {
        let served = try servedInChromium()
        defer { served.browser.close() }
        let (server, browser) = (served.server, served.browser)
        try browser.setViewport(width: 390, height: 844)
        let broken = """
            [...document.querySelectorAll('table.people th, table.people td:not(.wraps)')].filter(cell => {
              const range = document.createRange(); range.selectNodeContents(cell);
              return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size > 1
            }).map(cell => cell.textContent)
            """
        for path in ["people", "offices", "people/%E5%AD%99%E5%A4%A7%E5%86%9B"] {
            try browser.navigate(to: server.address + path)
            try assertStyled(browser)
            XCTAssertGreaterThan(try browser.evaluate("document.querySelectorAll('table.people td').length") as? Int ?? 0, 0, browser.pageSummary())
            XCTAssertEqual(try browser.evaluate(broken) as? [String], [], "/\(path): \(browser.pageSummary())")
            XCTAssertLessThanOrEqual(try browser.evaluate("document.documentElement.scrollWidth") as? Int ?? .max, 390, "/\(path) runs off the screen")
        }
    }

    /// The seeds served and Chromium launched, the test skipped where none is installed; the
    /// runner is kept for as long as its index is served.
    private func servedInChromium() throws -> (runner: LLRBRunner, server: ServedIndex, browser: DevToolsPipe) {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(chromium == nil, "no Chromium installed (CI installs it)")
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        return (runner, server, try DevToolsPipe.launch(chromium: chromium ?? ""))
    }

    /// The page's own stylesheet was let in and parsed: a refused or missing one has no rules.
    private func assertStyled(_ browser: DevToolsPipe, line: UInt = #line) throws {
        let styled = "[...document.querySelectorAll('link[rel=stylesheet]')].some(link => link.sheet?.cssRules.length > 0)"
        XCTAssertEqual(try browser.evaluate(styled) as? Bool, true, "unstyled; \(browser.pageSummary())", line: line)
    }

    /// The page's own script was let in and runs: its copy button either copies (and says so)
    /// or, where the clipboard is refused, selects the citation for the reader to copy.
    private func assertCopyButtonWorks(_ browser: DevToolsPipe) throws {
        try browser.evaluate("document.querySelector('button[data-copy=\"citation\"]').click()")
        try browser.wait(until: """
            document.querySelector('button[data-copy="citation"]').textContent === '已复制'
              || getSelection().toString().includes('吕梁日报')
            """, timeout: 5)
    }

    private func saveScreenshot(_ browser: DevToolsPipe, to file: URL, line: UInt = #line) throws {
        try browser.screenshot(to: file)
        let png = try Data(contentsOf: file)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "\(file.lastPathComponent) is not a PNG", line: line)
        XCTAssertGreaterThan(png.count, 10_000, "\(file.lastPathComponent) looks blank; \(browser.pageSummary())", line: line)
    }
}
