import XCTest
import LLRBParser

/// Pages reviews of parser revisions 92-99, 100-103, 104-105 and 106 wrote to find where they read too much
/// (a footer in a sentence, a headline as a column's name) and what they missed; each was read
/// wrong by the revision reviewed.
final class ReviewedRevisionTests: XCTestCase {
    /// On a page of headlines under their stories: a story, a brief column whose items close
    /// with their writers' names, and two stories after it.
    private let briefColumnOverStoriesPage = """
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
            """

    /// A front page whose masthead prints only `2023年4月` and the weekday, with a footer date.
    private let yearMonthMastheadPage = """
            中共吕梁市委机关报

            2023年4月

            星期五

            第 10950 期 今日8版

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月3日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，各级各部门要压实责任，确保安全生产形势持续稳定。

            2023年4月14日 星期五

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """

    /// A footer's printed date (`2023年4月14日 星期五`) outranks a day inferred for a masthead that
    /// prints only `2023年4月` and the weekday: the masthead's reading came first and kept the
    /// footer from being asked.
    func testFooterDateOutranksADayInferredFromTheLeads() throws {
        let page = PageParser.parse(text: yearMonthMastheadPage)
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
        let page = PageParser.parse(text: briefColumnOverStoriesPage)
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

    // From a review of revisions 100-103.

    /// A bulleted caption over a blank and its credit (`▲图为…` / `肖继旺 摄`) keeps its credit: r103
    /// joined the credit into the caption as a broken bulleted title's end.
    func testBulletedCaptionKeepsItsCreditUnderABlank() throws {
        let page = PageParser.parse(text: """
            ## 方山县开展义务植树活动

            本报讯(记者 刘亮亮)3月12日,方山县组织干部群众开展义务植树活动,全县共植树2万余株。

            活动中,干部群众挥锹铲土、扶苗培土,干劲十足。

            ▲图为方山县前东旺坪村干部群众义务植树

            肖继旺 摄

            ## 临县推进春耕备耕

            本报讯(通讯员 高强)近日,临县多措并举推进春耕备耕工作。
            """)
        XCTAssertEqual(page.articles.first?.captions.first?.credits.map(\.name), ["肖继旺"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 9), SourceLines(first: 11, last: 13)])
    }

    /// A short bulleted 小标题 over a blank and text with an OCR space (`■久久为功谋长远` / `营 商环境…`)
    /// heads its section: it is no title the wrap broke.
    func testShortBulletedSectionHeaderIsNoBrokenTitle() throws {
        let page = PageParser.parse(text: """
            ## 孝义市：坚持创新为上

            □ 本报记者 王涛

            孝义市上下把学习贯彻总书记重要讲话作为当前头等大事，乘势而上再谱新篇。

            ■久久为功谋长远

            营 商环境是生产力，更是竞争力。去年，孝义市出台改革举措50项，全力打通梗阻。

            ■率先转型蹚新路

            新 区快速路项目已全面复工，施工人员干劲十足。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 2)
    }

    /// An editor's note keeps the first feature's writer in its story, not a second feature's
    /// (`□ 本报记者 李波鹏` after the first feature's text).
    func testSecondFeatureAfterAnEditorsNoteIsItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 孝义市：坚持创新为上

            编者按：习近平总书记视察山西重要讲话发表以来，我市各地掀起学习热潮。本报今起开设专栏，敬请关注。

            □ 本报记者 王涛

            6月17日，在一阵热烈的掌声中，“5G+智慧煤化工”应用实验室揭牌，标志着孝义市5G应用创新进入新时代。

            孝义市上下把学习贯彻总书记重要讲话作为当前头等大事，乘势而上再谱新篇。

            □ 本报记者 李波鹏

            近日，汾阳市杏花村镇组织开展酿酒技能大赛，吸引200余名酿酒工人参赛。

            比赛设置了制曲、酿造、品评等项目，全面检验工人技能水平。
            """)
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 9), SourceLines(first: 11, last: 15)])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["王涛"], ["李波鹏"]])
    }

    /// A brief column whose items' leads name their reporters stays a column on a page of
    /// headlines below: r101 ended it at its first item, and its name was in no part of the parse.
    /// The last lead's text runs on to the headline under it: that one is a story (r107).
    func testBriefItemsNamingReportersStayInTheirColumn() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 李雅萍)2月17日,市委召开常委会会议,研究讨论市“两会”筹备工作。

            会议强调,全市各级各部门要切实把思想和行动统一到党的二十大精神上来。

            市委召开常委会会议

            县区简讯

            本报讯(记者 王涛)近日,孝义市新开工项目58个,总投资320亿元。

            本报讯(通讯员 蔡宇霞)近日,交口县培育特色种养殖基地36个,带动群众增收。

            本报讯(记者 刘亮亮)近日,方山县组织干部群众开展义务植树活动。

            本报讯(记者 康桂芳)4月13日,市区新开通3条公交线路,方便群众出行。

            市区新增公交线路3条
            """)
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "县区简讯", "县区简讯", "县区简讯", nil])
        XCTAssertEqual(page.articles.map(\.headline), ["市委召开常委会会议", "", "", "", "市区新增公交线路3条"])
        XCTAssertEqual(page.warnings, [])
    }

    /// Footers whose OCR lost a space or parted names with a comma (`岳旭强，梁瑜校对：刘挺`) or
    /// put one after the department (`政教专刊部主办，组版：…`) are footers, with every editor read.
    func testFootersWithCommasAreFooters() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            全县已培育特色种养殖基地36个,带动3000余户群众增收。

            要闻部主办 本版组版：李刚 责编：岳旭强，梁瑜校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 7))
        XCTAssertEqual(page.footer?.editors, ["岳旭强", "梁瑜"])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// The same with a department and a comma, under the page's date.
    func testFooterWithACommaAfterItsDepartmentIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            全县已培育特色种养殖基地36个,带动3000余户群众增收。

            2020年6月22日 星期一

            政教专刊部主办，组版：王晓 责编：梁瑜 校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(first: 7, last: 9))
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// A dateline alone over a headline whose story opens with no lead of its own is that
    /// story's (`新华社太原3月13日电` / `## 国务院…` / text), not the last words of the story above.
    func testLoneDatelineOverALeadlessStoryIsThatStorys() throws {
        let page = PageParser.parse(text: """
            ### 中共中央办公厅国务院办公厅印发通知

            ## 组织29个工作组开展复工复产情况调研

            新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发《关于组织开展复工复产情况调研的通知》。

            《通知》明确,调研重点包括五个方面。

            新华社太原3月13日电

            ## 国务院联防联控机制部署春季农业生产

            国务院联防联控机制12日召开会议,部署春季农业生产工作。

            会议要求,各地要抓紧抓实春耕备耕。
            """)
        XCTAssertEqual(page.articles.map(\.dateline), ["新华社北京3月12日电", "新华社太原3月13日电"])
        XCTAssertEqual(page.articles.first?.lines.last, 7)
    }

    /// A footer's date on another weekday than the masthead prints is taken with a warning.
    func testFooterDateOnAnotherWeekdayIsWarnedOf() throws {
        let page = PageParser.parse(text: yearMonthMastheadPage.replacingOccurrences(of: "2023年4月14日 星期五", with: "2023年4月12日 星期三"))
        XCTAssertEqual(page.date, "2023-04-12")
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.warnings, ["masthead weekday 星期五 does not fit 2023-04-12 (星期三)"])
    }

    /// A dash line worded as a feature's subtitle (`——我市加快推进项目建设综述`) inside a story
    /// heads no section of it.
    func testSubtitleWordedDashLineHeadsNoSection() throws {
        let page = PageParser.parse(text: """
            ## 孝义市重大项目建设提速

            本报讯(记者 王涛)今年以来,孝义市新开工项目58个,总投资320亿元。

            项目建设持续提速,为经济发展注入强劲动力。

            ——我市加快推进项目建设综述

            今年以来,我市坚持项目为王,全力推进重大项目建设。

            全市新开工亿元以上项目120个。

            ## 项目建设跑出加速度
            """)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 0)
    }

    /// Names under a signed story over the next headline (`本报记者 王涛` / `## 孝义市…`) are the
    /// next story's: only an unsigned story, or a reader's letter, is signed so.
    func testNamesUnderASignedStoryAreTheNextOnes() throws {
        let page = PageParser.parse(text: """
            ## 市委召开常委会会议

            本报讯(记者 李雅萍)2月17日,市委召开常委会会议,研究讨论市“两会”筹备工作。

            会议强调,全市各级各部门要切实把思想和行动统一到党的二十大精神上来。

            本报记者 王涛

            ## 孝义市重大项目建设提速

            孝义市今年以来新开工项目58个,总投资320亿元。

            项目建设持续提速,为经济发展注入强劲动力。
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["李雅萍"], ["王涛"]])
    }

    /// `——读者 刘文晓` under a letter signs it, and is no subtitle of the headline under it.
    func testDashedReadersSignatureSignsTheLetter() throws {
        let page = PageParser.parse(text: """
            ## 读者来信

            ## 小区路灯亮了

            编辑同志：

            我是离石区凤山街道的一名居民，小区门口的路灯坏了半年，经反映后三天就修好了，特向有关部门表示感谢。

            ——读者 刘文晓

            ## 市区新增公交线路3条

            本报讯(记者 李雅萍)4月13日,市区新开通3条公交线路,方便群众出行。
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.roleAndName) }, [["读者 刘文晓"], ["记者 李雅萍"]])
        XCTAssertEqual(page.articles.last?.subheadlines, [])
    }

    /// `读者朋友们：` opens what the paper says to its readers: no byline, and `编辑同志：` over a
    /// letter is no headline.
    func testSalutationsAreText() throws {
        let page = PageParser.parse(text: """
            ## 读者来信

            编辑同志：

            我是离石区凤山街道的一名居民，近日小区门口的路灯坏了，希望有关部门尽快维修。

            读者 刘文晓

            ## 本报开设“读者之声”专栏

            读者朋友们：

            本报今起开设“读者之声”专栏，欢迎广大读者踊跃来稿。

            读者 张先生反映

            小区供暖不热问题已得到解决。
            """)
        XCTAssertTrue(page.articles[1].bodyText.hasPrefix("读者朋友们："))
        XCTAssertEqual(page.articles[1].bylines, [])
        XCTAssertTrue(page.articles[0].bodyText.hasPrefix("编辑同志："))
    }

    /// `县市区动态` right over a headline is its column's name, not a kicker.
    func testLongerColumnNameOverAHeadlineIsARubric() throws {
        let page = PageParser.parse(text: """
            ## 市区新增公交线路3条

            本报讯(记者 李雅萍)4月13日,市区新开通3条公交线路,方便群众出行。

            县市区动态

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            ## 临县推进春耕备耕

            本报讯(通讯员 高强)近日,临县多措并举推进春耕备耕工作。
            """)
        XCTAssertEqual(page.articles[1].rubric, "县市区动态")
        XCTAssertEqual(page.articles[1].kicker, nil)
    }

    // From a review of revisions 104-105.

    /// A diary's entries opening with the weekday and date (`星期一 2023年4月10日`) are the story's
    /// text: no page date, no footer.
    func testDiaryEntryDatesAreText() throws {
        let page = PageParser.parse(text: """
            ## 春耕日记

            □ 本报记者 王涛

            星期一 2023年4月10日

            清晨六点，我跟随农技员老李来到下堡镇的田间，查看小麦返青情况。

            星期二 2023年4月11日

            今天在交口县的蔬菜大棚里，农户们正忙着移栽辣椒苗。
            """)
        XCTAssertNil(page.date)
        XCTAssertNil(page.footer)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
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

    /// A headline reporting a loss (`市民不慎遗失钱包 民警帮助找回`) heads its story: only under a lost
    /// papers' column is such a line a notice's text.
    func testHeadlineReportingALossIsAHeadline() throws {
        let page = PageParser.parse(text: """
            市民不慎遗失钱包 民警帮助找回

            本报讯(记者 刘亮亮)4月12日，市民王女士在乘坐公交车时不慎遗失钱包，离石区公安分局民警调取监控，仅用两小时便帮助其找回。

            王女士将一面锦旗送到派出所，感谢民警的热心帮助。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["市民不慎遗失钱包 民警帮助找回"])
    }

    /// A kicker ending in a colon (`习近平在山西考察时强调：`) is a kicker: only a short salutation
    /// (`编辑同志：`) is no headline.
    func testKickerEndingInAColonIsAKicker() throws {
        let page = PageParser.parse(text: """
            习近平在山西考察时强调：

            全面建设社会主义现代化国家 奋力谱写山西新篇章

            新华社太原1月27日电 中共中央总书记、国家主席、中央军委主席习近平日前在山西考察调研。

            他强调，要坚持稳中求进工作总基调，推动高质量发展。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.kicker, "习近平在山西考察时强调：")
    }

    /// Footers with a space after a colon before a long page name, or a department not ending in
    /// 部 (`新闻中心主办 版面: 县域经济新闻`, `融媒体中心 组版：…`), are footers.
    func testFootersWithLongNamesAreFooters() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            新闻中心主办 版面: 县域经济新闻 责编: 侯文 校对: 刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.footer?.editors, ["侯文"])
        XCTAssertEqual(page.articles.count, 1)
    }

    /// The same with `融媒体中心`.
    func testFooterOfAMediaCentreIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            融媒体中心 组版：李刚 责编：岳旭强 校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.articles.count, 1)
    }

    /// A headline whose title in `《》` wraps onto a line that opens with a bracket keeps its story:
    /// only a line punctuated as text under a `《` makes the line over it text.
    func testHeadlineWithAWrappedTitleKeepsItsStory() throws {
        let page = PageParser.parse(text: """
            我市隆重举行《吕梁市志

            (1991-2010)》首发仪式

            本报讯(记者 李雅萍)4月13日，《吕梁市志(1991-2010)》首发仪式在市会议中心举行。

            该志书共分32卷，约600万字，全面记述了我市20年来的发展历程。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.headline, "我市隆重举行《吕梁市志")
        XCTAssertEqual(page.articles.first?.lines.first, 1)
    }

    /// A feature's second writer under its text (`通讯员 郭晓星`) is the feature's when the story
    /// after the next headline names its own writers in its lead.
    func testSecondWriterUnderAFeatureIsTheFeatures() throws {
        let page = PageParser.parse(text: """
            ## 走进田间地头 感受春耕热潮

            □ 本报记者 王涛

            四月的吕梁，处处涌动着春耕的热潮。在孝义市下堡镇，农民们正忙着翻地、施肥、播种。

            镇里组织农技人员深入田间，指导农户科学备耕，确保不误农时。

            通讯员 郭晓星

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["王涛", "郭晓星"], ["蔡宇霞"]])
    }

    /// A reporter's lead after brief items that name no one ends the column on a page of
    /// headlines below, as after items closed by names.
    func testReportersLeadAfterUnsignedBriefItemsEndsTheColumn() throws {
        let unsigned = briefColumnOverStoriesPage.replacingOccurrences(of: "（魏鹏浩）", with: "").replacingOccurrences(of: "（高桂）", with: "")
        let page = PageParser.parse(text: unsigned)
        XCTAssertEqual(page.articles.map(\.headline), ["快速路项目建设跑出加速度", "", "", "下堡镇春耕备耕忙", "交城县企业开办提速"])
        XCTAssertEqual(page.warnings, [])
    }

    // From a review of revision 106.

    /// `2023年前三季度` and `据统计2023年` report the past: only a plan's words (`预计`, `力争`) make a
    /// year no page's year.
    func testReportedYearsStillDateAPage() throws {
        let page = PageParser.parse(text: """
            ## 我市经济运行稳中向好

            本报讯(记者 李雅萍)10月25日，记者从市统计局获悉，2023年前三季度，全市地区生产总值同比增长5.2%，比2022年同期提高1.1个百分点。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.date, "2023-10-25")
    }

    /// The same after `统计`.
    func testYearAfterStatisticsDatesAPage() throws {
        let page = PageParser.parse(text: """
            ## 我市经济运行稳中向好

            本报讯(记者 李雅萍)4月13日，据统计2023年一季度全市规上工业增加值同比增长6.1%，高于2022年全年水平。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.date, "2023-04-13")
    }

    /// A footer going on after a stop with a hotline (`校对：刘挺。新闻热线：…`) is a footer.
    func testFooterWithAHotlineAfterAStopIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            要闻部主办 组版：李刚 责编：岳旭强 校对：刘挺。新闻热线：0358-8221234
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.articles.first?.lines.last, 3)
    }

    /// A footer naming its department after a comma (`…，融媒体中心主办`) is a footer.
    func testFooterWithItsDepartmentAfterACommaIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            组版：李刚 责编：岳旭强 校对：刘挺，融媒体中心主办
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
    }

    /// A footer opening with the page's date and a comma (`2023年4月14日 星期五，要闻部主办 …`) dates
    /// the page.
    func testFooterOpeningWithTheDateAndACommaDatesThePage() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            2023年4月14日 星期五，要闻部主办 组版：李刚 责编：岳旭强 校对：刘挺
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
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

    /// `全市广大党员干部：` under `倡议书` addresses its readers: text, not a subtitle.
    func testAddressOfAProposalIsText() throws {
        let page = PageParser.parse(text: """
            ## 倡议书

            全市广大党员干部：

            为深入推进文明城市创建，市文明办向全市广大党员干部发出如下倡议。

            一、带头践行社会主义核心价值观。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.first?.subheadlines, [])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("全市广大党员干部：") == true)
    }

    /// `读者朋友：` and `记者同志：` are salutations, not bylines.
    func testSalutationsAreNoBylines() throws {
        for salutation in ["读者朋友：", "记者同志："] {
            let page = PageParser.parse(text: """
                ## 读者来信

                \(salutation)

                我家住在离石区滨河街道，想反映一下小区门口道路破损的问题。

                要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
                """)
            XCTAssertEqual(page.articles.first?.bylines, [], salutation)
            XCTAssertTrue(page.articles.first?.bodyText.hasPrefix(salutation) == true, salutation)
        }
    }

    /// A short kicker ending in a colon (`孙大军强调：`) is a kicker.
    func testShortKickerEndingInAColonIsAKicker() throws {
        let page = PageParser.parse(text: """
            孙大军强调：

            坚定不移推动高质量发展

            本报讯(记者 李雅萍)4月13日，市委书记孙大军深入孝义市调研重点项目建设情况。

            他强调，要抢抓机遇，加快推进项目建设。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.kicker, "孙大军强调：")
    }

    /// A reporter's lead between two unsigned brief items, whose text runs on to the next item's
    /// lead, is an item: only one running on to a headline opens a story.
    func testSignedItemBetweenBriefItemsStaysInTheColumn() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 刘子璇）日前，记者在主城区到新区快速路项目建设现场看到，多辆挖掘机正奋力开山挖土。

            快速路项目建设跑出加速度

            县区简讯

            本报讯 4月9日，鹏飞集团布局了一批加氢综合能源站，年内计划完成20座。

            本报讯（记者 王涛）4月10日，孝义市召开春耕备耕工作推进会。

            本报讯 4月11日，交城县召开文旅融合发展推进会，深入推进全域旅游。

            本报讯（记者 石红）近日，交城县推行企业开办“一件事”集成服务，企业开办时间压缩至1个工作日。

            交城县企业开办提速
            """)
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "县区简讯", "县区简讯", "县区简讯", nil])
        XCTAssertEqual(page.articles.last?.headline, "交城县企业开办提速")
    }

    /// A headline reporting a loss right over a news lead heads that story, in a lost papers'
    /// column too.
    func testLossHeadlineOverALeadHeadsItsStory() throws {
        let page = PageParser.parse(text: """
            遗失声明

            刘桂琳不慎遗失道路运输经营许可证，证号：141102000123，声明作废。

            市民不慎遗失钱包 民警帮助找回

            本报讯(记者 刘亮亮)4月12日，市民王女士在乘坐公交车时不慎遗失钱包，离石区公安分局民警调取监控，仅用两小时便帮助其找回。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.last?.headline, "市民不慎遗失钱包 民警帮助找回")
        XCTAssertEqual(page.articles.last?.lines.first, 5)
    }

    /// A footer's names stop before the words of the next field's label (`刘挺 新闻热线电话：…`,
    /// `刘挺 投稿信箱：…`), which were read as a proofreader; `读者热线：` gives the phone.
    func testFooterNamesStopBeforeTheNextFieldsWords() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            副刊部主办 组版：李刚 责编：岳旭强 校对：刘挺 投稿信箱：llrbfk@163.com 读者热线：0358-8221234
            """)
        XCTAssertEqual(page.footer?.proofreaders, ["刘挺"])
        XCTAssertEqual(page.footer?.phone, "0358-8221234")
        XCTAssertEqual(page.footer?.email, "llrbfk@163.com")
    }
}
