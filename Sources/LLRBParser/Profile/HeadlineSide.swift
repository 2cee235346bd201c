/// Which side of its story a page prints a headline on. Most pages set it above; pages of short
/// column lines (seed 004) print each headline under the story it names, so that a run of
/// headline lines between two stories is the earlier one's. One headline's words decide badly
/// when stories share their vocabulary, so the whole page is read first and every run votes:
/// for the side whose nearby text holds more of its words, for "below" when nothing but a
/// story comes after it (the page ends in a headline), for "above" when nothing comes before.
/// Words are noisy where stories share a vocabulary, so how the page opens and ends weighs
/// more: a first story with no headline over it and no jump marker from another page, or a last
/// story with a headline under it, only make sense with headlines below (the second also where
/// a photo's caption follows that headline, if the page opens so); a headline on top of the
/// page, or a last story whose text runs to the page's foot, only with headlines above.
package enum HeadlineSide {
    /// How much better one side must hold a run's words for the run to vote.
    static let margin = 0.1
    /// The least share of a run's words the side it votes for must hold: stories that share
    /// their vocabulary hold a few words of any headline on either side.
    static let minimumShare = 0.2
    /// Lines of text on each side of a run that are compared with it.
    static let window = 40
    /// Votes given to how the page opens and to how it ends, against one for each run's words.
    static let pageEdgeWeight = 2

    /// Votes by which "below" must win for the page to set them all below, clearly: a page of
    /// headlines under every story wins by many, one that prints most above and one under its
    /// last story by the two votes of how it ends.
    static let clearMargin = 3

    /// How a page sets its headlines, as its runs voted.
    package struct Verdict: Equatable {
        /// The page prints its headlines under the stories they name.
        package var below: Bool
        /// And "below" won by `clearMargin` votes or more.
        package var clearlyBelow: Bool
        /// What voted, each kind of evidence once with its votes, in the order first cast.
        var votes: [Vote] = []
    }

    /// What a kind of evidence voted for, and with how many votes.
    struct Vote: Equatable {
        var evidence: Evidence
        var below: Bool
        var weight: Int
    }

    /// The evidence a page gives of its headline side, as `parse --explain` names it.
    enum Evidence: String {
        case opensUnderNoHeadline = "the page opens with a story under no headline"
        case opensWithHeadline = "a headline opens the page"
        case endsInStoryText = "the last story's text runs to the foot of the page"
        case endsInHeadlineOverCaption = "the last headline has only a photo's caption under it"
        case storiesOpenUnderText = "stories open right under another story's text"
        case runWithTextAfterOnly = "a headline run has a story under it and none over it"
        case runWithTextBeforeOnly = "a headline run has a story over it and none under it"
        case wordsInTextUnder = "a headline run's words are in the story under it"
        case wordsInTextOver = "a headline run's words are in the story over it"
    }

    /// The running count of a page's votes and what cast them.
    private struct Tally {
        var below = 0
        var above = 0
        var votes: [Vote] = []

        mutating func cast(_ evidence: Evidence, below isBelow: Bool, weight: Int = 1) {
            if isBelow { below += weight } else { above += weight }
            if let index = votes.firstIndex(where: { $0.evidence == evidence }) {
                votes[index].weight += weight
            } else {
                votes.append(Vote(evidence: evidence, below: isBelow, weight: weight))
            }
        }
    }

    /// Which side the page prints its headlines on. How the page opens and runs with text on
    /// one side only vote first; the others are read in page order, and reading stops once the
    /// runs still unread can no longer change the outcome, nor for "below" whether it is clear
    /// (on most pages every run votes the same way, so the last passages are seldom read).
    package static func verdict(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Verdict {
        let runs = headlineRuns(lines, kinds, order: order)
        guard !runs.isEmpty else { return Verdict(below: false, clearlyBelow: false) }
        // Passage `number` is the text before run `number`; the last one follows the last run.
        let passages = (0...runs.count).map { number in
            textBetween(
                kinds, order: order,
                from: number == 0 ? 0 : runs[number - 1].upperBound,
                to: number == runs.count ? order.count : runs[number].lowerBound
            )
        }
        var tally = Tally()
        let opens = opening(lines, kinds, order: order)
        switch opens {
        case .some(true): tally.cast(.opensUnderNoHeadline, below: true, weight: pageEdgeWeight)
        case .some(false): tally.cast(.opensWithHeadline, below: false, weight: pageEdgeWeight)
        case nil: break
        }
        if endsInStoryText(lines, kinds, order: order) { tally.cast(.endsInStoryText, below: false, weight: pageEdgeWeight) }
        if opens == true, endsInHeadlineOverCaption(lines, kinds, order: order) {
            tally.cast(.endsInHeadlineOverCaption, below: true, weight: pageEdgeWeight)
        }
        let underText = storiesOpeningUnderText(lines, kinds, order: order)
        if underText > 0 { tally.cast(.storiesOpenUnderText, below: true, weight: underText) }
        var unread = 0
        for number in runs.indices {
            let before = passages[number]
            let after = passages[number + 1]
            if before.isEmpty != after.isEmpty {
                if before.isEmpty {
                    // A headline run with no text before it: the first one opens the page, and
                    // `opening` counted it where it could tell how the page opens.
                    if number > 0 || opens == nil { tally.cast(.runWithTextAfterOnly, below: false) }
                } else {
                    tally.cast(.runWithTextBeforeOnly, below: true, weight: number == runs.count - 1 ? pageEdgeWeight : 1)
                }
            } else if !before.isEmpty {
                unread += 1
            }
        }
        // Each passage is read once, for the run before it and for the run after it; the run
        // before it is then decided. `earlier` is the share the run's earlier passage held.
        var runBefore: (probe: BigramProbe, earlier: Double)?
        for (number, passage) in passages.enumerated() {
            // Reading stops once "above" is certain, or "below" is certain and so is whether it
            // wins clearly (each unread run may still vote either way).
            let (below, above) = (tally.below, tally.above)
            let clarityKnown = below >= above + unread + clearMargin || below + unread < above + clearMargin
            guard above < below + unread, below <= above + unread || !clarityKnown else { break }
            let runAfter = number < runs.count && !passage.isEmpty && !passages[number + 1].isEmpty
                ? BigramProbe(joined: runs[number].lazy.compactMap { kinds[order[$0]] == .rubric ? nil : lines[order[$0]].text })
                : nil
            guard runBefore != nil || runAfter != nil else { continue }
            let shares = BigramProbe.shares(head: runBefore?.probe, tail: runAfter, window: window, in: passage.lazy.map { lines[$0].text })
            if let earlier = runBefore?.earlier {
                if earlier > shares.head + margin, earlier >= minimumShare { tally.cast(.wordsInTextOver, below: true) }
                if shares.head > earlier + margin, shares.head >= minimumShare { tally.cast(.wordsInTextUnder, below: false) }
                unread -= 1
            }
            runBefore = runAfter.map { ($0, shares.tail) }
        }
        return Verdict(below: tally.below > tally.above, clearlyBelow: tally.below >= tally.above + clearMargin, votes: tally.votes)
    }

    /// How the page opens: true when its first story begins with text (a lead, a byline, a
    /// column line) under no headline and no jump marker (`（上接1版）` carries a story whose
    /// headline is on another page, on a line of its own or opening the text), false when a
    /// headline comes first, nil when it cannot say.
    /// A column name (栏目) over the page opens it on either side.
    private static func opening(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Bool? {
        for index in order {
            switch kinds[index] {
            case .caption, .credit, .rubric: continue
            // `（上接1版）要坚持问题导向，…`: the marker opening the first line of text.
            case .body where ContinuationReader.markers(in: lines[index]).contains { $0.direction == .from && $0.range.lowerBound == 0 }:
                return nil
            case .lead, .byline, .body: return true
            case .headline, .subtitle: return false
            default: return nil
            }
        }
        return nil
    }

    /// Stories that open (a lead, or a byline that is not the names closing the story above)
    /// right under another story's text, with no headline between: with headlines below, that
    /// is where each story after a headline's story begins (`…43.6亿元。` / `新华社北京8月21日电…`);
    /// with headlines above, only a story printed without a headline opens so, as briefs in a
    /// 简讯 column do. So they count at most as much as how the page opens, and not where the
    /// text above ends its story (`…（下转4版）`, `…（彦平 裴芳）`): under headlines below, that
    /// story's headline would stand between the two.
    private static func storiesOpeningUnderText(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Int {
        let count = order.indices.dropFirst().count { position in
            let index = order[position], above = order[position - 1]
            guard kinds[above] == .body, !ContinuationReader.endsWithJump(lines[above]), !BylineReader.closesStory(lines[above]) else {
                return false
            }
            switch kinds[index] {
            case .lead: return true
            case .byline: return BylineReader.trailing(in: lines[index].content) == nil
            default: return false
            }
        }
        return min(count, pageEdgeWeight)
    }

    /// True when the page ends in a story's text after its last headline run, and that text
    /// does not jump to another page (`…（下转4版）`, whose headline may be printed there): the last
    /// story then has no headline under it, which only makes sense with headlines above. A
    /// caption's lines at the foot (`图为…` and the line it wraps onto) are no story's text.
    private static func endsInStoryText(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Bool {
        for position in order.indices.reversed() {
            let index = order[position]
            switch kinds[index] {
            case .caption, .credit, .rubric: continue
            case .lead, .byline: return true
            case .body:
                if continuesCaption(at: position, lines, kinds, order: order) { continue }
                return !ContinuationReader.markers(in: lines[index]).contains { $0.direction == .to }
            default: return false
            }
        }
        return false
    }

    /// True when the page's last headline has nothing under it but a photo's caption and credit
    /// (`经济增活力 乡村振兴添动力` / `图为游客在大棚内采摘草莓。` / `张志茹 摄`). Alone that says
    /// little: pages with headlines above end so with a photo news item, its title over its
    /// caption. It is counted only where the page also opens with a story under no headline
    /// (`opening`), which with headlines above takes a story printed headless: together they
    /// read as a page whose every headline is under its story, the last one's too.
    private static func endsInHeadlineOverCaption(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Bool {
        var underCaption = false
        for position in order.indices.reversed() {
            switch kinds[order[position]] {
            case .caption, .credit: underCaption = true
            case .body where continuesCaption(at: position, lines, kinds, order: order): continue
            case .headline, .subtitle: return underCaption
            default: return false
            }
        }
        return false
    }

    /// Whether the body line at `position` in `order` is a caption's line wrapped: within the
    /// caption's lines after a `图为…` line, with no credit closing the caption before it. A vote
    /// of the profile, read before the story rules say which lines each caption runs over
    /// (`LabelledPage.captionEnd`), and more loosely.
    private static func continuesCaption(at position: Int, _ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Bool {
        var cursor = position - 1
        while cursor >= 0, position - cursor < LineContext.captionMaxLines {
            let line = lines[order[cursor]]
            if CreditReader.trailing(in: line.content) != nil { return false }
            switch kinds[order[cursor]] {
            case .caption: return true
            case .body: cursor -= 1
            default: return false
            }
        }
        return false
    }

    /// A column name (栏目) alone names no story: pages with headlines above print one at their
    /// foot too (seed 003's `特别报道`).
    private static func namesStory(_ run: Range<Int>, _ kinds: [LineKind], order: [Int]) -> Bool {
        run.contains { kinds[order[$0]] != .rubric }
    }

    /// A run followed by a lead, a byline or a jump marker stands between two stories; other runs
    /// (a wrapped line that looks like a headline, a 小标题) sit inside one and say nothing.
    private static func opensStory(_ kind: LineKind) -> Bool {
        kind == .lead || kind == .byline || kind == .continuation
    }

    /// Positions in `order` of each run of headline, subtitle and rubric lines between stories
    /// or at the page's end, where only the page's photo credit (`本版图片由…提供`) may follow;
    /// a run of column names alone (`新时代 新征程 新伟业` at the page's foot) names no story and
    /// says nothing of the side.
    private static func headlineRuns(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var position = 0
        while position < order.count {
            guard LineKind.isHead(kinds[order[position]]) else {
                position += 1
                continue
            }
            var end = position
            while end < order.count, LineKind.isHead(kinds[order[end]]) {
                end += 1
            }
            let endsPage = order[end...].allSatisfy { kinds[$0] == .credit && CreditReader.isPageCredit(lines[$0]) }
            if endsPage || opensStory(kinds[order[end]]), namesStory(position..<end, kinds, order: order) {
                runs.append(position..<end)
            }
            position = end
        }
        return runs
    }

    /// The running text (body and lead lines) between two positions in `order`, as line
    /// indices: column lines break words, so they are read as one text.
    private static func textBetween(_ kinds: [LineKind], order: [Int], from start: Int, to end: Int) -> [Int] {
        order[start..<end].filter { kinds[$0] == .body || kinds[$0] == .lead }
    }
}
