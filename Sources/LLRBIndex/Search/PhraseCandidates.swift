/// The documents of a segment where a phrase may still match, each with the positions where it
/// would start there, narrowed one posting list at a time. Seeded from the rarest token's list,
/// then each other list is walked once, merged with the candidates, skipping the positions of
/// every document that is no longer a candidate; the arrays are compacted in place, so a whole
/// match allocates a handful of buffers however many lists it reads.
struct PhraseCandidates {
    private let documentCount: Int
    /// Ascending.
    private(set) var documents: [UInt32] = []
    /// The starts of `documents[i]` are `starts[bounds[i]..<bounds[i + 1]]`, ascending.
    private var bounds: [Int] = [0]
    private var starts: [UInt32] = []
    /// Per start: confirmed by the list being merged.
    private var confirmed: [Bool] = []
    /// One document's positions of the list being merged: the first `loaded`.
    private var positions: [UInt32] = []
    private var loaded = 0

    /// Every live document of `list`, with a start at `p - offset` for each position `p` (those
    /// before `offset` cannot start the phrase).
    init(seed list: PostingList, offset: UInt32, documentCount: Int, isDeleted: (UInt32) -> Bool) throws(FormatError) {
        self.documentCount = documentCount
        documents.reserveCapacity(list.documentFrequency)
        bounds.reserveCapacity(list.documentFrequency + 1)
        var cursor = DocumentCursor(list, documentCount: documentCount)
        var stream = PositionsCursor(list.positions)
        while try cursor.next() {
            let document = cursor.document, frequency = cursor.frequency
            guard !isDeleted(document) else {
                try stream.skip(frequency)
                continue
            }
            try readPositions(frequency, from: &stream)
            let before = starts.count
            for position in positions[..<loaded] where position >= offset { starts.append(position - offset) }
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

    /// Keeps the starts `s` for which `s + offset` is a position of one of `lists` in the same
    /// document: a token's own list, or every list that can place a lone character.
    mutating func keepStarts(followedByAnyOf lists: [PostingList], at offset: UInt32) throws(FormatError) {
        confirmed = [Bool](repeating: false, count: starts.count)
        for list in lists where !documents.isEmpty {
            try confirm(list, at: offset)
        }
        compact()
    }

    private mutating func confirm(_ list: PostingList, at offset: UInt32) throws(FormatError) {
        var cursor = DocumentCursor(list, documentCount: documentCount)
        var stream = PositionsCursor(list.positions)
        var index = 0
        let count = documents.count
        while index < count, try cursor.next() {
            let document = cursor.document
            while index < count && documents[index] < document { index += 1 }
            guard index < count, documents[index] == document else {
                try stream.skip(cursor.frequency)
                continue
            }
            try readPositions(cursor.frequency, from: &stream)
            let range = bounds[index]..<bounds[index + 1]
            let loaded = loaded
            positions.withUnsafeBufferPointer { buffer in
                let found = UnsafeBufferPointer(rebasing: buffer[..<loaded])
                starts.withUnsafeBufferPointer { starts in
                    confirmed.withUnsafeMutableBufferPointer { confirmed in
                        var next = 0
                        for start in range {
                            let wanted = UInt64(starts[start]) + UInt64(offset)
                            while next < found.count && UInt64(found[next]) < wanted { next += 1 }
                            if next == found.count { break }
                            if UInt64(found[next]) == wanted { confirmed[start] = true }
                        }
                    }
                }
            }
            index += 1
        }
    }

    /// Reads one document's positions into the front of `positions`, which only ever grows.
    private mutating func readPositions(_ count: UInt32, from stream: inout PositionsCursor) throws(FormatError) {
        if positions.count < Int(count) {
            positions = [UInt32](repeating: 0, count: max(Int(count), 2 * positions.count))
        }
        loaded = Int(count)
        try positions.withUnsafeMutableBufferPointer { buffer throws(FormatError) in try stream.read(count, filling: buffer) }
    }

    /// Drops the starts not confirmed, and the documents left without a start.
    private mutating func compact() {
        var kept = 0, written = 0, low = 0
        for index in 0..<documents.count {
            let high = bounds[index + 1]
            let before = kept
            for start in low..<high where confirmed[start] {
                starts[kept] = starts[start]
                kept += 1
            }
            low = high
            if kept > before {
                documents[written] = documents[index]
                written += 1
                bounds[written] = kept
            }
        }
        documents.removeLast(documents.count - written)
        bounds.removeLast(bounds.count - written - 1)
        starts.removeLast(starts.count - kept)
    }
}
