import LLRBHTTP
import XCTest

/// A posted form is decoded as a query is (`+`, `%XX` as UTF-8), and one that does not decode
/// exactly, or is no URL-encoded form, is refused with the status a handler should answer.
final class FormDecodingTests: XCTestCase {
    private func posted(_ body: String, contentType: String? = "application/x-www-form-urlencoded") throws -> HTTPRequest {
        let headers = HTTPHeaders(contentType.map { [(name: "Content-Type", value: $0)] } ?? [])
        return try XCTUnwrap(HTTPRequest(method: "POST", target: "/edit", headers: headers, body: Array(body.utf8)))
    }

    func testPlusIsASpaceAndEscapesAreUTF8() throws {
        let request = try posted("text=%E5%A4%8D%E5%B7%A5+%E5%A4%8D%E4%BA%A7&sum=1%2B1&id=42")
        XCTAssertEqual(try request.formValue("text"), "复工 复产")
        XCTAssertEqual(try request.formValue("sum"), "1+1")
        XCTAssertEqual(try request.formValue("id"), "42")
        XCTAssertNil(try request.formValue("absent"))
    }

    func testFieldsAreSplitAsAQueryIs() throws {
        let request = try posted("a=1&&flag&empty=&a=2&k=v=w&=nameless")
        let fields = try request.formFields()
        XCTAssertEqual(fields.map(\.name), ["a", "flag", "empty", "a", "k", ""])
        XCTAssertEqual(fields.map(\.value), ["1", "", "", "2", "v=w", "nameless"])
        XCTAssertEqual(try request.formValues("a"), ["1", "2"])
        XCTAssertEqual(try posted("").formFields().count, 0)
    }

    func testBadEscapesNulAndInvalidUTF8AreRefusedAs400() throws {
        let cases: [(body: String, error: HTTPFormError)] = [
            ("a=%", .invalidPercentEscape), ("a=%4", .invalidPercentEscape), ("a=%zz", .invalidPercentEscape),
            ("%G1=b", .invalidPercentEscape), ("a=%00", .nulCharacter),
            ("a=%E5%A4", .invalidUTF8), ("a=%FF", .invalidUTF8), ("a=%C0%AF", .invalidUTF8),
        ]
        for (body, expected) in cases {
            let request = try posted("ok=1&" + body)
            XCTAssertThrowsError(try request.formFields(), body) { error in
                XCTAssertEqual(error as? HTTPFormError, expected, body)
                XCTAssertEqual((error as? HTTPFormError)?.status, .badRequest, body)
            }
            XCTAssertThrowsError(try request.formValue("ok"), "a bad field spoils the whole form: \(body)")
        }
        XCTAssertEqual(HTTPFormError.invalidPercentEscape.description, "the form holds a % not followed by two hex digits")
    }

    func testOnlyAURLEncodedBodyIsAForm() throws {
        for contentType in ["application/x-www-form-urlencoded", "Application/X-WWW-Form-URLEncoded ; charset=UTF-8"] {
            XCTAssertEqual(try posted("a=1", contentType: contentType).formValue("a"), "1", contentType)
        }
        for contentType in ["multipart/form-data; boundary=x", "application/json", "text/plain", nil] {
            XCTAssertThrowsError(try posted("a=1", contentType: contentType).formFields(), contentType ?? "none") { error in
                XCTAssertEqual(error as? HTTPFormError, .unsupportedContentType(contentType))
                XCTAssertEqual((error as? HTTPFormError)?.status, .unsupportedMediaType)
            }
        }
    }

    func testRequestMadeWithABodyCarriesIt() throws {
        XCTAssertEqual(try posted("a=1").body, Array("a=1".utf8))
        XCTAssertEqual(try XCTUnwrap(HTTPRequest(target: "/")).body, [])
    }
}
