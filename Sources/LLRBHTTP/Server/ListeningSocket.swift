import Glibc

/// The listening TCP socket, non-blocking. The host goes through getaddrinfo, so an IPv4
/// literal, an IPv6 literal and a name like "localhost" all work; the first address that
/// binds is used.
struct ListeningSocket {
    let descriptor: Int32
    let port: UInt16
    /// "127.0.0.1:8080" or "[::1]:8080", as a browser's address bar wants it.
    let address: String

    init(host: String, port: UInt16) throws(HTTPServerError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let list else {
            throw .cannotResolve(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(list) }
        var failure = HTTPServerError.cannotResolve(host: host, reason: "no address")
        var candidate: UnsafeMutablePointer<addrinfo>? = list
        while let info = candidate?.pointee {
            candidate = info.ai_next
            switch Self.listen(on: info, port: port) {
            case .success(let descriptor):
                self.descriptor = descriptor
                (self.address, self.port) = Self.localAddress(of: descriptor)
                return
            case .failure(let error):
                failure = error
            }
        }
        throw failure
    }

    private static func listen(on info: addrinfo, port: UInt16) -> Result<Int32, HTTPServerError> {
        let descriptor = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
        let place = shown(info.ai_addr, info.ai_addrlen, port: port)
        guard descriptor >= 0 else { return .failure(.cannotListen(address: place, reason: SocketCalls.message(errno))) }
        SocketCalls.setOption(descriptor, level: SOL_SOCKET, name: SO_REUSEADDR, to: 1)
        guard bind(descriptor, info.ai_addr, info.ai_addrlen) == 0, Glibc.listen(descriptor, 511) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(code == EADDRINUSE ? .portInUse(port: port) : .cannotListen(address: place, reason: SocketCalls.message(code)))
        }
        SocketCalls.prepare(descriptor)
        return .success(descriptor)
    }

    /// The address the socket is bound to, with the port the system chose for port 0.
    private static func localAddress(of descriptor: Int32) -> (String, UInt16) {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        return withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                _ = getsockname(descriptor, address, &length)
                var service = [CChar](repeating: 0, count: 32)
                _ = getnameinfo(address, length, nil, 0, &service, socklen_t(service.count), NI_NUMERICSERV)
                let port = UInt16(SocketCalls.text(service)) ?? 0
                return (shown(address, length, port: port), port)
            }
        }
    }

    /// `address` in numbers with `port`, an IPv6 host in brackets.
    private static func shown(_ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t, port: UInt16) -> String {
        var host = [CChar](repeating: 0, count: 256)
        _ = getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
        let text = SocketCalls.text(host)
        return address?.pointee.sa_family == sa_family_t(AF_INET6) ? "[\(text)]:\(port)" : "\(text):\(port)"
    }
}
