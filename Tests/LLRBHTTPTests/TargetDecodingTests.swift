import LLRBHTTP
import XCTest

/// The path and query reach the handler decoded; what cannot be decoded safely never does.
final class TargetDecodingTests: XCTestCase {
    func testEncodedDotsReachThePathAsDots() throws {
        let client = try RawClient(port: try startServer())
        client.get("/static/%2e%2e/%2E%2E/etc/passwd")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/static/../../etc/passwd")
    }

    func testNulOrControlInThePathIs400() throws {
        try assertRefused(targets: ["/a%00b", "/a%0Ab"], with: 400, port: try startServer())
    }

    func testQueryIsDecodedInOrder() throws {
        let client = try RawClient(port: try startServer())
        client.get("/search?q=%E5%A4%8D%E5%B7%A5+%E5%A4%8D%E4%BA%A7&from=2020&&flag&q=2")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/search\nq=复工 复产\nfrom=2020\nflag=\nq=2")
    }

    func testInvalidUTF8InQueryOrPathIs400() throws {
        try assertRefused(targets: ["/search?q=%FF", "/%C3"], with: 400, port: try startServer())
    }

    func testAbsoluteFormWithHTTPIsServedByItsPath() throws {
        let client = try RawClient(port: try startServer())
        client.get("http://localhost:8080/issue/2020-03-13?page=1")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/issue/2020-03-13\npage=1")
    }

    func testRequestMadeFromATargetDecodesLikeTheServer() throws {
        let request = try XCTUnwrap(HTTPRequest(target: "/search?q=%E5%A4%8D&q=b"))
        XCTAssertEqual(request.path, "/search")
        XCTAssertEqual(request.queryValue("q"), "复")
        XCTAssertEqual(request.queryValues("q"), ["复", "b"])
        XCTAssertNil(request.queryValue("absent"))
        XCTAssertNil(HTTPRequest(target: "/a%00"))
        let head = try XCTUnwrap(HTTPRequest(method: "HEAD", target: "/", headers: ["If-None-Match": "\"x\""]))
        XCTAssertTrue(head.isHead)
        XCTAssertEqual(head.headers["if-none-match"], "\"x\"")
    }
}
