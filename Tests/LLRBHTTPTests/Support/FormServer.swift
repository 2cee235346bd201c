import LLRBHTTP
import XCTest

/// A server that accepts POST and answers with what a form's handler would look at, and the
/// bytes of a form's POST, for the tests of request bodies.
extension XCTestCase {
    func startFormServer(
        _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = FormServer.echo
    ) throws -> UInt16 {
        try startServer({
            $0.acceptsPOST = true
            configure(&$0)
        }, handler: handler)
    }
}

enum FormServer {
    /// "METHOD path", the body's length, the form's `text` (or the status refusing the form),
    /// then the headers an edit form's handler checks, those present.
    @Sendable static func echo(_ request: HTTPRequest) -> HTTPResponse {
        var lines = ["\(request.method) \(request.path)", "body: \(request.body.count) bytes"]
        do throws(HTTPFormError) {
            lines.append("text: \(try request.formValue("text") ?? "-")")
        } catch {
            lines.append("form: \(error.status.code)")
        }
        for name in ["Origin", "Content-Type", "Host", "Cookie"] {
            if let value = request.headers[name] { lines.append("\(name): \(value)") }
        }
        return .text(lines.joined(separator: "\n"), status: .ok)
    }

    /// A form's POST to `target` as a browser sends it, `body` counted for its Content-Length.
    static func post(_ body: String, to target: String = "/edit", extraHeaders: [String] = []) -> String {
        "POST \(target) HTTP/1.1\r\nHost: test\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(body.utf8.count)\r\n" + extraHeaders.map { $0 + "\r\n" }.joined() + "\r\n" + body
    }
}
