/// What a handler answers. The server adds the framing (`Content-Length`, `Connection`), `Date`,
/// `Server` and the configuration's default headers, and drops the body of a HEAD or 304.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    /// Headers of the caller's choosing. `Content-Length`, `Transfer-Encoding`, `Connection`,
    /// `Date` and `Server` are the server's to set and are ignored here; a header whose name or
    /// value could end the header section early (CR, LF, other controls) turns the response
    /// into a 500, so no text taken from a request can split a response.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// A body read from a file as it is sent, in `body`'s place (`ResponseFile`).
    public var file: ResponseFile?

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = [], file: ResponseFile? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.file = file
    }

    /// An HTML page; the text is sent as UTF-8.
    public static func html(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
    }

    /// A JSON document already encoded as UTF-8.
    public static func json(_ bytes: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: bytes)
    }

    /// Plain text, for errors and small answers.
    public static func text(_ text: String, status: HTTPStatus) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// A redirect to `location` (a path or an absolute URL, already percent-encoded).
    public static func redirect(to location: String, status: HTTPStatus = .found) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Location", location)])
    }

    /// The first value of the header `name`, compared without regard to case.
    func headerValue(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
