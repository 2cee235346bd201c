/// What the words of a headline line say about its place in a headline block, by its ending:
/// a kicker setting the scene (`…印发通知`), a line naming who chaired or visited (`孙大军主持`,
/// `张广勇调研`), a feature's subtitle (`…纪实`). Line-level knowledge: the wrap merger asks it
/// as well as the headline block.
package enum HeadlineWording {
    /// Endings of a short line naming who chaired or attended (`孙大军主持`): printed under a
    /// meeting headline.
    static let attendanceEndings = ["主持", "出席", "讲话", "主持会议", "出席会议", "出席并讲话", "致辞", "作报告"]
    /// `张广勇调研`: a visit under its headline; a longer line ending so (`…复工复产情况调研`) is
    /// the headline itself.
    static let visitEndings = ["调研", "考察"]
    static let visitLineLength = 10
    /// Endings of a kicker (引题): it sets the scene (`…印发通知`, `…召开会议`, `…时强调`) for the
    /// headline under it.
    static let kickerEndings = ["通知", "会议", "强调", "指出", "表示", "要求", "讲话", "之际", "时", "上", "中", "后"]
    /// Endings of a feature's subtitle (`孝义市精准推进复工复产纪实`): the second of two plain
    /// lines that ends so is a subtitle whose dash OCR lost, and the first is the headline.
    static let subtitleEndings = ["纪实", "综述", "侧记", "纪事", "巡礼", "扫描", "速写", "札记", "掠影", "手记", "见闻", "故事"]

    /// Verbs a headline's first line ends with when its object is printed on the second
    /// (`交城县庞泉沟迎来` / `最佳观赏期`).
    static let runningOnVerbs = ["迎来", "走出", "跑出", "闯出", "蹚出", "迈出", "交出", "绘就", "谱写", "书写", "打造", "开启", "按下",
                                 "擦亮", "激活", "点亮", "铺就", "奏响", "唱响", "筑牢", "织密", "走好", "答好", "跑好", "开创"]

    /// Verbs of a result (`走出`, `闯出`) that a headline's second line opens with when its
    /// subject is on the first (`汾阳市贾家庄村：文旅融合` / `走出乡村振兴新路子`): a headline of its own
    /// names who did it, where one opening with `打造` may be a headline under its kicker.
    static let subjectlessVerbs = ["走出", "跑出", "闯出", "蹚出", "迈出", "交出"]

    /// Who a headline is about, named at its start: one of 吕梁's counties opening it (`交城县…`,
    /// `兴县…`, `离石区…`) or the city (`全市…`, `我市…`, `前四个月我市…`).
    private static func namesSubject(_ text: PhraseSearch) -> Bool {
        cityWords.contains { text.contains($0, within: subjectReach) } || PlaceNames.luliang.contains { text.hasPrefix($0) }
    }

    /// Characters from a headline's start within which the city is named as its subject.
    static let subjectReach = 6
    private static let cityWords = ["全市", "我市", "全省", "我省", "全县", "市委", "市政府"]

    /// A line that says what was done in a clause of its own (`市委理论学习中心组举行专题学习会`):
    /// a kicker, complete without the line under it.
    private static func statesClause(_ text: PhraseSearch) -> Bool {
        clauseVerbs.contains { text.contains($0) }
    }

    private static let clauseVerbs = ["举行", "召开", "开展", "印发", "启动", "出台", "发布", "公布", "部署", "推进", "加快", "持续", "深入", "坚持",
                                      "做好", "抓好", "用好", "讲好", "奋力", "聚焦", "牢记", "落实"]

    /// Whether `second` carries on the headline `first` began, rather than `first` being its
    /// kicker: two lines the OCR marked at the level of the page's story headlines (`## 石楼县
    /// 沿黄公路旅游` / `## 季活动正式启动`), or plain lines whose verb joins them (see
    /// `runningOnVerbs`) or whose first ends in a colon after a place (`交口县回龙乡：` /
    /// `小蜜蜂酿出甜日子`), not after a word of speech (`孙大军强调：`), or whose first names who
    /// (`全市各界干部群众`) and the second what they did (`缅怀革命先烈`) with no subject of its own,
    /// where a kicker says what was done in a clause of its own. Never a line that ends as a
    /// kicker does (`…印发通知`) or a line naming who chaired.
    static func runsOn(_ first: Line, into second: Line, articleLevel: Int?) -> Bool {
        guard !isAttendanceLine(second), !endsAsFeatureSubtitle(second), !isFigureSubtitle(second, under: first) else { return false }
        if first.headingLevel > 0 || second.headingLevel > 0 {
            // At the level the page's headlines are voted to be set in, the two lines are of one
            // size: a kicker is printed smaller, so `## 市委召开常委会议` reads on whatever it ends in.
            if let articleLevel, first.headingLevel == articleLevel { return second.headingLevel == articleLevel }
            // Two short lines of one size larger than the page's headlines (`## 在黄河岸边` /
            // `## 种出"致富林"` over `###` headlines): the lead story's headline in big type,
            // broken for its width. A kicker is printed smaller than its headline, not larger.
            if let articleLevel, first.headingLevel > 0, first.headingLevel < articleLevel, first.headingLevel == second.headingLevel {
                return !isKicker(first) && first.hanCount + second.hanCount <= bigTypeHeadlineMaxLength
            }
            return !isKicker(first) && first.headingLevel == second.headingLevel && articleLevel == nil
        }
        guard !isKicker(first) else { return false }
        // `把“土特产”` / `做成“大产业”`, `在黄河岸边` / `种出致富林`: a short first line that opens
        // with a coverb and its object says nothing until the verb on the next line.
        if first.hanCount <= coverbOpeningMaxLength, let opening = first.text.unicodeScalars.first,
           coverbs.contains(opening.value), !first.hasSentencePunctuation {
            return true
        }
        let firstText = PhraseSearch(first.text), secondText = PhraseSearch(second.text)
        if firstText.hasSuffix("：") || firstText.hasSuffix(":") {
            // `孙大军强调：` introduces what the headline quotes: a kicker.
            let named = first.text.dropLast()
            return !kickerEndings.contains { named.hasSuffix($0) }
        }
        return runningOnVerbs.contains { firstText.hasSuffix($0) } || subjectlessVerbs.contains { secondText.hasPrefix($0) }
            || namesSubject(firstText) && !namesSubject(secondText) && !statesClause(firstText)
    }

    /// `离石法院审结一起“套路贷”案件` / `7名被告人分别获刑`, `岚县农村供水保障工程首个项目通水` /
    /// `2.3万群众告别季节性缺水`: a line that names who did what in a statement of its own, over a
    /// line opening with a count (`7名`, `2.3万`, `首批15栋`, `百余名`, a day), is a headline over
    /// its subtitle giving the figures: a kicker names no one so and says no such statement,
    /// and a headline's first line broken for width is shorter (`国庆假期我市接待游客` /
    /// `412.6万人次`). A year opens headlines (`2024年…`), not subtitles, and a line of its own
    /// clause (`100个美丽乡村示范村建设全面启动`) is the headline under a kicker.
    static func isFigureSubtitle(_ second: Line, under first: Line) -> Bool {
        guard first.hanCount >= statementMinLength, opensWithCount(second.text), !isKicker(first),
              !statesClause(PhraseSearch(second.text))
        else { return false }
        return namesSubject(PhraseSearch(first.text))
    }

    /// The fewest ideographs of a headline line that states what happened on its own.
    static let statementMinLength = 12

    /// Digits not of a year (`7名`, `2.3万`, `11月15日起`), or a word of a count (`首批`, `百余`).
    private static func opensWithCount(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        guard ScalarClass.isDigit(first.value) else { return countWords.contains { text.hasPrefix($0) } }
        while let next = scalars.next() {
            if ScalarClass.isDigit(next.value) || next == "." { continue }
            return next != "年"
        }
        return false
    }

    private static let countWords = ["首批", "百余", "千余", "万余", "数百", "数千", "上百", "上千", "近百", "近千", "逾百", "逾千"]

    /// The most ideographs of a headline set in big type over two lines.
    static let bigTypeHeadlineMaxLength = 20

    /// The most ideographs of a first line that is a coverb and its object alone (`在黄河岸边`).
    static let coverbOpeningMaxLength = 5

    /// Coverbs that open a headline and need its verb.
    private static let coverbs = Set("把将在从向让给被对".unicodeScalars.map(\.value))

    package static func isKicker(_ line: Line) -> Bool {
        ends(line, withOneOf: kickerEndings, lastScalars: kickerLastScalars)
    }

    /// `孙大军主持`, `中共中央总书记习近平主持会议`: a subtitle, never the headline.
    static func isAttendanceLine(_ line: Line) -> Bool {
        line.length <= 20 && ends(line, withOneOf: attendanceEndings, lastScalars: attendanceLastScalars)
            || line.length <= visitLineLength && ends(line, withOneOf: visitEndings, lastScalars: visitLastScalars)
    }

    /// How many of a run of headline lines are decks (kicker, headline), the attendance lines
    /// under them (`孙大军主持`) left off the end; at least one.
    static func deckCount(of lines: [Line]) -> Int {
        var decks = lines.count
        while decks > 1, isAttendanceLine(lines[decks - 1]) {
            decks -= 1
        }
        return decks
    }

    static func endsAsFeatureSubtitle(_ line: Line) -> Bool {
        ends(line, withOneOf: subtitleEndings, lastScalars: subtitleLastScalars)
    }

    /// The last scalars of the endings above: every headline line is asked about them, and one
    /// that ends in none of these is compared with no ending.
    private static let kickerLastScalars = kickerEndings.compactMap(\.unicodeScalars.last?.value)
    private static let attendanceLastScalars = attendanceEndings.compactMap(\.unicodeScalars.last?.value)
    private static let visitLastScalars = visitEndings.compactMap(\.unicodeScalars.last?.value)
    private static let subtitleLastScalars = subtitleEndings.compactMap(\.unicodeScalars.last?.value)

    private static func ends(_ line: Line, withOneOf endings: [String], lastScalars: [UInt32]) -> Bool {
        guard let last = UTF8Walk.lastScalar(of: line.text), lastScalars.contains(last) else { return false }
        return endings.contains { line.text.endsWith($0) }
    }

    /// A subtitle's text without the dash that opens it (`——我市…` → `我市…`).
    package static func withoutDash(_ text: String) -> String {
        String(text.drop(while: dashes.contains))
    }

    /// What a subtitle's dash may be printed or read as, and the spaces after it: a set, since
    /// `withoutDash` asks it of every headline line (a string's `contains` walked its
    /// characters one by one: 0.16% of an ingest's instructions).
    private static let dashes: Set<Character> = ["-", "—", "―", "─", "–", "－", " "]
}
