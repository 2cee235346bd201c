
/// One term of every score: a positive phrase's matches in one field of one segment, with the
/// phrase's weight there (`Scorer.weights`). A document's score is the sum, over the clauses that
/// match it in (phrase, field) order, of the weight times BM25's saturation of its frequency at
/// the document's field length; `bound` caps that term for any length, so that a ranking can
/// pass over a document without reading its length (`RelevanceCandidates`).
package struct ScoreClause {
    /// A phrase's matches, listed by its walk, or a word's posting list, read as the ranking
    /// moves through it (`SegmentEvaluation.words`).
    package enum Matches {
        case listed(PhraseMatch)
        /// `documentCount`: the segment's, which every id is below.
        case word(WordPostings, documentCount: Int)
    }

    package let field: Int
    package let weight: Double
    let averageFieldLength: Double
    package let matches: Matches
    /// The most this clause adds to any score: its greatest frequency (or a word's bound of
    /// it) in an empty field.
    package let bound: Double

    package init(field: Int, weight: Double, averageFieldLength: Double, matches: Matches, bm25: BM25) {
        self.field = field
        self.weight = weight
        self.averageFieldLength = averageFieldLength
        self.matches = matches
        let greatestFrequency = switch matches {
        case let .listed(match): match.frequencies.max() ?? 0
        case let .word(word, _): word.greatestFrequency
        }
        bound = weight * bm25.saturation(termFrequency: Int(greatestFrequency), fieldLength: 0, averageFieldLength: averageFieldLength)
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
/// half of the instructions of scoring a candidate. Methods that read a word's list take the
/// segment's reader to name it in an error.
struct ClauseCursor {
    let weight: ClauseWeight
    let bound: Double
    /// The next document of the walk, nil after the last: kept apart from `walked`, since a
    /// read of a cursor's computed property copied the cursor, and with it retained a word's
    /// block buffer (a ranked page of `发展` at 1 GB took 23% more instructions).
    private(set) var walkedDocument: UInt32?
    private var walked: MatchBlocks
    private var looked: MatchBlocks

    init(documents: UnsafeBufferPointer<UInt32>, frequencies: UnsafeBufferPointer<UInt32>, weight: ClauseWeight, bound: Double) {
        self.weight = weight
        self.bound = bound
        walked = MatchBlocks(documents: documents, frequencies: frequencies)
        looked = walked
        walkedDocument = walked.document
    }

    /// A cursor on a word's list, its walk at the first document.
    init(word: WordPostings, documentCount: Int, weight: ClauseWeight, bound: Double) throws(FormatError) {
        self.weight = weight
        self.bound = bound
        walked = MatchBlocks(try PostingsCursor(word.list, documentCount: documentCount))
        looked = MatchBlocks(try PostingsCursor(word.list, documentCount: documentCount))
        _ = try walked.seek(0)
        walkedDocument = walked.document
    }

    /// The frequency of the walk's document, moving past it.
    mutating func takeWalked(reader: SegmentReader) throws(IndexError) -> UInt32 {
        let frequency = walked.frequency
        do throws(FormatError) {
            try walked.step()
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
        walkedDocument = walked.document
        return frequency
    }

    /// The frequency of `document` (ascending across calls) when the clause matches it.
    mutating func lookedFrequency(of document: UInt32, reader: SegmentReader) throws(IndexError) -> UInt32? {
        try look(document, reader: reader) ? looked.frequency : nil
    }

    /// The term `Scorer.scores` adds for `document` (ascending across calls): 0 when the clause
    /// does not match it, else its weight times the saturation at the document's field length.
    mutating func lookedTerm(of document: UInt32, reader: SegmentReader, bm25: BM25) throws(IndexError) -> Double {
        guard try look(document, reader: reader) else { return 0 }
        return weight.term(frequency: looked.frequency, fieldLength: try reader.fieldLength(document, field: weight.field), bm25: bm25)
    }

    /// Whether the clause matches `document` (ascending across calls), `looked` then on it.
    private mutating func look(_ document: UInt32, reader: SegmentReader) throws(IndexError) -> Bool {
        do throws(FormatError) {
            return try looked.seek(document) && looked.document == document
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
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

/// What a clause adds to a score and the bounds of it, apart from its cursor so that reading
/// them copies no cursor.
struct ClauseWeight {
    let field: Int
    let weight: Double
    let averageFieldLength: Double

    /// At least the term `ClauseCursor.lookedTerm` gives a document matched `frequency` times:
    /// the saturation falls as the field grows (and rounding keeps the order), so it is taken
    /// at the least length a field holding the match can have. Reads nothing.
    func frequencyBound(_ frequency: UInt32, bm25: BM25) -> Double {
        term(frequency: frequency, fieldLength: ScoreClause.shortestLength(frequency: frequency), bm25: bm25)
    }

    /// `frequencyBound` made closer with the document's length class (`LengthClasses`), read
    /// and verified.
    func lengthBound(of document: UInt32, frequency: UInt32, reader: SegmentReader, bm25: BM25) throws(IndexError) -> Double {
        let length = max(ScoreClause.shortestLength(frequency: frequency), try reader.shortestLength(of: document, field: field))
        return term(frequency: frequency, fieldLength: length, bm25: bm25)
    }

    /// The weight times BM25's saturation of `frequency` at `fieldLength`.
    func term(frequency: UInt32, fieldLength: UInt32, bm25: BM25) -> Double {
        weight * bm25.saturation(termFrequency: Int(frequency), fieldLength: Int(fieldLength), averageFieldLength: averageFieldLength)
    }
}

extension ScoreClause {
    /// Calls `body` with a cursor on each clause, in order, valid for the call; `reader`, the
    /// segment's, names it in an error.
    static func withCursors<Result>(_ clauses: [ScoreClause], reader: SegmentReader,
                                    _ body: (UnsafeMutableBufferPointer<ClauseCursor>) throws(IndexError) -> Result) throws(IndexError) -> Result {
        var cursors: [ClauseCursor] = []
        cursors.reserveCapacity(clauses.count)
        func nest(_ index: Int) throws(IndexError) -> Result {
            guard index < clauses.count else {
                return try cursors.withUnsafeMutableBufferPointer { cursors throws(IndexError) in try body(cursors) }
            }
            let clause = clauses[index]
            let weight = ClauseWeight(field: clause.field, weight: clause.weight, averageFieldLength: clause.averageFieldLength)
            switch clause.matches {
            case let .listed(match):
                return try match.documents.withUnsafeBufferPointer { documents throws(IndexError) in
                    try match.frequencies.withUnsafeBufferPointer { frequencies throws(IndexError) in
                        cursors.append(ClauseCursor(documents: documents, frequencies: frequencies, weight: weight, bound: clause.bound))
                        return try nest(index + 1)
                    }
                }
            case let .word(word, documentCount):
                do throws(FormatError) {
                    cursors.append(try ClauseCursor(word: word, documentCount: documentCount, weight: weight, bound: clause.bound))
                } catch {
                    throw IndexError.corrupt(reader.path, error.reason)
                }
                return try nest(index + 1)
            }
        }
        return try nest(0)
    }
}

/// A read position in a clause's matches, a block at a time: a phrase's listed matches are
/// one block; a word's posting list is decoded block by block as the position moves
/// (`PostingsCursor`), those it leaps over never read. Moves forward only.
struct MatchBlocks {
    private var postings: PostingsCursor?
    private var documents: UnsafeBufferPointer<UInt32>
    private var frequencies: UnsafeBufferPointer<UInt32>
    private var index = 0

    init(documents: UnsafeBufferPointer<UInt32>, frequencies: UnsafeBufferPointer<UInt32>) {
        self.documents = documents
        self.frequencies = frequencies
    }

    /// Before the list's first block: `seek` or `step` decodes it.
    init(_ postings: PostingsCursor) {
        self.postings = postings
        documents = UnsafeBufferPointer(start: nil, count: 0)
        frequencies = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// The document at the position, nil past the last.
    var document: UInt32? { index < documents.count ? documents[index] : nil }

    /// The frequency of `document`, which must not be nil.
    var frequency: UInt32 { frequencies[index] }

    /// Moves to the next document.
    mutating func step() throws(FormatError) {
        index += 1
        if index == documents.count { _ = try load(reaching: 0) }
    }

    /// Moves to the first document at or after `target` (staying when the current one is);
    /// false when none is left.
    mutating func seek(_ target: UInt32) throws(FormatError) -> Bool {
        if documents.isEmpty || documents[documents.count - 1] < target {
            guard try load(reaching: target) else { return false }
        }
        index = ClauseCursor.firstIndex(notBelow: target, in: documents, from: index)
        return true
    }

    /// Moves to the start of the list's next block that does not end before `target`; false,
    /// past the end, when there is none.
    private mutating func load(reaching target: UInt32) throws(FormatError) -> Bool {
        guard let block = try postings?.nextBlock(reaching: target) else {
            index = documents.count
            return false
        }
        (documents, frequencies, index) = (block.documents, block.frequencies, 0)
        return true
    }
}
