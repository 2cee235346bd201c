import Foundation
import Glibc
import XCTest

/// The scan beside the text in headless Chromium (skipped where none is installed), as a reader
/// uses it: a search hit opens its article with the article's lines marked on the page's scan
/// and the matching line shown, beside the text at 1280 px and under it at 390 px, zoomable;
/// the issue shows the page with every story's region a link to it; and in edit mode a line is
/// corrected beside its print. Screenshots are left in .build/test-output/serve-scan/ for a
/// person to look at.
final class ServeScanBrowserTests: XCTestCase {
    private let screenshots = LLRBRunner.packageRoot.appendingPathComponent(".build/test-output/serve-scan")

    /// Every box drawn over the scan lies on the image as the browser laid it out.
    private let boxesOnTheImage = """
        (() => { const image = document.querySelector('figure.scan img').getBoundingClientRect();
          const boxes = [...document.querySelectorAll('figure.scan rect')].map(rect => rect.getBoundingClientRect());
          return boxes.length > 0 && boxes.every(box => box.left >= image.left - 1 && box.right <= image.right + 1
            && box.top >= image.top - 1 && box.bottom <= image.bottom + 1); })()
        """

    func testASearchHitOpensItsArticleMarkedOnTheScanBesideItAndTheIssueLinksEachStorysRegion() throws {
        let runner = try ScannedPage.ingested()
        let server = try ServedIndex(runner)
        let browser = try launch()
        defer { browser.close() }
        try browser.setViewport(width: 1280, height: 900)
        try browser.navigate(to: server.address + "search?q=果园")
        try browser.evaluate("document.querySelector('ol.hits a').click()")
        try browser.wait(until: "location.pathname.startsWith('/article/') && document.readyState === 'complete'")
        try browser.wait(until: "document.querySelector('figure.scan img')?.complete && document.querySelector('figure.scan img').naturalWidth === 1000",
                         timeout: 10)
        XCTAssertEqual(try browser.evaluate(boxesOnTheImage) as? Bool, true, browser.pageSummary())
        XCTAssertGreaterThan(try browser.evaluate("document.querySelectorAll('figure.scan rect.hit').length") as? Int ?? 0, 0,
                             "no line of the search's match is marked; \(browser.pageSummary())")
        let hitShown = """
            (() => { const view = document.querySelector('.scan-view').getBoundingClientRect();
              const hit = document.querySelector('figure.scan rect.hit').getBoundingClientRect();
              return hit.top >= view.top && hit.bottom <= view.bottom; })()
            """
        XCTAssertEqual(try browser.evaluate(hitShown) as? Bool, true, "the matching line is scrolled out of the scan's view")
        let beside = "document.querySelector('figure.scan').getBoundingClientRect().left >= document.querySelector('article').getBoundingClientRect().right"
        XCTAssertEqual(try browser.evaluate(beside) as? Bool, true, "at 1280 px the scan stands beside the article")
        try saveScreenshot(browser, "article-1280.png")

        // The sheet is the view's width, twice it zoomed in (less a scroll bar, which zooming may bring).
        let sheetOverView = """
            (() => { const view = document.querySelector('.scan-view');
              return view.querySelector('.sheet').getBoundingClientRect().width / view.clientWidth; })()
            """
        XCTAssertEqual(try browser.evaluate(sheetOverView) as? Double ?? 0, 1, accuracy: 0.01)
        try browser.evaluate("document.querySelector('button[data-zoom=in]').click()")
        XCTAssertEqual(try browser.evaluate(sheetOverView) as? Double ?? 0, 2, accuracy: 0.01, "放大 doubles the scan")
        XCTAssertEqual(try browser.evaluate(boxesOnTheImage) as? Bool, true, "the boxes scale with the image")
        try browser.evaluate("document.querySelector('button[data-zoom=out]').click()")

        try browser.setViewport(width: 390, height: 844)
        try browser.navigate(to: try XCTUnwrap(browser.evaluate("location.href") as? String))
        try browser.wait(until: "document.readyState === 'complete' && document.querySelector('figure.scan img')?.naturalWidth === 1000", timeout: 10)
        XCTAssertLessThanOrEqual(try browser.evaluate("document.documentElement.scrollWidth") as? Int ?? 9999, 390, "the page scrolls sideways at 390 px")
        let under = "document.querySelector('figure.scan').getBoundingClientRect().top >= document.querySelector('article').getBoundingClientRect().bottom"
        XCTAssertEqual(try browser.evaluate(under) as? Bool, true, "at 390 px the scan follows the article")
        XCTAssertEqual(try browser.evaluate(boxesOnTheImage) as? Bool, true)
        try browser.evaluate("document.querySelector('figure.scan').scrollIntoView()")
        try saveScreenshot(browser, "article-390.png")

        try browser.setViewport(width: 1280, height: 900)
        try browser.evaluate("document.querySelector('dl.facts a[href^=\"/date/\"], dl.facts a[href^=\"/issue/\"]').click()")
        try browser.wait(until: "!location.pathname.startsWith('/article/') && document.readyState === 'complete'")
        try browser.wait(until: "document.querySelector('figure.scan img')?.naturalWidth === 1000", timeout: 10)
        let stories = try XCTUnwrap(browser.evaluate("document.querySelectorAll('ul.stories li').length") as? Int)
        let linked = "[...new Set([...document.querySelectorAll('figure.scan svg a')].map(link => link.getAttribute('href')))].length"
        XCTAssertEqual(try browser.evaluate(linked) as? Int, stories, "every story's region is a link to it; \(browser.pageSummary())")
        XCTAssertEqual(try browser.evaluate(boxesOnTheImage) as? Bool, true)
        try saveScreenshot(browser, "issue-1280.png")
        let target = try XCTUnwrap(browser.evaluate("document.querySelector('figure.scan svg a').getAttribute('href')") as? String)
        try browser.evaluate("document.querySelector('figure.scan svg a').dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))")
        try browser.wait(until: "location.pathname === '\(target)' && document.readyState === 'complete'")

        XCTAssertEqual(browser.consoleErrors, [], "errors in the console (a Content-Security-Policy refusal among them)")
        XCTAssertEqual(server.stop(with: SIGTERM).status, 0)
    }

    func testInEditModeALineIsCorrectedBesideItsPrint() throws {
        let runner = try ScannedPage.ingested()
        let article = try XCTUnwrap(try ScannedPage.articles(in: runner).first { ($0["headline"] as? String)?.contains("秋收进度") == true })
        let id = try XCTUnwrap(article["id"] as? String)
        let boxes = try XCTUnwrap((article["region"] as? [String: Any])?["boxes"] as? [[String: Int]])
        let server = try ServedIndex(runner, arguments: ["--edit"])
        let browser = try EditingClient.chromium(signedInTo: server, article: id)
        defer { browser.close() }
        try browser.setViewport(width: 390, height: 844)

        let rows = try XCTUnwrap(browser.evaluate("[...document.querySelectorAll('ul.printed li')].map(row => row.id + ' ' + row.querySelector('svg.crop').getAttribute('viewBox'))") as? [String])
        XCTAssertFalse(rows.isEmpty, browser.pageSummary())
        for row in rows {
            let parts = row.split(separator: " ").map(String.init)
            let line = Int(parts[0].dropFirst("edit-line-".count))
            let box = try XCTUnwrap(boxes.first { $0["line"] == line }, row)
            XCTAssertEqual(parts.dropFirst().compactMap { Int($0) }, [box["x"], box["y"], box["width"], box["height"]].compactMap { $0 }, "line \(line ?? 0)'s crop is its box")
        }
        XCTAssertEqual(try browser.evaluate("document.querySelector('svg.crop image').getAttribute('href')") as? String, "/scan/\(id)")
        XCTAssertLessThanOrEqual(try browser.evaluate("document.documentElement.scrollWidth") as? Int ?? 9999, 390, "the lines scroll sideways at 390 px")
        try browser.evaluate("[...document.querySelectorAll('ul.printed li')].find(row => row.querySelector('input[name=text]').value.includes('获悉')).scrollIntoView()")
        try saveScreenshot(browser, "edit-390.png")

        try browser.evaluate("""
            (() => { const input = [...document.querySelectorAll('ul.printed input[name=text]')].find(input => input.value.includes('获悉'));
              input.value = input.value.replace('获悉', '得知'); input.form.querySelector('button[value=line]').click(); })()
            """)
        try browser.wait(until: "location.search.startsWith('?notice=') && document.readyState === 'complete'")
        XCTAssertEqual(try browser.evaluate("document.querySelector('.notice')?.textContent") as? String, "已保存更正 1。", browser.pageSummary())
        XCTAssertEqual(try browser.evaluate("document.querySelector('article .body').textContent.includes('得知')") as? Bool, true, browser.pageSummary())
        let listed = try runner.run(["corrections"]).stdout
        XCTAssertTrue(listed.contains("得知"), listed)
        XCTAssertEqual(browser.consoleErrors, [], "errors in the console")
    }

    private func launch() throws -> DevToolsPipe {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(chromium == nil, "no Chromium installed (CI installs it)")
        return try DevToolsPipe.launch(chromium: chromium ?? "")
    }

    private func saveScreenshot(_ browser: DevToolsPipe, _ name: String, line: UInt = #line) throws {
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        let file = screenshots.appendingPathComponent(name)
        try browser.screenshot(to: file)
        let png = try Data(contentsOf: file)
        XCTAssertGreaterThan(png.count, 10_000, "\(name) looks blank; \(browser.pageSummary())", line: line)
    }
}
