import Foundation
import Glibc
import XCTest

/// A blocking TCP client that sends exactly the bytes a test gives and reads responses back,
/// so tests see what a hostile or old client would see. Every read gives up after `timeout`.
final class RawClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// A connection to 127.0.0.1:`port`; `receiveBuffer` shrinks the kernel's buffer for a
    /// client that means to fall behind in reading.
    init(port: UInt16, timeout: TimeInterval = 5, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { Glibc.close(descriptor) }

    /// Sends all of `bytes`; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Tells the server nothing more will come (a half close).
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Hangs up as closing would, while the descriptor stays this client's to close.
    func hangUp() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// `GET path` as HTTP/1.1 with a Host, plus `extraHeaders` lines.
    func get(_ target: String, method: String = "GET", extraHeaders: [String] = []) {
        send("\(method) \(target) HTTP/1.1\r\nHost: test\r\n" + extraHeaders.map { $0 + "\r\n" }.joined() + "\r\n")
    }

    /// The next response, nil when the connection ended (or timed out) first. A response to
    /// HEAD, or a 304, has no body whatever its Content-Length says.
    func readResponse(bodyless: Bool = false) -> Response? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.indices.dropLast(3).first { buffer[$0..<$0 + 4].elementsEqual(separator) }
            if headEnd == nil, !fill() { return nil }
        }
        guard let headEnd else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(headEnd + 4)
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = bodyless || status == 304 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            guard fill() else { return nil }
        }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Whether the server closed the connection: a read that ends (or is reset) with nothing
    /// left unread, within the read timeout.
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        while true {
            let count = recv(descriptor, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
            buffer.append(byte)
        }
    }

    /// Reads everything until the server closes, for a test that wants the total.
    func readToEnd() -> Int {
        var total = buffer.count
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return total }
            total += count
        }
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }
}
