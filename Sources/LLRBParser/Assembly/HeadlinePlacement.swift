/// Columns get interleaved by OCR, so a headline is not always printed above its story: it may
/// sit under the story it names (seeds 001, 004), several headlines may be stacked after the
/// stories they belong to. A run of headline lines is split into units (a headline with its
/// subtitles), and each unit goes to the story whose text it shares most with: one of the
/// headless stories just before it, or the story that follows, which is the default.
enum HeadlinePlacement {
    /// Least share of a headline's bigrams a story before it must hold to claim it.
    static let minimumShare = 0.4
    /// How much better than the following story an earlier one must match.
    static let margin = 0.1
    /// Least share the story right above a run of several headlines must hold of one before the
    /// run's last, on a page of headlines above, when it opened as a story does (a news lead or
    /// byline) and so awaits a headline: seed 001 prints such a story's headline after its text,
    /// stacked over the next story's (`市能源局全力做好春耕生产服务保障` / `市市场监管局打造…`).
    /// An unmarked unit worded as a kicker (`营商环境提升年行动进行时`, `…印发通知`) leads the
    /// headline under it and is never awaited. Where the OCR marked every line of the run, units
    /// are headlines, seldom a kicker of the next, and the next story takes the last: the
    /// awaiting story takes the one before it on any word it shares, unless the next story holds
    /// it better by twice the margin (the next story's text may name the same county, but a
    /// kicker printed at its headline's level, `### 中共中央办公厅国务院办公厅印发`, has all its
    /// words in the story it leads).
    static let awaitedShare = 0.25

    /// A headless story before a run of headline lines: its article, its text's bigrams, and
    /// whether it opened with a news lead or byline, as a story with a headline of its own does.
    struct Candidate {
        var index: Int
        var bigrams: BigramPassage
        var openedAsStory: Bool
    }

    enum Target: Equatable {
        case previous(Int)
        case next
        case none
    }

    /// A headline wrapped over two lines (on a page without blank lines to show it) arrives as
    /// two units that both match the same story: the second joins the first.
    private static func joinWrappedNeighbours(_ targets: inout [Target], pairs: [(unit: Int, article: Int, score: Double)]) {
        for unit in targets.indices {
            guard case .previous = targets[unit] else {
                for neighbour in [unit - 1, unit + 1] where targets.indices.contains(neighbour) {
                    if case let .previous(article) = targets[neighbour],
                       pairs.contains(where: { $0.unit == unit && $0.article == article }) {
                        targets[unit] = .previous(article)
                    }
                }
                continue
            }
        }
    }

    /// `冬日大棚菜正鲜` / `广告·声明` / `减资公告`: a column's name heads the story under it, over its
    /// kicker and headline, never between them, so a unit over one that opens with a column's
    /// name is not the next story's when the nearest headless story is free to take it: it is
    /// that story's headline, printed after it. With no such story it is left to the next, whose
    /// kicker it may be (`### 聚焦民生实事` / `### 民生·回音壁` / `## 离石区…`). `columnNamed`: the
    /// units opening with a column's name over a headline, in order.
    private static func keepClearOfColumnNames(_ targets: inout [Target], columnNamed: [Int], nearest: Int?) {
        guard let nearest, let last = columnNamed.last(where: { targets[$0] == .next }),
              let unit = targets.indices.first(where: { $0 < last && targets[$0] == .next && !columnNamed.contains($0) })
        else { return }
        targets[unit] = .previous(nearest)
    }

    /// Under a story, a kicker is printed above the headline it leads into: a unit right above
    /// one that goes back to an earlier story goes with it, never to the story that follows.
    private static func keepBlocksWhole(_ targets: inout [Target]) {
        for unit in targets.indices.dropLast().reversed() where targets[unit] == .next || targets[unit] == .none {
            if case .previous = targets[unit + 1] {
                targets[unit] = targets[unit + 1]
            }
        }
    }

    /// Splits a run of headline lines into units of a headline with its kicker, subtitles and
    /// rubrics.
    static func units(_ cluster: [(line: Line, kind: LineKind)]) -> [[(line: Line, kind: LineKind)]] {
        var units: [[(line: Line, kind: LineKind)]] = []
        var pending: [(line: Line, kind: LineKind)] = []
        let marked = isMarked(cluster)
        for entry in cluster {
            switch entry.kind {
            case .rubric:
                pending.append(entry)
            case .headline where !HeadlineWording.isAttendanceLine(entry.line):
                let previousLevel = units.last?.last(where: { $0.kind == .headline })?.line.headingLevel
                // A block's largest line is its headline, printed once: a line of that size after
                // a smaller one opens the next block (`## 孝义市检察院举办…` / `### 百余名群众…` /
                // `## 网购…能不能七天无理由退货？`).
                let sameDeck = marked && pending.isEmpty && previousLevel.map { $0 != entry.line.headingLevel } == true
                    && units.last?.filter({ $0.kind == .headline && $0.line.headingLevel > 0 }).map(\.line.headingLevel).min() != entry.line.headingLevel
                // A plain line that carries on the headline above (`交城县庞泉沟迎来` / `最佳观赏期`)
                // is that headline's second line.
                let runsOn = !marked && pending.isEmpty && units.last?.last.map {
                    $0.kind == .headline && HeadlineWording.runsOn($0.line, into: entry.line, articleLevel: nil)
                } == true
                if sameDeck || runsOn || pending.isEmpty && isSubtitleWithoutDash(entry.line, under: units.last?.last) {
                    units[units.count - 1].append(entry)
                } else {
                    units.append(pending + [entry])
                    pending.removeAll()
                }
            default:
                if units.isEmpty {
                    units.append(pending + [entry])
                    pending.removeAll()
                } else {
                    units[units.count - 1].append(contentsOf: pending + [entry])
                    pending.removeAll()
                }
            }
        }
        if !pending.isEmpty {
            units.append(pending)
        }
        return units
    }

    /// On a page of headlines under their stories, plain lines that read on as one headline
    /// (`兴县40辆新能源公交车上路` / `黄河岸边“稻花香”`) at a run's end are two headlines when the
    /// story above holds the first's words and not the last line's, and the last heads the story
    /// under the run: that story holds its words as `headingNext` weighs a unit, or it is a
    /// feature opening with its writer's boxed line (`□ 本报记者 …`), under which a feature's
    /// title is printed with few of its words in the text, or none (`assign` gives it to that
    /// story: its `nextTitled`), when the story above holds none of them or fewer. A headline wrapped over two lines
    /// holds the story above's words in both parts (`兴县40辆新能源` / `公交车上路`) or in neither
    /// (a feature's `交城县庞泉沟迎来` / `最佳观赏期`). `next` is read only when the last unit may be cut.
    static func splittingLastLine(
        of units: [[(line: Line, kind: LineKind)]], above: BigramPassage, feature: Bool, next: () -> BigramPassage
    ) -> [[(line: Line, kind: LineKind)]] {
        guard let last = units.last else { return units }
        let heads = last.indices.filter { last[$0].kind == .headline }
        guard heads.count >= 2, let cut = heads.last, heads.allSatisfy({ last[$0].line.headingLevel == 0 }) else { return units }
        let probe = BigramProbe(each: [last[..<cut].filter { $0.kind != .rubric }.map(\.line.text).joined(), last[cut].line.text])
        let aboveShares = probe.shares(in: above)
        guard aboveShares[0] >= minimumShare, aboveShares[1] < minimumShare else { return units }
        let nextShares = probe.shares(in: next())
        guard feature || nextShares[1] >= minimumShare,
              nextShares[1] > aboveShares[1] + (feature ? 0 : 2 * margin) || feature && aboveShares[1] == 0
        else { return units }
        return units.dropLast() + [Array(last[..<cut]), Array(last[cut...])]
    }

    /// Every headline line of the run carries the OCR's heading mark: a kicker then differs from
    /// its headline in level, and two units are two headlines, neither the other's kicker.
    static func isMarked(_ cluster: [(line: Line, kind: LineKind)]) -> Bool {
        cluster.allSatisfy { $0.kind != .headline || $0.line.headingLevel > 0 }
    }

    /// `## 党旗在一线飘扬` / `一石楼县党员干部担当作为纪实`: an unmarked line that reads as a
    /// feature's subtitle (its dash lost or read as 一), or gives the figures of the headline
    /// over it (`HeadlineWording.isFigureSubtitle`), is that headline's, not a headline of its
    /// own naming no story.
    private static func isSubtitleWithoutDash(_ line: Line, under above: (line: Line, kind: LineKind)?) -> Bool {
        guard let above, above.kind == .headline, line.headingLevel == 0 else { return false }
        return HeadlineWording.endsAsFeatureSubtitle(line) || HeadlineWording.isFigureSubtitle(line, under: above.line)
    }

    /// Where each unit goes. `candidates` are the headless stories just before the run (nearest
    /// first); `next` the text of the story after it, if one follows; `marked`, whether the OCR
    /// marked every headline line of the run (`isMarked`); `kickers`, the units of one line
    /// worded as a kicker (`HeadlineWording.isKicker`). Above its story, a unit goes back to
    /// an earlier story only if that story holds its words clearly better than the next one. On
    /// a page that prints headlines `below` their stories a unit goes to the story right above
    /// the run unless another headless story holds it clearly better (seed 004 stacks three
    /// headlines under three stories). Stacked headlines name the stories right above them, one
    /// each, so `k` units choose among the `k` nearest headless stories only: a story further
    /// up (a `（上接1版）` continuation whose headline is on page 1) never skips a headless story
    /// between it and the run, however many words it shares with the headline. The next story
    /// has a say there only over the run's last units (`headingNext`).
    static func assign(
        _ unitTexts: [String], candidates: [Candidate], next: BigramPassage?, below: Bool, marked: Bool, kickers: Set<Int>,
        nextTitled: Bool = false, columnNamed: [Int] = []
    ) -> [Target] {
        let candidates = below ? Array(candidates.prefix(unitTexts.count { !$0.isEmpty })) : candidates
        var targets = [Target](repeating: next == nil ? .none : .next, count: unitTexts.count)
        guard let nearest = candidates.first else { return targets }
        let probe = BigramProbe(each: unitTexts)
        let scores = candidates.map { probe.shares(in: $0.bigrams) }
        let nextScores = next.map(probe.shares(in:))
        let toNext = below ? headingNext(unitTexts, scores: scores, nextScores: nextScores)
            .union(nextTitled && next != nil ? [unitTexts.count - 1] : []) : []
        let lastUnit = unitTexts.lastIndex { !$0.isEmpty }
        var pairs: [(unit: Int, article: Int, score: Double)] = []
        for unit in unitTexts.indices where !toNext.contains(unit) {
            let rival = below ? scores[0][unit] : nextScores?[unit] ?? 0
            for (candidate, candidateScores) in zip(candidates, scores) {
                let score = candidateScores[unit]
                let beatsRival = below && candidate.index == nearest.index ? true : score > rival + margin
                let awaited = !below && candidate.index == nearest.index && candidate.openedAsStory && unit != lastUnit
                    && (marked || !kickers.contains(unit))
                let taken = awaited && marked
                    ? score > 0 && score + 2 * margin >= rival
                    : score >= (awaited ? awaitedShare : minimumShare) && beatsRival
                if taken {
                    pairs.append((unit, candidate.index, score))
                }
            }
        }
        var takenArticles: Set<Int> = []
        var takenUnits: Set<Int> = []
        for pair in pairs.sorted(by: { $0.score > $1.score })
        where !takenArticles.contains(pair.article) && !takenUnits.contains(pair.unit) {
            targets[pair.unit] = .previous(pair.article)
            takenArticles.insert(pair.article)
            takenUnits.insert(pair.unit)
        }
        joinWrappedNeighbours(&targets, pairs: pairs)
        keepClearOfColumnNames(&targets, columnNamed: columnNamed, nearest: takenArticles.contains(nearest.index) ? nil : nearest.index)
        if below {
            for (unit, text) in unitTexts.enumerated()
            where !text.isEmpty && !toNext.contains(unit) && (targets[unit] == .next || targets[unit] == .none) {
                targets[unit] = .previous(nearest.index)
            }
            keepBlocksWhole(&targets)
        }
        return targets
    }

    /// On a page that prints its headlines under their stories, the units at the end of a run
    /// that head the story after it: pages that set some stories' headlines under them and
    /// others' above (the page-wide vote went to "below") print a run of the story above's
    /// headline and then the next story's (`…乡村振兴添动力` / `文水县全面推进乡村振兴` / its
    /// text). Such a unit is one whose words the next story holds as a unit's words must be held
    /// to go back to an earlier story on a page of headlines above (`minimumShare`), by twice
    /// the `margin` over any story above, none of which holds them so: the second line of a
    /// headline block under its story (`工作人员确保春耕`, `吕梁条件经济开发区`) may share more
    /// with the next story and still be the block's. Read from the run's end, up to the first
    /// unit that is not. The run's first unit always stays above: a lone headline under a story
    /// is that story's on such a page even where the next story's lead repeats its words
    /// (`全市部署春季农业生产` / `本报讯… 按照全市部署，…春季农业生产…`), as the page voted.
    private static func headingNext(_ unitTexts: [String], scores: [[Double]], nextScores: [Double]?) -> Set<Int> {
        guard let nextScores else { return [] }
        var units: Set<Int> = []
        for unit in unitTexts.indices.dropFirst().reversed() where !unitTexts[unit].isEmpty {
            let earlier = scores.map { $0[unit] }.max() ?? 0
            guard earlier < minimumShare, nextScores[unit] >= minimumShare, nextScores[unit] > earlier + 2 * margin else { break }
            units.insert(unit)
        }
        return units
    }
}
