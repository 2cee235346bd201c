import LLRBParser

/// `llrb parse FILE --learned --explain`: each line with the label the learned labeller gave it,
/// how sure it is (its probability, and the next likeliest label's), and under it the features
/// that set the two labels apart most, as `feature:weight` (positive where it chose the label,
/// negative where it leaned to the runner-up).
struct LearnedTraceRenderer {
    var style: Style
    var width: Int

    private static let labelWidth = 17
    private static let sureWidth = 6

    func render(_ traces: [LearnedLineTrace]) -> [String] {
        let numbers = traces.map { $0.lines.first == $0.lines.last ? "\($0.lines.first)" : "\($0.lines.first)-\($0.lines.last)" }
        let numberWidth = max(4, numbers.map(\.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: numberWidth + Self.labelWidth + Self.sureWidth)
        let textWidth = max(0, width - indent.count)
        var rows = [style.dim(String(repeating: " ", count: numberWidth - 6) + "LINE  "
            + DisplayWidth.pad("LABEL", to: Self.labelWidth) + DisplayWidth.pad("SURE", to: Self.sureWidth) + "TEXT")]
        for (trace, number) in zip(traces, numbers) {
            let head = String(repeating: " ", count: numberWidth - 2 - number.count) + number + "  "
            let sure = DisplayWidth.pad(String(format: "%.2f", trace.probability), to: Self.sureWidth)
            rows.append(head + style.bold(DisplayWidth.pad(trace.label, to: Self.labelWidth)) + sure
                + DisplayWidth.truncate(trace.text, to: textWidth))
            // The weights wrap at their spaces, whole: a feature cut off would say something else.
            let weights = trace.weightiest.map { "\($0.feature):" + String(format: "%+.2f", $0.weight) }
            let doubt = "next \(trace.runnerUp) " + String(format: "%.2f", trace.runnerUpProbability)
            for row in TextWrapper.wrap(([doubt] + weights).joined(separator: " "), width: width, indent: indent) {
                rows.append(style.dim(row))
            }
        }
        return rows
    }
}
