import Foundation
import Glibc
import LLRBHTTP
import XCTest

/// Deadlines: slow, idle and silent clients are dropped, and while they last they cost the
/// other clients nothing.
final class SlowClientTests: XCTestCase {
    func testSlowLorisClientsDoNotDelayOthers() throws {
        let port = try startServer { $0.headerTimeout = .seconds(1) }
        let slowClients = try (0..<50).map { _ in try RawClient(port: port) }
        let descriptors = slowClients.map(\.descriptor)
        let dribbling = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var open = Set(descriptors)
            for byte in "GET / HTTP/1.1\r\nHost: slow\r\n".utf8 where !open.isEmpty {
                for descriptor in open where withUnsafeBytes(of: byte, { send(descriptor, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) }) < 0 {
                    open.remove(descriptor)
                }
                usleep(200_000)
            }
            dribbling.signal()
        }
        let started = Date()
        for index in 0..<20 {
            let client = try RawClient(port: port)
            client.get("/quick/\(index)")
            XCTAssertEqual(client.readResponse()?.text, "GET path=/quick/\(index)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "the quick requests waited for the slow clients' deadline")
        // Each is told 408 first, but a byte it sends after the close may reset the connection
        // before the client reads that answer: only the closing is certain.
        for client in slowClients {
            XCTAssertTrue(client.isClosedByServer())
        }
        dribbling.wait()
    }

    func testIdleKeepAliveConnectionIsClosedAfterIdleTimeout() throws {
        let client = try RawClient(port: try startServer { $0.idleTimeout = .milliseconds(300) }, timeout: 3)
        client.get("/")
        XCTAssertEqual(client.readResponse()?.status, 200)
        let answered = Date()
        XCTAssertTrue(client.isClosedByServer())
        XCTAssertLessThan(Date().timeIntervalSince(answered), 2.5)
    }

    func testSilentConnectionIsDroppedAfterHeaderTimeout() throws {
        let client = try RawClient(port: try startServer { $0.headerTimeout = .milliseconds(300) }, timeout: 3)
        XCTAssertNil(client.readResponse(), "a client that sent nothing is closed without an answer")
    }

    func testPartialHeadIsAnswered408WhenItsTimeRunsOut() throws {
        let client = try RawClient(port: try startServer { $0.headerTimeout = .milliseconds(300) }, timeout: 3)
        client.send("GET / HTTP/1.1\r\nHo")
        XCTAssertEqual(client.readResponse()?.status, 408)
        XCTAssertTrue(client.isClosedByServer())
    }

    func testUnreadResponseIsDroppedAfterWriteTimeout() throws {
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 32 << 20)
        let port = try startServer { $0.writeTimeout = .milliseconds(300) } handler: { _ in .json(body) }
        let stalled = try RawClient(port: port, receiveBuffer: 4096)
        stalled.get("/export")
        Thread.sleep(forTimeInterval: 1)
        let other = try RawClient(port: port)
        other.get("/")
        XCTAssertEqual(other.readResponse()?.body.count, body.count)
        XCTAssertLessThan(stalled.readToEnd(), body.count, "the stalled response was not cut off")
    }
}
