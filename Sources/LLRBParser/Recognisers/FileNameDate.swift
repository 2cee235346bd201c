/// The day a page file's name gives, for pages that print none: archives of scanned newspapers
/// are commonly filed by issue date (`20230101-02.txt`, `2023-01-01_p2.txt`, `2023年1月1日第2版.txt`),
/// and an inner page without masthead or footer date is otherwise dated only by guessing from
/// its stories, where a page full of years (`2020年度`, `2025年目标`) misleads the guess by years.
/// Only the name's last path component is read, and only a whole, real calendar day counts.
struct FileNameDate {
    /// The file's name, without its folders.
    let name: String
    let date: GregorianDate
    /// The page number the name gives right after the date (`20230101-02`, `2023-01-01_p2`),
    /// if any.
    let page: Int?

    /// The fact a page's date evidence records of it.
    var fact: DateEvidence { .fileName(name: name, date: date.iso8601) }
    /// What a warning says of it (warnings are still sentences).
    var warningWords: String { "the file name \(name) gives \(date.iso8601)" }

    /// The one day the last component of `path` names; nil when it names none or several
    /// different days. `YYYYMMDD` as a run of exactly eight digits; or a four-digit year, then
    /// month and day of one or two digits each, separated by `-`, `_` or `.`, or written
    /// `YYYY年M月D日` (the 日 may be left out). Digits must not run on into the date.
    init?(path: String) {
        name = Self.lastComponent(of: path)
        let text = ScalarText(name)
        var date: GregorianDate?
        var page: Int?
        var index = 0
        while index < text.count {
            guard ScalarClass.isDigit(text.value(at: index)), index == 0 || !ScalarClass.isDigit(text.value(at: index - 1)),
                  let number = text.number(at: index) else {
                index += 1
                continue
            }
            if let found = Self.date(in: text, start: index, number: number) {
                guard date == nil || date == found.date else { return nil }
                date = found.date
                page = page ?? Self.page(in: text, after: found.end)
            }
            index = number.end
            while ScalarClass.isDigit(text.value(at: index)) { index += 1 }
        }
        guard let date else { return nil }
        self.date = date
        self.page = page
    }

    /// The last non-empty component of `path` (`path` itself when it has none), found on its
    /// UTF-8: splitting the string by Character walked grapheme clusters, ~9k instructions a
    /// page each time the name was asked for.
    static func lastComponent(of path: String) -> String {
        var utf8 = path.utf8[...]
        while utf8.last == 0x2F { utf8 = utf8.dropLast() }
        let start = utf8.lastIndex(of: 0x2F).map(utf8.index(after:)) ?? utf8.startIndex
        let component = Substring(utf8[start...])
        return component.isEmpty ? path : String(component)
    }

    /// A page number of one or two digits after a date's end: a `-`, `_` or `.`, a `p` or
    /// not, the digits, then no more digits (`-02.txt`, `_p2.txt`).
    private static func page(in text: ScalarText, after end: Int) -> Int? {
        guard ["-", "_", "."].contains(text.scalar(at: end)) else { return nil }
        var start = end + 1
        if ["p", "P"].contains(text.scalar(at: start)) { start += 1 }
        guard let number = text.number(at: start), number.end - start <= 2, !ScalarClass.isDigit(text.value(at: number.end)),
              (1...PageNumberReader.highestPage).contains(number.value) else { return nil }
        return number.value
    }

    /// The date a run of digits starting at `start` begins, if any (`number` as `ScalarText`
    /// reads it: at most nine digits).
    private static func date(in text: ScalarText, start: Int, number: (value: Int, end: Int)) -> (date: GregorianDate, end: Int)? {
        let digits = number.end - start
        guard !ScalarClass.isDigit(text.value(at: number.end)) else { return nil }
        if digits == 8 {
            return day(year: number.value / 10000, month: number.value / 100 % 100, day: number.value % 100).map { ($0, number.end) }
        }
        guard digits == 4 else { return nil }
        let separator = text.scalar(at: number.end)
        let afterMonth: Unicode.Scalar
        switch separator {
        case "年": afterMonth = "月"
        case "-", "_", ".": afterMonth = separator
        default: return nil
        }
        guard let month = text.number(at: number.end + 1), month.end - number.end - 1 <= 2, text.scalar(at: month.end) == afterMonth,
              let day = text.number(at: month.end + 1), day.end - month.end - 1 <= 2, !ScalarClass.isDigit(text.value(at: day.end))
        else { return nil }
        let end = text.scalar(at: day.end) == "日" ? day.end + 1 : day.end
        return Self.day(year: number.value, month: month.value, day: day.value).map { ($0, end) }
    }

    private static func day(year: Int, month: Int, day: Int) -> GregorianDate? {
        GregorianDate.plausibleYears.contains(year) ? GregorianDate(year: year, month: month, day: day) : nil
    }
}
