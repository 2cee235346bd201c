/// A request-target read into the path and query a handler routes on (RFC 9112 §3.2). Only
/// the origin form (`/path?query`) and the absolute form with the http scheme
/// (`http://host/path`, which proxies send) are accepted; `*`, authority forms and other
/// schemes mean nothing to a reader of pages and are refused.
struct RequestTarget {
    var path: String
    var query: [(name: String, value: String)]

    init(_ target: [UInt8]) throws(RequestRefusal) {
        guard !target.isEmpty, target.allSatisfy(HTTPSyntax.isTargetByte) else {
            throw .badRequest("the request target holds a space, control or non-ASCII byte")
        }
        guard !target.contains(UInt8(ascii: "#")) else { throw .badRequest("the request target holds a fragment") }
        let origin = try Self.originForm(of: target)
        let questionMark = origin.firstIndex(of: UInt8(ascii: "?"))
        path = try Self.path(origin[..<(questionMark ?? origin.endIndex)])
        if let questionMark {
            query = try Self.query(origin[(questionMark + 1)...])
        } else {
            query = []
        }
    }

    /// The target's `/path?query` part: itself in origin form, what follows the authority in
    /// absolute form.
    private static func originForm(of target: [UInt8]) throws(RequestRefusal) -> ArraySlice<UInt8> {
        if target.first == UInt8(ascii: "/") { return target[...] }
        let scheme = Array("http://".utf8)
        guard target.count > scheme.count, target.prefix(scheme.count).map(lowercased) == scheme else {
            throw .badRequest("the request target must start with / (or http://host/)")
        }
        let afterScheme = target[scheme.count...]
        let authorityEnd = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? target.endIndex
        guard authorityEnd > afterScheme.startIndex else { throw .badRequest("the request target names no host") }
        let rest = target[authorityEnd...]
        return rest.first == UInt8(ascii: "/") ? rest : ArraySlice("/".utf8) + rest
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// The decoded path; a control character in it (`%00`, `%0A`) is refused, since no page
    /// has one and a log line or file name must never get one.
    private static func path(_ encoded: ArraySlice<UInt8>) throws(RequestRefusal) -> String {
        guard let bytes = PercentDecoding.decode(encoded, plusIsSpace: false) else {
            throw .badRequest("the path holds a % not followed by two hex digits")
        }
        guard !bytes.contains(where: HTTPSyntax.isControl) else { throw .badRequest("the path holds a control character") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .badRequest("the path is not UTF-8 once decoded") }
        return text
    }

    /// The query's pairs, read as a form's: a NUL is refused; other characters are the
    /// searcher's own text and are kept.
    private static func query(_ encoded: ArraySlice<UInt8>) throws(RequestRefusal) -> [(name: String, value: String)] {
        do throws(HTTPFormError) {
            return try FormURLEncoding.pairs(encoded)
        } catch {
            throw .badRequest(error.reason(in: "the query"))
        }
    }
}
