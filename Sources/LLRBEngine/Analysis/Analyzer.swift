/// The one analysis of llrb, shared by ingest and query so that both see the same terms.
///
/// Normalization: NFKC (full-width ASCII and U+3000 folded on a byte-level fast path, rarer
/// compatibility characters through Foundation), Latin lower-cased, whitespace between two CJK
/// characters ignored (OCR wraps lines anywhere), punctuation a phrase boundary.
/// Segmentation: a CJK run c1c2c3c4 (Han, kana, hangul) gives bigrams c1c2 c2c3 c3c4 at
/// consecutive positions, a run of one a `character`; a run of letters and digits is a `word`.
public struct Analyzer: Sendable {
    public init() {}

    /// The tokens of `text` in position order, with UTF-8 offsets into `text` as given;
    /// what `llrb analyze` prints and what a query phrase is made of.
    public func tokens(in text: String) -> [Token] {
        withUTF8(of: text) { bytes in
            var collector = TokenCollector()
            TermAssembler.assemble(bytes, into: &collector)
            return collector.tokens
        }
    }

    /// Runs `body` over the UTF-8 of `text` without copying when it is already contiguous.
    package func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    /// Every term the index makes of `bytes` (UTF-8), no String per token: every positional
    /// token (bigram, character, word) and, for every CJK character, a `unigram` so that a
    /// one-character query finds every document containing the character. The index's own
    /// collector (`PostingsCollector`) makes the same terms in one pass with its entries.
    public func forEachIndexTerm(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ visit: (IndexTerm) -> Void) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = IndexTermVisitor(visit: visit)
            TermAssembler.assemble(bytes, into: &visitor)
        }
    }
}

/// Collects the positional tokens as `Token` values (unigrams are for the index only).
private struct TokenCollector: TermSink {
    var tokens: [Token] = []

    mutating func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
                       position: Int, start: Int, end: Int) {
        let tokenKind: TokenKind
        switch kind {
        case .bigram: tokenKind = .bigram
        case .character: tokenKind = .character
        case .word: tokenKind = .word
        case .unigram: return
        }
        tokens.append(Token(kind: tokenKind, text: String(decoding: bytes, as: UTF8.self),
                            position: position, startOffset: start, endOffset: end))
    }
}

private struct IndexTermVisitor: TermSink {
    let visit: (IndexTerm) -> Void

    func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
              position: Int, start: Int, end: Int) {
        visit(IndexTerm(kind: kind, bytes: bytes, position: position))
    }
}
