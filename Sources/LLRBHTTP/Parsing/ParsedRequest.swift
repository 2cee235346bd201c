/// A request the handler may see, with what the server needs to frame its answer.
struct ParsedRequest: Sendable {
    /// The request, its body empty until the server has read `bodyLength` bytes into it.
    var request: HTTPRequest
    /// How many bytes after the head are the body (the admitted Content-Length, 0 for GET and
    /// HEAD): the next request starts after them.
    var bodyLength: Int
    /// Whether the connection stays open after the response: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool
    /// HTTP/1.0 keeps a connection open only when the response says so too.
    var isHTTP10: Bool
}

extension ParsedRequest {
    /// The `Connection` header the response needs: "close" when the connection ends after it,
    /// "keep-alive" when an HTTP/1.0 client asked to keep it, none otherwise.
    var connectionHeader: String? {
        guard keepsAlive else { return "close" }
        return isHTTP10 ? "keep-alive" : nil
    }
}
