/// The postings entries of one page's documents, analyzed on a preparation worker so that the
/// single writer thread only interns keys and appends: the analysis and the per-document
/// counting of unigrams run on all cores.
///
/// Entry `i` is a term key and a value: the term's position, or for a unigram its frequency in
/// the document (one entry per document and field). A key of up to seven bytes is packed into
/// a UInt64 (`PackedTermKey`); a longer one is stored as `0` and its bytes (field, kind, term)
/// follow in `longKeys`, in entry order.
struct PageTerms: Sendable {
    let keys: [UInt64]
    let values: [UInt32]
    let longKeys: [UInt8]
    /// `longKeys` bounds of the n-th long key: `longStarts[n]..<longStarts[n + 1]`.
    let longStarts: [UInt32]
    /// For each document, the end of its entries.
    let documentEnds: [Int]
}

/// A term key of up to seven bytes in one integer: the term's bytes in bits 0..<56 (first byte
/// lowest), the byte count in bits 56..<59, the field code in 59..<61, the kind code in 61..<64.
/// Never zero, since every kind code is.
enum PackedTermKey {
    static let maxBytes = 7

    /// - Parameter utf8: the term's bytes, packed as `UTF8Coding.packed` does; `count` at most `maxBytes`.
    @inline(__always)
    static func pack(field: UInt8, kind: UInt8, utf8: UInt64, count: Int) -> UInt64 {
        utf8 | UInt64(count) << 56 | UInt64(field) << 59 | UInt64(kind) << 61
    }

    @inline(__always)
    static func field(_ packed: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: packed >> 59) & 3 }

    @inline(__always)
    static func kind(_ packed: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: packed >> 61) }

    @inline(__always)
    static func byteCount(_ packed: UInt64) -> Int { Int(truncatingIfNeeded: packed >> 56) & 7 }
}
