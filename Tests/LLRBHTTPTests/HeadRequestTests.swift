import LLRBHTTP
import XCTest

/// HEAD gets GET's headers, Content-Length included, and not one byte of body.
final class HeadRequestTests: XCTestCase {
    func testHeadHasTheHeadersOfGetAndNoBody() throws {
        let client = try RawClient(port: try startServer { _ in } handler: { _ in .html("<p>复工复产</p>") })
        client.get("/")
        let get = try XCTUnwrap(client.readResponse())
        client.get("/", method: "HEAD")
        let head = try XCTUnwrap(client.readResponse(bodyless: true))
        XCTAssertEqual(head.headers["content-length"], "\("<p>复工复产</p>".utf8.count)")
        XCTAssertEqual(head.headers["content-type"], get.headers["content-type"])
        // Had HEAD's answer carried a body, it would be read here as the next status line.
        client.get("/after")
        XCTAssertEqual(client.readResponse()?.status, 200)
    }
}
