import Dispatch
import Glibc

/// The server's one I/O thread: every socket is non-blocking and watched by `poll`, so a slow
/// or silent client costs a table entry, never a thread, and no client's pace can hold up
/// another's. Handlers run elsewhere (`startHandler`); the loop only reads requests, writes
/// answers and enforces deadlines. All its state belongs to its thread.
///
/// `poll` over a few hundred descriptors costs microseconds; Glibc does not expose epoll to
/// Swift, and a loop of our own keeps every deadline and eviction decision in one place.
final class EventLoop {
    let configuration: HTTPServer.Configuration
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Called on this thread before a request would wait for the pool (`HTTPServer.init`).
    let quickAnswer: @Sendable (HTTPRequest) -> HTTPResponse?
    let listener: Int32
    let mailbox: LoopMailbox
    let headerTimeout: UInt64
    let idleTimeout: UInt64
    let writeTimeout: UInt64
    /// The configuration's limits, at least 1 so that a zero cannot stop all service.
    let handlerLimit: Int
    let connectionLimit: Int
    /// How long a closing connection may go on sending before it is closed regardless.
    let lingerTimeout: UInt64 = Duration.seconds(1).nanoseconds
    var connections: [UInt64: Connection] = [:]
    var nextConnectionID: UInt64 = 0
    /// Requests parsed while `handlerConcurrency` handlers were running, one per connection at
    /// most, served first come first served; those whose connection closed meanwhile are skipped.
    var waitingRequests: [(connectionID: UInt64, parsed: ParsedRequest)] = []
    var runningHandlers = 0
    /// While the process is out of descriptors, accepting waits until this time.
    var acceptResumes: UInt64 = 0
    var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    init(configuration: HTTPServer.Configuration, listener: Int32, mailbox: LoopMailbox,
         quickAnswer: @escaping @Sendable (HTTPRequest) -> HTTPResponse?, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.configuration = configuration
        self.listener = listener
        self.mailbox = mailbox
        self.quickAnswer = quickAnswer
        self.handler = handler
        headerTimeout = configuration.headerTimeout.nanoseconds
        idleTimeout = configuration.idleTimeout.nanoseconds
        writeTimeout = configuration.writeTimeout.nanoseconds
        handlerLimit = max(1, configuration.handlerConcurrency)
        connectionLimit = max(1, configuration.maxConnections)
    }

    /// Runs until `mailbox.requestStop()`, then closes every connection and the listener.
    /// Handlers still running finish on their threads; their answers are dropped.
    func run() {
        var descriptors: [pollfd] = []
        var watched: [Connection] = []
        while true {
            let now = MonotonicClock.now()
            descriptors.removeAll(keepingCapacity: true)
            watched.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: mailbox.descriptor, events: Int16(POLLIN), revents: 0))
            let accepting = acceptResumes <= now
            var nearest = accepting ? UInt64.max : acceptResumes
            if accepting { descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
            let expired = connections.values.filter { $0.hasDeadline && $0.deadline <= now }
            expired.forEach(expire)
            for connection in connections.values {
                if connection.hasDeadline { nearest = min(nearest, connection.deadline) }
                descriptors.append(pollfd(fd: connection.descriptor, events: connection.pollEvents, revents: 0))
                watched.append(connection)
            }
            let timeout = nearest == .max ? -1 : Int32(clamping: (nearest - now) / 1_000_000 + 1)
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) >= 0 || errno == EINTR else { break }
            if descriptors[0].revents != 0 {
                let (answers, stopRequested) = mailbox.collect()
                if stopRequested { break }
                answers.forEach(deliver)
            }
            if accepting, descriptors[1].revents != 0 { acceptConnections() }
            let connectionsStart = accepting ? 2 : 1
            for (index, connection) in watched.enumerated() where descriptors[connectionsStart + index].revents != 0 {
                serve(connection)
            }
        }
        connections.values.forEach(close)
        Glibc.close(listener)
        mailbox.close()
    }

    /// Does what the connection's phase waits for, now that poll says it can.
    private func serve(_ connection: Connection) {
        guard connections[connection.id] != nil else { return }
        switch connection.phase {
        case .awaitingHead, .awaitingBody, .lingering: readFrom(connection)
        case .writing: writeTo(connection)
        case .handling:
            // The client hung up while its request waited for a handler or ran: closing the
            // connection abandons the request (see `deliver`). A client that only half-closes
            // after its request is taken for gone too, as nginx does; browsers never do that.
            close(connection)
        }
    }

    /// Ends a wait that ran out: a client that sent part of a head, or a head and part of its
    /// body, is told 408; an idle or silent one, a stalled reader or a lingering one is just
    /// closed.
    private func expire(_ connection: Connection) {
        let late: String? = switch connection.phase {
        case .awaitingHead where !connection.input.isEmpty: "head"
        case .awaitingBody: "body"
        default: nil
        }
        if let late {
            let refusal = RequestRefusal(status: .requestTimeout, reason: "the request \(late) did not arrive in time")
            SocketCalls.sendOnce(connection.descriptor, serialized(refusal))
        }
        close(connection)
    }

    func close(_ connection: Connection) {
        Glibc.close(connection.descriptor)
        connections[connection.id] = nil
        acceptResumes = 0
    }
}
