/// A window of text with its whitespace flattened, remembering where each original scalar went,
/// so that match ranges can be carried over to the flattened text.
///
/// A field's stored text is its parts joined by line breaks, as the maker joins them (llrb: a
/// byline, then the dateline; a caption, then its credit; paragraph after paragraph), each part
/// already one line of text. So a line break marks
/// where one part ends and the next begins: it becomes ` · ` (`记者 李雅萍 · 本报讯`), or a plain
/// space after punctuation that already closes a sentence or clause (`…工作。 本报讯`,
/// `…的话。” 他说`). Any other run of whitespace becomes one space.
struct FlattenedText {
    static let partSeparator: [Unicode.Scalar] = [" ", "·", " "]

    var scalars: [Unicode.Scalar] = []
    /// Original index (from the window's first scalar) → output index before it was emitted.
    private var outputIndex: [Int] = []
    private let origin: Int

    init(_ window: ArraySlice<Unicode.Scalar>) {
        origin = window.startIndex
        outputIndex.reserveCapacity(window.count + 1)
        var pendingSpace = false
        var pendingBreak = false
        for scalar in window {
            outputIndex.append(scalars.count)
            if scalar.isSnippetWhitespace {
                pendingSpace = true
                pendingBreak = pendingBreak || scalar == "\n" || scalar == "\r"
                continue
            }
            if pendingSpace, !scalars.isEmpty {
                if pendingBreak && !Self.endsClause(scalars) {
                    scalars += Self.partSeparator
                } else {
                    scalars.append(" ")
                }
                outputIndex[outputIndex.count - 1] = scalars.count
            }
            pendingSpace = false
            pendingBreak = false
            scalars.append(scalar)
        }
        outputIndex.append(scalars.count)
    }

    /// Where an original scalar range (indices of the whole text) lies in the output, clipped
    /// to the window; nil when it falls outside or flattens to nothing.
    func range(of original: Range<Int>) -> SnippetHighlight? {
        let lower = min(max(original.lowerBound - origin, 0), outputIndex.count - 1)
        let upper = min(max(original.upperBound - origin, 0), outputIndex.count - 1)
        let start = outputIndex[lower]
        let end = outputIndex[upper]
        return start < end ? SnippetHighlight(start: start, end: end) : nil
    }

    private static let clauseEnds: Set<Unicode.Scalar> = [
        "。", "！", "？", "；", "：", "，", "、", "…", ".", "!", "?", ";", ":", ",",
    ]
    private static let closingMarks: Set<Unicode.Scalar> = ["”", "’", "」", "』", "）", "》", ")", "\"", "'"]

    /// Whether `scalars` end with a sentence or clause mark, perhaps inside a closing quote
    /// or bracket (`。”`).
    private static func endsClause(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = scalars.count - 1
        if index > 0, closingMarks.contains(scalars[index]) { index -= 1 }
        return clauseEnds.contains(scalars[index])
    }
}
