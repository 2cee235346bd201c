import LLRBParser
import XCTest

/// Phrases the fourth generator's archive (set from a character chain trained on the seeds,
/// columns wrapped hard at 11–24 characters) planted where no search found them: the parser had
/// cut each in two at a line it misread.
final class FourthGeneratorRecallTests: XCTestCase {
    /// A story, then a caption in short column lines, cut off before its last line.
    private let storyWithALongCaption = """
        ## 专业镇建设提速

        本报讯 全市专业镇建设提速。

        各县市区形成了风清气正、团结干事的良好政治生态。

        图为分管领导一线组
        织、一线推进，专业镇
        为引领，不断丰富应用
        场景集聚的优势，在高
        质量发展、提高城市集

        """

    /// A caption of seven short column lines before its credit: cut at its fourth line, its last
    /// words went to the story's text, and `高质量发展` (`在高` / `质量发展`) was in neither.
    func testALongCaptionRunsOnToItsCredit() throws {
        let page = PageParser.parse(text: storyWithALongCaption + """
            聚辐射力具有重大意义
            。
            侯凯 摄

            ## 市委召开常委会会议

            本报讯 市委召开常委会会议，研究部署下一阶段工作。
            """)
        let caption = try XCTUnwrap(page.articles.first?.captions.first)
        XCTAssertEqual(caption.lines, SourceLines(first: 7, last: 14))
        XCTAssertTrue(caption.text.contains("在高质量发展、提高城市集聚辐射力具有重大意义。"), caption.text)
        XCTAssertEqual(caption.credits.map(\.name), ["侯凯"])
        XCTAssertEqual(page.articles.first?.bodyText, "全市专业镇建设提速。\n各县市区形成了风清气正、团结干事的良好政治生态。")
    }

    /// Without a credit in reach, a caption still ends at its fourth line.
    func testACaptionWithNoCreditInReachEndsAtItsFourthLine() throws {
        let page = PageParser.parse(text: storyWithALongCaption + "聚辐射力具有重大意义。\n")
        XCTAssertEqual(page.captions.first?.lines, SourceLines(first: 7, last: 10))
    }
}
