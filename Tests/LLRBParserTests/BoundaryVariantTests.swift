import Foundation
import XCTest
import LLRBParser

/// The seeds rewritten the way other pages of the same paper print them, at the places where
/// one story ends and the next begins: a paragraph's first character cut off by a blank line,
/// a headline longer than a column line.
final class BoundaryVariantTests: XCTestCase {
    func testParagraphOpeningCutOffByABlankLineIsText() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "项目强则吕梁强,", with: "项\n\n目强则吕梁强,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertTrue(feature.body.first?.text.hasPrefix("项目强则吕梁强,项目兴则吕梁兴。") == true)
        XCTAssertFalse(page.noise.contains { $0.text == "项" })
    }

    func testSpeckOverAPhotoCaptionStaysNoiseWithoutItsHeadingMark() throws {
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "# 棺\n", with: "棺\n"))
        XCTAssertTrue(page.noise.contains { $0.text == "棺" })
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains("棺") } })
    }

    func testHeadlineLongerThanAColumnLineOverALeadIsAHeadline() throws {
        let long = "市政协党组召开2022年度民主生活会深入学习贯彻党的二十大精神以高质量政协工作助推吕梁转型发展"
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "市政协党组召开2022年度民主生活会\n", with: long + "\n"))
        let meeting = try XCTUnwrap(page.article(bylineName: "王洋"))
        XCTAssertEqual(meeting.headline, long)
        XCTAssertEqual(meeting.lines.first, 33)
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains(long) } })
    }
}
