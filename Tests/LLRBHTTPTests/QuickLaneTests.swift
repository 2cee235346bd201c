import LLRBHTTP
import XCTest

/// The quick lane: what it answers goes out on the event loop's thread, even while every
/// handler is busy, and is framed like a handler's answer.
final class QuickLaneTests: XCTestCase {
    @Sendable static func asset(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.path == "/style.css" else { return nil }
        return HTTPResponse(status: .ok, headers: [("Content-Type", "text/css")], body: Array("body{}".utf8)).withETag("v1")
    }

    func testQuickAnswersGoOutWhileEveryHandlerIsHeld() throws {
        let (gate, port, holders) = try startHeldServer(handlers: 2, quickAnswer: Self.asset)
        let waiting = try RawClient(port: port, timeout: 10)
        waiting.get("/search")
        let client = try RawClient(port: port)
        client.get("/style.css")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.text, "body{}")
        XCTAssertEqual(response.headers["content-type"], "text/css")
        XCTAssertEqual(gate.handledPaths, ["/hold", "/hold"])
        gate.release()
        XCTAssertEqual(holders.map { $0.readResponse()?.text }, ["/hold", "/hold"])
        XCTAssertEqual(waiting.readResponse()?.text, "/search")
    }

    func testQuickAnswersHonourETagsAndHEADAndKeepTheConnection() throws {
        let client = try RawClient(port: try startServer(quickAnswer: Self.asset))
        client.get("/style.css", extraHeaders: ["If-None-Match: \"v1\""])
        XCTAssertEqual(client.readResponse()?.status, 304)
        client.get("/style.css", method: "HEAD")
        let head = try XCTUnwrap(client.readResponse(bodyless: true))
        XCTAssertEqual(head.headers["content-length"], "6")
        client.get("/other")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/other")
    }

    func testPipelinedRequestsAreAnsweredInOrderWhicheverLaneAnswersThem() throws {
        let client = try RawClient(port: try startServer(quickAnswer: Self.asset))
        let get = { (path: String) in "GET \(path) HTTP/1.1\r\nHost: test\r\n\r\n" }
        client.send(get("/style.css") + get("/a") + get("/style.css") + get("/b"))
        XCTAssertEqual((0..<4).map { _ in client.readResponse()?.text }, ["body{}", "GET path=/a", "body{}", "GET path=/b"])
    }
}
