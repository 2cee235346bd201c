import XCTest
import LLRBParser

/// Sentences that name a footer's labels (a hotline, a mailbox, a page, an editor) are a story's
/// text, not the page's footer, which would take them out of every article and out of search: a
/// footer is a row of labels and names, where each stop is followed by another label.
final class FooterLabelsInTextTests: XCTestCase {
    /// The label inside a sentence, or a longer line opening with it, stays text.
    func testTheLabelInsideTextIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 城庄镇：小杂粮产业见实效

            本报讯（记者 秦嘉娜）6月3日，本报责任编辑：董凯峰参加了城庄镇召开的小杂粮产业推进会。
            """)
        XCTAssertNil(page.footer)
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("责任编辑"))
    }

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

    /// A story's line that names a 版面 and a 邮箱 (`…开设专题版面，并公布邮箱`) is no footer: the
    /// page's name counts as a footer's field only with its colon.
    func testStoryLineNamingAPageAndAMailboxIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 市委宣传部部署新闻宣传工作

            本报讯(记者 李雅萍)4月13日，市委宣传部召开会议，要求市直媒体开设专题版面，并公布邮箱

            和电话征集群众意见建议，营造良好舆论氛围。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.first?.lines.first, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 5)
        XCTAssertEqual(page.footer?.lines.first, 7)
    }

    /// A paragraph naming a hotline and a mailbox (`…公布了投诉举报电话和电子邮箱，方便群众…`) or a
    /// lead naming a page and a hotline (`…开设专题版面：“…”，并公布热线电话。`) goes on after its
    /// commas: a story's text, not the footer.
    func testSentencesNamingFooterLabelsStayText() throws {
        let page = PageParser.parse(text: """
            ## 市市场监管局畅通投诉举报渠道

            本报讯(记者 李雅萍)4月13日，市市场监管局召开新闻发布会，通报今年以来消费维权工作情况。

            市市场监管局公布了投诉举报电话和电子邮箱，方便群众随时反映问题。

            今年以来，全市共受理消费者投诉举报1200余件，为消费者挽回经济损失80余万元。

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 7), SourceLines(first: 9, last: 11)])
        XCTAssertTrue(page.articles.first?.bodyText.contains("方便群众随时反映问题") == true)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 13))
    }

    /// The same for a lead: it lost its dateline and text to a footer that ran across the page.
    func testLeadNamingAPageAndHotlineIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 市委宣传部部署主题宣传工作

            本报讯(记者 李雅萍)4月13日，市委宣传部召开会议，要求市直媒体开设专题版面：“乡村振兴看吕梁”，并公布热线电话。

            会议强调，要聚焦中心工作，讲好吕梁故事，营造良好舆论氛围。

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.first?.dateline, "本报讯")
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 5))
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 11))
    }

    /// A notice's contact line (`联系电话：…，联系人：张老师，报名邮箱：…`) is its text, not a footer.
    func testContactLineInANoticeIsText() throws {
        let page = PageParser.parse(text: """
            ## 吕梁市2023年公开招聘教师公告

            根据工作需要，市教育局决定面向社会公开招聘中小学教师120名。

            联系电话：0358-8228888，联系人：张老师，报名邮箱：llzp2023@163.com

            报名时间为4月20日至4月25日，报名地点设在市人才交流中心。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 7))
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 9))
    }

    /// Sentences naming a phone and a mailbox (`…，或者发送电子邮箱`, `…，电话畅通时间为每天…`,
    /// `…；欢迎广大市民踊跃报名参加！`) are text.
    func testSentencesEndingOrOpeningWithLabelsAreText() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            活动详情请拨打电话：0358-8221234，或者发送电子邮箱
            """)
        XCTAssertNil(page.footer)
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// The same with a label opening a long clause.
    func testLabelOpeningALongClauseIsText() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            举报电话：0358-8221234，举报邮箱：jb@163.com，电话畅通时间为每天上午九点至下午五点
            """)
        XCTAssertNil(page.footer)
    }

    /// The same after a semicolon and before an exclamation.
    func testClauseAfterASemicolonIsText() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            报名咨询电话：0358-8221234；邮箱：llrb@163.com；欢迎广大市民踊跃报名参加！
            """)
        XCTAssertNil(page.footer)
    }
}
