/// Encodes one term's postings as two streams (docs/FORMAT.md, "Postings"): documents with
/// term frequencies, and positions, so that a query needing only documents never reads positions.
struct PostingsEncoder {
    private(set) var docs = ByteWriter()
    private(set) var positions = ByteWriter()
    private(set) var documentFrequency = 0
    private var previousDocument: UInt32 = 0

    /// Adds a document (ids ascending) with how often the term occurs in it.
    mutating func addDocument(_ document: UInt32, termFrequency: Int) {
        let delta = UInt64(document - (documentFrequency == 0 ? 0 : previousDocument))
        if termFrequency == 1 {
            docs.appendVarint(delta << 1 | 1)
        } else {
            docs.appendVarint(delta << 1)
            docs.appendVarint(termFrequency)
        }
        previousDocument = document
        documentFrequency += 1
    }

    /// Adds the positions (ascending) of the document just added.
    mutating func addPositions<Positions: Sequence>(_ list: Positions) where Positions.Element == UInt32 {
        var previous: UInt32 = 0
        for position in list {
            positions.appendVarint(UInt64(position - previous))
            previous = position
        }
    }

    mutating func reset() {
        docs.bytes.removeAll(keepingCapacity: true)
        positions.bytes.removeAll(keepingCapacity: true)
        documentFrequency = 0
        previousDocument = 0
    }
}
