import XCTest
import LLRBParser

/// A brief column (简讯): each item under the banner is a story of its own, titled by its bold
/// lead-in however the OCR gave it (bullet, brackets, or the title and a space). The banner is the
/// items' rubric, and the column ends at a lead whose text runs on to a headline.
final class BriefColumnTests: XCTestCase {
    private let storyAbove = """
        ## 市人社局召开理论学习中心组学习会

        本报讯（记者 白强文）2月10日，交口县把黄河流域生态保护与乡村振兴结合起来，统筹推进，协同发力。

        """

    private let storyBelow = """

        ## 市发改委召开专题会议

        本报讯（记者 丁晨）2月10日，市发改委召开专题会议，研究部署电商直播工作。
        """

    func testEachItemUnderTheBannerIsAStory() throws {
        let column = """
            ■ 县区简讯

            ■交口县部署高质量发展 “我们要把非遗保护这件实事办好，让群众有更多获得感。”蔡芳军说。

            【临县统筹铝镁新材料】 文水县坚持把项目建设作为重要抓手，巩固科技创新各项工作，取得了明显成效。

            柳林县落实项目建设 汾阳市坚持把转型发展作为重要抓手，开展生态保护各项工作。

            ▲岚 县加快氢能产业 正在大力推进城市网、交通网、水利网“三网建设”，为广大投资

            者提供了广阔机会。

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), [
            "市人社局召开理论学习中心组学习会", "交口县部署高质量发展", "临县统筹铝镁新材料", "柳林县落实项目建设", "岚县加快氢能产业",
            "市发改委召开专题会议",
        ])
        let items = page.articles.dropFirst().dropLast()
        XCTAssertEqual(items.map(\.lines.first), [6, 8, 10, 12])
        XCTAssertEqual(items.map(\.lines.last), [6, 8, 10, 14], "an item runs on over its wrapped lines")
        XCTAssertEqual(Set(items.map(\.rubric)), ["县区简讯"])
        XCTAssertEqual(page.articles[2].bodyText, "文水县坚持把项目建设作为重要抓手，巩固科技创新各项工作，取得了明显成效。")
        XCTAssertEqual(page.articles[0].lines.last, 3, "the story above does not take the banner or an item")
        XCTAssertTrue(page.captions.isEmpty, "▲ opens an item here, not a photo caption")
    }

    func testABannerOfTwoCharactersIsNoSpeck() throws {
        // `简讯` alone: as short as the specks a picture leaves (`# 棺`), but the column's name.
        let column = """
            ## 简讯

            【交城县开展疫情防控】下一步，兴县将进一步压实工作责任。

            兴县落实特色专业镇 全面梳理土地征迁及手续办理情况。

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "交城县开展疫情防控", "兴县落实特色专业镇", "市发改委召开专题会议"])
        XCTAssertEqual(page.articles[1].rubric, "简讯")
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    func testAnOCRSpaceInAnItemsNextParagraphOpensNoItem() throws {
        let column = """
            ■ 县区简讯

            【临县统筹铝镁新材料】 文水县坚持把项目建设作为重要抓手，取得了明显成效。

            全县各级各部门要 进一步提高政治站位，压实工作责任，确保各项任务落到实处。

            ▲ 岚县氢能产业园区 记者 刘亮亮 摄

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "临县统筹铝镁新材料", "市发改委召开专题会议"])
        XCTAssertTrue(page.articles[1].bodyText.hasSuffix("确保各项任务落到实处。"), page.articles[1].bodyText)
        XCTAssertEqual(page.articles[1].captions.first?.text.hasPrefix("▲"), true, "a ▲ line with its credit is the photo's caption")
    }

    func testWithoutABannerATitleLikeOpeningIsText() throws {
        // The same openings in a story's own text: a spaced column line and a bulleted point.
        let text = storyAbove + """
            交城县金罗镇党支部书记 张敏介绍，全村通过发展粮食安全，人均收入达到18729元。

            ■聚焦重点项目 全力推进复工复产，确保各项任务落到实处。

            """ + storyBelow
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "市发改委召开专题会议"])
        XCTAssertEqual(page.articles.first?.lines.last, 6)
    }

    // MARK: - Banners and items

    /// `吕梁新闻速览` is a brief column's banner (a place, 新闻 and a brief column's ending), so its
    /// bulleted items are stories of their own.
    func testNewsDigestBannerOpensABriefColumn() throws {
        let page = PageParser.parse(text: """
            吕梁新闻速览
            ■ 氢能产业按下“快进键” 10月28日，孝义市氢能产业链项目集中签约，总投资12亿元。
            ■ 五项举措助力人居环境 10月28日，临县出台五项举措，改善农村人居环境。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["氢能产业按下“快进键”", "五项举措助力人居环境"])
        XCTAssertEqual(page.articles.map(\.rubric), ["吕梁新闻速览", "吕梁新闻速览"])
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

    /// In a brief column, an item's bulleted title alone on its line (`■市政协召开安全生产常务会议`)
    /// opens that item, its text under it: read as any other headline it closed the column, and
    /// the items after it ran into the one before.
    func testBulletedTitleAloneOpensABriefItem() throws {
        let page = PageParser.parse(text: """
            简讯
            ■ 交城县多措并举推进森林防火 1月31日,市农业农村局要站位全局当好参谋,坚决贯彻落实好党的二十大作出的决策部署。(周军彬)

            ■ 全市人居环境常务会议召开 2月3日,临县会上宣读了考核情况的通报,并进行了颁奖。
            ■市政协召开安全生产常务会议

            2月3日,交城县会议强调,全市各级各部门要深刻领会“两个确立”的决定性意义。

            ■我市森林防火取得新进展

            2月2日,兴县接待游客132.1万人次。下堡镇武家塔村的田间地头,处处洋溢着欢声笑语。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["交城县多措并举推进森林防火", "全市人居环境常务会议召开", "市政协召开安全生产常务会议", "我市森林防火取得新进展"])
        XCTAssertEqual(page.articles.map(\.lines.first), [2, 4, 5, 9])
        XCTAssertEqual(page.articles.map(\.rubric), ["简讯", "简讯", "简讯", "简讯"])
    }

    /// A brief column set in column lines with no blank between them: the banner (`新闻速递`)
    /// over an item whose bulleted title the wrap broke (`▲中阳县部署黄河流域生态保护工` / `作 6月
    /// 24日,…`), one titled in brackets and one with a bullet, each short enough to look like a
    /// headline. The column had run into the story above, and the items' titles kept their dates.
    func testBriefItemsInTightColumnLinesKeepTheirTitles() throws {
        let page = PageParser.parse(text: """
            ## 交口县复工复产跑出加速度
            本报讯 各企业在做好疫情防控的同时有序
            复工复产,生产线满负荷运转,订
            单持续增加。为推动复工复产,交
            口县组建服务专班,帮助企业协调
            解决用工、原料、物流等问题。
            新闻速递
            ▲中阳县部署黄河流域生态保护工
            作 6月24日,截至目前,中阳
            县5G基站已完成投资15亿元。
            (赵波红)
            【交城县推进复工复产行动】6月
            27日,会议强调,要坚持问题导
            向,确保各项任务落地见效。
            (张军辉)
            ■汾阳市推进营商环境会议 6月
            24日,汾阳市设立“办不成事”
            窗口,及时发现和解决企业反映的问题。
            (刘娟强)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["交口县复工复产跑出加速度", "中阳县部署黄河流域生态保护工作", "交城县推进复工复产行动", "汾阳市推进营商环境会议"])
        XCTAssertEqual(page.articles.map(\.lines), [
            SourceLines(first: 1, last: 6), SourceLines(first: 8, last: 11), SourceLines(first: 12, last: 15), SourceLines(first: 16, last: 19),
        ])
        XCTAssertEqual(page.articles.dropFirst().map(\.rubric), ["新闻速递", "新闻速递", "新闻速递"])
        XCTAssertTrue(page.articles[1].bodyText.hasPrefix("6月24日"))
    }

    // MARK: - Where the column ends

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

    /// On a page of headlines under their stories, a lead naming its reporter after a brief
    /// column's items (closed by their writers' names) opens a story that takes the headline under
    /// it: read as an item, it took none, and each headline after slid one story on.
    func testStoryAfterABriefColumnTakesItsHeadlineBelow() throws {
        let page = PageParser.parse(text: briefColumnOverStoriesPage)
        XCTAssertEqual(page.articles.map(\.headline), ["快速路项目建设跑出加速度", "", "", "下堡镇春耕备耕忙", "交城县企业开办提速"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9, 11, 13, 19])
        XCTAssertEqual(page.warnings, [])
    }

    /// A reporter's lead after brief items that name no one ends the column on a page of
    /// headlines below, as after items closed by names.
    func testReportersLeadAfterUnsignedBriefItemsEndsTheColumn() throws {
        let unsigned = briefColumnOverStoriesPage.replacingOccurrences(of: "（魏鹏浩）", with: "").replacingOccurrences(of: "（高桂）", with: "")
        let page = PageParser.parse(text: unsigned)
        XCTAssertEqual(page.articles.map(\.headline), ["快速路项目建设跑出加速度", "", "", "下堡镇春耕备耕忙", "交城县企业开办提速"])
        XCTAssertEqual(page.warnings, [])
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

    /// `▲近日,方山县…(郝丽君)` under a `简讯` banner: a triangle bullets a brief with no title and
    /// its writer's name at the end, where elsewhere it opens a photo's caption.
    func testTriangleBulletedItemsInABriefColumnAreBriefs() {
        let page = PageParser.parse(text: """
            ## 简讯

            ▲近日,方山县组织农技人员深入十个乡镇开展秋季病虫害防治技术指导。(郝丽君)

            ▲8月20日,汾阳市举办核桃嫁接技术培训班,一百余名种植户参加培训。(王建 刘慧)
            """)
        XCTAssertEqual(page.captions, [])
        XCTAssertEqual(page.articles.map(\.rubric), ["简讯", "简讯"])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["郝丽君"], ["王建", "刘慧"]])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("近日,方山县") == true)
    }
}

