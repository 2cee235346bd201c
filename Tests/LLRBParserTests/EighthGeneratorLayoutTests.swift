import XCTest
import LLRBParser

/// Pages of an eighth generator, written apart from the parser: official notices among the
/// stories, commentary under its column's name, photo credits the column's wrap broke. Each page
/// is cut down to the lines at fault.
final class EighthGeneratorLayoutTests: XCTestCase {
    /// A column's name of two characters (`评论`) alone over a headline is the commentary's
    /// rubric, not a speck of OCR noise.
    func testTwoCharacterColumnNameOverAHeadlineIsItsRubric() throws {
        let page = PageParser.parse(text: """
            ## 市应急管理局召开调度会

            本报讯（记者 赖亚璐）10月27日，市应急管理局召开黄河流域安全生产调度会。

            评论

            ## 以招商引资之为 答时代之问

            近年来，交城县坚持把招商引资作为经济工作的生命线，培训人员4367人次。

            （作者单位：石楼县融媒体中心）
            """)
        let commentary = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(commentary.headline, "以招商引资之为 答时代之问")
        XCTAssertEqual(commentary.rubric, "评论")
        XCTAssertEqual(commentary.lines.first, 7)
        XCTAssertFalse(page.noise.contains { $0.text == "评论" })
    }
}
