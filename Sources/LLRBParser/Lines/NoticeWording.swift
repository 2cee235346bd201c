/// How a notice (公告, 通告, 声明…) is titled: by the word for what it is, alone (`公 告`) or
/// ending its headline (`关于开展防汛抗旱工作的通告`, `遗失声明`).
enum NoticeWording {
    static let words = ["公告", "通告", "声明", "启事", "通知", "公示", "倡议书", "一封信"]

    /// `公告` alone on its line: a notice's whole headline, two characters though it has.
    static func isTitleAlone(_ line: Line) -> Bool {
        line.length == 2 && words.contains(line.text)
    }

    /// The line names a notice.
    static func names(_ line: Line) -> Bool {
        words.contains { line.text.includes($0) }
    }
}
