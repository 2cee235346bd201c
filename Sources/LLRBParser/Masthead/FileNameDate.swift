/// The day a page file's name gives, for pages that print none: archives of scanned newspapers
/// are commonly filed by issue date (`20230101-02.txt`, `2023-01-01_p2.txt`, `2023年1月1日第2版.txt`),
/// and an inner page without masthead or footer date is otherwise dated only by guessing from
/// its stories, where a page full of years (`2020年度`, `2025年目标`) misleads the guess by years.
/// Only the name's last path component is read, and only a whole, real calendar day counts.
struct FileNameDate {
    /// The years a file name's date may fall in: wider than the newspaper's run, narrow enough
    /// that an 8-digit serial number (`10906000`) does not pass for a date.
    static let years = 1900...2100

    /// The file's name, without its folders.
    let name: String
    let date: GregorianDate

    /// The one day the last component of `path` names; nil when it names none or several
    /// different days. `YYYYMMDD` as a run of exactly eight digits, or year, month and day
    /// separated by `-`, `_`, `.` or written `YYYY年M月D日`; digits must not run on into the date.
    init?(path: String) {
        name = String(path.split(separator: "/").last ?? Substring(path))
        let scalars = Array(name.unicodeScalars)
        var found: Set<GregorianDate> = []
        var index = 0
        while index < scalars.count {
            guard Self.isDigit(scalars[index]), index == 0 || !Self.isDigit(scalars[index - 1]) else {
                index += 1
                continue
            }
            let run = Self.digitRun(scalars, from: index)
            if let date = Self.compactDate(scalars, run: run) ?? Self.separatedDate(scalars, yearRun: run) {
                found.insert(date)
            }
            index = run.upperBound
        }
        guard found.count == 1, let date = found.first else { return nil }
        self.date = date
    }

    /// `YYYYMMDD`: a run of exactly eight digits.
    private static func compactDate(_ scalars: [Unicode.Scalar], run: Range<Int>) -> GregorianDate? {
        guard run.count == 8, let value = number(scalars, run) else { return nil }
        return day(year: value / 10000, month: value / 100 % 100, day: value % 100)
    }

    /// `YYYY-M-D` (or `_`, `.`) and `YYYY年M月D日`: a four-digit year, then one or two digits
    /// for the month and the day, each after its separator.
    private static func separatedDate(_ scalars: [Unicode.Scalar], yearRun: Range<Int>) -> GregorianDate? {
        guard yearRun.count == 4, let year = number(scalars, yearRun), yearRun.upperBound < scalars.count else { return nil }
        let separator = scalars[yearRun.upperBound]
        let chinese = separator == "年"
        guard chinese || "-_.".unicodeScalars.contains(separator) else { return nil }
        let monthRun = digitRun(scalars, from: yearRun.upperBound + 1)
        guard (1...2).contains(monthRun.count), monthRun.upperBound < scalars.count,
              scalars[monthRun.upperBound] == (chinese ? "月" : separator) else { return nil }
        let dayRun = digitRun(scalars, from: monthRun.upperBound + 1)
        guard (1...2).contains(dayRun.count), let month = number(scalars, monthRun), let dayValue = number(scalars, dayRun) else {
            return nil
        }
        return day(year: year, month: month, day: dayValue)
    }

    private static func day(year: Int, month: Int, day: Int) -> GregorianDate? {
        years.contains(year) ? GregorianDate(year: year, month: month, day: day) : nil
    }

    /// The digits from `start` on (empty when there is none).
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> Range<Int> {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return start..<end
    }

    private static func number(_ scalars: [Unicode.Scalar], _ run: Range<Int>) -> Int? {
        guard !run.isEmpty, run.count <= 9 else { return nil }
        return scalars[run].reduce(0) { $0 * 10 + Int($1.value - 0x30) }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
