/// A window of text with its whitespace flattened, remembering where each original scalar went,
/// so that match ranges can be carried over to the flattened text.
struct FlattenedText {
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
            if pendingSpace, !scalars.isEmpty, !(pendingBreak && Self.isCJK(scalars[scalars.count - 1]) && Self.isCJK(scalar)) {
                scalars.append(" ")
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

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.of(scalar.value).0 == .cjk
    }
}
