/// A unit `TextWrapper` never splits — a space, an ANSI colour sequence, a wide character or a
/// run of other characters — and whether a line may break before it.
struct WrapPiece {
    var text: String
    var width: Int
    /// No line may break between this piece and the one before it.
    var joinsPrevious = false
    var isSpace: Bool { text == " " }
    var isEscape: Bool { text.first == "\u{1B}" }

    /// The pieces of `text`, each knowing whether a break before it is allowed in the way
    /// `breaks` says; in prose, a unit wider than `lineWidth` may break as page text does.
    static func pieces(of text: String, breaks: TextWrapper.Breaks, lineWidth: Int) -> [WrapPiece] {
        var pieces = split(text)
        let pageBreaks = pageTextBreaks(pieces)
        for index in pieces.indices { pieces[index].joinsPrevious = pageBreaks[index] }
        guard breaks == .betweenWords else { return pieces }
        let glued = gluedSpaces(pieces)
        var afterGluedSpace = false
        for index in pieces.indices {
            let piece = pieces[index]
            if piece.isSpace {
                pieces[index].joinsPrevious = glued.contains(index)
                afterGluedSpace = pieces[index].joinsPrevious
            } else {
                pieces[index].joinsPrevious = index > 0 && (!pieces[index - 1].isSpace || afterGluedSpace)
                afterGluedSpace = false
            }
        }
        // A unit wider than a line breaks as page text does rather than overflow.
        var start = 0
        var unitWidth = 0
        for index in pieces.indices {
            if !pieces[index].joinsPrevious {
                if unitWidth > lineWidth { restore(pageBreaks, in: start + 1..<index, of: &pieces) }
                start = index
                unitWidth = 0
            }
            unitWidth += pieces[index].width
        }
        if unitWidth > lineWidth { restore(pageBreaks, in: start + 1..<pieces.count, of: &pieces) }
        return pieces
    }

    private static func restore(_ breaks: [Bool], in range: Range<Int>, of pieces: inout [WrapPiece]) {
        for index in range { pieces[index].joinsPrevious = breaks[index] }
    }

    /// Spaces, escapes, wide characters and runs of other characters, in order.
    private static func split(_ text: String) -> [WrapPiece] {
        var pieces: [WrapPiece] = []
        var run = ""
        var escape = ""
        func add(_ text: String) { pieces.append(WrapPiece(text: text, width: DisplayWidth.of(text))) }
        func endRun() {
            if !run.isEmpty { add(run) }
            run = ""
        }
        for character in text {
            if !escape.isEmpty || character == "\u{1B}" {
                if escape.isEmpty { endRun() }
                escape.append(character)
                if character.isLetter {
                    add(escape)
                    escape = ""
                }
                continue
            }
            if character.isWhitespace || DisplayWidth.of(character) > 1 {
                endRun()
                add(character.isWhitespace ? " " : String(character))
            } else {
                run.append(character)
            }
        }
        endRun()
        return pieces
    }

    /// Where page text may not break, piece by piece: before closing punctuation, after opening
    /// punctuation (looking past colour sequences, which go with what precedes them), and never
    /// at a space's either side but by those rules. A straight `"` opens a quotation when an even
    /// number of them came before it, and closes one otherwise.
    private static func pageTextBreaks(_ pieces: [WrapPiece]) -> [Bool] {
        var joins = [Bool](repeating: false, count: pieces.count)
        var straightQuotes = 0
        var previousEndsOpen = false
        for (index, piece) in pieces.enumerated() {
            if piece.isEscape {
                joins[index] = true
                continue
            }
            if piece.isSpace {
                previousEndsOpen = false
                continue
            }
            let scalars = piece.text.unicodeScalars
            guard let first = scalars.first, let last = scalars.last else { continue }
            let closes = noBreakBefore.contains(first) || (first == "\"" && straightQuotes % 2 == 1)
            joins[index] = index > 0 && !pieces[index - 1].isSpace && (closes || previousEndsOpen)
            straightQuotes += scalars.reduce(0) { $1 == "\"" ? $0 + 1 : $0 }
            previousEndsOpen = noBreakAfter.contains(last) || (last == "\"" && straightQuotes % 2 == 1)
        }
        return joins
    }

    /// The indices of the spaces prose must not break at: inside a quoted span, between an
    /// option and its value, after a shell's `>` or `|`.
    private static func gluedSpaces(_ pieces: [WrapPiece]) -> Set<Int> {
        var words: [String] = []
        var spaceAfter: [Int] = []
        var word = ""
        for (index, piece) in pieces.enumerated() {
            if piece.isSpace {
                if word.isEmpty { continue }
                words.append(word)
                spaceAfter.append(index)
                word = ""
            } else if !piece.isEscape {
                word += piece.text
            }
        }
        if !word.isEmpty { words.append(word) }
        var glued = Set<Int>()
        var index = 0
        while index < spaceAfter.count {
            if let close = ProseWord.closingWord(ofSpanOpenedBy: index, in: words) {
                for gap in index..<close { glued.insert(spaceAfter[gap]) }
                index = close
                continue
            }
            if index + 1 < words.count, ProseWord.holdsNextWord(words[index], next: words[index + 1]) {
                glued.insert(spaceAfter[index])
            }
            index += 1
        }
        return glued
    }

    /// Scalars, not Characters: a set of Characters hashes each piece's first one normalized, and
    /// wrapping a page of ten hits took ~8 M instructions, a quarter of a ranked search at 1 GB.
    private static let noBreakBefore: Set<Unicode.Scalar> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "”", "’", "〕", "］", "｝",
        "·", ",", ".", ";", ":", "?", "!", ")", "]", "}", "…",
    ]

    private static let noBreakAfter: Set<Unicode.Scalar> = [
        "（", "「", "『", "《", "〈", "【", "“", "‘", "〔", "［", "｛", "(", "[", "{",
    ]
}
