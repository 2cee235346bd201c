/// One line's worth of an article body before paragraphs are formed.
package struct BodyPiece {
    var kind: Paragraph.Kind
    /// The printed text with markers and bylines cut out (a section header already formatted).
    var content: String
    /// `content` holds no space and no pictograph: a part of a plain line (see `Line.isPlain`).
    var isPlain: Bool
    /// Length of the line in scalars, for judging whether it fills its column.
    var length: Int
    var endsSentence: Bool
    var lines: SourceLines
    /// A table's row (`MarkdownTable`): a paragraph of its own.
    var isTableRow = false

    package init(kind: Paragraph.Kind, content: String, isPlain: Bool, length: Int, endsSentence: Bool, lines: SourceLines,
                 isTableRow: Bool = false) {
        self.kind = kind
        self.content = content
        self.isPlain = isPlain
        self.length = length
        self.endsSentence = endsSentence
        self.lines = lines
        self.isTableRow = isTableRow
    }
}
