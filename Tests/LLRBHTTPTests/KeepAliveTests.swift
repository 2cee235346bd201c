import LLRBHTTP
import XCTest

/// Connections are kept or closed as HTTP/1.0 and 1.1 say, and answers come in request order.
final class KeepAliveTests: XCTestCase {
    func testTwoRequestsShareOneConnection() throws {
        let client = try RawClient(port: try startServer())
        client.get("/one")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/one")
        client.get("/two")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/two")
    }

    func testPipelinedRequestsAreAnsweredInOrder() throws {
        let client = try RawClient(port: try startServer { $0.handlerConcurrency = 4 })
        let targets = (1...6).map { "/page\($0)" }
        client.send(targets.map { "GET \($0) HTTP/1.1\r\nHost: test\r\n\r\n" }.joined())
        for target in targets {
            XCTAssertEqual(client.readResponse()?.text, "GET path=\(target)")
        }
    }

    func testConnectionCloseIsHonoured() throws {
        let client = try RawClient(port: try startServer())
        client.get("/", extraHeaders: ["Connection: close"])
        XCTAssertEqual(client.readResponse()?.headers["connection"], "close")
        XCTAssertTrue(client.isClosedByServer())
    }

    func testHTTP10ClosesUnlessKeepAliveIsAsked() throws {
        let port = try startServer()
        let plain = try RawClient(port: port)
        plain.send("GET / HTTP/1.0\r\n\r\n")
        XCTAssertEqual(plain.readResponse()?.status, 200)
        XCTAssertTrue(plain.isClosedByServer())

        let keeping = try RawClient(port: port)
        keeping.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(keeping.readResponse()?.headers["connection"], "keep-alive")
        keeping.send("GET /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(keeping.readResponse()?.text, "GET path=/b")
    }

    func testEveryResponseCarriesLengthDateServerAndDefaultHeaders() throws {
        let port = try startServer { $0.defaultHeaders = [("X-Content-Type-Options", "nosniff")] }
        let client = try RawClient(port: port)
        client.get("/")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.headers["content-length"], "\(response.body.count)")
        XCTAssertEqual(response.headers["server"], "llrb")
        XCTAssertTrue(response.headers["date"]?.hasSuffix(" GMT") ?? false)
        XCTAssertEqual(response.headers["x-content-type-options"], "nosniff")
        XCTAssertEqual(response.headers["content-type"], "text/plain; charset=utf-8")
    }
}
