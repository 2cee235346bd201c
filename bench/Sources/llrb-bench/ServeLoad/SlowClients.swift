import Foundation
import Glibc

/// The slow-client attack: connections that each send one byte of a request head a second,
/// for as long as the run lasts, reopened when the server drops them (as it must after its
/// header timeout). One thread drives them all over non-blocking sockets.
final class SlowClients: @unchecked Sendable {
    /// A head long enough never to be complete within a run (a byte a second).
    private static let head = Array(("GET /search?q=%E5%A4%8D%E5%B7%A5%E5%A4%8D%E4%BA%A7 HTTP/1.1\r\nHost: slow\r\n"
        + "X-Slow: " + String(repeating: "s", count: 400) + "\r\n\r\n").utf8)

    private struct Slow {
        var descriptor: Int32
        var sent = 0
        var opened: Double
    }

    private let address: sockaddr_in
    private let count: Int
    private let lock = NSLock()
    private var dropped = 0
    private var failedOpens = 0
    private var lifetimes: [Double] = []
    private var bytesSent = 0

    init(count: Int, address: sockaddr_in) {
        self.count = count
        self.address = address
    }

    /// Opens the connections, then sends a byte on each every second until `deadline`
    /// (seconds of `ProcessInfo.systemUptime`), the bytes of one round spread over the second.
    func run(until deadline: Double) {
        var slows: [Slow] = (0..<count).compactMap { _ in open() }
        var round = ProcessInfo.processInfo.systemUptime
        while ProcessInfo.processInfo.systemUptime < deadline {
            for index in slows.indices {
                if !step(&slows[index]), let fresh = open() { slows[index] = fresh }
                let due = round + Double(index + 1) / Double(max(count, 1))
                let wait = due - ProcessInfo.processInfo.systemUptime
                if wait > 0 { usleep(UInt32(wait * 1e6)) }
            }
            round += 1
        }
        slows.forEach { Glibc.close($0.descriptor) }
    }

    /// `slow_connections N`, `slow_dropped N` (by the server), `slow_failed_opens N`,
    /// `slow_bytes N` and the median seconds a dropped one lived.
    var summary: [String] {
        lock.lock()
        defer { lock.unlock() }
        let sorted = lifetimes.sorted()
        return ["slow_connections\t\(count)", "slow_dropped\t\(dropped)", "slow_failed_opens\t\(failedOpens)", "slow_bytes\t\(bytesSent)",
                String(format: "slow_lifetime_median_s\t%.1f", LoadTally.percentile(sorted, 0.5))]
    }

    /// Sends the next byte; false when the server has closed the connection (or answered it,
    /// which it does only to refuse it), which is then counted and closed here.
    private func step(_ slow: inout Slow) -> Bool {
        var scratch = [UInt8](repeating: 0, count: 4096)
        let received = scratch.withUnsafeMutableBytes { recv(slow.descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        let closed = received >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
        var sentByte = false
        if !closed {
            let byte = Self.head[slow.sent % Self.head.count]
            sentByte = withUnsafeBytes(of: byte) { send(slow.descriptor, $0.baseAddress, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) } == 1
        }
        lock.lock()
        defer { lock.unlock() }
        guard sentByte else {
            dropped += 1
            lifetimes.append(ProcessInfo.processInfo.systemUptime - slow.opened)
            Glibc.close(slow.descriptor)
            return false
        }
        slow.sent += 1
        bytesSent += 1
        return true
    }

    private func open() -> Slow? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var target = address
        let status = descriptor < 0 ? -1 : withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            if descriptor >= 0 { Glibc.close(descriptor) }
            lock.lock()
            failedOpens += 1
            lock.unlock()
            return nil
        }
        return Slow(descriptor: descriptor, opened: ProcessInfo.processInfo.systemUptime)
    }
}
