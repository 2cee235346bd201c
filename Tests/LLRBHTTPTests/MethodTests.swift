import LLRBHTTP
import XCTest

/// By default only GET and HEAD are served, and never with a body (POST, when the configuration
/// accepts it: PostTests).
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
        let heads = ["Content-Length: 5", "Transfer-Encoding: chunked", "Content-Length: x"].map {
            "GET / HTTP/1.1\r\nHost: test\r\n\($0)\r\n\r\nhello"
        }
        try assertRefused(heads, with: 400, port: try startServer())
    }

    func testEmptyContentLengthIsNoBody() throws {
        let client = try RawClient(port: try startServer())
        client.get("/", extraHeaders: ["Content-Length: 0"])
        XCTAssertEqual(client.readResponse()?.status, 200)
    }
}
