import XCTest
import LLRBIndex

final class IndexTests: XCTestCase {
    func testPlaceholder() {}
}
