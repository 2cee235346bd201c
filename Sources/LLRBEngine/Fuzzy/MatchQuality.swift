/// How well a document matches a fuzzy phrase, best first: the order its hits rank in at equal
/// document weight.
package enum MatchQuality: Int, Comparable {
    case exact
    /// Only with look-alike substitutions (`复工复严`): the likeliest OCR damage.
    case lookalike
    /// With other edits.
    case edited
    /// Only through forms that the archive prints often (`FuzzyCensus`): another word
    /// (`复工复学`), most likely printed as meant.
    case otherWord

    package static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What a phrase's BM25 weight is multiplied by: an exact match outranks a fuzzy one in an
    /// document of the same weight, a look-alike one the others.
    package var weight: Double {
        switch self {
        case .exact: 1
        case .lookalike: 0.9
        case .edited: 0.8
        case .otherWord: 0.5
        }
    }
}

extension PhraseMatch {
    /// The variants printed in `document`, found by binary search (they are by document).
    func variants(of document: UInt32) -> ArraySlice<PhraseVariant> {
        let low = SortedSets.firstIndex(notBelow: document, in: variants) { $0.document }
        var end = low
        while end < variants.count && variants[end].document == document { end += 1 }
        return variants[low..<end]
    }
}
