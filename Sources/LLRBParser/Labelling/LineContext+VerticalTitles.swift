extension LineContext {
    /// The most ideographs of a feature's title set vertically, one a line (`古` / `村` / `新` / `韵`).
    static let verticalTitleMaxLength = 10

    /// `…现代化城市。` / `古` / `村` / `新` / `韵` / `□ 本报记者 王芳`: single ideographs one under
    /// another after finished text (or at the page's top), right over a feature's boxed byline
    /// or a news lead, are the story's title set vertically, not a graphic's text: a graphic's
    /// words stand beside text or figures, a title over the story it opens. `HeadlineBlock`
    /// joins them into one headline.
    static func readVerticalTitles(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { !$0.isBlank }
        var start = 0
        while start < content.count {
            var end = start
            while end < content.count, kinds[content[end]] == .noise(NoiseRules.fragment), isSingleIdeograph(lines[content[end]]) {
                end += 1
            }
            if (verticalRunLength...verticalTitleMaxLength).contains(end - start), end < content.count,
               opensStoryUnder(lines[content[end]], kinds[content[end]]), start == 0 || endsText(content[start - 1], lines, kinds) {
                for position in start..<end {
                    kinds[content[position]] = .headline
                }
            }
            start = max(end, start + 1)
        }
    }

    private static func isSingleIdeograph(_ line: Line) -> Bool {
        line.length == 1 && line.hanCount == 1 && line.headingLevel == 0
    }

    /// A news lead, or a feature's writer set off by a box (`□ 本报记者 王芳`).
    private static func opensStoryUnder(_ line: Line, _ kind: LineKind) -> Bool {
        kind == .lead || kind == .byline && BylineReader.opensWithMark(line)
    }

    /// A finished sentence, or a photo's caption or credit, or names closing a story.
    private static func endsText(_ index: Int, _ lines: [Line], _ kinds: Labelling) -> Bool {
        switch kinds[index] {
        case .body, .lead: lines[index].endsSentence
        case .credit, .caption, .byline: true
        default: false
        }
    }
}
