/// Reads the masthead fields from the lines classified as masthead: `2020年3月`, `星期五`,
/// `农历庚子年二月二十`, `第 9895 期 今日8版`, `CN14 - 0028`, `邮发代号: 21 — 28`.
enum MastheadReader {
    /// The ISO number (1 = Monday) of the day `value` names after `星期`.
    static func weekday(_ value: UInt32) -> Int? {
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if scalar == "日" || scalar == "天" { return 7 }
        return ChineseNumerals.digit(scalar).flatMap { $0 <= 6 ? $0 : nil }
    }

    /// Hyphen, em dash, en dash and horizontal bar: what a serial or postal number's halves are
    /// printed apart with (written as code points: on the page they look alike).
    private static let numberDashes: [Unicode.Scalar] = ["-", "\u{2014}", "\u{2013}", "\u{2015}"]

    static func read(_ lines: [Line]) -> Masthead {
        var masthead = Masthead()
        for line in lines {
            masthead.lines = masthead.lines.map { $0.union(line.sourceLines) } ?? line.sourceLines
            read(ScalarText(line.text), into: &masthead)
        }
        return masthead
    }

    private static func read(_ text: ScalarText, into masthead: inout Masthead) {
        var index = 0
        while index < text.count {
            if let number = text.number(at: index), index == 0 || !ScalarClass.isDigit(text.value(at: index - 1)) {
                readNumber(number, at: index, in: text, into: &masthead)
                index = number.end
                continue
            }
            if text.beginsWith("星期", at: index), let weekday = weekday(text.value(at: index + 2)) {
                masthead.weekday = masthead.weekday ?? weekday
                index += 3
                continue
            }
            if text.beginsWith("农历", at: index) {
                var end = index + 2
                while end < text.count, ScalarClass.isHan(text.value(at: end)), !text.beginsWith("星期", at: end), !text.beginsWith("第", at: end) {
                    end += 1
                }
                masthead.lunarPrinted = masthead.lunarPrinted ?? text.string(index + 2..<end)
                index = end
                continue
            }
            if text.beginsWith("CN", at: index), let first = text.number(at: index + 2) {
                var cursor = first.end
                while numberDashes.contains(text.scalar(at: cursor)) { cursor += 1 }
                if let second = text.number(at: cursor) {
                    masthead.serialNumber = "CN\(text.string(index + 2..<first.end))-\(text.string(cursor..<second.end))"
                    index = second.end
                    continue
                }
            }
            if text.beginsWith("邮发代号", at: index) {
                var cursor = index + 4
                while cursor < text.count, !ScalarClass.isDigit(text.value(at: cursor)), cursor < index + 7 { cursor += 1 }
                if let first = text.number(at: cursor) {
                    var dash = first.end
                    while numberDashes.contains(text.scalar(at: dash)) { dash += 1 }
                    if let second = text.number(at: dash) {
                        masthead.postalCode = "\(text.string(cursor..<first.end))-\(text.string(dash..<second.end))"
                        index = second.end
                        continue
                    }
                }
            }
            index += 1
        }
    }

    private static func readNumber(_ number: (value: Int, end: Int), at index: Int, in text: ScalarText, into masthead: inout Masthead) {
        let after = text.scalar(at: number.end)
        if after == "年", GregorianDate.plausibleYears.contains(number.value), let month = text.number(at: number.end + 1),
           text.scalar(at: month.end) == "月", (1...12).contains(month.value) {
            masthead.year = number.value
            masthead.month = month.value
            if let day = text.number(at: month.end + 1), text.scalar(at: day.end) == "日", (1...31).contains(day.value) {
                masthead.day = day.value
            }
        } else if after == "期", index > 0, text.scalar(at: index - 1) == "第" {
            // `第9895期（总第12034期）`: the issue, not the running total after it.
            let isTotal = index >= 2 && text.scalar(at: index - 2) == "总"
            if !isTotal || masthead.issueNumber == nil { masthead.issueNumber = number.value }
        } else if after == "版", index >= 2, text.beginsWith("今日", at: index - 2) {
            masthead.pageCount = number.value
        }
    }
}
