/// What a token stands for; stored in the index next to the term, so that a bigram and a word
/// with the same bytes never collide.
public enum TokenKind: UInt8, Codable, Sendable {
    /// Two adjacent CJK characters, at the position of the first.
    case bigram = 1
    /// A CJK character standing alone (a CJK run of length 1).
    case character = 2
    /// A run of Latin letters and digits, NFKC-folded and lower-cased: `5g`, `cn14`, `2020`.
    case word = 3
}

/// One analyzed term of a text, as `llrb analyze` shows it and as a query phrase is matched.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// The normalized term text.
    public var text: String
    /// The unit position: each CJK character and each word takes one position; one extra
    /// position is skipped where units are separated by anything but whitespace (punctuation),
    /// so phrases never match across punctuation. Whitespace between two CJK characters, and
    /// between a digit and a CJK character, is OCR wrap noise and ignored.
    public var position: Int
    /// UTF-8 byte offset of the token's first byte in the text as given.
    public var startOffset: Int
    /// UTF-8 byte offset just past the token's last byte in the text as given.
    public var endOffset: Int

    public init(kind: TokenKind, text: String, position: Int, startOffset: Int, endOffset: Int) {
        self.kind = kind
        self.text = text
        self.position = position
        self.startOffset = startOffset
        self.endOffset = endOffset
    }
}
