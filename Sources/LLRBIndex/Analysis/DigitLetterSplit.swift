/// A word that mixes digits and letters, cut where one gives way to the other: `5g` → `5`, `g`.
/// The OCR prints `5G` as `5 G` now and then (a space is as wide as a narrow letter), which the
/// analyzer reads as two words at adjacent positions; a query for `5G` also asks for them, so
/// that it finds the articles where the OCR split it. Words of digits alone (`2023`) or letters
/// alone are left whole: no query asks for `20 23`.
enum DigitLetterSplit {
    /// `tokens` with every word that mixes digits and letters replaced by its pieces, each a word
    /// at a position of its own, and the tokens after them moved on by as many positions; nil
    /// when no word mixes them. A piece keeps its word's offsets in the query: the word's text
    /// is folded (`５Ｇ` → `5g`), so a piece's own bytes may not be in the query as typed.
    static func tokens(_ tokens: [Token]) -> [Token]? {
        var split: [Token] = []
        var shift = 0
        for token in tokens {
            let pieces = token.kind == .word ? Self.pieces(of: token.text) : [token.text]
            for (offset, piece) in pieces.enumerated() {
                split.append(Token(kind: token.kind, text: piece, position: token.position + shift + offset,
                                   startOffset: token.startOffset, endOffset: token.endOffset))
            }
            shift += pieces.count - 1
        }
        return shift > 0 ? split : nil
    }

    /// `word` cut between each digit and a letter next to it.
    static func pieces(of word: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var currentIsDigits = false
        for scalar in word.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            if !current.isEmpty, isDigit != currentIsDigits {
                pieces.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            currentIsDigits = isDigit
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
