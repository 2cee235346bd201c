import LLRBHTTP
import XCTest

/// What a handler checks before it changes anything (Origin, Content-Type, Host, Cookie) is
/// found whatever the case the client wrote its name in.
final class HeaderLookupTests: XCTestCase {
    func testFieldsAreFoundWithoutRegardToCase() {
        let headers = HTTPHeaders([
            (name: "origin", value: "http://127.0.0.1:8080"),
            (name: "CONTENT-TYPE", value: "application/x-www-form-urlencoded"),
            (name: "Host", value: "127.0.0.1:8080"),
            (name: "cookie", value: "session=abc"),
        ])
        XCTAssertEqual(headers["Origin"], "http://127.0.0.1:8080")
        XCTAssertEqual(headers["Content-Type"], "application/x-www-form-urlencoded")
        XCTAssertEqual(headers["host"], "127.0.0.1:8080")
        XCTAssertEqual(headers["Cookie"], "session=abc")
        XCTAssertNil(headers["Referer"])
    }

    func testRepeatedFieldsJoinWithCommaButCookiesWithSemicolon() {
        let headers = HTTPHeaders([
            (name: "Accept", value: "text/html"), (name: "accept", value: "*/*"),
            (name: "Cookie", value: "a=1"), (name: "cookie", value: "b=2"),
        ])
        XCTAssertEqual(headers["accept"], "text/html, */*")
        XCTAssertEqual(headers["cookie"], "a=1; b=2")
    }
}
