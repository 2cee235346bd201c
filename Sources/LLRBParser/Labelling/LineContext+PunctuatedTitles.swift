extension LineContext {
    /// The longest headline read from a punctuated line (`暴雨过后，方山县北武当镇300余名党员干部
    /// 群众连续奋战五昼夜抢通道路恢复供电`: 38).
    static let punctuatedTitleMaxLength = 40
    /// The fewest lines of a page whose commonest length is read as its column width.
    static let columnPageMinLines = 12

    /// `读者来信` / `小区门口的“断头路”何时能打通？` / `编辑同志：…`, `法律讲堂` / `冬季取暖，这些法律风险要当心`:
    /// the line right under a column's name that ends no sentence (a question, or phrases parted
    /// by a comma) and has no full stop in it, over the lead, byline or text of a story, is the
    /// column story's headline: a column's name heads a story, and its first line of text would
    /// end a sentence or run on as a full column line. A line the OCR marked at a headline's size
    /// that asks a question over a lead or a writer's line (`## 网购“秒杀”商品能不能七天无理由退货？` /
    /// `□ 山西晋吕律师事务所 贾志宏`) is one too, wherever it stands, and so is an unmarked one
    /// under its kicker (`专家为考生和家长支招` / `高考志愿填报怎么办？` / `□ 融媒体记者 贺佳音`).
    static func promotePunctuatedTitles(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        var width: Int?? = .none
        for (position, index) in content.enumerated().dropLast() where kinds[index] == .body {
            let line = lines[index]
            // Where it stands first: most body lines stand under other text, and their words are
            // never read here.
            let underRubric = position > 0 && kinds[content[position - 1]] == .rubric
            let markedQuestion = line.headingLevel > 0 && line.headingLevel <= 3 && asksQuestion(line)
            let questionUnderKicker = position > 0 && kinds[content[position - 1]] == .headline && asksQuestion(line)
            guard underRubric || markedQuestion || questionUnderKicker, line.length <= punctuatedTitleMaxLength, line.hasSentencePunctuation || asksQuestion(line),
                  !endsClause(line), !hasFullStop(line)
            else { continue }
            let next = kinds[content[position + 1]]
            let underColumnName = underRubric && BriefItems.banner(lines[content[position - 1]]) == nil
                && (!line.endsSentence || asksQuestion(line)) && opensStoryText(next)
            // A marked question heads a story that opens with its lead or writer; one over an
            // answer's text (`## 异地就医如何备案？` / `答：…`) is a Q&A's question, inside its story.
            guard underColumnName || (markedQuestion || questionUnderKicker) && (next == .lead || next == .byline) && !line.text.beginsWith("问")
            else { continue }
            if fillsColumn(line, of: lines, lineCount: content.count, width: &width) { continue }
            kinds[index] = .headline
        }
    }

    /// `…很多人还是搞不清。` / `垃圾分类，您家做到了吗？` / `——读者来信来电摘编`: a question alone on its
    /// line after a finished sentence or a jump marker (`…隐患430余处。（下转第2版）` /
    /// `研学旅行怎样才能“研”有所获？`), of a headline's length, naming no one who
    /// asks it (`记者：…？`, `问：…？` are an interview's), and with no headline under it, is a
    /// headline, above or under its story: a story asks its own questions inside its paragraphs,
    /// and a question short enough to stand alone as one (`为什么？`) is shorter. On a page wrapped
    /// in columns, a line as long as a column's is a paragraph's first.
    static func promoteQuestionsAfterText(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        var width: Int?? = .none
        for (position, index) in content.enumerated().dropFirst() where kinds[index] == .body {
            let line = lines[index]
            guard asksQuestion(line), questionTitleLengths.contains(line.length), !hasFullStop(line), !namesAsker(line) else { continue }
            let before = content[position - 1]
            guard kinds[before] == .body && (lines[before].endsSentence || ContinuationReader.endsWithJump(lines[before]))
                || kinds[before] == .continuation
            else { continue }
            // Over a headline it closes the story above (`…子女在外也放心了。` / `这样的好日子，谁能不
            // 喜欢呢？` / `## 交口县完成…`): a headline is printed over its story's text or its
            // subtitle, and a kicker is no question.
            if position + 1 < content.count, kinds[content[position + 1]] == .headline || kinds[content[position + 1]] == .rubric { continue }
            if fillsColumn(line, of: lines, lineCount: content.count, width: &width) { continue }
            kinds[index] = .headline
        }
    }

    /// `…慢一点、让一点。` / `（鲁平）` / `雪天行车，慢一点又何妨` / (the footer): phrases parted by a
    /// comma, ending in no punctuation, alone on a line right under a story's names and with a
    /// lead, a writer's line, the footer or nothing under it, are a headline printed under its
    /// story: the names closed the story. After finished text, only over a writer's box
    /// (`节日里，他们坚守岗位` / `□ 本报记者 李娜`): elsewhere such a line is as often the text's (a
    /// last paragraph whose full stop the OCR lost, a list's last item, a caption, a motto
    /// closing an essay). On a page wrapped in columns, a line as long as a column's is text.
    static func promoteCommaTitles(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        var width: Int?? = .none
        for (position, index) in content.enumerated().dropFirst() where kinds[index] == .body {
            // Where it stands first, and its text only then: most body lines have more text under
            // them, and a column line may well have a comma and no end.
            let next = position + 1 < content.count ? kinds[content[position + 1]] : nil
            guard next == nil || next == .footer || next == .lead || next == .byline else { continue }
            let line = lines[index]
            guard line.hasSentencePunctuation, !line.endsSentence, questionTitleLengths.contains(line.length) else { continue }
            let before = content[position - 1]
            let overWriter = next == .byline && BylineReader.opensWithMark(lines[content[position + 1]])
            guard kinds[before] == .byline || overWriter && kinds[before] == .body && lines[before].endsSentence,
                  !endsClause(line), !hasFullStop(line), !asksQuestion(line), !namesAsker(line)
            else { continue }
            if fillsColumn(line, of: lines, lineCount: content.count, width: &width) { continue }
            kinds[index] = .headline
        }
    }

    /// The lengths of a question standing alone as a headline (`研学旅行怎样才能“研”有所获？`).
    static let questionTitleLengths = 8...24

    /// `记者：…`, `问:…`: a speaker named before a colon.
    private static func namesAsker(_ line: Line) -> Bool {
        line.text.includes("：") || line.text.includes(":")
    }

    /// On a page wrapped in columns, a line as long as a column's is its text's first line, no
    /// title; a page of fewer than `columnPageMinLines` lines tells no width. `width` keeps the
    /// page's column width once read (`.none` until then), since few lines are asked.
    private static func fillsColumn(_ line: Line, of lines: [Line], lineCount: Int, width: inout Int??) -> Bool {
        if width == .none { width = .some(lineCount >= columnPageMinLines ? ColumnWidth.of(lines) : nil) }
        guard case let .some(.some(columns)) = width else { return false }
        return line.length + ColumnWidth.shortfall >= columns
    }

    /// `？` or `?` ends the line.
    static func asksQuestion(_ line: Line) -> Bool {
        let last = UTF8Walk.lastScalar(of: line.text)
        return last == Unicode.Scalar("？").value || last == Unicode.Scalar("?").value
    }

    /// `，`, `；`, `：` or `、` at the end: the sentence runs on to the next line.
    private static func endsClause(_ line: Line) -> Bool {
        UTF8Walk.lastScalar(of: line.text).map(ScalarClass.isClausePunctuation) == true
    }

    /// `。` inside or at the end: a sentence, no title.
    private static func hasFullStop(_ line: Line) -> Bool {
        line.text.includes("。")
    }

    private static func opensStoryText(_ kind: LineKind) -> Bool {
        kind == .lead || kind == .byline || kind == .body
    }
}
