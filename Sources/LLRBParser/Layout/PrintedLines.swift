/// A layout page's lines as its text gives them to the parser: a line of text for each line of
/// the file, a blank line between two blocks, and a heading's type-size mark before it
/// (`TypeSizeMarks`), except that a heading its column broke over several lines is one line.
/// The layout shows the break where text cannot: the line runs to its column's right edge and
/// the next one goes on under it in the same type, flush left. Read as two lines, the rest of a
/// headline would be taken for its subtitle, as a marked text page's second heading line is.
/// A picture with a block of text standing right under it (`PicturePlaces`) is written before
/// that block as a markdown image, as OCR tools that write markdown mark a picture's place: the
/// block is where its caption is printed.
struct PrintedLines {
    struct Printed {
        var text: String
        /// The boxes of the file's lines it joins, in order; none when the file gives none.
        var boxes: [LayoutBox]
    }

    /// The page's blocks in order, each its lines; none is empty.
    let blocks: [[Printed]]

    init(_ page: LayoutPage) {
        let marks = TypeSizeMarks(page)
        let body = page.blocks.joined().compactMap { marks.prefix(of: $0).isEmpty ? $0.box : nil }
        let pictures = PicturePlaces(page)
        blocks = page.blocks.indices.flatMap { index in
            // The picture's box is in its line's text; it is no line of text on the scan.
            pictures.over(block: index).map { [Printed(text: PicturePlaces.line(for: $0), boxes: [])] }
                + [Self.lines(of: page.blocks[index], marks: marks, body: body)]
        }
    }

    /// The printed lines of one block: its lines, a heading its column broke joined into one.
    private static func lines(of block: [LayoutLine], marks: TypeSizeMarks, body: [LayoutBox]) -> [Printed] {
        var lines: [Printed] = []
        var previous: LayoutLine?
        for line in block {
            let text = oneLine(line.text)
            // A heading the column broke keeps its first part's mark, whatever its next parts
            // measure: the first part fills the column, and its size is read over the most
            // characters.
            if let previous, !lines.isEmpty, isWrapped(previous, into: line, marks: marks, body: body) {
                lines[lines.count - 1].text += joint(oneLine(previous.text), text) + text
                if let box = line.box { lines[lines.count - 1].boxes.append(box) }
            } else {
                lines.append(Printed(text: marks.prefix(of: line) + text, boxes: line.box.map { [$0] } ?? []))
            }
            previous = line
        }
        return lines
    }

    /// Whether `next` carries on the heading `line` as its column broke it: `line` is a heading
    /// that reaches within a character and a half of its column's right edge (the furthest the
    /// body's lines under or over it reach), and `next` stands right under it, flush left, in the
    /// same type, no longer than a full line.
    private static func isWrapped(_ line: LayoutLine, into next: LayoutLine, marks: TypeSizeMarks, body: [LayoutBox]) -> Bool {
        // Both are headings in one type. Where a mark's bound falls between their sizes (a
        // headline set at twice the body reads 1.97 times on one line, 2.0 on the next), only
        // sizes within an eleventh are: a banner over a headline is often near its size.
        let mark = marks.prefix(of: line), nextMark = marks.prefix(of: next)
        guard !mark.isEmpty, !nextMark.isEmpty, marks.isSameType(line, next, closely: nextMark != mark),
              let box = line.box, let below = next.box, box.height > 0 else { return false }
        let character = box.height
        let gap = below.y - (box.y + box.height)
        guard gap >= -character / 2, gap <= character, abs(below.x - box.x) <= character,
              below.width <= box.width + character else { return false }
        let column = body.filter { other in
            min(other.x + other.width, box.x + box.width) - max(other.x, box.x) >= min(other.width, box.width) / 2
        }
        guard let right = column.map({ $0.x + $0.width }).max() else { return false }
        return box.x + box.width >= right - 1.5 * character
    }

    /// `text` with each line break in it (`&#10;` in a word of the file, a form feed) a space:
    /// a line of the file is one line of the text, which its box is numbered by.
    private static func oneLine(_ text: String) -> String {
        // Asked of every line: its scalars are looked at, not its Characters, which cost some
        // 40 instructions each; a line break is one of these scalars or begins with one.
        guard text.unicodeScalars.contains(where: { (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029 })
        else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// What joins two parts of a broken line: nothing, but a space between two Latin letters or
    /// digits, which a column's break does not join into one word.
    private static func joint(_ first: String, _ second: String) -> String {
        guard let end = first.unicodeScalars.last, let start = second.unicodeScalars.first,
              end.isASCII, start.isASCII, end.properties.isAlphabetic || ("0"..."9").contains(end),
              start.properties.isAlphabetic || ("0"..."9").contains(start) else { return "" }
        return " "
    }
}
