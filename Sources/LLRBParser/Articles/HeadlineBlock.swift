/// The lines printed above a story, sorted into rubric (栏目), kicker (引题), headline (主题) and
/// subtitles (副题).
struct HeadlineBlock {
    var rubric: String?
    var kicker: String?
    var headline = ""
    var subheadlines: [String] = []
    /// The lines of the kicker, headline and subtitles. A rubric is a column's name printed over
    /// the story (`两会特稿`), not a line of it: the story's lines start under it.
    var lines: SourceLines?

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

    /// Sorts `lines` (with their kinds). `articleLevel` is the markdown level this page uses for
    /// story headlines, when the OCR tool marked levels: the line at that level is the headline.
    init(_ lines: [(line: Line, kind: LineKind)], articleLevel: Int?) {
        var rubrics: [String] = []
        var heads: [Line] = []
        var subtitles: [(position: Int, text: String)] = []
        var subtitleLines: [Line] = []
        for (line, kind) in lines {
            switch kind {
            case .rubric: rubrics.append(OutputText.headline(line))
            case .subtitle:
                subtitles.append((heads.count, HeadlineBlock.withoutDash(OutputText.headline(line))))
                subtitleLines.append(line)
            default: heads.append(line)
            }
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
                return index
            }
            let top = marked.map(\.headingLevel).min() ?? 0
            return heads.firstIndex { $0.headingLevel == top }
        }
        var decks = heads.count
        while decks > 1, isAttendanceLine(heads[decks - 1]) {
            decks -= 1
        }
        // Subtitles are printed with a dash (a dash-led line is a subtitle before it gets here),
        // so of two plain lines the first is the kicker (`聚焦项目建设` over
        // `孝义市…推进会召开`), unless the second reads as a feature's subtitle.
        guard decks >= 2 else { return 0 }
        return !isKicker(heads[0]) && ends(heads[1], withOneOf: subtitleEndings, lastScalars: subtitleLastScalars) ? 0 : 1
    }

    static func isKicker(_ line: Line) -> Bool {
        ends(line, withOneOf: kickerEndings, lastScalars: kickerLastScalars)
    }

    /// `孙大军主持`, `中共中央总书记习近平主持会议`: a subtitle, never the headline.
    static func isAttendanceLine(_ line: Line) -> Bool {
        line.length <= 20 && ends(line, withOneOf: attendanceEndings, lastScalars: attendanceLastScalars)
            || line.length <= visitLineLength && ends(line, withOneOf: visitEndings, lastScalars: visitLastScalars)
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

    static func withoutDash(_ text: String) -> String {
        String(text.drop(while: { "-—―─–－ ".contains($0) }))
    }
}
