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

/// Walks a documents stream one document at a time without allocating, for matching that
/// merges several lists at once.
struct DocumentCursor {
    private var reader: ByteReader
    private var remaining: Int
    private let documentCount: UInt64
    private var started = false
    private(set) var document: UInt32 = 0
    private(set) var frequency: UInt32 = 0

    init(_ list: PostingList, documentCount: Int) {
        reader = ByteReader(list.docs)
        remaining = list.documentFrequency
        self.documentCount = UInt64(documentCount)
    }

    /// Moves to the next document (`document`, `frequency`); false after the last.
    mutating func next() throws(FormatError) -> Bool {
        guard remaining > 0 else {
            guard reader.isAtEnd else { throw FormatError("posting list longer than its document frequency") }
            return false
        }
        remaining -= 1
        let code = try reader.readVarint()
        let delta = code >> 1
        if started && delta == 0 { throw FormatError("document ids not ascending") }
        let next = UInt64(document) + delta
        guard next < documentCount else { throw FormatError("document id \(next) out of range") }
        let tf = code & 1 == 1 ? 1 : try reader.readVarint()
        guard tf >= 1, tf <= UInt64(UInt32.max) else { throw FormatError("bad term frequency") }
        started = true
        document = UInt32(truncatingIfNeeded: next)
        frequency = UInt32(truncatingIfNeeded: tf)
        return true
    }
}

/// Walks a positions stream document by document, decoding only the documents asked for.
struct PositionsCursor {
    private var reader: ByteReader

    init(_ positions: UnsafeRawBufferPointer) {
        reader = ByteReader(positions)
    }

    /// Skips the positions of a document with `count` positions. Eight bytes at a time while
    /// they hold fewer varint ends (bytes below 0x80) than are left to skip: phrase matching
    /// skips most of a common bigram's positions.
    mutating func skip(_ count: UInt32) throws(FormatError) {
        var left = Int(count)
        while reader.remaining >= 8 {
            let word = reader.bytes.loadUnaligned(fromByteOffset: reader.offset, as: UInt64.self)
            let ends = (~word & 0x8080_8080_8080_8080).nonzeroBitCount
            guard ends < left else { break }
            left -= ends
            reader.offset += 8
        }
        for _ in 0..<left { _ = try reader.readVarint() }
    }

    /// The next document's `count` positions, absolute and ascending, into the front of `buffer`.
    mutating func read(_ count: UInt32, filling buffer: UnsafeMutableBufferPointer<UInt32>) throws(FormatError) {
        guard Int(count) <= buffer.count else { throw FormatError("\(count) positions for a buffer of \(buffer.count)") }
        var position: UInt64 = 0
        for index in 0..<Int(count) {
            position += try reader.readVarint()
            guard position <= UInt64(UInt32.max) else { throw FormatError("position out of range") }
            buffer[index] = UInt32(truncatingIfNeeded: position)
        }
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
