import LLRBParser

/// `llrb parse --explain`: one row a line (its number, final kind, the line rule that set its
/// kind, its text cut to the terminal), and under it a row for each page rule that changed the
/// kind (`wrapped-headline: headline → body`), where assembly placed it when that is another
/// part of the page (`assembly: headline → section-header`), and a noise line's reason.
struct LineTraceRenderer {
    var style: Style
    var width: Int

    private static let kindWidth = 15
    private static let ruleWidth = 17

    func render(_ traces: [LineTrace]) -> [String] {
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
            if let placed = trace.placedAs {
                rows.append(indent + style.identifier(trace.placedBy ?? "") + ": \(trace.kind) → \(placed)")
            }
            if let reason = trace.reason {
                rows.append(indent + style.dim(DisplayWidth.truncate("(\(reason))", to: max(10, width - indent.count))))
            }
        }
        return rows
    }
}
