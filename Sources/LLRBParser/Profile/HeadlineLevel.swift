/// The markdown level an OCR tool gave this page's story headlines (主题), read off the runs of
/// headline lines whose headline is certain: a run with a single headline line (a solitary
/// headline, or one with dash-led subtitles or a rubric), a run whose other lines are
/// attendance lines under it (`孙大军主持`), and a run opening with a kicker by its ending
/// (`…印发通知`, `…召开会议`), whose next line is the headline. Levels say nothing alone: seed
/// 000 prints a kicker at `###` over its `##` headline, seed 003 a `##` kicker over a `###`
/// headline, and a page of `#` kickers over `##` headlines has no solitary headline at all; the
/// certain runs settle which level the uncertain ones use.
enum HeadlineLevel {
    /// The level most of the certain runs give their headline (the shallower on a tie); nil when
    /// no run is certain or the page has no levels.
    static func ofStories(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Int? {
        var counts: [Int: Int] = [:]
        var run: [Line] = []
        func closeRun() {
            if let level = certainLevel(run), level > 0 { counts[level, default: 0] += 1 }
            run.removeAll(keepingCapacity: true)
        }
        for index in order {
            switch kinds[index] {
            case .headline: run.append(lines[index])
            case .subtitle, .rubric: continue
            default: closeRun()
            }
        }
        closeRun()
        return counts.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key
    }

    /// The level of the run's headline when the run's lines leave no doubt which it is.
    private static func certainLevel(_ run: [Line]) -> Int? {
        guard !run.isEmpty else { return nil }
        let decks = HeadlineWording.deckCount(of: run)
        if decks == 1 { return run[0].headingLevel }
        return HeadlineWording.isKicker(run[0]) ? run[1].headingLevel : nil
    }
}
