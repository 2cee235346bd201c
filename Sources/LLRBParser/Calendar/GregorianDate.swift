/// A proleptic Gregorian calendar day, with no time of day and no time zone.
///
/// Mastheads print calendar days, not instants; keeping dates as plain days avoids the time-zone
/// traps of `Date` and lets the lunar calendar do exact day arithmetic.
public struct GregorianDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The years a date is taken in, wherever it is read (masthead, footer, the text, a file
    /// name): the paper's run and then some, narrow enough that a serial number or an amount
    /// (`10906000`, `3797亩`) does not pass for one.
    static let plausibleYears = 1949...2100

    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil for an impossible day (month 13, February 30, …).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month),
              (1...GregorianDate.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the ISO 8601 calendar form `2020-03-13`; nil for anything else or an impossible day.
    public init?(iso8601: String) {
        let parts = iso8601.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `YYYY-MM-DD`, the form JSON output and the index use.
    public var iso8601: String {
        let year = String(year)
        let month = month < 10 ? "0\(month)" : String(month)
        let day = day < 10 ? "0\(day)" : String(day)
        return "\(String(repeating: "0", count: max(0, 4 - year.count)))\(year)-\(month)-\(day)"
    }

    public var description: String { iso8601 }

    /// The ISO weekday, 1 = Monday … 7 = Sunday, the numbering mastheads' 星期一 … 星期日 map to.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (ISO 4).
        let fromMonday = (dayNumber + 3) % 7
        return (fromMonday < 0 ? fromMonday + 7 : fromMonday) + 1
    }

    /// The day `days` days later (earlier when negative).
    public func adding(days: Int) -> GregorianDate {
        GregorianDate(dayNumber: dayNumber + days)
    }

    /// The days from `earlier` to this day (negative when `earlier` is later).
    public func days(since earlier: GregorianDate) -> Int {
        dayNumber - earlier.dayNumber
    }

    /// 28 to 31; 0 for a month outside 1...12.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func < (lhs: GregorianDate, rhs: GregorianDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // Encoded as the ISO string so that JSON output reads `"date": "2020-03-13"`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = GregorianDate(iso8601: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a calendar day; write it as YYYY-MM-DD, e.g. 2020-03-13"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}

extension GregorianDate {
    /// Days since 1970-01-01 (negative before it): the one number day arithmetic is done in.
    var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The day number of a year, month and day that are known to be valid.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Counts from 0000-03-01 so that the leap day falls at the end of each counted year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `dayNumber` days after 1970-01-01.
    init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }
}
