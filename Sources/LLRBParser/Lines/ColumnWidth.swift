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
    /// Characters short of the width that a line must stop to have ended where it was set (a
    /// headline, a paragraph's end) rather than be a column line missing a character or two to
    /// the OCR.
    static let shortfall = 3
    /// Shortest length taken for a column: shorter lines are headlines, names and specks.
    static let minimum = 8

    /// Longest length counted: column lines are far shorter, and longer lines (a paragraph on
    /// one line) only say the page is not set in columns.
    static let maximum = 64

    /// Characters a line may end short of the width and still fill its column: a line of
    /// ideographs alone may stop one short of the lines around it, which print a narrower
    /// digit or punctuation mark among them (`…脱贫攻坚成果同乡村振` / `兴有效衔接,…`).
    static let fullLineShortfall = 1

    /// A line of `length` characters fills a column `width` wide (`fullLineShortfall`).
    static func fills(_ length: Int, width: Int) -> Bool {
        length + fullLineShortfall >= width
    }

    static func of(_ lines: [Line]) -> Int? {
        // Counts by length in an array: a page asks once, and hashing every line cost more.
        var counts = [Int](repeating: 0, count: maximum + narrowSlack + 1)
        var contentCount = 0
        for line in lines where !line.isBlank {
            contentCount += 1
            if (minimum...maximum).contains(line.length) { counts[line.length] += 1 }
        }
        // The window of `narrowSlack` lengths holding the most lines (the shortest such) holds
        // the full lines; the width is its shortest length printed by a fair share of them, so
        // that a few paragraph ends just short of it (15 against 30 lines of 18) do not lower it.
        var best = (start: minimum, full: 0)
        for start in minimum...maximum {
            let full = counts[start...(start + narrowSlack)].reduce(0, +)
            if full > best.full { best = (start, full) }
        }
        guard best.full > 0, Double(best.full) >= share * Double(contentCount) else { return nil }
        let window = best.start...(best.start + narrowSlack)
        let commonest = counts[window].max() ?? 0
        return window.first { counts[$0] * widthShareOfCommonest >= commonest }
    }
}
