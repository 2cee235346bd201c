import LLRBParser

/// `llrb parse --explain`: the page's layout (its headline side and the votes for it), then one
/// row a line (its number, final kind, the line rule that set its kind, its text cut to the
/// terminal), and under it a row for each rule that changed the kind, the page rules' then the
/// story rules' (`wrapped-headline: headline → body`, `section-header-in-story: headline →
/// section-header`), and a noise line's reason.
struct LineTraceRenderer {
    var style: Style
    var width: Int

    private static let kindWidth = 15
    private static let ruleWidth = 17

    func render(_ page: PageTrace) -> [String] {
        render(page.layout) + [""] + render(page.lines)
    }

    /// `headlines above their stories (votes 4 to 1)`, a row a kind of evidence, and the level
    /// and line length the page's stories are read with.
    private func render(_ layout: LayoutTrace) -> [String] {
        let votes = layout.votes.reduce(into: [0, 0]) { $0[$1.side == layout.headlineSide ? 0 : 1] += $1.weight }
        var rows = [style.bold("headlines \(layout.headlineSide) their stories") + " (votes \(votes[0]) to \(votes[1]))"]
        for vote in layout.votes {
            rows.append(DisplayWidth.truncate("  +\(vote.weight) \(DisplayWidth.pad(vote.side, to: 6))\(vote.evidence)", to: width))
        }
        let level = layout.headlineLevel.map { "story headlines at " + String(repeating: "#", count: $0) + " · " } ?? ""
        rows.append(style.dim(level + "body lines of \(layout.medianBodyLine) characters (median)"))
        return rows
    }

    private func render(_ traces: [LineTrace]) -> [String] {
        let numbers = traces.map { $0.lines.first == $0.lines.last ? "\($0.lines.first)" : "\($0.lines.first)-\($0.lines.last)" }
        let numberWidth = max(4, numbers.map(\.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: numberWidth + Self.kindWidth)
        let textWidth = max(0, width - numberWidth - Self.kindWidth - Self.ruleWidth)
        var rows = [style.dim(String(repeating: " ", count: numberWidth - 6) + "LINE  "
            + DisplayWidth.pad("KIND", to: Self.kindWidth) + DisplayWidth.pad("RULE", to: Self.ruleWidth) + "TEXT")]
        for (trace, number) in zip(traces, numbers) {
            let head = String(repeating: " ", count: numberWidth - 2 - number.count) + number + "  "
            let rule = trace.steps.first?.rule ?? ""
            rows.append(head + style.bold(DisplayWidth.pad(trace.kind, to: Self.kindWidth)) + DisplayWidth.pad(rule, to: Self.ruleWidth)
                + DisplayWidth.truncate(trace.text, to: textWidth))
            for step in trace.steps.dropFirst() {
                rows.append(indent + style.identifier(step.rule) + ": \(step.from ?? "") → \(step.to)")
            }
            if let reason = trace.reason {
                rows.append(indent + style.dim(DisplayWidth.truncate("(\(reason))", to: max(10, width - indent.count))))
            }
        }
        return rows
    }
}
