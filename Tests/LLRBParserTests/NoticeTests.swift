import XCTest
import LLRBParser

/// Notices among the stories: official notices (公告, 公示) and statements (声明) under their titles,
/// closed by who issued them and the day; lost papers' notices (遗失声明), each an item of its own;
/// and headlines reporting a loss, which head news stories.
final class NoticeTests: XCTestCase {
    // MARK: - Notices and their signatures
    // A notice (公告) ends with who issued it and the day, each on a line of its own: both are the
    // notice's text, and the day is no page footer's date.

    private let notice = """
        ## 关于红色旅游的公告

        截至目前，临县已累计完成投资238.4亿元，同比增长20.9%。

        一、在杏花村镇，村民们正忙着平整土地，处处是一派繁忙景象。

        二、联系电话：0358-8270879

        吕梁市委宣传部

        2020年5月13日

        ## 市交通运输局召开现场观摩会

        本报讯（记者 卢飞海）4月25日，全市共建成273个标准化厂房，覆盖92%的乡镇。
        """

    func testTheSignatureEndsTheNotice() throws {
        let page = PageParser.parse(text: notice)
        XCTAssertEqual(page.articles.map(\.headline), ["关于红色旅游的公告", "市交通运输局召开现场观摩会"])
        let signed = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(signed.lines.last, 11)
        XCTAssertTrue(signed.bodyText.hasSuffix("吕梁市委宣传部2020年5月13日"), signed.bodyText)
        XCTAssertNil(page.footer, "the day is the notice's, not a footer's")
        XCTAssertDecided(notice, line: "2020年5月13日", by: "notice-signature")
        XCTAssertEqual(page.date, "2020-05-13", "with no date printed for the page, the day it was signed")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    func testALeadLaterThanTheSignatureGivesTheDayInTheSignaturesYear() {
        // The text names 2021年 (a target), the notice was signed in 2020; the story reports on
        // 5月12日, so the page is of the day after.
        let text = notice.replacingOccurrences(of: "2020年5月13日", with: "2020年3月2日")
            .replacingOccurrences(of: "4月25日，", with: "5月12日，到2021年，")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.date, "2020-05-13")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    /// A lead reporting the day the notice was signed: the page is of the day after, as any page
    /// dated by its news.
    func testALeadOnTheSigningDayGivesTheDayAfter() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "4月25日，", with: "5月13日，"))
        XCTAssertEqual(page.date, "2020-05-14")
        XCTAssertEqual(page.dateEvidence.last, .dayAfterNews)
    }

    func testADateUnderAColumnsNameAtThePageFootIsTheFooter() {
        // Only a notice is signed: under an ordinary story, a short name and a date are the page's.
        let text = notice.replacingOccurrences(of: "## 关于红色旅游的公告", with: "## 市文旅局召开推进会")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.articles.first?.lines.last, 9, "the name is the story's last line, the date is not")
    }

    func testATwoCharacterNoticeTitleIsAHeadline() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "## 关于红色旅游的公告", with: "公 告"))
        XCTAssertEqual(page.articles.first?.headline, "公告")
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    func testAPageDateWithItsWeekdayStaysTheFooter() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "2020年5月13日", with: "2020年5月13日 星期三"))
        XCTAssertEqual(page.date, "2020-05-13")
        XCTAssertEqual(page.dateSource, .footer)
    }

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

    /// A correction (`更正`, `更 正`) is a notice, a story under its title (docs/MARKING.md §3.11),
    /// on a marked page or a plain one: read as text, it ran on in the story above.
    func testACorrectionHeadsItsOwnNotice() {
        let marked = PageParser.parse(text: """
            ## 市医院开展义诊活动

            本报讯 8月25日，市人民医院在人民广场开展义诊活动，为市民免费测量血压。

            更 正

            本报8月23日第三版《岚县马铃薯喜获丰收》一文中，“种植面积达到12万亩”应为“种植面积达到21万亩”。特此更正，并向读者致歉。
            """)
        XCTAssertEqual(marked.articles.map(\.headline), ["市医院开展义诊活动", "更正"])
        let plain = PageParser.parse(text: """
            市医院开展义诊活动
            本报讯 8月25日，市人民医院在人民广场开展义诊活动，为市民免费测量血压。
            更正
            本报8月23日第三版《岚县马铃薯喜获丰收》一文中，“种植面积达到12万亩”应为“种植面积达到21万亩”。特此更正。
            """)
        XCTAssertEqual(plain.articles.map(\.headline), ["市医院开展义诊活动", "更正"])
        XCTAssertEqual(plain.articles.map(\.lines.first), [1, 3])
    }

    /// What a notice's kind words must leave alone: a headline ending in 提示 printed under its
    /// story stays that story's; a feature's 小标题 `专家提示` and `天气预报` stays its text; a
    /// headline naming a 预报 does not make the footer's date a notice's signature.
    func testAdviceAndForecastWordsOutsideANoticeTitleNothing() {
        let below = PageParser.parse(text: """
            本报讯（记者 王涛）9月28日，市交警支队发布国庆假期出行提示，提醒广大驾驶人合理安排出行时间，避开高峰时段和拥堵路段。
            交警部门提醒，假期期间高速公路小型客车免费通行，预计车流量将明显增加，驾驶人要谨慎驾驶，切勿疲劳驾驶。（王涛）
            假期出行提示
            9月28日，交城县开展国庆节前安全生产大检查，对辖区内加油站、商场超市等重点场所进行排查。
            检查组要求各单位压实安全责任，确保节日期间安全形势稳定。（李华）
            交城县开展节前安全检查
            9月27日，文水县举办农民丰收节庆祝活动，展示当地特色农产品。（刘亮亮）
            文水县举办农民丰收节活动
            """)
        XCTAssertEqual(below.articles.map(\.headline), ["假期出行提示", "交城县开展节前安全检查", "文水县举办农民丰收节活动"])
        let feature = PageParser.parse(text: """
            汛期将至 我们准备好了吗
            □ 本报记者 王涛
            入汛以来，我市各县市区加快推进防汛准备工作，排查隐患点位，储备防汛物资，组建抢险队伍。
            专家提示
            市气象台专家表示，今年汛期我市降水偏多，群众要提高防灾意识，遇到险情及时撤离。
            天气预报
            据市气象台预测，今年主汛期我市降水量较常年偏多一至二成，强降水过程集中在7月下旬。
            交口县开展义务植树活动
            本报讯（记者 李华）3月12日，交口县组织干部群众开展义务植树活动。
            """)
        XCTAssertEqual(feature.articles.map(\.headline), ["汛期将至 我们准备好了吗", "交口县开展义务植树活动"])
        let footer = PageParser.parse(text: """
            ## 气象部门预报今冬偏暖 供热企业提前做好准备

            入冬以来，我市气温持续走低，市民取暖用火用电增多，火灾和一氧化碳中毒风险上升。

            ## 老旧小区改造惠及万户居民

            今年以来，我市加快推进老旧小区改造，改造完成后小区环境明显改善，居民生活更加便利。

            县域经济

            2020年11月27日
            """)
        XCTAssertEqual(footer.dateSource, .footer)
    }

    // MARK: - Lost papers' notices

    /// `遗失声明` after a brief that its writers' names close heads the notices under it, though
    /// the page prints its stories' headlines under them: a notice is printed under its title.
    func testALostPapersColumnIsOneNoticeUnderItsTitle() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 任英）10月27日，市委召开会议，研究部署舆情回应工作，要求对监测发现的政务舆情快速反应、抓紧核实。（任英）
            市委部署舆情回应工作
            本报讯 10月25日，市医保局召开专题会议，部署医保基金监管工作。（毛娜亮）
            遗失声明
            蒋霞瑜遗失出生医学证明一本，编号6864828743，特此声明。
            魏建不慎遗失道路运输证，证号：1607746027，声明作废。
            """)
        let notice = try XCTUnwrap(page.articles.first { $0.headline == "遗失声明" })
        XCTAssertEqual([notice.lines.first, notice.lines.last], [4, 6])
        XCTAssertEqual(page.articles.first { $0.bodyText.contains("医保基金") }?.lines.last, 3)
    }

    /// Under `遗失声明`, every notice of a lost paper is the column's text, however the column's
    /// edge cut the words that void each (`…，特` / `此声明。`, `…声明作` / `废。`): one notice, as
    /// docs/MARKING.md marks a column of them, each paper's line kept.
    func testALostPapersColumnKeepsEveryNoticeInItsOneStory() throws {
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
        XCTAssertEqual(page.articles.map(\.headline), ["遗失声明"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 8)])
        for owner in ["蒋霞瑜", "魏建", "常辉旭"] {
            XCTAssertTrue(page.articles.first?.bodyText.contains(owner) == true, owner)
        }
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
        XCTAssertEqual(page.articles.filter { $0.headline == "声明" }.map(\.lines), [SourceLines(first: 15, last: 19)])
    }

    /// What those rules leave alone: a company's statement under `声明`, closed by `特此声明。`,
    /// keeps its signature; a news lead after lost papers' notices opens a story of its own.
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
        XCTAssertEqual(column.articles.map(\.headline), ["遗失声明", ""])
        XCTAssertEqual(column.articles.map(\.lines.last), [2, 3])
        XCTAssertEqual(column.articles.last?.dateline, "本报讯")
    }

    /// A notice set in short column lines with no blank between paragraphs' lines: its text's
    /// first line opens a title's `《` the next closes (`根据《吕梁市…认` / `定办法》，…`), so it is
    /// text, not the notice's headline; a lost paper's notice (`刘桂琳不慎遗失道路运输经营许可`) is
    /// never a headline however short; and a column's name under a vertical run (`读者来信`) over
    /// a headline names that story's column. Read otherwise, the notice ran on over the lost
    /// papers' column and the letter after it.
    func testNoticeAndLostPapersInShortColumnLines() throws {
        let page = PageParser.parse(text: """
            关于2020年度乡村振兴示范项目拟认定名单的公示

            根据《吕梁市乡村振兴示范项目认

            定办法》，经企业申报、县级推荐、

            专家评审，现予以公示。

            吕梁市文化和旅游局

            2020年9月22日

            遗失声明

            刘桂琳不慎遗失道路运输经营许可

            证，编号：7332348839，

            特此声明作废。

            岚县宏达商贸有限公司不慎遗失开

            户许可证，编号：9183245

            232，特此声明作废。

            数

            据

            来

            源

            读者来信

            学校门前的路灯何时能亮

            编辑同志：我是方山县的一名居民，

            我们小区门前的路灯已经坏了两个多月。

            读者 陈丽宁
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["关于2020年度乡村振兴示范项目拟认定名单的公示", "遗失声明", "学校门前的路灯何时能亮"])
        XCTAssertEqual(page.articles.map(\.lines), [
            SourceLines(first: 1, last: 11), SourceLines(first: 13, last: 25), SourceLines(first: 37, last: 43),
        ])
        XCTAssertEqual(page.articles.map(\.rubric), [nil, nil, "读者来信"])
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

    /// A notice titled by what it calls for (`…讲解员招聘启事`) after a news story heads the text
    /// under it, never the story's 小标题; the institution alone at the page's foot signs it
    /// (no date under it), no headline of a story with no text.
    func testNoticeCallingForApplicantsHeadsItsTextAndIsSignedAtTheFoot() {
        let page = PageParser.parse(text: """
            交城县开展秋季防火宣传

            本报讯（记者 李明）10月9日，交城县开展秋季森林防火宣传活动，发放宣传资料两千余份，提醒群众文明祭扫、不带火种进山。

            交城县卦山景区讲解员招聘启事

            交城县卦山景区现面向社会公开招聘讲解员五名。有关事项如下：

            一、报名条件：年龄十八至三十五周岁，普通话标准。

            二、报名时间：即日起至10月20日。

            交城县卦山景区管理中心
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["交城县开展秋季防火宣传", "交城县卦山景区讲解员招聘启事"])
        XCTAssertEqual(page.articles.last?.lines.last, 13)
        XCTAssertTrue(page.articles.last?.bodyText.hasSuffix("交城县卦山景区管理中心") == true)
    }

    /// `“我与吕梁日报”征文启事`: a title quoting the paper's name is no masthead field, and a
    /// call for essays titles its notice; the notice's numbered items naming a mailbox and a
    /// phone (`四、投稿方式：…邮箱…电话。`) are its text, no footer.
    func testAnEssayContestsNoticeQuotingThePaperIsANotice() throws {
        let text = """
            乡村振兴要把“人”放在中心

            □ 刘慧芳

            只有让人才在乡村有奔头、有盼头，乡村振兴才能行稳致远。

            “我与吕梁日报”征文启事

            吕梁日报始终与吕梁人民同呼吸、共命运，现面向社会征集稿件。

            四、投稿方式：请将稿件发送至电子邮箱llrbzw@163.com，并注明作者姓名、联系电话。

            吕梁日报社

            2022年6月28日
            """
        XCTAssertDecided(text, line: "“我与吕梁日报”", by: "headline-shape")
        XCTAssertDecided(text, line: "四、投稿方式", by: "running-text")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["乡村振兴要把“人”放在中心", "“我与吕梁日报”征文启事"])
        XCTAssertTrue(page.articles.last?.bodyText.contains("llrbzw@163.com") == true)
        XCTAssertNil(page.mastheadLines)
    }

    /// `…征文活动启事`, `《吕梁日报》创刊30周年征文启事`: notices' titles, the paper's name in them
    /// no masthead field; a masthead row quoting the paper (`扫码关注“吕梁日报”微信公众号`) stays one.
    func testNoticeTitlesNamingThePaperAreNoMastheadFields() {
        for title in ["“我与吕梁日报”征文活动启事", "《吕梁日报》创刊30周年征文启事", "吕梁日报创刊30周年征文启事"] {
            let text = "## 我市召开春耕备耕工作会议\n\n本报讯 3月5日，我市召开会议。\n\n\(title)\n\n为庆祝创刊30周年，即日起开展征文活动。\n"
            XCTAssertEqual(PageParser.parse(text: text).articles.last?.headline, title)
        }
        let masthead = "吕梁日报\n\n中共吕梁市委机关报 吕梁日报社出版\n\n扫码关注“吕梁日报”微信公众号\n\n## 我市召开春耕备耕工作会议\n\n本报讯 3月5日，我市召开会议。\n"
        XCTAssertDecided(masthead, line: "扫码关注", by: "masthead-field")
    }

    /// A notice's title that a narrow column wrapped (`关于G307线部分路段` / `施工期间实行交通管制的
    /// 公告`), under another story's finished text, heads the notice, whose first column line
    /// under it (`因G307线离石至柳林段路面大修`) is its text: it was read as the story above's.
    func testANoticeTitleWrappedByAColumnHeadsTheNotice() throws {
        let text = """
            本报讯（记者 李晓雯）10月16日，记者从市气象台获悉，

            我市将出现大风降温天气。

            关于G307线部分路段

            施工期间实行交通管制的公告

            因G307线离石至柳林段路面大修

            工程施工需要，自2024年10月21日

            起对该路段实行半幅封闭通行。

            特此公告。
            """
        XCTAssertDecided(text, line: "因G307线离石至柳林段", by: "text-in-story")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["", "关于G307线部分路段施工期间实行交通管制的公告"])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("因G307线离石至柳林段路面大修工程施工需要") == true)
        XCTAssertTrue(page.articles.first?.bodyText.hasSuffix("大风降温天气。") == true)
    }

    /// A tender set letter-spaced (`招 标 公 告`) titles its notice, and the fields under it
    /// (`项目名称：…`, `招标编号：…`) are its text, not a headline over a subtitle.
    func testALetterSpacedNoticeTitleHeadsItsFields() throws {
        let text = """
            本报讯（特约记者 武俊）6月9日，市消防救援支队开展高层建筑灭火演练。

            招 标 公 告

            项目名称：吕梁市城区背街小巷改造提升工程（二期）

            招标编号：LLZB-2025-0618

            一、招标条件：本项目已由市发展和改革委员会批准建设，资金已落实。

            二、投标人资格要求：投标人须具备市政公用工程施工总承包三级以上资质。
            """
        XCTAssertDecided(text, line: "招 标 公 告", by: "notice-title")
        XCTAssertDecided(text, line: "项目名称", by: "notice-field")
        let notice = try XCTUnwrap(PageParser.parse(text: text).articles.last)
        XCTAssertEqual(notice.headline, "招标公告")
        XCTAssertTrue(notice.bodyText.hasPrefix("项目名称：吕梁市城区背街小巷改造提升工程（二期）"), notice.bodyText)
        XCTAssertTrue(notice.subheadlines.isEmpty)
    }

    /// Each lost paper's notice in a column of them keeps its owner's whole name
    /// (`蒋霞瑜遗失…`), a paragraph each: the first ideograph of an item with no bullet was once
    /// dropped as one.
    func testALostPapersNoticeKeepsItsOwnersWholeName() {
        let page = PageParser.parse(text: "遗失声明\n\n蒋霞瑜遗失出生医学证明一本，编号Q140123456，特此声明。\n\n王强遗失营业执照副本一本，特此声明。\n")
        XCTAssertEqual(page.articles.map(\.bodyText), ["蒋霞瑜遗失出生医学证明一本，编号Q140123456，特此声明。\n王强遗失营业执照副本一本，特此声明。"])
    }
}
