/// Turns a response into the bytes sent on the wire: status line, headers, and the body unless
/// the request was HEAD or the status is 304. The framing is the server's alone, so a handler
/// can never send a wrong length or keep a connection open that must close.
enum ResponseSerializer {
    /// Header names the server sets itself; a handler's or the configuration's are dropped.
    private static let framingHeaders: Set<String> = ["content-length", "transfer-encoding", "connection", "date", "server"]

    /// The bytes of `response` as the answer to `parsed`: a 304 when it carries the ETag a GET
    /// or HEAD names (to a POST, `If-None-Match` is a precondition, RFC 9110 §13.1.2, never a
    /// 304), without the body for HEAD, with the `Connection` header the request needs.
    /// A body read from a file (`HTTPResponse.file`) is given back to be streamed after the
    /// bytes, unless it is not to be sent.
    static func outgoing(_ response: HTTPResponse, answering parsed: ParsedRequest,
                         defaultHeaders: [(name: String, value: String)]) -> (bytes: [UInt8], file: ResponseFile?) {
        let request = parsed.request
        let isRead = request.method == "GET" || request.isHead
        let answer = isRead ? response.notModified(ifNoneMatch: request.headers["if-none-match"]) : response
        let bytes = bytes(of: answer, sendsBody: !request.isHead, connection: parsed.connectionHeader, defaultHeaders: defaultHeaders)
        return (bytes, request.isHead || answer.status == .notModified || !isSafe(answer.headers) ? nil : answer.file)
    }

    /// The bytes of `response`. `Content-Length` is the body's length even when the body is not
    /// sent, which is what HEAD and 304 must say. `connection` is the value of a `Connection`
    /// header when one is needed ("close", or "keep-alive" for HTTP/1.0).
    static func bytes(of response: HTTPResponse, sendsBody: Bool, connection: String?, defaultHeaders: [(name: String, value: String)]) -> [UInt8] {
        let response = isSafe(response.headers) ? response : .text("500 Internal Server Error: a response header held a control character\n", status: .internalServerError)
        let own = Set(response.headers.map { $0.name.lowercased() })
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reason)\r\nDate: \(HTTPDate.now())\r\nServer: llrb\r\n"
        let defaults = isSafe(defaultHeaders) ? defaultHeaders.filter { !own.contains($0.name.lowercased()) } : []
        for (name, value) in defaults + response.headers where !framingHeaders.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(response.file?.length ?? response.body.count)\r\n"
        if let connection { head += "Connection: \(connection)\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if sendsBody && response.status != .notModified && response.file == nil { bytes += response.body }
        return bytes
    }

    /// Whether every name is a token and no value holds a control that could end a line.
    private static func isSafe(_ headers: [(name: String, value: String)]) -> Bool {
        headers.allSatisfy { HTTPSyntax.isToken($0.name.utf8) && $0.value.utf8.allSatisfy(HTTPSyntax.isFieldValueByte) }
    }
}
