/// Wraps paragraphs to a column width, in one of two ways (`Breaks`):
///
/// - page text, set the way Chinese is set: a line may break at a space or next to a CJK (wide)
///   character, never inside a run of other characters — a Latin word, a number, `{query,`;
/// - English prose that quotes Chinese words, queries, options and URLs (help, hints): a line
///   breaks only at a space, and never inside a quoted span (`'llrb analyze QUERY'`,
///   `"经济 发展"`), between an option and its value (`--host 0.0.0.0`) or after `>` and `|`, so
///   that `-复工复学`, `/search?q=复工复产` and `吕梁日报` stay whole.
///
/// Either way, closing punctuation (，。）」”…, and a straight `"` that closes a quotation) never
/// starts a line and opening punctuation ((「【“) never ends one (禁则): the characters beside it
/// move down with it, as many as that takes (`无”“` moves down whole). A unit wider than a whole
/// line is broken as page text is; a run that still is (a long path) stands alone on its line,
/// whole, to be copied as it is.
enum TextWrapper {
    enum Breaks {
        /// Page text: between any two Chinese characters, and at spaces.
        case betweenCharacters
        /// English prose: at spaces outside quoted spans and option–value pairs.
        case betweenWords
    }

    static func wrap(_ text: String, width: Int, indent: String = "", breaks: Breaks = .betweenCharacters) -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        var lines: [String] = []
        var line: [WrapPiece] = []
        var lineWidth = 0
        for piece in WrapPiece.pieces(of: text, breaks: breaks, lineWidth: available) {
            guard lineWidth + piece.width > available, lineWidth > 0 else {
                line.append(piece)
                lineWidth += piece.width
                continue
            }
            var carried = [piece]
            while carried[0].joinsPrevious, line.count > 1 {
                carried.insert(line.removeLast(), at: 0)
            }
            while carried.first?.isSpace == true { carried.removeFirst() }
            lines.append(indent + line.map(\.text).joined().trimmingTrailingSpaces())
            line = carried
            lineWidth = line.reduce(0) { $0 + $1.width }
        }
        if lineWidth > 0 { lines.append(indent + line.map(\.text).joined().trimmingTrailingSpaces()) }
        return lines
    }

    /// `label` then `text` wrapped, later lines indented to where the text began:
    /// `date      2020-03-13 星期五 — …` with its continuation aligned under `2020`.
    static func labeled(_ label: String, _ text: String, width: Int, breaks: Breaks = .betweenCharacters) -> [String] {
        let hanging = String(repeating: " ", count: DisplayWidth.of(label))
        let lines = wrap(text, width: width, indent: hanging, breaks: breaks)
        guard let first = lines.first else { return [label.trimmingTrailingSpaces()] }
        return [label + first.dropFirst(hanging.count)] + lines.dropFirst()
    }

    /// A shell command wrapped between its words as `sh` reads it: every line but the last ends
    /// with ` \`, later lines indented by `continuation`, so that the lines copied together
    /// still run as one command.
    static func command(_ command: String, width: Int, indent: String, continuation: String) -> [String] {
        let lines = wrap(command, width: width - 2, indent: indent + continuation, breaks: .betweenWords)
        guard let first = lines.first else { return [] }
        let all = [indent + first.dropFirst(indent.count + continuation.count)] + lines.dropFirst()
        return all.enumerated().map { $0.offset < all.count - 1 ? $0.element + " \\" : $0.element }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
