import LLRBParser
import XCTest

/// An OCR tool that marks headings with `#` may wrap a long one onto the next line with no blank
/// between and leave the wrapped part unmarked (`## 全市重点项目推` / `进会召开`): read apart, the
/// headline was cut in two and its end shown as a subtitle, a column name or a dropped speck
/// (122 of 144 such headlines in an archive generated apart). A feature's subtitle whose dash
/// the OCR lost or read as 一 stays its headline's, even at the foot of a page with nothing
/// under it.
final class MarkedHeadingWrapTests: XCTestCase {
    func testAWrappedHeadlineIsOneHeadline() throws {
        for (first, second) in [("全市重点项目推", "进会召开"), ("离", "石区春耕备耕正当时"), ("岚", "县:\"一枚印章\"管审批")] {
            let page = PageParser.parse(text: """
                ## \(first)
                \(second)

                本报讯（记者 田旭）3月20日，全市重点项目推进会在交城县召开，与会人员观摩了17个项目。
                """)
            let article = try XCTUnwrap(page.articles.first, first)
            XCTAssertEqual(page.articles.count, 1, first)
            XCTAssertEqual(article.headline, first + second, first)
            XCTAssertEqual(article.subheadlines, [], first)
            XCTAssertNil(article.rubric, first)
            XCTAssertEqual(article.headlineLines, SourceLines(first: 1, last: 2), first)
            XCTAssertEqual(article.lines, SourceLines(first: 1, last: 4), first)
        }
    }

    func testAWrappedSubtitleIsOneSubtitle() throws {
        let page = PageParser.parse(text: """
            ## 一河清水向东流

            ### ——文水县河湖治
            理见闻

            □ 徐强龙

            黄河之畔，吕梁山间，文水县正在书写属于自己的奋斗故事。
            """)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(article.headline, "一河清水向东流")
        XCTAssertEqual(article.subheadlines, ["文水县河湖治理见闻"])
        XCTAssertNil(article.rubric)
    }

    /// What follows a heading on the next line without being part of it keeps its own place.
    func testLinesUnderAHeadingStayApart() throws {
        let cases: [(heading: String, next: String, headline: String)] = [
            ("市召开纪委全会", "本报讯 10月8日，市纪委全会召开，会议总结了过去一年的工作。", "市召开纪委全会"),
            ("古镇迎客来", "2月16日，市长张广勇代表市委市政府看望了坚守岗位的干部职工。", "古镇迎客来"),
            ("市委常委会召开会议", "孙大军主持", "市委常委会召开会议"),
            ("党旗在一线飘扬", "——交口县党员干部担当作为纪实", "党旗在一线飘扬"),
        ]
        for (heading, next, headline) in cases {
            let page = PageParser.parse(text: """
                ## \(heading)
                \(next)

                本报讯（记者 田旭）3月20日，全市重点项目推进会在交城县召开，与会人员观摩了17个项目。
                """)
            XCTAssertEqual(page.articles.first?.headline, headline, next)
        }
    }

    /// `## 党旗在一线飘扬` / `一交口县党员干部担当作为纪实` where a page with headlines under
    /// their stories ends: one headline with its subtitle, not a headline and a story of one line.
    func testASubtitleWithoutItsDashStaysWithItsHeadline() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 康华桂）5月14日，全市政银企项目对接会召开，3家金融机构与15个项目现场签约。

            ## 全市政银企项目对接会召开

            交口县党员干部深入一线，帮助群众解决急难愁盼问题，全县政务服务事项实现"一网通办"。

            ## 党旗在一线飘扬

            一交口县党员干部担当作为纪实
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["全市政银企项目对接会召开", "党旗在一线飘扬"])
        XCTAssertEqual(page.articles.last?.subheadlines, ["一交口县党员干部担当作为纪实"])
        XCTAssertEqual(page.articles.last?.lines, SourceLines(first: 5, last: 9))
    }
}
