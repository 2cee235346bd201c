import Foundation
import Glibc
import XCTest

/// `llrb serve --port 0` running on a runner's index, as a reader starts it: its address read
/// from the line it prints, stopped by a signal at the end of the test. Every wait has a
/// deadline, so a server that hangs fails the test instead of hanging it.
final class ServedIndex {
    let process = Process()
    let port: UInt16
    private var output: ServerOutput
    /// What the server printed on stderr up to its address line.
    let startLines: [String]

    var address: String { "http://127.0.0.1:\(port)/" }
    /// Everything the server wrote to stderr so far, for failure messages.
    var stderrText: String { output.text }

    convenience init(_ runner: LLRBRunner, arguments: [String] = []) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = runner.home.path
        environment["LLRB_INDEX"] = nil
        try self.init(["--index", runner.indexDirectory.path, "serve", "--port", "0"] + arguments, environment: environment)
    }

    /// `llrb ARGUMENTS`, which must start a server on a free port (`serve --port 0`).
    init(_ arguments: [String], environment: [String: String], in folder: URL? = nil) throws {
        let errors = Pipe()
        process.executableURL = try LLRBRunner.executable()
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        output = ServerOutput(pipe: errors)
        guard let found = output.read(until: { text in text.split(separator: "\n").lazy.compactMap { Self.port(inAddressLine: String($0)) }.first },
                                      timeout: 20) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ServeFailure.noAddress(output.text)
        }
        port = found
        startLines = output.text.split(separator: "\n").map(String.init)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The port in `llrb: serving DIR at http://127.0.0.1:PORT/ — Ctrl-C to stop`.
    static func port(inAddressLine line: String) -> UInt16? {
        guard line.hasPrefix("llrb: serving "), let range = line.range(of: " at http://127.0.0.1:") else { return nil }
        return UInt16(line[range.upperBound...].prefix { $0.isNumber })
    }

    /// Sends `signal`, as Ctrl-C or a service manager would, and returns the exit status and
    /// all of stderr; nil status when the server had to be killed after 10 s.
    func stop(with signal: Int32 = SIGINT) -> (status: Int32?, stderr: String) {
        guard process.isRunning else { return (process.terminationStatus, output.text) }
        kill(process.processIdentifier, signal)
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.isRunning && deadline.timeIntervalSinceNow > 0 { usleep(20_000) }
        output.read(until: { _ in nil as Never? }, timeout: 0.2)
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (nil, output.text)
        }
        return (process.terminationReason == .exit ? process.terminationStatus : nil, output.text)
    }

    /// `GET path` (or another method) on a new connection.
    func get(_ path: String, method: String = "GET", headers: [String: String] = [:], body: [UInt8]? = nil) throws -> HTTPReply {
        let connection = try HTTPTestConnection(port: port)
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if let body { request += "Content-Length: \(body.count)\r\n" }
        try connection.send(Array((request + "\r\n").utf8) + (body ?? []))
        return try XCTUnwrap(connection.readReply(isHead: method == "HEAD"), "no reply to \(method) \(path)")
    }

    enum ServeFailure: Error {
        case noAddress(String)
    }
}

/// What a server wrote to its stderr pipe, read with a deadline so that a silent server fails
/// the test instead of hanging it.
private struct ServerOutput {
    let pipe: Pipe
    private var bytes: [UInt8] = []

    init(pipe: Pipe) {
        self.pipe = pipe
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads until `found` answers for the text so far, the pipe ends or `timeout` passes.
    @discardableResult
    mutating func read<Found>(until found: (String) -> Found?, timeout: TimeInterval) -> Found? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        while true {
            if let answer = found(text) { return answer }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&readable, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            bytes += chunk[..<count]
        }
    }
}

/// One response as read off the socket.
struct HTTPReply {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], "not a JSON object: \(text.prefix(300))",
                      file: file, line: line)
    }
}

/// A client socket to the server on loopback that sends raw bytes, so that a test can send
/// what no HTTP library would (malformed, oversized, slow or pipelined requests).
final class HTTPTestConnection {
    let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: UInt16, receiveTimeout: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var timeout = timeval(tv_sec: receiveTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(descriptor)
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            sent += count
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Reads bytes until the server closes or the receive timeout passes; nil at once on a
    /// timeout with nothing read.
    private func fill() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        pending += buffer[0..<count]
        return true
    }

    /// Whether the server has closed the connection (reads end of stream within the timeout).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }

    /// The next response: head, then a body of `Content-Length` bytes (none for HEAD and 304).
    func readReply(isHead: Bool = false) -> HTTPReply? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            if let found = Self.firstRange(of: separator, in: pending) {
                headEnd = found
            } else if !fill() {
                return nil
            }
        }
        guard let headEnd else { return nil }
        let head = String(decoding: pending[0..<headEnd], as: UTF8.self)
        pending.removeFirst(headEnd + separator.count)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var reply = HTTPReply(status: status, headers: headers, body: [])
        let length = isHead || status == 304 ? 0 : Int(reply.header("Content-Length") ?? "") ?? 0
        while pending.count < length {
            if !fill() { break }
        }
        reply.body = Array(pending.prefix(length))
        pending.removeFirst(min(length, pending.count))
        return reply
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
