import XCTest
import LLRBIndex
@testable import LLRBViews

/// `ContextWindow`: the context of a kwic line, cut by characters, read across line breaks
/// with OCR's spaces inside Chinese text dropped.
final class ContextWindowTests: XCTestCase {
    private func window(_ text: String, match: String, width: Int) throws -> ContextWindow {
        let scalars = Array(text.unicodeScalars)
        let range = try XCTUnwrap(text.range(of: match))
        let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)
        return ContextWindow(scalars, match: start..<(start + match.unicodeScalars.count), width: width)
    }

    func testOCRSpacesAndLineBreaksBetweenChineseCharactersGo() throws {
        let cut = try window("全市上下\n千方百计 推 进复 工复产,确保\n 2023 年完成", match: "复 工复产", width: 6)
        XCTAssertEqual(cut.left, "下千方百计推进".suffix(6).description)
        XCTAssertEqual(cut.match, "复工复产")
        XCTAssertEqual(cut.right, ",确保202", "a digit after a Chinese character joins it too")
    }

    func testOtherWhitespaceIsOneSpaceAndTheEdgesAreKept() throws {
        let cut = try window("the 5G  network\n复工复产", match: "network", width: 4)
        XCTAssertEqual(cut.left, "5G ")
        XCTAssertEqual(cut.match, "network")
        XCTAssertEqual(cut.right, " 复工复")
        let start = try window("复工复产开始", match: "复工复产", width: 3)
        XCTAssertEqual(start.left, "")
        XCTAssertEqual(start.right, "开始")
    }
}
