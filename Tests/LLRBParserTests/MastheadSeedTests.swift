import XCTest
import LLRBParser

final class MastheadSeedTests: XCTestCase {
    func testSeed000DateIsRebuiltFromLunarDateAndWeekday() throws {
        let page = try Seeds.page("000")
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.issueNumber, 9895)
        XCTAssertEqual(page.lunarDate, "庚子年二月二十")
        XCTAssertEqual(page.lunar, LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20))
        XCTAssertEqual(page.weekday, 5)
        XCTAssertEqual(page.pageCount, 8)
        XCTAssertEqual(page.serialNumber, "CN14-0028")
        XCTAssertEqual(page.postalCode, "21-28")
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 13))
        XCTAssertTrue(page.warnings.allSatisfy { !$0.contains("weekday") }, "\(page.warnings)")
    }

    func testSeed002MastheadWithEmojiAndQuoteMark() throws {
        let page = try Seeds.page("002")
        XCTAssertEqual(page.date, "2023-02-17")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.issueNumber, 10906)
        XCTAssertEqual(page.lunarDate, "癸卯年正月二十七")
        XCTAssertEqual(page.weekday, 5)
        XCTAssertEqual(page.pageCount, 8)
        XCTAssertEqual(page.serialNumber, "CN14-0028")
        XCTAssertEqual(page.postalCode, "21-28")
    }

    func testFullPrintedDateIsCrossCheckedNotCorrected() {
        let page = PageParser.parse(text: "中共吕梁市委机关报\n\n2020年3月14日\n\n星期五\n\n农历庚子年二月二十\n\n第 9896 期\n")
        XCTAssertEqual(page.date, "2020-03-14")
        XCTAssertEqual(page.dateSource, .printed)
        XCTAssertTrue(page.warnings.contains { $0.contains("星期五") }, "\(page.warnings)")
        XCTAssertTrue(page.warnings.contains { $0.contains("农历") }, "\(page.warnings)")
    }

    func testLunarDayRebuiltWhenOnlyYearAndMonthArePrinted() {
        let page = PageParser.parse(text: "2023年2月\n星期五\n农历癸卯年正月廿七\n")
        XCTAssertEqual(page.date, "2023-02-17")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.lunar?.day, 27)
    }

    func testWeekdaySundayIsSeven() {
        XCTAssertEqual(PageParser.parse(text: "2020年3月15日\n星期日\n").weekday, 7)
        XCTAssertEqual(PageParser.parse(text: "2020年3月15日\n星期天\n").weekday, 7)
    }
}
