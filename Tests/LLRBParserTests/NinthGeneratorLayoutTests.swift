import XCTest
import LLRBParser

/// Pages of a ninth generator, written apart from the parser from the guide and the seeds.
/// Each page is cut down to the lines at fault.
final class NinthGeneratorLayoutTests: XCTestCase {
    /// A paragraph that names a complaints box and hotline (`投诉举报信箱9个，张贴投诉举报电话17
    /// 处`) holds two of the footer's labels, but it ends its sentences: it is the story's text,
    /// not a footer that would take it out of every article and out of search.
    func testParagraphNamingAHotlineIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 石楼县优化政务服务

            石婷表示，下一步将继续加大工作力度，确保各项任务按期完成。在政务服务大厅设置投诉举报信箱9个，张贴投诉举报电话17处，同时设立“帮代办”窗口，组建了18人的帮代办队伍。

            ## 市生态环境局开展小额信贷问题整改

            本报讯 4月10日，市生态环境局召开会议，部署小额信贷问题整改工作。

            副刊部主办 本版组版: 薛辉 责编:杜平霞 方燕斌 校对:傅军宁 副刊部邮箱:llrbywb@163.com
            """)
        XCTAssertTrue(page.articles.first?.bodyText.contains("组建了18人的帮代办队伍") == true)
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertEqual(page.footer?.lines.first, 9)
        XCTAssertEqual(page.footer?.editors, ["杜平霞", "方燕斌"])
        XCTAssertNil(page.footer?.phone)
    }
}
