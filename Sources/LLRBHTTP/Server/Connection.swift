import Glibc

/// One client's connection, owned by the event loop's thread. It is always in one phase, and
/// the phase decides what the loop waits for on it and what its deadline means.
final class Connection {
    enum Phase {
        /// Reading a request head: POLLIN; on the deadline, 408 if part of a head came.
        case awaitingHead
        /// Reading the body of `requestAwaitingBody`: POLLIN; the head's deadline goes on, so a
        /// head and its body have `headerTimeout` together, and a stalled body is told 408.
        case awaitingBody
        /// The request waits for a handler or one is running: no deadline runs, and only the
        /// client's hanging up is watched for, which abandons the request.
        case handling
        /// Sending a response: POLLOUT; the deadline is `writeTimeout` after the last progress.
        case writing
        /// The response is sent and the write side shut: reading and discarding what the client
        /// still sends, so that closing does not reset the connection before it read the answer.
        case lingering
    }

    let id: UInt64
    let descriptor: Int32
    var phase = Phase.awaitingHead
    var input: [UInt8] = []
    var scanner: HeadScanner
    /// The request whose head is parsed while its body is still arriving.
    var requestAwaitingBody: ParsedRequest?
    private var output: [UInt8] = []
    private var written = 0
    /// The rest of the answer's body, streamed after `output` a chunk at a time.
    private var file: ResponseFile?
    private var fileOffset = 0
    var closesAfterWrite = false
    /// Whether a response went out: until the next head's first byte, waiting is idle time.
    var hasAnswered = false
    /// When the connection reaches it in its phase, the loop ends the wait (`EventLoop.expire`).
    var deadline: UInt64
    /// When it began to wait for its current head or to linger: who is evicted first when full.
    var waitingSince: UInt64

    init(id: UInt64, descriptor: Int32, limits: HeadLimits, now: UInt64, headerTimeout: UInt64) {
        self.id = id
        self.descriptor = descriptor
        self.scanner = HeadScanner(limits: limits)
        self.deadline = now + headerTimeout
        self.waitingSince = now
    }

    /// Whether the connection has waited for a request, or lingered, rather than being served:
    /// the ones that may be evicted.
    var isWaiting: Bool { phase == .awaitingHead || phase == .awaitingBody || phase == .lingering }

    /// Whether `deadline` is in force: a request being handled waits for the server, not for
    /// the client.
    var hasDeadline: Bool { phase != .handling }

    /// The events `poll` should watch for. While handling, not POLLIN: pipelined requests may
    /// arrive and must wait in the socket, or poll would report them again and again.
    var pollEvents: Int16 {
        switch phase {
        case .awaitingHead, .awaitingBody, .lingering: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .handling: SocketCalls.peerClosed
        }
    }

    enum ReadOutcome { case received, wouldBlock, ended }

    /// Reads what has arrived into `input` (or discards it when lingering), through `scratch`.
    func receive(using scratch: inout [UInt8]) -> ReadOutcome {
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                if phase != .lingering { input.append(contentsOf: scratch[..<count]) }
                return .received
            }
            if count == 0 { return .ended }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .ended
            }
        }
    }

    /// `requestAwaitingBody` with its body, taken out of `input`, once `input` holds the body
    /// whole; nil until then. What follows the body in `input` is the next request's.
    func takeRequestWithBody() -> ParsedRequest? {
        guard var parsed = requestAwaitingBody, input.count >= parsed.bodyLength else { return nil }
        parsed.request.body = Array(input[..<parsed.bodyLength])
        input.removeFirst(parsed.bodyLength)
        requestAwaitingBody = nil
        return parsed
    }

    /// Starts sending `bytes`, then `file`'s body, as the answer to the current request.
    func beginWriting(_ bytes: [UInt8], file: ResponseFile? = nil, closing: Bool) {
        output = bytes
        written = 0
        self.file = file
        fileOffset = 0
        closesAfterWrite = closing
        phase = .writing
    }

    enum WriteOutcome { case finished, progressed, stalled, failed }

    /// Sends as much of the answer as the socket takes now, reading the file's next chunk as the
    /// last one goes out. A file that can no longer be read whole fails the connection: the
    /// length it promised cannot be kept.
    func flush() -> WriteOutcome {
        var progressed = false
        while true {
            while written < output.count {
                let sent = output.withUnsafeBytes { SocketCalls.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...])) }
                guard let sent else { return .failed }
                if sent == 0 { return progressed ? .progressed : .stalled }
                written += sent
                progressed = true
            }
            guard let file, fileOffset < file.length else { break }
            guard let chunk = file.chunk(at: fileOffset), !chunk.isEmpty else { return .failed }
            fileOffset += chunk.count
            output = chunk
            written = 0
        }
        output = []
        file = nil
        return .finished
    }
}
