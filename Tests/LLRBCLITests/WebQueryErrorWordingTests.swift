import LLRBEngine
import LLRBIndex
import XCTest
@testable import llrb

/// The web reader's pages are Chinese, so is why a query cannot be read: Latin letters only
/// where the query language has them (OR, a field name as typed).
final class WebQueryErrorWordingTests: XCTestCase {
    func testEveryQueryErrorIsWordedInChineseButTheQueryLanguagesOwnWords() {
        let errors: [QuerySyntaxError] = [
            .empty, .nothingSearchable, .onlyExclusions, .danglingOr, .excludedAlternative(term: "复产"),
            .missingFieldValue(field: "headline"), .tooLong(length: 1200, limit: 1000),
        ]
        for error in errors {
            let message = WebQueryErrorWording.message(for: error)
            XCTAssertTrue(message.hasPrefix("检索式无法读取："), message)
            let latin = message.replacing("OR", with: "").replacing("headline", with: "").unicodeScalars
                .filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            XCTAssertTrue(latin.isEmpty, message)
        }
    }
}
