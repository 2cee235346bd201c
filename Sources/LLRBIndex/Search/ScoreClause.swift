/// One term of every score: a positive phrase's matches in one field of one segment, with the
/// phrase's weight there (`Scorer.weights`). A document's score is the sum, over the clauses that
/// match it in (phrase, field) order, of the weight times BM25's saturation of its frequency at
/// the document's field length; `bound` caps that term for any length, so that a ranking can
/// pass over a document without reading its length (`RelevanceCandidates`).
struct ScoreClause {
    let field: Int
    let weight: Double
    let averageFieldLength: Double
    let match: PhraseMatch
    /// The most this clause adds to any score: its greatest frequency in an empty field.
    let bound: Double

    init(field: Int, weight: Double, averageFieldLength: Double, match: PhraseMatch, bm25: BM25) {
        self.field = field
        self.weight = weight
        self.averageFieldLength = averageFieldLength
        self.match = match
        bound = weight * bm25.saturation(termFrequency: Int(match.frequencies.max() ?? 0), fieldLength: 0,
                                         averageFieldLength: averageFieldLength)
    }

    /// The fewest positional tokens a field holding a match `frequency` times has: each
    /// occurrence starts a token of its own, but for a character, two of which (`的的`) may share
    /// a bigram; and at least one. Clamped as the table clamps lengths. With a field's length
    /// class (`LengthClasses`), whichever is greater bounds it.
    @inline(__always)
    static func shortestLength(frequency: UInt32) -> UInt32 {
        min(max(1, (frequency &+ 1) / 2), shortestSlotMaximum)
    }

    /// The longest length every field's slot of the document table holds (`DocumentTable`): a
    /// field's stored length is clamped there, so no bound may assume more.
    private static let shortestSlotMaximum: UInt32 = 65_535
}

/// A clause's matches as a ranking walks them (`RelevanceCandidates`): its documents in order
/// (`walked`), and lookups of the documents other clauses bring (`looked`), both ascending. Over
/// buffers, not the arrays: each read of an array held in a clause retained and released it,
/// half of the instructions of scoring a candidate.
struct ClauseCursor {
    let documents: UnsafeBufferPointer<UInt32>
    let frequencies: UnsafeBufferPointer<UInt32>
    let clause: (field: Int, weight: Double, averageFieldLength: Double)
    let bound: Double
    private var walked = 0
    private var looked = 0

    init(documents: UnsafeBufferPointer<UInt32>, frequencies: UnsafeBufferPointer<UInt32>,
         clause: (field: Int, weight: Double, averageFieldLength: Double), bound: Double) {
        self.documents = documents
        self.frequencies = frequencies
        self.clause = clause
        self.bound = bound
    }

    /// The next document of the walk, nil after the last.
    var walkedDocument: UInt32? { walked < documents.count ? documents[walked] : nil }

    /// The frequency of the walk's document, moving past it.
    mutating func takeWalked() -> UInt32 {
        defer { walked += 1 }
        return frequencies[walked]
    }

    /// The frequency of `document` (ascending across calls) when the clause matches it.
    mutating func lookedFrequency(of document: UInt32) -> UInt32? {
        look(document).map { frequencies[$0] }
    }

    /// The term `Scorer.scores` adds for `document` (ascending across calls): 0 when the clause
    /// does not match it, else its weight times the saturation at the document's field length.
    mutating func lookedTerm(of document: UInt32, reader: SegmentReader, bm25: BM25) throws(IndexError) -> Double {
        guard let index = look(document) else { return 0 }
        return term(frequency: frequencies[index], fieldLength: try reader.fieldLength(document, field: clause.field), bm25: bm25)
    }

    /// At least the term `lookedTerm` gives a document matched `frequency` times: the
    /// saturation falls as the field grows (and rounding keeps the order), so it is taken at the
    /// least length a field holding the match can have. Reads nothing.
    func frequencyBound(_ frequency: UInt32, bm25: BM25) -> Double {
        term(frequency: frequency, fieldLength: ScoreClause.shortestLength(frequency: frequency), bm25: bm25)
    }

    /// `frequencyBound` made closer with the document's length class (`LengthClasses`), read
    /// and verified.
    func lengthBound(of document: UInt32, frequency: UInt32, reader: SegmentReader, bm25: BM25) throws(IndexError) -> Double {
        let length = max(ScoreClause.shortestLength(frequency: frequency), try reader.shortestLength(of: document, field: clause.field))
        return term(frequency: frequency, fieldLength: length, bm25: bm25)
    }

    private func term(frequency: UInt32, fieldLength: UInt32, bm25: BM25) -> Double {
        clause.weight * bm25.saturation(termFrequency: Int(frequency), fieldLength: Int(fieldLength),
                                        averageFieldLength: clause.averageFieldLength)
    }

    private mutating func look(_ document: UInt32) -> Int? {
        looked = Self.firstIndex(notBelow: document, in: documents, from: looked)
        return looked < documents.count && documents[looked] == document ? looked : nil
    }

    /// The first index at or after `start` whose document is `target` or more (`documents.count`
    /// when none is), galloping: the documents asked for ascend, often far apart.
    static func firstIndex(notBelow target: UInt32, in documents: UnsafeBufferPointer<UInt32>, from start: Int) -> Int {
        guard start < documents.count, documents[start] < target else { return start }
        var low = start, step = 1
        while low + step < documents.count && documents[low + step] < target {
            low += step
            step *= 2
        }
        var high = min(low + step, documents.count)
        low += 1
        while low < high {
            let middle = (low + high) / 2
            if documents[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ScoreClause {
    /// Calls `body` with a cursor on each clause, in order, valid for the call.
    static func withCursors<Result>(_ clauses: [ScoreClause],
                                    _ body: (UnsafeMutableBufferPointer<ClauseCursor>) throws(IndexError) -> Result) throws(IndexError) -> Result {
        var cursors: [ClauseCursor] = []
        cursors.reserveCapacity(clauses.count)
        func nest(_ index: Int) throws(IndexError) -> Result {
            guard index < clauses.count else {
                return try cursors.withUnsafeMutableBufferPointer { cursors throws(IndexError) in try body(cursors) }
            }
            let clause = clauses[index]
            return try clause.match.documents.withUnsafeBufferPointer { documents throws(IndexError) in
                try clause.match.frequencies.withUnsafeBufferPointer { frequencies throws(IndexError) in
                    cursors.append(ClauseCursor(documents: documents, frequencies: frequencies,
                                                clause: (clause.field, clause.weight, clause.averageFieldLength), bound: clause.bound))
                    return try nest(index + 1)
                }
            }
        }
        return try nest(0)
    }
}
