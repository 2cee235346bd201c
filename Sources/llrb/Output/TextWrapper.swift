/// Wraps paragraphs to a column width the way Chinese text is set: a line may break between any
/// two CJK characters, Latin words and numbers stay whole, and closing punctuation (，。）」…,
/// and a straight `"` that closes a quotation) never starts a line — the character before it
/// moves down with it.
enum TextWrapper {
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        var lines: [String] = []
        var line: [Piece] = []
        var lineWidth = 0
        for piece in pieces(of: text) {
            guard lineWidth + piece.width > available, lineWidth > 0 else {
                line.append(piece)
                lineWidth += piece.width
                continue
            }
            var carried: [Piece] = []
            if piece.mustNotStartLine {
                while line.count > 1, let last = line.last, !last.isEscape, last.text != " " {
                    carried.insert(line.removeLast(), at: 0)
                    if !last.mustNotStartLine { break }
                }
            }
            lines.append(indent + line.map(\.text).joined().trimmingTrailingSpaces())
            line = carried + (piece.text == " " ? [] : [piece])
            lineWidth = line.reduce(0) { $0 + $1.width }
        }
        if lineWidth > 0 { lines.append(indent + line.map(\.text).joined().trimmingTrailingSpaces()) }
        return lines
    }

    /// A unit that is never split, with what wrapping needs to know about it.
    private struct Piece {
        var text: String
        var width: Int
        var mustNotStartLine: Bool
        var isEscape: Bool { text.first == "\u{1B}" }
    }

    /// `label` then `text` wrapped, later lines indented to where the text began:
    /// `date      2020-03-13 星期五 — …` with its continuation aligned under `2020`.
    static func labeled(_ label: String, _ text: String, width: Int) -> [String] {
        let hanging = String(repeating: " ", count: DisplayWidth.of(label))
        let lines = wrap(text, width: width, indent: hanging)
        guard let first = lines.first else { return [label.trimmingTrailingSpaces()] }
        return [label + first.dropFirst(hanging.count)] + lines.dropFirst()
    }

    /// Units that must not be split: a run of Latin letters, digits and path characters, an ANSI colour sequence,
    /// a single space, or any other single character. A straight `"` closes a quotation when an
    /// odd number of them came before it.
    private static func pieces(of text: String) -> [Piece] {
        var texts: [String] = []
        var word = ""
        var escape = ""
        for character in text {
            if !escape.isEmpty || character == "\u{1B}" {
                escape.append(character)
                if character.isLetter {
                    texts.append(escape)
                    escape = ""
                }
                continue
            }
            if character.isASCII, character.isLetter || character.isNumber || "._-/~$@".contains(character) {
                word.append(character)
                continue
            }
            if !word.isEmpty { texts.append(word); word = "" }
            texts.append(character.isWhitespace ? " " : String(character))
        }
        if !word.isEmpty { texts.append(word) }
        var straightQuotes = 0
        return texts.map { text in
            let closesQuote = text == "\"" && straightQuotes % 2 == 1
            if text == "\"" { straightQuotes += 1 }
            let closer = closesQuote || (text.count == 1 && text.first.map(noBreakBefore.contains) == true)
            return Piece(text: text, width: DisplayWidth.of(text), mustNotStartLine: closer)
        }
    }

    private static let noBreakBefore: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "”", "’",
        ",", ".", ";", ":", "?", "!", ")", "…",
    ]
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
