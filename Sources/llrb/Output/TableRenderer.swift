/// Columns aligned by display width (CJK counts two), headers dimmed, for listings such as
/// `analyze`, `issues` and a table of contents.
struct TableRenderer {
    var headers: [String]
    var style: Style
    /// Columns to cut to at most this many columns wide (by index), e.g. long headlines.
    var maximumWidths: [Int: Int] = [:]

    func render(_ rows: [[String]]) -> [String] {
        let cut = rows.map { row in
            row.enumerated().map { column, cell in
                maximumWidths[column].map { DisplayWidth.truncate(cell, to: $0) } ?? cell
            }
        }
        let widths = headers.indices.map { column in
            ([headers[column]] + cut.map { column < $0.count ? $0[column] : "" }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column])
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return [style.dim(line(headers))] + cut.map(line)
    }
}
