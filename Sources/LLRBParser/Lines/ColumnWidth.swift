/// The number of characters a page's column lines print, when the OCR kept the page's columns.
/// Justified column text fills every line but a paragraph's last to the same width, so most lines
/// print that many characters or a few more (digits and Latin letters are narrower than
/// ideographs); on pages of one paragraph per line the lengths spread far wider.
enum ColumnWidth {
    /// Share of content lines that must print the column width or a little more.
    static let share = 0.4
    /// Characters more than the width that narrow digits and letters let a full line hold.
    static let narrowSlack = 3
    /// Shortest length taken for a column: shorter lines are headlines, names and specks.
    static let minimum = 8

    static func of(_ lines: [Line]) -> Int? {
        var counts: [Int: Int] = [:]
        var contentCount = 0
        for line in lines where !line.isBlank {
            contentCount += 1
            if line.length >= minimum { counts[line.length, default: 0] += 1 }
        }
        // The width is where the most lines fall within `narrowSlack` above it; the shortest such.
        var best: (width: Int, full: Int)?
        for width in counts.keys {
            let full = (width...(width + narrowSlack)).reduce(0) { $0 + counts[$1, default: 0] }
            if best.map({ full > $0.full || full == $0.full && width < $0.width }) ?? true { best = (width, full) }
        }
        guard let (width, full) = best else { return nil }
        return Double(full) >= share * Double(contentCount) ? width : nil
    }
}
