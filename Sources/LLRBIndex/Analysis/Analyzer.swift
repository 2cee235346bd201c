/// The one analysis of llrb, shared by ingest and query so that both see the same terms:
/// NFKC folding, Latin lower-casing, OCR wrap whitespace removed between CJK characters,
/// CJK runs cut into overlapping bigrams, Latin and digit runs kept as words.
public struct Analyzer: Sendable {
    public init() {}

    /// The tokens of `text` with positions and UTF-8 offsets into `text`.
    public func tokens(in text: String) -> [Token] {
        []
    }

    /// Hot path for indexing, over UTF-8 bytes, no String per token. Visits every positional
    /// token (bigram, character, word) and, for every CJK character, a `unigram`.
    public func forEachIndexTerm(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ visit: (IndexTerm) -> Void) {}

    /// Where the phrase (analyzed the same way) occurs in `text`, as UTF-8 byte ranges of `text`.
    /// Exact unit-sequence match; used to verify candidates and to highlight snippets.
    public func occurrences(of phrase: [Token], in text: String) -> [Range<Int>] {
        []
    }
}
