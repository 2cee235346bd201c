import LLRBParser
import XCTest

/// A table an OCR tool set as markdown pipe rows is the text of the story it belongs to, a row a
/// paragraph. Taken for a stack of headlines, the rows at a page's foot made the page vote for
/// headlines under their stories, and every headline on it went to the story above (an archive
/// generated apart: five stories on one page).
final class MarkdownTableTests: XCTestCase {
    private let tablePage = """
        ## 简讯

        本报讯（记者 白阳静）9月16日，市人大常委会召开党组会议，传达学习有关会议精神。

        本报讯（记者 梁璐宏）9月16日，市政协召开主席会议，研究部署近期重点工作。

        本报讯（记者 江桂亮）9月17日，市委理论学习中心组举行集中学习。

        ## 兴县聚力推进文旅融合 强基础

        本报讯（记者 江桂亮）9月17日，兴县召开文旅融合推进会，安排部署下一阶段工作。

        （蔡晓瑞）

        ## 离石区扎实推进养老服务 开门红

        本报讯 9月17日，离石区养老服务中心正式投入使用，可提供床位三百张。

        （白鹏刚）

        ## 2022年8月全市主要经济指标

        | 指标 | 累计 | 同比增长 |
        |---|---|---|
        | 一般公共预算收入 | 245.13 | 13.5 |
        | 原煤产量 | 895.81 | 6.9 |
        | 农村居民人均可支配收入 | 751.64 | -6.7 |
        """

    func testATablesRowsAreItsStorysParagraphs() throws {
        let page = PageParser.parse(text: tablePage)
        XCTAssertEqual(page.articles.map(\.headline), ["", "", "", "兴县聚力推进文旅融合 强基础", "离石区扎实推进养老服务 开门红", "2022年8月全市主要经济指标"])
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 5, 7, 9, 15, 21])
        let table = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(table.lines, SourceLines(first: 21, last: 27))
        XCTAssertEqual(table.body.map(\.text).count, 5, "\(table.body.map(\.text))")
        XCTAssertTrue(table.body.dropFirst(2).first?.text.contains("一般公共预算收入|245.13") == true, "\(table.body.map(\.text))")
    }

    /// Rows with pipes between their cells only, under a table's headline at the page's foot.
    func testRowsWithPipesBetweenTheirCellsOnlyAreText() throws {
        let page = PageParser.parse(text: tablePage.replacing("| 指标 | 累计 | 同比增长 |", with: "指标 | 累计 | 同比增长")
            .replacing("|---|---|---|\n", with: "").replacing("| 一般公共预算收入 | 245.13 | 13.5 |", with: "一般公共预算收入 | 245.13 | 13.5")
            .replacing("| 原煤产量 | 895.81 | 6.9 |", with: "原煤产量 | 895.81 | 6.9")
            .replacing("| 农村居民人均可支配收入 | 751.64 | -6.7 |", with: "农村居民人均可支配收入 | 751.64 | -6.7"))
        XCTAssertEqual(page.articles.map(\.headline).last, "2022年8月全市主要经济指标")
        XCTAssertEqual(page.articles.last?.body.map(\.text), ["指标|累计|同比增长", "一般公共预算收入|245.13|13.5", "原煤产量|895.81|6.9", "农村居民人均可支配收入|751.64|-6.7"])
    }

    /// A lone `| |` (a rule or frame met by the OCR) holds no cell: it is no table row.
    func testAPairOfPipesIsNoRow() throws {
        let page = PageParser.parse(text: """
            ## 交城县重点项目集中开工

            本报讯（通讯员 罗娜荣）2月28日，交城县举行重点项目集中开工仪式。

            | |
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertFalse(page.articles[0].bodyText.contains("|"))
    }

    /// Pipes inside a sentence's column line (`吕梁 | 离石 | 交城，…`) make no row: the line
    /// stays in its paragraph.
    func testPipesInASentenceMakeNoRow() throws {
        let page = PageParser.parse(text: """
            ## 三地联动推进项目建设

            本报讯（记者 张强）今年以来，三地
            统筹推进项目建设，形成合力。其中
            吕梁 | 离石 | 交城，三地联动推
            进重点项目集中开工，总投资一百
            二十亿元，涵盖新材料等领域。
            """)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.body.count, 1, "\(article.body.map(\.text))")
    }
}
