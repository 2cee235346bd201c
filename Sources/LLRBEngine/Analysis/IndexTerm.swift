/// What the indexing hot path hands to the postings writer for each term.
public enum IndexTermKind: UInt8, Sendable {
    case bigram = 1
    case character = 2
    case word = 3
    /// Every CJK character once more, on its own, so that a one-character query finds every
    /// document that contains the character, inside a longer run or not.
    case unigram = 4
}

/// A term visited by `Analyzer.forEachIndexTerm`. The bytes are only valid during the visit:
/// copy them if they must outlive it.
public struct IndexTerm {
    public var kind: IndexTermKind
    /// The normalized UTF-8 of the term.
    public var bytes: UnsafeBufferPointer<UInt8>
    /// The unit position, as in `Token.position`; a unigram has its character's position.
    public var position: Int

    public init(kind: IndexTermKind, bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.kind = kind
        self.bytes = bytes
        self.position = position
    }
}
