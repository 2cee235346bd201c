import LLRBParser
import XCTest

/// A date standing alone on its line inside a story's text is a date the text names: not a
/// second masthead, nor the page's footer, either of which would be taken for the page's date
/// (on an archive generated apart, 31 of 1982 pages were dated wrongly or not at all by such
/// lines: `2024 年 10 月` on a front page dated 2025-02-24).
final class DatesInTextTests: XCTestCase {
    /// `2024 年 10 月` between two column lines of the lead story reads like a masthead that
    /// prints only the month; the masthead at the head of the page prints the day.
    func testAMonthInsideAStoryIsNoSecondMasthead() throws {
        let page = PageParser.parse(text: """
            吕梁日报

            2025年2月24日 星期一 农历乙巳年正月二十七

            第11603期 今日8版 国内统一刊号：CN14-0028

            春耕时节农事忙

            本报讯（记者 武琳）全市上下抢抓农时，

            层层压实责任。全市

            GDP同比增

            长 81.5%，增速居

            全省前列。

            2024 年 10 月

            ，思想引领方向,使命凝

            聚力量。（王明）
            """)
        XCTAssertEqual(page.date, "2025-02-24")
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 5))
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.bodyText.contains("2024年10月，思想引领方向"), story.bodyText)
    }

    /// A full date between two lines of running text is the text's; the page's own date is
    /// printed at its foot beside the desk's names.
    func testAFullDateBetweenLinesOfTextIsNoFooter() throws {
        let page = PageParser.parse(text: """
            防汛备汛工作扎实推进

            本报讯（记者 张强）今年以来，柳林县共排查整治各类隐
            患 7158 处，办结群众诉求 841 件。同
            时，精准谋划、亲自研究，进一
            步发挥自身优势，勃发新生机。

            2022 年 9 月 14 日
            体温是否正常等，对于凝聚
            各方力量提升生命健康科技水
            平具有重要意义。（李华）

            2024年5月29日 星期三
            经济新闻部主办 本版组版：方杰 责编：叶梅旭 校对：程静亮
            """)
        XCTAssertEqual(page.date, "2024-05-29")
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.bodyText.contains("2022年9月14日"), story.bodyText)
    }
}
