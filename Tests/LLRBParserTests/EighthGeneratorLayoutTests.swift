import XCTest
import LLRBParser

/// Pages of an eighth generator, written apart from the parser: official notices among the
/// stories, commentary under its column's name, photo credits the column's wrap broke. Each page
/// is cut down to the lines at fault.
final class EighthGeneratorLayoutTests: XCTestCase {
    /// A notice's title (`…关于…的公示`) under a commentary that named its writer at its head is
    /// the notice's headline, not a 小标题 of the commentary: the notice is an article of its own.
    func testNoticeTitleAfterACommentaryOpensTheNotice() throws {
        let page = PageParser.parse(text: """
            把医保报销落到实处

            本报评论员

            今年以来，全市医保报销人次达170.4万，群众看病就医更加便捷。

            要加强疫情监测和常态化预警能力建设，健全疫情监测体系和信息报告制度。

            市工信局关于红枣产业有关事项的公示

            根据有关规定，现将红枣产业扶持项目有关事项公示如下。

            公示时间：2019年10月29日至11月4日。联系电话：0358-7067432

            市工信局

            2019年10月29日
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["把医保报销落到实处", "市工信局关于红枣产业有关事项的公示"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9])
        XCTAssertEqual(page.articles.first?.lines.last, 7)
    }

    /// `遗失声明` after a brief that its writers' names close names the notices under it, though
    /// the page prints its stories' headlines under them: a notice's title is never a story's.
    func testLostPropertyNoticeTitleNamesTheNoticesUnderIt() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 任英）10月27日，市委召开会议，研究部署舆情回应工作，要求对监测发现的政务舆情快速反应、抓紧核实。（任英）
            市委部署舆情回应工作
            本报讯 10月25日，市医保局召开专题会议，部署医保基金监管工作。（毛娜亮）
            遗失声明
            蒋霞瑜遗失出生医学证明一本，编号6864828743，特此声明。
            魏建不慎遗失道路运输证，证号：1607746027，声明作废。
            """)
        let notices = page.articles.filter { $0.rubric == "遗失声明" }
        XCTAssertEqual(notices.map(\.lines.first), [5, 6])
        XCTAssertFalse(page.articles.contains { $0.headline == "遗失声明" })
        XCTAssertEqual(page.articles.first { $0.bodyText.contains("医保基金") }?.lines.last, 3)
    }

    /// A column's name of two characters (`评论`) alone over a headline is the commentary's
    /// rubric, not a speck of OCR noise.
    func testTwoCharacterColumnNameOverAHeadlineIsItsRubric() throws {
        let page = PageParser.parse(text: """
            ## 市应急管理局召开调度会

            本报讯（记者 赖亚璐）10月27日，市应急管理局召开黄河流域安全生产调度会。

            评论

            ## 以招商引资之为 答时代之问

            近年来，交城县坚持把招商引资作为经济工作的生命线，培训人员4367人次。

            （作者单位：石楼县融媒体中心）
            """)
        let commentary = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(commentary.headline, "以招商引资之为 答时代之问")
        XCTAssertEqual(commentary.rubric, "评论")
        XCTAssertEqual(commentary.lines.first, 7)
        XCTAssertFalse(page.noise.contains { $0.text == "评论" })
    }

    /// `…隐患0.72处。 通讯` / `员 龚彬志 摄`: a credit the column's wrap broke ends the photo news
    /// whole; its second part is no headline line, and the next story's headline stays its own.
    func testCreditBrokenAcrossLinesEndsThePhotoNews() throws {
        let page = PageParser.parse(text: """
            春耕正当时
            10月27日，汾阳市三交镇黄家湾村。文水县开展安全生产大检查，排查整改隐患72处。 通讯
            员 龚彬志 摄
            六项举措助力安全生产
            本报讯（记者 郭帆俊）10月27日，离石区巩固提升“清化收”，全面推进“经管强”，农村集体经济村均增收2.5万元。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["春耕正当时", "六项举措助力安全生产"])
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertTrue(page.articles.first?.bodyText.hasSuffix("通讯员龚彬志摄") == true)
    }

    /// `团市委工 作人员 冯艳刚说：“二是强化自` / `身建设,…能力水平。”杏`: a column line that opens a
    /// quotation the line under it closes is the quotation's first line, not a headline: read as
    /// one, it cut the story in two there.
    func testColumnLineOpeningAQuotationIsText() throws {
        let page = PageParser.parse(text: """
            我市汾酒文化取得新进展
            —岚县多措并举推进汾酒文化
            本报 讯（通讯员 廖艳明 记者 常静）3月1

            9日，聚焦企业群众办事更便捷，我市正式启

            动“综窗”改革，出台执行相关制度。

            承建方负责人介绍，得 益于市、区两级政府
            的高度重视、相关部门的紧密部署、迅速行

            动，项目自进场施工以 来，从手续办理、水
            电协调、施工建设等方面都得到了新区建管

            中心和各相关部门的大力帮助支持。交城县

            深挖汾酒文化资源，推动酒旅融合。

            团市委工 作人员 冯艳刚说：“二是强化自

            身建设,提高奋进新 征程的能力水平。”杏

            花村汾酒文化源远流长，吸引游客93万人次
            。贾家庄镇吴家岭村的田间地头，一派繁忙

            景象。
            """)
        XCTAssertEqual(page.articles.count, 1, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.first?.lines.last, 26)
    }

    /// `”(薛瑜 钟英桂)`: a line opening with the closing quote of the sentence above, then the
    /// names closing the brief, is that brief's end. Read as a headline, it took the next brief
    /// as its story and cut the first one short of its names.
    func testLineOpeningWithAClosingQuoteIsText() throws {
        let page = PageParser.parse(text: """
            本地新闻

            本报讯 3月24日，岚县会议强调,全市各级各部门要深刻领会

            “两个确立”的决定性意义,切实把思想和行动统一起来。岚县负责人说：“会上,书面通

            报了2021年度市政协党组班子民主生活会整改措施落实情况,彼此坦诚。

            ”(薛瑜 钟英桂)

            本报讯 3月24日，市卫健委市

            政协党组书记、主席乔晓峰主

            持会议。(董彬凯 秦娥)
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 11])
        XCTAssertEqual(page.articles.first?.lines.last, 9)
        XCTAssertEqual(page.articles.map(\.headline), ["", ""])
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

    /// Photo news under a headline of its own (`## 大雪过后`), its caption right under it: the
    /// caption is that photo news's, however few words the two share, and it ends there. Left
    /// on the page, the headline was a story with nothing in it.
    func testCaptionUnderAHeadlineIsThatPhotoNews() throws {
        let page = PageParser.parse(text: """
            ## 大雪过后

            > 10月29日，孝义市西冯家庄镇袁家庄村。图为志愿服务队员清扫积雪。 记者 袁斌凯 摄

            本报讯 10月29日，岚县以创建文明城市为抓手，提升城市品质。
            """)
        let photoNews = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(photoNews.headline, "大雪过后")
        XCTAssertEqual(photoNews.captions.first?.credits.map(\.name), ["袁斌凯"])
        XCTAssertEqual(photoNews.lines.last, 3)
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5])
        XCTAssertTrue(page.warnings.isEmpty, "\(page.warnings)")
    }

    /// `本报评论员文章` over a commentary's headline is the column's name (a rubric), not a kicker:
    /// a column's name is no line of the story it heads.
    func testCommentatorsColumnNameIsARubric() throws {
        let page = PageParser.parse(text: """
            本报评论员文章

            把医保报销落到实处

            今年以来，全市医保报销人次达170.4万，群众看病就医更加便捷。
            """)
        let commentary = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(commentary.rubric, "本报评论员文章")
        XCTAssertNil(commentary.kicker)
        XCTAssertEqual(commentary.lines.first, 3)
    }

    /// Under `遗失声明`, each notice of a lost paper is an item of its own, ending where the paper
    /// is declared void (`声明作废。`, `特此声明。`), however the column's edge cut those words
    /// (`…，特` / `此声明。`, `…声明作` / `废。`); `…，声明` / `作废。` goes on to its end.
    func testLostPropertyNoticesAreItemsOfTheirOwn() throws {
        let page = PageParser.parse(text: """
            遗失声明
            蒋霞瑜遗失出生医学证明一本,编号6864828743,特
            此声明。
            魏建不慎遗失道路运输证
            ,证号:1607746027,声明作
            废。
            常辉旭不慎遗失身份证,证号:1548233287,声明
            作废。
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [2, 4, 7])
        XCTAssertEqual(page.articles.map(\.lines.last), [3, 6, 8])
        XCTAssertEqual(page.articles.map(\.rubric), ["遗失声明", "遗失声明", "遗失声明"])
    }

    /// On a page whose OCR marked its headlines with `#`, an unmarked `声明` over lost papers'
    /// notices still titles them: read as text, the notices ran into the notice signed above.
    func testUnmarkedNoticeTitleOnAMarkedPageStillTitles() throws {
        let page = PageParser.parse(text: """
            ## 吕梁新东方培训学校招聘启事

            保安:10名,待遇面议

            ## 市总工会关于调整部分公交线路的公告

            根据有关规定,现将调整部分公交线路有关事项公告如下。

            特此公告。

            市总工会

            2019年11月4日

            声明

            宋明遗失营业执照正本一本,编号9712316931,特此声明。

            彭勇春的教师资格证丢失,号码5979402279,声明作废。
            """)
        let notice = try XCTUnwrap(page.articles.first { $0.headline == "市总工会关于调整部分公交线路的公告" })
        XCTAssertEqual(notice.lines.last, 13)
        XCTAssertEqual(page.articles.filter { $0.rubric == "声明" }.map(\.lines.first), [17, 19])
    }

    /// A running head set right over the page's first headline (`4 经济` / `柳林县…`, no blank
    /// line between on a page that puts one under every line) is the page's number and section,
    /// not a headline's first line; so is `8 县区`, a section's name of two characters.
    func testRunningHeadOverTheFirstHeadlineIsNoHeadline() throws {
        let page = PageParser.parse(text: """
            4 经济
            柳林县营商环境工作走在全市前列

            —六项举措助力营商环境

            本报讯（记者 崔明鹏）10月26日，“营商环境好不好，企业说了算。”

            市财政局相关负责人说，到目前为止，已经恢复到一天500吨的煤焦油生产加工量。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县营商环境工作走在全市前列"])
        XCTAssertEqual(page.pageNumber, 4)
        let county = PageParser.parse(text: """
            8 县区

            ## 吕梁新东方培训学校招聘启事

            保安:10名,待遇面议
            """)
        XCTAssertEqual(county.articles.map(\.lines.first), [3])
        XCTAssertEqual(county.pageNumber, 8)
    }

    /// What those rules leave alone: a company's statement under `声明`, closed by `特此声明。`,
    /// keeps its signature; a news lead after lost papers' notices opens a story of no column.
    func testStatementKeepsItsSignatureAndALeadEndsTheNoticeColumn() throws {
        let statement = PageParser.parse(text: """
            ## 声明

            我公司公章于近日不慎丢失，自即日起该公章作废，特此声明。

            山西吕梁某某建材有限公司

            2019年10月29日
            """)
        XCTAssertEqual(statement.articles.count, 1)
        XCTAssertEqual(statement.articles.first?.lines.last, 7)
        let column = PageParser.parse(text: """
            遗失声明
            蒋霞瑜遗失出生医学证明一本，编号6864828743，特此声明。
            本报讯 10月29日，岚县召开安全生产专题会议，部署冬季安全生产工作。
            """)
        XCTAssertEqual(column.articles.map(\.rubric), ["遗失声明", nil])
        XCTAssertEqual(column.articles.last?.dateline, "本报讯")
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

    /// A credit broken between two names (`…。 记者 张三` / `李四 摄`, the second line a credit
    /// alone) keeps the names apart: two photographers, not one called 张三李四.
    func testCreditBrokenBetweenNamesKeepsThemApart() throws {
        let page = PageParser.parse(text: """
            春耕正当时
            10月27日，汾阳市三交镇黄家湾村。图为村民在田间劳作。 记者 张三
            李四 摄
            六项举措助力安全生产
            本报讯（记者 郭帆俊）10月27日，离石区巩固提升工作。
            """)
        let credits = page.articles.flatMap(\.captions).flatMap(\.credits) + page.captions.flatMap(\.credits)
        XCTAssertTrue(credits.map(\.name).contains("李四"), "\(credits.map(\.name))")
        XCTAssertFalse(credits.map(\.name).contains("张三李四"))
    }

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

    /// A page of continued stories: a headline repeated over a bare `上接7版` opens the second
    /// story, and the marker, a whole one, is not read as the broken end of the line above.
    func testBareJumpMarkerUnderARepeatedHeadlineOpensTheNextStory() throws {
        let page = PageParser.parse(text: """
            (上接7版)

            孝义市对申请复产的企业分类办理审批，企业复工复产申请经乡镇部门审核

            报送至市疫情防控指挥部后，统一收集，及时讨论研究。

            乡村振兴按下“快进键”

            上接7版

            要进一步规范办理依申请公开，严格落实法定程序，提升答复质量。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "乡村振兴按下“快进键”"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 7])
        XCTAssertEqual(page.articles.last?.continuedFrom?.lines.first, 9)
    }

    /// The column line under a `上接2版` alone is the continued story's text, though short and
    /// unpunctuated; the unmarked headline over the marker stays a headline on a page whose
    /// other headlines the OCR marked with `#`.
    func testColumnLineUnderAJumpInIsText() throws {
        let page = PageParser.parse(text: """
            市公安局召开黄河流域联席会议

            上接2版

            交口县扎实推进黄河流域生态保护 和高质量

            发展，治理水土流失113.9平方公里。对企业复工复产计划进行

            摸底调查，积极对接省里和吕梁市工信部门掌握最新政策。

            ## 方山县黄河流域工作走在全市前列

            本报讯 11月7日，方山县召开黄河流域生态保护工作会议。

            ## 石楼县人居环境交出亮眼答卷

            本报讯 11月7日，石楼县推进农村人居环境整治。
            """)
        XCTAssertEqual(page.articles.first?.headline, "市公安局召开黄河流域联席会议")
        XCTAssertEqual(page.articles.first?.lines.first, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 9)
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("交口县") == true)
    }

    /// A page's number alone under the running head (`吕梁日报 2019.11.22` / `04`) is no piece
    /// of the headline right under it that a column's wrap broke off.
    func testPageNumberAloneAtTheTopStaysOffTheHeadline() throws {
        let page = PageParser.parse(text: """
            吕梁日报 2019.11.22

            04
            市财政局召开红枣产业调度会

            本报讯 11月21日，市财政局召开红枣产业调度会，部署全年工作。

            今年以来，全市红枣产业提质增效，改造低产枣园4.8万亩。
            """)
        XCTAssertEqual(page.articles.first?.headline, "市财政局召开红枣产业调度会")
        XCTAssertEqual(page.articles.first?.lines.first, 4)
    }

    /// Column names ending in `观察`, `速览` or `动态` (`### 吕梁观察`, `吕梁新闻速览`, `县区动态`) over a
    /// story are its rubric, not a kicker of its headline nor a headline of their own: the
    /// story's lines start under them, as under `特别报道`.
    func testColumnNamesEndingInColumnWordsAreRubrics() throws {
        let page = PageParser.parse(text: """
            ### 吕梁观察

            # 让高考成为发展新引擎

            □ 王杰磊

            今年我市参加高考考生4.28万人，设考点28个。

            吕梁新闻速览

            ## 团市委召开黄河流域专题会议

            本报讯 11月2日，团市委召开会议。

            县区动态

            本报讯(记者 梁国敏)11月29日，柳林县统筹推进疫情防控和复工复产。
            """)
        XCTAssertEqual(page.articles.map(\.rubric), ["吕梁观察", "吕梁新闻速览", "县区动态"])
        XCTAssertEqual(page.articles.map(\.kicker), [nil, nil, nil])
        XCTAssertEqual(page.articles.map(\.headline), ["让高考成为发展新引擎", "团市委召开黄河流域专题会议", ""])
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 11, 17])
    }
}
