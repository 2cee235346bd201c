import XCTest
import LLRBParser

final class SeedsTests: XCTestCase {
    func testPlaceholder() {
        XCTAssertNotNil(PageParser.parse(text: "") as Page?)
    }
}
