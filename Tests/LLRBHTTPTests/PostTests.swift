import LLRBHTTP
import XCTest

/// POST when the configuration accepts it: the body reaches the handler whole, framed by a
/// Content-Length within the limit, and everything else is refused before the body is read.
/// When it does not, a POST is a 405 like any other method.
final class PostTests: XCTestCase {
    func testPostedFormAndItsHeadersReachTheHandler() throws {
        let client = try RawClient(port: try startFormServer())
        let form = "text=%E5%A4%8D%E5%B7%A5+%E5%A4%8D%E4%BA%A7&id=42"
        client.send(FormServer.post(form, extraHeaders: ["Origin: http://127.0.0.1:8080", "Cookie: session=abc"]))
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, """
            POST /edit
            body: \(form.utf8.count) bytes
            text: 复工 复产
            Origin: http://127.0.0.1:8080
            Content-Type: application/x-www-form-urlencoded
            Host: test
            Cookie: session=abc
            """)
    }

    func testFormTheHandlerCannotReadIsItsToRefuse() throws {
        let client = try RawClient(port: try startFormServer())
        client.send(FormServer.post("text=%E5%A4"))
        XCTAssertEqual(client.readResponse()?.text, "POST /edit\nbody: 11 bytes\nform: 400\nContent-Type: application/x-www-form-urlencoded\nHost: test")
        client.send("POST /edit HTTP/1.1\r\nHost: test\r\nContent-Length: 0\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, "POST /edit\nbody: 0 bytes\nform: 415\nHost: test")
    }

    func testPostIs405WithAllowGETHEADWhenNotAccepted() throws {
        let port = try startServer()
        let client = try RawClient(port: port)
        client.send(FormServer.post("text=a"))
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 405)
        XCTAssertEqual(response.headers["allow"], "GET, HEAD")
        XCTAssertEqual(response.text, "405 Method Not Allowed: only GET and HEAD are served\n")
        XCTAssertTrue(client.isClosedByServer(), "the unread body cannot be framed")
    }

    func testOtherMethodsStay405AndAllowNamesPOSTWhenAccepted() throws {
        let client = try RawClient(port: try startFormServer())
        for method in ["PUT", "DELETE", "PATCH", "OPTIONS"] {
            client.get("/edit", method: method)
            let response = try XCTUnwrap(client.readResponse(), method)
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.headers["allow"], "GET, HEAD, POST", method)
        }
    }

    func testPostWithoutContentLengthIs411() throws {
        try assertRefused(["POST /edit HTTP/1.1\r\nHost: test\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\ntext=a"], with: 411, port: try startFormServer())
    }

    func testTransferCodedBodyIs501EvenWithALength() throws {
        let heads = ["Transfer-Encoding: chunked", "Transfer-Encoding: chunked\r\nContent-Length: 6", "Transfer-Encoding: gzip, chunked"].map {
            "POST /edit HTTP/1.1\r\nHost: test\r\n\($0)\r\n\r\n6\r\ntext=a\r\n0\r\n\r\n"
        }
        try assertRefused(heads, with: 501, port: try startFormServer())
    }

    func testContentLengthThatIsNoNumberIs400() throws {
        let heads = ["Content-Length: x", "Content-Length: -1", "Content-Length: 1, 2", "Content-Length: "].map {
            "POST /edit HTTP/1.1\r\nHost: test\r\n\($0)\r\n\r\na"
        }
        try assertRefused(heads, with: 400, port: try startFormServer())
    }

    /// 413 comes from the declared length alone: a server that waited for the body would answer
    /// nothing before the client's read gives up (and 408 after the head's deadline).
    func testBodyOverTheLimitIs413BeforeItIsSentAndOthersAreServed() throws {
        let port = try startFormServer { $0.maxBodyBytes = 1024 }
        let declared = ["1025", "10000000000", "99999999999999999999999999"]
        try assertRefused(declared.map { "POST /edit HTTP/1.1\r\nHost: test\r\nContent-Length: \($0)\r\n\r\n" }, with: 413, port: port)
        let sending = try RawClient(port: port)
        sending.send(FormServer.post("text=" + String(repeating: "a", count: 4096)))
        XCTAssertEqual(sending.readResponse()?.status, 413)
        XCTAssertTrue(sending.isClosedByServer())

        let atLimit = try RawClient(port: port)
        atLimit.send(FormServer.post("text=" + String(repeating: "b", count: 1019)))
        XCTAssertEqual(atLimit.readResponse()?.text.split(separator: "\n").prefix(2), ["POST /edit", "body: 1024 bytes"])
        let other = try RawClient(port: port)
        other.get("/")
        XCTAssertEqual(other.readResponse()?.status, 200)
    }

    /// A front words the server's own refusals (its readers' language, its page's frame); the
    /// status, a 405's `Allow` and the closing of the connection stay the server's.
    func testTheServersOwnRefusalsAreWordedByTheConfiguredPage() throws {
        let port = try startFormServer {
            $0.maxBodyBytes = 16
            $0.refusalPage = { status in .html("<p>拒绝 \(status.code)</p>", status: .ok) }
        }
        let large = try RawClient(port: port)
        large.send(FormServer.post("text=" + String(repeating: "a", count: 64)))
        let refused = try XCTUnwrap(large.readResponse())
        XCTAssertEqual(refused.status, 413)
        XCTAssertEqual(refused.text, "<p>拒绝 413</p>")
        XCTAssertEqual(refused.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(large.isClosedByServer())

        let other = try RawClient(port: port)
        other.get("/edit", method: "PUT")
        let method = try XCTUnwrap(other.readResponse())
        XCTAssertEqual(method.status, 405)
        XCTAssertEqual(method.headers["allow"], "GET, HEAD, POST")
        XCTAssertEqual(method.text, "<p>拒绝 405</p>")
    }

    func testBodiesOnGETAndHEADStayRefusedWhenPOSTIsAccepted() throws {
        let heads = ["GET", "HEAD"].map { "\($0) / HTTP/1.1\r\nHost: test\r\nContent-Length: 6\r\n\r\ntext=a" }
        try assertRefused(heads, with: 400, port: try startFormServer())
    }
}
