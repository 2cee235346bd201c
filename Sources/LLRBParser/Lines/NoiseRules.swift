/// Lines that belong to no story: fragments, stray symbols and OCR garbage. The reasons are
/// written for a reader of the noise list.
enum NoiseRules {
    static let fragment = "a fragment of one or two characters"
    static let verticalText = "vertical text broken into one character per line"
    static let garbage = "OCR garbage: stray Latin letters among Chinese"
    static let symbols = "symbols or letters with no text"

    static func reason(for line: Line) -> String? {
        if line.length <= 2, !line.endsSentence, !isBracketOnly(line.text) {
            return fragment
        }
        if line.hasStrayLatin, line.length <= 12, !line.hasSentencePunctuation {
            return garbage
        }
        if line.hanCount == 0, line.length <= 6, !line.text.unicodeScalars.contains(where: { ScalarClass.isDigit($0.value) }) {
            return symbols
        }
        return nil
    }

    private static func isBracketOnly(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ScalarClass.isClosingMark($0.value) }
    }
}
