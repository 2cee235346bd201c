/// How a notice (公告, 通告, 声明…) is titled: by the word for what it is, alone (`公 告`) or
/// ending its headline (`关于开展防汛抗旱工作的通告`, `遗失声明`).
package enum NoticeWording {
    static let words = ["公告", "通告", "声明", "启事", "通知", "公示", "倡议书", "一封信", "更正"]

    /// `公告` alone on its line: a notice's whole headline, two characters though it has.
    package static func isTitleAlone(_ line: Line) -> Bool {
        line.length == 2 && words.contains(line.text)
    }

    /// `招 标 公 告`, `公 告`: a notice's short title set letter-spaced, one ideograph a token,
    /// read without its spaces.
    package static func isLetterSpacedTitle(_ line: Line) -> Bool {
        // Asked of every line no earlier rule read: most have too many ideographs, read first.
        guard line.hanCount <= shortTitleMaxLength, line.tokens >= 2, line.singleHanTokens == line.tokens else { return false }
        let joined = line.text.filter { $0 != " " }
        // `特 此 通 告` closes a notice, over its issuer: no title.
        return !joined.hasPrefix("特此") && words.contains { joined.hasSuffix($0) }
    }

    /// `项目名称：…`, `招标编号：…`, `联系电话：…`, `招标人：…`: the shape of a notice's field, its label
    /// of a few ideographs ending in what such fields are called, then a colon. Headlines take
    /// the shape too (`出行方式：绿色低碳成新风尚`): only under a notice's title is it a field.
    package static func opensWithField(_ line: Line) -> Bool {
        // The scan's findings turn away text with its commas, then the label's ideographs are
        // counted off the line's first bytes, and only a label before a colon is compared.
        guard !line.hasSentencePunctuation, line.length <= fieldLineMaxLength else { return false }
        let labelLength = UTF8Walk.withBytes(line.text) { bytes -> Int? in
            var index = 0
            var count = 0
            while count <= fieldLabelMaxLength, index < bytes.count, let (value, width) = UTF8Walk.scalar(in: bytes, at: index),
                  ScalarClass.isHan(value) {
                index += width
                count += 1
            }
            guard index < bytes.count, let (next, _) = UTF8Walk.scalar(in: bytes, at: index),
                  next == Unicode.Scalar("：").value || next == Unicode.Scalar(":").value
            else { return nil }
            return count
        }
        guard let labelLength, (2...fieldLabelMaxLength).contains(labelLength) else { return false }
        let label = line.text.prefix(labelLength)
        return fieldLabelEndings.contains { label.hasSuffix($0) }
    }

    /// The longest line read as a field: a label and a name, a number or an address.
    private static let fieldLineMaxLength = 60

    /// The most ideographs of a field's label (`代理机构联系人` is none).
    private static let fieldLabelMaxLength = 6

    /// What a notice's fields are called at their labels' end.
    private static let fieldLabelEndings = ["名称", "编号", "电话", "地址", "时间", "地点", "联系人", "招标人", "代理机构", "邮箱", "网址",
                                            "日期", "期限", "金额", "方式", "邮编"]

    /// Longest title that is a notice's kind alone with a word before it (`遗失声明`, `招聘启事`).
    private static let shortTitleMaxLength = 6

    /// The line is a notice's own title: it ends in the word for the notice, and either says
    /// what about (`市工信局关于红枣产业有关事项的公示`), or is that word with a word before it
    /// (`遗失声明`), or names what the notice calls for (`吕梁城市形象宣传口号征集启事`,
    /// `…公开招聘工作人员公告`). A notice is printed under its title whichever side the page
    /// sets its stories' headlines on, and no feature's 小标题 is worded so.
    static func titlesNotice(_ line: Line) -> Bool {
        guard line.headingLevel > 0 || !line.hasSentencePunctuation, let word = words.first(where: { line.text.endsWith($0) }) else { return false }
        var called = line.text.dropLast(word.count)
        // `…征文活动启事`, `…评选大赛公告`: the event's word between the call and the kind.
        if let event = eventWords.first(where: { called.hasSuffix($0) }) {
            called = called.dropLast(event.count)
        }
        return line.length <= shortTitleMaxLength || line.text.includes("关于") || callsFor.contains { called.hasSuffix($0) }
    }

    /// Words for the event a notice calls to, printed before its kind (`征文活动启事`).
    private static let eventWords = ["活动", "比赛", "大赛"]

    /// What a notice calls for, printed before its kind at its title's end (`…征集启事`, `…征文启事`,
    /// `…招聘公告`, `…招标公告`).
    private static let callsFor = ["征集", "征文", "征稿", "招聘", "招录", "招考", "招标", "招生", "评选", "拍卖", "出让", "寻人", "迁坟", "更正", "注销"]

    /// `遗失声明`, `遗失启事`, `声明` alone: the title over a column of short notices, each of a
    /// paper lost and void (`蒋霞瑜遗失出生医学证明一本，编号…，特此声明。`), which are one notice.
    static func isLostPropertyColumnName(_ text: String) -> Bool {
        // The test is asked of every line of every page, and a name is a few scalars of at most
        // four bytes each (a text equal to `声明` has two: no scalar decomposes into ideographs):
        // a longer text is turned away on its byte count, before it is compared as a String or
        // searched. Counting scalars last.
        guard text.utf8.count <= shortTitleMaxLength * 4 else { return false }
        return text == "声明" || text.includes("遗失") && words.contains { text.endsWith($0) } && text.unicodeScalars.count <= shortTitleMaxLength
    }

    /// `刘桂琳不慎遗失道路运输经营许可`: a lost paper's notice opens so.
    static func opensLossNotice(_ line: Line) -> Bool {
        line.text.includes("不慎遗失") || line.text.includes("不慎丢失")
    }

    /// The line names a notice.
    static func names(_ line: Line) -> Bool {
        words.contains { line.text.includes($0) }
    }
}
