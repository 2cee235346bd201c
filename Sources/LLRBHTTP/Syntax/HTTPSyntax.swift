/// The byte classes of HTTP/1.1's grammar (RFC 9110 §5.6, RFC 9112), checked byte by byte so
/// that nothing outside them reaches a handler or a response.
enum HTTPSyntax {
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let colon: UInt8 = 0x3A

    /// A `tchar`: the characters of a method or a field name.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Whether `text` is a non-empty token, as a method or field name must be.
    static func isToken(_ text: some Collection<UInt8>) -> Bool {
        !text.isEmpty && text.allSatisfy(isTokenByte)
    }

    /// A byte a field value may hold: visible ASCII, space, tab and obs-text (bytes of UTF-8).
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != 0x7F)
    }

    /// A byte a request-target may hold: visible ASCII only (RFC 3986 characters and a few a
    /// browser leaves unencoded); spaces, controls and raw UTF-8 must come percent-encoded.
    static func isTargetByte(_ byte: UInt8) -> Bool {
        byte > space && byte < 0x7F
    }

    /// A C0 control or DEL, refused inside a decoded path.
    static func isControl(_ byte: UInt8) -> Bool {
        byte < space || byte == 0x7F
    }
}
