/// What a phrase prints between two numbers (`3.1`, `13|2`, `3+1`, `3:1`), which the positions
/// of its words cannot tell apart: each is one skipped position. Between Chinese characters
/// any punctuation may stand for any other (OCR confuses `，` and `、`), but between digits it
/// is part of the number, so a phrase matches only where the text prints the same marks there
/// (width folded, spaces aside): `3.1` no longer finds `“3+1”`, nor `13.2` the table cells
/// `181.13|2.1`.
package struct NumberSeparators: Sendable, Equatable {
    /// The folded marks before the word at each position (the phrase's own positions).
    private var marks: [Int: [UInt32]] = [:]

    package var isEmpty: Bool { marks.isEmpty }

    package init() {}

    /// The marks between the words of `tokens` (analyzed from `text`) that end and begin with
    /// a digit, one skipped position apart.
    package init(in text: String, tokens: [Token]) {
        let bytes = Array(text.utf8)
        let words = tokens.filter { $0.kind == .word }.sorted { $0.position < $1.position }
        for (left, right) in zip(words, words.dropFirst())
        where right.position == left.position + 2 && Self.isDigit(left.text.utf8.last) && Self.isDigit(right.text.utf8.first)
            && left.endOffset <= right.startOffset && right.startOffset <= bytes.count {
            let folded = Self.folded(bytes[left.endOffset..<right.startOffset])
            if !folded.isEmpty { marks[right.position] = folded }
        }
    }

    /// The marks a phrase word at `position` must follow, if any.
    package func marks(before position: Int) -> [UInt32]? {
        marks[position]
    }

    /// These marks shifted so that `origin` becomes position 0, as `PhrasePattern` places units.
    func relative(to origin: Int) -> NumberSeparators {
        var shifted = NumberSeparators()
        for (position, marks) in marks { shifted.marks[position - origin] = marks }
        return shifted
    }

    /// `bytes` (UTF-8) as the analyzer folds them (`．` is `.`), without what it passes over
    /// (spaces, zero-width characters).
    package static func folded(_ bytes: some Collection<UInt8>) -> [UInt32] {
        String(decoding: Array(bytes), as: UTF8.self).unicodeScalars.compactMap { scalar in
            let (kind, value) = AnalyzerClass.of(scalar.value)
            return kind == .whitespace || kind == .ignorable ? nil : value
        }
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        byte.map { (0x30...0x39).contains($0) } == true
    }
}
