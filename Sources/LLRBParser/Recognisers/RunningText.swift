/// A line of a story's running text with the fields printed inside it cut out: its jump markers
/// (`…培育壮大市场主体。（下转2版）`) and the names closing the story (`…彼此坦诚。（方妮杰 宋娟霞）`).
/// Read one way for both readings of a page, the rule table's (`ArticleAssembler`) and the
/// labels' (`LabelledReading`), so that a text line gives the same fields under either.
package struct RunningText {
    /// What is left of the text: the markers and the closing names cut out.
    package let text: String
    package let markers: [ContinuationReader.Marker]
    /// The names that close the story, nil when the line ends in none.
    package let closingNames: [Byline]?
    /// The line ends a sentence, jumps to another page or names the story's writers: a
    /// paragraph may end with it.
    package let ends: Bool

    /// `content`: the part of `line` to read (all of it, or what its news lead leaves).
    package init(_ content: String, of line: Line) {
        var text = content
        var ends = line.endsSentence
        markers = ContinuationReader.markers(in: line)
        if !markers.isEmpty {
            text = ContinuationReader.removing(markers, from: text)
            ends = ends || markers.contains { $0.direction == .to }
        }
        var closing: [Byline]?
        if RunningText.endsWithBracket(text), let trailing = BylineReader.trailing(in: String(Substring(text).trimmingEdges())) {
            text = String(trailing.before)
            closing = trailing.bylines
            ends = true
        }
        closingNames = closing
        self.text = text
        self.ends = ends
    }

    /// The last scalar of `text` that is not a space is `)` or `）`; read backwards off the
    /// bytes, since nearly every line asked ends otherwise and trimming each cost more.
    private static func endsWithBracket(_ text: String) -> Bool {
        UTF8Walk.withBytes(text) { bytes in
            var end = bytes.count
            while end > 0 {
                let start = UTF8Walk.scalarStart(before: end, in: bytes)
                guard let (value, _) = UTF8Walk.scalar(in: bytes, at: start) else { return false }
                if !ScalarClass.isSpace(value) {
                    return value == Unicode.Scalar(")").value || value == Unicode.Scalar("）").value
                }
                end = start
            }
            return false
        }
    }
}
