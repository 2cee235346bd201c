import LLRBParser

/// The lines the learned labeller gives a label each: the page's lines with OCR wraps joined
/// (`WrapMerger`), blank ones left out, in page order. Features, truth and decoding all index
/// this one list, so that a label always means the same line.
enum ReadingLines {
    static func of(_ rawLines: [Line]) -> [Line] {
        among(WrapMerger.merge(rawLines))
    }

    /// The reading lines among lines whose wraps are joined already.
    static func among(_ mergedLines: [Line]) -> [Line] {
        mergedLines.filter { !$0.isBlank }
    }
}
