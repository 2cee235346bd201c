@testable import LLRBIndex

/// Encodes documents with their positions as the segment writer does and hands the decoder's
/// view of the result to `body`, so codec and cursor tests read what the writer really wrote.
func withEncodedPostings(_ documents: [(document: UInt32, positions: [UInt32])],
                         _ body: (PostingList, UnsafeRawBufferPointer) throws -> Void) throws {
    var encoder = PostingsEncoder()
    for (document, positions) in documents {
        encoder.addDocument(document, termFrequency: positions.count)
        encoder.addPositions(positions)
    }
    let streams = encoder.encode()
    try streams.docs.withUnsafeBytes { docs in
        try streams.positions.withUnsafeBytes { positions in
            try body(PostingList(documentFrequency: documents.count, docs: docs, positions: positions), positions)
        }
    }
}
