/// Column names (栏目) printed above or beside stories: a short fixed word such as `特别报道`, a
/// short name ending in a column word (`县区简讯`, `经济视点`, `乡村振兴进行时`), or a slogan of
/// three or more short phrases of one length (`新时代 新征程 新伟业`).
package enum RubricRules {
    static let words: Set<String> = [
        "特别报道", "两会特稿", "特稿", "专题", "专题报道", "时评", "评论", "社论", "短评", "快评", "本报评论员",
        "本报评论员文章", "评论员文章",
        "要闻", "综合新闻", "本地新闻", "关注", "聚焦", "视点", "图片新闻", "新闻速递", "简讯", "快讯",
        "政务", "经济", "社会", "文化", "理论", "副刊", "县域", "县区", "民生", "深度", "调查", "人物", "专版",
        "今日关注", "走基层", "新春走基层", "一线直击", "一线传真", "基层传真", "读者来信", "群众来信",
    ]

    /// A supplement's (副刊) columns, named by the kind of writing under them: a column's name
    /// only over a headline (`LineContext.readColumnNamesOverHeadlines`), since a notice lists
    /// them too (`征稿范围：` / `散文` / `诗歌`).
    static let kindsOfWriting: Set<String> = ["小小说", "微小说", "散文", "诗歌", "诗词", "随笔", "杂文", "书评", "散文诗"]

    /// The last words of a column's name, after what it covers: `县区简讯`, `县区动态`, `吕梁观察`,
    /// `优化营商环境在行动`, of a commentary's or a lecture's (`吕梁时评`, `吕梁论坛`, `法律讲堂`), of a
    /// readers' hotline (`民生热线`), or of
    /// a page's name over its stories (`民生周刊`, `农业专刊`, `社会新闻`). A
    /// headline says what happened and does not end in them.
    static let endings = ["简讯", "快讯", "速递", "速览", "动态", "传真", "视点", "关注", "观察", "见闻", "周刊", "专刊", "时评", "短评", "快评",
                          "论坛", "讲堂", "新闻", "热线", "进行时", "在行动"]

    /// The most ideographs before one of `endings` in a column name: four before a word of
    /// two (`县区简讯`, not `引发社会广泛关注`), six before one of three (`优化营商环境在行动`).
    /// Headlines end in `动态` and `观察` too (`把握市场动态`, `候鸟迁徙观察`): a column name ending
    /// in them is a place or field and the word (`县区动态`, `吕梁观察`).
    static func namedColumnMaxPrefix(before ending: String) -> Int {
        if ending == "动态" || ending == "观察" { return 2 }
        return ending.count == 2 ? 4 : 6
    }

    /// The longest such name: six ideographs before an ending of three.
    static let namedColumnMaxLength = 9

    /// The longest of `words`, in characters (`本报评论员文章`): a longer line is none of them.
    private static let longestWord = words.map(\.count).max() ?? 0

    /// `words` in UTF-8.
    private static let wordBytes = words.map { Array($0.utf8) }

    /// `学习贯彻党的二十大精神`, `深入学习贯彻习近平新时代中国特色社会主义思想`, `学习贯彻…思想主题教育`,
    /// `不忘初心 牢记使命`: a
    /// slogan the page prints as a banner across its top, over stories it names none of. Read
    /// by its words: a campaign's call to study a meeting's spirit or a thought, or one of the
    /// fixed pairs.
    package static func isSloganBanner(_ line: Line) -> Bool {
        // Most lines are asked: turned away on their first scalar, before any String is compared.
        guard line.length <= 40, !line.hasSentencePunctuation, let first = UTF8Walk.firstScalar(of: line.text),
              sloganInitials.contains(first)
        else { return false }
        let text = line.text
        if sloganPairs.contains(text) { return true }
        return sloganOpenings.contains { text.hasPrefix($0) } && sloganEndings.contains { text.hasSuffix($0) }
    }

    /// A campaign's slogan as papers print it across a page's head, in any type: `isSloganBanner`'s,
    /// a call to celebrate an anniversary (`庆祝中国共产党成立100周年`), to welcome a congress
    /// (`喜迎党的二十大`), to win a battle (`决战决胜脱贫攻坚`), or a campaign's series name
    /// (`高质量发展在吕梁`). Asked only of the lines over a page's first story, where a kicker
    /// could stand: its place, not these words alone, makes it a banner.
    static func isCampaignSlogan(_ line: Line) -> Bool {
        guard line.length <= campaignSloganMaxLength, !line.hasSentencePunctuation else { return false }
        if isSloganBanner(line) || isExhortation(line) { return true }
        let text = line.text
        return text.hasPrefix("庆祝") && text.hasSuffix("周年") || campaignOpenings.contains { text.hasPrefix($0) }
            || text.hasSuffix("在吕梁")
    }

    /// The longest campaign slogan over a page (`庆祝中华人民共和国成立75周年`).
    static let campaignSloganMaxLength = 16

    private static let campaignOpenings = ["喜迎", "决战", "决胜", "奋进", "不忘初心", "牢记使命", "学习贯彻", "深入学习贯彻", "认真学习贯彻"]

    /// `弘扬伟大建党精神 奋力推进吕梁高质量转型发展`, `奋进新征程 建功新时代 喜迎党的二十大`: two or more
    /// calls set apart by spaces, each opening with a campaign's verb, spanning a page's width
    /// (`exhortationMinLength`), are a banner's slogan; a headline's two halves say what happened
    /// (`严管火源守底线 早谋早动抓造林`), and two short calls may be a kicker (`凝心聚力 砥砺前行`).
    static func isExhortation(_ line: Line) -> Bool {
        // Most lines asked are text: turned away on their punctuation, length and first scalar
        // before the line is split.
        guard !line.hasSentencePunctuation, line.length <= 40, line.hanGaps >= 1, line.tokens >= 2,
              line.hanCount >= exhortationMinLength, let first = UTF8Walk.firstScalar(of: line.text),
              exhortationInitials.contains(first)
        else { return false }
        let phrases = line.content.split(separator: " ")
        return phrases.count >= 2 && phrases.allSatisfy { phrase in
            phrase.count >= 3 && exhortationOpenings.contains { phrase.hasPrefix($0) }
        }
    }

    /// The first scalars of `exhortationOpenings`.
    private static let exhortationInitials = Set(exhortationOpenings.compactMap { $0.unicodeScalars.first?.value })

    /// The fewest ideographs of a banner of calls.
    static let exhortationMinLength = 12

    /// How the calls of a campaign's banner open (`弘扬…`, `奋力…`, `加快建设…`, `共建…`).
    private static let exhortationOpenings = [
        "弘扬", "奋力", "奋进", "奋楫", "建功", "喜迎", "深入学习", "学习贯彻", "认真学习", "全方位", "全面建成", "全面建设",
        "加快建设", "创建", "共建", "谱写", "决战", "决胜", "坚定不移", "牢记", "不忘", "守正", "勇毅", "踔厉", "凝心", "携手",
        "争创", "砥砺", "永远",
    ]

    /// How a campaign's call to study opens, and what it calls to study (`…精神`, `…思想`).
    static let sloganOpenings = ["学习贯彻", "深入学习贯彻", "认真学习贯彻"]
    static let sloganEndings = ["精神", "思想", "主题教育"]

    /// Slogans of two phrases the paper prints as banners, as the line's text reads them (its
    /// spaces gone).
    static let sloganPairs: Set<String> = ["不忘初心牢记使命", "喜迎二十大永远跟党走", "奋进新征程建功新时代"]

    /// The first scalars of `sloganOpenings` and `sloganPairs`.
    private static let sloganInitials = (sloganOpenings + sloganPairs.sorted()).distinctInitials

    /// `提振消费信心 释放消费潜力`, `守护母亲河 建设生态吕梁`, `安全生产 人人有责 遵章守规 平安相随`:
    /// two to four phrases of about one length set apart, one opening as a campaign's call does
    /// (`callOpenings`); a banner over a page's first story, or a kicker. A kicker of two
    /// phrases says what happened (`红枣红了 枣农笑了`, `小山村 大变化`), no call.
    static func isParallelCalls(_ line: Line) -> Bool {
        guard parallelPhraseCounts.contains(line.tokens), line.hanGaps + 1 == line.tokens, line.hanCount == line.length,
              !line.hasSentencePunctuation
        else { return false }
        let phrases = line.content.split(separator: " ")
        let lengths = phrases.map(\.count)
        guard let shortest = lengths.min(), let longest = lengths.max() else { return false }
        return parallelPhraseCounts.contains(lengths.count) && parallelPhraseLengths.contains(shortest)
            && parallelPhraseLengths.contains(longest) && longest - shortest <= 1
            && phrases.contains { phrase in callOpenings.contains { phrase.hasPrefix($0) } }
    }

    /// How a campaign's calls open: its verbs (`提振`, `守护`, `建设`, `绘就`…, and those of a
    /// banner of calls, `exhortationOpenings`) and whom they call on (`全民`, `人人`).
    private static let callOpenings = exhortationOpenings + [
        "提振", "释放", "守护", "守好", "守牢", "建设", "绘就", "筑牢", "打造", "激发", "推动", "促进", "助力", "争做", "争当", "共享",
        "共铸", "共筑", "同心", "齐心",
        "全民", "人人",
    ]

    /// Phrases of parallel calls.
    static let parallelPhraseCounts = 2...4
    /// Ideographs in each phrase of parallel calls.
    static let parallelPhraseLengths = 3...7

    /// `绿水青山就是金山银山`, `人民至上 生命至上`, `全民健身 健康吕梁`: a saying or campaign's call
    /// that pages print as a banner between stories, and that a commentary may take as its title
    /// or a story about it as its kicker (`LineContext.readStockSlogans` tells them apart).
    package static func isStockSlogan(_ line: Line) -> Bool {
        guard line.length <= stockSloganMaxLength, !line.hasSentencePunctuation else { return false }
        return stockSlogans.contains(line.text) || isCampaignPair(line)
    }

    /// The words by which a story names the slogan over it: each phrase but the place it is
    /// for (`全民健身` of `全民健身 健康吕梁`), or the first four ideographs of one printed whole
    /// (`绿水青山`).
    static func sloganKeyPhrases(_ line: Line) -> [String] {
        let phrases = line.content.split(separator: " ")
        guard phrases.count > 1 else { return [String(line.text.prefix(4))] }
        return phrases.filter { phrase in !["中国", "山西", "吕梁"].contains { phrase.hasSuffix($0) } }.map(String.init)
    }

    private static let stockSloganMaxLength = 12
    /// Sayings and calls printed as banners, as the line's text reads them (its spaces gone).
    private static let stockSlogans: Set<String> = [
        "绿水青山就是金山银山", "人民至上生命至上", "安全第一预防为主", "幸福都是奋斗出来的", "撸起袖子加油干", "讲文明树新风", "共建共治共享",
    ]

    /// `全民健身 健康吕梁`, `平安建设 平安吕梁`: a campaign's pair of four-ideograph phrases whose
    /// second names what it builds in the country, the province or the city (`健康中国` as the
    /// paper localises it).
    private static func isCampaignPair(_ line: Line) -> Bool {
        let phrases = line.content.split(separator: " ")
        guard phrases.count == 2, phrases.allSatisfy({ $0.count == 4 }), campaignPairOpenings.contains(where: { phrases[0].hasPrefix($0) })
        else { return false }
        let second = phrases[1]
        return campaignGoals.contains { second.hasPrefix($0) } && ["中国", "山西", "吕梁"].contains { second.hasSuffix($0) }
    }

    /// How the first phrase of a campaign's pair opens (`全民健身`, `平安建设`).
    private static let campaignPairOpenings = ["全民", "平安", "美丽", "健康", "文明", "法治", "生态"]
    /// What the second phrase of a campaign's pair builds (`健康吕梁`, `美丽山西`).
    private static let campaignGoals = ["健康", "平安", "美丽", "文明", "法治", "幸福", "生态"]

    package static func isRubric(_ line: Line) -> Bool {
        if isColumnWord(line) { return true }
        if isNamedColumn(line) { return true }
        guard line.tokens >= 3, line.hanGaps + 1 >= line.tokens, line.hanCount <= 15,
              line.hanCount == line.length
        else { return false }
        // A slogan's phrases match in length (新时代 新征程 新伟业); a headline that OCR spaces cut
        // into pieces of two to four does not (`市委在丬 俣悒酐社 区召开 座谈会`).
        let phrases = line.content.split(separator: " ")
        return phrases.allSatisfy { $0.count >= 2 && $0.count <= 4 && $0.count == phrases[0].count }
    }

    /// `县市区动态`, `乡村振兴观察`: a name ending in one of the words headlines end in too, after
    /// up to four ideographs, which only a headline under it shows to be a column's name.
    static func isNamedColumnOverHeadline(_ line: Line) -> Bool {
        guard line.headingLevel == 0, line.hanCount == line.length, line.hanGaps == 0, (5...6).contains(line.length) else { return false }
        return line.text.endsWith("动态") || line.text.endsWith("观察")
    }

    /// `副刊`, `经济观察`, `县域新闻`, `教育周刊`: a column's or page's name as printed, read off its
    /// text (a footer's first field, `经济观察 本版编辑 王 宁`).
    static func namesColumn(_ name: Substring) -> Bool {
        let count = name.unicodeScalars.count
        guard count >= 2, count <= namedColumnMaxLength, name.unicodeScalars.allSatisfy({ ScalarClass.isHan($0.value) }) else { return false }
        return isWord(String(name)) || name.hasSuffix("周刊") || name.hasSuffix("专刊")
            || endingLengths.contains { $0.lengths.contains(count) && name.hasSuffix($0.ending) }
    }

    /// `摄影周刊`, `农业专刊`: a page's name, a field and the word for a weekly or special page,
    /// read before names: `摄影周刊` is no photographer called 周刊.
    static func isPageName(_ line: Line) -> Bool {
        guard line.length <= pageNameMaxLength, line.hanCount == line.length, line.hanGaps == 0 else { return false }
        return line.text.endsWith("周刊") || line.text.endsWith("专刊")
    }

    /// The longest page name: four ideographs before its word (`乡村振兴周刊`).
    static let pageNameMaxLength = 6

    /// One of `words` (`特别报道`, `读者来信`), bare or behind a box (`■快讯`).
    package static func isColumnWord(_ line: Line) -> Bool {
        guard line.length <= longestWord + 1 else { return false }
        return line.length <= longestWord && isWord(line.text) || isBoxedWord(line.text)
    }

    /// `■快讯`, `□短评`: a column's name behind the box a writer's name may stand behind: no
    /// writer called 快讯. The paper's commentator behind one (`□ 本报评论员`) signs a commentary.
    private static func isBoxedWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, BylineReader.isBylineMark(first.value) else { return false }
        let word = String(text.unicodeScalars.dropFirst())
        return isWord(word) && !BylineReader.isCommentator(word)
    }

    /// `endings` with the line lengths a column name ending in each may have.
    private static let endingLengths = endings.map { ending in
        (ending: ending, lengths: ending.count + 1...ending.count + namedColumnMaxPrefix(before: ending))
    }

    /// A short line of ideographs ending in one of `endings` after a few of its own (`县区简讯`).
    /// Lengths first: most lines are longer than any column name, and are not read further. The
    /// ending is compared as bytes: `hasSuffix` compares Characters and `count` walks them,
    /// which on pages of short column lines cost a twentieth of all their parsing.
    private static func isNamedColumn(_ line: Line) -> Bool {
        guard line.length <= namedColumnMaxLength, line.hanCount == line.length, line.hanGaps == 0 else { return false }
        return endingLengths.contains { $0.lengths.contains(line.length) && line.text.endsWith($0.ending) }
    }

    /// Whether `text` is one of `words`. A text of scalars that are their own normal form (see
    /// `UTF8Walk.isOwnNormalForm`), as short lines nearly always are, equals a word exactly when
    /// its bytes do: hashing it into the set, which normalizes it, cost thirty times the
    /// comparison. Other texts are hashed.
    private static func isWord(_ text: String) -> Bool {
        let comparedAsBytes: Bool? = UTF8Walk.withBytes(text) { bytes in
            guard UTF8Walk.isOwnNormalForm(bytes) else { return nil }
            return wordBytes.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }
        return comparedAsBytes ?? words.contains(text)
    }
}
