import Foundation
import XCTest
import LLRBParser

/// Which lines head a story, and which story they head, on pages that print headlines over their
/// stories: a headline over a lead or over its first paragraph, one longer than a column line, cut
/// by OCR spaces or wrapped, two short lines after a finished story, and a story printed under no
/// headline that takes one of the headlines after it.
final class HeadlinePlacementTests: XCTestCase {
    // MARK: - Headlines over their stories

    func testHeadlineAboveALeadStartsTheNextStory() {
        let page = PageParser.parse(text: """
            市委召开常委会会议

            孙大军主持

            本报讯(记者 李雅萍)2月17日,市委召开常委会会议。

            会议还研究了其他事项。
            """)
        let article = page.articles.first
        XCTAssertEqual(article?.headline, "市委召开常委会会议")
        XCTAssertEqual(article?.subheadlines, ["孙大军主持"])
        XCTAssertEqual(article?.dateline, "本报讯")
        XCTAssertEqual(article?.body.map(\.text), ["2月17日,市委召开常委会会议。", "会议还研究了其他事项。"])
    }

    func testHeadlineRightAboveItsFirstParagraphIsNotTakenForAWrap() {
        let page = PageParser.parse(text: """
            我市举办新春招聘会
            为促进就业，3月9日，我市举办新春招聘会，120家企业提供岗位。

            据了解，本次招聘会持续三天。

            另一条消息的标题

            本报讯 正文在这里。

            第二段在这里。

            第三段也在这里。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["我市举办新春招聘会", "另一条消息的标题"])
    }

    func testHeadlineLongerThanAColumnLineOverALeadIsAHeadline() throws {
        let long = "市政协党组召开2022年度民主生活会深入学习贯彻党的二十大精神以高质量政协工作助推吕梁转型发展"
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "市政协党组召开2022年度民主生活会\n", with: long + "\n"))
        let meeting = try XCTUnwrap(page.article(bylineName: "王洋"))
        XCTAssertEqual(meeting.headline, long)
        XCTAssertEqual(meeting.lines.first, 33)
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains(long) } })
    }

    /// On a page of column lines set apart by blanks, a headline printed straight onto its story's
    /// first line (a full column line that breaks off mid-word) keeps that line out of the
    /// headline, so the phrase it starts (复工复产) is whole in the body.
    func testHeadlineOnAFullColumnLineLeavesTheLineInTheBody() throws {
        let page = PageParser.parse(text: """
            改善农村人居环境。市发改委带动610名群众就

            近就业，累计办理业务93件，持续改善农村人

            居环境，带动393名群众就近就业。
            （下转2版）

            开发区项目建设推进会召开
            市行政审批服务管理局统筹推进疫情防控和复

            工复产，推进示范区建设，完成投资434亿元，

            推进城市更新和老旧小区改造。

            市人社局实现营业收入10.8亿元，完成投资97

            9亿元。汾阳市构建现代化物流体系，加快构建

            多元支撑的产业格局，带动951名群众就近就业。
            """)
        let story = try XCTUnwrap(page.articles.first { $0.headline.hasPrefix("开发区") })
        XCTAssertEqual(story.headline, "开发区项目建设推进会召开")
        XCTAssertTrue(story.bodyText.hasPrefix("市行政审批服务管理局统筹推进疫情防控和复工复产"), story.bodyText)
    }

    /// A headline's second line a little shorter than the column stays in the headline, however
    /// many paragraphs end just short of the column too: the width is what most lines print.
    func testSecondHeadlineLineShortOfTheColumnStaysInTheHeadline() throws {
        let paragraph = Array(repeating: "各地积极推进复工复产，工作进展顺利持", count: 10) + ["推动经济高质量发展取得新成效。"]
        let body = Array(repeating: paragraph, count: 3).joined().joined(separator: "\n\n")
        let page = PageParser.parse(text: "市委常委会召开会议\n传达学习习近平总书记重要讲话精神\n\n" + body + "\n")
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.headline.hasSuffix("传达学习习近平总书记重要讲话精神"), story.headline)
        XCTAssertFalse(story.bodyText.contains("传达学习"), story.bodyText)
    }

    /// A headline that OCR spaces cut into pieces of two to four ideographs is a headline, not a
    /// slogan rubric, whose phrases match in length (`新时代 新征程 新伟业`); a rubric's words
    /// are not indexed, so the headline's could not be found.
    func testHeadlineCutIntoUnevenPiecesIsNoSlogan() throws {
        let page = PageParser.parse(text: """
            市委在丬 俣悒酐社 区召开 座谈会

            谭蕾娟主持

            本报讯 7月24日，市委召开党组（扩大）会议，传达学习习近平总书记重要讲话精神。

            新时代 新征程 新伟业

            交城县召开推进会

            本报讯 7月24日，交城县召开推进会。
            """)
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "新时代 新征程 新伟业"])
        XCTAssertEqual(page.articles.first?.headline.filter { $0 != " " }, "市委在丬俣悒酐社区召开座谈会")
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

    /// A headline whose closing quote the OCR lost (`交城县打好“生态牌`) over text that opens a
    /// quotation of its own stays a headline; only the last of two headlines over a caption
    /// heads the photo news.
    func testHeadlineWithALostQuoteAndTwoHeadlinesOverACaption() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 任英）10月27日，市委召开会议，研究部署舆情回应工作。（任英）
            交城县打好“生态牌
            近年来，交城县坚持把“绿水青山就是金山银山”的理念贯穿始终，生态环境持续改善。
            """)
        XCTAssertEqual(page.articles.count, 2, "\(page.articles.map(\.headline))")
        let photo = PageParser.parse(text: """
            ## 孝义新闻

            ## 大雪过后

            > 10月29日，孝义市西冯家庄镇袁家庄村。图为志愿服务队员清扫积雪。 记者 袁斌凯 摄
            """)
        XCTAssertEqual(photo.articles.first { !$0.captions.isEmpty }?.headline, "大雪过后")
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

    /// A headline that matches no story on the page is kept, as a story of its own with no text,
    /// so that its words are still found; no story's text takes it in.
    func testHeadlineMatchingNoStoryIsKept() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 袁志磊）7月21日，兴县加快构建多元支撑的产业格局，大力发展特色优势产业，完善基础设施和公共服务。
            改革加速 服务经济发展

            市委加快构建多元支撑的产业格局，推进城市更新和老旧小区改造。（下转2版）

            柳林县加快推进项目建设
            """)
        XCTAssertTrue(page.articles.contains { $0.headline == "柳林县加快推进项目建设" }, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.reduce(0) { $0 + $1.body.count(where: { $0.text.contains("柳林县") }) }, 0)
    }

    /// Two plain lines well short of the column after a finished story (a rubric over a
    /// headline), with text under them: the next story's headline block, not the open story's
    /// text, though a single such line inside a story stays its text (a 小标题).
    func testTwoShortPlainLinesAfterAFinishedStoryOpenTheNextStory() throws {
        let page = PageParser.parse(text: """
            （上接1版）

            市工信局全面推进乡村振兴，构建现代化

            物流体系，深化校地合作和人才引进，同

            比增长59.6%。

            聚焦项目建设

            文水县瘕筘铫朦加快推进项目建设

            该县狠抓招商引资，截至2023年底，同比

            增长57.7%。文水县加快构建多元支撑的产

            业格局，推动传统产业提档升级，新增市

            场主体335户，完成投资498亿元。
            """)
        XCTAssertEqual(page.articles.count, 2, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("该县") == true, page.articles.last?.bodyText ?? "")
        XCTAssertFalse(page.articles.first?.bodyText.contains("文水县") == true)

        let withSectionHeader = PageParser.parse(text: """
            本报讯 市工信局全面推进乡村振兴，构建现代化

            物流体系，深化校地合作和人才引进，同

            比增长59.6%。

            聚焦项目建设

            该县狠抓招商引资，截至2023年底，同比

            增长57.7%。文水县加快构建多元支撑的产
            """)
        XCTAssertEqual(withSectionHeader.articles.count, 1, "\(withSectionHeader.articles.map(\.headline))")
    }

    // MARK: - A story awaiting its headline

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

    /// A feature's title set vertically, one ideograph a line, after a finished story and over
    /// the feature's boxed byline, is its headline, not a graphic's text.
    func testVerticalTitleOverAFeaturesBylineIsItsHeadline() {
        let page = PageParser.parse(text: """
            ## 岚县马铃薯开挖上市

            本报讯（记者 刘洋）9月20日，岚县二十万亩马铃薯进入收获期，预计总产量四十万吨。

            山

            乡

            巨

            变

            □ 本报记者 刘华

            走进临县碛口镇李家山村，新修的柏油路通到了家家户户门口。

            村民们说，这几年村里的变化一年比一年大。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县马铃薯开挖上市", "山乡巨变"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["刘华"])
        XCTAssertTrue(page.noise.isEmpty)
    }

    /// `慢 一 点 又 何 妨`: a short letter-spaced line after a finished story, right over text,
    /// titles the commentary under it; a longer one is a justified line of text.
    func testShortLetterSpacedTitleOverTextHeadsTheStoryUnderIt() throws {
        let text = """
            让“办事不求人”成为常态

            □ 任志强

            作风建设永远在路上，只要每一个窗口都把群众的事当自己的事，办事不求人就会成为常态。

            慢 一 点 又 何 妨

            暑假将至，各类培训班的招生广告又多了起来。教育是一场长跑，而不是百米冲刺。

            （贾文涛）
            """
        XCTAssertDecided(text, line: "慢 一 点", by: "letter-spaced-title")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["让“办事不求人”成为常态", "慢一点又何妨"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["贾文涛"])
        let justified = text.replacingOccurrences(of: "慢 一 点 又 何 妨", with: "今 年 以 来 全 县 累 计 投 入 资 金")
        XCTAssertEqual(PageParser.parse(text: justified).articles.count, 1)
    }

    /// `冬日大棚菜正鲜` / `广告·声明` / `减资公告`: a column's name heads the story under it, over its
    /// kicker and headline, never between them, so the headline over it is the story's above,
    /// printed after its text: no kicker of the notice under the column's name.
    func testAHeadlineOverAColumnsNameIsNotTheNextStorysKicker() throws {
        let page = PageParser.parse(text: """
            岚县快递进村实现全覆盖

            本报讯（通讯员 乔丽娟）12月7日，在岚县界河口镇一个村的便民超市里，村民王秀芳取到了快递。

            吕梁12月8日电（记者 冯丽娟）初冬时节，文水县刘胡兰镇的蔬菜大棚里温暖如春，西红柿、黄瓜陆续上市。

            冬日大棚菜正鲜

            广告·声明

            减资公告

            吕梁市某某新材料有限公司经股东会决议，拟减少注册资本，请债权人自本公告见报之日起45日内提出请求。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县快递进村实现全覆盖", "冬日大棚菜正鲜", "减资公告"])
        XCTAssertNil(page.articles.last?.kicker)
        XCTAssertEqual(page.articles.last?.rubric, "广告·声明")
    }

    /// On a page that prints its headlines above, a headline at the foot with nothing under it,
    /// right after a commentary printed with no headline over it (its writer over its text), is
    /// the commentary's, printed under it, whatever words it shares: not a headline of no story.
    /// (A news brief printed headless is no such piece: see RegressionTests.)
    func testAHeadlineAtThePagesFootUnderAHeadlessStoryIsItsHeadline() throws {
        let text = """
        健康知识讲座走进社区

        本报讯（通讯员 刘 敏）4月18日，文水县疾控中心的医生来到凤城镇，为居民讲解高血压的预防知识。

        灭鼠灭蟑 防病于未“染”

        本报讯（记者 张 华）连日来，孝义市各社区集中开展病媒生物防制，清理卫生死角200余处。

        □ 王 芳

        讲卫生，看起来是小事，实则关乎每个人的健康。随手扔下的垃圾，可能成为蚊蝇滋生的温床。

        爱国卫生运动，说到底是群众运动。人人动手，才能把家园打扫得清清爽爽。

        干干净净过日子

        2022年4月22日 星期五

        """
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["健康知识讲座走进社区", "灭鼠灭蟑 防病于未“染”", "干干净净过日子"])
        XCTAssertEqual(page.articles.last?.body.first?.text.hasPrefix("讲卫生"), true)
        XCTAssertEqual(page.warnings, [])
    }
}

