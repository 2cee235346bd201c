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

    /// A short line ending in a figure over a run of vertical text (`市市场监12` / `市` / `场` /
    /// …) labels the graphic, like seed 000's `签约项目27`, though the story above it ended its
    /// sentence: it is no headline, and the story under the graphic keeps its own.
    func testLineEndingInAFigureOverVerticalTextLabelsTheGraphic() throws {
        let page = PageParser.parse(text: """
            ## 特色专业镇激活县域经济

            本报讯(通讯员 郭刚慧)日前，孝义市加快打造特色专业镇，带动县域经济发展。

            会议要求，各级各部门要提高政治站位，压实工作责任。

            市市场监12

            市

            场

            监

            管

            交口县全面推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["特色专业镇激活县域经济", "交口县全面推进乡村振兴"])
        XCTAssertEqual(page.articles.last?.lines.first, 17)
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// On a page of headlines above their stories, a news story printed without a headline over
    /// it (its lead right under the story before) takes the first of two headlines stacked after
    /// its text when it holds that headline's words more than the next story does, though fewer
    /// than an earlier story must to claim one (seed 001's headline after its story).
    func testStoryAwaitingItsHeadlineTakesTheFirstOfTwoStacked() throws {
        let page = PageParser.parse(text: """
            我市部署安全生产隐患排查整治
            本报讯(记者 许凯勇)近日，我市召开安全生产隐患排查整治工作会议。
            会议要求，各级各部门要提高政治站位，压实工作责任。
            本报讯(通讯员 黄辉辉)4月10日，全市召开会议，部署春耕生产工作。
            孝义市储备化肥20吨，确保春耕生产农资供应，做好服务。
            市能源局全力做好春耕生产服务保障
            市市场监管局打造“六最”营商环境
            本报讯(记者 石红)近日，“营商环境好不好，企业说了算”，市市场监管局打造“六最”营商环境。
            交城县持续优化营商环境，企业开办时间压缩至1个工作日。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["我市部署安全生产隐患排查整治", "市能源局全力做好春耕生产服务保障", "市市场监管局打造“六最”营商环境"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 4, 7])
    }

    /// `要闻简报` is a brief column's banner: each `本报讯` item under it is a story of its own,
    /// the banner its rubric, not the first item's headline.
    func testNewsBriefingBannerOpensABriefColumn() throws {
        let page = PageParser.parse(text: """
            ## 三交镇义务植树添新绿

            本报讯(通讯员 梁鑫婷)近日,交口县扎实推进黄河流域生态保护。

            要闻简报

            本报讯 4月9日,鹏飞集团布局了一批加氢综合能源站,年内计划完成20座。

            (魏鹏浩)

            本报讯 4月9日,文旅融合发展迈出新的步伐。交城县深入推进全域旅游。

            (高桂)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["三交镇义务植树添新绿", "", ""])
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "要闻简报", "要闻简报"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 7, 11])
    }

    /// A footer printed on two lines, the page's name first (`版面：综合新闻 责编：侯文` /
    /// `校对：金婷丽 组版：许燕红`): both lines are the footer's, neither the last story's.
    func testTwoLineFooterNamingThePageIsTheFooter() throws {
        let page = PageParser.parse(text: """
            ## 碛口镇特色产业链出新图景

            本报讯(记者 李玉俊)近日,碛口镇巩固拓展脱贫攻坚成果。

            版面：综合新闻 责编：侯文

            校对：金婷丽 组版：许燕红
            """)
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertEqual(page.footer?.lines.first, 5)
        XCTAssertEqual(page.footer?.editors, ["侯文"])
        XCTAssertEqual(page.footer?.proofreaders, ["金婷丽"])
    }

    /// Two headlines the OCR marked alike (`### 中阳县抢抓农时备春耕` / `### 全市政务公开…`) after a
    /// story printed under none: two headlines, not a kicker and its headline, so the first is
    /// the awaiting story's though it shares few of its words (`春耕`; fewer than the next
    /// story, which names the same county), and the second heads the next.
    func testStoryAwaitingItsHeadlineTakesTheFirstOfTwoMarkedAlike() throws {
        let page = PageParser.parse(text: """
            ### 文水县加快培育特色专业镇
            本报讯（记者 梁杰）4月9日，文水县召开特色专业镇培育工作推进会。
            方山县坚持以人民为中心的发展思想，扎实推进各项工作。
            本报讯（记者 温晶鹏）4月9日，眼下正值春耕生产关键时期，下堡镇田间地头一派繁忙景象。
            交口县储备化肥120吨，确保农资供应。
            ### 中阳县抢抓农时备春耕
            ### 全市政务公开工作推进会议召开
            本报讯（通讯员 谢萍婷）4月10日，全市政务公开工作推进会议召开。
            中阳县梳理政务公开目录20项，实现应公开尽公开。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["文水县加快培育特色专业镇", "中阳县抢抓农时备春耕", "全市政务公开工作推进会议召开"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 4, 7])
    }

    // Probes from a review of revisions 87-91: pages the new rules must leave alone.

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

    /// A footer whose address the OCR dotted with `。` (`llrbywb@163。com`), or that ends in one,
    /// is still the footer: only a sentence going on after a full stop is a story's text.
    func testFooterWithAStrayFullStopIsTheFooter() throws {
        for footer in ["要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺 要闻部邮箱:llrbywb@163。com", "责编：岳旭强 校对：刘挺 组版：李刚。"] {
            let page = PageParser.parse(text: """
                ## 我市召开安全生产工作会议

                本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

                \(footer)
                """)
            XCTAssertEqual(page.footer?.lines.first, 5, footer)
            XCTAssertEqual(page.footer?.editors, ["岳旭强"] + (footer.contains("梁瑜") ? ["梁瑜"] : []), footer)
            XCTAssertEqual(page.articles.first?.lines.last, 3, footer)
        }
    }

    /// A story's last line whose `。` the OCR lost, right over a `（上接1版）`, carries on the
    /// sentence above it: it is no headline repeated over the continued story.
    func testLineCarryingOnASentenceOverAJumpInIsText() throws {
        let page = PageParser.parse(text: """
            ## 全市政务公开工作推进会议召开

            本报讯(记者 李雅萍)4月13日，全市政务公开工作推进会议召开。会议要求，进一步推动

            全市政务公开工作迈上新台阶

            （上接1版）

            今年以来，交城县持续优化营商环境，企业开办时间压缩至1个工作日。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["全市政务公开工作推进会议召开", ""])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// A kicker printed at its headline's level (`### 中共中央办公厅国务院办公厅印发` /
    /// `### 《关于…的意见》`) whose words are all in the story under it stays that story's,
    /// though a story printed under no headline stands above the run.
    func testMarkedKickerOfTheNextStoryStaysItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 我市部署春耕生产

            本报讯(记者 石红)4月12日，我市召开春耕生产工作会议。

            本报讯(通讯员 郭刚慧)4月12日，孝义市组织技术人员深入田间，指导农户春耕备耕。

            ### 中共中央办公厅国务院办公厅印发

            ### 《关于进一步优化营商环境的意见》

            新华社北京4月12日电 近日，中共中央办公厅、国务院办公厅印发了《关于进一步优化营商环境的意见》。
            """)
        XCTAssertEqual(page.articles.last?.headline, "中共中央办公厅国务院办公厅印发")
        XCTAssertEqual(page.articles.last?.lines.first, 7)
        XCTAssertFalse(page.articles.contains { $0.headline == "中共中央办公厅国务院办公厅印发" && $0.lines.first < 7 })
    }

    /// A figure that a column's wrap broke off the page's first headline (`12` / `个重点项目…`)
    /// is joined to it, as a page's number alone over it would not be: a measure word opens
    /// the line under it.
    func testFigureBrokenOffTheFirstHeadlineIsJoinedToIt() throws {
        let page = PageParser.parse(text: """
            2019年11月22日 星期五

            12
            个重点项目集中开工 总投资56亿元

            本报讯(记者 李雅萍)近日，我市12个重点项目集中开工，总投资56亿元。
            """)
        XCTAssertEqual(page.articles.first?.headline, "12个重点项目集中开工 总投资56亿元")
    }

    /// A jump marker broken after its bracket (`…市场主体。（` / `下转2版）`) is joined whole,
    /// its bracket off the story's text.
    func testJumpMarkerBrokenAfterItsBracketIsJoinedWhole() throws {
        let page = PageParser.parse(text: """
            ## 我市加快培育市场主体

            本报讯(记者 李雅萍)今年以来，我市持续优化营商环境，培育壮大市场主体。（
            下转2版）

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手。
            """)
        let first = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(first.continuedTo?.page, 2)
        XCTAssertEqual(first.continuedTo?.lines.first, 3)
        XCTAssertFalse(first.bodyText.hasSuffix("（"), first.bodyText)
    }

    /// The weekday before the year and month (`星期五 2023年4月`) is a masthead row too.
    func testWeekdayBeforeYearAndMonthIsAMastheadRow() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            星期五 2023年4月

            农历癸卯年闰二月廿四

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.articles.first?.lines.first, 7)
    }

    /// `2023年4月 星期五` with no lunar date: the page is that weekday on or after the latest day
    /// its news leads report (4月13日, a Thursday, gives Friday 2023-04-14), inferred and saying
    /// from what, where it had been left undated.
    func testYearMonthAndWeekdayWithoutLunarDateAreCompletedByTheLeads() throws {
        let page = PageParser.parse(text: """
            2023年4月 星期五

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertTrue(page.dateEvidence.contains("星期五"), "\(page.dateEvidence)")
    }

    /// A headline that begins with the paper's name (`## 本报推出“乡村振兴看吕梁”专栏`) over a
    /// whole `本报讯(…)` lead stays the headline: it is no dateline the OCR broke, and joined to
    /// the lead it was lost into a dateline `本报推出…专栏本报讯`.
    func testHeadlineOpeningWithThePapersNameOverALeadStaysTheHeadline() throws {
        let page = PageParser.parse(text: """
            ## 本报推出“乡村振兴看吕梁”专栏

            本报讯(记者 李雅萍)为全面展示各县市区乡村振兴成果，本报开设专题版面，

            集中刊发各地的经验做法。
            """)
        XCTAssertEqual(page.articles.first?.headline, "本报推出“乡村振兴看吕梁”专栏")
        XCTAssertEqual(page.articles.first?.dateline, "本报讯")
    }

    /// Headlines after a brief column's items (`## 要闻简报` and two `本报讯` items) head the story
    /// after them: an item is headless by design, and the first item taking the kicker had
    /// stretched its lines over the second's.
    func testHeadlinesAfterBriefItemsHeadTheNextStory() throws {
        let page = PageParser.parse(text: """
            ## 要闻简报

            本报讯(记者 许凯勇)近日，孝义市召开优化营商环境工作推进会，部署营商环境创新提升行动。

            本报讯(记者 王涛)4月12日，汾阳市召开会议，部署营商环境“啄木鸟”工作。

            优化营商环境 汾阳在行动

            交城县企业开办时间压缩至1个工作日

            本报讯(记者 石红)近日，交城县推行企业开办“一件事”集成服务，企业开办时间压缩至1个工作日。
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 5, 7])
        XCTAssertEqual(page.articles.map(\.lines.last), [3, 5, 11])
        XCTAssertEqual(page.articles.last?.headline, "交城县企业开办时间压缩至1个工作日")
    }

    /// Of two plain lines after a story awaiting its headline, a first one worded as a kicker
    /// (`营商环境提升年行动进行时`) leads the headline under it, however many words the story
    /// above shares with it.
    func testKickerWordedLineAfterAnAwaitingStoryLeadsTheNextHeadline() throws {
        let page = PageParser.parse(text: """
            我市部署安全生产隐患排查整治
            本报讯(记者 许凯勇)近日，我市召开安全生产隐患排查整治工作会议。
            会议要求，各级各部门要提高政治站位，压实工作责任。
            本报讯(通讯员 黄辉辉)4月10日，孝义市召开会议，部署营商环境创新提升工作。
            会议要求，持续打造“三无”“三可”一流环境。
            营商环境提升年行动进行时
            交城县企业开办时间压缩至1个工作日
            本报讯(记者 石红)近日，交城县推行企业开办“一件事”集成服务，企业开办时间压缩至1个工作日。
            """)
        XCTAssertEqual(page.articles.last?.kicker, "营商环境提升年行动进行时")
        XCTAssertEqual(page.articles.last?.headline, "交城县企业开办时间压缩至1个工作日")
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 4, 6])
    }

    /// A slogan set as a dash line between two paragraphs of a story (`-新时代新作为新篇章 决战完胜
    /// 脱贫攻坚 弘扬吕梁精神`, as seed 000 prints one) after a finished sentence is set aside, as
    /// after an unfinished one: a subtitle with no headline over it starts no story.
    func testDashSloganBetweenParagraphsIsNoStorysSubtitle() throws {
        let page = PageParser.parse(text: """
            ## 我市新建5G基站480个

            本报讯（通讯员 吕帆平）5月3日，孝义市新建5G基站8个，5G网络实现乡镇以上全覆盖。

            -新时代新作为新篇章 决战完胜脱贫攻坚 弘扬吕梁精神

            要坚持对标对表，推动财政改革提质增效，奋力开创财政工作新局面。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 7)
        XCTAssertEqual(page.articles.first?.subheadlines, [])
        XCTAssertTrue(page.noise.contains { $0.text.hasPrefix("-新时代新作为新篇章") })
    }

    /// A line of punctuation debris (`、。`) under a headline ends no sentence: the headline over it
    /// stays the story's, where a lone `。` would have made it the text's last line.
    func testPunctuationDebrisUnderAHeadlineLeavesItAHeadline() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 李健涛）4月27日，碛口镇组织干部群众开展义务植树活动。

            把博物馆事业搞好。

            碛口镇义务植树添新绿

            、。

            本报讯 4月27日，交口县开展安全生产大检查。

            交口县扎实推进安全生产
            """)
        XCTAssertEqual(page.articles.first?.headline, "碛口镇义务植树添新绿")
        XCTAssertFalse(page.articles.contains { $0.bodyText.contains("碛口镇义务植树添新绿") })
    }

    /// A dash slogan over a paragraph's first column line that looks like a headline (`文水县深入
    /// 推进文旅` / `融合,…`) inside a story: the slogan is set aside, and the rest is read as if
    /// it were not there, here the story's text going on.
    func testDashSloganOverAColumnLineInsideAStoryIsSetAside() throws {
        let page = PageParser.parse(text: """
            本报讯(通讯员 沈妮慧)日前,贾家庄镇深入推进文旅融合,全年接待游客20万人次。

            -新时代新作为新篇章 决战完胜脱贫攻坚 弘扬吕梁精神

            文水县深入推进文旅

            融合,全年接待游客27万人次。文旅融合发展迈出新的步伐。

            临县:文旅融合绘就新画卷

            石楼县全面推进乡村振兴

            本报讯(记者 蔡春佳)5月1日,柳林县全面推进乡村振兴。
            """)
        XCTAssertEqual(page.articles.first?.lines.first, 1)
        XCTAssertTrue(page.articles.first?.bodyText.contains("文水县深入推进文旅融合") == true)
        XCTAssertTrue(page.noise.contains { $0.text.hasPrefix("-新时代新作为新篇章") })
    }
}
