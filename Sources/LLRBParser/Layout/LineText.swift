/// A line's text built word by word, as an OCR engine lists them: words apart are joined by a
/// space, except where either side is a CJK character or punctuation. Engines list each Chinese
/// character as a word of its own (Tesseract's ALTO) or with spaces between (its hOCR); kept,
/// every line would read as letter-spaced, and every phrase would be broken.
struct LineText {
    private(set) var text = ""
    /// Whether the next word is apart from what came before (`SP`, or another word element).
    private var isApart = false

    mutating func separate() {
        isApart = true
    }

    mutating func append(_ word: String) {
        let word = word.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty else { return }
        if isApart, let last = text.unicodeScalars.last, let first = word.unicodeScalars.first,
           !Self.isWide(last), !Self.isWide(first) {
            text += " "
        }
        text += word
        isApart = false
    }

    /// CJK ideographs, their symbols and punctuation, fullwidth forms.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }
}
