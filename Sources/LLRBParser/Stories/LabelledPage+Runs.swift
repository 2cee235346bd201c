/// What the lines around a run say of it: text running on into names that close a story, a
/// word broken across the run's edges, a couplet or short line between paragraphs.
extension LabelledPage {
    /// Inside a sentence that has not ended, a plain line with at most one gap is that sentence
    /// with an OCR space in a word (`…提升营 商环`); a banner set into a column reads as a
    /// slogan of several phrases or a dashed line (seed 000's `-新时代新作为新篇章 决战完胜…`).
    /// On a page with headlines under their stories, where text goes on after it, such a line
    /// filling the column width (`ColumnWidth.fills`) is a column line too (seed 004's
    /// `我市抓实小额信贷 助力乡村振兴` over its photo news is shorter than the column).
    /// A word broken by a column line's wrap or an OCR gap runs through the run at `range`: two
    /// ideographs that the page's text lines print side by side elsewhere stand on either side
    /// of a gap in one of its lines, or are the last of the open sentence's line over it and its
    /// first, or its last and the first of the text under it (`…明年` / `我们  将把吕 梁作为重` /
    /// `点服务…`: 年我, 吕梁, 重点). A banner set into another story's column meets its
    /// neighbours, and splits between its phrases, at random; OCR gaps inside a wrapped line's
    /// words make it look like a slogan of several phrases, which alone does not tell them apart.
    /// The pairs asked about are gathered first and the page's text lines read for them: a table
    /// of every pair on the page, built at the first question, cost 2% of all the instructions
    /// of an ingest of pages in short column lines, for a few questions a page.
    func wordRunsThrough(_ range: Range<Int>) -> Bool {
        guard range.lowerBound > 0, range.upperBound < order.count else { return false }
        var pairs: [UInt64] = []
        func ask(_ last: UInt32?, _ first: UInt32?) {
            guard let last, let first, ScalarClass.isHan(last), ScalarClass.isHan(first) else { return }
            pairs.append(UInt64(last) << 32 | UInt64(first))
        }
        func ask(_ upper: Line, _ lower: Line) {
            ask(upper.text.unicodeScalars.last?.value, lower.text.unicodeScalars.first?.value)
        }
        ask(lines[order[range.lowerBound - 1]], lines[order[range.lowerBound]])
        ask(lines[order[range.upperBound - 1]], lines[order[range.upperBound]])
        for position in range {
            var previous: UInt32 = 0, gap = false
            for scalar in lines[order[position]].content.unicodeScalars {
                if ScalarClass.isSpace(scalar.value) {
                    gap = true
                    continue
                }
                if gap { ask(previous, scalar.value) }
                previous = scalar.value
                gap = false
            }
        }
        guard !pairs.isEmpty else { return false }
        return order.contains { index in
            kinds[index] == .body && Self.printsSideBySide(pairs, in: lines[index].text)
        }
    }

    /// Whether one of `pairs` (first << 32 | second) stands side by side in `text`.
    static func printsSideBySide(_ pairs: [UInt64], in text: String) -> Bool {
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if ScalarClass.isHan(value), ScalarClass.isHan(previous), pairs.contains(UInt64(previous) << 32 | UInt64(value)) { return true }
            previous = value
        }
        return false
    }

    /// A plain two-part headline line short enough for a 小标题 couplet (`改革加速 服务经济发展`),
    /// after a finished sentence: the shape `isCoupletSectionHeader` then weighs.
    func isCouplet(at position: Int) -> Bool {
        guard position > 0, kinds[order[position]] == .headline else { return false }
        let line = lines[order[position]]
        return line.headingLevel == 0 && hasTwoParts(line) && line.length <= StoryRules.coupletSectionHeaderMaxLength
            && lines[order[position - 1]].endsSentence
    }

    /// The body lines from `position` run into names closing a story: at the end of one of
    /// them, or alone on the line after (`(文霞 磊)`, `赵文华（作者系…）`), a jump marker of its own
    /// between or not (`…提档升` / `(下转3版)` / `(文霞 磊)`). A couplet or a short one-phrase line between two of
    /// them (`改革加速 服务经济发展`, `一级带着一级干`) is read through: a 小标题 does not end the
    /// text, and a story opening under it would leave the text above it a story with no
    /// headline and no names.
    func textEndsInClosingByline(from position: Int) -> Bool {
        var cursor = position
        while cursor < order.count,
              kinds[order[cursor]] == .body || jumpsOn(at: cursor) || cursor > position && isPhotoInText(at: cursor)
                  || cursor > position && kinds[order[cursor - 1]] == .body && kind(at: cursor + 1) == .body
                      && (isCouplet(at: cursor) || isShortSectionHeader(at: cursor)) {
            if BylineReader.closesStory(lines[order[cursor]]) { return true }
            cursor += 1
        }
        guard cursor < order.count, kinds[order[cursor]] == .byline else { return false }
        let content = lines[order[cursor]].content
        return BylineReader.trailing(in: content)?.before.isEmpty == true || BylineReader.affiliatedSignature(in: content) != nil
    }

    /// A photo's caption or credit line between two lines of text (`图为游客在孟门古镇游览。` /
    /// `李卫 摄` / the text going on): the story's photo, set inside its text, which goes on
    /// after it to the names that close it.
    private func isPhotoInText(at position: Int) -> Bool {
        guard kinds[order[position]] == .caption || kinds[order[position]] == .credit else { return false }
        var next = position + 1
        while kind(at: next) == .caption || kind(at: next) == .credit {
            next += 1
        }
        return kind(at: next) == .body
    }

    /// A plain line in one piece of at most `shortSectionHeaderMaxLength` ideographs after a
    /// finished sentence (`一级带着一级干`, `"组合拳"把好"复工关"`): the shape of a one-phrase
    /// 小标题, which `textEndsInClosingByline` reads through as it does a couplet. The paper's
    /// headlines name a place and what happened there and run longer.
    func isShortSectionHeader(at position: Int) -> Bool {
        guard position > 0, kinds[order[position]] == .headline else { return false }
        let line = lines[order[position]]
        return line.headingLevel == 0 && line.hanGaps == 0 && line.hanCount <= StoryRules.shortSectionHeaderMaxLength
            && lines[order[position - 1]].endsSentence
    }

    /// A jump marker alone on its line sending the story on to another page (`（下转3版）`).
    private func jumpsOn(at position: Int) -> Bool {
        kinds[order[position]] == .continuation && ContinuationReader.endsWithJump(lines[order[position]])
    }
}
