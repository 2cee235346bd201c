import LLRBHTTP
import XCTest

/// A response with an ETag is answered 304 without a body when the client already has it.
final class ETagTests: XCTestCase {
    private func startTaggedServer() throws -> UInt16 {
        try startServer { _ in } handler: { _ in .html("<p>第 9895 期</p>").withETag("v1") }
    }

    func testMatchingIfNoneMatchGets304WithoutBody() throws {
        let client = try RawClient(port: try startTaggedServer())
        client.get("/")
        let full = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(full.headers["etag"], "\"v1\"")
        for condition in ["\"v1\"", "W/\"v1\"", "\"v0\", \"v1\"", "*"] {
            client.get("/", extraHeaders: ["If-None-Match: \(condition)"])
            let response = try XCTUnwrap(client.readResponse(), condition)
            XCTAssertEqual(response.status, 304, condition)
            XCTAssertEqual(response.headers["etag"], "\"v1\"", condition)
            XCTAssertEqual(response.headers["content-length"], "\(full.body.count)", condition)
        }
        // A body after the 304 would be read here as the next status line.
        client.get("/", method: "HEAD", extraHeaders: ["If-None-Match: \"v1\""])
        XCTAssertEqual(client.readResponse(bodyless: true)?.status, 304)
        client.get("/")
        XCTAssertEqual(client.readResponse()?.status, 200)
    }

    func testOtherTagGetsTheFullResponse() throws {
        let client = try RawClient(port: try startTaggedServer())
        client.get("/", extraHeaders: ["If-None-Match: \"v2\""])
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "<p>第 9895 期</p>")
    }
}
