/// Finds a phrase's documents one document at a time: each document of the rarest list, with
/// the positions where the phrase would start there, is checked against the other lists, rarest
/// first, each start in turn. A list is advanced to a document only when a start needs it, and
/// its positions are read only as far as the start being checked: a common bigram (发展, in
/// nearly every document) is touched only where the rarer ones already agree. Counting needs
/// only whether the phrase occurs, so it stops at a document's first occurrence.
struct PhraseWalk {
    /// A list to check, `offset` positions after the phrase's first token.
    struct Anchor {
        var offset: UInt32
        var list: PostingList
    }

    let documentCount: Int
    /// Nil when the segment deletes nothing.
    let isDeleted: ((UInt32) -> Bool)?
    /// Whether each document's occurrences are counted (for ranking) or only the first found.
    let countsOccurrences: Bool

    /// The live documents where every anchor sits at its offset from a start of `seed`, each with
    /// its number of starts (1 when occurrences are not counted). `others` rarest first.
    func match(seed: Anchor, others: [Anchor]) throws(FormatError) -> PhraseMatch {
        var seedCursor = try PostingsCursor(seed.list, documentCount: documentCount)
        var cursors = try others.map { anchor throws(FormatError) in try PostingsCursor(anchor.list, documentCount: documentCount) }
        let offsets = others.map(\.offset)
        // The buffers are taken once for the whole walk: per document, taking them cost more
        // than checking a rare phrase's candidate.
        return try cursors.withUnsafeMutableBufferPointer { cursors throws(FormatError) in
            try offsets.withUnsafeBufferPointer { offsets throws(FormatError) in
                try match(seed: &seedCursor, offset: seed.offset, cursors: cursors, offsets: offsets,
                          capacity: min(seed.list.documentFrequency, documentCount))
            }
        }
    }

    /// `match(seed:others:)` over the cursors of the seed and of the other anchors. The matches
    /// are gathered in buffers of the seed's document frequency (no more documents can match;
    /// bounded by the segment's documents, should a damaged dictionary claim more) and copied
    /// out once: appending to the two arrays, each append checking that its array is unshared,
    /// took 7% of a `高质量发展` count.
    private func match(seed seedCursor: inout PostingsCursor, offset: UInt32, cursors: UnsafeMutableBufferPointer<PostingsCursor>,
                       offsets: UnsafeBufferPointer<UInt32>, capacity: Int) throws(FormatError) -> PhraseMatch {
        let documents = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, capacity))
        let frequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, capacity))
        defer {
            documents.deallocate()
            frequencies.deallocate()
        }
        var matched = 0
        var exhausted = false
        while !exhausted, try seedCursor.next() {
            let document = seedCursor.document
            if let isDeleted, isDeleted(document) { continue }
            try seedCursor.beginWalk()
            let found = try occurrences(in: document, seed: &seedCursor, offset: UInt64(offset), cursors: cursors, offsets: offsets,
                                        exhausted: &exhausted)
            if found > 0 {
                guard matched < capacity else { throw FormatError("a posting list holds more documents than the segment") }
                documents[matched] = document
                frequencies[matched] = found
                matched &+= 1
            }
        }
        return PhraseMatch(documents: Array(UnsafeBufferPointer(start: documents, count: matched)),
                           frequencies: Array(UnsafeBufferPointer(start: frequencies, count: matched)))
    }

    /// How many of the starts that `seed` places (its positions less `offset`) every anchor
    /// confirms in `document`, stopping at the first unless occurrences are counted; `exhausted`
    /// is set when an anchor's list has no document left, so that no later document can match.
    /// The seed's positions are read only as far as a start needs: a count stops at the first
    /// match, and every check stops where an anchor has no position left.
    @inline(__always)
    private func occurrences(in document: UInt32, seed: inout PostingsCursor, offset: UInt64,
                             cursors: UnsafeMutableBufferPointer<PostingsCursor>, offsets: UnsafeBufferPointer<UInt32>,
                             exhausted: inout Bool) throws(FormatError) -> UInt32 {
        var found: UInt32 = 0, walked = 0
        var least = offset
        starts: while let position = seed.position(atLeast: least) {
            least = position &+ 1
            let start = position &- offset
            for anchor in 0..<cursors.count {
                if anchor == walked {
                    guard try cursors[anchor].advance(to: document) else {
                        exhausted = true
                        break starts
                    }
                    guard cursors[anchor].document == document else { break starts }
                    try cursors[anchor].beginWalk()
                    walked &+= 1
                }
                let target = start &+ UInt64(offsets[anchor])
                guard let position = cursors[anchor].position(atLeast: target) else { break starts }
                guard position == target else { continue starts }
            }
            found &+= 1
            if !countsOccurrences { break }
        }
        return found
    }
}
