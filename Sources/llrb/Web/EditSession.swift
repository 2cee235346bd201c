import Foundation
import LLRBHTTP
import Synchronization

/// What makes a write to `llrb serve --edit` this reader's (docs/SERVE.md, "Edit mode"): the
/// printed link's token, kept by the browser as a cookie that only this site's own requests
/// carry (`SameSite=Strict`, `HttpOnly`); the `Origin` of every write, which must be the
/// server's own; and a value issued with each form and taken back when it is posted, so that a
/// page of another site can neither read nor forge one. What a write did is told the same way:
/// by a value good once, for the signed-in browser only.
final class EditSession: Sendable {
    /// Form values kept at most: the oldest go first, and a form older than that must be
    /// loaded again.
    static let formLimit = 4096
    /// Notices kept at most: one is read at the redirect right after its write.
    static let noticeLimit = 64

    /// 128 random bits in hex, from the system's generator; good as long as the server runs.
    let token: String
    /// The cookie's name, its own to each server (cookies are kept per host, not per port: two
    /// servers on one machine must not overwrite each other's).
    let cookieName: String
    private let forms = Mutex(OneTimeValues<String>(limit: formLimit))
    private let notices = Mutex(OneTimeValues<EditNotice>(limit: noticeLimit))
    /// The origins a write may come from: the addresses the server was reached at
    /// (`allow(_:)`, once it is listening); none before.
    private let origins = Mutex(Set<String>())

    init() {
        token = Self.randomHex()
        cookieName = "llrb_edit_" + token.prefix(8)
    }

    /// Lets writes come from pages served at these origins (`http://127.0.0.1:8080`).
    func allow(_ allowed: Set<String>) {
        origins.withLock { $0 = allowed }
    }

    /// A GET carrying the link's token (`/?token=…`): signs the browser in and sends it on to
    /// the same page without the token, so the token leaves the address bar and the history.
    /// Nil for a request without one.
    func signIn(_ request: HTTPRequest) -> HTTPResponse? {
        guard let offered = request.queryValue("token") else { return nil }
        guard Self.equal(offered, token) else { return nil }
        var response = HTTPResponse.redirect(to: request.path, status: .seeOther)
        response.headers.append(("Set-Cookie", "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"))
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// Whether the request comes from a browser signed in with the link.
    func isSignedIn(_ request: HTTPRequest) -> Bool {
        guard let cookies = request.headers["Cookie"] else { return false }
        return cookies.split(separator: ";").contains { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0].trimmingCharacters(in: .whitespaces) == cookieName
                && Self.equal(String(parts[1]).trimmingCharacters(in: .whitespaces), token)
        }
    }

    /// A value for one form that writes to `target` (`article:ID`, `undo:N`), good once.
    func formValue(for target: String) -> String {
        let value = Self.randomHex()
        forms.withLock { $0.issue(value, for: target) }
        return value
    }

    /// Why a write to `target` is refused, or nil when it is this reader's: its `Origin` is
    /// one the server is reached at (never a name a client chose, as `Host` is), the browser is
    /// signed in, and `value` is a form value issued for `target` and not used yet (it is used
    /// now).
    func refusal(of request: HTTPRequest, target: String, value: String?) -> String? {
        guard let origin = request.headers["Origin"], origins.withLock({ $0.contains(origin) }) else {
            return "这个请求不是从本站的页面发出的（Origin 不符）。"
        }
        guard isSignedIn(request) else { return "这个浏览器没有用启动时打印的编辑链接登录。" }
        guard let value, forms.withLock({ $0.take(value, if: { $0 == target }) }) != nil else {
            return "表单已过期或已提交过；请重新打开页面再提交。"
        }
        return nil
    }

    /// A value for the address that shows `notice`, good once.
    func noticeValue(for notice: EditNotice) -> String {
        let value = Self.randomHex()
        notices.withLock { $0.issue(value, for: notice) }
        return value
    }

    /// The notice a page's `?notice=` value was given for, when the signed-in browser asks for
    /// it the first time; nil for any other browser (which leaves the value unused), a value
    /// never issued, or one shown already.
    func notice(for request: HTTPRequest) -> EditNotice? {
        guard let value = request.queryValue("notice"), isSignedIn(request) else { return nil }
        return notices.withLock { $0.take(value) }
    }

    private static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Compares every byte, whatever the first difference, so that timing tells nothing.
    private static func equal(_ offered: String, _ expected: String) -> Bool {
        let left = Array(offered.utf8), right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
