/// The spellings of a phrase with up to `maxEdits` of its characters replaced by look-alikes:
/// what a phrase too short for the q-gram filter (`FuzzyPhrase.keptBigrams` ≤ 0) is searched
/// as, each exactly. Insertions, deletions and other substitutions are not found in such a
/// phrase: the price of using the index rather than reading every document.
enum LookalikeVariants {
    struct Variant {
        var text: String
        /// The look-alike substitutions made.
        var edits: Int
    }

    static func of(_ pattern: FuzzyPattern) -> [Variant] {
        var variants: [Variant] = []
        func substitute(_ scalars: [Unicode.Scalar], from index: Int, edits: Int) {
            guard edits < pattern.maxEdits else { return }
            for place in index..<scalars.count {
                for lookalike in pattern.lookalikes[place] {
                    var changed = scalars
                    changed[place] = lookalike
                    variants.append(Variant(text: String(scalars: changed), edits: edits + 1))
                    substitute(changed, from: place + 1, edits: edits + 1)
                }
            }
        }
        substitute(pattern.scalars, from: 0, edits: 0)
        return variants
    }
}
