import Foundation

extension HTTPServer {
    /// Where the server listens, what it lets one client cost, and the headers every response
    /// carries. The defaults suit a reader on the local machine.
    public struct Configuration: Sendable {
        /// An IPv4 or IPv6 literal, or a name such as "localhost".
        public var host: String
        /// The port; 0 asks the system for a free one, which `start()` returns.
        public var port: UInt16
        /// Headers added to every response the handler does not set itself (a
        /// Content-Security-Policy, `X-Content-Type-Options: nosniff`, a Referrer-Policy).
        public var defaultHeaders: [(name: String, value: String)]
        /// Open connections at most; a new one past it evicts the connection that has waited
        /// longest for a request head (see `EventLoop`).
        public var maxConnections: Int
        /// Handlers running at once; more requests wait their turn without blocking I/O.
        public var handlerConcurrency: Int
        /// Time for a whole request head, and a POST's body after it, to arrive, from the head's
        /// first byte (from the connection's opening for its first request).
        public var headerTimeout: Duration
        /// Time a kept-alive connection may wait for its next request.
        public var idleTimeout: Duration
        /// Time a response may wait without the client taking any of it.
        public var writeTimeout: Duration
        /// Longest request line (414 beyond).
        public var maxRequestLineBytes: Int
        /// Largest header section (431 beyond).
        public var maxHeaderBytes: Int
        /// Most header lines (431 beyond).
        public var maxHeaderCount: Int
        /// Whether POST is served, its body sent with a `Content-Length` (411 without, 501 for
        /// a transfer coding). Off by default, for a reader that only reads: a POST is then
        /// answered 405 with `Allow: GET, HEAD`, as any other method is.
        public var acceptsPOST: Bool
        /// Largest POST body. One declared larger is answered 413 and the connection closed
        /// before any of it is read; one within it is held in memory whole, like a head.
        public var maxBodyBytes: Int
        /// The body of the server's own refusals (400, 408, 413, 414, 431, 405, 411, 501, 503),
        /// made by the front that knows its readers' language; nil for the status and an English
        /// reason as text. Called on the event loop, so it must be quick; the server adds `Allow`
        /// to a 405 and closes the connection as the refusal requires.
        public var refusalPage: (@Sendable (HTTPStatus) -> HTTPResponse)?

        public init(
            host: String = "127.0.0.1",
            port: UInt16 = 8080,
            defaultHeaders: [(name: String, value: String)] = [],
            maxConnections: Int = 512,
            handlerConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
            headerTimeout: Duration = .seconds(10),
            idleTimeout: Duration = .seconds(5),
            writeTimeout: Duration = .seconds(10),
            maxRequestLineBytes: Int = 8 * 1024,
            maxHeaderBytes: Int = 16 * 1024,
            maxHeaderCount: Int = 100,
            acceptsPOST: Bool = false,
            maxBodyBytes: Int = 64 * 1024,
            refusalPage: (@Sendable (HTTPStatus) -> HTTPResponse)? = nil
        ) {
            self.host = host
            self.port = port
            self.defaultHeaders = defaultHeaders
            self.maxConnections = maxConnections
            self.handlerConcurrency = handlerConcurrency
            self.headerTimeout = headerTimeout
            self.idleTimeout = idleTimeout
            self.writeTimeout = writeTimeout
            self.maxRequestLineBytes = maxRequestLineBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxHeaderCount = maxHeaderCount
            self.acceptsPOST = acceptsPOST
            self.maxBodyBytes = maxBodyBytes
            self.refusalPage = refusalPage
        }

        var headLimits: HeadLimits {
            HeadLimits(requestLineBytes: maxRequestLineBytes, headerBytes: maxHeaderBytes, headerCount: maxHeaderCount)
        }

        var bodyPolicy: BodyPolicy {
            BodyPolicy(acceptsPOST: acceptsPOST, maxBytes: maxBodyBytes)
        }
    }
}
