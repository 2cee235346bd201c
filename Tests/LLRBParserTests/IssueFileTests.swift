import LLRBParser
import XCTest

/// A file may hold a whole issue, its pages separated by form feeds, as Tesseract and pdftotext
/// write a scan of several pages. Seeds 002 and 001 are pages of one issue (第10906期, 2023-02-17).
final class IssueFileTests: XCTestCase {
    private func issueText() throws -> (text: String, front: String, inner: String) {
        let front = try Seeds.text("002"), inner = try Seeds.text("001")
        return (front + "\u{0C}" + inner + "\u{0C}", front, inner)
    }

    func testEachPageOfAnIssueFileIsParsedAsTheSamePageAlone() throws {
        let (text, front, inner) = try issueText()
        let pages = PageParser.pages(text: text)
        XCTAssertEqual(pages.count, 2, "Tesseract's form feed after the last page opens no page")
        let alone = [PageParser.parse(text: front), PageParser.parse(text: inner)]
        // The inner page's lines are the file's: it starts on the line the front page ends on.
        let offset = front.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertEqual(pages[0].articles, alone[0].articles)
        XCTAssertEqual(pages[1].articles.map(\.headline), alone[1].articles.map(\.headline))
        XCTAssertFalse(pages[1].articles.isEmpty)
        for (inFile, own) in zip(pages[1].articles, alone[1].articles) {
            XCTAssertEqual(inFile.lines.first, own.lines.first + offset, inFile.headline)
            XCTAssertEqual(inFile.lines.last, own.lines.last + offset, inFile.headline)
        }
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let headline = try XCTUnwrap(pages[1].article(headline: "市委召开常委会会议"))
        XCTAssertEqual(fileLines[headline.lines.first - 1], "市委召开常委会会议", "line numbers count the file's lines")
    }

    func testInnerPagesTakeTheFrontPagesDateAndFollowItsNumber() throws {
        let pages = PageParser.pages(text: try issueText().text)
        XCTAssertEqual(pages[0].issueNumber, 10906)
        XCTAssertEqual(pages[0].dateSource, .lunar)
        XCTAssertEqual(pages[0].pageNumber, 1)
        XCTAssertEqual(pages[1].date, "2023-02-17")
        XCTAssertEqual(pages[1].dateSource, .inferred, "not printed on that page: it says so")
        XCTAssertEqual(pages[1].dateEvidence, [.frontPage(issueNumber: 10906, mastheadLines: pages[0].mastheadLines, date: "2023-02-17")])
        XCTAssertEqual(pages[1].pageNumber, 2)
        XCTAssertNil(pages[1].issueNumber, "the inner page prints no issue number")
    }

    func testWhatAnInnerPagePrintsOfItselfWins() throws {
        let front = try Seeds.text("002")
        let inner = "2023年2月17日 星期五 县域 5\n\n## 市委召开常委会会议\n\n本报讯 会议强调，要抓好各项工作落实。\n"
        let pages = PageParser.pages(text: front + "\u{0C}" + inner)
        XCTAssertEqual(pages[1].pageNumber, 5)
        XCTAssertEqual(pages[1].dateSource, .footer)
    }

    func testAFileWithoutFormFeedsIsOnePageAsBefore() throws {
        for seed in Seeds.all {
            let text = try Seeds.text(seed)
            XCTAssertEqual(PageParser.pages(text: text), [PageParser.parse(text: text)], seed)
            for tail in ["\u{0C}\n", "\u{0C}\u{3000}\n", "\u{0C}\u{FEFF}", "\u{0C}\u{00A0}\u{0C}"] {
                XCTAssertEqual(PageParser.pages(text: text + tail), [PageParser.parse(text: text + tail)], "\(seed) \(tail.unicodeScalars.map(\.value))")
            }
        }
    }

    /// A file of two issues has two front pages: each dates the pages after it.
    func testEachFrontPageDatesThePagesAfterIt() throws {
        let inner = "## 市委召开常委会会议\n\n本报讯 会议强调，要抓好各项工作落实。\n"
        let text = [try Seeds.text("002"), inner, try Seeds.text("000"), inner].joined(separator: "\u{0C}")
        let pages = PageParser.pages(text: text)
        XCTAssertEqual(pages.map(\.date), ["2023-02-17", "2023-02-17", "2020-03-13", "2020-03-13"])
        XCTAssertEqual(pages.map(\.pageNumber), [1, 2, 1, 2])
    }

    /// A page that prints no number follows the one before it only where no later page prints
    /// that number.
    func testAnUnnumberedPageTakesNoNumberALaterPagePrints() throws {
        let story = "## 市委召开常委会会议\n\n本报讯 会议强调，要抓好各项工作落实。\n"
        let text = [try Seeds.text("002"), story, "第2版 要闻\n\n" + story].joined(separator: "\u{0C}")
        XCTAssertEqual(PageParser.pages(text: text).map(\.pageNumber), [1, nil, 2])
    }
}
