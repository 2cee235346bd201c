
/// The matches that may rank among the first `count` by relevance, found without scoring every
/// match: MaxScore (Turtle and Flood, 1995) over the query's clauses (`ScoreClause`). A match's
/// score is bounded by its frequencies and its fields' length classes (`LengthClasses`), so a
/// document whose bound cannot reach the `count`-th best score found so far is passed over
/// without reading its entry of the document table; and the clauses whose bounds together
/// cannot reach it are not walked at all, only looked up for the documents the others bring.
/// At 10 GB of pages `的` and `发展` match 3.8 M documents: scoring each read its entry of the
/// table (85 MB in all) and took 630 M instructions, ranking them 313 M more; now about 130 of
/// them are scored. The body, where they are in nearly every document, weighs little (its idf is
/// near 0), so once a few documents with them in a rarer field (a caption, a headline) are
/// scored, the body stops being walked.
///
/// Exact: the first `count` are those exhaustive scoring ranks first, with the same scores and
/// ties (`RankingEquivalenceTests`). A document is passed over only when its bound is below the
/// threshold, so it ranks after `count` others whatever its date or id.
///
/// Segments are ranked apart, on the fan-out's two threads, each keeping its own best scores;
/// the `count`-th best score of any segment's is a threshold for every segment
/// (`ScoreThreshold`), so the threads raise it for one another.
package struct RelevanceCandidates {
    package let count: Int
    package let bm25: BM25
    package let shared: ScoreThreshold
    /// The segment's matches scored with at least the threshold of their time.
    package private(set) var scored: [(document: UInt32, score: Double)] = []
    /// The segment's best `count` scores so far, a min-heap.
    private var best: [Double] = []

    /// Bounds are sums of rounded terms, added in another order than a score's: a bound is taken
    /// as that much larger, far more than rounding can take from it.
    private static let roundingSlack = 1e-9

    package init(count: Int, bm25: BM25, shared: ScoreThreshold) {
        self.count = count
        self.bm25 = bm25
        self.shared = shared
    }

    /// The score a match must reach to rank among the first `count` scored so far.
    private var threshold: Double { max(best.count < count ? -.infinity : best[0], shared.value) }

    private func mayReach(_ bound: Double) -> Bool {
        bound + bound * Self.roundingSlack >= threshold
    }

    /// Scores the matches of a segment (`documents`, ascending; nil when the query matches
    /// every document of its clauses) that may rank.
    package mutating func add(clauses: [ScoreClause], documents: [UInt32]?, reader: SegmentReader) throws(IndexError) {
        guard count > 0, documents?.isEmpty != true, !clauses.isEmpty else { return }
        try ScoreClause.withCursors(clauses, reader: reader) { cursors throws(IndexError) in
            guard let documents else { return try add(cursors: cursors, documents: nil, reader: reader) }
            try documents.withUnsafeBufferPointer { documents throws(IndexError) in
                try add(cursors: cursors, documents: documents, reader: reader)
            }
        }
    }

    /// `add` over the clauses' cursors, in the order a score adds them.
    private mutating func add(cursors: UnsafeMutableBufferPointer<ClauseCursor>, documents: UnsafeBufferPointer<UInt32>?,
                              reader: SegmentReader) throws(IndexError) {
        // By bound, least first; `reach[j]`: the most the first `j` of them add to a score.
        let order = cursors.indices.sorted { cursors[$0].bound < cursors[$1].bound }
        var reach = [0.0]
        for clause in order { reach.append(reach[reach.count - 1] + cursors[clause].bound) }
        // The first `passive` clauses of `order` cannot bring a document to the threshold alone.
        var passive = 0
        while passive < order.count && !mayReach(reach[passive + 1]) { passive += 1 }
        var inQuery = 0
        // The clauses that match the document, each with its frequency and its term's bound.
        let terms = UnsafeMutableBufferPointer<Term>.allocate(capacity: cursors.count)
        defer { terms.deallocate() }
        while true {
            var document = UInt32.max
            for rank in passive..<order.count {
                if let next = cursors[order[rank]].walkedDocument { document = min(document, next) }
            }
            guard document != .max else { return }
            var matched = 0, bound = 0.0
            for rank in passive..<order.count where cursors[order[rank]].walkedDocument == document {
                let frequency = try cursors[order[rank]].takeWalked(reader: reader)
                terms[matched] = Term(clause: order[rank], frequency: frequency, bound: cursors[order[rank]].weight.frequencyBound(frequency, bm25: bm25))
                bound += terms[matched].bound
                matched += 1
            }
            if let documents {
                inQuery = ClauseCursor.firstIndex(notBelow: document, in: documents, from: inQuery)
                guard inQuery < documents.count else { return }
                guard documents[inQuery] == document else { continue }
            }
            // The walked terms bounded by length before the others are looked up: for most
            // documents the first term so bounded (a headline's) leaves them short.
            guard mayReach(bound + reach[passive]),
                  let walked = try boundByLength(document, bound, terms: UnsafeMutableBufferPointer(rebasing: terms[..<matched]),
                                                 besides: reach[passive], cursors: cursors, reader: reader) else { continue }
            bound = walked
            let firstLooked = matched
            // The greatest first, each lookup leaving the bounds of the rest to reach it: a
            // headline's match of 发展 with no caption's is left short before the body's list,
            // which holds nearly every document, is looked through.
            var looked = true
            for rank in (0..<passive).reversed() {
                if let frequency = try cursors[order[rank]].lookedFrequency(of: document, reader: reader) {
                    terms[matched] = Term(clause: order[rank], frequency: frequency, bound: cursors[order[rank]].weight.frequencyBound(frequency, bm25: bm25))
                    bound += terms[matched].bound
                    matched += 1
                }
                guard mayReach(bound + reach[rank]) else {
                    looked = false
                    break
                }
            }
            guard looked, mayReach(bound),
                  try boundByLength(document, bound, terms: UnsafeMutableBufferPointer(rebasing: terms[firstLooked..<matched]),
                                    besides: 0, cursors: cursors, reader: reader) != nil else { continue }
            var score = 0.0
            for clause in cursors.indices {
                score += try cursors[clause].lookedTerm(of: document, reader: reader, bm25: bm25)
            }
            guard score >= threshold else { continue }
            scored.append((document, score))
            keep(score)
            while passive < order.count && !mayReach(reach[passive + 1]) { passive += 1 }
        }
    }

    /// A clause that matches the document being bounded: its frequency there and its term's bound.
    private struct Term {
        var clause: Int
        var frequency: UInt32
        var bound: Double
    }

    /// `bound` with `terms` bounded by their fields' length classes (`LengthClasses`), the
    /// greatest first, or nil as soon as it falls short of the threshold (with `besides` more):
    /// most documents fall short at the first, so one column of classes is read for them (the
    /// headline's, for `的`), not four.
    private func boundByLength(_ document: UInt32, _ bound: Double, terms: UnsafeMutableBufferPointer<Term>, besides: Double,
                               cursors: UnsafeMutableBufferPointer<ClauseCursor>, reader: SegmentReader) throws(IndexError) -> Double? {
        // A few terms, nearly always one: sorted in place, by insertion.
        for index in terms.indices.dropFirst() {
            var slot = index
            while slot > 0 && terms[slot - 1].bound < terms[slot].bound {
                terms.swapAt(slot - 1, slot)
                slot -= 1
            }
        }
        var bound = bound
        for term in terms {
            bound += try cursors[term.clause].weight.lengthBound(of: document, frequency: term.frequency, reader: reader, bm25: bm25) - term.bound
            guard mayReach(bound + besides) else { return nil }
        }
        return bound
    }

    /// Adds a score to the segment's best `count`, if it is among them, and offers the least of
    /// them to the other segments once there are `count`.
    private mutating func keep(_ score: Double) {
        defer { if best.count == count { shared.raise(to: best[0]) } }
        if best.count < count {
            best.append(score)
            var child = best.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard best[child] < best[parent] else { break }
                best.swapAt(child, parent)
                child = parent
            }
        } else if score > best[0] {
            best[0] = score
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var least = parent
                if left < best.count && best[left] < best[least] { least = left }
                if right < best.count && best[right] < best[least] { least = right }
                guard least != parent else { break }
                best.swapAt(parent, least)
                parent = least
            }
        }
    }
}
