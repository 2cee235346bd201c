import Foundation
import XCTest
import LLRBParser

/// The lines of a headline block besides the headline: the kicker over it (known by its ending, its
/// heading mark or a closing colon) and the subtitle under it (a feature's `——…纪实`, an attendance
/// line such as `曹阳调研`), set tight against the headline or apart, with heading marks or none.
final class KickerAndSubtitleTests: XCTestCase {
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
            # 开发区项目建设年活动

            ## 开发区重点项目集中开工

            本报讯（记者 苏晖）8月1日，开发区重点项目集中开工。
            项目总投资12亿元。

            # 中共中央办公厅国务院办公厅印发通知

            ## 临县召开常委会会议

            本报讯（记者 谭燕）8月1日，临县召开常委会会议。
            会议研究了有关事项。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["开发区重点项目集中开工", "临县召开常委会会议"])
        XCTAssertEqual(page.articles.map(\.kicker), ["开发区项目建设年活动", "中共中央办公厅国务院办公厅印发通知"])
    }

    func testSeed000WithoutMarkdownKeepsKickerAndSubtitle() throws {
        let text = try Seeds.text("000").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0 == "#" || $0 == ">" || $0 == " " })
        }.joined(separator: "\n")
        let page = PageParser.parse(text: text)
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.kicker, "中共中央办公厅国务院办公厅印发通知")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.headline, "经济增活力 战\"痘\"添动力")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.subheadlines, ["孝义市精准推进复工复产纪实"])
        XCTAssertEqual(page.date, "2020-03-13")
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

    /// A headline printed on two lines is one headline, not a kicker over a headline: two lines
    /// at the level of the page's story headlines, a first line ending in a verb whose object is
    /// on the second, a second opening with a result's verb, a place and a colon over the rest.
    func testAHeadlinePrintedOnTwoLinesIsOneHeadline() throws {
        let lead = "\n\n本报讯（记者 田雅琴）5月14日，活动在石楼县正式启动，吸引了不少外地自驾游客。\n"
        let other = "## 岚县马铃薯产业链越拉越长\n\n本报讯（记者 王涛）5月13日，岚县马铃薯加工企业开工。\n\n"
        for (first, second, headline) in [
            ("## 石楼县沿黄公路旅游", "## 季活动正式启动", "石楼县沿黄公路旅游季活动正式启动"),
            ("交城县庞泉沟迎来", "最佳观赏期", "交城县庞泉沟迎来最佳观赏期"),
            ("汾阳市贾家庄村：文旅融合", "走出乡村振兴新路子", "汾阳市贾家庄村：文旅融合走出乡村振兴新路子"),
            ("交口县回龙乡：", "小蜜蜂酿出甜日子", "交口县回龙乡：小蜜蜂酿出甜日子"),
            ("全市各界干部群众", "缅怀革命先烈", "全市各界干部群众缅怀革命先烈"),
        ] {
            let page = PageParser.parse(text: other + first + "\n\n" + second + lead)
            let article = try XCTUnwrap(page.articles.last, first)
            XCTAssertEqual(article.headline, headline, first)
            XCTAssertNil(article.kicker, first)
            XCTAssertEqual(article.subheadlines, [], first)
        }
    }

    /// `县域经济` over a headline with its story under it names the page's section: its rubric, no
    /// kicker and no headline.
    func testAPagesSectionNameOverAHeadlineIsItsRubric() throws {
        let text = "县域经济\n\n文水县：铝镁产业集群加速崛起\n\n□ 本报记者 郭建英\n\n文水县铝镁产业集群加速崛起，产值突破百亿元。\n"
        XCTAssertDecided(text, line: "县域经济", by: "column-name-over-headline")
        let article = try XCTUnwrap(PageParser.parse(text: text).articles.first)
        XCTAssertEqual(article.headline, "文水县：铝镁产业集群加速崛起")
        XCTAssertNil(article.kicker)
        XCTAssertEqual(article.rubric, "县域经济")
    }

    /// `办 报 五 年` standing apart over a writer's box is a feature's title set letter-spaced.
    func testALetterSpacedTitleOverABylineIsAHeadline() throws {
        let text = "本报讯 今年以来，全市项目建设提速，推动项目早建成、早见效。\n\n办 报 五 年\n\n□ 闫海燕\n\n五年前，我从一名乡村教师转岗到县融媒体中心。\n"
        XCTAssertDecided(text, line: "办 报 五 年", by: "letter-spaced-title")
        XCTAssertEqual(PageParser.parse(text: text).articles.map(\.headline), ["", "办报五年"])
    }

    /// A kicker that says what was done in a clause of its own stays the kicker, however its
    /// headline opens.
    func testAKickerThatStatesAClauseStaysTheKicker() throws {
        let page = PageParser.parse(text: "市委理论学习中心组举行专题学习会\n\n以新质生产力推动高质量发展\n\n本报讯（记者 王涛）5月8日，学习会举行。\n")
        XCTAssertEqual(page.articles.first?.kicker, "市委理论学习中心组举行专题学习会")
        XCTAssertEqual(page.articles.first?.headline, "以新质生产力推动高质量发展")
    }

    /// `文化·旅游` over a kicker and its headline names the page's section.
    func testASectionNameOfTwoFieldsOverAHeadlineBlockIsItsRubric() throws {
        let page = PageParser.parse(text: "文化·旅游\n\n用好红色资源 讲好吕梁故事\n\n兴县“行走的课堂”让革命文物活起来\n\n"
            + "吕梁9月26日电（记者 贺建军）兴县革命纪念馆推出研学课程。\n")
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.rubric, "文化·旅游")
        XCTAssertEqual(article.headline, "兴县“行走的课堂”让革命文物活起来")
        let marked = PageParser.parse(text: "## 县域 · 经济\n\n## 孝义市:\"小网格\"撬动基层\"大治理\"\n\n本报讯（记者 梁建华）网格员走进千家万户。\n")
        XCTAssertEqual(marked.articles.first?.rubric, "县域·经济")
        XCTAssertEqual(marked.articles.first?.headline, "孝义市:\"小网格\"撬动基层\"大治理\"")
    }

    /// Two lines marked at the page's headline level over a dash subtitle are one headline
    /// printed on two lines, whatever the first ends in (`…会议`, a kicker's ending): a kicker is
    /// set smaller than its headline, and a subtitle carries a dash.
    func testTwoLinesAtTheHeadlineLevelOverADashSubtitleAreOneHeadline() {
        let page = PageParser.parse(text: """
            ## 全市冬季造林工作全面展开

            本报讯（记者 王刚）11月5日，全市冬季造林工作全面展开，各县（市、区）组织干部群众植树造林。

            ## 孝义市召开安全生产会议

            ## 部署岁末年初安全防范工作

            ——压紧压实各方责任

            本报讯（记者 武强）12月3日，孝义市召开安全生产工作会议，部署岁末年初安全防范工作。
            """)
        let meeting = page.articles.last
        XCTAssertEqual(meeting?.headline.replacingOccurrences(of: " ", with: ""), "孝义市召开安全生产会议部署岁末年初安全防范工作")
        XCTAssertEqual(meeting?.kicker, nil)
        XCTAssertEqual(meeting?.subheadlines, ["压紧压实各方责任"])
    }

    /// Two stories headed at `###`, which set the page's headline level for the story after them.
    private static let storiesAtLevelThree = "### 孝义市召开安全生产会议\n\n本报讯（记者 郭建英）5月8日，孝义市召开安全生产会议。\n\n### 汾阳市开展植树活动\n\n本报讯（记者 任晓光）5月8日，汾阳市开展植树活动。\n\n"

    /// A lead story's headline in type bigger than the page's headlines, broken over two short
    /// lines (`## 在黄河岸边` / `## 种出"致富林"` on a page of `###` headlines), is one headline;
    /// so is a short first line that is a coverb and its object (`把“土特产”` / `做成“大产业”`).
    func testAHeadlineBrokenOverTwoShortLinesIsOneHeadline() throws {
        let feature = "\n\n——临县克虎镇红枣提质增效见闻\n\n□ 本报记者 郝文静\n\n初夏时节，沿着沿黄公路一路北行，枣林连片。\n"
        for (first, second, headline) in [("## 在黄河岸边", "## 种出\"致富林\"", "在黄河岸边种出\"致富林\""),
                                          ("把“土特产”", "做成“大产业”", "把“土特产”做成“大产业”")] {
            let page = PageParser.parse(text: Self.storiesAtLevelThree + first + "\n\n" + second + feature)
            let article = try XCTUnwrap(page.articles.last, first)
            XCTAssertEqual(article.headline, headline, first)
            XCTAssertNil(article.kicker, first)
            XCTAssertEqual(article.subheadlines, ["临县克虎镇红枣提质增效见闻"], first)
        }
    }

    /// On a page whose headlines are set at `###`, a `###` line over a `##` one is the kicker of
    /// a lead story's larger headline: a kicker is set smaller than its headline.
    func testALineInLargerTypeUnderThePagesHeadlineLevelIsTheHeadline() throws {
        let page = PageParser.parse(text: Self.storiesAtLevelThree + "### 抢抓农时不误春耕 夯实全年粮食丰收基础\n\n## 全市春播粮食作物完成八成以上\n\n本报讯（记者 任慧敏）5月18日，全市已完成春播粮食作物312.6万亩。\n")
        let article = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(article.headline, "全市春播粮食作物完成八成以上")
        XCTAssertEqual(article.kicker, "抢抓农时不误春耕 夯实全年粮食丰收基础")
        XCTAssertEqual(page.articles.map(\.headline), ["孝义市召开安全生产会议", "汾阳市开展植树活动", "全市春播粮食作物完成八成以上"])
    }

    /// On a page whose headlines are set at `###`, a `##` line right over a `###` one, the two
    /// the whole block, is the headline and the smaller line its subtitle; with a third size
    /// over them (a series' name), the `###` line stays the headline under its kicker.
    func testALineInLargerTypeRightOverThePagesHeadlineLevelIsTheHeadline() throws {
        let story = "本报讯（通讯员 王静）10月21日，离石区人民法院公开宣判一起“套路贷”案件。\n"
        let page = PageParser.parse(text: Self.storiesAtLevelThree + "## 离石法院审结一起“套路贷”案件\n\n### 7名被告人分别获刑\n\n" + story)
        let article = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(article.headline, "离石法院审结一起“套路贷”案件")
        XCTAssertNil(article.kicker)
        XCTAssertEqual(article.subheadlines, ["7名被告人分别获刑"])
        let series = PageParser.parse(text: Self.storiesAtLevelThree + "# 把吕梁精神用在当今时代\n\n## 牢记嘱托乘势而上\n\n### 离石法院审结一起“套路贷”案件\n\n" + story)
        XCTAssertEqual(series.articles.last?.headline, "离石法院审结一起“套路贷”案件")
        XCTAssertEqual(series.articles.last?.kicker, "牢记嘱托乘势而上")
    }

    /// Two plain lines, the first naming who did what in a statement of its own, the second
    /// opening with a count (`7名`, `2.3万`, `首批`): headline and its subtitle of figures, neither
    /// kicker and headline nor one headline broken in two. A short first line still runs on
    /// (`国庆假期我市接待游客` / `412.6万人次`), and a year opens a headline under its kicker.
    func testLineOfFiguresUnderAStatementNamingWhoIsItsSubtitle() throws {
        let story = "\n\n本报讯（记者 白晓军）10月21日，岚县农村供水保障工程首个项目正式通水。\n"
        for (first, second) in [("岚县农村供水保障工程首个项目通水", "2.3万群众告别季节性缺水"),
                                ("离石法院审结一起“套路贷”案件", "7名被告人分别获刑"),
                                ("汾阳杏花村酒业集聚区建设提速", "首批12家企业签约入驻")] {
            let page = PageParser.parse(text: first + "\n\n" + second + story)
            let article = try XCTUnwrap(page.articles.first, first)
            XCTAssertEqual(article.headline, first)
            XCTAssertNil(article.kicker, first)
            XCTAssertEqual(article.subheadlines, [second], first)
        }
        let broken = PageParser.parse(text: "国庆假期我市接待游客\n\n412.6万人次" + story)
        XCTAssertEqual(broken.articles.first?.headline, "国庆假期我市接待游客412.6万人次")
        let year = PageParser.parse(text: "全市上下深入学习贯彻全会精神\n\n2024年全市经济工作会议召开" + story)
        XCTAssertEqual(year.articles.first?.headline, "2024年全市经济工作会议召开")
        XCTAssertEqual(year.articles.first?.kicker, "全市上下深入学习贯彻全会精神")
    }

    /// `我市2022年中考成绩公布` says what was published in a clause of its own: the line under it
    /// (`普通高中最低录取控制线划定为480分`) is its subtitle, not the rest of one headline.
    func testHeadlineStatingWhatWasPublishedKeepsTheLineUnderItAsSubtitle() throws {
        let other = "孝义市召开安全生产会议\n\n本报讯（记者 郭建英）5月8日，孝义市召开安全生产会议。\n\n"
        let page = PageParser.parse(text: other + "关注今年中考录取工作\n\n我市2022年中考成绩公布\n\n普通高中最低录取控制线划定为480分\n\n本报讯（记者 王晓燕）7月12日，我市2022年中考成绩公布。\n")
        let article = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(article.kicker, "关注今年中考录取工作")
        XCTAssertEqual(article.headline, "我市2022年中考成绩公布")
        XCTAssertEqual(article.subheadlines, ["普通高中最低录取控制线划定为480分"])
    }
}
