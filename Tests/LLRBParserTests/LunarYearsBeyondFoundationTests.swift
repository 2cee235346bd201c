import XCTest
import LLRBParser

/// The lunar years of 1901-1948 and 2061-2100, beyond the years Foundation can be trusted for.
final class LunarYearsBeyondFoundationTests: XCTestCase {
    /// Year, leap month, and the Gregorian day its 初一 falls on. Sources, which agree on every
    /// entry: 6tail's `lunar` library (lunar-python 1.4.8, LunarYear.getLeapMonth), 寿星天文历
    /// (sxtwl 2.0.7) and the table-driven python-lunardate 0.3.0.
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

    /// Each lunar year's 正月初一 (MMDD) and its months in order, a leap month in its place (L for
    /// 30 days, s for 29), for the years Foundation is not trusted for. From lunar-python 1.4.8
    /// (Lunar.fromYmd(year, 1, 1).getSolar(), LunarYear.getMonths, getDayCount); sxtwl 2.0.7
    /// agrees on every day of these years. Before 1929 the calendar was reckoned in Beijing local
    /// mean time, which moves three month starts (1914, 1916, 1920) against a UTC+8 computation.
    private let years1901To1948 = [
        "0219 sLssLsLsLLLs", "0208 LsLssLsLsLLL", "0129 sLsLssLssLLsL", "0216 LLsLssLssLLs",
        "0204 LLsLLssLsLsL", "0125 sLLsLsLsLsLsL", "0213 sLsLsLLsLsLs", "0202 LssLLsLsLLsL",
        "0122 sLssLsLsLLLsL", "0210 sLssLsLsLLLs", "0130 LsLssLssLLsLL", "0218 LsLssLssLLsL",
        "0206 LLsLssLssLsL", "0126 LLsLsLsLssLsL", "0214 LsLLsLsLsLss", "0203 LLsLsLLsLsLs",
        "0123 LssLsLLsLLsLs", "0211 LssLsLsLLsLL", "0201 sLssLssLLsLLL", "0220 sLssLssLsLLL",
        "0208 LsLssLssLsLL", "0128 LsLLssLssLsLL", "0216 sLLsLsLssLsL", "0205 sLLsLLsLsLss",
        "0124 LsLsLLsLLsLsL", "0213 ssLsLsLLsLLs", "0202 LssLsLsLsLLL", "0123 sLssLssLsLLLL",
        "0210 sLssLssLsLLL", "0130 sLLssLssLsLLs", "0217 LLsLsLssLsLs", "0206 LLLsLsLssLsL",
        "0126 sLLsLLsLsLssL", "0214 sLsLLsLsLLsL", "0204 ssLsLsLLsLLs", "0124 LssLssLLsLLLs",
        "0211 LssLssLsLLLs", "0131 LLssLssLsLLsL", "0219 LLssLssLsLsL", "0208 LLsLsLssLsLs",
        "0127 LLsLLsLssLsLs", "0215 LsLLsLsLsLsL", "0205 sLsLsLLsLsLs", "0125 LsLsLsLsLLsLL",
        "0213 ssLssLsLLLsL", "0202 LssLssLsLLsL", "0122 LLssLssLsLsLL", "0210 LsLsLssLsLsL",
    ]

    private let years2061To2100 = [
        "0121 LLssLssLsLLLs", "0209 LLssLssLsLLs", "0129 LLsLsLssLsLsL", "0217 LLsLsLssLsLs",
        "0205 LLsLLsLssLsL", "0126 sLsLLsLsLsLsL", "0214 sLsLsLLsLsLs", "0203 LsLssLLsLLsL",
        "0123 sLsLssLsLLLsL", "0211 sLsLssLsLLsL", "0131 LsLsLssLsLsLL", "0219 LsLsLssLsLsL",
        "0207 LsLLsLssLsLs", "0127 LsLLsLsLsLsLs", "0215 LsLsLLsLsLsL", "0205 sLsLsLsLLsLs",
        "0124 LsLssLsLLLsLs", "0212 LsLssLsLLsLL", "0202 sLsLssLsLsLL", "0122 LsLsLssLssLLL",
        "0209 sLLsLssLssLL", "0129 sLLLssLsLssLL", "0217 sLLsLsLsLsLs", "0206 LsLsLLsLsLsL",
        "0126 sLssLLsLLsLsL", "0214 sLssLsLLsLLs", "0203 LsLssLsLsLLL", "0124 sLsLssLssLLLs",
        "0210 LLsLsssLsLLs", "0130 LLLsLssLssLLs", "0218 LLsLsLsLssLs", "0207 LLsLLsLsLsLs",
        "0127 sLLsLsLLsLsLs", "0215 sLsLsLLsLLsL", "0205 sLssLsLsLLLs", "0125 LsLssLssLLLsL",
        "0212 LsLsssLsLLsL", "0201 LLsLsssLsLsL", "0121 LLsLLssLssLsL", "0209 LLsLsLsLssLs",
    ]

    func testYears1901To1948MatchThePublishedList() throws {
        XCTAssertEqual(try lunarYears(from: 1901, through: 1948), years1901To1948)
    }

    /// The last month of 2100 runs past the supported range, so its length is left out.
    func testYears2061To2100MatchThePublishedList() throws {
        var expected = years2061To2100
        expected[expected.count - 1].removeLast()
        XCTAssertEqual(try lunarYears(from: 2061, through: 2100), expected)
    }

    /// "MMDD lengths" for each lunar year whose 正月初一 falls in the given Gregorian years,
    /// read back through the public API one day at a time.
    private func lunarYears(from first: Int, through last: Int) throws -> [String] {
        var years: [String] = []
        var date = try XCTUnwrap(GregorianDate(year: first, month: 1, day: 1))
        var previous = try XCTUnwrap(LunarCalendar.lunarDate(for: date))
        while let lunar = LunarCalendar.lunarDate(for: date), date.year <= last + 1 {
            if lunar.day == 1, !years.isEmpty {
                years[years.count - 1].append(previous.day == 30 ? "L" : "s")
            }
            if lunar.day == 1, lunar.month == 1, !lunar.isLeapMonth {
                if date.year > last { break }
                years.append("\(date.iso8601.dropFirst(5).filter { $0 != "-" }) ")
            }
            previous = lunar
            date = date.adding(days: 1)
        }
        return years
    }
}
