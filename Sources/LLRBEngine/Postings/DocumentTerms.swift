/// The postings entries of one source file's documents, analyzed on a preparation worker so that the
/// single writer thread only interns keys and appends: the analysis and the per-document
/// counting of unigrams run on all cores.
///
/// Entry `i` is a term key and a value: the term's position, or for a unigram its frequency in
/// the document (one entry per document and field). A key of up to seven bytes is packed into
/// a UInt64 (`PackedTermKey`); a longer one is stored as `0` and its bytes (field, kind, term)
/// follow in `longKeys`, in entry order.
package struct DocumentTerms: Sendable {
    package let entries: TermEntries
    let longKeys: [UInt8]
    /// `longKeys` bounds of the n-th long key: `longStarts[n]..<longStarts[n + 1]`.
    let longStarts: [UInt32]
    /// For each document, the end of its entries.
    let documentEnds: [Int]
}

/// A file's entry keys and values in the buffers `DocumentTermsBuilder` filled, handed over rather
/// than copied into arrays (12 bytes an entry, half an entry per byte of text) and freed with
/// the file's documents. Never written once built, so they pass between threads as they are.
package final class TermEntries: @unchecked Sendable {
    private let keyBase: UnsafeMutablePointer<UInt64>
    private let valueBase: UnsafeMutablePointer<UInt32>
    package let count: Int

    /// Takes over `keys` and `values`, each allocated with `allocate` and holding `count` entries.
    package init(keys: UnsafeMutablePointer<UInt64>, values: UnsafeMutablePointer<UInt32>, count: Int) {
        keyBase = keys
        valueBase = values
        self.count = count
    }

    /// Calls `body` with the keys and values, valid during the call.
    func withKeysAndValues<Result>(_ body: (UnsafeBufferPointer<UInt64>, UnsafePointer<UInt32>) -> Result) -> Result {
        withExtendedLifetime(self) { body(UnsafeBufferPointer(start: keyBase, count: count), valueBase) }
    }

    deinit {
        keyBase.deallocate()
        valueBase.deallocate()
    }
}

/// A term key of up to seven bytes in one integer: the term's bytes in bits 0..<56 (first byte
/// lowest), the field code in 56..<59, the kind code in 59..<62. Never zero, since every kind
/// code is. A term's UTF-8 holds no zero byte (the analyzer takes no NUL into a term), so its
/// length is where its bytes end and takes no bits of its own: five fields need three. A
/// trigram's bytes are scalar values (`一` is 4E 00), always six.
enum PackedTermKey {
    static let maxBytes = 7

    /// - Parameter utf8: the term's bytes, packed as `UTF8Coding.packed` does; at most `maxBytes`.
    @inline(__always)
    static func pack(field: UInt8, kind: UInt8, utf8: UInt64) -> UInt64 {
        utf8 | UInt64(field) << 56 | UInt64(kind) << 59
    }

    @inline(__always)
    static func field(_ packed: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: packed >> 56) & 7 }

    @inline(__always)
    static func kind(_ packed: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: packed >> 59) & 7 }

    @inline(__always)
    static func byteCount(_ packed: UInt64) -> Int {
        kind(packed) == TermKey.trigram ? 6 : (71 - (packed & 0x00FF_FFFF_FFFF_FFFF).leadingZeroBitCount) >> 3
    }
}
