/// Wraps paragraphs to a column width the way Chinese text is set: a line may break between any
/// two CJK characters, Latin words and numbers stay whole, and closing punctuation (，。）」…)
/// never starts a line — the character before it moves down with it.
enum TextWrapper {
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        var lines: [String] = []
        var line: [String] = []
        var lineWidth = 0
        for piece in pieces(of: text) {
            let pieceWidth = DisplayWidth.of(piece)
            guard lineWidth + pieceWidth > available, lineWidth > 0 else {
                line.append(piece)
                lineWidth += pieceWidth
                continue
            }
            var carried: [String] = []
            if let first = piece.first, noBreakBefore.contains(first), line.count > 1,
               let last = line.last, last.first != "\u{1B}", last != " " {
                carried = [line.removeLast()]
            }
            lines.append(indent + line.joined().trimmingTrailingSpaces())
            line = carried + (piece == " " ? [] : [piece])
            lineWidth = DisplayWidth.of(line.joined())
        }
        if lineWidth > 0 { lines.append(indent + line.joined().trimmingTrailingSpaces()) }
        return lines
    }

    /// Units that must not be split: a run of Latin letters and digits, an ANSI colour sequence,
    /// a single space, or any other single character.
    private static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var word = ""
        var escape = ""
        for character in text {
            if !escape.isEmpty || character == "\u{1B}" {
                escape.append(character)
                if character.isLetter {
                    pieces.append(escape)
                    escape = ""
                }
                continue
            }
            if character.isASCII, character.isLetter || character.isNumber || character == "." || character == "-" {
                word.append(character)
                continue
            }
            if !word.isEmpty { pieces.append(word); word = "" }
            pieces.append(character.isWhitespace ? " " : String(character))
        }
        if !word.isEmpty { pieces.append(word) }
        return pieces
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
