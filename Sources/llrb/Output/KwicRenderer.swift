import LLRBIndex
import LLRBViews

/// A concordance as aligned lines: date, left context right-aligned, the match, the right
/// context and the article id, every match starting in the same column, measured in display
/// columns (a CJK character takes two), and each line cut to the terminal's width: on a narrow
/// terminal both contexts are cut alike, each keeping the characters next to the match.
struct KwicRenderer {
    var style: Style
    /// The terminal's columns.
    var width: Int

    func render(_ concordance: Concordance, query: String) -> [String] {
        let lines = concordance.lines
        let matchWidth = lines.map { DisplayWidth.of(mark($0.match)) }.max() ?? 0
        let idWidth = lines.map(\.id.count).max() ?? 0
        // What OCR printed where a reader corrected it is said after the id.
        let noteWidth = lines.contains { $0.field == .original } ? 1 + DisplayWidth.of(Self.originalNote) : 0
        // date, left, match, right and id, a space between each.
        let contexts = width - 10 - matchWidth - idWidth - 4 - noteWidth
        let fullLeft = lines.map { DisplayWidth.of($0.left) }.max() ?? 0
        let leftWidth = min(fullLeft, max(4, contexts / 2))
        let rightWidth = max(4, contexts - leftWidth)
        var output = lines.map { line in
            let cut = DisplayWidth.truncateFront(line.left, to: leftWidth)
            let left = String(repeating: " ", count: leftWidth - DisplayWidth.of(cut)) + cut
            let right = DisplayWidth.pad(DisplayWidth.truncate(line.right.trimmingTrailingSpaces(), to: rightWidth), to: rightWidth)
            let marked = DisplayWidth.pad(mark(line.match), to: matchWidth)
            let original = line.field == .original ? " " + style.dim(Self.originalNote) : ""
            return [style.dim(line.date ?? "undated   "), left, style.enabled ? style.match(marked) : marked, right, style.identifier(line.id)]
                .joined(separator: " ") + original
        }
        let shown = lines.count < concordance.occurrences ? " (showing \(lines.count); more with --limit N or --all)" : ""
        let occurrences = concordance.occurrences == 1 ? "1 occurrence" : "\(concordance.occurrences) occurrences"
        output += TextWrapper.wrap("\(occurrences) in \(MatchCount.line(concordance.articles, query: query))\(shown)",
                                   width: width, breaks: .betweenWords)
        return output
    }

    private static let originalNote = "(before correction)"

    /// Coloured on a terminal; elsewhere 【bracketed】, so the match shows in a file too.
    private func mark(_ match: String) -> String {
        style.enabled ? match : "【" + match + "】"
    }
}
