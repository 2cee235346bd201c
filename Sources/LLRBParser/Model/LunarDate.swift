/// A date in the Chinese lunisolar calendar as a masthead prints it: `庚子年二月二十`.
public struct LunarDate: Codable, Hashable, Sendable {
    /// The 干支 (sexagenary) name of the year, e.g. `庚子`.
    public var year: String
    /// 1 (正月) to 12 (腊月).
    public var month: Int
    /// True for a 闰 (intercalary) month.
    public var isLeapMonth: Bool
    /// 1 (初一) to 30 (三十).
    public var day: Int

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case day, isLeapMonth, month, year }

    public init(year: String, month: Int, isLeapMonth: Bool, day: Int) {
        self.year = year
        self.month = month
        self.isLeapMonth = isLeapMonth
        self.day = day
    }
}
