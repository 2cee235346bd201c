/// The layout a page is printed in, as the marks' `@page` line names it: its family, by which
/// `llrb-bench realistic` tallies its pages, and whether a blank line follows each printed line,
/// which `build.py` prints it with again.
struct MarkedPageLayout: Equatable {
    enum Family: String {
        /// Wrapped every ~20 characters, as OCR kept the columns (seed 004).
        case columns
        /// `#` marks an OCR tool guessed from type sizes (seeds 000, 003).
        case markdown
        /// One paragraph a line, no marks (seed 001).
        case plain
    }

    var family: Family
    /// A blank line after each printed line, as OCR writes most pages (`@page … blank=none`
    /// when not).
    var blankBetween: Bool

    /// A paragraph is longer than this; no column line of the marked pages is (their widths run
    /// from 14 to 26 characters).
    static let longestColumnLine = 32

    /// `columns` when at most one non-blank line in ten is longer than `longestColumnLine`
    /// characters (spaces aside): a page of one paragraph a line prints its text in long lines
    /// (47–64 % of them on the seeds), a column page none but its masthead or a table.
    /// Else `markdown` when a line opens with `#`, else `plain`. So every page of
    /// `bench/realistic` is told its family. Blank lines are between when at least half the
    /// non-blank lines have one after them.
    init(lines: [Substring]) {
        let printed = lines.indices.filter { !lines[$0].allSatisfy(\.isWhitespace) }
        let long = printed.count { lines[$0].count { !$0.isWhitespace } > Self.longestColumnLine }
        if long * 10 <= printed.count {
            family = .columns
        } else if printed.contains(where: { lines[$0].drop(while: \.isWhitespace).first == "#" }) {
            family = .markdown
        } else {
            family = .plain
        }
        let blankAfter = printed.count { $0 + 1 < lines.count && lines[$0 + 1].allSatisfy(\.isWhitespace) }
        blankBetween = blankAfter * 2 >= printed.count
    }

    /// The `@page` line: never wrapped again (`width=9999`), since the printed lines are marked
    /// as they are.
    var directive: String {
        "@page family=\(family.rawValue) width=9999" + (blankBetween ? "" : " blank=none")
    }
}
