/// Reads a complete request head (as `HeadScanner` delimited it) into a request, or the reason
/// to refuse it. Strict where leniency has let requests be smuggled or split: one space
/// between the request line's parts, no obs-fold, no space before a colon, no bare CR, no
/// controls, one Host, no body on GET and HEAD, and a POST's body (when `bodies` accepts POST)
/// only with a Content-Length within its limit.
enum RequestHeadParser {
    static func parse(_ head: ArraySlice<UInt8>, bodies: BodyPolicy) throws(RequestRefusal) -> ParsedRequest {
        var lines = try Self.lines(of: head)
        guard !lines.isEmpty else { throw .badRequest("the request is empty") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: HTTPSyntax.space, omittingEmptySubsequences: false)
        guard parts.count == 3, HTTPSyntax.isToken(parts[0]), !parts[1].isEmpty else {
            throw .badRequest("the request line is not METHOD TARGET VERSION")
        }
        let isHTTP10 = try isVersion10(parts[2])
        let headers = try HTTPHeaders(lines.map(field))
        let method = String(decoding: parts[0], as: UTF8.self)
        try checkHost(headers, isHTTP10: isHTTP10)
        let framing = try BodyFraming(headers)
        let keepsAlive = keepsAlive(headers, isHTTP10: isHTTP10)
        let bodyLength = try bodyLength(of: method, framing: framing, keepsAlive: keepsAlive, bodies: bodies)
        let target = try RequestTarget(Array(parts[1]))
        let request = HTTPRequest(method: method, target: String(decoding: parts[1], as: UTF8.self), parsed: target, headers: headers, body: [])
        return ParsedRequest(request: request, bodyLength: bodyLength, keepsAlive: keepsAlive, isHTTP10: isHTTP10)
    }

    /// How many bytes of body follow the head, or why the request is refused before any of them
    /// is read: GET and HEAD carry none, a POST what `bodies` admits when it accepts POST, and
    /// any other method is 405.
    private static func bodyLength(of method: String, framing: BodyFraming, keepsAlive: Bool, bodies: BodyPolicy) throws(RequestRefusal) -> Int {
        switch method {
        case "GET", "HEAD":
            guard framing.isEmpty else { throw .badRequest("a \(method) request carries no body") }
            return 0
        case "POST" where bodies.acceptsPOST:
            return try bodies.admittedLength(framing)
        default:
            // Without a body the next request is framed as well as ever: the connection may stay.
            throw .methodNotAllowed(allowed: bodies.methods, closesConnection: !framing.isEmpty || !keepsAlive)
        }
    }

    /// The head's lines without their line ends and without the final empty line. A CR
    /// anywhere but before LF is refused with the other controls later, by byte class.
    private static func lines(of head: ArraySlice<UInt8>) throws(RequestRefusal) -> [ArraySlice<UInt8>] {
        var lines = head.split(separator: HTTPSyntax.lineFeed, omittingEmptySubsequences: false).map { line in
            line.last == HTTPSyntax.carriageReturn ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.contains(where: { $0.contains(HTTPSyntax.carriageReturn) }) else { throw .badRequest("a bare CR in the request head") }
        return lines
    }

    /// True for HTTP/1.0, false for HTTP/1.1; 505 for another version, 400 for no version.
    private static func isVersion10(_ version: ArraySlice<UInt8>) throws(RequestRefusal) -> Bool {
        switch String(decoding: version, as: UTF8.self) {
        case "HTTP/1.1": return false
        case "HTTP/1.0": return true
        case let other where other.utf8.count == 8 && other.hasPrefix("HTTP/") && other.utf8.dropFirst(5).elementsEqual("d.d".utf8, by: { digitShape($0) == $1 }):
            throw RequestRefusal(status: .httpVersionNotSupported, reason: "only HTTP/1.0 and HTTP/1.1 are served")
        default:
            throw .badRequest("the request line's version is not HTTP/1.x")
        }
    }

    /// A byte of a version with digits masked to "d", to compare with "d.d".
    private static func digitShape(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? UInt8(ascii: "d") : byte
    }

    /// One `name: value` line. A line starting with a space or tab (obs-fold), a name that is
    /// not a token (which covers a space before the colon), or a control in the value is
    /// refused.
    private static func field(_ line: ArraySlice<UInt8>) throws(RequestRefusal) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: HTTPSyntax.colon), HTTPSyntax.isToken(line[..<colon]) else {
            throw .badRequest("a header line is not NAME: VALUE")
        }
        let value = line[(colon + 1)...]
        guard value.allSatisfy(HTTPSyntax.isFieldValueByte) else { throw .badRequest("a header value holds a control character") }
        let name = String(decoding: line[..<colon], as: UTF8.self)
        return (name: name, value: String(decoding: value, as: UTF8.self).trimmingSpaces)
    }

    /// HTTP/1.1 requires exactly one Host; HTTP/1.0 at most one.
    private static func checkHost(_ headers: HTTPHeaders, isHTTP10: Bool) throws(RequestRefusal) {
        let hosts = headers.values("host").count
        guard hosts <= 1 else { throw .badRequest("more than one Host header") }
        guard hosts == 1 || isHTTP10 else { throw .badRequest("an HTTP/1.1 request needs a Host header") }
    }

    private static func keepsAlive(_ headers: HTTPHeaders, isHTTP10: Bool) -> Bool {
        let options = (headers["connection"] ?? "").lowercased().split(separator: ",").map(\.trimmingSpaces)
        if options.contains("close") { return false }
        return !isHTTP10 || options.contains("keep-alive")
    }
}
