import Foundation
import Synchronization

/// A small HTTP/1.1 server for GET and HEAD: one event-loop thread does all socket I/O
/// (`EventLoop`), handlers run on a bounded pool, and every limit and deadline of
/// `Configuration` is enforced so that no client, slow or hostile, can hold up another.
///
/// Thread-safe: `start()`, `stop()` and `boundAddress` may be called from any thread.
public final class HTTPServer: Sendable {
    public let configuration: Configuration
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let state = Mutex<State>(.idle)

    private enum State {
        case idle
        case running(mailbox: LoopMailbox, finished: DispatchSemaphore, address: String)
    }

    /// A server that answers every GET and HEAD with `handler`; nothing listens before `start()`.
    public init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.configuration = configuration
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
            let (configuration, handler) = (configuration, handler)
            let thread = Thread {
                EventLoop(configuration: configuration, listener: socket.descriptor, mailbox: mailbox, handler: handler).run()
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
