import LLRBHTTP
import XCTest

/// Oversized heads are refused with the status that names the part too long, then closed.
final class LimitTests: XCTestCase {
    func testRequestLineOver8KiBIs414() throws {
        try assertRefused(targets: ["/" + String(repeating: "a", count: 9000)], with: 414, port: try startServer())
    }

    func testRequestLineNearTheLimitIsServed() throws {
        let client = try RawClient(port: try startServer())
        client.get("/" + String(repeating: "a", count: 8000))
        XCTAssertEqual(client.readResponse()?.status, 200)
    }

    func testHeaderSectionOver16KiBIs431() throws {
        let client = try RawClient(port: try startServer())
        client.get("/", extraHeaders: (0..<20).map { "X-Filler-\($0): " + String(repeating: "b", count: 1000) })
        XCTAssertEqual(client.readResponse()?.status, 431)
        XCTAssertTrue(client.isClosedByServer())
    }

    func testMoreThan100HeaderLinesIs431() throws {
        let client = try RawClient(port: try startServer())
        client.get("/", extraHeaders: (0..<101).map { "X-\($0): y" })
        XCTAssertEqual(client.readResponse()?.status, 431)
        XCTAssertTrue(client.isClosedByServer())
    }
}
