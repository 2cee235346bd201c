import XCTest
import LLRBParser

/// Days where calendars are known to go wrong, checked against published tables.
final class LunarCalendarTests: XCTestCase {
    private func day(_ iso: String, file: StaticString = #filePath, line: UInt = #line) throws -> GregorianDate {
        try XCTUnwrap(GregorianDate(iso8601: iso), "bad test date \(iso)", file: file, line: line)
    }

    private func assertLunar(_ iso: String, _ printed: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let lunar = try XCTUnwrap(LunarCalendar.lunarDate(for: day(iso)), "no lunar date for \(iso)", file: file, line: line)
        XCTAssertEqual(lunar.printed, printed, iso, file: file, line: line)
    }

    func testMastheadDatesOfTheSeeds() throws {
        try assertLunar("2020-03-13", "庚子年二月二十")
        try assertLunar("2023-02-17", "癸卯年正月二十七")
        XCTAssertEqual(try day("2020-03-13").isoWeekday, 5)
        XCTAssertEqual(try day("2023-02-17").isoWeekday, 5)
    }

    func testLeapSixthMonthOf1987() throws {
        try assertLunar("1987-07-25", "丁卯年六月三十")
        try assertLunar("1987-07-26", "丁卯年闰六月初一")
        try assertLunar("1987-08-24", "丁卯年七月初一")
    }

    func testLeapEleventhMonthOf2033() throws {
        try assertLunar("2033-12-21", "癸丑年冬月三十")
        try assertLunar("2033-12-22", "癸丑年闰冬月初一")
        try assertLunar("2034-01-19", "癸丑年闰冬月二十九")
        try assertLunar("2034-01-20", "癸丑年腊月初一")
    }

    /// The new moon of 2057-09-28/29 falls within seconds of Beijing midnight; the published
    /// calendars begin the ninth month on the 29th (the eighth has 30 days).
    func testTheWholeOfSeptember2057() throws {
        for dayOfMonth in 1...30 {
            let date = try XCTUnwrap(GregorianDate(year: 2057, month: 9, day: dayOfMonth))
            let lunar = try XCTUnwrap(LunarCalendar.lunarDate(for: date))
            let expected = dayOfMonth <= 28
                ? LunarDate(year: "丁丑", month: 8, isLeapMonth: false, day: dayOfMonth + 2)
                : LunarDate(year: "丁丑", month: 9, isLeapMonth: false, day: dayOfMonth - 28)
            XCTAssertEqual(lunar, expected, date.iso8601)
        }
    }

    func testTwelfthMonthRunsIntoTheNextGregorianYear() throws {
        try assertLunar("2020-01-24", "己亥年腊月三十")
        try assertLunar("2020-01-25", "庚子年正月初一")
        let lastDay = LunarDate(year: "己亥", month: 12, isLeapMonth: false, day: 30)
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: lastDay, inYear: 2020, month: nil), [try day("2020-01-24")])
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: lastDay, inYear: 2019, month: nil), [])
    }

    func testMastheadWithYearAndMonthOnlyNamesOneDay() throws {
        let printed = try XCTUnwrap(LunarDate(printed: "庚子年二月二十"))
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: printed, inYear: 2020, month: 3), [try day("2020-03-13")])
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: printed, inYear: 2020, month: 4), [])
    }

    func testImpossibleLunarDatesMatchNothing() {
        let leapInPlainYear = LunarDate(year: "庚子", month: 2, isLeapMonth: true, day: 1)
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: leapInPlainYear, inYear: 2020, month: nil), [])
        // 庚子年闰四月 (2020) has 29 days.
        let thirtiethOfShortMonth = LunarDate(year: "庚子", month: 4, isLeapMonth: true, day: 30)
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: thirtiethOfShortMonth, inYear: 2020, month: nil), [])
        let wrongYear = LunarDate(year: "辛丑", month: 2, isLeapMonth: false, day: 20)
        XCTAssertEqual(LunarCalendar.gregorianDates(matching: wrongYear, inYear: 2020, month: 3), [])
    }

    func testSupportedRangeIsEnforced() throws {
        XCTAssertEqual(LunarCalendar.supportedYears, 1901...2100)
        XCTAssertNil(LunarCalendar.lunarDate(for: try day("1900-12-31")))
        XCTAssertNil(LunarCalendar.lunarDate(for: try day("2101-01-01")))
        try assertLunar("1901-01-01", "庚子年冬月十一")
        try assertLunar("2100-12-31", "庚申年腊月初一")
    }

    /// Every day of 1901-2100 found again from its own lunar date.
    func testEveryDayRoundTripsThroughItsLunarDate() throws {
        var date = try day("1901-01-01")
        let last = try day("2100-12-31")
        var failures: [String] = []
        while date <= last {
            if let lunar = LunarCalendar.lunarDate(for: date) {
                let found = LunarCalendar.gregorianDates(matching: lunar, inYear: date.year, month: date.month)
                if found != [date] { failures.append("\(date) → \(lunar.printed) → \(found)") }
            } else {
                failures.append("\(date) has no lunar date")
            }
            date = date.adding(days: 1)
        }
        XCTAssertEqual(failures, [])
    }
}
