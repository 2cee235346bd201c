/// Joins body lines into paragraphs. OCR tools either write a paragraph per line (long lines) or
/// wrap at the column width (short lines, often with blank lines between); in the latter a
/// paragraph ends where a line ends a sentence without filling the column.
enum ParagraphBuilder {
    /// Median line length above which lines are taken to be whole paragraphs.
    static let paragraphPerLineLength = 45
    /// Fewer lines than this say nothing about the column width: each sentence end is taken
    /// for a paragraph end.
    static let minimumLinesForWidth = 5
    /// A sentence-ending line shorter than this share of the column width ends its paragraph.
    static let shortLineShare = 0.9

    static func paragraphs(from pieces: [BodyPiece]) -> [Paragraph] {
        // Read off the pieces in place: filtering them first copied every piece and its text.
        var lengths: [Int] = []
        lengths.reserveCapacity(pieces.count)
        for index in pieces.indices where pieces[index].kind == .text {
            lengths.append(pieces[index].length)
        }
        lengths.sort()
        guard !lengths.isEmpty else {
            return pieces.map { Paragraph(kind: $0.kind, text: $0.content, lines: $0.lines) }
        }
        let median = lengths[lengths.count / 2]
        let width = Double(lengths[min(lengths.count - 1, lengths.count * 4 / 5)])
        let perLine = median > paragraphPerLineLength || lengths.count < minimumLinesForWidth
        var paragraphs: [Paragraph] = []
        paragraphs.reserveCapacity(pieces.count)
        // The open paragraph is `pieces[openStart..<index]`: read in place, never copied.
        var openStart = 0

        func flush(upTo end: Int) {
            defer { openStart = end }
            guard openStart < end else { return }
            let open = pieces[openStart..<end]
            let text = OutputText.body(joining: open.lazy.map { ($0.content, $0.isPlain) })
            if !text.isEmpty {
                paragraphs.append(Paragraph(kind: .text, text: text, lines: pieces[openStart].lines.union(pieces[end - 1].lines)))
            }
        }

        for index in pieces.indices {
            if pieces[index].kind == .sectionHeader {
                flush(upTo: index)
                paragraphs.append(Paragraph(kind: .sectionHeader, text: pieces[index].content, lines: pieces[index].lines))
                openStart = index + 1
                continue
            }
            if pieces[index].isTableRow {
                // A table's row is a paragraph of its own: joined, its cells would run on
                // into the next row's.
                flush(upTo: index)
                flush(upTo: index + 1)
            } else if pieces[index].endsSentence, perLine || Double(pieces[index].length) < width * shortLineShare {
                flush(upTo: index + 1)
            }
        }
        flush(upTo: pieces.count)
        return paragraphs
    }
}
