import Glibc

/// A term as the dictionary sorts it: one byte for the field, one for the kind of token, then
/// the normalized term's UTF-8 bytes (docs/FORMAT.md, "Term keys"). Fields are kept apart so a
/// `headline:` query reads only headline postings and BM25 sees per-field statistics.
package enum TermKey {
    package static let bigram: UInt8 = 1
    /// A CJK character directly followed by a word, the last of its run however long (`年` in
    /// `年3月`), at its position: it places a lone query character that a word follows. A lone
    /// character followed by anything else gets no entry: no phrase needs one.
    package static let character: UInt8 = 2
    package static let word: UInt8 = 3
    /// Doc-level postings of every CJK character, for one-character queries; no positions.
    package static let unigram: UInt8 = 4
    /// A word and the CJK character directly after it (`2023年`, `3月`), at the word's
    /// position: it places a lone query character that follows a word, in one list.
    static let wordCharacter: UInt8 = 5
    /// Says that the segment holds `trigram` entries for every occurrence of this bigram (its
    /// bytes follow) with the character before it and with the one after it: the segment's
    /// densest bigrams (`NeighbourTrigrams`). Its postings are the segment's first document,
    /// once, and mean nothing else.
    static let extendedBigram: UInt8 = 6
    /// Three adjacent CJK characters of the Basic Multilingual Plane, each as two big-endian
    /// bytes of its scalar value (six bytes, so the key packs like a bigram's), at the first's
    /// position; only where one of its two bigrams is an `extendedBigram` of the segment.
    static let trigram: UInt8 = 7

    /// Whether a kind's postings carry positions: all but the doc-level ones.
    static func hasPositions(_ kind: UInt8) -> Bool {
        kind != unigram && kind != extendedBigram
    }

    /// The bytes of a `trigram` key after its field and kind, or nil when a character lies
    /// outside the Basic Multilingual Plane (no trigram is indexed for it).
    static func trigramBytes(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        guard scalars.count == 3, scalars.allSatisfy({ $0.value <= 0xFFFF }) else { return nil }
        return scalars.flatMap { [UInt8(truncatingIfNeeded: $0.value >> 8), UInt8(truncatingIfNeeded: $0.value)] }
    }

    package static func code(_ field: SearchField) -> UInt8 {
        field.code
    }

    package static func code(_ kind: TokenKind) -> UInt8 {
        switch kind {
        case .bigram: bigram
        case .character: character
        case .word: word
        }
    }

    package static func code(_ kind: IndexTermKind) -> UInt8 {
        switch kind {
        case .bigram: bigram
        case .character: character
        case .word: word
        case .unigram: unigram
        }
    }

    package static func make(field: SearchField, kind: UInt8, text: String) -> [UInt8] {
        [code(field), kind] + Array(text.utf8)
    }

    package static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in compare(left, right) } }
    }

    /// The `extendedBigram` keys of the two bigrams of the `trigram` key `key`, one of which a
    /// segment that holds the trigram extends; none for a malformed key.
    static func extendedBigramKeys(ofTrigram key: [UInt8]) -> [[UInt8]] {
        guard key.count == 8 else { return [] }
        let characters = stride(from: 2, to: 8, by: 2).map { index in
            Unicode.Scalar(UInt32(key[index]) << 8 | UInt32(key[index + 1])).map { Array(String($0).utf8) } ?? []
        }
        return [[key[0], extendedBigram] + characters[0] + characters[1], [key[0], extendedBigram] + characters[1] + characters[2]]
    }

    /// Bytewise order, the order of the dictionary.
    package static func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }
}
