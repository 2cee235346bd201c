import XCTest
import LLRBParser

/// Pages that each pin one misreading of a past revision rather than a rule stated in general
/// elsewhere: the doc comment of each test says what the parser once made of the page.
final class RegressionTests: XCTestCase {
    /// Text after a finished story, its headline lost (printed vertically, read as noise), is
    /// a story of its own: it once went back to the page's first story, whose words it shares,
    /// past the story between them.
    func testTextAfterAFinishedStorySharingAnEarlierStorysWordsIsAStoryOfItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 岚县擦亮转型发展新名片

            本报讯（记者 付萍成）1月7日，岚县召开转型发展推进会。全市上下要以时不我待的紧迫感，抢抓机遇、真抓实干，奋力推动转型发展再上新台阶。

            岚县规模以上工业增加值同比增长7.2%，一般公共预算收入完成171亿元。

            ## 市委赴园区开展特色专业镇建设调研

            本报讯（记者 马静波）1月7日，市委组织部召开常务会议，研究部署特色专业镇建设等工作。（雷丽超）

            1月7日，离石区召开转型发展推进会。全市上下要以时不我待的紧迫感，抢抓机遇、真抓实干，奋力推动转型发展再上新台阶。离石区规模以上工业增加值同比增长7.2%。（陈洋国）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县擦亮转型发展新名片", "市委赴园区开展特色专业镇建设调研", ""])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 7, 11])
        XCTAssertEqual(page.articles.map(\.lines.last), [5, 9, 11])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["陈洋国"])
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

    /// A column line ending in a day's `电` after words that name no place
    /// (`深入促进煤化工延链补链7月10日电`) carries its story's sentence on: no lead opening
    /// another story there (the 100 MB benchmark archive's 2023/07/20230710-04.txt:101). A
    /// place's filed report (`吕梁4月27日电`) still opens one.
    func testColumnLineEndingInADaysDianAfterNoPlaceIsText() {
        let page = PageParser.parse(text: """
            ## 孝义市推进煤化工产业发展

            本报讯（记者 王涛）7月9日，孝义市召开煤化工产业推进会，要求各企业

            深入促进煤化工延链补链7月10日电

            力，签约项目加快落地。

            ## 吕梁机场新开航线

            吕梁4月27日电（记者 王子瑞）吕梁机场新开至三亚的航线。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["孝义市推进煤化工产业发展", "吕梁机场新开航线"])
        XCTAssertEqual(page.articles.first?.lines.last, 7)
        XCTAssertEqual(page.articles.last?.dateline, "吕梁4月27日电")
    }

    /// Review of revisions 150–155: leads filed from a town or under an outlet's name
    /// (`方山县北武当镇7月12日电`, `黄河新闻网吕梁4月27日电`) still open stories.
    func testLeadsFiledFromATownOrUnderAnOutletStillOpenStories() {
        for dateline in ["方山县北武当镇7月12日电", "汾阳市杏花村镇4月27日电", "黄河新闻网吕梁4月27日电", "吕梁日报社中阳县暖泉镇12月5日电"] {
            let page = PageParser.parse(text: "## 抢通道路恢复供电\n\n\(dateline)（记者 王子瑞）连日来，当地干部群众连续奋战，道路全部抢通。\n")
            XCTAssertEqual(page.articles.first?.dateline, dateline)
        }
    }

    /// A Q&A's marked questions over their answers stay inside its story; a line under a column's
    /// name that ends in a comma runs on into the text; a kicker over a headline opening with a
    /// count and stating its own clause stays kicker and headline (review of 152 and 153).
    func testQuestionsOverAnswersAndLinesEndingInACommaStayText() {
        let qa = PageParser.parse(text: """
            # 医保政策问答

            本报记者 王涛

            ## 异地就医如何备案？

            答：参保人员可以通过国家医保服务平台办理备案。

            ## 门诊费用能报销吗？

            答：符合规定的门诊费用可以按比例报销。
            """)
        XCTAssertEqual(qa.articles.map(\.headline), ["医保政策问答"])
        let comma = PageParser.parse(text: "民生热线\n\n市民来电：我家楼下的路灯坏了，\n\n已经一个多月没有修好，晚上出行很不方便。\n")
        XCTAssertEqual(comma.articles.first?.headline, "")
        let kicker = PageParser.parse(text: "我市扎实推进农村人居环境整治工作\n\n100个美丽乡村示范村建设全面启动\n\n本报讯（记者 李雅萍）近日，我市美丽乡村示范村建设全面启动。\n")
        XCTAssertEqual(kicker.articles.first?.kicker, "我市扎实推进农村人居环境整治工作")
        XCTAssertEqual(kicker.articles.first?.headline, "100个美丽乡村示范村建设全面启动")
    }

    /// Under their stories, a feature's title sharing no words with either story still heads the
    /// feature under its boxed byline (review of 150).
    func testFeatureTitleSharingNoWordsStillHeadsTheFeature() {
        let page = PageParser.parse(text: """
            本报讯（记者 刘洋）5月8日，中阳县新建的三座口袋公园正式向市民开放，园内栽植花木两千余株。

            中阳县三座口袋公园开放

            那一树繁花的约定

            □ 本报记者 白雪

            五月的岚县，漫山遍野开得正艳，游客沿着山路缓缓而行。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["中阳县三座口袋公园开放", "那一树繁花的约定"])
    }

    /// A reviewer's probes of revisions 162–169, each a page one of them first read worse than
    /// 161: a short headline at the page's top over a lead (`春到吕梁`) stays the headline; a
    /// short sentence ending a story over a credit stays its text, the line under the credit
    /// the caption; a column word alone inside a story's text (`经济`) is a speck, not a new story.
    func testShortHeadlinesLastSentencesAndLoneColumnWordsReadAsBefore() throws {
        let top = PageParser.parse(text: "春到吕梁\n\n本报讯（记者 王丽娟）3月20日，离石区凤山公园的山桃花竞相绽放。\n\n孝义新建5G基站三百个\n\n本报讯（通讯员 张强）3月19日，孝义市新建5G基站三百个。\n")
        XCTAssertEqual(top.articles.map(\.headline), ["春到吕梁", "孝义新建5G基站三百个"])
        let photo = PageParser.parse(text: """
            ## 离石区老旧小区改造完工

            本报讯（记者 王丽）离石区今年改造老旧小区三十个，惠及居民八千户。

            居民们对改造效果十分满意。

            王芳 摄

            改造后的滨河小区

            ## 交城县举办农民丰收节

            本报讯（通讯员 李明）9月22日，交城县举办农民丰收节。
            """)
        XCTAssertEqual(photo.captions.map(\.text), ["改造后的滨河小区"])
        XCTAssertTrue(photo.articles.first?.bodyText.hasSuffix("居民们对改造效果十分满意。") == true)
        let speck = PageParser.parse(text: "孝义市一季度经济运行稳中向好\n\n本报讯（记者 张华）一季度，孝义市地区生产总值同比增长6.2%。\n\n经济\n\n从产业看，煤焦、铝工业保持平稳。\n")
        XCTAssertEqual(speck.articles.count, 1)
        XCTAssertTrue(speck.articles.first?.bodyText.hasSuffix("铝工业保持平稳。") == true)
    }

    /// Names in brackets right under a headline, over its text (`离石区开展读书月活动` /
    /// `（市委党校教研室 刘芳）`), are its writers: they once closed the story, and its text went
    /// on as a story of no headline. A name of four with a surname of two (`上官晓会`) is no
    /// institution.
    func testNamesInBracketsUnderAHeadlineAreItsWriters() throws {
        let page = PageParser.parse(text: "离石区开展读书月活动\n\n（市委党校教研室 刘芳）\n\n4月23日，离石区读书月活动启动。\n\n## 交口县举办书法展\n\n本报讯 5月1日，交口县书法作品展开展。\n（上官晓会 李晓雯）\n")
        XCTAssertEqual(page.articles.map(\.headline), ["离石区开展读书月活动", "交口县举办书法展"])
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["刘芳"])
        XCTAssertEqual(page.articles.first?.bodyText, "4月23日，离石区读书月活动启动。")
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["上官晓会", "李晓雯"])
    }

    /// On a page of headlines after their stories, a sentence under a photo's credit with the
    /// next story's headline under it may be that story's text (`近日，中阳县…观测站。` /
    /// `中阳建成30个乡村自动气象站`): the line over the credit stays the photo's caption, as
    /// before 162, and the story keeps its text.
    func testASentenceUnderACreditOverAHeadlineStaysItsStorysText() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 王涛）10月12日，石楼红枣文化节开幕，共签约项目12个，金额3800余万元。

            石楼红枣文化节开幕

            现场签约3800余万元

            李强 摄

            近日，中阳县在全县10个乡镇建成30个乡村自动气象观测站。

            中阳建成30个乡村自动气象站
            """)
        XCTAssertEqual(page.articles.last?.headline, "中阳建成30个乡村自动气象站")
        XCTAssertEqual(page.articles.last?.bodyText, "近日，中阳县在全县10个乡镇建成30个乡村自动气象观测站。")
    }

    /// A second reviewer's probes of 172–174: a headline with a field's shape outside any notice
    /// (`# 出行方式：绿色低碳成新风尚`) stays a headline; `特 此 通 告` closing a notice titles none; a
    /// full column line leading into a date (`…定于今年` / `9月20日，…`) stays the story's text.
    func testFieldShapedHeadlinesClosingWordsAndLinesLeadingIntoADateReadAsBefore() throws {
        let fields = PageParser.parse(text: "# 出行方式：绿色低碳成新风尚\n\n本报讯（记者 刘洋）近年来，我市大力倡导绿色出行。\n\n# 开放时间：市图书馆延长至晚9点\n\n本报讯（记者 王敏）11月1日起，市图书馆开放时间延长至每晚9点。\n")
        XCTAssertEqual(fields.articles.map(\.headline), ["出行方式：绿色低碳成新风尚", "开放时间：市图书馆延长至晚9点"])
        let closing = "关于调整城区公交线路的通告\n\n为方便市民出行，自12月1日起，市公交公司对城区6条线路进行调整。\n\n特 此 通 告\n\n吕梁市公共交通有限公司\n"
        XCTAssertEqual(PageParser.parse(text: closing).articles.count, 1)
        let wrap = { (text: String) in stride(from: 0, to: text.count, by: 15).map { String(text.dropFirst($0).prefix(15)) } }
        let lines = ["汾阳杏花村", "文化旅游节开幕", "第十届杏花村文化旅游节定于今年"]
            + wrap("9月20日，在汾阳市杏花村镇开幕，为期三天。活动期间将举办品酒会、民俗展演等系列活动，邀请省内外客商参加。")
            + wrap("本报讯（记者 王涛）10月12日，石楼县红枣文化节开幕，共签约项目十二个，金额三千八百余万元，带动枣农增收。")
        let festival = PageParser.parse(text: lines.joined(separator: "\n\n") + "\n")
        XCTAssertEqual(festival.articles.first?.headline, "汾阳杏花村文化旅游节开幕")
        XCTAssertTrue(festival.articles.first?.bodyText.hasPrefix("第十届杏花村文化旅游节定于今年9月20日") == true)
    }

    /// Pages of a reviewer's probes of revisions 177–189 that those revisions read worse than
    /// 176, each pinned here as the page reads since 191.
    /// `乡村医生王秀兰的三十年` / `□ 本报记者 刘晓燕` under a photo on a page of headlines below: a
    /// feature's title over its writer, whose text runs into the next story, not photo news.
    func testAFeatureTitledOverItsWriterUnderAPhotoKeepsItsTitle() throws {
        let page = PageParser.parse(text: [
            "本报讯（记者 冯晓军）6月10日，孝义市2023年重点项目观摩活动举行，观摩团先后走进12个重点项目现场。",
            "孝义市观摩重点项目建设",
            "6月12日，游客在碛口古镇参观游览。", "本报记者 任晓光 摄",
            "乡村医生王秀兰的三十年", "□ 本报记者 刘晓燕",
            "在岚县东村镇，提起乡村医生王秀兰，村民们都说她是“自家人”。三十年来，她背着药箱走遍了周边十几个村子。",
            "本报讯（记者 郭晓燕）6月11日，吕梁市第三届职业技能大赛开幕，来自全市各行业的600余名选手同台竞技。",
            "全市职业技能大赛开幕",
        ].joined(separator: "\n\n") + "\n")
        XCTAssertTrue(page.articles.contains { $0.headline == "乡村医生王秀兰的三十年" && $0.bylines.map(\.name) == ["刘晓燕"] })
    }

    /// `□ 本报记者 方山 李娜`: after a role, a county's name is a reporter's, not where a writer
    /// signs from (184 dropped it).
    func testACountysNameAfterARoleIsAReportersName() throws {
        let page = PageParser.parse(text: "## 方山县推进核桃提质增效\n\n□ 本报记者 方山 李娜\n\n今年以来，方山县推进核桃提质增效。\n")
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["方山", "李娜"])
    }

    /// `2022年6月10日 星期五 上午 电话：0358-8225566` inside a notice: a time of day and a contact
    /// after a date are the notice's text, not the footer (185 read them as the footer, and
    /// dated the page by them).
    func testADateWithATimeOfDayAndAPhoneInANoticeIsNoFooter() throws {
        let page = PageParser.parse(text: """
            ## 关于举办2022年吕梁市职业技能培训班的通知

            为提升劳动者职业技能水平，市人社局决定举办2022年职业技能培训班，现将有关事项通知如下：

            2022年6月10日 星期五 上午 电话：0358-8225566

            吕梁市人力资源和社会保障局

            2022年6月1日 星期三 编辑：刘洋 校对：王芳
            """)
        XCTAssertEqual(page.date, "2022-06-01")
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 9))
    }

    /// `## 老旧小区改造惠及万余户` / `民生·回音壁` / `本报讯…`: a column's name printed under a
    /// headline leaves the headline its story's (189 left it a story of none).
    func testAHeadlineOverItsColumnsNameKeepsItsStory() throws {
        let page = PageParser.parse(text: """
            （上接第1版）会议要求，各级各部门要压实责任，细化措施，确保各项任务落地见效。

            ## 老旧小区改造惠及万余户

            民生·回音壁

            本报讯（记者 李晓燕）今年以来，离石区启动老旧小区改造项目32个，涉及居民1.2万户。
            """)
        XCTAssertEqual(page.articles.last?.headline, "老旧小区改造惠及万余户")
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("今年以来") == true)
    }

    /// A second reviewer's probes of 190–192 that those revisions read worse than 176, pinned as
    /// the pages read since 194.
    /// A column's word, then an editor's word in a headline or a sentence (`## 评论 编辑记者要多到基层去`,
    /// `人物 报社编辑王宁的三十年`, `副刊 编辑手记`, `经济观察 编辑 王 宁 说，这`): no footer row led by the
    /// page's name (192 read them so).
    func testAColumnWordBeforeAnEditorsWordInAHeadlineOrSentenceIsNoFooter() {
        for line in ["## 评论 编辑记者要多到基层去", "人物 报社编辑王宁的三十年", "副刊 编辑手记", "经济观察 编辑 王 宁 说，这"] {
            let page = PageParser.parse(text: "\(line)\n\n本报讯（记者 王宁）近日，我市举行新闻业务培训。\n")
            XCTAssertNil(page.footer, line)
        }
    }

    /// `打造特色产业 促进农民增收` over a headline and its subtitle, over a lead saying both phrases
    /// (`通过打造特色产业、促进农民增收`): the story's kicker, not the page's banner (191 took only a
    /// quoted phrase for the story naming them).
    func testCallsTheStorySaysAreItsKicker() throws {
        let page = PageParser.parse(text: """
            打造特色产业 促进农民增收

            文水县葡萄产业年产值突破5亿元

            种植面积达到3.2万亩

            本报讯（记者 王宁）近年来，文水县通过打造特色产业、促进农民增收，全县葡萄种植面积达到3.2万亩。
            """)
        XCTAssertEqual(page.articles.first?.kicker, "打造特色产业 促进农民增收")
    }

    /// Under a photo on a page of headlines below, a story opening with two writers' lines and
    /// running into its own headline: the run over it is the photo's (191 took the first writer's
    /// line for a feature's, and every headline under it went one story down).
    func testAStoryOpeningWithTwoWritersUnderAPhotoLeavesTheRunToThePhoto() throws {
        let page = PageParser.parse(text: [
            "本报讯（记者 冯晓军）6月10日，孝义市2023年重点项目观摩活动举行，观摩团先后走进12个重点项目现场。",
            "孝义市观摩重点项目建设",
            "6月12日，游客在碛口古镇参观游览。", "本报记者 任晓光 摄",
            "古镇迎来游客高峰",
            "本报记者 刘晓燕", "通讯员 王丽",
            "6月11日，吕梁市第三届职业技能大赛开幕，来自全市各行业的600余名选手同台竞技。",
            "全市职业技能大赛开幕",
            "本报讯（记者 郭晓燕）今年以来，汾阳市新建城市口袋公园8个。",
            "汾阳市新建口袋公园8个",
        ].joined(separator: "\n\n") + "\n")
        XCTAssertEqual(page.articles.map(\.headline), ["孝义市观摩重点项目建设", "古镇迎来游客高峰", "全市职业技能大赛开幕", "汾阳市新建口袋公园8个"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5, 11, 19])
    }

    /// On a page of headlines below, a short line inside a story (parallel 小标题 `聚焦教育均衡`, a
    /// proverb alone as a paragraph, `坚持规划引领` under a dispatch's one-paragraph lead) stays the
    /// story's: revisions 195–199 read it as the headline of the text above and split the story.
    func testAShortLineInsideALongerStoryOnABelowPageStaysItsText() {
        let dispatch = PageParser.parse(text: """
            本报讯（记者 刘 娜）3月10日，孝义市召开春季植树造林动员会，部署全年国土绿化工作。

            会议要求，确保今年完成造林任务3.5万亩。

            孝义市部署春季植树造林

            新华社太原3月5日电（记者 许 文）记者5日从省农业农村厅获悉，我省今年春播工作全面展开。

            坚持规划引领

            全省统筹安排粮食播种面积4700万亩。

            各地积极推广良种良法。

            强化农资保障

            全省储备化肥120万吨。

            农资价格总体平稳。

            我省春播工作全面展开

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(dispatch.articles.map(\.headline), ["孝义市部署春季植树造林", "我省春播工作全面展开"])
        XCTAssertEqual(dispatch.articles.map(\.lines.first), [1, 7])
        let c1a = PageParser.parse(text: """
            本报讯（记者 刘 娜）3月10日，孝义市召开春季植树造林动员会，部署全年国土绿化工作。

            会议要求，各乡镇要落实属地责任，确保今年完成造林任务3.5万亩。

            孝义市春季植树造林全面启动

            本报讯（记者 高 峰 通讯员 张 敏）今年以来，汾阳市聚焦群众关切，扎实推进民生实事。

            全市新建和改扩建幼儿园6所，新增学位1800个。

            聚焦教育均衡

            汾阳市投资1.2亿元实施义务教育薄弱环节改善工程。

            新建学校食堂4座，改造学生宿舍3200平方米。

            聚焦健康服务

            该市在全部乡镇卫生院设立慢病管理门诊。

            家庭医生签约服务覆盖率达到65%。

            汾阳市十件民生实事件件落地

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c1a.articles.map(\.headline), ["孝义市春季植树造林全面启动", "汾阳市十件民生实事件件落地"])
        XCTAssertEqual(c1a.articles.map(\.lines.first), [1, 7])
        let c1b = PageParser.parse(text: """
            本报讯（记者 任 娟）3月8日，文水县妇联举办“巾帼建新功”表彰会，表彰先进集体和个人。

            会上，10名“最美家庭”代表上台领奖。

            文水县表彰巾帼先进

            本报讯（记者 王 刚）3月11日，交城县在天宁镇举行春耕生产现场会。

            会议现场，农技人员为群众讲解测土配方施肥技术。

            一年之计在于春

            该县今年计划播种粮食作物32万亩。

            县农业农村局储备化肥1.5万吨、种子120万公斤。

            交城县春耕备耕有序推进

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c1b.articles.map(\.headline), ["文水县表彰巾帼先进", "交城县春耕备耕有序推进"])
        XCTAssertEqual(c1b.articles.map(\.lines.first), [1, 7])
    }

    /// Phrases parted by a comma after text, over the footer, the story's closing names or nothing
    /// (a last paragraph whose full stop the OCR lost, a list's last item, an essay's motto, a
    /// notice's closing slogan), stay the text: revision 195 read them as headlines of no story
    /// or of the names under them.
    func testACommaLineAfterTextIsNoHeadline() {
        let c2a = PageParser.parse(text: """
            中共吕梁市委机关报 吕梁日报社出版

            2024年3月12日

            星期二

            农历甲辰年二月初三

            第11247期

            今日8版

            # 兴县小杂粮走俏全国市场

            本报讯（记者 郭 亮）3月10日，兴县小杂粮产业发展大会召开。

            近年来，兴县依托独特的自然条件，大力发展红芸豆、谷子、荞麦等小杂粮种植。

            目前，全县小杂粮种植面积达到45万亩

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c2a.articles.map(\.headline), ["兴县小杂粮走俏全国市场"])
        XCTAssertEqual(c2a.articles.map(\.lines.first), [13])
        let c2b = PageParser.parse(text: """
            # 方山县北武当镇建成光伏电站

            本报讯 3月5日，方山县北武当镇10兆瓦光伏电站并网发电。

            该电站由县城投公司投资建设，总投资4200万元。

            据悉，电站年发电量可达1400万千瓦时

            （张 敏 王 伟）

            # 中阳县开展消防安全大排查

            本报讯 3月6日起，中阳县在全县开展为期一个月的消防安全大排查。

            排查重点是人员密集场所和“九小”场所。

            （李 娜）

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c2b.articles.map(\.headline), ["方山县北武当镇建成光伏电站", "中阳县开展消防安全大排查"])
        XCTAssertEqual(c2b.articles.map(\.lines.first), [1, 11])
        let c2e = PageParser.parse(text: """
            # 孝义市出台稳就业十条措施

            本报讯 近日，孝义市出台稳就业十条措施，主要包括：

            一、扩大企业吸纳就业补贴范围。

            二、加大创业担保贷款支持力度。

            三、开发乡村公益性岗位，兜底安置困难群众

            （刘 洋）

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c2e.articles.map(\.headline), ["孝义市出台稳就业十条措施"])
        XCTAssertEqual(c2e.articles.map(\.lines.first), [1])
        let c2o = PageParser.parse(text: """
            # 做新时代的追梦人

            □ 王 燕

            青春是用来奋斗的。每一代青年都有自己的际遇和机缘。

            我们要立足岗位，踏实做事，在平凡中书写不平凡。

            不负韶华，只争朝夕

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c2o.articles.map(\.headline), ["做新时代的追梦人"])
        XCTAssertEqual(c2o.articles.map(\.lines.first), [1])
        let c2w = PageParser.parse(text: """
            # 吕梁市森林防火禁火令

            一、全市行政区域内禁止野外用火。

            二、禁止在林区吸烟、烧纸、燃放烟花爆竹。

            森林防火，人人有责

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c2w.articles.map(\.headline), ["吕梁市森林防火禁火令"])
        XCTAssertEqual(c2w.articles.map(\.lines.first), [1])
    }

    /// Lines opening with a page (`1版为要闻版，…`, `2版 刘晓燕`, `1版《孝义：秋收正忙》`) under no
    /// contents label are a story's text (a paper's history, its staff by page, a report's
    /// findings): revision 196 set them aside as a box of contents.
    func testLinesOpeningWithAPageUnderNoContentsLabelAreAStorysText() {
        let c4c = PageParser.parse(text: """
            # 一张报纸的四十年

            □ 本报记者 贺 斌

            1984年，吕梁报正式创刊，当时每周出版两期，每期4个版面。

            改版后，各版分工更加明确：

            1版为要闻版，刊登市委市政府重要新闻；

            2版为综合新闻版，刊登各县市区新闻；

            3版为经济版，刊登经济发展动态；

            4版为副刊，刊登文学作品。

            四十年来，这张报纸见证了吕梁的发展变化。

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c4c.articles.map(\.headline), ["一张报纸的四十年"])
        XCTAssertEqual(c4c.articles.map(\.lines.first), [1])
        XCTAssertFalse(c4c.noise.contains { $0.reason.hasPrefix("a box of contents") })
        let c4i = PageParser.parse(text: """
            # 市新闻出版局通报报刊审读情况

            本报讯 近日，市新闻出版局通报一季度报刊审读情况。

            审读发现的问题主要有：

            2版差错率偏高，个别标题用词不够规范。

            3版图片说明存在错别字。

            各单位要认真整改，切实提高出版质量。

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c4i.articles.map(\.headline), ["市新闻出版局通报报刊审读情况"])
        XCTAssertEqual(c4i.articles.map(\.lines.first), [1])
        XCTAssertFalse(c4i.noise.contains { $0.reason.hasPrefix("a box of contents") })
        let c4f = PageParser.parse(text: """
            # 吕梁日报两会报道团队

            本报讯 为做好今年全国两会报道，本报抽调精干力量组成报道团队。各版责任编辑如下：

            1版 王立新

            2版 刘晓燕

            3版 赵建军

            全体采编人员将以饱满热情做好报道。

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c4f.articles.map(\.headline), [""])
        XCTAssertEqual(c4f.articles.map(\.lines.first), [3])
        XCTAssertFalse(c4f.noise.contains { $0.reason.hasPrefix("a box of contents") })
        let c4l = PageParser.parse(text: """
            # 吕梁日报开展“金秋好新闻”评选

            本报讯 近日，本报开展“金秋好新闻”评选，经评委会评审，以下作品获奖：

            1版《孝义：秋收正忙》

            3版《柳林红枣丰收季》

            5版《交口山乡新变化》

            获奖作者将在年终表彰会上受到表彰。

            2024年3月12日 星期二 编辑：王 磊 校对：张 燕 组版：李 强
            """)
        XCTAssertEqual(c4l.articles.map(\.headline), [""])
        XCTAssertEqual(c4l.articles.map(\.lines.first), [3])
        XCTAssertFalse(c4l.noise.contains { $0.reason.hasPrefix("a box of contents") })
    }

    /// A headline and subtitle at the foot of a page of headlines above, under a news brief printed
    /// headless (`本报讯…`), head a story carried on elsewhere, not the brief: revision 197 gave
    /// them to the brief.
    func testAHeadlineAtTheFootUnderANewsBriefHeadsNoneOfIt() {
        let c5k = PageParser.parse(text: """
            # 市委理论学习中心组举行集体学习

            本报讯（记者 李雅萍）3月11日，市委理论学习中心组举行集体学习，围绕新质生产力进行专题研讨。

            会议强调，要因地制宜发展新质生产力，推动全市高质量发展。

            # 孝义市新建口袋公园12个

            本报讯（记者 付 敏）今年，孝义市在城区新建口袋公园12个，方便群众就近休闲。

            公园内设置健身器材、休闲座椅等设施。

            # 岚县启动马铃薯良种繁育

            本报讯（记者 冯 涛）3月9日，岚县马铃薯良种繁育基地开始育苗。

            今年计划繁育脱毒种薯1.2亿粒。

            本报讯 3月9日，交口县召开春耕备耕工作会议，安排部署全年农业生产。

            会议要求，要确保粮食播种面积稳定在25万亩以上。

            # 兴县：小杂粮撬动大产业

            ——兴县特色农业发展纪实
            """)
        XCTAssertEqual(c5k.articles.map(\.headline), ["市委理论学习中心组举行集体学习", "孝义市新建口袋公园12个", "岚县启动马铃薯良种繁育", "", "兴县：小杂粮撬动大产业"])
        XCTAssertEqual(c5k.articles.map(\.lines.first), [1, 7, 13, 19, 23])
    }
}
