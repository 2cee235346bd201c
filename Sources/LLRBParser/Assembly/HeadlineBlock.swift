/// The lines printed above a story, sorted into rubric (栏目), kicker (引题), headline (主题) and
/// subtitles (副题).
package struct HeadlineBlock {
    package var rubric: String?
    package var kicker: String?
    package var headline = ""
    package var subheadlines: [String] = []
    /// The lines of the kicker, headline and subtitles. A rubric is a column's name printed over
    /// the story (`两会特稿`), not a line of it: the story's lines start under it.
    package var lines: SourceLines?
    /// The rubric's lines, outside `lines`: kept so that a rubric no story takes (a page's
    /// section name at its foot) is still accounted for (see `ArticleAssembler.assemble`).
    var rubricLines: SourceLines?

    /// Sorts `lines` (with their kinds). `articleLevel` is the markdown level this page uses for
    /// story headlines, when the OCR tool marked levels: the line at that level is the headline.
    init(_ lines: [(line: Line, kind: LineKind)], articleLevel: Int?) {
        var rubrics: [String] = []
        var heads: [Line] = []
        var subtitles: [(position: Int, text: String)] = []
        var subtitleLines: [Line] = []
        for (line, kind) in lines {
            switch kind {
            case .rubric:
                rubrics.append(OutputText.headline(line))
                rubricLines = rubricLines.map { $0.union(line.sourceLines) } ?? line.sourceLines
            case .subtitle:
                subtitles.append((heads.count, HeadlineWording.withoutDash(OutputText.headline(line))))
                subtitleLines.append(line)
            default: heads.append(line)
            }
        }
        // A title set vertically, one ideograph a line (`古` / `村` / `新` / `韵`), is one line.
        if let first = heads.indices.dropLast().first(where: { heads[$0].length == 1 && heads[$0 + 1].length == 1 }) {
            var end = first + 1
            while end + 1 < heads.count, heads[end + 1].length == 1 { end += 1 }
            let joined = heads[(first + 1)...end].reduce(heads[first]) { title, next in
                WrapMerger.joinedHeadline([(title, .headline)], [(next, .headline)])[0].line
            }
            heads.replaceSubrange(first...end, with: [joined])
            subtitles = subtitles.map { ($0.position > first ? max(first + 1, $0.position - (end - first)) : $0.position, $0.text) }
        }
        // A headline printed on two lines is one (see `HeadlineWording.runsOn`), under a
        // kicker or not; a subtitle between two lines keeps them apart.
        if let second = heads.indices.dropFirst().first(where: { index in
            !subtitles.contains { $0.position == index } && HeadlineWording.runsOn(heads[index - 1], into: heads[index], articleLevel: articleLevel)
        }) {
            let joined = WrapMerger.joinedHeadline([(heads[second - 1], .headline)], [(heads[second], .headline)]).map(\.line)
            heads.replaceSubrange(second - 1...second, with: joined)
            subtitles = subtitles.map { ($0.position > second ? $0.position - 1 : $0.position, $0.text) }
        }
        let mainIndex = HeadlineBlock.mainIndex(of: heads, articleLevel: articleLevel)
        // Lines over the kicker are read as rubrics (below).
        let printedHeads = heads.dropFirst(max(0, (mainIndex ?? 0) - 1))
        for line in printedHeads + subtitleLines {
            self.lines = self.lines.map { $0.union(line.sourceLines) } ?? line.sourceLines
        }
        var before: [String] = []
        var after: [String] = []
        for (index, line) in heads.enumerated() where index != mainIndex {
            if let main = mainIndex, index < main {
                before.append(OutputText.headline(line))
                if index < main - 1 {
                    rubricLines = rubricLines.map { $0.union(line.sourceLines) } ?? line.sourceLines
                }
            } else {
                after.append(OutputText.headline(line))
            }
        }
        if let main = mainIndex {
            headline = OutputText.headline(heads[main])
        }
        if let last = before.popLast() {
            kicker = last
        }
        rubrics.append(contentsOf: before)
        rubric = rubrics.isEmpty ? nil : rubrics.joined(separator: " ")
        subheadlines = subtitles.map(\.text) + after
    }

    private static func mainIndex(of heads: [Line], articleLevel: Int?) -> Int? {
        guard !heads.isEmpty else { return nil }
        let marked = heads.filter { $0.headingLevel > 0 }
        if !marked.isEmpty {
            if let level = articleLevel, let index = heads.firstIndex(where: { $0.headingLevel == level }) {
                // A kicker is set smaller than its headline: a line in larger type than the one
                // at the page's level is the headline, under it (`### 抢抓农时不误春耕…` /
                // `## 全市春播…`), or over it when the two are the block and the smaller gives the
                // figures of what the larger says (`## 离石法院审结一起…案件` / `### 7名被告人分别获刑`,
                // `HeadlineWording.isFigureSubtitle`): then that one is its subtitle. Else the
                // OCR's guess of sizes is read as printed: kicker over headline.
                let isLarger = { (line: Line) in line.headingLevel > 0 && line.headingLevel < level }
                if let under = heads[(index + 1)...].firstIndex(where: isLarger) { return under }
                let subtitled = heads.count == 2 && index == 1 && isLarger(heads[0]) && HeadlineWording.isFigureSubtitle(heads[1], under: heads[0])
                return subtitled ? 0 : index
            }
            let top = marked.map(\.headingLevel).min() ?? 0
            return heads.firstIndex { $0.headingLevel == top }
        }
        let decks = HeadlineWording.deckCount(of: heads)
        // Subtitles are printed with a dash (a dash-led line is a subtitle before it gets here),
        // so of two plain lines the first is the kicker (`聚焦项目建设` over
        // `孝义市…推进会召开`), unless the second reads as a feature's subtitle or gives the
        // figures of what the first says (`HeadlineWording.isFigureSubtitle`).
        guard decks >= 2 else { return 0 }
        let subtitled = HeadlineWording.endsAsFeatureSubtitle(heads[1]) || HeadlineWording.isFigureSubtitle(heads[1], under: heads[0])
        return !HeadlineWording.isKicker(heads[0]) && subtitled ? 0 : 1
    }

    /// Both column names a story was given, once each: the one over its text and the one
    /// printed with its headline, which may repeat it.
    static func joinedRubric(_ earlier: String?, _ later: String?) -> String? {
        guard let earlier, let later else { return later ?? earlier }
        if later.contains(earlier) { return later }
        if earlier.contains(later) { return earlier }
        return earlier + " " + later
    }
}
