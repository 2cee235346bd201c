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

    /// What a page's date evidence says of it.
    var evidence: String { "the file name \(name) gives \(date.iso8601)" }

    /// The one day the last component of `path` names; nil when it names none or several
    /// different days. `YYYYMMDD` as a run of exactly eight digits, or year, month and day
    /// separated by `-`, `_`, `.` or written `YYYY年M月D日`; digits must not run on into the date.
    init?(path: String) {
        name = String(path.split(separator: "/").last ?? Substring(path))
        // Read on the UTF-8 bytes: digits and `-_.` are ASCII, and 年 and 月 are matched whole.
        let bytes = Array(name.utf8)
        var date: GregorianDate?
        var index = 0
        while index < bytes.count {
            guard Self.isDigit(bytes[index]), index == 0 || !Self.isDigit(bytes[index - 1]) else {
                index += 1
                continue
            }
            let run = Self.digitRun(bytes, from: index)
            if let found = Self.compactDate(bytes, run: run) ?? Self.separatedDate(bytes, yearRun: run) {
                guard date == nil || date == found else { return nil }
                date = found
            }
            index = run.upperBound
        }
        guard let date else { return nil }
        self.date = date
    }

    private static let nian = Array("年".utf8), yue = Array("月".utf8)

    /// `YYYYMMDD`: a run of exactly eight digits.
    private static func compactDate(_ bytes: [UInt8], run: Range<Int>) -> GregorianDate? {
        guard run.count == 8, let value = number(bytes, run) else { return nil }
        return day(year: value / 10000, month: value / 100 % 100, day: value % 100)
    }

    /// `YYYY-M-D` (or `_`, `.`) and `YYYY年M月D日`: a four-digit year, then one or two digits
    /// for the month and the day, each after its separator.
    private static func separatedDate(_ bytes: [UInt8], yearRun: Range<Int>) -> GregorianDate? {
        guard yearRun.count == 4, let year = number(bytes, yearRun) else { return nil }
        let afterYear: [UInt8], afterMonth: [UInt8]
        if bytes[yearRun.upperBound...].starts(with: nian) {
            (afterYear, afterMonth) = (nian, yue)
        } else if yearRun.upperBound < bytes.count, "-_.".utf8.contains(bytes[yearRun.upperBound]) {
            (afterYear, afterMonth) = ([bytes[yearRun.upperBound]], [bytes[yearRun.upperBound]])
        } else {
            return nil
        }
        let monthRun = digitRun(bytes, from: yearRun.upperBound + afterYear.count)
        guard (1...2).contains(monthRun.count), bytes[monthRun.upperBound...].starts(with: afterMonth) else { return nil }
        let dayRun = digitRun(bytes, from: monthRun.upperBound + afterMonth.count)
        guard (1...2).contains(dayRun.count), let month = number(bytes, monthRun), let dayValue = number(bytes, dayRun) else {
            return nil
        }
        return day(year: year, month: month, day: dayValue)
    }

    private static func day(year: Int, month: Int, day: Int) -> GregorianDate? {
        years.contains(year) ? GregorianDate(year: year, month: month, day: day) : nil
    }

    /// The digits from `start` on (empty when there is none).
    private static func digitRun(_ bytes: [UInt8], from start: Int) -> Range<Int> {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return start..<end
    }

    private static func number(_ bytes: [UInt8], _ run: Range<Int>) -> Int? {
        guard !run.isEmpty, run.count <= 9 else { return nil }
        return bytes[run].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
