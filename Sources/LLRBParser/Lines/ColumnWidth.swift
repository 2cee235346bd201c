/// The number of characters a page's column lines print, when the OCR kept the page's columns.
/// Justified column text fills every line but a paragraph's last to the same width, so most lines
/// print that many characters or a few more (digits and Latin letters are narrower than
/// ideographs); on pages of one paragraph per line the lengths spread far wider.
enum ColumnWidth {
    /// Share of content lines that must print the column width or a little more.
    static let share = 0.4
    /// Characters more than the width that narrow digits and letters let a full line hold.
    static let narrowSlack = 3
    /// A length is the width when at least a quarter as many lines print it as print the
    /// window's commonest length.
    static let widthShareOfCommonest = 4
    /// Shortest length taken for a column: shorter lines are headlines, names and specks.
    static let minimum = 8

    static func of(_ lines: [Line]) -> Int? {
        var counts: [Int: Int] = [:]
        var contentCount = 0
        for line in lines where !line.isBlank {
            contentCount += 1
            if line.length >= minimum { counts[line.length, default: 0] += 1 }
        }
        // The window of `narrowSlack` lengths holding the most lines (the shortest such) holds
        // the full lines; the width is its shortest length printed by a fair share of them, so
        // that a few paragraph ends just short of it (15 against 30 lines of 18) do not lower it.
        var best: (start: Int, full: Int)?
        for start in counts.keys {
            let full = (start...(start + narrowSlack)).reduce(0) { $0 + counts[$1, default: 0] }
            if best.map({ full > $0.full || full == $0.full && start < $0.start }) ?? true { best = (start, full) }
        }
        guard let best, Double(best.full) >= share * Double(contentCount) else { return nil }
        let window = best.start...(best.start + narrowSlack)
        let commonest = window.map { counts[$0, default: 0] }.max() ?? 0
        return window.first { counts[$0, default: 0] * widthShareOfCommonest >= commonest }
    }
}
