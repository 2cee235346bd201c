import LLRBEngine
import LLRBIndex

/// The text around a match, cut to a number of characters each side, with whitespace read as
/// the analyzer reads it: a space or line break between two CJK characters (or a CJK character
/// and a digit) is OCR's wrap noise and goes, any other run of whitespace becomes one space. So
/// the context runs on across the line breaks of a field and `复 工复产` prints as `复工复产`.
struct ContextWindow {
    var left: String
    var match: String
    var right: String

    /// - Parameters:
    ///   - scalars: the field's text.
    ///   - match: the match, as scalar indices of `scalars`.
    ///   - width: characters to keep on each side.
    init(_ scalars: [Unicode.Scalar], match: Range<Int>, width: Int) {
        // Whitespace and the OCR spaces it drops can take room: read a wider slice than kept.
        let start = max(0, match.lowerBound - 4 * width - 8), end = min(scalars.count, match.upperBound + 4 * width + 8)
        var flat: [Unicode.Scalar] = []
        flat.reserveCapacity(end - start)
        var pendingSpace = false
        var (matchStart, matchEnd) = (0, 0)
        for index in start..<end {
            let scalar = scalars[index]
            if index == match.upperBound { matchEnd = flat.count }
            if SnippetBuilder.isWhitespace(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = flat.last, !Self.joins(last, scalar) {
                flat.append(" ")
            }
            pendingSpace = false
            if index == match.lowerBound { matchStart = flat.count }
            flat.append(scalar)
        }
        if match.upperBound >= end { matchEnd = flat.count }
        matchEnd = max(matchEnd, matchStart)
        let kept = max(0, width)
        // A space the cut leaves at the outer edge of the left context would misalign nothing
        // but reads as a hole: it goes.
        self.left = String(scalars: flat[max(0, matchStart - kept)..<matchStart].drop { $0 == " " })
        self.match = String(scalars: flat[matchStart..<matchEnd])
        self.right = String(scalars: flat[matchEnd..<min(flat.count, matchEnd + kept)])
    }

    /// Whether whitespace between these two is OCR noise to drop: both wide (CJK characters
    /// and punctuation), or one wide and the other a digit (`2023 年`).
    private static func joins(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        let (wideBefore, wideAfter) = (isWide(before), isWide(after))
        return wideBefore && wideAfter || wideBefore && isDigit(after) || isDigit(before) && wideAfter
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        (0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF01...0xFF60).contains(scalar.value) || (0x20000...0x3FFFD).contains(scalar.value)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
