/// Where a query phrase matches in one field of one segment: documents ascending, each with the
/// number of times the phrase occurs (its term frequency for BM25; for a count, which may stop at
/// a document's first occurrence, it can be 1 where the phrase occurs more often).
struct PhraseMatch {
    var documents: [UInt32] = []
    var frequencies: [UInt32] = []

    /// The phrase's frequency in `document`, 0 when it does not match there.
    func frequency(of document: UInt32) -> UInt32 {
        var low = 0, high = documents.count
        while low < high {
            let middle = (low + high) / 2
            if documents[middle] < document { low = middle + 1 } else { high = middle }
        }
        return low < documents.count && documents[low] == document ? frequencies[low] : 0
    }
}
