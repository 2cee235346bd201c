/// The lines the learned labeller gives a label each: the page's lines with OCR wraps joined
/// (`WrapMerger`), blank ones left out, in page order. Features, truth and decoding all index
/// this one list, so that a label always means the same line.
enum ReadingLines {
    static func of(_ rawLines: [Line]) -> [Line] {
        WrapMerger.merge(rawLines).filter { !$0.isBlank }
    }
}

extension PageParser {
    /// The source lines of each line the learned labeller reads on the page `text` (see
    /// `ReadingLines`), in order: what a truth's marks are matched against to give each its label.
    public static func readingLines(text: String) -> [SourceLines] {
        ReadingLines.of(LineReader.lines(of: text[...])).map(\.sourceLines)
    }
}
