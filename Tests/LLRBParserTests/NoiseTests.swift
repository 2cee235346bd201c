import Foundation
import XCTest
import LLRBParser

/// What the parser sets aside as noise, and what it must not: symbol lines, specks and radicals read
/// from a picture, vertical text fallen one character to a line and page numbers between dots are
/// noise; a headline or subtitle beside vertical text, a graphic's label and Latin letters inside a
/// sentence are not.
final class NoiseTests: XCTestCase {
    // MARK: - Noise

    func testSymbolLinesAreNoise() {
        let page = PageParser.parse(text: "■■■\n\n本报讯 正文在这里。\n")
        XCTAssertEqual(page.noise.map(\.text), ["■■■"])
        XCTAssertEqual(page.articles.count, 1)
    }

    func testRadicalsReadFromAPictureAreNoise() throws {
        let page = PageParser.parse(text: try Seeds.text("002").replacingOccurrences(of: "府 m I稿\n", with: "府 m I稿\n\n冂 1 丿\n"))
        XCTAssertTrue(page.noise.contains { $0.text == "冂 1 丿" })
        XCTAssertFalse(page.articles.contains { article in article.body.contains { $0.text.contains("丿") } })
    }

    func testSpeckOverAPhotoCaptionStaysNoiseWithoutItsHeadingMark() throws {
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "# 棺\n", with: "棺\n"))
        XCTAssertTrue(page.noise.contains { $0.text == "棺" })
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains("棺") } })
    }

    /// A page number set between dots (`· 2 ·`) is noise, not the first words of the story
    /// under it.
    func testPageNumberBetweenDotsIsNoise() throws {
        let page = PageParser.parse(text: """
            · 2 ·

            ## 岚县擦亮转型发展新名片

            本报讯（记者 付萍成）1月7日，岚县召开转型发展推进会。

            - 3 -
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [3])
        XCTAssertEqual(page.articles.first?.bodyText, "1月7日，岚县召开转型发展推进会。")
        XCTAssertEqual(page.noise.map(\.text), ["· 2 ·", "- 3 -"])
    }

    // MARK: - Vertical text

    func testVerticalTextIsNoiseNotAnArticle() {
        let page = PageParser.parse(text: "签\n\n约\n\n总\n\n金\n\n额\n\n## 真正的标题在这里\n\n本报讯 正文第一句。\n")
        XCTAssertEqual(page.noise.count, 5)
        XCTAssertTrue(page.noise.allSatisfy { $0.reason.contains("vertical") })
        XCTAssertEqual(page.articles.map(\.headline), ["真正的标题在这里"])
    }

    func testSeed001HeadlinesBesideVerticalTextStayHeadlines() throws {
        let vertical = try Seeds.text("000").components(separatedBy: "\n")[28..<57].joined(separator: "\n")
        let text = try Seeds.text("001").replacingOccurrences(of: "张广勇出席\n", with: "张广勇出席\n\n" + vertical + "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "付永文")?.headline, "市政府与中国能建举行工作会谈")
        XCTAssertEqual(page.article(bylineName: "付永文")?.subheadlines, ["张广勇出席"])
        XCTAssertEqual(page.article(bylineName: "王洋")?.subheadlines, ["乔晓峰主持"])
        XCTAssertTrue(page.noise.contains { $0.text == "签" })
    }

    func testSubtitleUnderAHeadlineBesideVerticalTextStaysASubtitle() throws {
        let lines = try Seeds.text("001").components(separatedBy: "\n")
        let vertical = try Seeds.text("000").components(separatedBy: "\n")[28..<57]
        let story = lines[36..<43].joined(separator: "\n") + " (下转2版)"
        let text = [story, lines[32..<35].joined(separator: "\n"), vertical.joined(separator: "\n"), lines[46..<49].joined(separator: "\n")]
            .joined(separator: "\n\n")
        let page = PageParser.parse(text: text)
        let meeting = try XCTUnwrap(page.article(bylineName: "王洋"))
        XCTAssertEqual(meeting.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(meeting.subheadlines, ["乔晓峰主持"])
        XCTAssertFalse(page.noise.contains { $0.text == "乔晓峰主持" })
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

    // MARK: - Letters in text
    // Latin letters inside a sentence's column lines are the sentence's, whether a wrap broke them
    // off a word or a word of them stands alone on a line: set aside as OCR garbage or as symbols
    // with no text, `GDP` could not be found (two misses of 12,943 articles on an archive generated
    // apart).

    /// `柳林县Ｇ` / `ＤＰ首次突破 ４７ 亿`: the second line's letters go on the word the first broke off.
    func testLettersBrokenOffAWordAtAWrapAreText() throws {
        let page = PageParser.parse(text: """
            柳林县经济运行稳中向好

            本报讯（记者 张强）今年以来，柳林县统筹推进疫情防控和经济
            社会发展情况。柳林县Ｇ
            ＤＰ首次突破 ４７ 亿
            元。据统计，全县累计新增城镇
            就业 ９９８３ 人。（王明）
            """)
        XCTAssertEqual(page.noise.map(\.text), [])
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("柳林县ＧＤＰ首次突破４７亿元"))
    }

    /// `GDP` alone on its line between two lines of one sentence.
    func testAWordOfLettersAloneInsideASentenceIsText() throws {
        let text = """
            柳林县经济运行稳中向好

            本报讯（记者 张强）今年以来，柳林县稳企业、稳就业、稳经济。柳林县

            GDP

            首次突破 7019 亿元。截至 3 月 27 日，全县累计新增城镇就业 9983 人。（王明）
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "GDP", by: "letters-in-text")
        XCTAssertEqual(page.noise.map(\.text), [])
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("柳林县GDP首次突破7019亿元"))
    }

    // MARK: - Page furniture and junk (issue 47)

    private let bannerPage = """
        学习贯彻党的二十大精神

        ## 交城县开展安全生产检查

        本报讯（记者 王涛）近日，交城县开展安全生产检查。

        检查组一行深入企业，查看安全生产情况。

        是°·

        ## 文水县推进项目建设

        本报讯（记者 李华）近日，文水县召开重点项目推进会。
        """

    /// `学习贯彻党的二十大精神` across the page's top is its banner: no kicker of the story under it.
    func testASloganBannerIsNoKickerOfTheStoryUnderIt() throws {
        let page = PageParser.parse(text: bannerPage)
        XCTAssertEqual(page.articles.map(\.kicker), [nil, nil])
        XCTAssertEqual(page.articles.first?.lines.first, 3)
        XCTAssertTrue(page.noise.contains { $0.text == "学习贯彻党的二十大精神" })
        XCTAssertDecided(bannerPage, line: "学习贯彻", by: "slogan-banner")
    }

    /// A slogan in the page's largest type (`# 奋进新征程 建功新时代` over a `###` headline), or a
    /// campaign's name (`学习贯彻…思想主题教育`), is the banner too.
    func testASloganInThePagesLargestTypeIsTheBanner() throws {
        let marked = "# 奋进新征程 建功新时代\n\n### 孝义市：老工业城市闯出新路子\n\n□ 本报记者 郭建英\n\n孝义市加快转型，新兴产业不断壮大。\n"
        XCTAssertDecided(marked, line: "# 奋进新征程", by: "slogan-banner")
        XCTAssertEqual(PageParser.parse(text: marked).articles.map(\.kicker), [nil])
        let campaign = "学习贯彻习近平新时代中国特色社会主义思想主题教育\n\n文水县：铝镁产业集群加速崛起\n\n□ 本报记者 郭建英\n\n文水县铝镁产业集群加速崛起。\n"
        XCTAssertEqual(PageParser.parse(text: campaign).articles.map(\.kicker), [nil])
        XCTAssertEqual(PageParser.parse(text: campaign).articles.map(\.headline), ["文水县：铝镁产业集群加速崛起"])
    }

    /// Set as a kicker, with the OCR's heading mark right over the headline, the same words
    /// are the story's kicker.
    func testASloganMarkedAsAKickerStaysTheKicker() throws {
        let page = PageParser.parse(text: "### 学习贯彻党的二十大精神\n## 交城县开展安全生产检查\n\n本报讯（记者 王涛）近日，交城县开展安全生产检查。\n")
        XCTAssertEqual(page.articles.first?.kicker, "学习贯彻党的二十大精神")
    }

    /// `是°·`: a sign and a dot beside one ideograph are a speck, not the story's last words.
    func testSignsBesideOneCharacterAreNoise() throws {
        let page = PageParser.parse(text: bannerPage)
        XCTAssertFalse(page.articles[0].bodyText.contains("是°"))
        XCTAssertDecided(bannerPage, line: "是°·", by: "noise")
        XCTAssertEqual(PageParser.parse(text: "气温30°，天气晴好。\n").noise, [])
    }

    /// `。·` under a headline is a speck by a mark, no sentence's end broken off: the headline
    /// over it stays one (a lone `。` would carry the line above on).
    func testAFullStopBesideASpeckIsDebrisNotTheLineAbovesEnd() {
        let page = PageParser.parse(text: """
            本报讯（记者 王涛）11月10日，汾阳市在城区十个社区开设课堂，首批报名学生六百余人。

            汾阳市开设“四点半课堂”

            。·

            □ 本报记者 韩丽萍

            交口县回龙乡的养蜂人张保平，今年收获蜂蜜三千多斤。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["汾阳市开设“四点半课堂”", ""])
        XCTAssertEqual(page.noise.map(\.text), ["。·"])
    }

    /// `一 一 ◆ 、` after a story's last line: the OCR read a rule or dash of a picture as `一`
    /// beside a sign, no story of its own.
    func testOnesBesideASignAreSpecksOfAPicture() {
        let page = PageParser.parse(text: """
            ## 临县举办红枣产业发展论坛

            本报讯 5月6日，临县举办红枣产业发展论坛，来自全国的专家学者齐聚一堂。

            一 一 ◆ 、
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertEqual(page.noise.map(\.text), ["一 一 ◆ 、"])
    }

    // MARK: - The page's head

    /// A campaign slogan right under the masthead (`喜迎党的二十大`, `高质量发展在吕梁`,
    /// `庆祝中国共产党成立100周年`), or anywhere over a story that has a kicker of its own
    /// (`决战决胜脱贫攻坚` / `冬季行动再发力` / headline), is the page's banner in any type, and
    /// the story's headline and kicker are the lines under it.
    func testACampaignSloganAtThePagesHeadIsItsBanner() throws {
        let masthead = "中共吕梁市委机关报\n\n吕梁日报社出版\n\n第10573期 今日8版\n\n"
        let lead = "\n\n本报讯（记者 郝文静）3月1日，全市春耕备耕工作推进会召开。\n"
        let cases: [(head: String, slogan: String, kicker: String?, headline: String)] = [
            (masthead + "喜迎党的二十大\n\n全市春耕备耕工作推进会召开", "喜迎党的二十大", nil, "全市春耕备耕工作推进会召开"),
            ("高质量发展在吕梁\n\n全市春耕备耕工作推进会召开", "高质量发展在吕梁", nil, "全市春耕备耕工作推进会召开"),
            (masthead + "### 庆祝中国共产党成立100周年\n\n### 抢抓农时不误春耕\n\n## 全市春耕备耕工作推进会召开",
             "### 庆祝中国共产党成立100周年", "抢抓农时不误春耕", "全市春耕备耕工作推进会召开"),
            ("决战决胜脱贫攻坚\n\n春耕行动再发力\n\n全市春耕备耕工作推进会召开", "决战决胜脱贫攻坚", "春耕行动再发力", "全市春耕备耕工作推进会召开"),
        ]
        for (head, slogan, kicker, headline) in cases {
            let text = head + lead
            XCTAssertDecided(text, line: slogan, by: "page-head")
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.articles.map(\.headline), [headline], slogan)
            XCTAssertEqual(page.articles.first?.kicker, kicker, slogan)
            XCTAssertTrue(page.noise.contains { slogan.hasSuffix($0.text) }, slogan)
        }
    }

    /// A pair of calls of one length heading the page (`提振消费信心 释放消费潜力`) over a kicker and a
    /// headline is the page's banner; over a headline alone, or over a story that quotes one of
    /// its phrases (`“项目为王”`), it is the story's kicker.
    func testAPairOfCallsHeadingThePageOverAKickerIsItsBanner() throws {
        let masthead = "吕梁日报\n\n2023年6月26日\n\n第8797期\n\n"
        let banner = masthead + "提振消费信心 释放消费潜力\n\n第三轮政银企联合消费券今日开抢\n\n1500万元消费券助力“夏日消费季”\n\n"
            + "吕梁6月25日电（记者 段文杰）6月25日，第三轮消费券开始发放，市民可在手机上领取。\n"
        XCTAssertDecided(banner, line: "提振消费信心", by: "page-head")
        let page = PageParser.parse(text: banner)
        XCTAssertEqual(page.articles.first?.kicker, "第三轮政银企联合消费券今日开抢")
        XCTAssertEqual(page.articles.first?.headline, "1500万元消费券助力“夏日消费季”")
        let kicker = masthead + "项目为王 实干为要\n\n我市第二季度37个重点项目集中开工\n\n总投资186.5亿元\n\n"
            + "本报讯（记者 张晋峰）6月27日，全市重点项目集中开工。\n\n今年以来，我市坚持“项目为王”鲜明导向。\n"
        XCTAssertEqual(PageParser.parse(text: kicker).articles.first?.kicker, "项目为王 实干为要")
        let alone = masthead + "提振消费信心 释放消费潜力\n\n第三轮政银企联合消费券今日开抢\n\n"
            + "吕梁6月25日电（记者 段文杰）6月25日，第三轮消费券开始发放，市民可在手机上领取。\n"
        XCTAssertEqual(PageParser.parse(text: alone).articles.first?.kicker, "提振消费信心 释放消费潜力")
        // Calls of about one length, two to four of them (one opening as a call does), under the
        // page's section name; set larger than the headline under them, they are the banner over
        // a headline alone too.
        let four = "平安吕梁\n\n安全生产 人人有责 遵章守规 平安相随\n\n安全知识送到群众身边\n\n我市举行“安全生产月”宣传咨询日活动\n\n"
            + "本报讯（记者 韩冬梅）6月11日，我市“安全生产月”宣传咨询日活动在离石区人民广场举行。\n"
        XCTAssertDecided(four, line: "安全生产 人人有责", by: "page-head")
        let larger = "# 守护母亲河 建设生态吕梁\n\n## 石楼沿黄万亩荒山披绿装\n\n"
            + "本报讯（记者 武晓鹏）今春，石楼县在沿黄荒山上完成造林2.3万亩。\n\n## 手机应用违规收集个人信息将被集中整治\n\n本报讯 近日，整治开始。\n"
        XCTAssertDecided(larger, line: "# 守护母亲河", by: "page-head")
        XCTAssertNil(PageParser.parse(text: larger).articles.first?.kicker)
        // Two phrases that say what happened, no call, are the story's however they are set:
        // `红枣红了 枣农笑了` over a headline and its subtitle its kicker, `# 小山村 大变化` over `##`
        // its headline.
        let eventKicker = "红枣红了 枣农笑了\n\n临县红枣喜获丰收\n\n全县产量预计突破5亿斤\n\n本报讯（记者 李明）今年，临县80万亩红枣喜获丰收。\n"
        XCTAssertEqual(PageParser.parse(text: eventKicker).articles.first?.kicker, "红枣红了 枣农笑了")
        let title = "# 小山村 大变化\n\n## 交口县回龙村旧貌换新颜\n\n本报讯（记者 李明）走进交口县回龙村，一排排新房整齐排列。\n"
        XCTAssertEqual(PageParser.parse(text: title).articles.first?.headline, "小山村 大变化")
        // In the second size, over a smaller line, they are a headline over its subtitle.
        let headline = "## 外贸提质 稳步增长\n\n### 全市外贸发展综述\n\n□ 本报记者 刘飞娜\n\n今年以来，全市外贸稳步增长。\n"
        XCTAssertEqual(PageParser.parse(text: headline).articles.first?.headline, "外贸提质 稳步增长")
    }

    /// Under the page's section name (`要闻`), right over a headline, a campaign slogan is set as
    /// that story's kicker; so is a slogan the OCR marked smaller than the headline under it.
    func testASloganRightOverAHeadlineUnderTheSectionNameIsTheKicker() throws {
        let page = PageParser.parse(text: "要闻\n\n决战决胜脱贫攻坚\n\n临县最后12个贫困村全部退出\n\n本报讯（记者 吴倩）12月2日，临县最后12个贫困村全部退出。\n")
        XCTAssertEqual(page.articles.first?.kicker, "决战决胜脱贫攻坚")
        XCTAssertEqual(page.articles.first?.headline, "临县最后12个贫困村全部退出")
    }

    /// The page's section name at its very top (`# 县域经济`), in any type, over the first story's
    /// banner and headline, is the story's rubric, not its kicker.
    func testASectionNameMarkedAtThePagesTopIsItsRubric() throws {
        let text = "# 县域经济\n\n## 不忘初心 牢记使命\n\n## 汾阳庆祝中国农民丰收节\n\n黄河新闻网汾阳讯（贾文彬）9月22日，汾阳市庆祝中国农民丰收节。\n"
        XCTAssertDecided(text, line: "# 县域经济", by: "page-head")
        XCTAssertDecided(text, line: "## 不忘初心", by: "page-head")
        let article = try XCTUnwrap(PageParser.parse(text: text).articles.first)
        XCTAssertEqual(article.rubric, "县域经济")
        XCTAssertNil(article.kicker)
        XCTAssertEqual(article.headline, "汾阳庆祝中国农民丰收节")
        XCTAssertEqual(article.lines.first, 5)
    }

    /// At a page's foot, a line of contacts (`咨询电话：…`) under a story is its text: no headline of
    /// a story of its own.
    func testContactsAtThePagesFootAreTheTextOverThem() throws {
        let text = """
            打通农村物流“最后一公里”

            岚县快递进村实现全覆盖

            本报讯（通讯员 乔丽娟）12月7日，在岚县界河口镇一个村的便民超市里，村民王秀芳取到了快递。

            今年以来，岚县整合邮政、供销和多家快递企业资源，建成村级服务站126个。

            咨询电话：0358-5550168

            2021年12月9日 星期四 经济新闻 编辑：田雅琴 校对：刘佳
            """
        XCTAssertDecided(text, line: "咨询电话", by: "contact-line")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.first?.headline, "岚县快递进村实现全覆盖")
        XCTAssertTrue(page.articles.first?.bodyText.hasSuffix("咨询电话：0358-5550168") == true)
        // Two phrases at the foot of a page of headlines under their stories are the last
        // story's headline, whether or not they share its words (`青春无悔 大爱无疆`): a slogan there
        // is told from a headline by nothing on the page.
        let headline = "本报讯（记者 冯婧）晚上7点半，离石区一家文化馆的夜校教室里灯火通明。\n\n不少年轻人下班后来夜校学书法、学摄影。\n\n青春无悔 大爱无疆\n"
        XCTAssertEqual(PageParser.parse(text: headline).articles.first?.headline, "青春无悔 大爱无疆")
    }

    /// `棺 是°·` (two specks and signs of a picture), `- 1/` (a digit between strokes), `1-1 一 .`
    /// and `一 .、` (digits, strokes or a Latin full stop beside `、`, and a rule read as `一`) are
    /// noise, not the last words of the story over them; a list's number with its one stop
    /// (`（一）.`, `一...`, `一.1`) is the story's text.
    func testSpecksSignsAndRuleMarksAreNoiseAndAListsNumberIsText() throws {
        for speck in ["# 棺 是°·", "- 1/", "1-1 一 .", "一 .、"] {
            let text = "交城县开展安全生产检查\n\n本报讯（记者 王涛）近日，交城县开展安全生产检查。\n\n\(speck)\n"
            XCTAssertDecided(text, line: speck, by: "noise")
            XCTAssertEqual(PageParser.parse(text: text).articles.first?.lines.last, 3, speck)
        }
        for item in ["（一）.", "一...", "一.1"] {
            let text = "交城县开展安全生产检查\n\n本报讯（记者 王涛）近日，交城县开展安全生产检查。\n\n\(item)\n\n检查组深入企业查找隐患。\n"
            XCTAssertTrue(PageParser.parse(text: text).articles.first?.bodyText.contains(item) == true, item)
        }
    }

    /// A banner of two or more calls, each opening with a campaign's verb and spanning the page
    /// (`弘扬伟大建党精神 奋力推进吕梁高质量转型发展`, `奋进新征程 建功新时代 喜迎党的二十大`), is no
    /// line of the story over it nor the kicker of the one under it; two short calls
    /// (`凝心聚力 砥砺前行`) may be a kicker.
    func testABannerOfCampaignCallsIsNoiseWhereverItStands() throws {
        for banner in ["弘扬伟大建党精神 奋力推进吕梁高质量转型发展", "奋进新征程 建功新时代 喜迎党的二十大"] {
            let text = """
                ## 市气象台发布暴雨蓝色预警

                本报讯（记者 高雅琴）9月18日，市气象台发布暴雨蓝色预警。

                交通部门提醒，降雨期间山区道路易发生落石。

                \(banner)

                ## 法官把“法庭”搬到了炕头上

                本报讯（通讯员 王晓燕）9月17日，临县法院在村民家中开庭审理一起赡养纠纷。
                """
            XCTAssertDecided(text, line: banner, by: "campaign-banner")
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.articles.map(\.lines.last), [5, 11], banner)
            XCTAssertEqual(page.articles.map(\.kicker), [nil, nil], banner)
        }
        let kicker = PageParser.parse(text: "凝心聚力 砥砺前行\n\n全市宣传思想工作会议召开\n\n本报讯（记者 杜晓丽）1月9日，全市宣传思想工作会议召开。\n")
        XCTAssertEqual(kicker.articles.first?.kicker, "凝心聚力 砥砺前行")
    }

    /// Two capitals inside a headline are an abbreviation (`村BA`, `AI`), no OCR garbage: the
    /// headline heads its story.
    func testTwoCapitalsInAShortHeadlineAreAnAbbreviationNotGarbage() {
        for headline in ["“村BA”火起来的背后", "AI赋能智慧农业"] {
            let page = PageParser.parse(text: "\(headline)\n\n这些日子，我市不少乡村的篮球场和田间地头成了最热闹的地方，吸引了成千上万的群众。\n")
            XCTAssertEqual(page.articles.map(\.headline), [headline])
            XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
        }
        for speck in ["府 m I稿", "棺 II稿"] {
            let garbage = PageParser.parse(text: "\(speck)\n\n这些日子，我市不少乡村的篮球场成了最热闹的地方。\n")
            XCTAssertEqual(garbage.noise.map(\.text), [speck])
        }
    }

    /// Stock slogans (`绿水青山就是金山银山`, `人民至上 生命至上`) and a campaign's pair that builds
    /// something in the city (`全民健身 健康吕梁`) are banners over the stories under them, no
    /// kicker or headline; a headline of two phrases saying what happened stays one.
    func testStockSlogansAndCampaignPairsAreBanners() {
        for banner in ["绿水青山就是金山银山", "人民至上 生命至上", "全民健身 健康吕梁", "平安建设 平安山西"] {
            let text = "\(banner)\n\n## 全市中学生篮球联赛收官\n\n本报讯 6月2日，全市中学生篮球联赛在孝义落下帷幕。\n"
            XCTAssertDecided(text, line: String(banner.prefix(2)), by: "stock-slogan")
            XCTAssertEqual(PageParser.parse(text: text).articles.first?.kicker, nil, banner)
        }
        let headline = "## 严管火源守底线 早谋早动抓造林\n\n本报讯 3月5日，我市召开森林防火工作会议。\n"
        XCTAssertEqual(PageParser.parse(text: headline).articles.first?.headline, "严管火源守底线 早谋早动抓造林")
    }

    /// A stock slogan over its writer titles a commentary, and over a story that names its
    /// words it is that story's kicker: only one standing over no story of its own is a banner.
    func testAStockSloganTitlingACommentaryOrNamedByItsStoryStaysItsHead() throws {
        let commentary = "幸福都是奋斗出来的\n\n□ 本报评论员\n\n幸福不会从天而降，好日子是干出来的。\n"
        XCTAssertEqual(PageParser.parse(text: commentary).articles.first?.headline, "幸福都是奋斗出来的")
        let kicker = "全民健身 健康吕梁\n\n## 我市第十届全民健身运动会开幕\n\n本报讯（记者 王涛）8月8日，我市第十届全民健身运动会开幕。\n"
        let story = try XCTUnwrap(PageParser.parse(text: kicker).articles.first)
        XCTAssertEqual(story.kicker, "全民健身 健康吕梁")
        XCTAssertEqual(story.headline, "我市第十届全民健身运动会开幕")
    }

    /// `今日导读` and the lines under it that open with the page they point to (`>>>2版 …`,
    /// `第3版 …`), with the ends a column wrapped (`0条措施`, `村`), are a box of contents set
    /// aside, no stories; a single line opening with a page under no label stays the story's.
    func testABoxOfContentsIsSetAsideNotReadAsStories() {
        let text = """
        ## 市政府召开常务会议

        本报讯（记者 闫晓东）3月14日，市政府召开常务会议，研究部署一季度经济运行等工作。

        今日导读

        >>>2版 我市出台支持民营经济发展2

        0条措施

        ▶第三版 交口：乡村“小游园”扮靓大乡

        村

        >>>5版 春季防火 这些常识要牢记

        要闻部主办 组版：贾 斌 责编：梁 瑜 校对：刘 挺

        """
        XCTAssertDecided(text, line: "今日导读", by: "contents-box")
        XCTAssertDecided(text, line: "2版", by: "contents-box")
        XCTAssertDecided(text, line: "0条措施", by: "contents-box")
        XCTAssertDecided(text, line: "▶第三版", by: "contents-box")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["市政府召开常务会议"])
        XCTAssertEqual(page.noise.filter { $0.reason.hasPrefix("a box of contents") }.count, 6)
        // A short line after the box, over a headline, is its kicker or column, no wrapped end.
        let kicked = PageParser.parse(text: "今日导读\n\n2版 我市出台支持民营经济发展措施\n\n3版 交口：乡村小游园扮靓大乡村\n\n春回大地\n\n## 全市春耕备耕工作会议召开\n\n本报讯（记者 孔丽娟）3月5日，全市春耕备耕工作会议召开。\n")
        XCTAssertEqual(kicked.noise.filter { $0.reason.hasPrefix("a box of contents") }.count, 3)
        XCTAssertEqual(kicked.articles.map(\.headline), ["全市春耕备耕工作会议召开"])
        let single = "## 版面设计大赛举行\n\n本报讯 3月14日，全市报刊版面设计大赛举行。\n\n2版设计获得一等奖，评委认为层次分明。\n"
        XCTAssertDecided(single, line: "2版设计", by: "running-text")
    }
}
