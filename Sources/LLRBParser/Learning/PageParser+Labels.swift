extension PageParser {
    /// Parses the page `text` as the labels say its lines are (see `LineLabel`): what a learned
    /// labeller's reading becomes, and how a page's own truth is checked against the scoring.
    /// `labels`: one per entry of `readingLines(text:)`, in order. A count that differs never
    /// traps: a line past the last label is read as the open story's text (`inside` text), labels
    /// past the last line are ignored, and the page's `warnings` say so. `source` as for
    /// `parse(text:source:)`.
    public static func parse(text: String, source: String? = nil, labels: [LineLabel]) -> Page {
        LabelledReading.page(LineReader.lines(of: text[...]), labels: labels, fileName: source, numberedByFileName: true)
    }
}
