import Foundation
import LLRBHTTP
import XCTest

/// A POST's body on the connection: read within the head's deadline without holding up
/// another client, and skipped exactly, so that the next request starts after it. What a
/// handler answers a form with (303, cookies) goes out as it gave it.
final class PostConnectionTests: XCTestCase {
    func testPostThenGetShareOneConnection() throws {
        let client = try RawClient(port: try startFormServer())
        client.send(FormServer.post("text=a"))
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").prefix(3), ["POST /edit", "body: 6 bytes", "text: a"])
        client.get("/article/7")
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").first, "GET /article/7")
    }

    /// A body that looks like a request is the body: had the server read on from the end of the
    /// head, the smuggled GET would be answered.
    func testPipelinedRequestStartsAfterTheBody() throws {
        let client = try RawClient(port: try startFormServer())
        let body = "GET /smuggled HTTP/1.1\r\nHost: test\r\n\r\n"
        client.send(FormServer.post(body) + "GET /after HTTP/1.1\r\nHost: test\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").prefix(2), ["POST /edit", "body: \(body.utf8.count) bytes"])
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").first, "GET /after")
        client.get("/last", extraHeaders: ["Connection: close"])
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").first, "GET /last")
        XCTAssertTrue(client.isClosedByServer(), "no third answer was queued")
    }

    func testBodyArrivingInPiecesIsReadWhole() throws {
        let client = try RawClient(port: try startFormServer())
        let request = FormServer.post("text=%E5%A4%8D%E5%B7%A5&id=1")
        let bodyStart = try XCTUnwrap(request.range(of: "\r\n\r\n")).upperBound
        for piece in [request[..<bodyStart], request[bodyStart...].prefix(7), request[bodyStart...].dropFirst(7)] {
            client.send(String(piece))
            Thread.sleep(forTimeInterval: 0.05)
        }
        client.get("/next")
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").prefix(3), ["POST /edit", "body: 28 bytes", "text: 复工"])
        XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").first, "GET /next")
    }

    /// Clients that declare a body and stall hold neither the loop nor the one handler: others
    /// are served at once, and each stalled one is told 408 when its head's time runs out.
    func testStalledBodyIs408AndHoldsUpNoOne() throws {
        let port = try startFormServer {
            $0.headerTimeout = .seconds(1)
            $0.handlerConcurrency = 1
        }
        let stalled = try (0..<3).map { _ in try RawClient(port: port, timeout: 5) }
        for client in stalled {
            client.send("POST /edit HTTP/1.1\r\nHost: test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ntext=")
        }
        let started = Date()
        for index in 0..<5 {
            let client = try RawClient(port: port)
            client.send(FormServer.post("text=\(index)"))
            XCTAssertEqual(client.readResponse()?.text.split(separator: "\n").dropFirst(2).first, "text: \(index)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "the quick requests waited for the stalled bodies' deadline")
        for client in stalled {
            let response = try XCTUnwrap(client.readResponse())
            XCTAssertEqual(response.status, 408)
            XCTAssertEqual(response.text, "408 Request Timeout: the request body did not arrive in time\n")
            XCTAssertTrue(client.isClosedByServer())
        }
    }

    func testSeeOtherWithLocationAndCookieAnswersAPost() throws {
        let client = try RawClient(port: try startFormServer { _ in } handler: { request in
            guard request.method == "POST" else { return .text("article", status: .ok) }
            var response = HTTPResponse.redirect(to: "/article/7", status: .seeOther)
            response.headers.append((name: "Set-Cookie", value: "edited=1; Path=/; HttpOnly; SameSite=Strict"))
            return response
        })
        client.send(FormServer.post("text=a", to: "/article/7/edit"))
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 303)
        XCTAssertEqual(response.headers["location"], "/article/7")
        XCTAssertEqual(response.headers["set-cookie"], "edited=1; Path=/; HttpOnly; SameSite=Strict")
        XCTAssertEqual(response.headers["content-length"], "0")
        client.get("/article/7")
        XCTAssertEqual(client.readResponse()?.text, "article")
    }

    func testIfNoneMatchNeverTurnsAPostInto304() throws {
        let client = try RawClient(port: try startFormServer { _ in } handler: { _ in .text("saved", status: .ok).withETag("v1") })
        client.send(FormServer.post("text=a", extraHeaders: ["If-None-Match: \"v1\""]))
        XCTAssertEqual(client.readResponse()?.text, "saved")
        client.get("/", extraHeaders: ["If-None-Match: \"v1\""])
        XCTAssertEqual(client.readResponse()?.status, 304)
    }
}
