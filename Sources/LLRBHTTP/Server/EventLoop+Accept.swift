import Glibc

/// New connections, and what happens when there are already `maxConnections`.
///
/// When full, the new connection is kept and the one that has waited longest without
/// completing a request head (or is lingering after its last answer) is closed. An honest
/// client sends its head at once, so the longest waiter is an idle keep-alive connection (its
/// browser reconnects for free) or a slow client holding a place; turning new clients away
/// instead would let a few hundred slow sockets lock everyone else out. Only when every
/// connection is busy being served is the newcomer told 503.
extension EventLoop {
    func acceptConnections() {
        while true {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE: acceptResumes = MonotonicClock.now() + Duration.milliseconds(100).nanoseconds
                default: break
                }
                return
            }
            admit(descriptor)
        }
    }

    private func admit(_ descriptor: Int32) {
        SocketCalls.prepare(descriptor)
        SocketCalls.setOption(descriptor, level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY), to: 1)
        if connections.count >= connectionLimit {
            guard let longestWaiting = connections.values.filter(\.isWaiting).min(by: { $0.waitingSince < $1.waitingSince }) else {
                let refusal = RequestRefusal(status: .serviceUnavailable, reason: "the server is busy; try again")
                SocketCalls.sendOnce(descriptor, serialized(refusal))
                Glibc.close(descriptor)
                return
            }
            close(longestWaiting)
        }
        nextConnectionID += 1
        let connection = Connection(id: nextConnectionID, descriptor: descriptor, limits: configuration.headLimits, now: MonotonicClock.now(), headerTimeout: headerTimeout)
        connections[connection.id] = connection
    }
}
