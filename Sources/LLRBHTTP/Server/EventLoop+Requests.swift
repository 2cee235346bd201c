import Dispatch
import Glibc

/// A connection's way through a request: its head read and parsed, its body read (a POST's),
/// its handler run off the loop, its answer written, then the next head (a pipelined one may
/// already be in `input`).
extension EventLoop {
    func readFrom(_ connection: Connection) {
        let wasEmpty = connection.input.isEmpty
        switch connection.receive(using: &scratch) {
        case .ended: close(connection)
        case .wouldBlock: break
        case .received:
            switch connection.phase {
            case .awaitingHead:
                if wasEmpty, connection.hasAnswered { connection.deadline = MonotonicClock.now() + headerTimeout }
            case .awaitingBody:
                dispatchIfComplete(connection)
            case .handling, .writing, .lingering:
                return
            }
            parseHeads(of: connection)
        }
    }

    /// Takes the complete heads out of `input` one by one: a refused one, or one the quick lane
    /// answers, is answered here and the next read (a pipelined 405 leaves the connection open),
    /// until a head or a body is incomplete, a handler takes a request, or an answer waits for
    /// the socket. A loop, not recursion, so a buffer full of tiny pipelined requests cannot
    /// exhaust the stack.
    func parseHeads(of connection: Connection) {
        while connection.phase == .awaitingHead {
            switch connection.scanner.scan(connection.input) {
            case .needsMore:
                return
            case .refused(let refusal):
                begin(connection, answer: serialized(refusal), closing: true)
            case .complete(let headLength):
                let head = connection.input[..<headLength]
                connection.input.removeFirst(headLength)
                connection.scanner.reset()
                do throws(RequestRefusal) {
                    connection.requestAwaitingBody = try RequestHeadParser.parse(head, bodies: configuration.bodyPolicy)
                    connection.phase = .awaitingBody
                    dispatchIfComplete(connection)
                } catch {
                    begin(connection, answer: serialized(error), closing: error.closesConnection)
                }
            }
        }
    }

    /// Answers the request whose body is being read once it has all arrived (at once when it
    /// has none): by the quick lane, or by a handler. Until then the connection waits in
    /// `awaitingBody`, holding no handler, against the deadline its head began.
    private func dispatchIfComplete(_ connection: Connection) {
        guard let parsed = connection.takeRequestWithBody() else { return }
        if let response = quickAnswer(parsed.request) {
            let outgoing = ResponseSerializer.outgoing(response, answering: parsed, defaultHeaders: configuration.defaultHeaders)
            begin(connection, answer: outgoing.bytes, file: outgoing.file, closing: !parsed.keepsAlive)
        } else {
            connection.phase = .handling
            schedule(connection.id, parsed)
        }
    }

    /// Runs the handler now if fewer than `handlerConcurrency` run, else queues the request.
    private func schedule(_ connectionID: UInt64, _ parsed: ParsedRequest) {
        guard runningHandlers < handlerLimit else {
            waitingRequests.append((connectionID, parsed))
            return
        }
        runningHandlers += 1
        let (handler, mailbox, defaultHeaders) = (handler, mailbox, configuration.defaultHeaders)
        DispatchQueue.global(qos: .userInitiated).async {
            let outgoing = ResponseSerializer.outgoing(handler(parsed.request), answering: parsed, defaultHeaders: defaultHeaders)
            mailbox.post(LoopMailbox.Answer(connectionID: connectionID, bytes: outgoing.bytes, file: outgoing.file, closesConnection: !parsed.keepsAlive))
        }
    }

    /// A handler's answer arrived: it frees a handler slot for the oldest waiting request whose
    /// connection is still open (a closed one's request is dropped unrun), and goes out on its
    /// connection unless that connection was closed meanwhile.
    func deliver(_ answer: LoopMailbox.Answer) {
        runningHandlers -= 1
        while let next = waitingRequests.first, runningHandlers < handlerLimit {
            waitingRequests.removeFirst()
            if connections[next.connectionID] != nil { schedule(next.connectionID, next.parsed) }
        }
        guard let connection = connections[answer.connectionID] else { return }
        begin(connection, answer: answer.bytes, file: answer.file, closing: answer.closesConnection)
        parseHeads(of: connection)
    }

    /// Goes on writing when the socket has room again, then reads the heads already waiting.
    func writeTo(_ connection: Connection) {
        send(connection)
        parseHeads(of: connection)
    }

    /// Starts writing `bytes` (then `file`'s) and sends as much as the socket takes now.
    private func begin(_ connection: Connection, answer bytes: [UInt8], file: ResponseFile? = nil, closing: Bool) {
        connection.beginWriting(bytes, file: file, closing: closing)
        connection.deadline = MonotonicClock.now() + writeTimeout
        send(connection)
    }

    private func send(_ connection: Connection) {
        switch connection.flush() {
        case .failed: close(connection)
        case .stalled: break
        case .progressed: connection.deadline = MonotonicClock.now() + writeTimeout
        case .finished: finishAnswer(connection)
        }
    }

    /// After a full answer: linger and close, or wait for the next head, which may have come
    /// already (pipelining) and is read by the caller's `parseHeads`.
    private func finishAnswer(_ connection: Connection) {
        let now = MonotonicClock.now()
        connection.waitingSince = now
        guard !connection.closesAfterWrite else {
            shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.phase = .lingering
            connection.deadline = now + lingerTimeout
            return
        }
        connection.phase = .awaitingHead
        connection.hasAnswered = true
        connection.deadline = now + (connection.input.isEmpty ? idleTimeout : headerTimeout)
    }

    /// The bytes of the server's own answer to a request it refuses.
    func serialized(_ refusal: RequestRefusal) -> [UInt8] {
        ResponseSerializer.bytes(of: refusal.response(page: configuration.refusalPage), sendsBody: true, connection: refusal.closesConnection ? "close" : nil, defaultHeaders: configuration.defaultHeaders)
    }
}
