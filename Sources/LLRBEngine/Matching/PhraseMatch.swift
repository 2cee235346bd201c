/// Where a query phrase matches in one field of one segment: documents ascending, each with the
/// number of times the phrase occurs (its term frequency for BM25; for a count, which may stop at
/// a document's first occurrence, it can be 1 where the phrase occurs more often).
package struct PhraseMatch {
    package var documents: [UInt32] = []
    var frequencies: [UInt32] = []
    /// For a fuzzy phrase, what each document prints other than the phrase itself, by document;
    /// a document's frequency counts these occurrences and its exact ones.
    var variants: [PhraseVariant] = []

    package init(documents: [UInt32] = [], frequencies: [UInt32] = [], variants: [PhraseVariant] = []) {
        self.documents = documents
        self.frequencies = frequencies
        self.variants = variants
    }

    /// The phrase's frequency in `document`, 0 when it does not match there.
    package func frequency(of document: UInt32) -> UInt32 {
        let index = SortedSets.firstIndex(notBelow: document, in: documents) { $0 }
        return index < documents.count && documents[index] == document ? frequencies[index] : 0
    }

    /// The matches of both, by document: frequencies added, variants of both.
    func merged(with other: PhraseMatch) -> PhraseMatch {
        var result = PhraseMatch()
        var mine = 0, theirs = 0
        while mine < documents.count || theirs < other.documents.count {
            let takesMine = theirs == other.documents.count || mine < documents.count && documents[mine] <= other.documents[theirs]
            let takesTheirs = mine == documents.count || theirs < other.documents.count && other.documents[theirs] <= documents[mine]
            result.documents.append(takesMine ? documents[mine] : other.documents[theirs])
            result.frequencies.append((takesMine ? frequencies[mine] : 0) + (takesTheirs ? other.frequencies[theirs] : 0))
            if takesMine { mine += 1 }
            if takesTheirs { theirs += 1 }
        }
        result.variants = (variants + other.variants).sorted { $0.document < $1.document }
        return result
    }
}

/// The occurrences of one approximate form of a fuzzy phrase in one document's field.
package struct PhraseVariant {
    package var document: UInt32
    /// As the index holds it (`复工复严`).
    package var form: String
    package var cost: EditCost
    package var count: UInt32
}
