import LLRBParser
import XCTest

/// Pages print their staff in many wordings (`本版编辑 张三 美编 李四`, `值班编委：刘明 责任编辑：张三
/// 版式：王五`, `要闻部主办，值班主任：王明`). Before footer rows were read as a whole, a row whose
/// labels were not among the few counted one by one became a headline with no story under it,
/// or a story's last paragraph: the staff's names searchable as the story's words.
final class FooterRowTests: XCTestCase {
    private func page(endingWith lastLine: String) -> Page {
        PageParser.parse(text: """
            ## 城庄镇：小杂粮产业见实效

            本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

            \(lastLine)
            """)
    }

    func testAStaffRowIsTheFooter() throws {
        let rows: [(line: String, editors: [String], layout: [String], proofreaders: [String])] = [
            ("本版编辑 张三 美编 李四", ["张三"], [], []),
            ("值班编委：刘明 责任编辑：张三 版式：王五", ["张三"], ["王五"], []),
            ("编辑：张三 校对：李四 版式：王五", ["张三"], ["王五"], ["李四"]),
            ("责任编辑：张三 责任校对：李四", ["张三"], [], ["李四"]),
            // `版式设计` and `本版校对` are labels whole: not a layout editor lost, nor one called 本版.
            ("责任编辑：王艳 版式设计：刘莉 校对：张三", ["王艳"], ["刘莉"], ["张三"]),
            ("本版编辑：张三 本版校对：李四", ["张三"], [], ["李四"]),
        ]
        for row in rows {
            let page = page(endingWith: row.line)
            XCTAssertEqual(page.articles.map(\.headline), ["城庄镇：小杂粮产业见实效"], row.line)
            XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3)], row.line)
            let footer = try XCTUnwrap(page.footer, row.line)
            XCTAssertEqual(footer.lines, SourceLines(line: 5), row.line)
            XCTAssertEqual(footer.editors, row.editors, row.line)
            XCTAssertEqual(footer.layoutEditors, row.layout, row.line)
            XCTAssertEqual(footer.proofreaders, row.proofreaders, row.line)
        }
    }

    /// `办` is the only cue of a row that opens with its sponsor and names a duty editor: it was
    /// the story's last paragraph.
    func testASponsorRowWithADutyEditorIsTheFooter() throws {
        let page = page(endingWith: "要闻部主办，值班主任：王明")
        let footer = try XCTUnwrap(page.footer)
        XCTAssertEqual(footer.department, "要闻部")
        XCTAssertEqual(footer.lines, SourceLines(line: 5))
        XCTAssertFalse(try XCTUnwrap(page.articles.first).bodyText.contains("值班主任"))
    }

    /// Headlines and sentences that hold a label among other words, and a byline that names an
    /// editor, are no footer.
    func testLabelsAmongOtherWordsAreNoFooter() throws {
        for headline in ["责任编辑要担起把关责任", "编辑校对业务培训班开班", "团市委主办青年编辑培训班"] {
            let page = PageParser.parse(text: """
                ## \(headline)

                本报讯（记者 王涛）6月3日，市新闻出版局举办培训班，百余名学员参加。
                """)
            XCTAssertNil(page.footer, headline)
            XCTAssertEqual(page.articles.map(\.headline), [headline])
        }
        for line in ["本次活动由市委宣传部主办，咨询电话：8227878", "编辑 张三 摄"] {
            let page = page(endingWith: line)
            XCTAssertNil(page.footer, line)
        }
    }

    /// From a review of the first footer-row reading: sentences set with spaces between labels
    /// and words, a department named after a label (`编辑部`), a lone `主编：` and a board's list
    /// had become the footer, out of their story.
    func testSentencesAndBoardsAmongStoriesAreNoFooter() throws {
        let lines = [
            "编辑、记者、校对等岗位人员 参加培训。", "编辑 记者 校对 齐上阵。", "2020年6月22日 校对 李四 编辑 王五 一同赴现场。",
            "市委宣传部主办 编辑部 承办", "主编：王明", "主编 张三 副主编 李四",
        ]
        for line in lines {
            let page = PageParser.parse(text: """
                ## 城庄镇：小杂粮产业见实效

                本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

                \(line)

                据了解，该项目总投资5亿元，建成后可带动当地2000余人就业。
                """)
            XCTAssertNil(page.footer, line)
            XCTAssertTrue(page.articles.contains { $0.lines.first <= 5 && $0.lines.last >= 5 }, line)
        }
    }
}
