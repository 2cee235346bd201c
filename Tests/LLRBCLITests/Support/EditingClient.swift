import Foundation
import XCTest

/// A browser signed in to `llrb serve --edit` as the editor's is, over plain HTTP: the printed
/// link's cookie, the server's own `Origin` on every POST, and the form values its pages give.
struct EditingClient {
    let server: ServedIndex
    /// `llrb_edit_…=TOKEN`, as the browser sends it back.
    let cookie: String
    let origin: String

    /// Signs in with the link the server printed, by opening `article`'s page with its token.
    init(_ server: ServedIndex, article: String) throws {
        self.server = server
        origin = "http://127.0.0.1:\(server.port)"
        let signIn = try server.get("/article/\(article)?token=\(try Self.token(server))")
        cookie = try XCTUnwrap(signIn.header("Set-Cookie")?.components(separatedBy: ";").first, "no cookie: \(signIn.status)")
    }

    /// Headless Chromium signed in with the printed link and on `article`'s page, the test
    /// skipped where none is installed. The link redirects to the page without its token: it is
    /// followed as a reader's click is.
    static func chromium(signedInTo server: ServedIndex, article: String) throws -> DevToolsPipe {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(chromium == nil, "no Chromium installed (CI installs it)")
        let browser = try DevToolsPipe.launch(chromium: chromium ?? "")
        do {
            try browser.navigate(to: server.address)
            try browser.evaluate("location.href = '/article/\(article)?token=\(try token(server))'")
            try browser.wait(until: "location.pathname === '/article/\(article)' && !location.search && document.readyState === 'complete'")
        } catch {
            browser.close()
            throw error
        }
        return browser
    }

    /// The edit link's token, from the line the server prints before its address.
    static func token(_ server: ServedIndex) throws -> String {
        let line = try XCTUnwrap(server.startLines.first { $0.hasPrefix("llrb: edit mode: open ") }, server.stderrText)
        let range = try XCTUnwrap(line.range(of: "?token="))
        return String(line[range.upperBound...].prefix { $0.isHexDigit })
    }

    /// `fields` URL-encoded as a browser encodes a form.
    static func form(_ fields: [(String, String)]) -> [UInt8] {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return Array(fields.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&").utf8)
    }

    /// A POST of `fields` to `path` from the server's origin, with the cookie.
    func post(_ path: String, _ fields: [(String, String)]) throws -> HTTPReply {
        try post(path, body: Self.form(fields))
    }

    func post(_ path: String, body: [UInt8], contentType: String? = "application/x-www-form-urlencoded") throws -> HTTPReply {
        var headers = ["Cookie": cookie, "Origin": origin]
        headers["Content-Type"] = contentType
        return try server.get(path, method: "POST", headers: headers, body: body)
    }

    /// `path` as the signed-in browser gets it.
    func page(_ path: String) throws -> HTTPReply {
        try server.get(path, headers: ["Cookie": cookie])
    }

    /// The form values of the article's page as the signed-in browser gets it, in page order.
    func formValues(_ id: String) throws -> [String] {
        try Self.formValues(in: page("/article/\(id)").text)
    }

    /// The form values a page's forms carry, in page order.
    static func formValues(in page: String) -> [String] {
        page.components(separatedBy: "name=\"csrf\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
