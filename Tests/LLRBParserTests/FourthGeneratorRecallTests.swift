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

    /// Inside a feature, a short line after a finished sentence reads as a 小标题, but not one
    /// that ends in a number a column's edge cut (`市政协党组 ２０２` / `３ 年 建成投用`): read so,
    /// `2023年` was cut in two.
    func testALineEndingInACutNumberRunsOnIntoTheNextLine() throws {
        let page = PageParser.parse(text: """
            ## 一颗红枣的致富经

            □ 本报记者 贺桂斌

            在王狮乡上峪村，一排排日光温室整齐排列，棚内的西红柿长势喜人。

            市政协党组 ２０２

            ３ 年 建成投用，山西联通相关负责人分别作了交流发言。
            """)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertFalse(article.body.contains { $0.kind == .sectionHeader }, "\(article.body)")
        XCTAssertTrue(article.bodyText.contains("市政协党组２０２３年建成投用"), article.bodyText)
    }

    /// Photo news (`▲…`) with a story of its own under the picture, closed by its writer's
    /// names: cut at its fourth line, `营商环境` (`营商环` / `境"好差评"…`) was in neither part.
    func testPhotoNewsRunsOnToItsWritersNames() throws {
        let page = PageParser.parse(text: """
            ## 专业镇建设提速

            本报讯 全市专业镇建设提速。

            各县市区形成了风清气正、团结干事的良好政治生态。(高强娟)

            ▲何倩霞表示,要把好事办好、实事办实,让群众
            有更多获得感。依托焦炉煤气富集,制氢成本低廉
            ,应用场景集聚的优势，加强组织领导,精心组织
            实施，层层传导压力,成立了专业镇迈进。营商环
            境"好差评"制度在全市全面推行。(程佳强)
            """)
        let photo = try XCTUnwrap(page.captions.last)
        XCTAssertEqual(photo.lines, SourceLines(first: 7, last: 11))
        XCTAssertTrue(photo.text.contains("营商环境"), photo.text)
        XCTAssertFalse(page.articles.contains { $0.bodyText.contains("好差评") })
    }

    /// Photo news whose second column line looks like a headline (`目投产后可实现年产`, short and
    /// with no punctuation) runs on through it: stopped there, `项目` was cut in two.
    func testPhotoNewsRunsOnThroughALineThatLooksLikeAHeadline() throws {
        let page = PageParser.parse(text: """
            ## 专业镇建设提速

            本报讯 全市专业镇建设提速。

            各县市区形成了风清气正、团结干事的良好政治生态。(陈璐红)

            ▲鹏飞集团负责人介绍,项

            目投产后可实现年产

            值170.2亿元,带动就业455人。(薛佳磊)
            """)
        let photo = try XCTUnwrap(page.captions.last)
        XCTAssertEqual(photo.lines, SourceLines(first: 7, last: 11))
        XCTAssertTrue(photo.text.contains("项目投产后可实现年产值170.2亿元"), photo.text)
    }
}
