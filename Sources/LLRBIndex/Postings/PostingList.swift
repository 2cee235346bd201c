/// One term's postings in a segment, as stored: where to find its two streams.
struct PostingList {
    var documentFrequency: Int
    var docs: UnsafeRawBufferPointer
    var positions: UnsafeRawBufferPointer

    /// Documents and term frequencies, decoded; ids ascending and below `documentCount`, or a FormatError.
    func decodeDocuments(documentCount: Int) throws(FormatError) -> (documents: [UInt32], frequencies: [UInt32]) {
        var documents = [UInt32](), frequencies = [UInt32]()
        guard documentFrequency > 0 else {
            guard docs.isEmpty else { throw FormatError("posting list longer than its document frequency") }
            return (documents, frequencies)
        }
        documents.reserveCapacity(documentFrequency)
        frequencies.reserveCapacity(documentFrequency)
        var cursor = DocumentCursor(self, documentCount: documentCount)
        while try cursor.next() {
            documents.append(cursor.document)
            frequencies.append(cursor.frequency)
        }
        return (documents, frequencies)
    }
}

/// Walks a documents stream one document at a time without allocating, for matching that
/// merges several lists at once.
struct DocumentCursor {
    private var reader: BitReader
    private var remaining: Int
    private let documentCount: UInt64
    private let gapParameter: Int
    private let frequencyParameter: Int
    private var nextDocument: UInt64 = 0
    private(set) var document: UInt32 = 0
    private(set) var frequency: UInt32 = 0

    init(_ list: PostingList, documentCount: Int) {
        let header = list.docs.first ?? 0
        gapParameter = Int(header & 0x1F)
        frequencyParameter = Int(header >> 5)
        reader = BitReader(list.docs, startingAtByte: 1)
        remaining = list.documentFrequency
        self.documentCount = UInt64(documentCount)
    }

    /// Moves to the next document (`document`, `frequency`); false after the last. Inlined, so
    /// that a matching loop keeps the cursor in registers (a call per document cost half the walk).
    @inline(__always)
    mutating func next() throws(FormatError) -> Bool {
        guard remaining > 0 else {
            guard reader.isAtEnd else { throw FormatError("posting list longer than its document frequency") }
            return false
        }
        remaining -= 1
        let current = nextDocument + UInt64(try reader.read(parameter: gapParameter))
        guard current < documentCount else { throw FormatError("document id \(current) out of range") }
        let extra = frequencyParameter == PostingsEncoder.onlySingleOccurrences ? 0 : try reader.read(parameter: frequencyParameter)
        guard extra < UInt32.max else { throw FormatError("bad term frequency") }
        document = UInt32(truncatingIfNeeded: current)
        frequency = extra + 1
        nextDocument = current + 1
        return true
    }
}

/// Walks a positions stream document by document, decoding only the documents asked for.
struct PositionsCursor {
    private var reader: BitReader
    private let parameter: Int

    init(_ positions: UnsafeRawBufferPointer) {
        // An out-of-range parameter is refused on the first read, so that init cannot fail.
        parameter = Int(positions.first ?? 0)
        reader = BitReader(positions, startingAtByte: 1)
    }

    /// Skips the positions of a document with `count` positions.
    mutating func skip(_ count: UInt32) throws(FormatError) {
        guard parameter <= RiceCoding.maximumParameter else { throw FormatError("bad positions parameter") }
        for _ in 0..<count { _ = try reader.read(parameter: parameter) }
    }

    /// The next document's `count` positions, absolute and ascending, into the front of `buffer`.
    @inline(__always)
    mutating func read(_ count: UInt32, filling buffer: UnsafeMutableBufferPointer<UInt32>) throws(FormatError) {
        guard parameter <= RiceCoding.maximumParameter else { throw FormatError("bad positions parameter") }
        guard Int(count) <= buffer.count else { throw FormatError("\(count) positions for a buffer of \(buffer.count)") }
        var next: UInt64 = 0
        for index in 0..<Int(count) {
            let position = next + UInt64(try reader.read(parameter: parameter))
            guard position <= UInt64(UInt32.max) else { throw FormatError("position out of range") }
            buffer[index] = UInt32(truncatingIfNeeded: position)
            next = position + 1
        }
    }

    /// The next document's `count` positions, absolute and ascending.
    mutating func read(_ count: UInt32, into positions: inout [UInt32]) throws(FormatError) {
        positions.removeAll(keepingCapacity: true)
        try read(count, appendingTo: &positions)
    }

    /// The next document's `count` positions, appended to `positions`.
    mutating func read(_ count: UInt32, appendingTo positions: inout [UInt32]) throws(FormatError) {
        guard parameter <= RiceCoding.maximumParameter else { throw FormatError("bad positions parameter") }
        var next: UInt64 = 0
        for _ in 0..<count {
            let position = next + UInt64(try reader.read(parameter: parameter))
            guard position <= UInt64(UInt32.max) else { throw FormatError("position out of range") }
            positions.append(UInt32(position))
            next = position + 1
        }
    }

    var isAtEnd: Bool { reader.isAtEnd }
}
