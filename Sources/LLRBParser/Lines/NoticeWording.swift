/// How a notice (公告, 通告, 声明…) is titled: by the word for what it is, alone (`公 告`) or
/// ending its headline (`关于开展防汛抗旱工作的通告`, `遗失声明`).
enum NoticeWording {
    static let words = ["公告", "通告", "声明", "启事", "通知", "公示", "倡议书", "一封信"]

    /// `公告` alone on its line: a notice's whole headline, two characters though it has.
    static func isTitleAlone(_ line: Line) -> Bool {
        line.length == 2 && words.contains(line.text)
    }

    /// Longest title that is a notice's kind alone with a word before it (`遗失声明`, `招聘启事`).
    private static let shortTitleMaxLength = 6

    /// The line is a notice's own title: it ends in the word for the notice, and either says
    /// what about (`市工信局关于红枣产业有关事项的公示`) or is that word with a word before it
    /// (`遗失声明`). A notice is printed under its title whichever side the page sets its
    /// stories' headlines on, and no feature's 小标题 is worded so.
    static func titlesNotice(_ line: Line) -> Bool {
        guard line.headingLevel > 0 || !line.hasSentencePunctuation, words.contains(where: { line.text.endsWith($0) }) else { return false }
        return line.length <= shortTitleMaxLength || line.text.includes("关于")
    }

    /// The line names a notice.
    static func names(_ line: Line) -> Bool {
        words.contains { line.text.includes($0) }
    }
}
