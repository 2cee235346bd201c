/// Wraps paragraphs to a column width the way Chinese text is set: a line may break at a space
/// or next to a CJK (wide) character, never inside a run of other characters — a Latin word, a
/// number, an option name such as `--limit`, a path, `{query,`. Closing punctuation (，。）」…, and
/// a straight `"` that closes a quotation) never starts a line, and opening punctuation ((「【“)
/// never ends one: the character beside it moves down with it. A run wider than a whole line
/// (a long path) stands alone on its line, whole, to be copied as it is.
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
            while line.count > 1, let last = line.last, last.mustNotEndLine {
                carried.insert(line.removeLast(), at: 0)
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
        var mustNotStartLine = false
        var mustNotEndLine = false
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

    /// Units that must not be split: a single space, an ANSI colour sequence, a wide character,
    /// or a run of any other characters. A straight `"` opens a quotation when an even number of
    /// them came before it, and closes one otherwise.
    private static func pieces(of text: String) -> [Piece] {
        var texts: [String] = []
        var run = ""
        var escape = ""
        func endRun() {
            if !run.isEmpty { texts.append(run) }
            run = ""
        }
        for character in text {
            if !escape.isEmpty || character == "\u{1B}" {
                if escape.isEmpty { endRun() }
                escape.append(character)
                if character.isLetter {
                    texts.append(escape)
                    escape = ""
                }
                continue
            }
            if character.isWhitespace || DisplayWidth.of(character) > 1 {
                endRun()
                texts.append(character.isWhitespace ? " " : String(character))
            } else {
                run.append(character)
            }
        }
        endRun()
        var straightQuotes = 0
        return texts.map { text in
            var piece = Piece(text: text, width: DisplayWidth.of(text))
            let scalars = text.unicodeScalars
            guard let first = scalars.first, let last = scalars.last, !piece.isEscape else { return piece }
            piece.mustNotStartLine = noBreakBefore.contains(first) || (first == "\"" && straightQuotes % 2 == 1)
            straightQuotes += scalars.reduce(0) { $1 == "\"" ? $0 + 1 : $0 }
            piece.mustNotEndLine = noBreakAfter.contains(last) || (last == "\"" && straightQuotes % 2 == 1)
            return piece
        }
    }

    /// Scalars, not Characters: a set of Characters hashes each piece's first one normalized, and
    /// wrapping a page of ten hits took ~8 M instructions, a quarter of a ranked search at 1 GB.
    private static let noBreakBefore: Set<Unicode.Scalar> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "”", "’",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "…",
    ]

    private static let noBreakAfter: Set<Unicode.Scalar> = [
        "（", "「", "『", "《", "〈", "【", "“", "‘", "(", "[", "{",
    ]
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
