/// What the line rules of `LabelRules` ask of a line alone: the shapes of headlines, subtitles,
/// credits and captions.
package enum LineClassifier {
    /// How photo captions begin: `图为…`, `上图：…`, `▲ 3月12日，…`.
    static let captionOpenings = ["图为", "图:", "上图", "下图", "左图", "右图", "▲", "△", "▼"]

    /// Longest line (in scalars) still taken for a headline.
    package static let headlineMaxLength = 42
    /// Longest line still taken for a headline when the OCR marked it as one or a news lead or
    /// byline follows it: wire headlines run longer than a column line.
    static let openingHeadlineMaxLength = 64

    /// `肖继旺 摄`, `记者 刘亮亮 摄` alone on a short line.
    package static func isCredit(_ line: Line) -> Bool {
        line.length <= 40 && !line.cues.isDisjoint(with: .credit) && CreditReader.credits(line.content) != nil
    }

    /// `图为…`, `上图：…`, `▲ 3月12日，…`, `图①为…`: a caption's opening.
    package static func opensCaption(_ line: Line) -> Bool {
        (line.cues.contains(.tu) || UTF8Walk.firstScalar(of: line.content).map(ScalarClass.isTriangle) == true)
            && (captionOpenings.contains(where: { line.text.beginsWith($0) }) || opensNumberedCaption(line))
    }

    /// `图①为…`, `图②…`: one of a group of photos' captions, numbered as the photos are.
    static func opensNumberedCaption(_ line: Line) -> Bool {
        var scalars = line.text.unicodeScalars.makeIterator()
        return scalars.next() == "图" && scalars.next().map { ("①"..."⑳").contains($0) } == true
    }

    /// `图①…`: the first caption of a numbered group.
    static func opensGroupsFirstCaption(_ line: Line) -> Bool {
        opensNumberedCaption(line) && line.text.unicodeScalars.dropFirst().first == "①"
    }

    /// `营 商 环 境 创 新`: text set with a space after every character, which OCR gives for
    /// justified body lines, not headlines.
    package static func isLetterSpaced(_ line: Line) -> Bool {
        line.tokens >= 4 && line.singleHanTokens * 2 >= line.tokens
    }

    /// `——我市加快推进项目建设综述`, `-我市培育特色专业镇发展纪实`.
    package static func isSubtitle(_ line: Line) -> Bool {
        guard let first = UTF8Walk.firstScalar(of: line.text), isSubtitleDash(first) else { return false }
        return line.length <= 60 && !line.endsSentence && line.hanCount >= 4
    }

    /// Hyphen, em dash, horizontal bar, box-drawing line and en dash: what a subtitle opens with
    /// (written as code points: on the page they look alike).
    private static func isSubtitleDash(_ value: UInt32) -> Bool {
        switch value {
        case "-", "\u{2014}", "\u{2015}", "\u{2500}", "\u{2013}": true
        default: false
        }
    }

    /// Short, with no commas or full stops (unless the whole line is a quotation), not ending a
    /// sentence: what a headline looks like without its font. `opensStory`: a news lead or byline
    /// follows the line, so a longer line still fits.
    package static func looksLikeHeadline(_ line: Line, opensStory: Bool = false) -> Bool {
        let limit = line.headingLevel > 0 || opensStory ? openingHeadlineMaxLength : headlineMaxLength
        guard line.hanCount >= 3, line.length <= limit, !line.endsSentence else { return false }
        if line.headingLevel == 0, isLetterSpaced(line) { return false }
        if line.hasSentencePunctuation {
            guard isQuotation(line.text) || line.headingLevel > 0 && !line.text.includes("。") else { return false }
        }
        if let first = UTF8Walk.firstScalar(of: line.text), first == Unicode.Scalar("(").value || first == Unicode.Scalar("《").value && line.length > 30 {
            return false
        }
        return !breaksOffMidPhrase(line) && !startsMidPhrase(line) && !isForecastRow(line.text)
    }

    /// `1月10日 晴转多云 －13℃～1℃ 西北风2级`: a weather box's day, a range of temperatures in it;
    /// a headline names one temperature at most (`我市最高气温突破40℃`).
    private static func isForecastRow(_ text: String) -> Bool {
        text.unicodeScalars.count { $0 == "℃" } >= 2
    }

    /// `障”和饮水安 全`, `，全力扶持企业…`: a line opening with a closing quote or bracket, or with a
    /// clause's punctuation, goes on with the phrase of the line above, as a column line of
    /// running text does after the column's edge; a headline opens with its first word. (Not a
    /// straight `"`, which opens a quotation as often as it closes one.)
    private static func startsMidPhrase(_ line: Line) -> Bool {
        guard let first = UTF8Walk.firstScalar(of: line.text) else { return false }
        return (first != 0x22 && first != 0x27 && ScalarClass.isClosingMark(first)) || ScalarClass.isClausePunctuation(first)
    }

    /// `编辑同志：`, `尊敬的广大市民朋友：`, `各县（市、区）人民政府：`: whom a letter, a proposal or an
    /// official notice addresses, by what such an address ends or opens with. A kicker ending
    /// in a colon introduces what someone said (`习近平在山西考察时强调：`, `孙大军强调：`).
    private static func isSalutation(_ text: String) -> Bool {
        let words = text.dropLast()
        return salutationEndings.contains { words.hasSuffix($0) } || salutationOpenings.contains { words.hasPrefix($0) }
    }

    private static let salutationEndings = [
        "们", "朋友", "同志", "先生", "女士", "政府", "单位", "部门", "干部", "群众", "市民", "居民", "家长",
    ]
    private static let salutationOpenings = ["尊敬的", "亲爱的"]

    /// `…坚持交总账、交细账、`, `…吹响决战完胜脱贫攻坚“`: a line ending in an enumeration comma or
    /// an opening quote or bracket, or a salutation's colon (`编辑同志：` over a letter), breaks
    /// off in mid-phrase, as a column line of running text does at the column's edge; a headline
    /// ends where its words do. (Of ~570 such lines with
    /// no comma or full stop on the seventh generator's pages, none is a headline.)
    private static func breaksOffMidPhrase(_ line: Line) -> Bool {
        guard let last = line.text.unicodeScalars.last else { return false }
        return last == "、" || ScalarClass.isOpeningMark(last.value) || last == ":" && isSalutation(line.text)
    }

    /// Wholly inside `“…”` or `"…"`: read off the first and last bytes, since the line rules ask
    /// it of every line with a comma or a full stop.
    private static func isQuotation(_ text: String) -> Bool {
        UTF8Walk.withBytes(text) { bytes in
            let count = bytes.count
            if count >= 1, bytes[0] == 0x22, bytes[count - 1] == 0x22 { return true }
            return count >= 3 && bytes[0] == 0xE2 && bytes[1] == 0x80 && bytes[2] == 0x9C
                && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80 && bytes[count - 1] == 0x9D
        }
    }
}
