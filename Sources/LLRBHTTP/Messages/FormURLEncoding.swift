/// The name-value pairs of `application/x-www-form-urlencoded` text, which is what an HTML form
/// sends as a GET's query or a POST's body (WHATWG URL §5.1): split at `&` and the first `=`,
/// empty pieces skipped, a name without `=` given the value "", `+` a space and `%XX` a byte.
///
/// Stricter than a browser's reading, which keeps a stray `%` as typed and replaces what is not
/// UTF-8: text that does not decode exactly is refused rather than guessed at, and so is a NUL,
/// which no form of ours asks for and no log line or file name may get.
enum FormURLEncoding {
    static func pairs(_ encoded: ArraySlice<UInt8>) throws(HTTPFormError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for piece in encoded.split(separator: UInt8(ascii: "&")) {
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let value = equals < piece.endIndex ? piece[(equals + 1)...] : []
            pairs.append((name: try text(piece[..<equals]), value: try text(value)))
        }
        return pairs
    }

    private static func text(_ encoded: ArraySlice<UInt8>) throws(HTTPFormError) -> String {
        guard let bytes = PercentDecoding.decode(encoded, plusIsSpace: true) else { throw .invalidPercentEscape }
        guard !bytes.contains(0) else { throw .nulCharacter }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }
}
