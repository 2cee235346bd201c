/// Pages whose OCR separates every line with a blank one show a column wrap as two lines with no
/// blank between them (`本 报 讯 （记 者 康 桂` / `芳） 去年以来`). Those are merged back into one line
/// before classification; pages without blank separators are left alone.
package enum WrapMerger {
    /// Share of content lines followed by a blank that marks a blank-separated page.
    static let blankSeparatedShare = 0.6

    package static func merge(_ lines: [Line]) -> [Line] {
        // A picture's place (`![](…)`) is no line of text: it says nothing of how text is set.
        let contentCount = lines.count(where: { !$0.isBlank && !NoiseRules.isPicture($0) })
        let separated = lines.indices.count { index in
            !lines[index].isBlank && !NoiseRules.isPicture(lines[index]) && (index + 1 == lines.count || lines[index + 1].isBlank)
        }
        // Too few lines say nothing of how the page is set.
        let blankSeparated = contentCount >= 4 && Double(separated) >= blankSeparatedShare * Double(contentCount)
        // The column width is read off the whole page, and only a headline-looking pair asks it.
        var width: Int??
        func columnWidth() -> Int? {
            if let width { return width }
            let found = ColumnWidth.of(lines)
            width = found
            return found
        }
        // Until the first merge the merged lines are `lines[..<index]` themselves, read in place:
        // most pages have no wrap to merge, and copying every line cost more than asking it.
        var merged: [Line] = []
        var copied = false
        var lastContent: Int?
        // Lines with text read so far: a page's number stands alone among the first few.
        var contentRead = 0
        // The last line with text is a picture's place.
        var lastWasPicture = false
        for (index, line) in lines.enumerated() {
            // A blank line is never joined to another: every test below wants text on both sides.
            if line.isBlank {
                if copied { merged.append(line) }
                continue
            }
            // A picture's place is never joined to a line of text, nor one to it.
            let picture = NoiseRules.isPicture(line)
            defer { lastWasPicture = picture }
            if !picture { contentRead += 1 }
            let count = copied ? merged.count : index
            let previous = count == 0 ? nil : copied ? merged[count - 1] : lines[count - 1]
            // Each test wants text in the line right before, which is then the last with text.
            let runsOn = !picture && !lastWasPicture && previous.map {
                wrapsMarkedHeading($0, line) || (blankSeparated
                    ? shouldMerge($0, line, atPageTop: contentRead <= PageNumberReader.edgeLines, columnWidth: columnWidth)
                    : leadRunsOn($0, line))
            } == true
            // The last line with text, read once for the tests of a piece the wrap broke off it.
            let lastLine = runsOn || picture || lastWasPicture ? nil : lastContent.map { copied ? merged[$0] : lines[$0] }
            let brokenClosing = lastLine.map { BylineReader.isBrokenClosing($0, line) } == true
            let brokenCredit = !brokenClosing && lastLine.map { CreditReader.isBrokenCredit($0, line) } == true
            let broken = brokenClosing || brokenCredit
                || lastLine.map {
                    isBrokenLead($0, line) || isBrokenLeadBracket($0, line) || ContinuationReader.isBrokenMarker($0, line)
                        || BriefItems.isBrokenTitle($0, line)
                } == true
            if (runsOn || broken) && !copied {
                merged = Array(lines[..<index])
                copied = true
            }
            if runsOn, let previous {
                merged[count - 1] = joined(previous, line)
            } else if broken, let last = lastContent {
                // Two names meet at the wrap (`(刘凯志` / `朱卫)`, `记者 张三` / `李四 摄`, where the
                // second line is a credit alone): a space keeps them apart.
                let namesMeet = brokenClosing || brokenCredit && CreditReader.credits(line.content) != nil
                merged[last] = joined(merged[last], line, separator: namesMeet ? " " : nil)
                merged.removeSubrange((last + 1)...)
            } else if copied {
                merged.append(line)
            }
            lastContent = (copied ? merged.count : index + 1) - 1
        }
        return copied ? merged : lines
    }

    /// `本` / `报讯(记者 王飞彦)…`, `新华社北京4月13日` / `电…`: the OCR broke the dateline itself,
    /// blank lines between or not, so neither piece reads as a lead alone. A second line that
    /// opens a lead by itself is whole: the line over it is the headline, however it begins
    /// (`## 本报推出“乡村振兴看吕梁”专栏` / `本报讯(记者 李雅萍)…`).
    private static func isBrokenLead(_ first: Line, _ second: Line) -> Bool {
        guard !second.isBlank, first.length <= 20, let initial = UTF8Walk.firstScalar(of: first.text),
              DatelineReader.isSourceInitial(initial), !DatelineReader.opensLead(first),
              !DatelineReader.opensLead(second),
              let lead = DatelineReader.read(first.text + second.text)
        else { return false }
        return lead.dateline.unicodeScalars.count > first.length
    }

    /// Scalars at a line's start within which it closes a lead's byline bracket left open.
    static let bracketCloseReach = 8

    /// `吕梁10月13日电（记者 郭文杰 实习生 任子` / `涵） 10月13日，…`: a lead whose byline bracket a
    /// column's wrap left open, closed early in the next line with text (blank lines between
    /// or not): the writer's name runs on into it.
    private static func isBrokenLeadBracket(_ first: Line, _ second: Line) -> Bool {
        // Asked of every pair of lines: the rare closing bracket early in the second is looked
        // for first, the lead last.
        guard closesBracketEarly(second.text) else { return false }
        return first.text.utf8.count(where: { $0 == 0x28 }) > first.text.utf8.count(where: { $0 == 0x29 }) && DatelineReader.opensLead(first)
    }

    /// Whether a closing bracket, `)` or `）`, comes within `bracketCloseReach` scalars of the
    /// text's start with no opening one before it. Read on the UTF-8 bytes: taking a prefix of
    /// `unicodeScalars` cost over a thousand instructions a line, on every pair of lines.
    private static func closesBracketEarly(_ text: String) -> Bool {
        UTF8Walk.withBytes(text) { bytes in
            var index = 0
            var scalars = 0
            while index < bytes.count, scalars < bracketCloseReach {
                let lead = bytes[index]
                if lead == 0x29 { return true }
                if lead == 0x28 { return false }
                // `）` U+FF09 and `（` U+FF08 are EF BC 89 and EF BC 88.
                if lead == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBC {
                    if bytes[index + 2] == 0x89 { return true }
                    if bytes[index + 2] == 0x88 { return false }
                }
                index += UTF8Walk.width(ofLead: lead)
                scalars += 1
            }
            return false
        }
    }

    /// A lead whose byline bracket is still open (`本 报 讯 （记 者 李 亚` / `芝） 3月 6日`) runs on
    /// into the next line on any page.
    private static func leadRunsOn(_ first: Line, _ second: Line) -> Bool {
        guard !first.isBlank, !second.isBlank, second.number == first.lastNumber + 1, DatelineReader.opensLead(first) else {
            return false
        }
        let opens = first.text.utf8.filter { $0 == 0x28 }.count
        let closes = first.text.utf8.filter { $0 == 0x29 }.count
        return opens > closes
    }

    /// `## 全市重点项目推` / `进会召开`, `### ——文水县河湖治` / `理见闻`: a heading the OCR tool
    /// marked, wrapped onto the next line with no blank between and the wrapped part left
    /// unmarked, on any page. Read apart, the headline is cut in two and its end taken for a
    /// subtitle or a column name. The part must read as a heading's words (a headline, a column
    /// name or a lone character, no comma or full stop) and not as a line of its own under the
    /// heading: a lead, a byline, a table's row, who chaired (`孙大军主持`), a dash-led subtitle,
    /// or a feature's subtitle whose dash OCR read as 一 (`一交口县党员干部担当作为纪实`).
    private static func wrapsMarkedHeading(_ first: Line, _ second: Line) -> Bool {
        guard !first.isBlank, !second.isBlank, second.number == first.lastNumber + 1,
              (1...3).contains(first.headingLevel), second.headingLevel == 0, !first.endsSentence,
              !second.endsSentence, !second.hasSentencePunctuation,
              first.length + second.length <= LineClassifier.openingHeadlineMaxLength,
              !HeadlineWording.isAttendanceLine(second)
        else { return false }
        let firstKind = LabelRules.kind(of: first)
        guard isHeadingPart(firstKind) || firstKind == .subtitle, isHeadingPart(LabelRules.kind(of: second)) else { return false }
        return !(second.text.beginsWith("一") && HeadlineWording.endsAsFeatureSubtitle(second))
    }

    /// What a piece of a heading cut anywhere reads as alone: a headline, a column name, one or
    /// two characters (`## 离石` / `区春耕备耕正当时`), or text the line rules would not call
    /// a headline.
    private static func isHeadingPart(_ kind: LineKind) -> Bool {
        switch kind {
        case .headline, .rubric, .body, .noise(NoiseRules.fragment): true
        default: false
        }
    }

    /// Whether `second` is `first`'s column line wrapped. Never after the names that close a
    /// story (`(彦平 裴芳)`, `…彼此坦诚。（方妮杰 宋娟霞）`) nor before a photo caption's opening (`图为…`): those lines end or
    /// begin a part of their own, even with no blank line between. Nor is a headline short of the
    /// column width wrapped onto a full column line (`开发区…召开常委会会议` / `市行政审批…防控和复`):
    /// the headline ended where it was set, and the full line is its story's first, however
    /// headline-like its lack of punctuation makes it. A headline line wraps only where it filled
    /// the column: one well short of it (`牢记嘱托乘势而上` over `石楼县…开展专项行动`, a kicker over
    /// its headline) ended where it was set, and on a page with no column width to measure by
    /// (one paragraph a line) nothing says it wrapped. Nor is a line naming who chaired or
    /// visited (`曹阳调研`, `孙大军主持`) a headline's wrap: it is printed on a line of its own under it.
    /// Nor is a table's row (`MarkdownTable`) wrapped, or wrapped onto, nor a masthead row onto
    /// another, nor a page date onto a headline, nor a running head (`4 经济`) onto the page's
    /// first headline, nor a page's number alone at the top (`吕梁日报 2019.11.22` / `04`) onto the
    /// headline under it (`atPageTop`: `second` is among the page's first lines) unless that
    /// opens with a measure word, the number's own (`12` / `个重点项目集中开工`).
    private static func shouldMerge(_ first: Line, _ second: Line, atPageTop: Bool, columnWidth: () -> Int?) -> Bool {
        guard !first.isBlank, !second.isBlank, second.number == first.lastNumber + 1 else { return false }
        if first.endsSentence || first.headingLevel > 0 || second.headingLevel > 0 { return false }
        if DatelineReader.opensLead(second) { return false }
        if MarkdownTable.isRow(first) || MarkdownTable.isRow(second) { return false }
        // Masthead rows set one under the other (`2020年3月` / `星期五`) are two fields, no wrap;
        // nor does a page's date (`2019年6月13日 星期四`) run on into a headline under it.
        if PageFurniture.isMasthead(first), PageFurniture.isMasthead(second) { return false }
        if PageFurniture.isPageDate(first), LineClassifier.looksLikeHeadline(second) { return false }
        if LineClassifier.looksLikeHeadline(first) {
            guard LineClassifier.looksLikeHeadline(second), !HeadlineWording.isAttendanceLine(second),
                  let width = columnWidth(), first.length + ColumnWidth.shortfall > width
            else { return false }
            if second.length >= width { return false }
        }
        if let mark = UTF8Walk.firstScalar(of: second.content), BylineReader.isBylineMark(mark) { return false }
        if ContinuationReader.isMarkerOnly(first) || ContinuationReader.isMarkerOnly(second) { return false }
        if BylineReader.trailing(in: first.content) != nil { return false }
        if second.cues.contains(.tu), LineClassifier.captionOpenings.contains(where: { second.text.beginsWith($0) }) { return false }
        if mayBeRunningHead(first), PageNumberReader.printed(in: first, outermost: .top) != nil { return false }
        if atPageTop, first.length <= 2, first.text.unicodeScalars.allSatisfy({ ScalarClass.isDigit($0.value) }),
           !opensWithCountedWord(second) {
            return false
        }
        return true
    }

    /// Measure words and units a number is read with (`12` / `个重点项目集中开工`): a line opening
    /// with one carries on the figure above it, where a page's number alone would not.
    private static let countedWords: Set<UInt32> = Set("个项万亿名家元岁条座人户所千百吨米批件处次倍%".unicodeScalars.map(\.value))

    private static func opensWithCountedWord(_ line: Line) -> Bool {
        UTF8Walk.firstScalar(of: line.text).map { countedWords.contains($0) } == true
    }

    /// The longest running head `shouldMerge` asks about: a page's number and its section's name
    /// (`4 经济`, `第3版 县域新闻`).
    private static let longestRunningHead = 12

    /// Short, and opening or ending with a digit or printing 版: the lines worth asking
    /// `PageNumberReader`, which splits the line into words (pages of short column lines have
    /// many short lines, few of them running heads).
    private static func mayBeRunningHead(_ line: Line) -> Bool {
        guard line.length <= longestRunningHead else { return false }
        let scalars = line.text.unicodeScalars
        let digitAtEdge = [scalars.first, scalars.last].contains { $0.map { ScalarClass.isDigit($0.value) } == true }
        return digitAtEdge || line.cues.contains(.ban)
    }


    /// Two units of headline lines found to be one headline wrapped: their last and first
    /// headline lines are joined into one.
    package static func joinedHeadline(
        _ first: [(line: Line, kind: LineKind)]?, _ second: [(line: Line, kind: LineKind)]
    ) -> [(line: Line, kind: LineKind)] {
        guard var first, let last = first.last, last.kind == .headline, let head = second.first, head.kind == .headline else {
            return (first ?? []) + second
        }
        first[first.count - 1] = (joined(last.line, head.line), .headline)
        return first + second.dropFirst()
    }

    /// The two lines as one, under the first one's heading mark; `separator` between them, or
    /// a space only where the wrap cut a run of letters or of digits.
    private static func joined(_ first: Line, _ second: Line, separator: String? = nil) -> Line {
        let last = first.content.unicodeScalars.last?.value ?? 0
        let next = second.content.unicodeScalars.first?.value ?? 0
        let separator = separator ?? (ScalarClass.spaceAtWrap(after: last, before: next) ? " " : "")
        let mark = first.headingLevel > 0 ? String(repeating: "#", count: first.headingLevel) + " " : ""
        return LineReader.read(
            Substring(mark + first.content + separator + second.content), number: first.number, lastNumber: second.lastNumber,
            followsBlank: first.followsBlank, lastPart: second
        )
    }
}
