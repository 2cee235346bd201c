@testable import LLRBEngine

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

extension PostingsEncoder {
    /// The two streams of what is gathered, copied out (the writer hands them on by pointer,
    /// `finishList`; tests compare and decode copies); like `finishList`, it leaves the reset
    /// to the caller.
    mutating func encode() -> (docs: [UInt8], positions: [UInt8]) {
        finishList { skipTable, docs, positions in (skipTable + Array(docs), Array(positions)) }
    }
}

extension BitWriter {
    /// Pads the last byte with zero bits and returns a copy of the bytes written.
    mutating func finish() -> [UInt8] {
        sink.alignToByte()
        return Array(bytes)
    }
}
