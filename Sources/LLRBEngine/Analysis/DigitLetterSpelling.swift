/// The two spellings the OCR gives a word that mixes digits and letters: whole (`5G`) and cut
/// where digits give way to letters (`5 G`; a space is as wide as a narrow letter). The analyzer
/// reads the cut spelling as two words at adjacent positions, so a query in either spelling also
/// asks for the other, to find the documents where the OCR printed it the other way. Words of
/// digits alone (`2023`) or letters alone are left as they are: no query asks for `20 23`, and
/// `2023 2024` are two numbers.
enum DigitLetterSpelling {
    /// The other spellings of a query's tokens, each as the analyzer would read it: every mixed
    /// word cut, or every cut word joined; none when the query has neither.
    static func alternatives(of tokens: [Token]) -> [[Token]] {
        [split(tokens), joined(tokens)].compactMap { $0 }
    }

    /// `tokens` with every word that mixes digits and letters replaced by its pieces, each a word
    /// at a position of its own, and the tokens after them moved on by as many positions; nil
    /// when no word mixes them. A piece keeps its word's offsets in the query: the word's text
    /// is folded (`５Ｇ` → `5g`), so a piece's own bytes may not be in the query as typed.
    static func split(_ tokens: [Token]) -> [Token]? {
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

    /// `tokens` with every two words at adjacent positions (nothing but space between them in
    /// the query) made one where digits meet letters (`5 G` → `5g`, `iPhone 15` → `iphone15`),
    /// and the tokens after them moved back; nil when no two words meet so.
    static func joined(_ tokens: [Token]) -> [Token]? {
        var joined: [Token] = []
        var shift = 0
        for token in tokens {
            if let last = joined.last, last.kind == .word, token.kind == .word,
               token.position - shift == last.position + 1, meetAtDigitAndLetter(last.text, token.text) {
                joined[joined.count - 1] = Token(kind: .word, text: last.text + token.text, position: last.position,
                                                 startOffset: last.startOffset, endOffset: token.endOffset)
                shift += 1
            } else {
                joined.append(Token(kind: token.kind, text: token.text, position: token.position - shift,
                                    startOffset: token.startOffset, endOffset: token.endOffset))
            }
        }
        return shift > 0 ? joined : nil
    }

    /// `word` cut between each digit and a letter next to it.
    static func pieces(of word: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var currentIsDigits = false
        for scalar in word.unicodeScalars {
            let isDigit = isDigit(scalar)
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

    /// Whether `left` ends in a digit and `right` starts with a letter, or the other way round.
    private static func meetAtDigitAndLetter(_ left: String, _ right: String) -> Bool {
        guard let end = left.unicodeScalars.last, let start = right.unicodeScalars.first else { return false }
        return isDigit(end) != isDigit(start)
    }

    /// Words are folded to ASCII digits (`５` → `5`) before a query sees them.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
