/// A page's lines with the kinds the rule table gave them and its profile, in reading order:
/// what the story rules read to decide what a headline-looking run is, and what assembly walks
/// to group the lines into stories. Neither changes it: what the story rules decide is recorded
/// beside it (`StoryChange`).
struct LabelledPage {
    let lines: [Line]
    let kinds: [LineKind]
    let profile: PageProfile

    var order: [Int] { profile.order }
    /// The page prints headlines under their stories.
    var headlinesBelow: Bool { profile.side.below }
    var columnWidth: Int { profile.columnWidth }
    var articleLevel: Int? { profile.articleLevel }

    /// The kind of the line at `position` in reading order; nil past either end.
    func kind(at position: Int) -> LineKind? {
        position >= 0 && position < order.count ? kinds[order[position]] : nil
    }

    /// The line before `position` is running text that stops in mid-sentence: a body line, or a
    /// news lead with text after its dateline (`本报讯 银蔬工作和…`).
    func followsUnfinishedSentence(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let before = order[position - 1]
        // A caption's second line ending in its credit (`在义务植树。 吴秀桂 摄`) finishes it.
        guard !lines[before].endsSentence, CreditReader.trailing(in: lines[before].content) == nil else { return false }
        return kinds[before] == .body || kinds[before] == .lead && LineContext.hasTextAfterLead(lines[before])
    }

    /// The first line after the headline lines that follow `position` opens a news lead.
    func leadFollowsHeadlines(after position: Int) -> Bool {
        kind(at: firstLine(afterHeadlinesFrom: position + 1)) == .lead
    }

    /// The first line after the headline lines that follow `position` opens a news lead that
    /// names its writers (`本报讯(通讯员 蔡宇霞)…`): names over those headlines are not that story's.
    func nextLeadNamesWriters(after position: Int) -> Bool {
        let cursor = firstLine(afterHeadlinesFrom: position + 1)
        guard kind(at: cursor) == .lead else { return false }
        return DatelineReader.read(lines[order[cursor]])?.bylines.isEmpty == false
    }

    private func firstLine(afterHeadlinesFrom position: Int) -> Int {
        var cursor = position
        while LineKind.isHead(kind(at: cursor)) {
            cursor += 1
        }
        return cursor
    }

    /// The lines within `range` in reading order whose label `takes` lets through, each as a
    /// change of `rule` to `kind`: what a rule that sets a span of lines aside at once (a block's
    /// rubric, a story that came to nothing) records for `--explain`.
    func changes(over range: SourceLines, by rule: StoryRule, to kind: LineKind,
                 taking takes: (LineKind, Int) -> Bool = { _, _ in true }) -> [StoryChange] {
        order.compactMap { index in
            let number = lines[index].number
            guard range.first <= number, number <= range.last, takes(kinds[index], number) else { return nil }
            return StoryChange(line: number, rule: rule, from: kinds[index], to: kind)
        }
    }
}
