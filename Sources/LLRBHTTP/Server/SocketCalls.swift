import Glibc

/// The few socket settings and messages the server needs, over the C library.
enum SocketCalls {
    /// The C library's description of `code` (an errno value).
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The text of a NUL-terminated buffer the C library filled.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes `descriptor` non-blocking and closed on exec, so no call on it can stall the loop
    /// and no child process inherits it.
    static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    /// poll's POLLRDHUP (Linux): the peer shut its sending side, by `close` or `shutdown`.
    /// Glibc's module leaves it out (it needs _GNU_SOURCE), so its value is spelled here.
    static let peerClosed: Int16 = 0x2000

    static func setOption(_ descriptor: Int32, level: Int32, name: Int32, to value: Int32) {
        var value = value
        _ = setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sends what the socket takes now without raising SIGPIPE on a closed peer: the number of
    /// bytes sent, 0 when the socket is full, nil when the connection is gone.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int? {
        while true {
            let sent = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if sent >= 0 { return sent }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: return nil
            }
        }
    }

    /// Sends a short answer once, as far as the socket takes it, before the connection is
    /// closed anyway (a 408 or 503 to a client not worth waiting for).
    static func sendOnce(_ descriptor: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(descriptor, $0) }
    }
}
