import Foundation
import XCTest
import LLRBParser

/// Every day from 1949 to 2060 against Foundation's chinese calendar, which on Linux follows ICU
/// and is right there except 2057-09-28 (it answers day 0).
final class LunarCalendarFoundationTests: XCTestCase {
    private static let stems = Array("甲乙丙丁戊己庚辛壬癸")
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥")

    func testEveryDayFrom1949To2060AgreesWithFoundation() throws {
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = try XCTUnwrap(TimeZone(secondsFromGMT: 8 * 3600))
        var date = try XCTUnwrap(GregorianDate(year: 1949, month: 1, day: 1))
        let last = try XCTUnwrap(GregorianDate(year: 2060, month: 12, day: 31))
        let knownBad = GregorianDate(year: 2057, month: 9, day: 28)
        // Noon in Beijing of 1949-01-01, as an instant.
        var instant = Date(timeIntervalSince1970: -662_688_000 + 4 * 3600)
        var mismatches: [String] = []
        while date <= last {
            let ours = try XCTUnwrap(LunarCalendar.lunarDate(for: date), "no lunar date for \(date)")
            if date == knownBad {
                XCTAssertTrue((1...30).contains(ours.day), "\(date): day \(ours.day)")
            } else {
                let theirs = chinese.dateComponents([.year, .month, .day], from: instant)
                let cycle = (theirs.year ?? 0) - 1
                let expected = String([Self.stems[cycle % 10], Self.branches[cycle % 12]])
                if ours.year != expected || ours.month != theirs.month || ours.day != theirs.day
                    || ours.isLeapMonth != (theirs.isLeapMonth ?? false) {
                    mismatches.append("\(date): ours \(ours.printed), Foundation \(expected) \(theirs)")
                }
            }
            date = date.adding(days: 1)
            instant += 86400
        }
        XCTAssertEqual(mismatches, [], "\(mismatches.count) days differ")
    }
}
