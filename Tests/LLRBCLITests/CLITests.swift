import XCTest

final class CLITests: XCTestCase {
    func testPlaceholder() {}
}
