/// Markdown heading marks for the lines of a layout page set larger than its body, by how much
/// larger: `#` from twice the body's size, `##` from 1.5 times, `###` from 1.25 times. An OCR
/// tool that writes markdown marks headings this way, from type size, and the parser reads such
/// marks as evidence beside the rest (a kicker set as large as a headline, a banner, a large
/// advert are marked too, and told apart as on a marked page). The body's size is the one most
/// of the page's characters are set in. Sizes are compared in one measure a page: font sizes
/// (points) when every line has one, else the heights of the lines' boxes, each held to 1.15
/// times its characters' spacing (`advance(of:across:)`). Not hOCR's
/// `x_size`: Tesseract estimates it for a block of lines at once, so that a kicker or a banner
/// the engine read in one block with the headline under it takes the headline's size, where its
/// box keeps its own.
struct TypeSizeMarks {
    private let size: (LayoutLine) -> Double?
    private let body: Double?

    init(_ page: LayoutPage) {
        let lines = Array(page.blocks.joined())
        if lines.allSatisfy({ $0.fontSize != nil }) {
            size = \.fontSize
        } else {
            size = { line in line.box.map { min($0.height, Self.advance(of: line.text, across: $0.width) * 1.15) } }
        }
        var characters: [(size: Double, count: Int)] = []
        for line in lines {
            if let size = size(line), size > 0 { characters.append((size, line.text.count)) }
        }
        characters.sort { $0.size < $1.size }
        let half = characters.reduce(0) { $0 + $1.count } / 2
        var seen = 0
        body = characters.first { entry in
            seen += entry.count
            return seen > half
        }?.size
    }

    /// How far apart the characters of `text` stand across `width`: an ideograph or a full-width
    /// sign takes an em, an ASCII letter, digit or sign half of one, an ASCII space or control
    /// none. A box's height says a line's type size unless two lines were read as one, the page
    /// is skewed or a speck touches the line, and each makes its box taller, never its characters
    /// further apart. An opening quotation mark or bracket that opens the line, and a closing one
    /// or a stop that ends it, count half: its ink stands in the inner half of its em, and the
    /// box holds the ink alone (a headline's last line `口”`). A sign alone keeps its em.
    private static func advance(of text: String, across width: Double) -> Double {
        var halves = 0
        for byte in text.utf8 {
            // A scalar's lead byte (a continuation byte is 10xxxxxx).
            if byte > 0x20, byte < 0x7F { halves += 1 } else if byte >= 0xC0 { halves += 2 }
        }
        if halves > 2 {
            if UTF8Walk.firstScalar(of: text).map(opensHalfInked) == true { halves -= 1 }
            if UTF8Walk.lastScalar(of: text).map(closesHalfInked) == true { halves -= 1 }
        }
        return halves > 0 ? width * 2 / Double(halves) : .infinity
    }

    /// The full-width signs whose ink stands in the right half of their em: opening quotation
    /// marks and brackets (`“` `‘` `《` `「` `『` `【` `〔` `〖` `（` `［`).
    private static func opensHalfInked(_ value: UInt32) -> Bool {
        value == 0x2018 || value == 0x201C || [0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0xFF08, 0xFF3B].contains(value)
    }

    /// The full-width signs whose ink stands in the left half of their em: closing quotation
    /// marks and brackets, and the stops and commas of Chinese text (`”` `》` `）` `。` `，` `！`).
    private static func closesHalfInked(_ value: UInt32) -> Bool {
        value == 0x2019 || value == 0x201D || [0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0xFF09, 0xFF3D].contains(value)
            || [0x3001, 0x3002, 0xFF01, 0xFF0C, 0xFF1A, 0xFF1B, 0xFF1F].contains(value)
    }

    /// Whether the two lines are set in one type: sizes within a sixth of each other, or, asked
    /// `closely`, within an eleventh.
    func isSameType(_ line: LayoutLine, _ other: LayoutLine, closely: Bool = false) -> Bool {
        guard let first = size(line), let second = size(other), first > 0, second > 0 else { return false }
        return max(first, second) / min(first, second) <= (closely ? 1.09 : 1.17)
    }

    /// The mark and space to set before `line`, or "".
    func prefix(of line: LayoutLine) -> String {
        guard let body, let size = size(line) else { return "" }
        let ratio = size / body
        if ratio >= 2 { return "# " }
        if ratio >= 1.5 { return "## " }
        if ratio >= 1.25 { return "### " }
        return ""
    }
}
