import Foundation
import XCTest
import LLRBParser

/// Pages of short column lines that print every headline under its story, the way seed 004
/// does, where the words of a headline mislead: they are shared with the next story or with a
/// story carried over from another page.
final class HeadlinesBelowTests: XCTestCase {
    /// Lines of a page as seed 004's OCR prints them: a blank line after every line.
    private func page(_ lines: [String]) -> Page {
        PageParser.parse(text: lines.joined(separator: "\n\n") + "\n")
    }

    /// `opening`, then a brief by 王芳 with `headline` under it and the page's photo credit.
    private func page(_ opening: [String], thenBriefUnder headline: String) -> Page {
        page(opening + [
            "本报讯（记者 王芳） 连日来，孝义市",
            "组织农技人员深入田间地头，指导农户",
            "做好春耕备耕，全力保障粮食生产。",
            headline,
            "本版图片由刘亮亮提供",
        ])
    }

    /// The first headline's words come back in the next story's opening lines, so they vote for
    /// headlines above; the page opening with a story under no headline and ending with a
    /// headline under its last story says otherwise, and weighs more.
    func testPageOpeningWithAStoryAndEndingWithAHeadlinePrintsHeadlinesBelow() {
        let page = page([
            "本报讯（记者 李明） 近日，我市召开",
            "会议，安排春耕工作。会议要求，各县",
            "（市、区）要抓好田间管理，确保粮食",
            "生产稳定，为全年打好基础。",
            "全市部署春季农业生产",
            "本报讯（记者 王芳） 按照全市部署，",
            "孝义市春季农业生产全面展开，全市春",
            "季农业生产进度快于去年同期。",
            "孝义市春耕备耕有序推进",
            "本版图片由刘亮亮提供",
        ])
        XCTAssertEqual(page.article(bylineName: "李明")?.headline, "全市部署春季农业生产")
        XCTAssertEqual(page.article(bylineName: "李明")?.lines.last, 9)
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "孝义市春耕备耕有序推进")
        XCTAssertEqual(page.articles.count, 2)
        XCTAssertEqual(page.warnings, [])
    }

    /// A story carried over from page 1 shares more words with the headline than the brief
    /// right above it, but a headline under two headless stories is the nearer one's.
    func testHeadlineUnderABriefIsNotTakenByTheStoryCarriedOverAboveIt() throws {
        let page = page([
            "（上接1版）",
            "全市春季农业生产全面展开。各地抓住",
            "有利时机，全面展开春季农业生产，确",
            "保春季农业生产不误农时。",
        ], thenBriefUnder: "全面展开春季农业生产")
        let brief = try XCTUnwrap(page.article(bylineName: "王芳"))
        XCTAssertEqual(brief.headline, "全面展开春季农业生产")
        XCTAssertEqual(brief.lines.first, 9)
        let carried = try XCTUnwrap(page.articles.first { $0.continuedFrom?.page == 1 })
        XCTAssertEqual(carried.headline, "")
        XCTAssertEqual(carried.lines.last, 7)
    }

    /// A sentence broken at a column line, whose last piece has no punctuation (the closing
    /// quote and full stop are OCR debris on a line of their own), right above the names that
    /// close the brief: the brief's last line, not its headline, which comes under the names.
    func testLineRightAboveABriefsClosingNamesIsItsText() throws {
        let page = page([
            "本报讯 近日，孝义市组织干部群众集中",
            "学习，各单位结合实际制定学习计划。",
            "近年来，该市深入学习\"习近平新时",
            "代中国特色社会主义思想",
            "\" 。",
            "（王永璐 黄涛勇）",
            "孝义市掀起学习热潮",
        ], thenBriefUnder: "孝义市春耕备耕有序推进")
        let brief = try XCTUnwrap(page.article(bylineName: "王永璐"))
        XCTAssertEqual(brief.headline, "孝义市掀起学习热潮")
        XCTAssertTrue(brief.body.last?.text.hasSuffix("习近平新时代中国特色社会主义思想") == true)
        XCTAssertEqual(brief.lines.last, 13)
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "孝义市春耕备耕有序推进")
        XCTAssertEqual(page.articles.count, 2)
    }

    /// A short headline under a story that jumps to another page, right above vertical text
    /// (`喜` / `迎` / …): the story has ended at its jump marker, so the line is its headline,
    /// not a piece of the vertical text.
    func testShortHeadlineUnderAJumpedStoryBesideVerticalTextIsAHeadline() throws {
        let page = page([
            "本报讯（记者 李明） 近日，我市召开",
            "会议，安排春耕工作。会议要求，各县",
            "（市、区）要抓好田间管理。 （下转3版）",
            "全市安排春耕",
            "喜",
            "迎",
            "春",
            "耕",
        ], thenBriefUnder: "孝义市春耕备耕有序推进")
        let jumped = try XCTUnwrap(page.article(bylineName: "李明"))
        XCTAssertEqual(jumped.headline, "全市安排春耕")
        XCTAssertEqual(jumped.continuedTo?.page, 3)
        XCTAssertFalse(page.noise.contains { $0.text == "全市安排春耕" })
        XCTAssertTrue(page.noise.contains { $0.text == "喜" })
    }

    /// A photo caption at the page's foot, wrapped onto a second line, is no story's text: the
    /// page still ends in a headline, and its headlines stay under their stories.
    func testCaptionWrappedAtThePageFootKeepsHeadlinesBelow() {
        let page = PageParser.parse(text: """
            本报讯（记者 袁志磊）7月21日，兴县加快构建多元支撑的产业格局，大力发展特色优势产业。
            市委大力发展特色优势产业，加快构建多元支撑的产业格局，完善基础设施和公共服务。
            改革加速 服务经济发展

            本报讯（记者 王洋）7月21日，交城县加快构建多元支撑的产业格局，大力发展特色优势产业。
            市发改委加强农产品品牌建设，推进城市更新和老旧小区改造，完善基础设施和公共服务。
            柳林县加快推进项目建设

            图为孝义市示范基地一角，工人们正在车间内
            作业。 记者 刘亮亮 摄
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["改革加速 服务经济发展", "柳林县加快推进项目建设"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5])
    }

    /// A page that opens with a story under no headline and ends in a headline over a photo's
    /// caption and credit: both edges say the headlines are under their stories, and outweigh
    /// two headlines whose words the story after each repeats (a generated page's headlines
    /// drawn apart from their stories' text).
    func testPageOpeningHeadlessAndEndingInAHeadlineOverACaptionPrintsHeadlinesBelow() throws {
        let page = page([
            "本报讯（记者 李明） 近日，我市召开",
            "会议，安排春耕工作，确保粮食生产稳",
            "定，为全年打好基础。",
            "孝义市扎实推进政务公开",
            "本报讯（记者 王芳） 孝义市扎实推进政",
            "务公开，公开事项全部上网，群众办事",
            "更加方便。",
            "兴县数字经济跑出加速度",
            "本报讯（记者 张娟） 兴县数字经济跑出",
            "加速度，全县新建基站一百余座，带动",
            "就业三千多人。",
            "全市氢能产业工作推进会议召开",
            "图为游客在大棚内采摘草莓。",
            "张志茹 摄",
        ])
        XCTAssertEqual(page.article(bylineName: "李明")?.headline, "孝义市扎实推进政务公开")
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "兴县数字经济跑出加速度")
        let last = try XCTUnwrap(page.article(bylineName: "张娟"))
        XCTAssertEqual(last.headline, "全市氢能产业工作推进会议召开")
        XCTAssertEqual(last.lines.first, 17)
        XCTAssertEqual(page.articles.count, 3)
    }

    /// A page that opens with a lead under no headline and ends in a story's text: its edges
    /// tie, and a headline's words decide. One word of `市召开委常委会` (召开) in the story
    /// above, none in the one below, is no evidence: stories that share a vocabulary hold a few
    /// words of any headline. So the headline stays over the story under it, and the story
    /// above, closed by its writer's name, keeps none.
    func testAFewSharedWordsDoNotPutAHeadlineUnderTheStoryAbove() {
        let page = PageParser.parse(text: """
            本报交口10月13日讯（记者 易琳峰）交口县全力推进产业发展，今年新建日光温室二百座，带动农户增收。县里召开推进会安排部署下一阶段工作。

            （熊超）

            ## 市召开委常委会

            本报讯（通讯员 郝琦）10月14日，各级各部门要压实责任，确保各项任务落到实处，推动经济社会平稳健康发展。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "市召开委常委会"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3), SourceLines(first: 5, last: 7)])
    }

    /// Two stories, each with its headline under it, that holds the story's words.
    private let twoStoriesWithHeadlinesUnder = [
        "本报讯（记者 王涛）4月15日，全市义务植树活动在离石区举行，市直机关干部职工500余人参加义务植树。",
        "全市义务植树活动举行",
        "本报讯（记者 贾海春）4月14日，孝义市采煤沉陷区治理工程通过验收，治理区域内的村民全部搬迁到新居。",
        "孝义市采煤沉陷区治理见成效",
    ]

    /// A line over the first story (`弘扬吕梁精神`) names the page or a column when the headline
    /// under the story holds its words and the line does not: taken for the story's headline,
    /// it had sent every headline under it one story down (102 pages of an archive generated
    /// apart).
    func testALineOverTheFirstStoryThatItsOwnHeadlineOutmatchesIsItsRubric() {
        let parsed = page(["弘扬吕梁精神"] + twoStoriesWithHeadlinesUnder)
        XCTAssertEqual(parsed.articles.map(\.headline), ["全市义务植树活动举行", "孝义市采煤沉陷区治理见成效"])
        XCTAssertEqual(parsed.articles.map(\.rubric), ["弘扬吕梁精神", nil])
        XCTAssertEqual(parsed.articles.map(\.lines), [SourceLines(first: 3, last: 5), SourceLines(first: 7, last: 9)])
    }

    /// A whole headline block over the first story (kicker, headline, subtitle) is its headline,
    /// whatever the lines under the story say: a page that prints most headlines above, and one
    /// under its last story, is read as one with headlines below.
    func testAHeadlineBlockOverTheFirstStoryStaysItsHeadline() {
        let parsed = page(["聚焦项目建设", "全市重点工程加快推进", "——我市重点项目建设综述"] + twoStoriesWithHeadlinesUnder)
        XCTAssertEqual(parsed.articles.map(\.headline), ["全市重点工程加快推进", "全市义务植树活动举行", "孝义市采煤沉陷区治理见成效"])
        XCTAssertEqual(parsed.articles.first?.kicker, "聚焦项目建设")
    }

    /// On a page that votes clearly for headlines below (four stories, each headline under its
    /// own), the line over the first story is its rubric as soon as the headline under the
    /// story holds its words better, though only a quarter of them (`矛盾`, `化解`): a page that
    /// won by how it ends alone still asks for more (12 pages, 106 stories of an archive
    /// generated apart).
    func testOnAPageClearlyOfHeadlinesBelowTheLineOverTheFirstStoryIsItsRubric() {
        let parsed = PageParser.parse(text: """
            弘扬吕梁精神

            本报讯 近日，离石区城北街道组建调解队伍，把排查出的矛盾纠纷逐一登记，由专人负责化解，做到小事不出社区、大事不出街道。

            把矛盾化解在家门口

            本报讯 方山县投入资金3.2亿元，对采煤沉陷区开展综合治理，搬迁群众1200户，复垦土地5000亩。

            方山县采煤沉陷区治理见成效

            本报讯 6月8日，我市召开民营企业家座谈会，听取企业家对优化营商环境的意见建议。

            我市举办民营企业家座谈会

            本报讯 今年我市共有9586名考生参加高考，全市设6个考区、320个考场，各项保障工作准备就绪。

            我市9586名考生参加高考
            """)
        XCTAssertEqual(parsed.articles.map(\.headline), ["把矛盾化解在家门口", "方山县采煤沉陷区治理见成效", "我市举办民营企业家座谈会", "我市9586名考生参加高考"])
        XCTAssertEqual(parsed.articles.first?.rubric, "弘扬吕梁精神")
        XCTAssertEqual(parsed.articles.map(\.lines.first), [3, 7, 11, 15])
    }

    /// A page that sets most headlines under their stories and one above its story: the run
    /// between two stories holds the story above's headline, then the next one's, whose words
    /// only the next story holds. Both had gone to the story above, leaving the next headless.
    func testARunEndingInTheNextStorysHeadlineHeadsTheNextStory() {
        let page = page([
            "本报讯（记者 李明） 近日，孝义市召开",
            "春耕生产推进会，安排春耕备耕工作。",
            "会议要求抓好春耕备耕，确保不误农时。",
            "孝义市部署春耕备耕",
            "交口县核桃产业提质增效",
            "本报讯（记者 王芳） 今年以来，交口县",
            "大力发展核桃产业，推动核桃产业提质",
            "增效，全县核桃种植面积达到十万亩。",
            "本报讯（记者 张华） 连日来，方山县",
            "组织干部深入企业，帮助企业解决用工",
            "难题，全力保障企业稳定生产。",
            "方山县帮助企业解决用工难题",
            "本版图片由刘亮亮提供",
        ])
        XCTAssertEqual(page.article(bylineName: "李明")?.headline, "孝义市部署春耕备耕")
        XCTAssertEqual(page.article(bylineName: "李明")?.lines.last, 7)
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "交口县核桃产业提质增效")
        XCTAssertEqual(page.article(bylineName: "王芳")?.lines.first, 9)
        XCTAssertEqual(page.article(bylineName: "张华")?.headline, "方山县帮助企业解决用工难题")
        XCTAssertEqual(page.articles.count, 3)
    }

    /// On a page with a blank line under every line, the line ending in the story's closing
    /// names (`…彼此坦诚。（方妮杰 宋娟霞）`) with the story's headline right under it, no blank
    /// between: no column wrap, whatever text stands before the names. Merged, the headline was
    /// lost inside the story's text, and the story ran on through the next ones.
    func testClosingNamesAfterTextDoNotWrapIntoTheHeadlineUnderThem() {
        let page = PageParser.parse(text: [
            "本报讯（记者 李明） 近日，孝义市召开", "", "春耕生产推进会，安排春耕备耕工作。会", "",
            "议要求抓好春耕备耕。（方妮杰 宋娟霞）", "孝义市部署春耕备耕", "",
            "本报讯（记者 王芳） 今年以来，交口县", "", "大力发展核桃产业，推动核桃产业提质", "",
            "增效，全县核桃种植面积达到十万亩。", "", "交口县核桃产业提质增效", "",
        ].joined(separator: "\n"))
        let first = page.article(bylineName: "李明")
        XCTAssertEqual(first?.headline, "孝义市部署春耕备耕")
        XCTAssertEqual(first?.lines.last, 6)
        XCTAssertEqual(first?.bylines.map(\.name).contains("方妮杰"), true)
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "交口县核桃产业提质增效")
        XCTAssertEqual(page.articles.count, 2)
    }

    /// A story with no dateline that its writers' names close, its photo under it and its
    /// headline under that (`…干劲十足。（汤勇春 薛怡磊）` / `图为…` / `记者 林军刚 摄` /
    /// headline): a story, not photo news, whose text no names close. Read as one long caption,
    /// its headline went to the next story and every headline after it moved one story down.
    func testASignedStoryOverItsPhotoIsAStoryNotPhotoNews() throws {
        let page = page([
            "本报讯（记者 李明） 近日，孝义市召开",
            "春耕生产推进会，安排春耕备耕工作。",
            "孝义市部署春耕备耕",
            "近日，岚县召开优化营商环境工作推进",
            "会，对各项重点任务进行再动员、再部",
            "署。全县上下干劲十足。（汤勇春 薛怡磊）",
            "图为岚县政务服务大厅一角。",
            "记者 林军刚 摄",
            "岚县持续优化营商环境",
        ], thenBriefUnder: "交口县核桃产业提质增效")
        let signed = try XCTUnwrap(page.article(bylineName: "汤勇春"))
        XCTAssertEqual(signed.headline, "岚县持续优化营商环境")
        XCTAssertEqual(signed.lines.first, 7)
        XCTAssertEqual(signed.lines.last, 17)
        XCTAssertEqual(signed.captions.map(\.text), ["图为岚县政务服务大厅一角。"])
        XCTAssertEqual(page.article(bylineName: "李明")?.headline, "孝义市部署春耕备耕")
        XCTAssertEqual(page.article(bylineName: "王芳")?.headline, "交口县核桃产业提质增效")
        XCTAssertEqual(page.articles.count, 3)
    }

    /// The names closing a story wrapped at the column's end (`…负责人说。（刘凯志` / `朱卫）`):
    /// still the story's writers. Read apart, the names were lost and the story seemed cut in
    /// mid-sentence, so that the text of a story under no dateline further down was taken for
    /// its rest (a story of 272 lines on one of the seventh generator's pages).
    func testClosingNamesWrappedOverTwoLinesCloseTheStory() throws {
        let page = page([
            "本报讯 12月22日，我市召开数字经济",
            "发展推进会，部署新型基础设施建设。",
            "“网络让远程诊疗成为现实。”我市人民",
            "医院负责人说。（刘凯志",
            "朱卫）",
            "5G赋能 木耳产业“智”变",
            "本报讯（记者 王芳） 今年以来，交口县",
            "大力发展核桃产业，全县核桃种植面积",
            "达到十万亩。",
            "交口县核桃产业提质增效",
        ])
        let first = try XCTUnwrap(page.article(bylineName: "刘凯志"))
        XCTAssertEqual(first.bylines.map(\.name), ["刘凯志", "朱卫"])
        XCTAssertEqual(first.headline, "5G赋能 木耳产业“智”变")
        XCTAssertEqual(first.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.map(\.headline), ["5G赋能 木耳产业“智”变", "交口县核桃产业提质增效"])
    }

    /// A story under no dateline whose first column line looks like a headline (no
    /// punctuation) and whose first sentence ends a word into the next line (`…正式投入使` /
    /// `用。…`): that line is the story's text, not a second line of the headline above it.
    func testAColumnLineCutJustBeforeItsSentencesEndIsText() throws {
        let page = page([
            "本报讯（记者 李明） 近日，孝义市召开",
            "春耕生产推进会，安排春耕备耕工作。",
            "孝义市部署春耕备耕",
            "我市人民医院新院区正式投入使",
            "用。全面落实教育、医疗、住房、饮水",
            "安全保障政策。（戴超丽）",
            "我市民生福祉不断改善",
        ])
        try assertStories(of: page, headlines: ["孝义市部署春耕备耕", "我市民生福祉不断改善"],
                          story: "戴超丽", lines: SourceLines(first: 7, last: 13), text: "我市人民医院新院区正式投入使用。")
    }

    /// `全市各级领导干部要严于律己、严负其责、` / `严管所辖，带头真抓实干。` / headline: a line
    /// ending in an enumeration comma, with no other punctuation, is a column line cut
    /// mid-phrase, never a headline, even as a paragraph's first line over the story's last
    /// line. Read as one, it was taken for the headline of the feature above it, and the
    /// feature's own headline under it for the next story's.
    func testALineEndingInAnEnumerationCommaIsText() throws {
        let page = page([
            "□ 杨峰莉",
            "两年时间一晃而过，他从昔日的贫困户，",
            "变成了远近闻名的致富带头人。",
            "做强“吕梁山护工”等劳务品牌，想方设",
            "法保就业促增收。",
            "全市各级领导干部要严于律己、严负其责、",
            "严管所辖，带头真抓实干。",
            "提高站位交“总”账",
            "本报讯（记者 王芳） 今年以来，交口县",
            "大力发展核桃产业，全县核桃种植面积",
            "达到十万亩。",
            "交口县核桃产业提质增效",
        ])
        try assertStories(of: page, headlines: ["提高站位交“总”账", "交口县核桃产业提质增效"],
                          story: "杨峰莉", lines: SourceLines(first: 1, last: 15), text: "严于律己、严负其责、严管所辖")
    }

    /// The page's headlines, and the story its writer `story` signed: over `lines`, with `text`
    /// in its body.
    private func assertStories(of page: Page, headlines: [String], story: String, lines: SourceLines, text: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(page.articles.map(\.headline), headlines, file: file, line: line)
        let signed = try XCTUnwrap(page.article(bylineName: story), file: file, line: line)
        XCTAssertEqual(signed.lines, lines, file: file, line: line)
        XCTAssertTrue(signed.bodyText.contains(text), signed.bodyText, file: file, line: line)
    }

    /// Under their stories, a headline and the title of a feature opening with its writer's
    /// boxed line (`□ 本报记者 …`) stacked one over the other are two headlines: the first the
    /// story above's, whose words it holds, the second the feature's, though the two read on.
    func testFeatureTitleUnderTheHeadlineOfTheStoryAboveHeadsTheFeature() {
        let page = PageParser.parse(text: """
            本报讯（记者 刘洋）5月8日，中阳县新建的三座口袋公园正式向市民开放，园内栽植花木两千余株，铺设健身步道一千二百米。

            中阳县三座口袋公园开放

            杏花深处是我家

            □ 本报记者 白雪

            五月的岚县，漫山遍野的杏花开得正艳，游客沿着山路缓缓而行。

            村里的老人说，这些杏树都是二十年前种下的。

            本报讯（记者 高原）5月7日，交口县举办农技培训班，两百余名农民参加培训。

            交口县举办农技培训班
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["中阳县三座口袋公园开放", "杏花深处是我家", "交口县举办农技培训班"])
        XCTAssertEqual(page.articles[1].bylines.map(\.name), ["白雪"])
    }

    /// The last line of a headline run under its story stays that story's, though a boxed
    /// feature byline follows, when the story above holds more of its words than the feature
    /// under it (a headline's third line, not the feature's title).
    func testLastHeadlineLineWhoseWordsTheStoryAboveHoldsStaysOverAFeatureByline() {
        let page = PageParser.parse(text: """
            本报讯（记者 刘洋）5月8日，中阳县新建的三座口袋公园正式向市民开放，园内栽植花木两千余株，铺设健身步道一千二百米，市民休闲有了好去处。

            中阳县三座口袋公园开放

            公园管护交给社区志愿者 市民休闲

            □ 本报记者 白雪

            五月的岚县，漫山遍野的杏花开得正艳，游客沿着山路缓缓而行。

            村里的老人说，这些杏树都是二十年前种下的。

            岚县杏花深处是我家
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["中阳县三座口袋公园开放公园管护交给社区志愿者 市民休闲", "岚县杏花深处是我家"])
        XCTAssertEqual(page.articles[1].bylines.map(\.name), ["白雪"])
    }

    /// On a page of headlines after their stories, a section's name alone over the first story's
    /// lead (`乡村振兴` / `临县10月28日电…`) sharing none of its words, where the run under the
    /// story does (`新米上市直播忙`), is the story's rubric: taken for its headline, it had sent
    /// every headline on the page one story up.
    func testASectionNameOverThePagesFirstStoryIsItsRubric() throws {
        let pageText = """
            乡村振兴

            临县10月28日电（记者 李婷婷）“家人们，这就是咱临县的小米！”10月27日，返乡青年高晓宇在直播间里推介杂粮。

            临县商务局负责人介绍，该县已建成县级电商服务中心一个。

            新米上市直播忙

            ——临县返乡青年带着乡亲们“云端”卖货

            方山讯（通讯员 王海燕）10月26日，方山县首届农村电商直播大赛举行。

            比赛邀请了三位知名主播担任评委。

            方山县举办农村电商直播大赛
            """
        let page = PageParser.parse(text: pageText)
        XCTAssertEqual(page.articles.map(\.headline), ["新米上市直播忙", "方山县举办农村电商直播大赛"])
        XCTAssertEqual(page.articles.first?.rubric, "乡村振兴")
        // The story may name the section's words too (`…助力乡村振兴`): the name is still no headline.
        let named = PageParser.parse(text: pageText.replacingOccurrences(of: "推介杂粮。", with: "推介杂粮，助力乡村振兴。"))
        XCTAssertEqual(named.articles.map(\.headline), ["新米上市直播忙", "方山县举办农村电商直播大赛"])
        XCTAssertEqual(named.articles.first?.rubric, "乡村振兴")
    }

    /// A supplement's column name set in the headlines' type over the page's first piece (`##
    /// 吕梁山` / `□ 贺秀兰`), on a page of headlines under their pieces, gives way to the title
    /// under the piece that holds a word or two of it, as an unmarked section name does: taken
    /// for the piece's title, it had sent every title under it one piece down.
    func testAMarkedSectionNameOverThePagesFirstPieceGivesWayToItsTitle() {
        let page = PageParser.parse(text: """
            # 文化周刊

            ## 吕梁山

            □ 贺秀兰

            处暑一过，老家坡上的谷子一天一个样，早上还青黄相间，傍晚谷穗就沉甸甸地弯下了腰。

            母亲种了一辈子谷子。她说谷子不挑地，不嫌旱，给它一点雨水，它就还你一季金黄。

            如今母亲老了，每到这个时节，还是要拄着拐杖到地头站一站，看看那一片黄。今年的谷子又黄了。

            ## 又是谷子黄了时

            □ 李向东

            黄河边的早晨，天还没亮，船工就把船推下了水。河面上起了一层薄雾，远处的山只露出一道青灰的脊背。

            号子一声接一声，太阳从东边的山口跳出来，把整条河照得通红。

            ## 黄河边的早晨

            2021年8月20日 星期五
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["又是谷子黄了时", "黄河边的早晨"])
        XCTAssertEqual(page.articles.first?.rubric, "文化周刊 吕梁山")
    }

    /// A headline line exactly a column wide (`柳林三交镇三百余名群众安全避险`, columns of 15) under a
    /// shorter one, over a line opening a sentence with its day (`7月30日，…`): no column line of
    /// text, which would carry its sentence on into the next line, but the headline's.
    func testAColumnWideHeadlineOverALineOpeningWithADayStaysAHeadline() {
        let wrap = { (text: String) in stride(from: 0, to: text.count, by: 15).map { String(text.dropFirst($0).prefix(15)) } }
        let lines = ["防汛救灾"]
            + wrap("吕梁7月30日电（记者 梁建峰）受持续强降雨影响，7月29日夜间，柳林县三交镇部分村庄出现山洪，多处道路被冲毁。险情发生后，当地迅速启动防汛应急响应，组织党员干部连夜转移受威胁群众三百余人，转移群众均得到妥善安置。")
            + ["连夜转移群众", "柳林三交镇三百余名群众安全避险"]
            + wrap("7月30日，临县消防救援人员在积水路段转移被困群众。") + ["本报记者 张亮 摄"]
            + wrap("兴县讯（通讯员 白云飞）7月28日以来，兴县组织防汛抢险队伍对全县四十二座淤地坝开展巡查值守，储备编织袋五万条，确保安全度汛。")
            + ["兴县加强淤地坝巡查值守"]
        XCTAssertDecided(lines.joined(separator: "\n\n") + "\n", line: "柳林三交镇三百余名群众安全避险", by: "headline-shape")
    }

    /// On a page that prints every headline under its story, a photo between one story's
    /// headline and a headline run over the next story's text, which ends in a headline of its
    /// own, is photo news headed under its photo: the run is the photo's headline, not the next
    /// story's, which keeps its own.
    func testPhotoNewsOnAHeadlinesBelowPageIsHeadedUnderItsPhoto() {
        let page = page([
            "吕梁7月30日电（记者 梁建峰）受持",
            "续强降雨影响，柳林县三交镇部分村庄",
            "出现山洪，当地连夜转移受威胁群众三",
            "百余人，转移群众均得到妥善安置。",
            "柳林三交镇三百余名群众安全避险",
            "7月30日，临县消防救援人员在积水",
            "路段转移被困群众。",
            "本报记者 张亮 摄",
            "风雨中的逆行",
            "兴县讯（通讯员 白云飞）7月28日以",
            "来，兴县组织防汛抢险队伍对全县淤地",
            "坝开展巡查值守，确保安全度汛。",
            "兴县加强淤地坝巡查值守",
        ])
        XCTAssertEqual(page.articles.map(\.headline), ["柳林三交镇三百余名群众安全避险", "风雨中的逆行", "兴县加强淤地坝巡查值守"])
        XCTAssertEqual(page.articles[1].captions.map(\.text), ["7月30日，临县消防救援人员在积水路段转移被困群众。"])
        XCTAssertEqual(page.articles[1].body, [])
        XCTAssertEqual(page.articles[0].captions, [])
    }

    /// The same at the page's foot: a photo between the last story's headline and the page's
    /// last headline is photo news headed under it, not a headline with no story.
    func testPhotoNewsAtTheFootOfAHeadlinesBelowPageIsHeadedUnderItsPhoto() {
        let page = page([
            "本报讯（记者 李明） 近日，我市召开",
            "会议，安排春耕工作，确保粮食生产稳",
            "定，为全年打好基础。",
            "全市部署春季农业生产",
            "本报讯（记者 王芳） 按照全市部署，",
            "孝义市春季农业生产全面展开，进度快",
            "于去年同期。",
            "孝义市春耕备耕有序推进",
            "11月19日，文水县广场舞大赛决赛在",
            "县体育馆举行。",
            "特约记者 郭建平 摄",
            "舞出精气神",
        ])
        XCTAssertEqual(page.articles.map(\.headline), ["全市部署春季农业生产", "孝义市春耕备耕有序推进", "舞出精气神"])
        XCTAssertEqual(page.articles.last?.captions.map(\.text), ["11月19日，文水县广场舞大赛决赛在县体育馆举行。"])
        XCTAssertEqual(page.articles[1].captions, [])
    }
}
