/// Strings made from bytes already known to be well-formed UTF-8: a page `UTF8Validation`
/// has checked, or bytes cut at scalar boundaries from a String's own bytes (folded lines,
/// output text). `String(decoding:as:)` validates every byte again, about eleven instructions
/// a byte on Chinese text; this only copies them.
enum KnownValidUTF8 {
    /// `bytes` must be well-formed UTF-8; nothing checks it again.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(copying: unsafe UTF8Span(unchecked: bytes.span))
    }
}
