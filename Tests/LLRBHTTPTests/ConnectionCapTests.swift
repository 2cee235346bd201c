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
}
