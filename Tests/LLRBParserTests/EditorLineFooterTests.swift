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

    func testAPageDateRightOverAHeadlineIsNoColumnWrap() {
        // A page of short column lines with a blank line under each: two lines with none between
        // are read as one wrapped line, but not a page date and the headline under it, which
        // together had read as text, so that the page opened "with a story under no headline"
        // and handed every headline to the story above it.
        let page = PageParser.parse(text: """
            2019年6月13日 星期四
            市文旅局召开推进会

            新华社北京6月13日电

            6月10日，与会人员围绕营商

            环境、乡村振兴等议题进行

            了深入交流。

            全市营商环境座谈会召开

            本报讯（记者 戴秀）6月13日

            ，该项目总投资839亿元，占

            地2982亩。
            """)
        XCTAssertEqual(page.date, "2019-06-13")
        XCTAssertEqual(page.articles.map(\.headline), ["市文旅局召开推进会", "全市营商环境座谈会召开"])
        XCTAssertEqual(page.articles.map(\.lines.first), [2, 12])
    }
}
