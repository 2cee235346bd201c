import LLRBParser
import XCTest

/// Pages that name their editors on a line of their own (`责任编辑：董凯峰 美术编辑：龙嘉明`, or
/// `责任编辑：董凯峰` alone) print page furniture there, not a headline: taken for one, the line
/// became a story at the page's foot that swallowed the briefs above it (187 pages of an archive
/// generated apart).
final class EditorLineFooterTests: XCTestCase {
    func testAnEditorsLineIsTheFooter() throws {
        for footerLine in ["责任编辑：董凯峰 美术编辑：龙嘉明", "责任编辑：董凯峰"] {
            let page = PageParser.parse(text: """
                ## 城庄镇：小杂粮产业见实效

                本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

                本报讯（记者 罗鹏玲）6月3日，文水县已完成固定资产投资42亿元，同比增长百分之十。

                \(footerLine)
                """)
            XCTAssertEqual(page.articles.map(\.headline), ["城庄镇：小杂粮产业见实效", ""], footerLine)
            XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3), SourceLines(line: 5)], footerLine)
            let footer = try XCTUnwrap(page.footer, footerLine)
            XCTAssertEqual(footer.editors, ["董凯峰"], footerLine)
            XCTAssertEqual(footer.lines, SourceLines(line: 7), footerLine)
        }
    }

    /// The label inside a sentence, or a longer line opening with it, stays text.
    func testTheLabelInsideTextIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 城庄镇：小杂粮产业见实效

            本报讯（记者 秦嘉娜）6月3日，本报责任编辑：董凯峰参加了城庄镇召开的小杂粮产业推进会。
            """)
        XCTAssertNil(page.footer)
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("责任编辑"))
    }
}
