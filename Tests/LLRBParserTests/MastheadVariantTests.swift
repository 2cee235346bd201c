import XCTest
import LLRBParser

/// Seed 000's masthead printed the ways other pages of the paper and other OCR runs print it:
/// the date, weekday and issue must be read the same, and no masthead line may become a story's.
final class MastheadVariantTests: XCTestCase {
    private static let printedRows = "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版"

    private static let kicker = "中共中央办公厅国务院办公厅印发通知"

    /// The page parsed, and the number of the line that prints the first story's kicker.
    private func seed000(mastheadRows rows: String) throws -> (page: Page, kickerLine: Int) {
        let original = try Seeds.text("000")
        XCTAssertTrue(original.contains(Self.printedRows))
        let text = original.replacingOccurrences(of: Self.printedRows, with: rows)
        let kickerLine = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasSuffix(Self.kicker) }) + 1
        return (PageParser.parse(text: text), kickerLine)
    }

    private func assertFirstStoryIsUntouched(_ parsed: (page: Page, kickerLine: Int), file: StaticString = #filePath, line: UInt = #line) {
        let first = parsed.page.articles.first
        XCTAssertEqual(first?.headline, "组织29个工作组开展复工复产情况调研", file: file, line: line)
        XCTAssertEqual(first?.kicker, Self.kicker, file: file, line: line)
        XCTAssertEqual(first?.lines.first, parsed.kickerLine, "the story starts at its kicker", file: file, line: line)
    }

    func testYearMonthAndWeekdayOnAdjacentLinesStayTheMasthead() throws {
        // A column wrap is merged on a page that sets blank lines between its lines; two masthead
        // fields printed one under the other are no wrap (`2020年3月星期五` read as a kicker).
        let parsed = try seed000(mastheadRows: "2020年3月\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版")
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.weekday, 5)
        assertFirstStoryIsUntouched(parsed)
    }

    func testYearMonthAndWeekdayOnOneLineAreTheMasthead() throws {
        // `2020年3月 星期五` as one row: the day is still rebuilt from the lunar date and the
        // weekday, and the row is no one-line story.
        let parsed = try seed000(mastheadRows: "2020年3月 星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版")
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.dateSource, .lunar)
        XCTAssertEqual(parsed.page.weekday, 5)
        XCTAssertFalse(parsed.page.articles.contains { $0.lines.first < parsed.kickerLine })
        assertFirstStoryIsUntouched(parsed)
    }

    func testIssueWithItsRunningTotalIsTheMasthead() throws {
        let parsed = try seed000(mastheadRows: "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期（总第 12034 期） 今日8版")
        XCTAssertEqual(parsed.page.issueNumber, 9895, "the issue, not the running total")
        XCTAssertEqual(parsed.page.pageCount, 8)
        assertFirstStoryIsUntouched(parsed)
    }

    func testIssueRowWithoutBlankLinesAboveTheFirstStory() throws {
        let rows = "2020年3月\n星期五\n农历庚子年二月二十\n第9895期(总第9895期) 今日8版\n国内统一连续出版物号 CN14-0028 邮发代号 21-28"
        let parsed = try seed000(mastheadRows: rows)
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.issueNumber, 9895)
        assertFirstStoryIsUntouched(parsed)
        XCTAssertFalse(parsed.page.articles.contains { article in
            article.body.contains { $0.text.contains("总第") || $0.text.contains("出版物号") }
        }, "no masthead row is read as a story's text")
    }
}
