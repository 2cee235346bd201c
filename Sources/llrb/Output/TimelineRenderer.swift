import LLRBIndex

/// A timeline as a bar chart in text: one line per period, its count and a bar scaled to the
/// busiest period, so that the shape of a story's coverage shows at a glance in a terminal.
struct TimelineRenderer {
    var style: Style
    /// Columns the bars may take at most.
    var barWidth: Int

    func render(_ timeline: Timeline, query: String) -> [String] {
        let most = timeline.periods.map(\.articles).max() ?? 0
        let countWidth = String(most).count
        var lines = timeline.periods.map { period in
            let count = String(period.articles)
            let padded = String(repeating: " ", count: countWidth - count.count) + count
            return "\(style.dim(period.period))  \(padded)  \(bar(period.articles, of: most))".trimmingTrailingSpaces()
        }
        let undated = timeline.undated > 0 ? " (\(timeline.undated) on undated pages)" : ""
        lines.append(MatchCount.line(timeline.total, query: query) + undated)
        return lines
    }

    /// At least one block for any match, so that a single article is not lost beside hundreds.
    private func bar(_ count: Int, of most: Int) -> String {
        guard count > 0, most > 0 else { return "" }
        return String(repeating: "█", count: max(1, count * barWidth / most))
    }
}
