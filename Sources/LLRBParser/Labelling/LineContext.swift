/// The page rules of `LabelRules`: what only the neighbours can settle (vertical text,
/// headline-looking lines that are really column wraps, body lines that are really photo
/// captions). Each pass changes the kinds its row says it reads into the kinds it gives.
package enum LineContext {
    /// Shortest run of one- or two-character lines taken for vertical text.
    static let verticalRunLength = 3
    /// Short lines next to a vertical run that belong to it (`举行2020年`, `签约项目27`).
    static let verticalNeighbours = 2
    /// Longest neighbour line taken into a vertical run.
    static let verticalNeighbourMaxLength = 8

    /// A headline longer than a column line (`习近平新时代中国特色社会主义思想…有效衔接发展`, 49
    /// characters with no punctuation) is still a headline when its headline lines lead into a
    /// news lead or byline: running text does not stop short of its sentence's end to open
    /// another story.
    static func promoteLongHeadlines(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .body && lines[index].length > LineClassifier.headlineMaxLength {
            if opensStory(content[(position + 1)...], kinds), LineClassifier.looksLikeHeadline(lines[index], opensStory: true) {
                kinds[index] = .headline
            }
        }
    }

    /// The most ideographs of a title set letter-spaced (`办 报 五 年`, `我 的 第 一 堂 课`).
    static let letterSpacedTitleMaxLength = 12

    /// Most ideographs of a letter-spaced title right over its story's text, with no byline or
    /// lead between: a commentary's (`慢 一 点 又 何 妨`). A justified column line is longer.
    static let letterSpacedTitleOverTextMaxLength = 8

    /// `办 报 五 年` / `□ 闫海燕`: a short line set with a space after every character, apart from
    /// the text above it and over a byline or lead, is a feature's title spaced out for its type,
    /// not a justified line of text: such a line runs on into the next one, a title stands alone.
    /// A shorter one stands over its text too (`慢 一 点 又 何 妨` / `暑假将至，…`). Heading the page
    /// over a column's or page's name (`光 影 吕 梁` / `摄影周刊`), it is the page's name.
    static func promoteLetterSpacedTitles(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .body && LineClassifier.isLetterSpaced(lines[index]) {
            let line = lines[index]
            // `光 影 吕 梁` / `摄影周刊` heading the page: the page's name over its column's.
            if line.hanCount <= letterSpacedTitleMaxLength, line.hanCount == line.length, position + 1 < content.count,
               kinds[content[position + 1]] == .rubric, content[..<position].allSatisfy({ kinds[$0] == .masthead }) {
                kinds[index] = .rubric
                continue
            }
            // Over text, a title is words alone: a justified line holds figures too (`建 设 1824 辆`).
            let overText = line.hanCount <= letterSpacedTitleOverTextMaxLength && line.hanCount == line.length
                && position + 1 < content.count && kinds[content[position + 1]] == .body
            guard line.hanCount <= letterSpacedTitleMaxLength, !line.hasSentencePunctuation, !line.endsSentence,
                  standsApart(at: position, content, lines, kinds), overText || opensStory(content[(position + 1)...], kinds)
            else { continue }
            kinds[index] = .headline
        }
    }

    /// OCR breaks a paragraph across a blank line at any character, so its first one or two
    /// ideographs can stand alone (`营` / `商环境…`): with running text right after them and no
    /// heading mark, they are that text's opening, not a speck. A speck of a picture is set
    /// beside the picture's caption or given a heading mark by the OCR tool for its size (seed
    /// 000's `# 棺`, over a photo caption).
    static func readParagraphOpenings(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        for (index, next) in zip(content, content.dropFirst()) where kinds[index] == .noise(NoiseRules.fragment) {
            let line = lines[index]
            if line.headingLevel == 0, line.hanCount == line.length, kinds[next] == .body {
                kinds[index] = .body
            }
        }
    }

    /// A column's name of two characters (`评论`, `短评`, `要闻`: `RubricRules.words`), set aside
    /// as a fragment (`NoiseRules.fragment`), alone over a headline names the story under it, as
    /// does a supplement's kind of writing (`## 小小说`, `散文`: `RubricRules.kindsOfWriting`; not
    /// over another, as a notice lists them):
    /// it is no speck, and the story it opens is a new one, not the section of the text above.
    /// So does a name ending in `动态` or `观察` after a few more ideographs than a column name
    /// alone may have (`县市区动态`, `乡村振兴观察`), right over a headline: a headline ending so
    /// (`候鸟迁徙观察`) has its story under it.
    /// And the page's section name of four ideographs or fewer (`县域经济`, `文化·旅游`), unmarked,
    /// at the head of a run of headline lines under which a story opens (a byline or a lead): a
    /// kicker (引题) leads into its headline in a longer phrase. Two short names joined by a dot
    /// (`民生·回音壁`, `法治·案例`) over a headline, or over a question heading its story, are a
    /// section and its column.
    static func readColumnNamesOverHeadlines(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        for (position, index) in content.enumerated().dropLast() {
            let next = content[position + 1]
            // `民生·回音壁` / `小区楼道灯坏了半年谁来修？`: a section and its column over a question
            // its story asks. Over a writer or a lead the dotted line is the story's headline as
            // often (`重读列夫·托尔斯泰` / `□ 刘建华`, `秋收·秋种` / `本报讯…`), and stays one.
            if kinds[index] == .headline, kinds[next] == .body, asksQuestion(lines[next]), isDottedSectionName(lines[index]) {
                kinds[index] = .rubric
                continue
            }
            guard kinds[next] == .headline else { continue }
            // The name heads the run of headline lines its story opens under.
            let headsRun = (position == 0 || !LineKind.isHead(kinds[content[position - 1]])) && opensStory(content[(position + 1)...], kinds)
            if (kinds[index] == .noise(NoiseRules.fragment) || kinds[index] == .headline) && RubricRules.kindsOfWriting.contains(lines[index].text)
                && !RubricRules.kindsOfWriting.contains(lines[next].text)
                || kinds[index] == .noise(NoiseRules.fragment) && RubricRules.words.contains(lines[index].text)
                || kinds[index] == .headline && (RubricRules.isNamedColumnOverHeadline(lines[index]) || isDottedSectionName(lines[index]))
                || kinds[index] == .headline && headsRun && isSectionName(lines[index]) {
                kinds[index] = .rubric
            }
        }
    }

    /// The most ideographs a page's section name runs to (`县域经济`).
    static let sectionNameMaxLength = 4

    /// Two to four ideographs alone with no heading mark (or with one, `anyLevel`, at the page's
    /// head), or two such names joined by a dot (`文化·旅游`, `## 县域 · 经济`), marked or not: no
    /// headline is printed so.
    static func isSectionName(_ line: Line, anyLevel: Bool = false) -> Bool {
        // The name's ideographs are all the line has: most lines asked, long headlines, are
        // turned away on their count before their text is split by Characters. A line with
        // none (dots alone split into no parts) is left to the test below.
        guard line.hanCount == 0 || (2...2 * sectionNameMaxLength).contains(line.hanCount) else { return false }
        let parts = line.text.split(whereSeparator: { sectionNameDots.contains($0) }).map { $0.filter { $0 != " " } }
        return (line.headingLevel == 0 || anyLevel || parts.count == 2) && parts.count <= 2
            && parts.allSatisfy { $0.unicodeScalars.allSatisfy { ScalarClass.isHan($0.value) } && (2...sectionNameMaxLength).contains($0.count) }
    }

    /// `民生·回音壁`, `法治·家事`: a section name of two fields (`isSectionName`), a page's section
    /// and its column, marked or not. Its ideographs and one dot are all the line has: most
    /// headline lines asked are turned away on their counts before their text is walked.
    static func isDottedSectionName(_ line: Line) -> Bool {
        line.hanCount >= 4 && line.length == line.hanCount + 1 && isSectionName(line) && line.text.contains(where: sectionNameDots.contains)
    }

    /// `·`, `・`, `•`: the dots a section name of two fields is printed with.
    private static let sectionNameDots: Set<Character> = ["\u{00B7}", "\u{30FB}", "\u{2022}"]

    /// Latin letters that a column's wrap broke off a word (`柳林县Ｇ` / `ＤＰ首次突破`), or a word of
    /// letters alone on a column line inside a sentence (`柳林县` / `GDP` / `首次突破…`): the
    /// sentence's text, not stray letters of OCR garbage or a line of symbols with no text.
    static func readLettersInText(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        for (position, index) in content.enumerated().dropFirst().dropLast()
        where kinds[index] == .noise(NoiseRules.garbage) || kinds[index] == .noise(NoiseRules.symbols) {
            let previous = content[position - 1], next = content[position + 1]
            guard kinds[previous] == .body || kinds[previous] == .lead, kinds[next] == .body, !lines[previous].endsSentence else { continue }
            let text = lines[index].text.unicodeScalars
            func isLetter(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ScalarClass.isLatinLetter($0.value) } ?? false }
            let breaksWord = isLetter(lines[previous].text.unicodeScalars.last) && isLetter(text.first)
                || isLetter(text.last) && isLetter(lines[next].text.unicodeScalars.first)
            let isWord = text.count >= 2 && text.allSatisfy { ScalarClass.isASCIIAlphanumeric($0.value) }
            if breaksWord || isWord { kinds[index] = .body }
        }
    }

    static func markVerticalText(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        var start = 0
        while start < content.count {
            var end = start
            while end < content.count, kinds[content[end]] == .noise(NoiseRules.fragment) {
                end += 1
            }
            if end - start >= verticalRunLength {
                let headlessStoryAfter = end < content.count && (kinds[content[end]] == .lead || kinds[content[end]] == .byline)
                for position in start..<end {
                    kinds[content[position]] = .noise(NoiseRules.verticalText)
                }
                for position in neighbours(before: start, after: end, count: content.count) {
                    let index = content[position]
                    let line = lines[index]
                    guard line.length <= verticalNeighbourMaxLength, line.headingLevel == 0, !line.hasSentencePunctuation,
                          kinds[index] == .headline || kinds[index] == .body || kinds[index] == .rubric,
                          !isStoryHeadline(at: position, content, lines, kinds, afterJump: headlessStoryAfter),
                          !namesColumnAfter(at: position, content, kinds)
                    else { continue }
                    kinds[index] = .noise(NoiseRules.verticalText)
                }
            }
            start = max(end, start + 1)
        }
    }

    /// A column's name under a vertical run (`读者来信`, `县区动态`) with a story's headline, lead
    /// or byline right under it names that story's column, not the graphic.
    private static func namesColumnAfter(at position: Int, _ content: [Int], _ kinds: Labelling) -> Bool {
        guard kinds[content[position]] == .rubric, position + 1 < content.count else { return false }
        switch kinds[content[position + 1]] {
        case .headline, .subtitle, .lead, .byline: return true
        default: return false
        }
    }

    /// A short line beside a vertical run is a headline of its own, not a piece of the run, when
    /// its headline lines lead into a news lead or byline, or follow a finished story (a page
    /// that prints headlines under their stories), or when it sits right under a headline too
    /// long to be a piece of the run: that headline's second line or subtitle (`崔勇磊调研`), and
    /// is never one when it ends in a figure but leads into no lead or byline.
    /// `afterJump`: a story jumping on to another page (`…。 （下转3版）`) has finished there too,
    /// when the story after the run opens with no headline of its own: the line is that story's
    /// headline or, on a page with headlines below, the jumped story's. Where the next story has
    /// its own headline, short lines after the jump label the graphic (seed 000's `举行2020年`).
    private static func isStoryHeadline(
        at position: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling, afterJump: Bool
    ) -> Bool {
        guard kinds[content[position]] == .headline else { return false }
        if opensStory(content[position...], kinds) { return true }
        // A figure at its end (`签约项目27`, `市市场监12`) labels the graphic: a headline that
        // opens no story right away names one in words.
        if let last = lines[content[position]].text.unicodeScalars.last, ScalarClass.isDigit(last.value) { return false }
        if position > 0, kinds[content[position - 1]] == .headline, lines[content[position - 1]].length > verticalNeighbourMaxLength {
            return true
        }
        var before = position - 1
        while before >= 0, kinds[content[before]] == .headline || kinds[content[before]] == .subtitle {
            before -= 1
        }
        guard before >= 0 else { return false }
        let previous = content[before]
        return kinds[previous] == .byline
            || kinds[previous] == .body && (lines[previous].endsSentence || afterJump && ContinuationReader.endsWithJump(lines[previous]))
    }

    /// Chinese type never sets a comma, full stop or closing mark at the head of a line (行首禁则):
    /// a line that starts with one is the rest of the line before it, cut there by the OCR. That
    /// line is running text, not a headline nor a column's name (`…关注雨情水情汛情` / `工情动态` /
    /// `，确保安全度汛`), and a lone `。` ends its sentence rather than being noise. Two clause
    /// marks side by side (`、。`) end no sentence: such a line is debris, and the headline over
    /// it stays one.
    static func joinLinesBrokenBeforePunctuation(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        for (previous, index) in zip(content, content.dropFirst()) {
            guard let first = UTF8Walk.firstScalar(of: lines[index].text), isNeverAtLineStart(first),
                  !isPunctuationDebris(lines[index].text)
            else { continue }
            if kinds[previous] == .headline || kinds[previous] == .rubric, lines[previous].headingLevel == 0 {
                kinds[previous] = .body
            }
            if kinds[index] == .noise(NoiseRules.symbols), kinds[previous] == .body || kinds[previous] == .lead {
                kinds[index] = .body
            }
        }
    }

    /// A short line of marks alone, two clause marks next to each other (`、。`, `，。`), or a mark
    /// beside a speck no sentence ends with (`。·`, `，°`): OCR debris, not a sentence's end
    /// broken off (`。`, `。”`).
    private static func isPunctuationDebris(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(5))
        guard scalars.count <= 4, !scalars.contains(where: { ScalarClass.isHan($0.value) || ScalarClass.isDigit($0.value) }) else { return false }
        return zip(scalars, scalars.dropFirst()).contains { ScalarClass.isClausePunctuation($0.value) && ScalarClass.isClausePunctuation($1.value) }
            || scalars.contains { !isNeverAtLineStart($0.value) && !ScalarClass.isClausePunctuation($0.value) && $0.value != 0x20 }
    }

    private static func isNeverAtLineStart(_ value: UInt32) -> Bool {
        switch value {
        case ",", "。", "、", ";", ":", "!", "?", ")", "”", "’", "」", "』", "》", "\u{FF61}", "\u{FF64}": // half-width ｡ and ､
            return true
        default:
            return false
        }
    }

    private static func neighbours(before start: Int, after end: Int, count: Int) -> [Int] {
        let before = max(0, start - verticalNeighbours)..<start
        let after = end..<min(count, end + verticalNeighbours)
        return Array(before.reversed()) + Array(after)
    }

    /// When the OCR tool marked headings with `#`, a short line it left unmarked is text (a
    /// column wrap or a banner), not a headline, unless a news lead or byline follows it, it
    /// titles a notice, or it reads as a feature's subtitle right under a marked heading, its
    /// dash and mark lost (`## 党旗在一线飘扬` / `一交口县党员干部担当作为纪实`, where a page with
    /// headlines under their stories ends). A heading's own wrapped part was joined to it before
    /// (`WrapMerger`).
    static func demoteUnmarkedHeadlines(_ lines: [Line], _ kinds: inout Labelling) {
        let marked = lines.indices.filter { lines[$0].headingLevel > 0 && lines[$0].headingLevel < 4 && kinds[$0] == .headline }
        guard marked.count >= 2 else { return }
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .headline && lines[index].headingLevel == 0 {
            let underMarkedHeading = position > 0 && lines[content[position - 1]].headingLevel > 0
                && LineKind.isHead(kinds[content[position - 1]])
            if underMarkedHeading, HeadlineWording.endsAsFeatureSubtitle(lines[index]) { continue }
            if titlesNoticeOverText(position, content, lines, kinds) { continue }
            if !opensStory(content[position...], kinds, jumpsIn: lines) {
                kinds[index] = .body
            }
        }
    }

    /// A notice's title over its text (`声明` over lost papers' notices, `…关于…的公告`): a
    /// notice is titled so whether the OCR tool marked the title or not.
    private static func titlesNoticeOverText(_ position: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        position + 1 < content.count && kinds[content[position + 1]] == .body && NoticeWording.titlesNotice(lines[content[position]])
    }

    /// A plain headline-looking line right after a sentence that has not ended is the sentence
    /// going on in the next column line, not a headline, unless the headline lines it starts
    /// lead straight into a news lead or byline: then the sentence broke off at a column edge.
    static func demoteWrappedHeadlines(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        var previous: Int?
        // Where the run of headline lines asked last ends, and whether a story opens there:
        // each line of a run demoted makes the next one ask again, and the run's end is the
        // same (asking anew cost the square of a run's length on a page of short lines).
        var known: (end: Int, opens: Bool)?
        for (position, index) in content.enumerated() {
            defer { previous = index }
            guard kinds[index] == .headline, lines[index].headingLevel == 0, lines[index].hanGaps == 0,
                  let before = previous, !lines[before].endsSentence, !endsStory(lines[before])
            else { continue }
            let continuing = kinds[before] == .body || kinds[before] == .lead && hasTextAfterLead(lines[before])
            guard continuing else { continue }
            if known == nil || position >= known?.end ?? 0 {
                let end = content[position...].firstIndex { ![.headline, .subtitle, .rubric].contains(kinds[$0]) } ?? content.endIndex
                known = (end, end < content.endIndex && (kinds[content[end]] == .lead || kinds[content[end]] == .byline))
            }
            if known?.opens == false {
                kinds[index] = .body
            }
        }
    }

    /// A headline set straight on its story's first column line (`开发区…召开常委会会议` /
    /// `市行政审批…疫情防控和复` / blank / `工复产，即…`), right under it or as far as the page sets
    /// its column lines apart (`孝义开展冬季燃气安全检查` / blank / `孝义市日前启动冬季燃气安全专项检`
    /// on a page with a blank line after each): that line fills the column and breaks off
    /// mid-word, so it reads as a second headline line though it is body text. On a page set in
    /// columns, a full column line under a shorter headline line, with body text after it, is the
    /// story's; taken into the headline it would cut 复工复产 in two (full as `ColumnWidth.fills`
    /// says: a line of ideographs alone may end one short). So is a paragraph's first
    /// line right between two column lines, as wide as they are, when the line under it finishes
    /// a word it broke off (`…提档升级。` / `市行政审批…厂房525万平` / `方米，…`): as a headline it
    /// would end the story there, and the names closing it would be cut off; or when it lists
    /// three items or more (`检查组对燃气管道、阀门、报警装置` / `等逐一检查，…`). A headline set
    /// across columns runs wider than one column line; one exactly as wide breaks no word.
    /// "Right between" is as close as the page sets its column lines (`lineStep`): with a
    /// blank line under every one of them, a blank line on each side. A full line over one that
    /// opens a sentence with its day (`柳林三交镇三百余名群众安全避险` / `7月30日，临县…`) ends no
    /// sentence of its own there, unless it ends in a word a date follows (`…定于今年` / `9月20日，`).
    static func demoteFullColumnLines(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        let step = lineStep(lines, kinds, content: content)
        // Lines in those places: few pages have one, and only those need the page's column width.
        let candidates = content.indices.dropFirst().filter { position in
            guard position + 1 < content.count else { return false }
            let index = content[position], above = content[position - 1]
            let line = lines[index]
            let below = content[position + 1]
            return kinds[index] == .headline && kinds[below] == .body && line.headingLevel == 0 && line.hanGaps == 0 && !line.endsSentence
                && (kinds[above] == .headline && (line.number == lines[above].lastNumber + 1 || line.number == lines[above].lastNumber + step)
                    || kinds[above] == .body && line.number == lines[above].lastNumber + step
                        && lines[below].number == line.lastNumber + step && (endsWordBrokenAbove(lines[below]) || listsItems(line)))
                && !(lines[below].opensSentenceWithADay && !leadsIntoADate(line))
        }
        guard !candidates.isEmpty, let width = ColumnWidth.of(lines) else { return }
        for position in candidates {
            let length = lines[content[position]].length, above = content[position - 1]
            let fills = kinds[above] == .headline
                ? ColumnWidth.fills(length, width: width) && !ColumnWidth.fills(lines[above].length, width: width)
                : (width...(width + ColumnWidth.narrowSlack)).contains(length)
            if fills { kinds[content[position]] = .body }
        }
    }

    /// `…定于今年` / `9月20日，…`, `…我市将于` / `7月31日起，…`: a line ending in a word that a date
    /// follows, whose sentence runs on into the day that opens the line under it.
    static func leadsIntoADate(_ line: Line) -> Bool {
        dateLeadIns.contains { line.text.endsWith($0) }
    }

    /// Words a sentence puts before its date: `于` (`将于`, `定于`), `今年`, `自`, `从`, `至` (`截至`), `在`, `到`.
    private static let dateLeadIns = ["于", "今年", "自", "从", "至", "在", "到"]

    /// `市政协党组 ２０２` / `３ 年 建成投用…`: a headline-looking line whose last digits and the
    /// next line's first ones are one number cut by a column's edge runs on into that line: it
    /// is text, not a headline or a 小标题, which would have cut `2023年` in two.
    static func demoteLinesEndingInACutNumber(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (index, next) in zip(content, content.dropFirst())
        where kinds[index] == .headline && lines[index].headingLevel == 0 && kinds[next] == .body
            && NumberGaps.runsAcross(from: lines[index].text, to: lines[next].text) {
            kinds[index] = .body
        }
    }

    /// `我市人民医院新院区正式投入使` / `用。全面落实…`: a headline-looking line whose sentence
    /// ends a word or two into the next line is that sentence's column line, cut at the column's
    /// edge. No story opens by ending its first sentence within `wordTailMaxLength` characters
    /// (nor does a 小标题's section), so the line heads nothing; read as a headline it took the
    /// story above as its own or opened a story in mid-sentence. (Of ~1,900 such lines on the
    /// seventh generator's pages and 10 in seed 004, none is a headline.)
    static func demoteLinesCutBeforeASentenceEnd(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (index, next) in zip(content, content.dropFirst())
        where kinds[index] == .headline && lines[index].headingLevel == 0 && kinds[next] == .body
            && endsSentenceWithinWordTail(lines[next]) {
            kinds[index] = .body
        }
    }

    /// `市医保局村民何英说:“与` / `此同时,我们…”`: a headline-looking line that opens a quotation
    /// (or a title's `《`: `根据《吕梁市…认` / `定办法》，经…`, where the line under it is punctuated
    /// as text: a headline's title may wrap, `我市隆重举行《吕梁市志` / `(1991-2010)》首发仪式`)
    /// the text line under it closes (before opening another) is that quotation's first column
    /// line. A headline quotes whole words (`战“疫”添动力`), and one wrapped inside its quotation
    /// goes on in a headline line, not in running text.
    static func demoteLinesOpeningAQuotation(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (index, next) in zip(content, content.dropFirst())
        where kinds[index] == .headline && lines[index].headingLevel == 0 && kinds[next] == .body
            && quotationMarks.contains(where: {
                leavesOpen(lines[index].text, $0) && closesFirst(lines[next].text, $0) && ($0.open == "“" || lines[next].hasSentencePunctuation)
            }) {
            kinds[index] = .body
        }
    }

    /// What a quotation and a title are set between.
    private static let quotationMarks: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [("“", "”"), ("《", "》")]

    /// Under a lost papers' column's name (`遗失声明`), until another story's headline, lead or
    /// byline, a line reporting a loss (`刘桂琳不慎遗失道路运输经营许可`) is the column's text,
    /// however short its column line, not a headline. Elsewhere, or over a news lead, such
    /// a line may head a story (`市民不慎遗失钱包 民警帮助找回`).
    static func demoteLossNotices(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        var inColumn = false
        for (position, index) in content.enumerated() {
            let line = lines[index]
            if NoticeWording.isLostPropertyColumnName(line.text) {
                inColumn = true
            } else if kinds[index] == .headline, line.headingLevel == 0, NoticeWording.opensLossNotice(line) {
                let overLead = position + 1 < content.count && (kinds[content[position + 1]] == .lead || kinds[content[position + 1]] == .byline)
                if inColumn, !overLead { kinds[index] = .body }
            } else if kinds[index] == .headline || kinds[index] == .lead || kinds[index] == .byline {
                inColumn = false
            }
        }
    }

    /// The line right under a marker alone that a story began on another page (`上接2版`,
    /// `（上接1版）`) is that story's text going on, however short and unpunctuated its column line
    /// (`交口县扎实推进黄河流域生态保护 和高质量`): a repeated headline is printed over the marker,
    /// and one under it would head no text of its own. A line that leads into a news lead or
    /// byline still heads the story those open.
    static func demoteTextUnderJumpsIn(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, (marker, index)) in zip(content, content.dropFirst()).enumerated()
        where kinds[marker] == .continuation && kinds[index] == .headline && lines[index].headingLevel == 0
            && ContinuationReader.markers(in: lines[marker]).first?.direction == .from
            && !opensStory(content[(position + 1)...], kinds) {
            kinds[index] = .body
        }
    }

    /// The first of `marks` in `text` is the closing one: the line closes a quotation before it
    /// opens any (`近年来，交城县坚持把“绿水青山”…` under a headline whose `”` the OCR lost does not).
    private static func closesFirst(_ text: String, _ marks: (open: Unicode.Scalar, close: Unicode.Scalar)) -> Bool {
        text.unicodeScalars.first { $0 == marks.open || $0 == marks.close } == marks.close
    }

    /// More opening than closing `marks` in `text`.
    private static func leavesOpen(_ text: String, _ marks: (open: Unicode.Scalar, close: Unicode.Scalar)) -> Bool {
        var depth = 0
        for scalar in text.unicodeScalars {
            if scalar == marks.open { depth += 1 } else if scalar == marks.close { depth -= 1 }
        }
        return depth > 0
    }

    /// The line's first sentence ends after one to `wordTailMaxLength` characters (`用。`,
    /// `能力。”`): the tail of a sentence the line above broke off.
    private static func endsSentenceWithinWordTail(_ line: Line) -> Bool {
        guard let end = line.text.unicodeScalars.prefix(wordTailMaxLength + 1).firstIndex(where: { ScalarClass.isSentenceEnd($0.value) })
        else { return false }
        return line.text.unicodeScalars[..<end].contains { ScalarClass.isHan($0.value) }
    }

    /// How many source lines apart the page sets consecutive lines of its text: 1, or 2 on a
    /// page that puts a blank line under every column line (seed 004), where a line with a blank
    /// on each side is as close to its neighbours as text lines get. Read from the pairs of body
    /// lines that follow one another: 2 when more of them stand two apart than one.
    private static func lineStep(_ lines: [Line], _ kinds: Labelling, content: [Int]) -> Int {
        var (adjacent, spaced) = (0, 0)
        for (above, below) in zip(content, content.dropFirst()) where kinds[above] == .body && kinds[below] == .body {
            switch lines[below].number - lines[above].lastNumber {
            case 1: adjacent += 1
            case 2: spaced += 1
            default: break
            }
        }
        return spaced > adjacent ? 2 : 1
    }

    /// `检查组对燃气管道、阀门、报警装置` / `等逐一检查，…`: a column line listing three items or more
    /// with `、` runs on as a sentence does; a 小标题 may pair two (`稳就业、保民生`).
    private static func listsItems(_ line: Line) -> Bool {
        line.text.unicodeScalars.count { $0 == "、" } >= 2
    }

    /// `方米，同比增长…`: a line whose first clause is a word's last few characters, the rest of a
    /// word the line above broke off. A headline breaks off no word: the story under it opens
    /// with a clause of its own (`交口县压实各级主体责任，…`).
    private static func endsWordBrokenAbove(_ line: Line) -> Bool {
        line.text.unicodeScalars.prefix(wordTailMaxLength + 1).contains { ScalarClass.isClausePunctuation($0.value) }
    }

    /// Longest word tail `endsWordBrokenAbove` takes before its punctuation.
    static let wordTailMaxLength = 3

    /// `…推进。 （下转6版）`, `…主体。(下转2版)(晖建 旺欣)`: the story stops here, going on on another
    /// page or closed by its writers' names, so a headline after it is the next story's.
    private static func endsStory(_ line: Line) -> Bool {
        ContinuationReader.endsWithJump(line) || BylineReader.closesStory(line)
    }

    /// Headline lines followed by a lead or byline, or, when the page's `jumpsIn` lines are
    /// given, by a marker alone that their story began on another page (`市公安局召开黄河流域联席会议`
    /// / `上接2版`: the headline is repeated over the rest of the story). Not where the line
    /// may carry on a sentence: a story's last line whose `。` the OCR lost sits over such a
    /// marker too (`…推动` / `全市政务公开工作迈上新台阶` / `（上接1版）`).
    private static func opensStory(_ following: ArraySlice<Int>, _ kinds: Labelling, jumpsIn lines: [Line]? = nil) -> Bool {
        for index in following {
            switch kinds[index] {
            case .headline, .subtitle, .rubric: continue
            case .lead, .byline: return true
            case .continuation: return lines.map { ContinuationReader.markers(in: $0[index]).first?.direction == .from } == true
            default: return false
            }
        }
        return false
    }

    /// A line of masthead alone after the page's stories have begun (`本报柳林讯(记者 乔华宏)` /
    /// `2018 年 1 月` / `,项目强则…`; `2019年1月` over a table of the month's figures), or a full
    /// date alone between two lines of running text (`…勃发新生机。` / `2022 年 9 月 14 日` /
    /// `体温是否正常…`): a date the text names, not a masthead or footer, whose date would be
    /// taken for the page's. A masthead's lines stand together at the head of page 1, before any
    /// story (a whole masthead row, date with lunar date or issue, is kept wherever it stands); a
    /// footer heads or closes its page.
    static func readDatesInText(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        var storyBegun = false
        for (position, index) in content.enumerated() {
            let kind = kinds[index]
            defer { storyBegun = storyBegun || kind == .body || kind == .lead || kind == .byline }
            guard position > 0, position + 1 < content.count else { continue }
            let before = kinds[content[position - 1]], after = kinds[content[position + 1]]
            let inText = kind == .masthead
                ? storyBegun && before != .masthead && after != .masthead && !PageFurniture.isDatedMastheadRow(lines[index])
                : kind == .footer && before == .body && after == .body && PageFurniture.isPageDate(lines[index])
            if inText { kinds[index] = .body }
        }
    }

    /// A full date printed among masthead lines is the masthead's, not a footer's.
    static func claimMastheadDates(_ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .footer {
            let before = position > 0 ? kinds[content[position - 1]] : nil
            let after = position + 1 < content.count ? kinds[content[position + 1]] : nil
            if before == .masthead || after == .masthead {
                kinds[index] = .masthead
            }
        }
    }

    /// `本报讯(记者 王洋)2月16日,…`: the lead line goes on with the story's text.
    static func hasTextAfterLead(_ line: Line) -> Bool {
        (DatelineReader.read(line)?.consumed ?? line.length) < line.length
    }

    /// A body line mentioning `图为` right before a photo credit is the photo's caption. Not
    /// when the line opens by finishing the sentence of the text line above it
    /// (`…经济高质量发` / `展新路上阔步前行。图为…`): its first words are that text's, and as a
    /// caption they would cut the sentence's words in two; the line stays text and the credit
    /// under it the story's photo.
    static func promoteCaptions(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .body {
            let text = lines[index].text
            guard lines[index].cues.contains(.tu), text.includes("图为") || text.includes("图:") else { continue }
            let creditFollows = position + 1 < content.count && kinds[content[position + 1]] == .credit
            guard creditFollows || CreditReader.trailing(in: lines[index].content) != nil else { continue }
            let above = position > 0 ? content[position - 1] : nil
            let finishesSentenceAbove = above.map { kinds[$0] == .body && !lines[$0].endsSentence } == true
                && !LineClassifier.captionOpenings.contains { text.beginsWith($0) }
            if !finishesSentenceAbove {
                kinds[index] = .caption
            }
        }
    }
}
