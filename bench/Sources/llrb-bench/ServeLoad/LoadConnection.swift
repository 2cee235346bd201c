import BenchKit
import Glibc

/// One keep-alive HTTP/1.1 connection over a raw blocking socket: a request written whole, its
/// answer read by `Content-Length` (the only framing llrb's server uses). No library stands
/// between the load generator and the server, so what is timed is the server's.
final class LoadConnection {
    /// How one request went.
    enum Outcome {
        /// A complete answer; `closes` when it said `Connection: close`.
        case answered(status: Int, closes: Bool)
        /// The server closed the connection (or reset it) before a byte of the answer came.
        case dropped
        /// Part of an answer, a head that is no HTTP, or no answer within the receive timeout.
        case malformed(String)
    }

    private let descriptor: Int32
    /// Bytes read past the previous answer (a server never sends them unasked; kept for framing errors).
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    /// Connects to `address` (an IPv4 address and port); `receiveTimeout` bounds each wait for bytes.
    init(to address: sockaddr_in, receiveTimeout seconds: Int) throws(BenchError) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BenchError("socket() failed: errno \(errno)") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var target = address
        let status = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw BenchError("cannot connect to the server: errno \(code)")
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Sends `GET target` and reads the whole answer.
    func get(_ target: String, host: String) -> Outcome {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nUser-Agent: llrb-bench\r\nAccept: */*\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .dropped }
            sent += count
        }
        return readAnswer()
    }

    private func readAnswer() -> Outcome {
        var buffer = pending
        pending = []
        var headEnd: Int?
        while headEnd == nil {
            headEnd = Self.endOfHead(in: buffer)
            guard headEnd == nil else { break }
            switch receive(into: &buffer) {
            case .some(true): continue
            case .some(false): return buffer.isEmpty ? .dropped : .malformed("the connection closed inside a head")
            case .none: return .malformed("no answer (receive failed or timed out: errno \(errno))")
            }
        }
        guard let headEnd, let head = String(validating: buffer[..<headEnd], as: UTF8.self) else {
            return .malformed("a head that is not UTF-8")
        }
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusFields = lines.first?.split(separator: " ") ?? []
        guard statusFields.count >= 2, statusFields[0] == "HTTP/1.1", let status = Int(statusFields[1]) else {
            return .malformed("a status line that is not HTTP/1.1: \(lines.first ?? "")")
        }
        var length: Int?
        var closes = false
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" { length = Int(value) }
            if name == "connection" { closes = value.lowercased() == "close" }
            if name == "transfer-encoding" { return .malformed("Transfer-Encoding, which llrb's server never sends") }
        }
        guard let length, length >= 0 else { return .malformed("an answer without Content-Length") }
        let bodyStart = headEnd + 4
        while buffer.count < bodyStart + length {
            switch receive(into: &buffer) {
            case .some(true): continue
            case .some(false): return .malformed("the connection closed inside a body (\(buffer.count - bodyStart) of \(length) bytes)")
            case .none: return .malformed("the body stopped coming (errno \(errno))")
            }
        }
        pending = Array(buffer[(bodyStart + length)...])
        return .answered(status: status, closes: closes)
    }

    /// Appends what the socket has: true when bytes came, false at the end of the stream or on
    /// a reset, nil on a timeout or another failure.
    private func receive(into buffer: inout [UInt8]) -> Bool? {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count == 0 || errno == ECONNRESET { return false }
            if errno == EINTR { continue }
            return nil
        }
    }

    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

extension sockaddr_in {
    /// `127.0.0.1:8080` and the like, from `http://HOST:PORT` with a numeric IPv4 host.
    static func parse(url: String) throws(BenchError) -> (address: sockaddr_in, host: String) {
        var rest = Substring(url)
        if rest.hasPrefix("http://") { rest = rest.dropFirst(7) }
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        let parts = rest.split(separator: ":")
        guard parts.count == 2, let port = UInt16(parts[1]) else { throw BenchError("--url must be http://ADDRESS:PORT, not \(url)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, String(parts[0]), &address.sin_addr) == 1 else {
            throw BenchError("--url needs a numeric IPv4 address such as 127.0.0.1, not \(parts[0])")
        }
        return (address, String(rest))
    }
}
