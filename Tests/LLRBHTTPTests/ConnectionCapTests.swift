import Foundation
import LLRBHTTP
import XCTest

/// When every place is taken, the connection that waited longest for a head gives its place
/// to the newcomer, so idle sockets cannot lock honest clients out.
final class ConnectionCapTests: XCTestCase {
    func testFullServerStillServesANewClient() throws {
        let port = try startServer { $0.maxConnections = 8 }
        let idle = try (0..<20).map { _ in try RawClient(port: port, timeout: 2) }
        let client = try RawClient(port: port)
        client.get("/")
        XCTAssertEqual(client.readResponse()?.status, 200)
        XCTAssertTrue(idle[0].isClosedByServer(), "the longest waiting connection was evicted")
    }

    func testNewcomerIsTold503WhenEveryConnectionIsBeingServed() throws {
        let release = DispatchSemaphore(value: 0)
        let port = try startServer {
            $0.maxConnections = 2
            $0.handlerConcurrency = 1
        } handler: { _ in
            release.wait()
            return .text("done", status: .ok)
        }
        let served = try (0..<2).map { _ in try RawClient(port: port) }
        served.forEach { $0.get("/") }
        Thread.sleep(forTimeInterval: 0.2)
        let newcomer = try RawClient(port: port)
        XCTAssertEqual(newcomer.readResponse()?.status, 503)
        release.signal()
        release.signal()
        XCTAssertEqual(served[0].readResponse()?.text, "done")
        XCTAssertEqual(served[1].readResponse()?.text, "done")
    }
}
