import LLRBHTTP
import XCTest

/// A head the server cannot read exactly is answered 400 (505 for another HTTP version) and
/// the connection closed, since nothing after it can be framed with certainty.
final class MalformedRequestTests: XCTestCase {
    static let malformedHeads = [
        "GET /\r\nHost: a\r\n\r\n",                         // no version
        "GET  / HTTP/1.1\r\nHost: a\r\n\r\n",               // two spaces
        "GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n",          // four parts
        "G(T / HTTP/1.1\r\nHost: a\r\n\r\n",                // method not a token
        "\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",            // empty request line
        "GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n",     // header without colon
        "GET / HTTP/1.1\r\nHost: a\r\nName : v\r\n\r\n",    // space before colon
        "GET / HTTP/1.1\r\nHost: a\r\nX: v\r\n folded\r\n\r\n", // obs-fold
        "GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n",  // NUL in a value
        "GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n",     // bare CR
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",     // two Hosts
        "GET / HTTPS/1.1\r\nHost: a\r\n\r\n",               // not HTTP
        "GET /a\u{1}b HTTP/1.1\r\nHost: a\r\n\r\n",         // control in target
        "GET /%zz HTTP/1.1\r\nHost: a\r\n\r\n",             // bad percent-encoding
        "GET /%4 HTTP/1.1\r\nHost: a\r\n\r\n",              // short percent-encoding
        "GET * HTTP/1.1\r\nHost: a\r\n\r\n",                // asterisk form
        "GET example.com:80 HTTP/1.1\r\nHost: a\r\n\r\n",   // authority form
        "GET https://example.com/ HTTP/1.1\r\nHost: a\r\n\r\n", // another scheme
        "GET http:///x HTTP/1.1\r\nHost: a\r\n\r\n",        // absolute form without host
        "GET /a#frag HTTP/1.1\r\nHost: a\r\n\r\n",          // fragment
        "GET /\u{00E9} HTTP/1.1\r\nHost: a\r\n\r\n",        // raw UTF-8 in target
    ]

    func testMalformedHeadsAre400AndClose() throws {
        try assertRefused(Self.malformedHeads, with: 400, port: try startServer())
    }

    func testMissingHostOnHTTP11Is400ButHTTP10NeedsNone() throws {
        let port = try startServer()
        try assertRefused(["GET / HTTP/1.1\r\n\r\n"], with: 400, port: port)
        let ten = try RawClient(port: port)
        ten.send("GET / HTTP/1.0\r\n\r\n")
        XCTAssertEqual(ten.readResponse()?.status, 200)
    }

    func testOtherHTTPVersionIs505() throws {
        try assertRefused(["GET / HTTP/2.0\r\nHost: a\r\n\r\n"], with: 505, port: try startServer())
    }

    func testBareLineFeedsAreTolerated() throws {
        let client = try RawClient(port: try startServer())
        client.send("GET /lf HTTP/1.1\nHost: a\n\n")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/lf")
    }
}
