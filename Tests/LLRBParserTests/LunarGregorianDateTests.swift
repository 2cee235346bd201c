import Foundation
import XCTest
import LLRBParser

final class LunarGregorianDateTests: XCTestCase {
    func testImpossibleDaysAreRejected() {
        XCTAssertNil(GregorianDate(year: 2021, month: 2, day: 29))
        XCTAssertNotNil(GregorianDate(year: 2020, month: 2, day: 29))
        XCTAssertNil(GregorianDate(year: 1900, month: 2, day: 29))
        XCTAssertNotNil(GregorianDate(year: 2000, month: 2, day: 29))
        XCTAssertNil(GregorianDate(year: 2020, month: 13, day: 1))
        XCTAssertNil(GregorianDate(year: 2020, month: 4, day: 31))
        XCTAssertNil(GregorianDate(year: 2020, month: 4, day: 0))
    }

    func testISO8601RoundTripsAndRejectsOtherForms() throws {
        let date = try XCTUnwrap(GregorianDate(iso8601: "2020-03-13"))
        XCTAssertEqual([date.year, date.month, date.day], [2020, 3, 13])
        XCTAssertEqual(date.iso8601, "2020-03-13")
        XCTAssertEqual(date.description, "2020-03-13")
        for text in ["2020-3-13", "2020/03/13", "20200313", "2020-02-30", "２０２０-03-13", "2020-03-13x", "+020-03-13"] {
            XCTAssertNil(GregorianDate(iso8601: text), text)
        }
    }

    func testWeekdaysAndDayArithmetic() throws {
        let date = try XCTUnwrap(GregorianDate(iso8601: "2020-06-22"))
        XCTAssertEqual(date.isoWeekday, 1)
        XCTAssertEqual(date.adding(days: 6).isoWeekday, 7)
        XCTAssertEqual(date.adding(days: 10).iso8601, "2020-07-02")
        XCTAssertEqual(date.adding(days: -172).iso8601, "2020-01-02")
        XCTAssertEqual(try XCTUnwrap(GregorianDate(iso8601: "1969-12-31")).isoWeekday, 3)
        XCTAssertEqual(try XCTUnwrap(GregorianDate(iso8601: "1900-01-01")).isoWeekday, 1)
        XCTAssertEqual(GregorianDate.daysInMonth(year: 2024, month: 2), 29)
        XCTAssertEqual(GregorianDate.daysInMonth(year: 2023, month: 2), 28)
        XCTAssertEqual(GregorianDate.daysInMonth(year: 2023, month: 13), 0)
    }

    func testEveryDayOfFourCenturiesFollowsTheDayBefore() throws {
        var date = try XCTUnwrap(GregorianDate(year: 1800, month: 1, day: 1))
        var weekday = date.isoWeekday
        for _ in 0..<146_097 {
            let next = date.adding(days: 1)
            XCTAssertLessThan(date, next)
            XCTAssertEqual(next.isoWeekday, weekday % 7 + 1)
            let expected = date.day < GregorianDate.daysInMonth(year: date.year, month: date.month)
                ? GregorianDate(year: date.year, month: date.month, day: date.day + 1)
                : GregorianDate(year: date.month == 12 ? date.year + 1 : date.year, month: date.month % 12 + 1, day: 1)
            XCTAssertEqual(next, expected)
            date = next
            weekday = next.isoWeekday
        }
        XCTAssertEqual(date.iso8601, "2200-01-01")
    }

    func testCodesAsAnISOString() throws {
        let date = try XCTUnwrap(GregorianDate(iso8601: "2023-02-17"))
        let json = try JSONEncoder().encode([date])
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"["2023-02-17"]"#)
        XCTAssertEqual(try JSONDecoder().decode([GregorianDate].self, from: json), [date])
        XCTAssertThrowsError(try JSONDecoder().decode([GregorianDate].self, from: Data(#"["2023-02-30"]"#.utf8)))
    }
}
