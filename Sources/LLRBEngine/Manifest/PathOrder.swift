/// The order of the file table: paths compared as UTF-8 bytes, as the walk sorts them, so that
/// an ingest matches the files it finds against the table in one pass over both. (Format 3
/// sorted by Swift's `String` order, which takes canonically equivalent spellings for equal and
/// so is not an order of the bytes.)
package enum PathOrder {
    /// Negative when `a` comes first, 0 when they are the same bytes, positive when `b` does.
    package static func compare<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Int {
        let contiguous = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in compare(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b)) }
        }
        if let contiguous = contiguous ?? nil { return contiguous }
        return Array(a).withUnsafeBytes { a in Array(b).withUnsafeBytes { b in compare(a, b) } }
    }

    /// The dictionary's order of term keys, which is of bytes too.
    package static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        TermKey.compare(a, b)
    }
}
