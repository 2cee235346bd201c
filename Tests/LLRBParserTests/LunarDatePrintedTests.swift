import XCTest
import LLRBParser

final class LunarDatePrintedTests: XCTestCase {
    private func parsed(_ text: String) -> LunarDate? { LunarDate(printed: text) }

    func testMastheadSpellingsParse() {
        XCTAssertEqual(parsed("庚子年二月二十"), LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20))
        XCTAssertEqual(parsed("癸卯年正月二十七"), LunarDate(year: "癸卯", month: 1, isLeapMonth: false, day: 27))
        XCTAssertEqual(parsed("癸卯年正月廿七"), parsed("癸卯年正月二十七"))
        XCTAssertEqual(parsed("甲辰年闰二月初十"), LunarDate(year: "甲辰", month: 2, isLeapMonth: true, day: 10))
        XCTAssertEqual(parsed("己亥年腊月三十"), LunarDate(year: "己亥", month: 12, isLeapMonth: false, day: 30))
        XCTAssertEqual(parsed("己亥年十二月卅"), parsed("己亥年腊月三十"))
        XCTAssertEqual(parsed("癸丑年冬月十五"), LunarDate(year: "癸丑", month: 11, isLeapMonth: false, day: 15))
        XCTAssertEqual(parsed("癸丑年十一月十五"), parsed("癸丑年冬月十五"))
        XCTAssertEqual(parsed("丁卯年闰六月初一"), LunarDate(year: "丁卯", month: 6, isLeapMonth: true, day: 1))
    }

    func testOCRSpacesAndPrefixAreTolerated() {
        let expected = LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20)
        XCTAssertEqual(parsed("庚 子 年 二月 二 十"), expected)
        XCTAssertEqual(parsed("农历庚子年二月二十"), expected)
        XCTAssertEqual(parsed("庚子年\n二月二十"), expected)
        XCTAssertEqual(parsed("庚子二月二十"), expected)
        XCTAssertEqual(parsed("农历：庚子年二月二十日"), expected)
        XCTAssertEqual(parsed("癸卯年正月卄七"), parsed("癸卯年正月廿七"))
        XCTAssertEqual(parsed("己亥年腊月丗"), parsed("己亥年腊月三十"))
    }

    func testNonsenseIsRejected() {
        for text in ["", "庚子年", "甲丑年二月二十", "庚子年十三月初一", "庚子年二月三十一", "庚子年二月初十一",
                     "庚子年二月十", "庚子年二月廿十", "庚子年二月二十X", "二月二十", "庚子年闰月初一",
                     "庚子年二月卅一", "庚子年二月日", "农历"] {
            XCTAssertNil(parsed(text), text)
        }
    }

    func testPrintedFormRoundTrips() {
        for day in 1...30 {
            for month in 1...12 {
                let lunar = LunarDate(year: "甲辰", month: month, isLeapMonth: month == 2, day: day)
                XCTAssertEqual(parsed(lunar.printed), lunar, lunar.printed)
            }
        }
        XCTAssertEqual(LunarDate(year: "癸卯", month: 1, isLeapMonth: false, day: 27).printed, "癸卯年正月二十七")
        XCTAssertEqual(LunarDate(year: "甲辰", month: 2, isLeapMonth: true, day: 10).printed, "甲辰年闰二月初十")
    }
}
