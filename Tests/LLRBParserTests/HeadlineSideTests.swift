import Foundation
import XCTest
import LLRBParser

/// Pages that print their headlines under their stories: how a page is seen to (how it opens and
/// ends, leads right under another story's text, a headline's words), what does not decide it (a
/// column's name at an edge, briefs one under another), and which story the text and headlines
/// around such a headline belong to. Pages of short column lines as seed 004 prints them are in
/// `HeadlinesBelowTests`.
final class HeadlineSideTests: XCTestCase {
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

    func testSeed004WithoutBlankLinesKeepsItsHeadlines() throws {
        let text = try Seeds.text("004").split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "刘子璇")?.headline, "我市全方位优化营商环境 提升服务效能")
        XCTAssertEqual(page.article(bylineName: "李亚芝")?.headline, "全市财政工作会议召开")
        XCTAssertEqual(page.article(bylineName: "罗丽")?.headline, "全市政务公开工作推进会议召开")
        XCTAssertEqual(page.articles.last { $0.bylines.first?.name == "刘丽霞" }?.headline,
                       "梁志锋出席市总工会三届三次全委（扩大）会议暨党风廉政建设会议")
        XCTAssertEqual(page.articles.count, 7)
    }

    /// Seed 001's news stories set the way seed 004 sets its page: every headline under its story.
    func testSeed001WithEveryHeadlineUnderItsStory() throws {
        let lines = try Seeds.text("001").components(separatedBy: "\n")
        let blocks = [9...21, 5...7, 23...27, 29...31, 37...43, 33...35, 47...49, 45...45]
        let text = blocks.flatMap { lines[($0.lowerBound - 1)..<$0.upperBound] }.joined(separator: "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "李雅萍")?.headline, "市委召开常委会会议")
        XCTAssertEqual(page.article(bylineName: "李雅萍")?.subheadlines, ["孙大军主持"])
        XCTAssertEqual(page.article(bylineName: "付永文")?.headline, "市政府与中国能建举行工作会谈")
        XCTAssertEqual(page.article(bylineName: "王洋")?.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(page.article(bylineName: "王洋")?.subheadlines, ["乔晓峰主持"])
        XCTAssertEqual(page.article(bylineName: "张娟娟")?.headline, "我市6人荣获第九届山西道德模范1人获提名")
        XCTAssertEqual(page.articles.count, 4)
    }

    /// On a page with headlines under their stories, a story's text after the previous story's
    /// headline is a story of its own however many words the two share, and the page's last
    /// headline names it rather than being dropped. (A couplet as short as a 小标题 would be the
    /// story's own section header: `testCoupletInsideAStoryWithItsHeadlineBelowIsItsSectionHeader`.)
    func testTextAfterAHeadlineBelowStartsTheNextStory() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 袁志磊）7月21日，兴县加快构建多元支撑的产业格局，大力发展特色优势产业，推进城市更新和老旧小区改造，加强农产品品牌建设，完善基础设施和公共服务。
            市委大力发展特色优势产业，加快构建多元支撑的产业格局，推进城市更新和老旧小区改造，加强农产品品牌建设，完善基础设施和公共服务。
            兴县全力打造一流营商环境 服务经济高质量发展

            交城县加快构建多元支撑的产业格局，大力发展特色优势产业，推进城市更新和老旧小区改造，加强农产品品牌建设。
            市发改委加强农产品品牌建设，加快构建多元支撑的产业格局，推进城市更新和老旧小区改造，完善基础设施和公共服务。

            柳林县加快推进项目建设
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["兴县全力打造一流营商环境 服务经济高质量发展", "柳林县加快推进项目建设"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("交城县") == true)
    }

    /// A page opening with the end of a story carried over (`（上接1版）`), then marked headlines
    /// each right over a lead or byline, ending in a story's text: headlines are above their
    /// stories, and the carried-over text takes none.
    func testPageOpeningWithACarriedOverStoryKeepsHeadlinesOverTheirStories() throws {
        let page = PageParser.parse(text: """
            （上接1版）
            交口县加大财政资金投入力度,扎实做好各项筹备工作。

            ## 交口县现场观摩会召开

            新华社北京4月10日电 4月10日,市工信局新能源汽车产销两旺,其中重点工程进展顺利。

            ## 方山县工作部署会召开

            □ 本报记者 郑怡军

            该市新开工项目657个,即示范区建设。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "交口县现场观摩会召开", "方山县工作部署会召开"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 4, 8])
        XCTAssertEqual(page.articles[2].bylines.map(\.name), ["郑怡军"])
    }

    /// A column name (栏目) over a page that prints headlines under their stories, or at the foot
    /// of one that prints them above, says nothing of the side.
    func testColumnNameAtAPagesEdgeDoesNotDecideTheHeadlineSide() throws {
        let below = PageParser.parse(text: """
            新时代 新征程 新伟业

            本报讯（记者 江平霞）7月21日，该县抓实抓细各项整改任务，新开工项目363个。
            柳林县不断提升群众的获得感和幸福感，完善基础设施和公共服务。

            临县现场观摩会召开

            □ 谭国彪

            市工信局建成标准化厂房726万平方米，新增市场主体758户。

            方山县加快推进项目建设
            """)
        XCTAssertEqual(below.articles.map(\.headline), ["临县现场观摩会召开", "方山县加快推进项目建设"])
        let above = PageParser.parse(text: """
            （上接1版）

            孝义市带动567名群众就近就业，加强农产品品牌建设。

            ## 离石区跑出加速度

            本报讯（记者 冯伟海）11月1日，岚县推动传统产业提档升级，累计办理业务546件。

            ## 兴县培育特色专业镇

            □ 易彦

            市商务局推进城市更新和老旧小区改造，新能源汽车产销两旺。

            新时代 新征程 新伟业
            """)
        XCTAssertEqual(above.articles.map(\.headline), ["", "离石区跑出加速度", "兴县培育特色专业镇"])
    }

    /// A feature, then a story closed by its writers' names, each with its headline under it.
    private static let featureWithHeadlinesBelow = """
            □ 邓桂
            市商务局狠抓招商引资,代号为"劂茴熹攴轷蚵"的
            项目已经落地,加快5G基站建设,强化要素保障和
            服务支撑。离石区完善基础设施和公共服务,切实
            加强安全生产监管,聚焦群众急难愁盼问题,建立
            健全长效工作机制。
            方山县绘就新画卷
            汤柯振调研
            交口县压实各级主体责任,实现营业收入91.9亿元,
            巩固拓展脱贫攻坚成果同乡村振兴有效衔接。交
            城县带动593名群众就近就业,全面摸排企业用工
            需求,推动传统产业提档升级,带动514名群众就近
            就业。市税务局加大财政资金投入力度,推动传统
            产业提档升级。
            聚焦民生解烦忧
            汾阳市扎实做好各项筹备工作,深入开展调查研
            究,建成标准化厂房225万平方米。我市培育壮大
            市场主体,全力推进重点项目建设。
            (旺丽 挺燕)
            柳林县跑出加速度
            """

    /// On a page with headlines under their stories, a headline and the line naming who visited
    /// (`汤柯振调研`) after a byline story's text close that story (however its feature shape asks
    /// for a 小标题), and the text under them is the next story's, which the page's last headline
    /// names.
    func testHeadlineAndSubtitleUnderAFeatureCloseIt() throws {
        let page = PageParser.parse(text: Self.featureWithHeadlinesBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["方山县绘就新画卷", "柳林县跑出加速度"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9])
        XCTAssertEqual(page.articles.first?.lines.last, 8)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["邓桂"], ["旺丽", "挺燕"]])
    }

    /// A page carried on from page 1, with headlines under their stories whose words share
    /// nothing with them: each lead opening right under another story's text (`…43.6亿元。` /
    /// `新华社北京8月21日电…`) is a story printed with no headline over it, which only headlines
    /// below explain.
    private static let carriedPageWithHeadlinesBelow = """
            (上接1版)

            交口县全面摸排企业用工需求,构建现代化物流体系。市文旅局推进城市更新和老旧小区改造,实现营业收入43.6亿元。

            新华社北京8月21日电 8月21日,离石区推动传统产业提档升级,扎实推进重点民生实事。

            市发改委压实各级主体责任,同比增长37.3%,聚焦群众急难愁盼问题。

            孝义市培育特色专业镇


            本报讯(记者 孟亮挺)8月21日,市生态环境局实现营业收入78.3亿元,新增市场主体141户。

            交城县构建现代化物流体系,实现营业收入12.5亿元,扎实推进重点项目建设。

            交城县召开常委会会议


            市生态环境局新增市场主体9户,新增市场主体221户。交城县完成投资667亿元,加快新兴产业培育壮大。
            (杰霞 洋杰)

            方山县推进会召开


            本报讯(记者 冯洋敏)8月21日,方山县持续改善农村人居环境,积极对接省直有关部门。

            我市压实各级主体责任,强化要素保障和服务支撑,新开工项目710个。

            交口县绘就新画卷
            """

    /// The side is voted once for the page, and the trace says what voted: here the wire lead
    /// under the carried-over text and the last headline with nothing under it, while the
    /// carried-over opening says nothing.
    func testTheLayoutTraceNamesTheEvidenceThatVotedForTheSide() throws {
        let layout = try XCTUnwrap(PageParser.explain(text: Self.carriedPageWithHeadlinesBelow).first?.layout)
        XCTAssertEqual(layout.headlineSide, "below")
        let evidence = Dictionary(uniqueKeysWithValues: layout.votes.map { ($0.evidence, "\($0.side) \($0.weight)") })
        XCTAssertEqual(evidence["stories open right under another story's text"], "below 1")
        XCTAssertEqual(evidence["a headline run has a story over it and none under it"], "below 2")
        XCTAssertNil(evidence["the page opens with a story under no headline"])
        XCTAssertNil(evidence["a headline opens the page"])
    }

    /// A page whose first text opens with a jump marker (`（上接1版）要坚持问题导向，…`) carries a
    /// story whose headline is on another page: how it opens says nothing of the side.
    func testAJumpMarkerOpeningTheFirstTextSaysNothingOfTheSide() throws {
        let layout = try XCTUnwrap(PageParser.explain(text: """
            （上接1版）要坚持问题导向，聚焦群众反映强烈的问题。

            2024年吕梁市“五一”文旅消费季启动

            本报讯（记者 郭海英）4月30日，文旅消费季启动。
            """).first?.layout)
        XCTAssertFalse(layout.votes.contains { $0.evidence == "the page opens with a story under no headline" }, "\(layout.votes)")
    }

    func testLeadsRightUnderTextTellHeadlinesBelow() throws {
        let page = PageParser.parse(text: Self.carriedPageWithHeadlinesBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["", "孝义市培育特色专业镇", "交城县召开常委会会议", "方山县推进会召开", "交口县绘就新画卷"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5, 12, 19, 25])
    }

    /// On such a page, text under a headline that closed the story above is the next story's,
    /// even when it shares its words with the story carried over at the top, which has its
    /// headline on the page it came from.
    func testTextUnderAHeadlineBelowIsNotTheCarriedOverStorys() throws {
        let page = PageParser.parse(text: Self.carriedPageWithHeadlinesBelow.replacingOccurrences(
            of: "交口县全面摸排企业用工需求,构建现代化物流体系。市文旅局推进城市更新和老旧小区改造,实现营业收入43.6亿元。",
            with: "交口县新增市场主体221户,完成投资667亿元。市生态环境局加快新兴产业培育壮大,实现营业收入43.6亿元。"))
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5, 12, 19, 25])
        XCTAssertEqual(page.articles.dropFirst(3).first?.bylines.map(\.name), ["杰霞", "洋杰"])
    }

    /// Briefs in a 简讯 column open one under another's text with no headline over any: on a
    /// page with headlines above, carried over from page 1 and jumping to page 4 (so that how it
    /// opens and ends says nothing), they do not outvote the headlines' words.
    func testBriefsUnderEachOtherDoNotTurnHeadlinesBelow() throws {
        let seed = try Seeds.text("000").components(separatedBy: "\n")
        let briefs = ["市人大常委会召开党组会议", "市妇联召开执委会议", "市科技局开展科技服务活动", "市文旅局召开全市文旅工作会议", "市应急管理局开展安全生产大检查"]
            .map { "本报讯 3月11日，\($0)。\n\n会议安排今年重点工作。（王洋）" }
        let text = (["（上接1版）", "", "今年以来，我市坚持稳中求进工作总基调，各项工作取得新进展新成效。", ""] + seed[14..<165] + ["", "简讯", ""])
            .joined(separator: "\n") + briefs.joined(separator: "\n\n")
        let page = PageParser.parse(text: text)
        let wire = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertTrue(wire.body.first?.text.hasPrefix("3月12日,中共中央办公厅") == true)
        XCTAssertEqual(page.articles.first?.headline, "")
    }

    /// On a page with headlines under their stories, text under a headline that finishes the
    /// sentence left open above it (`…要不断提升标准化建` / headline / `设能力，…`) is still that
    /// story's: only finished text under a headline starts the next story.
    func testTextFinishingASentenceUnderAHeadlineBelowStaysItsStorys() throws {
        let seed = try Seeds.text("004")
        let text = seed.replacingOccurrences(of: "全市财政工作会议召开\n", with: "")
            .replacingOccurrences(of: "范化；要不断提升标准化建\n", with: "范化；要不断提升标准化建\n\n## 全市财政工作会议召开\n")
        let page = PageParser.parse(text: text)
        let story = try XCTUnwrap(page.articles.first { $0.bodyText.contains("推进财政管理") })
        XCTAssertTrue(story.bodyText.contains("要不断提升标准化建设能力"), story.bodyText)
    }

    /// A headline exactly one column wide, set straight between two column lines with no blank
    /// line (`…工作机制。` / `方山县召开…推进大会` / `交口县压实…`), stays a headline: the line under
    /// it opens a clause of its own, where a paragraph's full first line breaks off a word the
    /// next line finishes (`testFullColumnLineBetweenColumnLinesIsText`).
    func testHeadlineAsWideAsTheColumnBetweenColumnLinesStaysAHeadline() throws {
        let page = PageParser.parse(text: Self.featureWithHeadlinesBelow
            .replacingOccurrences(of: "方山县绘就新画卷\n汤柯振调研", with: "方山县召开全县优化营商环境暨项目建设推进大会")
            .replacingOccurrences(of: "产业提档升级。\n聚焦民生解烦忧\n汾阳市扎实做好各项筹备工作,深入开展调查研\n究,建成标准化厂房225万平方米。我市培育壮大\n市场主体,全力推进重点项目建设。\n", with: "产业提档升级。\n"))
        XCTAssertEqual(page.articles.map(\.headline), ["方山县召开全县优化营商环境暨项目建设推进大会", "柳林县跑出加速度"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 8])
        XCTAssertEqual(page.articles.first?.lines.last, 7)
    }
}
