/// A timeline as bar charts in text, one column per query side by side: one line per period,
/// its value and a bar scaled to the query's busiest period, so that the shape of a subject's
/// coverage shows at a glance in a terminal. A period the archive holds no pages for shows `—`,
/// and three or more of them in a row fold into one line, so that a hole in the archive reads
/// as one and takes no screen.
struct TimelineRenderer {
    var style: Style
    /// The terminal's columns.
    var width: Int

    static let gap = "—"

    func render(_ table: TimelineTable) -> [String] {
        let periodWidth = table.rows.map { DisplayWidth.of($0.period) }.max() ?? 0
        let valueWidths = table.queries.indices.map { column in
            table.rows.compactMap { $0.values[column].map { table.text($0).count } }.max() ?? 1
        }
        // Each query gets an equal share of the line after the period column, at least its widest
        // value and a block of bar, so that four queries still fit 50 columns.
        let columnWidth = min(60, max((valueWidths.max() ?? 1) + 2, (width - periodWidth - 2) / max(1, table.queries.count) - 2))
        let most = table.queries.indices.map { column in table.rows.compactMap { $0.values[column] }.max() ?? 0 }
        var lines: [String] = []
        if table.queries.count > 1 {
            let titles = table.queries.map { DisplayWidth.pad(DisplayWidth.truncate($0, to: columnWidth), to: columnWidth) }
            lines.append((String(repeating: " ", count: periodWidth) + "  " + titles.joined(separator: "  ")).trimmingTrailingSpaces())
        }
        var index = 0
        while index < table.rows.count {
            let row = table.rows[index]
            let run = table.rows[index...].prefix { $0.archived == 0 }.count
            if run >= 3 {
                let span = "\(row.period)…\(table.rows[index + run - 1].period)"
                lines += TextWrapper.labeled("\(style.dim(span))  \(Self.gap)  ", "no pages in the archive (\(run) \(table.unit.rawValue)s)",
                                             width: width, breaks: .betweenWords)
                index += run
                continue
            }
            let cells = row.values.enumerated().map { column, value in
                let bar = columnWidth - valueWidths[column] - 1
                guard let value else { return DisplayWidth.pad(Self.gap, to: columnWidth) }
                let text = table.text(value)
                let padded = String(repeating: " ", count: valueWidths[column] - text.count) + text
                return DisplayWidth.pad(padded + " " + self.bar(value, of: most[column], width: bar), to: columnWidth)
            }
            lines.append((style.dim(DisplayWidth.pad(row.period, to: periodWidth)) + "  " + cells.joined(separator: "  "))
                .trimmingTrailingSpaces())
            index += 1
        }
        for series in table.timeline.series {
            let undated = series.undated > 0 ? " (\(series.undated) on undated pages)" : ""
            lines += TextWrapper.wrap(MatchCount.line(series.total, query: series.query) + undated, width: width, breaks: .betweenWords)
        }
        if table.shares {
            lines += TextWrapper.wrap("values are articles per 10,000 articles of the period", width: width, breaks: .betweenWords).map(style.dim)
        }
        return lines
    }

    /// At least one block for any match, so that a single article is not lost beside hundreds.
    private func bar(_ value: Double, of most: Double, width: Int) -> String {
        guard value > 0, most > 0, width > 0 else { return "" }
        return String(repeating: "█", count: max(1, Int(value * Double(width) / most)))
    }
}
