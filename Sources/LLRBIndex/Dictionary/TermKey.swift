import Glibc

/// A term as the dictionary sorts it: one byte for the field, one for the kind of token, then
/// the normalized term's UTF-8 bytes (docs/FORMAT.md, "Term keys"). Fields are kept apart so a
/// `headline:` query reads only headline postings and BM25 sees per-field statistics.
enum TermKey {
    static let bigram: UInt8 = 1
    /// A CJK character directly followed by a word, the last of its run however long (`年` in
    /// `年3月`), at its position: it places a lone query character that a word follows. A lone
    /// character followed by anything else gets no entry: no phrase needs one.
    static let character: UInt8 = 2
    static let word: UInt8 = 3
    /// Doc-level postings of every CJK character, for one-character queries; no positions.
    static let unigram: UInt8 = 4
    /// A word and the CJK character directly after it (`2023年`, `3月`), at the word's
    /// position: it places a lone query character that follows a word, in one list.
    static let wordCharacter: UInt8 = 5

    static func code(_ field: SearchField) -> UInt8 {
        switch field {
        case .headline: 0
        case .byline: 1
        case .body: 2
        case .caption: 3
        }
    }

    static let fieldCount = 4

    static func code(_ kind: TokenKind) -> UInt8 {
        switch kind {
        case .bigram: bigram
        case .character: character
        case .word: word
        }
    }

    static func code(_ kind: IndexTermKind) -> UInt8 {
        switch kind {
        case .bigram: bigram
        case .character: character
        case .word: word
        case .unigram: unigram
        }
    }

    static func make(field: SearchField, kind: UInt8, text: String) -> [UInt8] {
        [code(field), kind] + Array(text.utf8)
    }

    static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in compare(left, right) } }
    }

    /// Bytewise order, the order of the dictionary.
    static func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }
}
