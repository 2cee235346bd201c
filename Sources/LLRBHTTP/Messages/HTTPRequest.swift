/// A request as the handler sees it: its head parsed, checked and decoded, and its body read
/// whole. Anything the server could not read safely never reaches the handler (it is refused
/// with a 4xx), so the fields here are always well formed.
public struct HTTPRequest: Sendable {
    /// "GET" or "HEAD", or "POST" when the configuration accepts it (`acceptsPOST`): other
    /// methods are answered 405 by the server.
    public var method: String
    /// The request-target exactly as sent, e.g. "/search?q=%E5%A4%8D".
    public var target: String
    /// The path percent-decoded as UTF-8, without the query; "/" at least. `%2e%2e` arrives as
    /// "..": deciding which paths exist is the router's job.
    public var path: String
    /// The query's pairs in order, `%XX` and `+` decoded; a name without "=" has the value "".
    public var query: [(name: String, value: String)]
    public var headers: HTTPHeaders
    /// The body exactly as sent: a POST's, at most the configuration's `maxBodyBytes`; empty
    /// for GET and HEAD, which the server refuses when they carry one. A form in it is read by
    /// `formFields()`.
    public var body: [UInt8]

    /// A request for `target` as a client would send it, for routes to be tried without a
    /// socket; nil when the server would refuse that target with 400. The body is taken as it
    /// is, as the server hands over a POST's.
    public init?(method: String = "GET", target: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        guard let parsed = try? RequestTarget(Array(target.utf8)) else { return nil }
        self.init(method: method, target: target, parsed: parsed, headers: headers, body: body)
    }

    init(method: String, target: String, parsed: RequestTarget, headers: HTTPHeaders, body: [UInt8]) {
        self.method = method
        self.target = target
        self.path = parsed.path
        self.query = parsed.query
        self.headers = headers
        self.body = body
    }

    /// HEAD asks for GET's headers only; the server drops the body, so a handler can answer
    /// both alike.
    public var isHead: Bool { method == "HEAD" }

    /// The first value given for `name` in the query, or nil.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Every value given for `name` in the query, in order.
    public func queryValues(_ name: String) -> [String] {
        query.filter { $0.name == name }.map(\.value)
    }
}
