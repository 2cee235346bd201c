/// What one query token contributes to a positional phrase match in a segment: the documents
/// that may contain it, and its positions there. Usually one term's postings; for a lone CJK
/// character, the union of the terms that can place it: `个` in `29个` is the character term,
/// or any bigram it starts, since `29个人` indexes `个` inside the bigram `个人`.
struct TokenPostings {
    private struct Decoded {
        var documents: [UInt32]
        var frequencies: [UInt32]
        var positions: UnsafeRawBufferPointer
    }

    /// Documents that may hold the token, ascending.
    let documents: [UInt32]
    private let lists: [Decoded]

    /// The postings of one term.
    init(_ list: PostingList, documentCount: Int) throws(FormatError) {
        let decoded = try list.decodeDocuments(documentCount: documentCount)
        documents = decoded.documents
        lists = [Decoded(documents: decoded.documents, frequencies: decoded.frequencies, positions: list.positions)]
    }

    /// A lone character: `documents` from its doc-level unigram postings, positions from the
    /// terms that can place it.
    init(unigram: PostingList, places: [PostingList], documentCount: Int) throws(FormatError) {
        documents = try unigram.decodeDocuments(documentCount: documentCount).documents
        lists = try places.map { list throws(FormatError) in
            let decoded = try list.decodeDocuments(documentCount: documentCount)
            return Decoded(documents: decoded.documents, frequencies: decoded.frequencies, positions: list.positions)
        }
    }

    /// The token's positions in each of `wanted` (ascending documents), flat: the positions of
    /// `wanted[i]` are `flat[bounds[i]..<bounds[i + 1]]`, ascending.
    func positions(in wanted: [UInt32]) throws(FormatError) -> (flat: [UInt32], bounds: [Int]) {
        var buckets = [[UInt32]](repeating: [], count: lists.count > 1 ? wanted.count : 0)
        var flat: [UInt32] = [], bounds = [0]
        for list in lists {
            var cursor = PositionsCursor(list.positions)
            var next = 0
            for (document, frequency) in zip(list.documents, list.frequencies) {
                while next < wanted.count && wanted[next] < document { next += 1 }
                guard next < wanted.count, wanted[next] == document else {
                    try cursor.skip(frequency)
                    continue
                }
                if lists.count > 1 {
                    try cursor.read(frequency, appendingTo: &buckets[next])
                } else {
                    while bounds.count <= next { bounds.append(flat.count) }
                    try cursor.read(frequency, appendingTo: &flat)
                }
            }
        }
        if lists.count > 1 {
            for bucket in buckets {
                flat += bucket.sorted()
                bounds.append(flat.count)
            }
        }
        while bounds.count <= wanted.count { bounds.append(flat.count) }
        return (flat, bounds)
    }
}
