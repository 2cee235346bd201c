import LLRBHTTP
import XCTest

/// Only GET and HEAD are served, and never with a body.
final class MethodTests: XCTestCase {
    func testOtherMethodsAre405WithAllow() throws {
        let client = try RawClient(port: try startServer())
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "BREW"] {
            client.get("/", method: method)
            let response = try XCTUnwrap(client.readResponse(), method)
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.headers["allow"], "GET, HEAD", method)
        }
    }

    func testBodyOnGetIsRefusedAndTheConnectionClosed() throws {
        let port = try startServer()
        for header in ["Content-Length: 5", "Transfer-Encoding: chunked", "Content-Length: x"] {
            let client = try RawClient(port: port)
            client.send("GET / HTTP/1.1\r\nHost: test\r\n\(header)\r\n\r\nhello")
            XCTAssertEqual(client.readResponse()?.status, 400, header)
            XCTAssertTrue(client.isClosedByServer(), header)
        }
    }

    func testEmptyContentLengthIsNoBody() throws {
        let client = try RawClient(port: try startServer())
        client.get("/", extraHeaders: ["Content-Length: 0"])
        XCTAssertEqual(client.readResponse()?.status, 200)
    }
}
