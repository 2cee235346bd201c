/// Which side of its story a page prints a headline on. Most pages set it above; pages of short
/// column lines (seed 004) print each headline under the story it names, so that a run of
/// headline lines between two stories is the earlier one's. One headline's words decide badly
/// when stories share their vocabulary, so the whole page is read first and every run votes:
/// for the side whose nearby text holds more of its words, for "below" when nothing but a
/// story comes after it (the page ends in a headline), for "above" when nothing comes before.
enum HeadlineSide {
    /// How much better one side must hold a run's words for the run to vote.
    static let margin = 0.1
    /// Lines of text on each side of a run that are compared with it.
    static let window = 40

    /// True when the page prints its headlines under the stories they name.
    static func headlinesFollowStories(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Bool {
        let runs = headlineRuns(kinds, order: order)
        guard !runs.isEmpty else { return false }
        var below = 0
        var above = 0
        var before = textBetween(lines, kinds, order: order, from: 0, to: runs[0].lowerBound)
        for (number, run) in runs.enumerated() {
            let end = number + 1 < runs.count ? runs[number + 1].lowerBound : order.count
            let after = textBetween(lines, kinds, order: order, from: run.upperBound, to: end)
            let words = run.compactMap { kinds[order[$0]] == .rubric ? nil : lines[order[$0]].text }.joined()
            if before.isEmpty != after.isEmpty {
                if before.isEmpty { above += 1 } else { below += 1 }
            } else if !before.isEmpty {
                let earlier = bigrams(before.suffix(window)).containment(of: words)
                let later = bigrams(after.prefix(window)).containment(of: words)
                if earlier > later + margin { below += 1 }
                if later > earlier + margin { above += 1 }
            }
            before = after
        }
        return below > above
    }

    /// Column lines break words, so the lines are read as one text.
    private static func bigrams(_ texts: ArraySlice<String>) -> BigramSet {
        var set = BigramSet([])
        set.add(joined: texts)
        return set
    }

    /// A run followed by a lead, a byline or a jump marker stands between two stories; other runs
    /// (a wrapped line that looks like a headline, a 小标题) sit inside one and say nothing.
    private static func opensStory(_ kind: LineKind) -> Bool {
        kind == .lead || kind == .byline || kind == .continuation
    }

    /// Positions in `order` of each run of headline, subtitle and rubric lines between stories
    /// or at the page's end.
    private static func headlineRuns(_ kinds: [LineKind], order: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var position = 0
        while position < order.count {
            guard ArticleAssembler.isHeadKind(kinds[order[position]]) else {
                position += 1
                continue
            }
            var end = position
            while end < order.count, ArticleAssembler.isHeadKind(kinds[order[end]]) {
                end += 1
            }
            if end == order.count || opensStory(kinds[order[end]]) {
                runs.append(position..<end)
            }
            position = end
        }
        return runs
    }

    /// The running text (body and lead lines) between two positions in `order`.
    private static func textBetween(_ lines: [Line], _ kinds: [LineKind], order: [Int], from start: Int, to end: Int) -> [String] {
        order[start..<end].compactMap { index in
            kinds[index] == .body || kinds[index] == .lead ? lines[index].text : nil
        }
    }
}
