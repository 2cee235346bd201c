import XCTest
import LLRBParser

/// The paper's conventions on pages made up for the test, so that they hold beyond the seeds.
final class ConventionTests: XCTestCase {
    func testHeadlinePrintedUnderItsStoryGoesBackToIt() {
        let page = PageParser.parse(text: """
            本报讯（记者 张娟娟）3月6日，全市春耕备耕工作推进会召开，部署春耕备耕各项工作。
            会议要求，各县市区要抓好春耕备耕，确保粮食生产稳定。

            全市春耕备耕工作推进会召开

            本报讯（记者 罗丽）3月6日，市总工会召开全委会议，安排部署全年工会工作。
            会议强调，各级工会要服务职工。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["全市春耕备耕工作推进会召开", ""])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["张娟娟"], ["罗丽"]])
    }

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

    func testFirstOfTwoPlainHeadlineLinesIsTheKicker() {
        let page = PageParser.parse(text: """
            聚焦项目建设

            孝义市重点项目推进会召开

            本报讯（记者 郭瑜光）4月22日，孝义市召开重点项目推进会。
            会议要求，各部门要抓好项目建设。
            """)
        let article = page.articles.first
        XCTAssertEqual(article?.kicker, "聚焦项目建设")
        XCTAssertEqual(article?.headline, "孝义市重点项目推进会召开")
        XCTAssertEqual(article?.subheadlines, [])
    }

    func testSecondPlainLineEndingAsAFeatureSubtitleIsTheSubtitle() {
        let page = PageParser.parse(text: """
            经济增活力 战"痘"添动力

            孝义市精准推进复工复产纪实

            □ 郭晓星

            连日来，孝义市各企业有序复工复产。
            """)
        let article = page.articles.first
        XCTAssertNil(article?.kicker)
        XCTAssertEqual(article?.headline, "经济增活力 战\"痘\"添动力")
        XCTAssertEqual(article?.subheadlines, ["孝义市精准推进复工复产纪实"])
    }

    func testAKickerByItsEndingSetsThePageHeadlineLevel() {
        let page = PageParser.parse(text: """
            # 奋进新征程 建功新时代

            ## 开发区重点项目集中开工

            本报讯（记者 苏晖）8月1日，开发区重点项目集中开工。
            项目总投资12亿元。

            # 中共中央办公厅国务院办公厅印发通知

            ## 临县召开常委会会议

            本报讯（记者 谭燕）8月1日，临县召开常委会会议。
            会议研究了有关事项。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["开发区重点项目集中开工", "临县召开常委会会议"])
        XCTAssertEqual(page.articles.map(\.kicker), ["奋进新征程 建功新时代", "中共中央办公厅国务院办公厅印发通知"])
    }

    func testCoupletInsideAStoryCarriedFromAnotherPageIsASectionHeader() {
        let page = PageParser.parse(text: """
            （上接1版）

            汾阳市招商引资签约项目274个，新开工项目68个。

            改革加速 服务经济发展

            市工信局积极对接省直有关部门，着力破解企业融资难题。
            该市带动800名群众就近就业。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.headline, "")
        XCTAssertEqual(page.articles.first?.body.map(\.kind), [.text, .sectionHeader, .text, .text])
    }

    func testCoupletInsideAHeadedStoryThatClosesWithNamesIsASectionHeader() {
        let page = PageParser.parse(text: """
            方山县重点项目跑出加速度

            开发区带动848名群众就近就业，项目建设稳步推进。

            久久为功谋长远 率先转型蹚新路

            市税务局同比增长97.9%，加快新兴产业培育壮大。
            该县培育壮大市场主体，组织干部深入一线。
            （瑜霞 效国）
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.headline, "方山县重点项目跑出加速度")
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["瑜霞", "效国"])
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.map(\.text), ["久久为功谋长远 率先转型蹚新路"])
    }

    /// On a page whose OCR puts a blank line after every line, two lines with none between them
    /// are one column line wrapped (`WrapMerger`), but not a headline and its attendance line.
    func testAttendanceLineRightUnderAHeadlineIsNoWrapOfIt() {
        let page = PageParser.parse(text: """
            （上接1版）

            市商务局深化校地合作和人才引进，带动434名群众就近就业。

            方山县完成投资220亿元，切实加强安全生产监管。

            交城县抓实抓细各项整改任务，坚持项目为王鲜明导向。

            柳林县重点项目加快推进
            曹阳调研
            市商务局打造一流营商环境，压实各级主体责任。

            市委聚焦群众急难愁盼问题，推进重点项目建设。

            （璇 妤英）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "柳林县重点项目加快推进"])
        XCTAssertEqual(page.articles.last?.subheadlines, ["曹阳调研"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["璇", "妤英"])
    }

    /// On a blank-separated page set in columns, a short kicker set tight over its headline
    /// stopped where it was set: no column wrap to merge.
    func testKickerTightOverItsHeadlineIsNoWrapOfIt() {
        let page = PageParser.parse(text: """
            本报讯（记者 徐丽华）3月15日，兴县

            培育壮大市场主体，加快构建多元支

            撑的产业格局，全面推进乡村振兴，

            新开工项目七十个，完成投资八亿元。

            牢记嘱托乘势而上
            石楼县重点项目集中开工
            该县建成标准化厂房一百七十六万平

            方米，推动传统产业提档升级，狠抓

            招商引资，带动群众就近就业八百名。

            （婷杰 红）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "石楼县重点项目集中开工"])
        XCTAssertEqual(page.articles.last?.kicker, "牢记嘱托乘势而上")
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["婷杰", "红"])
    }

    /// After an agency's dispatch, a headline over text that runs, through a 小标题 couplet, into
    /// closing names opens a story of its own; the couplet is that story's 小标题.
    func testNamesBeyondACoupletStillCloseAnotherStory() {
        let page = PageParser.parse(text: """
            新华社北京3月28日电 3月28日，全国春耕生产全面展开。
            各地抓好农资供应，确保粮食生产稳定。

            中阳县重点项目举行工作会谈

            中阳县持续优化政务服务流程，切实加强安全生产监管。

            改革加速 服务经济发展

            我市积极对接省直有关部门，坚持项目为王鲜明导向。
            市农业农村局提升基层治理能力水平。
            （鹏 军敏）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "中阳县重点项目举行工作会谈"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["鹏", "军敏"])
        XCTAssertEqual(page.articles.last?.body.filter { $0.kind == .sectionHeader }.map(\.text), ["改革加速 服务经济发展"])
    }

    func testFeatureBylinesWithSeveralRolesAndNames() {
        let page = PageParser.parse(text: "## 一篇通讯的标题\n\n□ 本报记者 王涛 通讯员 郭晋 张彩峰\n\n正文第一段写在这里。\n")
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["本报记者 王涛", "通讯员 郭晋", "通讯员 张彩峰"])
    }

    func testTwoSingleCharacterGivenNamesCloseAStory() {
        let page = PageParser.parse(text: """
            ## 文水县重点项目集中开工

            文水县扎实做好各项筹备工作，项目建设稳步推进。
            （昕 雄）

            ## 离石区重点项目签约

            离石区新增市场主体120户。（一 二）
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["昕", "雄"], []])
        XCTAssertEqual(page.articles.first?.lines.last, 4)
    }

    func testClosingBylineInParenthesesEndsTheStory() {
        let page = PageParser.parse(text: "## 标题写在这里\n\n本报讯 3月5日,项目集中开工。 (彦平 裴芳)\n")
        let article = page.articles.first
        XCTAssertEqual(article?.bylines.map(\.name), ["彦平", "裴芳"])
        XCTAssertEqual(article?.bodyText, "3月5日,项目集中开工。")
    }

    func testSectionHeadersInsideAFeature() {
        let page = PageParser.parse(text: """
            奋楫争先谱华章

            □ 本报记者 王涛

            项目强则吕梁强，项目兴则吕梁兴。

            “冬季行动”让“冬歇”变“冬忙”

            开局就是决战，起步就是冲刺。

            #### 小标题也可以这样标

            新春伊始，项目建设加快推进。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.map(\.text),
                       ["“冬季行动”让“冬歇”变“冬忙”", "小标题也可以这样标"])
    }

    func testCaptionFormsAndTheirCredits() {
        let page = PageParser.parse(text: """
            图为游客在大棚内采摘草莓。 薛力娜 张志茹 摄

            ▲ 3月12日，干部群众正在义务植树。

            （记者 刘亮亮 摄）

            本版图片由刘亮亮提供
            """)
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["薛力娜", "张志茹"], ["刘亮亮"], ["刘亮亮"]])
        XCTAssertEqual(page.captions.first?.text, "图为游客在大棚内采摘草莓。")
        XCTAssertEqual(page.captions.last?.credits.first?.role, "提供")
        XCTAssertTrue(page.articles.isEmpty)
    }

    func testStrayBodyRunJoinsTheStoryThatBrokeOffMidSentence() {
        let page = PageParser.parse(text: """
            本报讯 (记者 付永文) 2月16日,市长张广勇主持召开常务会议,讨论政府工作报告,与会人员对进一步修改完善报告

            -我市培育特色专业镇发展纪实

            □ 本报记者 康桂芳

            春日胜黄金,光景一时新。(下转2版)

            提出了意见建议。在认真听取发言后,张广勇指出,起草好报告十分重要。
            """)
        XCTAssertEqual(page.articles.count, 2)
        XCTAssertTrue(page.article(bylineName: "付永文")?.bodyText.contains("张广勇指出") == true)
    }

    func testSymbolLinesAreNoise() {
        let page = PageParser.parse(text: "■■■\n\n本报讯 正文在这里。\n")
        XCTAssertEqual(page.noise.map(\.text), ["■■■"])
        XCTAssertEqual(page.articles.count, 1)
    }

    func testCaptionSharingAStorysWordingIsAttachedToIt() {
        let page = PageParser.parse(text: """
            我市举办新春招聘会

            本报讯（记者 张三）为促进就业，3月9日，我市举办新春招聘会，120家企业提供岗位3000余个。

            图为招聘会现场。 记者 刘亮亮 摄

            今年以来，方山县大力推广合作社造林模式。图为干部群众正在义务植树。

            肖继旺 摄
            """)
        XCTAssertEqual(page.articles.first?.captions.map(\.text), ["图为招聘会现场。"])
        XCTAssertEqual(page.captions.count, 2)
        XCTAssertEqual(page.articles.count, 1)
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

    func testRolesNotInTheListAreRecognisedByTheirEnding() {
        let page = PageParser.parse(text: "## 标题四在这里\n\n本报北京3月5日电 （特派记者 赵六）今天，代表团审议报告。\n")
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["特派记者 赵六"])
        XCTAssertEqual(page.articles.first?.dateline, "本报北京3月5日电")
    }

    /// Photo news prints a few sentences over its caption (seeds 000 and 004: 127 and 138
    /// characters). Text under no headline that runs on far longer before a photo is a story
    /// with its photo, not one long caption.
    func testALongRunOfTextOverAPhotoIsAStoryWithItsPhoto() throws {
        let text = [
            "近年来，我市坚持新发展理念，聚焦高质量发展，产业转型迈出坚实步伐。今年以来，我市深入实施乡村振兴战略，统筹推进产业、人才、文化、生态、组织“五个振兴”。",
            "全市发展壮大“特”“优”产业，种植中药材十万亩，产值九亿元。驻村工作队员每天走村入户，了解群众所思所盼。一座座温室大棚整齐排列，长势喜人，村民们正忙着采摘、装箱。",
            "与此同时，我市还建立健全领导包联、调度协调、督查考核等工作机制，群众的获得感、幸福感、安全感不断增强。",
        ]
        let page = PageParser.parse(text: (text + [
            "图为信义镇段家庄村新貌。", "记者 于峰岚 摄",
            "## 全市文明城市创建工作推进会召开", "本报讯 10月6日，全市文明城市创建工作推进会召开。",
        ]).joined(separator: "\n\n"))
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(story.lines, SourceLines(first: 1, last: 9))
        XCTAssertEqual(story.bodyText, text.joined(separator: "\n"))
        XCTAssertEqual(story.captions.map(\.text), ["图为信义镇段家庄村新貌。"])
        XCTAssertEqual(page.captions.map(\.text), ["图为信义镇段家庄村新貌。"])
        XCTAssertEqual(page.articles.dropFirst().map(\.headline), ["全市文明城市创建工作推进会召开"])
    }

    /// Under a story carried over from page 1, a line over text that its writers' names close
    /// is the next story's headline, not a 小标题, even where the story's photo stands between
    /// its text and the names: a photo inside a story's text does not end it.
    func testAHeadlineOverAStoryWithAPhotoInsideIsNoSectionHeaderOfTheStoryAbove() throws {
        let page = PageParser.parse(text: [
            "（上接1版）", "到2025年，力争实现产值四百亿元。",
            "数据中心项目建成后，将形成云计算产业集群。",
            "文旅融合激活一池春水",
            "日前，孟门古镇迎来旅游高峰，游客纷至沓来。",
            "图为游客在孟门古镇游览。", "李卫 摄",
            "岚县编制完成全域旅游规划，成效明显。（薛芝平 邓昕春）",
        ].joined(separator: "\n\n"))
        XCTAssertEqual(page.articles.map(\.headline), ["", "文旅融合激活一池春水"])
        XCTAssertEqual(page.articles.first?.continuedFrom?.page, 1)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 5))
        let story = try XCTUnwrap(page.article(bylineName: "薛芝平"))
        XCTAssertEqual(story.headline, "文旅融合激活一池春水")
        XCTAssertEqual(story.lines, SourceLines(first: 7, last: 15))
    }
}
