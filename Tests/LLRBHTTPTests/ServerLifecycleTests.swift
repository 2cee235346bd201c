import Foundation
import LLRBHTTP
import XCTest

/// Starting, stopping, errors worded for people, and a loop that no handler or client stalls.
final class ServerLifecycleTests: XCTestCase {
    func testStartReturnsTheBoundPortAndAddress() throws {
        let server = HTTPServer(configuration: .init(port: 0)) { _ in .text("ok", status: .ok) }
        let port = try server.start()
        defer { server.stop() }
        XCTAssertNotEqual(port, 0)
        XCTAssertEqual(server.boundAddress, "127.0.0.1:\(port)")
    }

    func testIPv6LiteralIsShownInBrackets() throws {
        let server = HTTPServer(configuration: .init(host: "::1", port: 0)) { _ in .text("ok", status: .ok) }
        do {
            let port = try server.start()
            defer { server.stop() }
            XCTAssertEqual(server.boundAddress, "[::1]:\(port)")
        } catch .cannotListen {
            throw XCTSkip("this machine has no IPv6 loopback")
        }
    }

    func testPortInUseSaysWhatToDo() throws {
        let port = try startServer()
        let second = HTTPServer(configuration: .init(port: port)) { _ in .text("ok", status: .ok) }
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .portInUse(port: port))
            XCTAssertEqual("\(error)", "port \(port) is in use; give --port N or --port 0 for a free one")
        }
    }

    func testStopClosesConnectionsAndCanBeRepeated() throws {
        let server = HTTPServer(configuration: .init(port: 0)) { _ in .text("ok", status: .ok) }
        let port = try server.start()
        let client = try RawClient(port: port)
        client.get("/")
        XCTAssertEqual(client.readResponse()?.status, 200)
        server.stop()
        XCTAssertTrue(client.isClosedByServer())
        server.stop()
        XCTAssertEqual(server.boundAddress, "")
        XCTAssertThrowsError(try RawClient(port: port))
    }

    func testLargeResponseArrivesWhole() throws {
        let body = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let client = try RawClient(port: try startServer { _ in } handler: { _ in .json(body) })
        client.get("/export")
        XCTAssertEqual(client.readResponse()?.body, body)
    }

    func testClientLeavingMidResponseDoesNotHurtTheServer() throws {
        let body = [UInt8](repeating: 0x7B, count: 8 << 20)
        let port = try startServer { _ in } handler: { _ in .json(body) }
        for _ in 0..<3 {
            let leaving = try RawClient(port: port, receiveBuffer: 4096)
            leaving.get("/export")
        }
        let client = try RawClient(port: port)
        client.get("/", method: "HEAD")
        XCTAssertEqual(client.readResponse(bodyless: true)?.headers["content-length"], "\(body.count)")
    }

    func testBusyHandlerDoesNotHoldUpOtherConnections() throws {
        let release = DispatchSemaphore(value: 0)
        let port = try startServer { $0.handlerConcurrency = 1 } handler: { request in
            if request.path == "/busy" { release.wait() }
            return .text("done", status: .ok)
        }
        let busy = try RawClient(port: port)
        busy.get("/busy")
        let other = try RawClient(port: port)
        other.send("BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n")
        XCTAssertEqual(other.readResponse()?.status, 405, "the loop answered while the only handler was busy")
        other.get("/queued")
        release.signal()
        XCTAssertEqual(busy.readResponse()?.text, "done")
        XCTAssertEqual(other.readResponse()?.text, "done")
    }

    func testHeaderThatCouldSplitTheResponseBecomes500() throws {
        let client = try RawClient(port: try startServer { _ in } handler: { _ in .redirect(to: "/a\r\nSet-Cookie: x=1") })
        client.get("/")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 500)
        XCTAssertNil(response.headers["set-cookie"])
    }
}
