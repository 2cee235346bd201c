/// An article's text as `OfficeReader` reads it: its scalars, OCR's spaces left out.
extension Array where Element == Unicode.Scalar {
    /// Whether `word` is printed at `index`.
    func spells(_ word: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, index + word.count <= count else { return false }
        for (offset, scalar) in word.enumerated() where self[index + offset] != scalar { return false }
        return true
    }

    /// Whether `word` is printed just before `index`.
    func spells(_ word: [Unicode.Scalar], endingAt index: Int) -> Bool {
        spells(word, at: index - word.count)
    }
}
