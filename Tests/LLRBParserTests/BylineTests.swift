import Foundation
import XCTest
import LLRBParser

/// Who wrote a story, as its byline line or lead names them: roles (`记者`, `通讯员`, `全媒体记者`, and
/// roles known by their ending), the names in a lead's bracket, a feature's boxed writer
/// (`□ 本报记者 王涛`), the dateline a lead ends with; and salutations (`编辑同志：`), which name no
/// writer.
final class BylineTests: XCTestCase {
    // MARK: - Roles and names

    func testFeatureBylinesWithSeveralRolesAndNames() {
        let page = PageParser.parse(text: "## 一篇通讯的标题\n\n□ 本报记者 王涛 通讯员 郭晋 张彩峰\n\n正文第一段写在这里。\n")
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["本报记者 王涛", "通讯员 郭晋", "通讯员 张彩峰"])
    }

    func testRolesNotInTheListAreRecognisedByTheirEnding() {
        let page = PageParser.parse(text: "## 标题四在这里\n\n本报北京3月5日电 （特派记者 赵六）今天，代表团审议报告。\n")
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["特派记者 赵六"])
        XCTAssertEqual(page.articles.first?.dateline, "本报北京3月5日电")
    }

    func testColumnLineOpeningWithAReporterAndCommasIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "“应贷尽贷”。\n\n", with: "“应贷尽贷”。\n\n记者了解到，目前，全市\n\n")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.article(bylineName: "刘丽霞"))
        XCTAssertTrue(loans.body.contains { $0.text.hasPrefix("记者了解到，目前，全市") })
        XCTAssertFalse(page.articles.contains { $0.bylines.contains { $0.name == "目前" } })
        XCTAssertEqual(page.articles.count, 7)
    }

    // MARK: - Correspondents
    // A byline line that names a correspondent (`本报记者 王涛 通讯员 郭晓星`, `本报通讯员 郭晓星`)
    // opens with `本报` and holds a `讯` within a lead's reach: it had been read as a broken news
    // lead, dateline `本报记者王涛通讯`, with `员郭晓星` glued to the story's first sentence, so the
    // correspondent was no byline and `byline:郭晓星` found nothing.

    private func firstArticle(under bylineLine: String) throws -> Article {
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            \(bylineLine)

            6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
            """)
        return try XCTUnwrap(page.articles.first)
    }

    func testACorrespondentLineIsABylineNotALead() throws {
        let lines: [(line: String, names: [String])] = [
            ("本报记者 王涛 通讯员 郭晓星", ["王涛", "郭晓星"]),
            ("本报记者王涛 通讯员郭晓星", ["王涛", "郭晓星"]),
            ("本报通讯员 郭晓星", ["郭晓星"]),
        ]
        for (line, names) in lines {
            let article = try firstArticle(under: line)
            XCTAssertNil(article.dateline, line)
            XCTAssertEqual(article.bylines.map(\.name), names, line)
            XCTAssertTrue(article.bodyText.hasPrefix("6月3日"), line)
        }
    }

    /// `报道`, `采写` after the names say how they worked: no writer called 报道.
    func testReportingWordsAfterTheNamesNameNoWriter() throws {
        let lines = [
            ("本报记者 王涛 报道", ["王涛"]), ("本报记者 王涛 李明 采写", ["王涛", "李明"]),
            ("本报记者 王涛 通讯员 郭晓星报道", ["王涛", "郭晓星"]), ("通讯员 郭晓星 整理报道", ["郭晓星"]),
        ]
        for (line, names) in lines {
            XCTAssertEqual(try firstArticle(under: line).bylines.map(\.name), names, line)
        }
    }

    /// Leads keep their `讯`: `本报讯`, a county's `本报文水讯`, an agency's `电`.
    func testLeadsStillEndAtTheirMark() throws {
        for (lead, dateline) in [("本报讯（通讯员 郭晓星）", "本报讯"), ("本报文水讯（记者 王涛）", "本报文水讯"), ("新华社北京6月3日电", "新华社北京6月3日电")] {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(lead)6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            XCTAssertEqual(try XCTUnwrap(page.articles.first).dateline, dateline, lead)
        }
    }

    // MARK: - Media-centre roles
    // Since the paper merged into a media centre its reporters sign as `全媒体记者` or `融媒体记者`,
    // alone or after `本报` or the paper's name. Unknown as roles, a byline line of them was read as
    // the headline's subtitle, or lost to the masthead, and a lead's `（全媒体记者 王涛）` gave no
    // byline at all.

    func testAMediaCentreBylineLineIsAByline() throws {
        let lines: [(line: String, bylines: [String])] = [
            ("本报全媒体记者 王涛", ["本报全媒体记者 王涛"]),
            ("全媒体记者 王涛", ["全媒体记者 王涛"]),
            ("吕梁日报全媒体记者 王涛", ["吕梁日报全媒体记者 王涛"]),
            ("本报融媒体记者 王涛 通讯员 郭晓星", ["本报融媒体记者 王涛", "通讯员 郭晓星"]),
            ("□ 融媒体记者 王涛", ["融媒体记者 王涛"]),
        ]
        for (line, bylines) in lines {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(line)

                6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            let article = try XCTUnwrap(page.articles.first, line)
            XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, bylines, line)
            XCTAssertEqual(article.subheadlines, [], line)
            XCTAssertEqual(article.lines, SourceLines(first: 1, last: 5), line)
        }
    }

    /// A marked heading that opens with a role word is a headline about reporters unless a
    /// space sets names apart (`## 全媒体记者走基层`, and `## 记者走基层` before the new roles).
    func testAMarkedHeadingAboutReportersIsAHeadline() throws {
        for headline in ["全媒体记者走基层", "本报全媒体记者走进乡村", "记者走基层"] {
            let page = PageParser.parse(text: """
                ## \(headline)

                本报讯（记者 王涛）6月3日，记者从市发改委获悉，今年以来全市重点项目建设进展顺利。
                """)
            let article = try XCTUnwrap(page.articles.first, headline)
            XCTAssertEqual(article.headline, headline)
            XCTAssertEqual(article.bylines.map(\.name), ["王涛"], headline)
        }
    }

    func testALeadNamesItsMediaCentreReporters() throws {
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            本报讯（全媒体记者 王涛 通讯员 郭晓星）6月3日，记者来到文水县项目建设现场。
            """)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.dateline, "本报讯")
        XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, ["全媒体记者 王涛", "通讯员 郭晓星"])
        XCTAssertTrue(article.bodyText.hasPrefix("6月3日"))
    }

    // MARK: - Names in a lead's bracket
    // A lead's bracket naming two reporters or more (`本报讯（记者 王涛 李雅萍）`) parts them with
    // spaces, which the line's text for classification drops: `王涛李雅萍` is no name, so the
    // bracket gave no byline and stayed at the head of the story's text.

    func testEveryReporterInTheBracketIsABylineOfTheStory() throws {
        let leads: [(lead: String, bylines: [String])] = [
            ("本报讯（记者 王涛 李雅萍）", ["记者 王涛", "记者 李雅萍"]),
            // Two names of two: the text's `王涛刘芳` reads as one name of four.
            ("本报讯（记者 王涛 刘芳）", ["记者 王涛", "记者 刘芳"]),
            ("本报讯(记者 王涛 李雅萍)", ["记者 王涛", "记者 李雅萍"]),
            ("本报讯（通讯员 张三 李四 王五）", ["通讯员 张三", "通讯员 李四", "通讯员 王五"]),
            ("本报讯（全媒体记者 王涛 通讯员 郭晓星 李明）", ["全媒体记者 王涛", "通讯员 郭晓星", "通讯员 李明"]),
        ]
        for (lead, bylines) in leads {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(lead)6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            let article = try XCTUnwrap(page.articles.first, lead)
            XCTAssertEqual(article.dateline, "本报讯", lead)
            XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, bylines, lead)
            XCTAssertTrue(article.bodyText.hasPrefix("6月3日"), lead)
        }
    }

    // MARK: - Leads and datelines

    func testLetterSpacedLeadIsReadWithItsByline() {
        let page = PageParser.parse(text: "本 报 讯 （记 者 康 桂 芳） 去年以来，中阳县委深入学习。\n")
        let article = page.articles.first
        XCTAssertEqual(article?.dateline, "本报讯")
        XCTAssertEqual(article?.bylines.map(\.roleAndName), ["记者 康桂芳"])
        XCTAssertEqual(article?.body.first?.text, "去年以来，中阳县委深入学习。")
    }

    func testDatelineBrokenByABlankLineStillOpensItsStory() throws {
        let meeting = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "本报讯(记者 王洋)", with: "本\n\n报讯(记者 王洋)"))
        let story = try XCTUnwrap(meeting.article(bylineName: "王洋"))
        XCTAssertEqual(story.dateline, "本报讯")
        XCTAssertEqual(story.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(meeting.articles.count, 5)

        let notice = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "新华社北京3月12日电 ", with: "新华社北京3月12日\n\n电 "))
        let wire = try XCTUnwrap(notice.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(wire.dateline, "新华社北京3月12日电")
        XCTAssertTrue(wire.body.first?.text.hasPrefix("3月12日,中共中央办公厅") == true)
    }

    /// A dateline alone over a headline whose story opens with no lead of its own is that
    /// story's (`新华社太原3月13日电` / `## 国务院…` / text), not the last words of the story above.
    func testLoneDatelineOverALeadlessStoryIsThatStorys() throws {
        let page = PageParser.parse(text: """
            ### 中共中央办公厅国务院办公厅印发通知

            ## 组织29个工作组开展复工复产情况调研

            新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发《关于组织开展复工复产情况调研的通知》。

            《通知》明确,调研重点包括五个方面。

            新华社太原3月13日电

            ## 国务院联防联控机制部署春季农业生产

            国务院联防联控机制12日召开会议,部署春季农业生产工作。

            会议要求,各地要抓紧抓实春耕备耕。
            """)
        XCTAssertEqual(page.articles.map(\.dateline), ["新华社北京3月12日电", "新华社太原3月13日电"])
        XCTAssertEqual(page.articles.first?.lines.last, 7)
    }

    // MARK: - Feature writers

    /// An editor's note keeps the first feature's writer in its story, not a second feature's
    /// (`□ 本报记者 李波鹏` after the first feature's text).
    func testSecondFeatureAfterAnEditorsNoteIsItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 孝义市：坚持创新为上

            编者按：习近平总书记视察山西重要讲话发表以来，我市各地掀起学习热潮。本报今起开设专栏，敬请关注。

            □ 本报记者 王涛

            6月17日，在一阵热烈的掌声中，“5G+智慧煤化工”应用实验室揭牌，标志着孝义市5G应用创新进入新时代。

            孝义市上下把学习贯彻总书记重要讲话作为当前头等大事，乘势而上再谱新篇。

            □ 本报记者 李波鹏

            近日，汾阳市杏花村镇组织开展酿酒技能大赛，吸引200余名酿酒工人参赛。

            比赛设置了制曲、酿造、品评等项目，全面检验工人技能水平。
            """)
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 9), SourceLines(first: 11, last: 15)])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["王涛"], ["李波鹏"]])
    }

    /// A feature's writer set off by a box (`□ 马祥凯`) under a story, over a column line that
    /// looks like a headline, opens the feature: only unboxed names under a story's text sign it.
    func testBoxedWriterOverAHeadlineLikeColumnLineOpensTheFeature() throws {
        let page = PageParser.parse(text: """
            “家门口”就业托起稳稳的幸福

            本 报 讯 （ 记 者  康 强 力 ） 临 县 人 民 医 院

            新院区正式投入使用。一组组数据的

            背后，是临县干部群众的辛勤付出。

            业中心，按照流程缴纳有关款项后领取

            钥匙。

            □ 马祥凯

            依托焦炉煤气富集、制氢成本低廉的

            优势，我市提出“定将煤变氢”的

            宏伟愿景。
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["康强力"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["马祥凯"])
        XCTAssertEqual(page.articles.last?.lines.first, 13)
    }

    /// An editor's note (`编者按：…`) between a feature's subtitle and its writer's box (`□ 本报记者
    /// 李波鹏`) is the feature's: the box opened a story of its own after it, headless, and the
    /// headline kept only the note.
    func testEditorsNoteOverAFeaturesWriterStaysInTheFeature() throws {
        let page = PageParser.parse(text: """
            临县:奋力书写文旅融合新答卷

            ——临县推进文旅融合工作综述

            编者按:文旅融合事关全市发展大局。即日起,本报开设专栏,集中报道各地推进文旅融合的好经验好做法,敬请关注。

            □ 本报记者 李波鹏

            临县推动文旅融合发展,打造红色旅游精品线路,游客人数同比增长23%。

            碛口古镇、北武当山等景区游人如织,文旅融合发展释放出消费新活力。

            红枣产业按下“快进键”

            ——我市推进红枣产业发展纪实

            □ 本报记者 任丽军

            我市红枣种植面积稳定在百万亩以上。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["临县:奋力书写文旅融合新答卷", "红枣产业按下“快进键”"])
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["李波鹏"])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("编者按") == true)
    }

    // MARK: - Salutations

    /// `读者朋友们：` opens what the paper says to its readers: no byline, and `编辑同志：` over a
    /// letter is no headline.
    func testSalutationsAreText() throws {
        let page = PageParser.parse(text: """
            ## 读者来信

            编辑同志：

            我是离石区凤山街道的一名居民，近日小区门口的路灯坏了，希望有关部门尽快维修。

            读者 刘文晓

            ## 本报开设“读者之声”专栏

            读者朋友们：

            本报今起开设“读者之声”专栏，欢迎广大读者踊跃来稿。

            读者 张先生反映

            小区供暖不热问题已得到解决。
            """)
        XCTAssertTrue(page.articles[1].bodyText.hasPrefix("读者朋友们："))
        XCTAssertEqual(page.articles[1].bylines, [])
        XCTAssertTrue(page.articles[0].bodyText.hasPrefix("编辑同志："))
    }

    /// `全市广大党员干部：` under `倡议书` addresses its readers: text, not a subtitle.
    func testAddressOfAProposalIsText() throws {
        let page = PageParser.parse(text: """
            ## 倡议书

            全市广大党员干部：

            为深入推进文明城市创建，市文明办向全市广大党员干部发出如下倡议。

            一、带头践行社会主义核心价值观。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.first?.subheadlines, [])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("全市广大党员干部：") == true)
    }

    /// `读者朋友：` and `记者同志：` are salutations, not bylines.
    func testSalutationsAreNoBylines() throws {
        for salutation in ["读者朋友：", "记者同志："] {
            let page = PageParser.parse(text: """
                ## 读者来信

                \(salutation)

                我家住在离石区滨河街道，想反映一下小区门口道路破损的问题。

                要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
                """)
            XCTAssertEqual(page.articles.first?.bylines, [], salutation)
            XCTAssertTrue(page.articles.first?.bodyText.hasPrefix(salutation) == true, salutation)
        }
    }

    // MARK: - Leads of other sources, and names without brackets

    private func lead(_ line: String) throws -> Article {
        try XCTUnwrap(PageParser.parse(text: "## 交城县开展安全生产检查\n\n\(line)\n\n检查组一行深入企业，查看安全生产情况。\n").articles.first)
    }

    /// `吕梁4月27日电（记者 王子瑞 实习生 曹婷）`: a place and the day the report was filed open a
    /// lead as an agency's do, and its bracket's roles and names are the story's bylines.
    func testAPlaceAndADayOpenALead() throws {
        let article = try lead("吕梁4月27日电（记者 王子瑞 实习生 曹婷）4月26日，全市工作会议召开。")
        XCTAssertEqual(article.dateline, "吕梁4月27日电")
        XCTAssertEqual(article.bylines.map(\.roleAndName), ["记者 王子瑞", "实习生 曹婷"])
        XCTAssertEqual(article.body.first?.text, "4月26日，全市工作会议召开。")
    }

    /// `黄河新闻网曲沃讯（席华昌）`: an outlet and a place open a lead as `本报讯` does.
    func testAnOutletAndAPlaceOpenALead() throws {
        let article = try lead("黄河新闻网曲沃讯（席华昌）近日，曲沃县开展安全生产检查。")
        XCTAssertEqual(article.dateline, "黄河新闻网曲沃讯")
        XCTAssertEqual(article.bylines.map(\.name), ["席华昌"])
    }

    /// `本报讯 记者 秦超 通讯员 刘华 近日，…`: roles and names set apart by spaces, with no
    /// bracket, are the lead's bylines; the story's first word is no name.
    func testNamesWithoutBracketsAfterALeadAreItsBylines() throws {
        let article = try lead("本报讯 记者 秦超 通讯员 刘华 近日，交城县开展安全生产检查。")
        XCTAssertEqual(article.bylines.map(\.roleAndName), ["记者 秦超", "通讯员 刘华"])
        XCTAssertEqual(article.body.first?.text, "近日，交城县开展安全生产检查。")
        XCTAssertEqual(try lead("本报讯 近日，交城县开展安全生产检查。").bylines, [])
    }

    /// `…4月27日电视台…` is text: an ideograph after `电` makes it a word, not a lead's end.
    func testADayBeforeAWordOfElectricityIsNoLead() throws {
        let page = PageParser.parse(text: "吕梁4月27日电视台报道，全市工作会议召开。\n")
        XCTAssertNil(page.articles.first?.dateline)
    }

    /// `□ 晋绥边区革命纪念馆 康彦红`: a writer signing from an institution is the person named
    /// after it; the institution is no name, and the line is still the story's byline.
    func testAnInstitutionBeforeAWritersNameIsNoName() throws {
        let text = "## 红色记忆\n\n□ 晋绥边区革命纪念馆 康彦红\n\n在吕梁山上，有一座纪念馆，记录着晋绥边区的光辉历史。\n"
        let article = try XCTUnwrap(PageParser.parse(text: text).articles.first)
        XCTAssertEqual(article.bylines.map(\.name), ["康彦红"])
        XCTAssertDecided(text, line: "□ 晋绥边区", by: "byline")
        XCTAssertTrue(article.bodyText.hasPrefix("在吕梁山上"))
    }

    /// `□ 孝义市文联 任秀梅` (a federation, 联 or 协), `（中阳 张小燕）` (a county, by its short name or
    /// its full one): where a writer signs from is no name of a writer.
    func testAFederationOrACountyBeforeAWritersNameIsNoName() throws {
        let federation = "## 父亲的算盘\n\n□ 孝义市文联 任秀梅\n\n老家的堂屋里，至今挂着父亲用了一辈子的那把算盘。\n"
        XCTAssertEqual(PageParser.parse(text: federation).articles.first?.bylines.map(\.name), ["任秀梅"])
        XCTAssertDecided(federation, line: "□ 孝义市文联", by: "byline")
        for place in ["中阳", "中阳县", "孝义市"] {
            let closing = "## 院里那棵老枣树\n\n小时候，院里有棵老枣树，是爷爷年轻时栽下的。\n\n（\(place) 张小燕）\n"
            XCTAssertEqual(PageParser.parse(text: closing).articles.first?.bylines.map(\.name), ["张小燕"], place)
        }
        let names = "## 院里那棵老枣树\n\n小时候，院里有棵老枣树，是爷爷年轻时栽下的。\n\n（王中阳 张小燕）\n"
        XCTAssertEqual(PageParser.parse(text: names).articles.first?.bylines.map(\.name), ["王中阳", "张小燕"])
    }

    /// `□ 市图书馆 曹丽萍`, `（市气象台 李晓雯）`, `□ 市委党史研究室 梁建国`: an institution of four ideographs or more before the
    /// name, which a name of four would seldom end in, is dropped even where it could be read as
    /// a name; three (`张国会 李明`) stay names.
    func testAFourIdeographInstitutionBeforeANameIsNoName() throws {
        let boxed = "## 城市书房里的夜读人\n\n□ 市图书馆 曹丽萍\n\n夜里九点，城市书房里依然坐满了读书的人。\n"
        XCTAssertEqual(PageParser.parse(text: boxed).articles.first?.bylines.map(\.name), ["曹丽萍"])
        let closing = "## 未来三天我市以晴为主\n\n本报讯 据预报，19日至21日我市以晴到多云天气为主。\n（市气象台 李晓雯）\n"
        XCTAssertEqual(PageParser.parse(text: closing).articles.first?.bylines.map(\.name), ["李晓雯"])
        let office = "## 晋绥边区的“纺车运动”\n\n□ 市委党史研究室 梁建国\n\n1940年冬天，晋绥边区遭遇严重困难。\n"
        XCTAssertEqual(PageParser.parse(text: office).articles.first?.bylines.map(\.name), ["梁建国"])
        let names = "## 城市书房里的夜读人\n\n□ 张国会 李明\n\n夜里九点，城市书房里依然坐满了读书的人。\n"
        XCTAssertEqual(PageParser.parse(text: names).articles.first?.bylines.map(\.name), ["张国会", "李明"])
    }

    /// `黄河新闻网汾阳讯（高慧敏）`: a news site's lead names the site (`新闻网`), as the masthead's
    /// own line does (`吕梁新闻网`), but opens a story: a lead with its writer, no masthead field.
    func testANewsSitesLeadIsALeadNotAMastheadField() {
        let text = """
            全市冬春季森林防火工作会议召开

            黄河新闻网汾阳讯（高慧敏）近日，汾阳市在城区十个社区开设“四点半课堂”。
            """
        XCTAssertDecided(text, line: "黄河新闻网汾阳讯", by: "news-lead")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["高慧敏"])
        XCTAssertNil(page.mastheadLines)
    }

    /// `吕梁10月13日电（记者 郭文杰 实习生 任子` / `涵） 10月13日，…`: a column's wrap left the lead's
    /// bracket open, a blank line between; the name runs on into the next line, closed early in it.
    func testALeadBracketLeftOpenByAColumnWrapRunsOn() {
        let page = PageParser.parse(text: """
            吕梁10月13日电（记者 郭文杰 实习生 任子

            涵） 10月13日，我市秋季造林绿化工作全面

            展开，各县组织专业队伍在荒山荒坡植树。
            """)
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["郭文杰", "任子涵"])
        XCTAssertEqual(page.articles.first?.bylines.map(\.role), ["记者", "实习生"])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("10月13日，我市") == true)
    }

    /// `■ 本报评论员` under a commentary's headline signs it, naming no one: a byline line, no
    /// headline, and no person among the bylines.
    func testCommentatorsBoxedSignatureSignsTheCommentaryWithNoName() throws {
        let page = PageParser.parse(text: """
            让寒冬里多些“暖”服务

            ■ 本报评论员

            寒潮来了，一间暖屋、一口热饭、一条畅通的路，都是群众最关心的事。
            """)
        let commentary = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(commentary.headline, "让寒冬里多些“暖”服务")
        XCTAssertTrue(commentary.bylines.isEmpty)
        XCTAssertEqual(page.articles.count, 1)
    }

    /// `本报讯 记者 冯晓丽 记者从市教育局获悉，…`: after the names, the story's first words may
    /// open with a role's word; they are text, and the names before them the lead's bylines.
    func testStoryOpeningWithARolesWordAfterUnbracketedNamesIsText() throws {
        let article = try lead("本报讯 记者 冯晓丽 记者从市教育局获悉，我市继续开展暑期托管服务。")
        XCTAssertEqual(article.bylines.map(\.roleAndName), ["记者 冯晓丽"])
        XCTAssertEqual(article.body.first?.text, "记者从市教育局获悉，我市继续开展暑期托管服务。")
        let runTogether = try lead("本报讯 记者 王涛 通讯员李明 3月5日，我市召开招商引资推进会。")
        XCTAssertEqual(runTogether.bylines.map(\.roleAndName), ["记者 王涛", "通讯员 李明"])
        XCTAssertEqual(runTogether.body.first?.text, "3月5日，我市召开招商引资推进会。")
    }

    /// `兴县讯（通讯员 白海燕 刘志强）`, `柳林讯(贺建新)`, `汾阳讯 通讯员 刘强`: a county's own report
    /// opens a lead with its writers in brackets or after it, as `本报讯` does; `通讯（…）`,
    /// `简讯（…）`, `快讯（…）` and `与腾讯（深圳）…` open none.
    func testACountysReportWithItsWritersInBracketsOpensALead() throws {
        for (opening, place, names) in [("兴县讯（通讯员 白海燕 刘志强）", "兴县讯", ["白海燕", "刘志强"]), ("柳林讯(贺建新)", "柳林讯", ["贺建新"]),
                                         ("交口县回龙乡讯（温丽萍）", "交口县回龙乡讯", ["温丽萍"]), ("方山县北武当镇讯（刘强）", "方山县北武当镇讯", ["刘强"])] {
            let article = try lead(opening + "日前，当地召开安全生产会议。")
            XCTAssertEqual(article.dateline, place, opening)
            XCTAssertEqual(article.bylines.map(\.name), names, opening)
            XCTAssertDecided("## 标题在这里\n\n\(opening)日前，当地召开会议。\n", line: opening, by: "news-lead")
        }
        let signedAfter = try lead("汾阳讯 通讯员 刘强 3月5日，汾阳市召开安全生产会议。")
        XCTAssertEqual(signedAfter.dateline, "汾阳讯")
        XCTAssertEqual(signedAfter.bylines.map(\.roleAndName), ["通讯员 刘强"])
        XCTAssertEqual(signedAfter.body.first?.text, "3月5日，汾阳市召开安全生产会议。")
        for word in ["简讯（三则）", "快讯（二）", "通讯（上）", "与腾讯（深圳）有限公司签订战", "喜讯记者从市教育局获悉"] {
            XCTAssertNil(try lead(word + "各地开展活动。").dateline, word)
        }
    }

    /// `□ 吕梁市人民医院儿科 任晓燕`, `□ 中共吕梁市委党校 刘慧芳`: a department (`科`) or a school
    /// (`校`) before a writer's name is where they sign from, as a museum is.
    func testADepartmentOrSchoolBeforeAWritersNameIsNoName() throws {
        for (line, name) in [("□ 吕梁市人民医院儿科 任晓燕", "任晓燕"), ("□ 中共吕梁市委党校 刘慧芳", "刘慧芳")] {
            let text = "## 秋季腹泻高发 家长做好这几点\n\n\(line)\n\n入秋以来，儿科门诊腹泻患儿明显增多。\n"
            XCTAssertDecided(text, line: line, by: "byline")
            XCTAssertEqual(PageParser.parse(text: text).articles.first?.bylines.map(\.name), [name], line)
        }
    }
}
