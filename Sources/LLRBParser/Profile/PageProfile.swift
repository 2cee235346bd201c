/// What the labelled page says of its layout as a whole, read once before its stories are put
/// together: which lines take part in stories, which side of its story the page prints a
/// headline on (with the evidence that voted, see `HeadlineSide`), the markdown level of its
/// story headlines (`HeadlineLevel`) and how long its body lines run. Assembly reads these facts
/// and never decides them again; `parse --explain` shows them over the page's lines.
package struct PageProfile {
    /// Positions of the lines that take part in stories, in page order: masthead, footer, noise
    /// and blank lines are set apart before assembly.
    let order: [Int]
    let side: HeadlineSide.Verdict
    /// The markdown level of the page's story headlines (主题), when the OCR gave levels.
    let articleLevel: Int?
    /// Median length of the page's body lines: its column width when it wraps at columns.
    let columnWidth: Int

    init(_ lines: [Line], _ kinds: [LineKind]) {
        order = kinds.positions(where: Self.takesPart)
        side = HeadlineSide.verdict(lines, kinds, order: order)
        articleLevel = HeadlineLevel.ofStories(lines, kinds, order: order)
        columnWidth = Self.medianBodyLength(lines, kinds, order: order)
    }

    package static func takesPart(_ kind: LineKind) -> Bool {
        switch kind {
        case .blank, .masthead, .footer, .noise: false
        default: true
        }
    }

    private static func medianBodyLength(_ lines: [Line], _ kinds: [LineKind], order: [Int]) -> Int {
        var lengths: [Int] = []
        lengths.reserveCapacity(order.count)
        for index in order {
            if case .body = kinds[index] {
                lengths.append(lines[index].length)
            }
        }
        lengths.sort()
        return lengths.isEmpty ? 0 : lengths[lengths.count / 2]
    }
}
