/// A query phrase that `--fuzzy` matches approximately: a run of three or more CJK characters
/// with nothing else in it. Words, numbers and phrases with punctuation stay exact: OCR
/// misreads a Latin word's letters too, but a word is one term of the index, with no
/// characters' positions to filter on.
package struct FuzzyPhrase: Sendable {
    /// The phrase's bigrams, consecutive, as the analyzer made them.
    package let bigrams: [Token]
    package let pattern: FuzzyPattern

    /// The shortest phrase matched approximately: one or two characters within an edit would
    /// match nearly every document.
    static let minimumCharacters = 3
    /// The most edits `--fuzzy` allows: with three, a four-character phrase matches any run of one.
    package static let maximumEdits = 2

    /// The fuzzy reading of `tokens`, or nil when they are not one CJK run long enough or
    /// `maxEdits` is 0.
    package init?(_ tokens: [Token], maxEdits: Int) {
        guard maxEdits > 0, tokens.count >= Self.minimumCharacters - 1,
              tokens.allSatisfy({ $0.kind == .bigram && $0.text.unicodeScalars.count == 2 }),
              zip(tokens, tokens.dropFirst()).allSatisfy({ $0.position + 1 == $1.position }) else { return nil }
        bigrams = tokens
        let scalars = tokens.compactMap { $0.text.unicodeScalars.first } + tokens.suffix(1).flatMap { $0.text.unicodeScalars.dropFirst() }
        pattern = FuzzyPattern(scalars, maxEdits: min(maxEdits, Self.maximumEdits))
    }

    /// The phrase as typed, normalized (`复工复产`).
    package var text: String { String(scalars: pattern.scalars) }

    /// How many of its bigrams any match within `edits` edits keeps, in place within that many
    /// positions (the q-gram lemma: an edit breaks at most two): nothing to filter on at 0.
    func keptBigrams(within edits: Int) -> Int { bigrams.count - 2 * edits }

    /// Whether counting its matches reads stored text: only the filter at two edits does, whose
    /// windows only the text confirms; one edit is decided from positions, and look-alike
    /// spellings are matched exactly. A count that reads none need not check the tables that
    /// lead to the text.
    var countReadsStoredText: Bool { pattern.maxEdits >= 2 && keptBigrams(within: pattern.maxEdits) > 0 }

    /// Whether `FuzzyMatcher` finds a match of this cost: any within the edits allowed where the
    /// filter has bigrams to filter on; else look-alike substitutions, and all matches with one
    /// edit fewer where the filter can find those.
    package func finds(_ cost: EditCost) -> Bool {
        let edits = pattern.maxEdits
        if cost.edits > edits { return false }
        if keptBigrams(within: edits) > 0 || cost.ordinary == 0 { return true }
        return cost.edits < edits && keptBigrams(within: edits - 1) > 0
    }
}
