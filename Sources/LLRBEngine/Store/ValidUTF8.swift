import Glibc

/// Strings from bytes that must be UTF-8, refused when they are not. The standard library's
/// `String(validating:as:)` takes a generic path that instantiates type metadata on every call:
/// a journal of 100,000 corrections spent a fifth of its reading there. Decoding repairs what
/// is not UTF-8 with U+FFFD, on the fast path; a string whose bytes are not the ones given
/// was repaired, so they were not UTF-8.
package enum ValidUTF8 {
    /// `bytes` as a string; nil when they are not UTF-8.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
        var text = String(decoding: bytes, as: UTF8.self)
        let same = text.withUTF8 { decoded in
            guard let start = decoded.baseAddress, decoded.count == bytes.count else { return false }
            return memcmp(start, base, bytes.count) == 0
        }
        return same ? text : nil
    }

    package static func string(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.withUnsafeBufferPointer(string)
    }
}
