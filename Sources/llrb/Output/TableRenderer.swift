/// Columns aligned by display width (CJK counts two), headers dimmed, for listings such as
/// `analyze`, `issues` and a table of contents.
struct TableRenderer {
    /// A table held to a total width by cutting one column (e.g. headlines) to what the others
    /// leave, since the others (ids, numbers) are no use cut.
    struct Fit {
        var width: Int
        var column: Int
        /// The column is never cut narrower than this, even when the row then overflows.
        var minimum = 8
    }

    static let separator = "  "

    var headers: [String]
    var style: Style
    /// Columns to cut to at most this many columns wide (by index), e.g. long headlines.
    var maximumWidths: [Int: Int] = [:]
    var fit: Fit?
    /// A terminal this narrow, and the columns (by index) that may go, the first first, while the
    /// table is wider than it: a weekday beside a date says little a narrow screen must show.
    var narrow: (width: Int, droppable: [Int])?

    func render(_ rows: [[String]]) -> [String] {
        let (cells, widths) = layout(rows)
        let total = widths.reduce(0, +) + Self.separator.count * max(0, widths.count - 1)
        if let narrow, let column = narrow.droppable.first, total > narrow.width {
            return dropping(column, narrow: narrow).render(rows.map { row in row.enumerated().filter { $0.offset != column }.map(\.element) })
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column])
            }.joined(separator: Self.separator).trimmingTrailingSpaces()
        }
        return [style.dim(line(headers))] + cells.map(line)
    }

    /// This table without `column`, its other columns' cuts renumbered.
    private func dropping(_ column: Int, narrow: (width: Int, droppable: [Int])) -> TableRenderer {
        func after(_ index: Int) -> Int { index > column ? index - 1 : index }
        var fewer = self
        fewer.headers.remove(at: column)
        fewer.narrow = (narrow.width, narrow.droppable.dropFirst().map(after))
        fewer.maximumWidths = Dictionary(uniqueKeysWithValues: maximumWidths.filter { $0.key != column }.map { (after($0.key), $0.value) })
        fewer.fit = fit.flatMap { $0.column == column ? nil : Fit(width: $0.width, column: after($0.column), minimum: $0.minimum) }
        return fewer
    }

    /// The cells of `rows`, each cut as `maximumWidths` and `fit` say, and each column's width.
    private func layout(_ rows: [[String]]) -> (cells: [[String]], widths: [Int]) {
        var limits = maximumWidths
        var cells = cut(rows, to: limits)
        var widths = columnWidths(cells)
        // Measured once; again only when the fitted column must be cut (every cell's width is
        // most of what a long listing such as `authors` costs).
        if let fit {
            let others = widths.enumerated().filter { $0.offset != fit.column }.reduce(0) { $0 + $1.element }
            let left = fit.width - others - Self.separator.count * (headers.count - 1)
            let limit = max(fit.minimum, min(limits[fit.column] ?? .max, left))
            if widths[fit.column] > limit {
                limits[fit.column] = limit
                cells = cut(rows, to: limits)
                widths = columnWidths(cells)
            }
        }
        return (cells, widths)
    }

    private func cut(_ rows: [[String]], to limits: [Int: Int]) -> [[String]] {
        rows.map { row in
            row.enumerated().map { column, cell in
                limits[column].map { DisplayWidth.truncate(cell, to: $0) } ?? cell
            }
        }
    }

    /// The widest cell of each column, its header included.
    private func columnWidths(_ rows: [[String]]) -> [Int] {
        headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(DisplayWidth.of).max() ?? 0
        }
    }
}
