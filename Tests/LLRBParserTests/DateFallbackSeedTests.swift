import XCTest
import LLRBParser

/// Pages without a masthead date: the footer's date, else an inferred one that says so.
final class DateFallbackSeedTests: XCTestCase {
    func testSeed003DateComesFromTheFooter() throws {
        let page = try Seeds.page("003")
        XCTAssertEqual(page.date, "2020-06-22")
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.weekday, 1)
        XCTAssertEqual(page.footer?.date, "2020-06-22")
        XCTAssertNil(page.issueNumber)
        XCTAssertNil(page.lunarDate)
    }

    func testPagesWithoutMastheadGetAnInferredDateWithEvidence() throws {
        for (prefix, date) in [("001", "2023-02-17"), ("004", "2024-03-06")] {
            let page = try Seeds.page(prefix)
            XCTAssertEqual(page.date, date, prefix)
            XCTAssertEqual(page.dateSource, .inferred, prefix)
            XCTAssertEqual(page.dateEvidence.count, 2, prefix)
            XCTAssertNil(page.issueNumber, prefix)
            XCTAssertNil(page.weekday, prefix)
        }
    }

    func testTargetYearsAreNotTakenForThePageYear() {
        let page = PageParser.parse(text: "本报讯(记者 王洋)3月6日,会议要求到2035年基本实现现代化,2024年工作要抓实。\n")
        XCTAssertEqual(page.date, "2024-03-06")
    }

    func testPageWithNothingToDateItHasNoDate() {
        let page = PageParser.parse(text: "本报讯 这是一段没有日期的文字，也没有年份。\n")
        XCTAssertNil(page.date)
        XCTAssertNil(page.dateSource)
        XCTAssertTrue(page.dateEvidence.isEmpty)
    }
}
