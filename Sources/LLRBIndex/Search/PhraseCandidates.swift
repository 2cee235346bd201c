/// The documents of a segment where a phrase may still match, each with the positions where it
/// would start there, narrowed one posting list at a time. Seeded from the rarest token's list,
/// then each other list is walked once from candidate to candidate, leaping over its blocks
/// without one and never decoding the positions of a document that is no longer a candidate; the arrays are compacted in place and the hot
/// loops run over buffer pointers, so a whole match allocates a handful of buffers however many
/// lists it reads.
struct PhraseCandidates {
    private let documentCount: Int
    /// Ascending.
    private(set) var documents: [UInt32] = []
    /// The starts of `documents[i]` are `starts[bounds[i]..<bounds[i + 1]]`, ascending.
    private var bounds: [Int] = [0]
    private var starts: [UInt32] = []
    /// Per start: confirmed by the list being merged.
    private var confirmed: [Bool] = []

    /// Every live document of `list`, with a start at `p - offset` for each position `p` (those
    /// before `offset` cannot start the phrase); `isDeleted` is nil when the segment deletes nothing.
    init(seed list: PostingList, offset: UInt32, documentCount: Int, isDeleted: ((UInt32) -> Bool)?) throws(FormatError) {
        self.documentCount = documentCount
        documents.reserveCapacity(list.documentFrequency)
        bounds.reserveCapacity(list.documentFrequency + 1)
        var cursor = try PostingsCursor(list, documentCount: documentCount)
        var scratch = PositionScratch()
        defer { scratch.release() }
        while try cursor.next() {
            let document = cursor.document
            if let isDeleted, isDeleted(document) { continue }
            let found = try scratch.read(from: &cursor)
            let before = starts.count
            for position in found where position >= offset { starts.append(position - offset) }
            if starts.count > before {
                documents.append(document)
                bounds.append(starts.count)
            }
        }
    }

    var isEmpty: Bool { documents.isEmpty }

    /// The candidates as a match: each document with its number of starts.
    var match: PhraseMatch {
        PhraseMatch(documents: documents, frequencies: (0..<documents.count).map { UInt32(bounds[$0 + 1] - bounds[$0]) })
    }

    /// Keeps the starts `s` for which `s + offset` is a position of `list` in the same document.
    mutating func keepStarts(followedBy list: PostingList, at offset: UInt32) throws(FormatError) {
        confirmed = [Bool](repeating: false, count: starts.count)
        try documents.withUnsafeBufferPointer { documents throws(FormatError) in
            try bounds.withUnsafeBufferPointer { bounds throws(FormatError) in
                try starts.withUnsafeBufferPointer { starts throws(FormatError) in
                    try confirmed.withUnsafeMutableBufferPointer { confirmed throws(FormatError) in
                        try Self.confirm(list, at: offset, documentCount: documentCount, documents: documents, bounds: bounds,
                                         starts: starts, confirmed: confirmed)
                    }
                }
            }
        }
        compact()
    }

    /// Marks the starts that `list` confirms: one walk that leaps from candidate to candidate
    /// through the list's skip table, reading the positions of candidates only.
    private static func confirm(_ list: PostingList, at offset: UInt32, documentCount: Int, documents: UnsafeBufferPointer<UInt32>,
                                bounds: UnsafeBufferPointer<Int>, starts: UnsafeBufferPointer<UInt32>,
                                confirmed: UnsafeMutableBufferPointer<Bool>) throws(FormatError) {
        var cursor = try PostingsCursor(list, documentCount: documentCount)
        for index in documents.indices {
            guard try cursor.advance(to: documents[index]) else { return }
            guard cursor.document == documents[index] else { continue }
            let range = bounds[index]..<bounds[index + 1]
            try cursor.markPositions(UnsafeBufferPointer(rebasing: starts[range]), plus: offset,
                                     marks: UnsafeMutableBufferPointer(rebasing: confirmed[range]))
        }
    }

    /// Drops the starts not confirmed, and the documents left without a start.
    private mutating func compact() {
        let (documentsLeft, startsLeft) = documents.withUnsafeMutableBufferPointer { documents in
            bounds.withUnsafeMutableBufferPointer { bounds in
                starts.withUnsafeMutableBufferPointer { starts in
                    confirmed.withUnsafeBufferPointer { confirmed in
                        Self.compact(documents: documents, bounds: bounds, starts: starts, confirmed: confirmed)
                    }
                }
            }
        }
        documents.removeLast(documents.count - documentsLeft)
        bounds.removeLast(bounds.count - documentsLeft - 1)
        starts.removeLast(starts.count - startsLeft)
    }

    /// Moves the confirmed starts and their documents to the front; their counts.
    private static func compact(documents: UnsafeMutableBufferPointer<UInt32>, bounds: UnsafeMutableBufferPointer<Int>,
                                starts: UnsafeMutableBufferPointer<UInt32>, confirmed: UnsafeBufferPointer<Bool>) -> (Int, Int) {
        var kept = 0, written = 0, low = 0
        for index in 0..<documents.count {
            let high = bounds[index &+ 1]
            let before = kept
            for start in low..<high where confirmed[start] {
                starts[kept] = starts[start]
                kept &+= 1
            }
            low = high
            if kept > before {
                documents[written] = documents[index]
                written &+= 1
                bounds[written] = kept
            }
        }
        return (written, kept)
    }
}

/// One document's positions at a time, in a buffer that only grows; released by its owner.
private struct PositionScratch {
    private var buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 64)

    /// The positions of the cursor's document, valid until the next read.
    mutating func read(from cursor: inout PostingsCursor) throws(FormatError) -> UnsafeBufferPointer<UInt32> {
        let count = Int(cursor.frequency)
        if buffer.count < count {
            buffer.deallocate()
            buffer = .allocate(capacity: max(count, 2 * buffer.count))
        }
        guard let base = buffer.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        try cursor.readPositions(filling: base)
        return UnsafeBufferPointer(start: base, count: count)
    }

    func release() {
        buffer.deallocate()
    }
}
