/// One term's postings in a segment, as stored: where to find its two streams.
struct PostingList {
    var documentFrequency: Int
    var docs: UnsafeRawBufferPointer
    var positions: UnsafeRawBufferPointer

    /// Documents and term frequencies, decoded; ids ascending and below `documentCount`, or a FormatError.
    func decodeDocuments(documentCount: Int) throws(FormatError) -> (documents: [UInt32], frequencies: [UInt32]) {
        var documents = [UInt32](), frequencies = [UInt32]()
        documents.reserveCapacity(documentFrequency)
        frequencies.reserveCapacity(documentFrequency)
        var reader = ByteReader(docs)
        var document: UInt64 = 0
        for index in 0..<documentFrequency {
            let code = try reader.readVarint()
            let delta = code >> 1
            if index > 0 && delta == 0 { throw FormatError("document ids not ascending") }
            document += delta
            guard document < UInt64(documentCount) else { throw FormatError("document id \(document) out of range") }
            let frequency = code & 1 == 1 ? 1 : try reader.readVarint()
            guard frequency >= 1, frequency <= UInt64(UInt32.max) else { throw FormatError("bad term frequency") }
            documents.append(UInt32(document))
            frequencies.append(UInt32(frequency))
        }
        guard reader.isAtEnd else { throw FormatError("posting list longer than its document frequency") }
        return (documents, frequencies)
    }
}

/// Walks a positions stream document by document, decoding only the documents asked for.
struct PositionsCursor {
    private var reader: ByteReader

    init(_ positions: UnsafeRawBufferPointer) {
        reader = ByteReader(positions)
    }

    /// Skips the positions of a document with `count` positions.
    mutating func skip(_ count: UInt32) throws(FormatError) {
        for _ in 0..<count { _ = try reader.readVarint() }
    }

    /// The next document's `count` positions, absolute and ascending.
    mutating func read(_ count: UInt32, into positions: inout [UInt32]) throws(FormatError) {
        positions.removeAll(keepingCapacity: true)
        try read(count, appendingTo: &positions)
    }

    /// The next document's `count` positions, appended to `positions`.
    mutating func read(_ count: UInt32, appendingTo positions: inout [UInt32]) throws(FormatError) {
        var position: UInt64 = 0
        for _ in 0..<count {
            position += try reader.readVarint()
            guard position <= UInt64(UInt32.max) else { throw FormatError("position out of range") }
            positions.append(UInt32(position))
        }
    }

    var isAtEnd: Bool { reader.isAtEnd }
}
