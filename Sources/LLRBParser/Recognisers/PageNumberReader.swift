/// The page's number within its issue (版次), which a citation needs and by which an issue's
/// pages are ordered. Inner pages print it in the running head or foot, beside the date, the
/// weekday or the paper's name (`2019年10月11日 星期五  县域  4`, `4 吕梁日报 副刊`), or as
/// `第4版`; archives file pages by it too (`20230101-02.txt`, `2023年1月1日第2版.txt`). What the
/// page prints wins over its file's name. A front page prints none: its masthead says it is
/// the first, and what stands at its edges is a guide to the inner pages (`市委常委会召开 第2版`).
enum PageNumberReader {
    /// Numbers above this are no page of a city paper (a year, an issue number, a count).
    static let highestPage = 99
    /// Non-blank lines at the top and at the foot of the page where a running head or foot
    /// stands; a number inside the stories is never read.
    static let edgeLines = 3
    /// A running head is short: a date, a weekday, a section name and the number.
    private static let mostTokens = 6

    /// A running head or foot is at most this many bytes of UTF-8 (60 Chinese characters, twice
    /// the longest seen: a date, a weekday, editors' names, the section and its number); a longer
    /// line of few words is a paragraph, whose last word may well be a number.
    private static let longestRunningHead = 180

    /// A section name beside `第N版` alone on a line (`要闻`, `县域经济`) is this short; a guide
    /// line's headline is longer.
    private static let longestSectionName = 4

    /// `frontPage`: the page prints a front page's masthead (`Masthead.isFrontPage`).
    static func read(_ lines: [Line], fileName: String?, frontPage: Bool) -> Int? {
        if frontPage { return 1 }
        for edge in edges(of: lines) {
            if let page = printed(in: lines[edge.index], outermost: edge.outermost) { return page }
        }
        return fileName.flatMap(fromFileName)
    }

    /// The page's very first or last line.
    enum Edge {
        case top, foot
    }

    /// The non-blank lines among the first and last `edgeLines` of the page, top ones first, and
    /// which edge each is, when it is the page's very first or last.
    static func edges(of lines: [Line]) -> [(index: Int, outermost: Edge?)] {
        let filled = lines.indices.filter { !lines[$0].isBlank }
        return (filled.prefix(edgeLines) + filled.suffix(edgeLines)).map { index in
            (index, index == filled.first ? .top : index == filled.last ? .foot : nil)
        }
    }

    /// The number a running head or foot prints, on a line that is no jump marker: the first or
    /// last of its few words, next to a date, a weekday or the paper's name, and no part of a
    /// date OCR spaced out (`3 月 13 日 星期五`); or `第N版` at its start or end, beside such a
    /// word or a section name; or, on the page's `outermost` line only, the number beside a
    /// section's name alone (`3 县区新闻`), never a heading the OCR marked.
    static func printed(in line: Line, outermost: Edge?) -> Int? {
        guard line.content.utf8.count <= longestRunningHead, ContinuationReader.markers(in: line).isEmpty else { return nil }
        // Split by scalars: splitting by characters, which breaks graphemes, cost ~4% of an ingest.
        let words = line.content.unicodeScalars.split { ScalarClass.isSpace($0.value) }.map(Substring.init)
        guard words.count <= mostTokens else { return nil }
        let headed = words.contains(where: isRunningHeadWord)
        if let section = sectionNumber(in: ScalarText(line.text)),
           headed || words.count <= 2 && words.allSatisfy({ $0.contains("版") || $0.count <= longestSectionName }) {
            return section
        }
        if let edge = outermost, line.headingLevel == 0, words.count == 2, let page = number(words[0]) ?? number(words[1]),
           isSectionName(words[0], atTop: edge == .top) || isSectionName(words[1], atTop: edge == .top) {
            return page
        }
        guard words.count >= 2, headed else { return nil }
        if let page = number(words[0]), !isDatePart(words[1]) { return page }
        if let page = number(words[words.count - 1]), !isDatePart(words[words.count - 2]) { return page }
        return nil
    }

    /// The last words of a page's name as a running head prints it beside the page number alone
    /// (`3 县区新闻`, `广告 8`): words that name a kind of page, not a topic (`义务教育 35` at the
    /// page's foot is a table's row).
    private static let pageNameEndings = ["新闻", "要闻", "广告", "副刊", "专版", "专刊", "综合", "时政", "理论", "评论"]
    /// `县区新闻`: two to six ideographs ending in one of `pageNameEndings`; at the top of the page
    /// a column's or page's name alone too (`3 经济`, `6 文化`: `RubricRules.words`).
    private static func isSectionName(_ word: Substring, atTop: Bool) -> Bool {
        let scalars = word.unicodeScalars
        guard (2...6).contains(scalars.count), scalars.allSatisfy({ ScalarClass.isHan($0.value) }) else { return false }
        return pageNameEndings.contains { word.hasSuffix($0) } || atTop && RubricRules.words.contains(String(word))
    }

    /// `年`, `月`, `日` or `第` and what follows them: a number next to one is part of a date.
    private static func isDatePart(_ word: Substring) -> Bool {
        guard let first = word.first, let last = word.last else { return false }
        return "年月日号期".contains(first) || "年月第".contains(last)
    }

    /// A word of one or two digits, full-width or not (`4`, `０７`), as a page number.
    private static func number(_ word: Substring) -> Int? {
        let values = word.unicodeScalars.map { ScalarClass.folded($0.value) }
        guard values.count <= 2, values.allSatisfy(ScalarClass.isDigit) else { return nil }
        let number = values.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (1...highestPage).contains(number) ? number : nil
    }

    /// `第4版`, `第四版` as a line's whole text or at its start or end (`第4版 要闻`).
    private static func sectionNumber(in text: ScalarText) -> Int? {
        firstSection(in: text).flatMap { $0.start == 0 || $0.end == text.count ? $0.page : nil }
    }

    /// The first `第N版` in `text`, N in digits or in Chinese numerals, with where it starts
    /// and ends.
    private static func firstSection(in text: ScalarText) -> (page: Int, start: Int, end: Int)? {
        var index = 0
        while index < text.count {
            if text.scalar(at: index) == "第",
               let page = text.page(at: index + 1, numerals: true), (1...highestPage).contains(page.value) {
                return (page.value, index, page.end)
            }
            index += 1
        }
        return nil
    }

    /// A word a running head prints beside the page number: a date (`2019年10月11日`), a
    /// weekday (`星期五`) or the paper's name (`吕梁日报`). One pass over the scalars: Foundation's
    /// `contains` for a string took 4% of an ingest's instructions here.
    private static func isRunningHeadWord(_ word: Substring) -> Bool {
        var previous: Unicode.Scalar = " "
        var year = false, month = false
        for scalar in word.unicodeScalars {
            if previous == "日", scalar == "报" { return true }
            year = year || scalar == "年"
            month = month || scalar == "月"
            previous = scalar
        }
        return word.unicodeScalars.starts(with: "星期".unicodeScalars) || year && month && previous == "日"
    }

    /// `第2版` anywhere in the name, else the number right after the date it gives.
    static func fromFileName(_ path: String) -> Int? {
        firstSection(in: ScalarText(FileNameDate.lastComponent(of: path)))?.page ?? FileNameDate(path: path)?.page
    }
}
