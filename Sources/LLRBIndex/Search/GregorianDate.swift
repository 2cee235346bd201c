/// A calendar day for date filters; compares as the day it names.
public struct GregorianDate: Comparable, Hashable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`, as the parser writes page dates; nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as one sortable number, YYYYMMDD, as the segment's document table stores it.
    var ordinal: UInt32 { UInt32(clamping: year * 10_000 + month * 100 + day) }

    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return "\(y)-\(m)-\(d)"
    }

    public static func < (lhs: GregorianDate, rhs: GregorianDate) -> Bool { lhs.ordinal < rhs.ordinal }
}
