import XCTest
import LLRBParser

/// The leap months of 2061-2100, beyond the years Foundation can be trusted for.
final class LunarLeapMonthTests: XCTestCase {
    /// Year, leap month, and the Gregorian day its 初一 falls on. Source: the Hong Kong
    /// Observatory's Gregorian-Lunar Calendar Conversion Tables (1901-2100), as reproduced by the
    /// 6tail `lunar` library (lunar-python 1.4.8, LunarYear.getLeapMonth); 寿星天文历 (sxtwl 2.0.7)
    /// agrees on every one.
    private let published: [(year: Int, month: Int, firstDay: String)] = [
        (2061, 3, "2061-04-20"), (2063, 7, "2063-08-24"), (2066, 5, "2066-06-23"),
        (2069, 4, "2069-05-21"), (2071, 8, "2071-09-24"), (2074, 6, "2074-07-24"),
        (2077, 4, "2077-05-22"), (2080, 3, "2080-04-20"), (2082, 7, "2082-08-24"),
        (2085, 5, "2085-06-22"), (2088, 4, "2088-05-21"), (2090, 8, "2090-09-24"),
        (2093, 6, "2093-07-23"), (2096, 4, "2096-05-22"), (2099, 2, "2099-03-22"),
    ]

    func testLeapMonthsFrom2061To2100MatchThePublishedList() throws {
        var found: [String] = []
        var date = try XCTUnwrap(GregorianDate(year: 2061, month: 1, day: 1))
        while date.year <= 2100 {
            if let lunar = LunarCalendar.lunarDate(for: date), lunar.isLeapMonth, lunar.day == 1 {
                found.append("\(date.year) 闰\(lunar.month) \(date.iso8601)")
            }
            date = date.adding(days: 1)
        }
        XCTAssertEqual(found, published.map { "\($0.year) 闰\($0.month) \($0.firstDay)" })
    }
}
