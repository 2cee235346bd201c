import XCTest
import LLRBParser

/// Pages a review of parser revisions 92-99 wrote to find where they read too much (a footer in
/// a sentence, a headline as a column's name) and what they missed; each was read wrong by
/// revision 99.
final class ReviewedRevisionTests: XCTestCase {
    /// A footer's printed date (`2023年4月14日 星期五`) outranks a day inferred for a masthead that
    /// prints only `2023年4月` and the weekday: the masthead's reading came first and kept the
    /// footer from being asked.
    func testFooterDateOutranksADayInferredFromTheLeads() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            2023年4月

            星期五

            第 10950 期 今日8版

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月3日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，各级各部门要压实责任，确保安全生产形势持续稳定。

            2023年4月14日 星期五

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .footer)
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

    /// A footer whose fields the OCR parted with `。` (`本版组版：李刚。责编：岳旭强。校对：刘挺`): each
    /// stop is followed by a label, so no sentence goes on.
    func testFooterFieldsPartedByFullStopsAreAFooter() throws {
        let page = PageParser.parse(text: """
            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，各级各部门要压实责任，确保安全生产形势持续稳定。

            要闻部主办 本版组版：李刚。责编：岳旭强。校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 7))
        XCTAssertEqual(page.footer?.editors, ["岳旭强"])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// Headlines ending in `动态` or `观察` (`# 候鸟迁徙观察`) are headlines: a column name ending so
    /// is a place or field and the word (`县区动态`, `吕梁观察`).
    func testHeadlinesEndingInColumnWordsStayHeadlines() throws {
        let page = PageParser.parse(text: """
            # 密切关注汛情动态

            本报讯(记者 李雅萍)7月13日，市防汛抗旱指挥部召开会商会，研判近期雨情汛情，部署防汛工作。

            会议要求，各级各部门要密切关注天气变化，严格落实24小时值班制度。

            # 候鸟迁徙观察

            本报讯(记者 王涛)近日，记者在文峪河湿地看到，成群的候鸟在水面嬉戏觅食。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["密切关注汛情动态", "候鸟迁徙观察"])
        XCTAssertEqual(page.articles.map(\.rubric), [nil, nil])
    }

    /// The same under their stories: the last headline of the page was in no part of the parse.
    func testHeadlinesEndingInColumnWordsUnderTheirStories() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 李雅萍)7月13日，市防汛抗旱指挥部召开会商会，研判近期雨情汛情，部署防汛工作。

            会议要求，各级各部门要密切关注天气变化，严格落实24小时值班制度。

            关注汛情动态

            本报讯(记者 王涛)近日，记者在文峪河湿地看到，成群的候鸟在水面嬉戏觅食。

            湿地生态观察
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["关注汛情动态", "湿地生态观察"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 5), SourceLines(first: 7, last: 9)])
    }

    /// A column line that looks like a column's name (`工情动态`) over a line opening with `，` is
    /// the sentence's middle (行首禁则): it was set aside, and the story's text lost it.
    func testColumnNameShapedLineOverACommaIsText() throws {
        let page = PageParser.parse(text: """
             本报讯 （记者 刘子璇） 入汛以来，市防汛

            抗旱指挥部坚持每日会商研判，及时发布预

            警信息，各级各部门密切关注雨情水情汛情

            工情动态

            ，确保安全度汛。据了解，全市已储备各类

            防汛物资价值3000余万元。

            全市全力做好防汛工作

             本报讯 （记者 王涛） 近日，孝义市召开优

            化营商环境工作推进会，部署营商环境创新

            提升行动。

            孝义市部署优化营商环境
            """)
        XCTAssertTrue(page.articles.first?.bodyText.contains("雨情水情汛情工情动态，确保安全度汛") == true)
        XCTAssertEqual(page.noise, [])
    }

    /// Dash-led lines of one phrase between a story's paragraphs (`——坚持创新驱动`) head its
    /// sections: they were set aside as slogans, out of the story's text.
    func testDashLedSectionHeadersStayInTheStory() throws {
        let page = PageParser.parse(text: """
            ## 孝义市多措并举推动高质量发展

            本报讯(记者 王涛)今年以来，孝义市坚持新发展理念，聚焦高质量发展，全力推动转型发展。

            ——坚持创新驱动

            该市大力实施创新驱动发展战略，全年新增高新技术企业15家。

            ——坚持项目为王

            该市新开工超10亿元项目5个，完成投资120亿元。

            ——坚持民生优先

            该市民生支出占一般公共预算支出的80%以上。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 3)
        XCTAssertEqual(page.noise, [])
    }

    /// A subtitle the OCR read over its marked headline (`——…纪实` / `## 文旅融合绘新景`) is that
    /// story's, not a slogan inside the story above.
    func testSubtitleOverAMarkedHeadlineIsItsStorys() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            该县今年新建特色产业基地12个，带动农户3000余户。

            ——文水县深入推进文旅融合发展纪实

            ## 文旅融合绘新景

            本报讯(记者 梁杰)4月9日，文水县召开文旅融合发展推进会，部署全域旅游工作。
            """)
        XCTAssertEqual(page.articles.last?.headline, "文旅融合绘新景")
        XCTAssertEqual(page.articles.last?.subheadlines, ["文水县深入推进文旅融合发展纪实"])
        XCTAssertEqual(page.noise, [])
    }

    /// On a page of headlines under their stories, a lead naming its reporter after a brief
    /// column's items (closed by their writers' names) opens a story that takes the headline under
    /// it: read as an item, it took none, and each headline after slid one story on.
    func testStoryAfterABriefColumnTakesItsHeadlineBelow() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 刘子璇）日前，记者在主城区到新区快速路项目建设现场看到，多辆挖掘机正奋力开山挖土，整个工程正在快速有序推进。

            工期紧，任务重，自农历正月初八开始，快速路项目就已全面复工。

            快速路项目建设跑出加速度

            县区简讯

            本报讯 4月9日，鹏飞集团布局了一批加氢综合能源站，年内计划完成20座。（魏鹏浩）

            本报讯 4月9日，交城县召开文旅融合发展推进会，深入推进全域旅游。（高桂）

            本报讯（记者 王涛）4月10日，记者走进孝义市下堡镇，看到农民们正忙着春耕，翻地、施肥、播种，田间地头一派繁忙景象。

            镇里组织农技人员深入田间，指导农户科学备耕，确保不误农时。

            下堡镇春耕备耕忙

            本报讯（记者 石红）近日，交城县推行企业开办“一件事”集成服务，企业开办时间压缩至1个工作日。

            交城县企业开办提速
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["快速路项目建设跑出加速度", "", "", "下堡镇春耕备耕忙", "交城县企业开办提速"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9, 11, 13, 19])
        XCTAssertEqual(page.warnings, [])
    }

    /// `星期五 2023年4月14日`, the weekday before the full date, is the masthead's row.
    func testWeekdayBeforeTheFullDateIsAMastheadRow() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            星期五 2023年4月14日

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .printed)
        XCTAssertEqual(page.articles.first?.kicker, nil)
    }

    /// A lead's date that opens a span (`4月20日至22日，孝义市将…`) may be still to come: the day is
    /// inferred from the dates the leads report.
    func testSpanInALeadDoesNotDateThePage() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            2023年4月 星期五

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，4月20日前各县（市、区）要完成第一轮隐患排查，5月底前全面完成整改。

            ## 孝义市启动春季植树活动

            本报讯(记者 王涛)4月20日至22日，孝义市将集中开展春季义务植树活动。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .inferred)
    }
}
