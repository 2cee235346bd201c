import Foundation
import Synchronization

/// A small HTTP/1.1 server for GET and HEAD, and POST with a small body when the configuration
/// accepts it (`acceptsPOST`): one event-loop thread does all socket I/O (`EventLoop`),
/// handlers run on a bounded pool, and every limit and deadline of `Configuration` is enforced
/// so that no client, slow or hostile, can hold up another.
///
/// Thread-safe: `start()`, `stop()` and `boundAddress` may be called from any thread.
public final class HTTPServer: Sendable {
    public let configuration: Configuration
    private let quickAnswer: @Sendable (HTTPRequest) -> HTTPResponse?
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let state = Mutex<State>(.idle)

    private enum State {
        case idle
        case running(mailbox: LoopMailbox, finished: DispatchSemaphore, address: String)
    }

    /// A server that answers every request it serves with `handler`; nothing listens before
    /// `start()`.
    public convenience init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.init(configuration: configuration, quickAnswer: { _ in nil }, handler: handler)
    }

    /// A server that answers at once what `quickAnswer` can, and every other request it serves
    /// with `handler` on the handler pool; nothing listens before `start()`.
    ///
    /// `quickAnswer` runs on the event loop's own thread for each request before the handler
    /// pool sees it, so what it answers goes out even while every handler is busy with slow work:
    /// an asset compiled into the binary, a page already in a cache. It must be cheap and must
    /// never block (no disk, no index, no lock a handler may hold for long), because while it
    /// runs no other client is served. It returns nil to hand the request to `handler`. Its
    /// answer is treated as the handler's: ETags are honoured, HEAD gets no body.
    public init(
        configuration: Configuration,
        quickAnswer: @escaping @Sendable (HTTPRequest) -> HTTPResponse?,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.configuration = configuration
        self.quickAnswer = quickAnswer
        self.handler = handler
    }

    /// A server let go of stops, so its port and connections do not outlive it.
    deinit {
        stop()
    }

    /// Binds and listens, starts the event loop, and returns the bound port (the one the
    /// system chose when the configuration's port is 0).
    public func start() throws(HTTPServerError) -> UInt16 {
        try state.withLock { state throws(HTTPServerError) -> UInt16 in
            guard case .idle = state else { throw .alreadyRunning }
            FileDescriptorLimit.raise(toServe: configuration.maxConnections)
            let socket = try ListeningSocket(host: configuration.host, port: configuration.port)
            guard let mailbox = LoopMailbox() else {
                let reason = SocketCalls.message(errno)
                close(socket.descriptor)
                throw .cannotListen(address: socket.address, reason: reason)
            }
            let finished = DispatchSemaphore(value: 0)
            let (configuration, quickAnswer, handler) = (configuration, quickAnswer, handler)
            let thread = Thread {
                EventLoop(configuration: configuration, listener: socket.descriptor, mailbox: mailbox, quickAnswer: quickAnswer, handler: handler).run()
                finished.signal()
            }
            thread.name = "llrb-http"
            thread.start()
            state = .running(mailbox: mailbox, finished: finished, address: socket.address)
            return socket.port
        }
    }

    /// Closes the listener and every connection and returns once they are closed. Handlers
    /// still running finish, but their answers are dropped. Calling it again does nothing; the
    /// server may be started again afterwards.
    public func stop() {
        state.withLock { state in
            guard case .running(let mailbox, let finished, _) = state else { return }
            mailbox.requestStop()
            finished.wait()
            state = .idle
        }
    }

    /// The address the server listens on ("127.0.0.1:8080", "[::1]:8080"), for the line that
    /// tells a person where to point the browser; empty when not running.
    public var boundAddress: String {
        state.withLock { state in
            guard case .running(_, _, let address) = state else { return "" }
            return address
        }
    }
}
