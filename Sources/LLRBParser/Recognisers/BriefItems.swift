/// 简讯: a column of short items under a banner (`简讯`, `■ 县区简讯`, `新闻速递`, `要闻简报`).
/// Each item is a story of its own, a paragraph or two that opens with its title set in bold,
/// which the OCR gives as a bullet (`■交口县部署高质量发展 “…`, `▲岚 县加快氢能产业 正在…`), in
/// brackets (`【临县统筹铝镁新材料】 文水县…`) or as the title and a space (`柳林县落实项目建设
/// 汾阳市…`). Read as one story, a column of five items was one hit for a word of any of them,
/// with the lines of all five.
package enum BriefItems {
    /// The last words of a brief column's banner.
    private static let bannerEndings: [[UInt32]] = ["简讯", "快讯", "速递", "短讯", "速览", "简报"].map { $0.unicodeScalars.map(\.value) }
    /// The longest banner, in ideographs (`县区简讯`, `新闻速递`): a longer line ending so is a
    /// story's headline (`全市两会快讯`), unless `新闻` stands before the ending.
    private static let longestBanner = 4
    /// The longest banner naming the news it brings (`吕梁新闻速览`, `本地新闻快讯`): a place's
    /// name, `新闻` and the ending.
    private static let longestNewsBanner = 6
    /// `新闻`, which a banner longer than `longestBanner` holds right before its ending.
    private static let news: [UInt32] = "新闻".unicodeScalars.map(\.value)
    /// Marks that set off a banner or an item's bold title: ■ ● ◆ ▲ ★ ◇ ○ □ ▶.
    /// Whether `scalar` is one of the bullets items are printed with.
    package static func isBullet(_ scalar: UInt32) -> Bool {
        bullets.contains(scalar)
    }

    private static let bullets = Set("■●◆▲★◇○□▶".unicodeScalars.map(\.value))
    /// An item's title, in ideographs: a place and what happened there.
    private static let titleLengths = 4...20
    /// A title told only by the space after it (no bullet, no brackets) is held to a headline's
    /// usual length, so that a column line an OCR space split is not taken for one.
    private static let plainTitleLengths = 5...16

    /// The column's name when `line` is a brief column's banner (`简讯` alone, or a few
    /// ideographs before it: `县区简讯`, `吕梁新闻速览`), a bullet before it or not.
    static func banner(_ line: Line) -> String? {
        let scalars = Array(line.text.unicodeScalars.map(\.value).drop { bullets.contains($0) })
        guard (2...longestNewsBanner).contains(scalars.count), scalars.allSatisfy(ScalarClass.isHan),
              let ending = bannerEndings.first(where: { scalars.suffix($0.count).elementsEqual($0) }),
              scalars.count <= longestBanner || scalars.dropLast(ending.count).suffix(news.count).elementsEqual(news)
        else { return nil }
        return String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    /// `■市政协召开安全生产常务会议` alone on its line: an item's title with the bullet before it,
    /// its text on the lines under it.
    static func bulletedTitle(_ line: Line) -> String? {
        let scalars = line.text.unicodeScalars
        guard let first = scalars.first?.value, bullets.contains(first) else { return nil }
        let title = scalars.dropFirst()
        guard titleLengths.contains(title.count), title.allSatisfy({ isTitleScalar($0.value) }) else { return nil }
        return String(String.UnicodeScalarView(title))
    }

    /// `▲中阳县部署黄河流域生态保护工` / `作 6月24日,…`: a bulleted title alone on its line whose
    /// last characters the column's wrap put at the head of the next, before the space that
    /// ends the title. Read apart, the item had a broken title and no text.
    /// The two are column lines one under the other (no blank between), the title's as wide as
    /// the text's: a short bulleted line over a blank (`■久久为功谋长远`) is a 小标题 whole, and a
    /// caption's credit (`肖继旺 摄`) or a writer's name after a box (`□ 本报记者 袁卫梅` /
    /// `通讯员 余军力`) is no title's end.
    static func isBrokenTitle(_ first: Line, _ second: Line) -> Bool {
        guard second.number == first.lastNumber + 1, first.length + 2 >= second.length,
              let title = bulletedTitle(first), title.unicodeScalars.count < titleLengths.upperBound,
              BylineReader.bylineLine(first) == nil, BylineReader.bylineLine(second) == nil,
              CreditReader.credits(second.content) == nil, CreditReader.trailing(in: second.content) == nil
        else { return false }
        let scalars = second.content.unicodeScalars
        guard let space = scalars.firstIndex(where: { ScalarClass.isSpace($0.value) }) else { return false }
        let tail = scalars[..<space]
        return (1...3).contains(tail.count) && tail.allSatisfy({ isTitleScalar($0.value) })
            && scalars[space...].contains { !ScalarClass.isSpace($0.value) }
    }

    /// An item's opening: its title (empty for a bullet before plain text) and the text after it.
    struct Opening {
        var title: String
        var text: Substring
    }

    /// The item `content` opens, if it opens one: after a bullet or in brackets always; by the
    /// space after a short title of ideographs only when `plainTitle` (the caller knows the line
    /// may open one: see `ArticleAssembler.startBriefItem`).
    static func opening(of content: String, plainTitle: Bool) -> Opening? {
        let scalars = content.unicodeScalars.drop { ScalarClass.isSpace($0.value) }
        guard let first = scalars.first else { return nil }
        if bullets.contains(first.value) {
            let rest = scalars.dropFirst().drop { ScalarClass.isSpace($0.value) }
            return title(spacedIn: rest, lengths: titleLengths) ?? Opening(title: "", text: Substring(rest))
        }
        if first == "【" {
            guard let close = scalars.firstIndex(of: "】") else { return nil }
            let inside = scalars[scalars.index(after: scalars.startIndex)..<close].filter { !ScalarClass.isSpace($0.value) }
            guard titleLengths.contains(inside.count), inside.allSatisfy({ isTitleScalar($0.value) }) else { return nil }
            let text = scalars[scalars.index(after: close)...].drop { ScalarClass.isSpace($0.value) }
            return Opening(title: String(String.UnicodeScalarView(inside)), text: Substring(text))
        }
        return plainTitle ? title(spacedIn: scalars, lengths: plainTitleLengths) : nil
    }

    /// `岚 县加快氢能产业 正在大力推进…`: the title is the words before the first space that
    /// follows at least the shortest title's ideographs (an OCR space may fall inside the title),
    /// and text must follow it.
    private static func title(spacedIn scalars: Substring.UnicodeScalarView.SubSequence, lengths: ClosedRange<Int>) -> Opening? {
        var title: [Unicode.Scalar] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let value = scalars[index].value
            if ScalarClass.isSpace(value) {
                if title.count >= lengths.lowerBound { break }
            } else {
                guard isTitleScalar(value), title.count < lengths.upperBound else { return nil }
                title.append(scalars[index])
            }
            index = scalars.index(after: index)
        }
        let text = scalars[index...].drop { ScalarClass.isSpace($0.value) }
        guard lengths.contains(title.count), let opening = text.first?.value, !isClosing(opening), !endsMidSentence(title)
        else { return nil }
        return Opening(title: String(String.UnicodeScalarView(title)), text: Substring(text))
    }

    /// Last characters of words a sentence goes on after, which a title does not end in
    /// (要, 的, 是, 在, 将…, and 示, 出, 调, 绍 of 表示, 指出, 强调, 介绍): `全县各级各部门要 进一步…`,
    /// `全体委员表示 一定…` are an OCR space inside a sentence.
    private static let midSentenceEndings: Set<UInt32> = Set(
        "要的是在将对把和与了为从向以等及就也都还又被让使由其之表示指出强调介绍认为说称".unicodeScalars.map(\.value)
    )

    /// The title's last character is one a sentence runs on after.
    private static func endsMidSentence(_ title: [Unicode.Scalar]) -> Bool {
        title.last.map { midSentenceEndings.contains($0.value) } ?? false
    }

    /// Ideographs and the quotation marks a title may hold (`交口县“红枣产业”跑出加速度`).
    private static func isTitleScalar(_ value: UInt32) -> Bool {
        switch value {
        case "“", "”", "\"": true
        default: ScalarClass.isHan(value)
        }
    }

    /// Punctuation that never opens a sentence: text after a title starts with none of it.
    private static func isClosing(_ value: UInt32) -> Bool {
        switch value {
        case "，", "。", "、", "；", "：", ",", ".", "）", ")": true
        default: false
        }
    }
}
