import LLRBEngine
import XCTest

final class StringScalarsTests: XCTestCase {
    func testStringFromScalarsSpellsEachScalar() {
        let scalars = Array("Café·𠀋 复工复产\u{00A0}😀\u{3000}ok".unicodeScalars)
        XCTAssertEqual(String(scalars: scalars), "Café·𠀋 复工复产\u{00A0}😀\u{3000}ok")
        XCTAssertEqual(String(scalars: scalars[4..<6]), "·𠀋")
        XCTAssertEqual(String(scalars: [Unicode.Scalar]()), "")
    }
}
