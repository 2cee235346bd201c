import Foundation
import XCTest
import LLRBParser

/// Names of columns and pages printed over stories (`评论`, `本报评论员文章`, `县区简讯`, `吕梁观察`,
/// `民生周刊`): the rubric of the story under them, outside its lines, not a kicker nor a headline of
/// their own; and headlines and text lines that only look like such a name.
final class RubricTests: XCTestCase {
    // MARK: - Column names

    /// A column name ending in a column word (`民生关注`, `县区简讯`, `乡村振兴进行时`) is the
    /// story's rubric, outside its lines, not a kicker or a headline of its own.
    func testColumnNamesEndingInAColumnWordAreRubrics() throws {
        let page = PageParser.parse(text: """
            民生关注

            鳘荸葸悛基地:铝镁产业链条越拉越长

            本报讯(记者 吴芳平)2月23日,记者从市文旅局获悉,全市文旅融合工作取得明显成效。

            县区简讯

            本报讯 近日，临县举办高质量发展培训班，2701余名干部职工参加培训。

            乡村振兴进行时

            石楼县召开项目建设推进会

            本报讯 2月22日，石楼县召开项目建设推进会，安排部署今年重点任务。

            引发社会广泛关注

            本报讯 2月22日，交城县召开项目建设推进会。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["鳘荸葸悛基地:铝镁产业链条越拉越长", "", "石楼县召开项目建设推进会", "引发社会广泛关注"])
        XCTAssertEqual(page.articles.map(\.rubric), ["民生关注", "县区简讯", "乡村振兴进行时", nil])
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 9, 13, 17])
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

    /// `县市区动态` right over a headline is its column's name, not a kicker.
    func testLongerColumnNameOverAHeadlineIsARubric() throws {
        let page = PageParser.parse(text: """
            ## 市区新增公交线路3条

            本报讯(记者 李雅萍)4月13日,市区新开通3条公交线路,方便群众出行。

            县市区动态

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            ## 临县推进春耕备耕

            本报讯(通讯员 高强)近日,临县多措并举推进春耕备耕工作。
            """)
        XCTAssertEqual(page.articles[1].rubric, "县市区动态")
        XCTAssertEqual(page.articles[1].kicker, nil)
    }

    func testSeed003ColumnNameAtThePageFootBelongsToNoStory() throws {
        let text = try Seeds.text("003").replacingOccurrences(of: "\n特别报道\n", with: "\n今日关注\n")
        let page = PageParser.parse(text: text)
        let last = try XCTUnwrap(page.articles.last)
        XCTAssertFalse(last.body.contains { $0.text.contains("今日关注") })
        XCTAssertLessThan(last.lines.last, 89)
    }

    // MARK: - Lines that only look like a column's name

    /// Headlines ending in `动态` or `观察` (`# 候鸟迁徙观察`) are headlines: a column name ending so
    /// is a place or field and the word (`县区动态`, `吕梁观察`).
    func testHeadlinesEndingInColumnWordsStayHeadlines() throws {
        let page = PageParser.parse(text: """
            # 密切关注汛情动态

            本报讯(记者 李雅萍)7月13日，市防汛抗旱指挥部召开会商会，研判近期雨情汛情，部署防汛工作。

            会议要求，各级各部门要密切关注天气变化，严格落实24小时值班制度。

            # 候鸟迁徙观察

            本报讯(记者 王涛)近日，记者在文峪河湿地看到，成群的候鸟在水面嬉戏觅食。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["密切关注汛情动态", "候鸟迁徙观察"])
        XCTAssertEqual(page.articles.map(\.rubric), [nil, nil])
    }

    /// The same under their stories: the last headline of the page was in no part of the parse.
    func testHeadlinesEndingInColumnWordsUnderTheirStories() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 李雅萍)7月13日，市防汛抗旱指挥部召开会商会，研判近期雨情汛情，部署防汛工作。

            会议要求，各级各部门要密切关注天气变化，严格落实24小时值班制度。

            关注汛情动态

            本报讯(记者 王涛)近日，记者在文峪河湿地看到，成群的候鸟在水面嬉戏觅食。

            湿地生态观察
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["关注汛情动态", "湿地生态观察"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 5), SourceLines(first: 7, last: 9)])
    }

    /// A column line that looks like a column's name (`工情动态`) over a line opening with `，` is
    /// the sentence's middle (行首禁则): it was set aside, and the story's text lost it.
    func testColumnNameShapedLineOverACommaIsText() throws {
        let page = PageParser.parse(text: """
             本报讯 （记者 刘子璇） 入汛以来，市防汛

            抗旱指挥部坚持每日会商研判，及时发布预

            警信息，各级各部门密切关注雨情水情汛情

            工情动态

            ，确保安全度汛。据了解，全市已储备各类

            防汛物资价值3000余万元。

            全市全力做好防汛工作

             本报讯 （记者 王涛） 近日，孝义市召开优

            化营商环境工作推进会，部署营商环境创新

            提升行动。

            孝义市部署优化营商环境
            """)
        XCTAssertTrue(page.articles.first?.bodyText.contains("雨情水情汛情工情动态，确保安全度汛") == true)
        XCTAssertEqual(page.noise, [])
    }

    // MARK: - Page names
    // A page's name printed over its stories (`民生周刊`, `农业专刊`) names no story. Taken for a
    // headline on top of the page, it voted for headlines above their stories on pages that print
    // them under (57 pages of an archive generated apart, every story there cut at the wrong line).
    // It belongs to the stories under it.

    private let page = """
        民生周刊

        （上接1版）

        据悉，此次督查共发现问题12个，已全部反馈相关单位限期整改。（温贵辉 郑艳萍）

        全市政法系统表彰大会召开

        本报讯（记者 刘萍）记者从市农业农村局获悉，全市7718个行政村集体经济收入全部达到30万元以上。

        方山县乡村医生培训班开班
        """

    func testHeadlinesUnderAPageNameGoToTheStoriesAboveThem() throws {
        let parsed = PageParser.parse(text: page)
        XCTAssertEqual(parsed.articles.map(\.headline), ["全市政法系统表彰大会召开", "方山县乡村医生培训班开班"])
        XCTAssertEqual(parsed.articles.map(\.lines), [SourceLines(first: 3, last: 7), SourceLines(first: 9, last: 11)])
        XCTAssertEqual(parsed.articles.first?.continuedFrom?.page, 1)
    }

    /// With no story before it to go to, the name was dropped, and its words were found nowhere
    /// (85 column names on the same archive's pages): the first story under it keeps it, and
    /// keeps it when its headline comes under it.
    func testThePageNameStaysWithTheFirstStory() throws {
        let parsed = PageParser.parse(text: page)
        XCTAssertEqual(parsed.articles.map(\.rubric), ["民生周刊", nil])
    }

    /// A commentary's column named for the city (`吕梁时评`, `吕梁短评`) over its headline is the
    /// story's rubric, not its kicker nor a headline run into the title under it.
    func testACommentaryColumnNamedForTheCityIsARubric() throws {
        for column in ["吕梁时评", "吕梁短评"] {
            let text = """
                \(column)

                春耕备耕要早字当头

                一年之计在于春。春耕备耕不等人，各地要抓早抓实，把准备做在前头。

                （任晓光）
                """
            XCTAssertDecided(text, line: column, by: "column-name")
            let article = try XCTUnwrap(PageParser.parse(text: text).articles.first, column)
            XCTAssertEqual(article.headline, "春耕备耕要早字当头", column)
            XCTAssertEqual(article.rubric, column)
            XCTAssertNil(article.kicker, column)
        }
    }

    /// A forum's, a lecture's or a page's news column (`吕梁论坛`, `法律讲堂`, `社会新闻`) over its
    /// headline is the story's rubric.
    func testForumLectureAndNewsColumnsAreRubrics() throws {
        for column in ["吕梁论坛", "法律讲堂", "社会新闻"] {
            let text = "\(column)\n\n冬季取暖谨防法律风险\n\n作者：孙志峰\n\n入冬以来，不少家庭开始使用电暖器取暖。\n"
            XCTAssertDecided(text, line: column, by: "column-name")
            let article = try XCTUnwrap(PageParser.parse(text: text).articles.first, column)
            XCTAssertEqual(article.rubric, column)
            XCTAssertEqual(article.headline, "冬季取暖谨防法律风险", column)
        }
    }

    /// The line right under a column's name that asks a question or parts two phrases with a
    /// comma, over the story's text, is the column story's headline, not its first line of text.
    func testPunctuatedLineUnderAColumnNameIsTheColumnStorysHeadline() throws {
        for (column, title) in [("读者来信", "小区门口的“断头路”何时能打通？"), ("法律讲堂", "冬季取暖，这些法律风险要当心"),
                                ("民生热线", "城乡居民医保缴费，你问我答")] {
            let page = PageParser.parse(text: """
                ## 市应急管理局召开调度会

                本报讯（记者 赖亚璐）10月27日，市应急管理局召开安全生产调度会。

                \(column)

                \(title)

                我家住在离石区凤山街道的一个小区，小区东边的道路修了一半就停了，居民出行很不方便。
                """)
            let story = try XCTUnwrap(page.articles.last, title)
            XCTAssertEqual(story.headline, title)
            XCTAssertEqual(story.rubric, column)
            XCTAssertEqual(page.articles.count, 2, title)
        }
    }

    /// A question the OCR marked at a headline's size heads the story under it, after another
    /// story's headline block of two sizes; a finished sentence under a column's name stays text.
    func testQuestionMarkedAsAHeadlineOpensItsStory() throws {
        let page = PageParser.parse(text: """
            ## 孝义市检察院举办“检察开放日”

            ### 百余名群众“零距离”感受检察工作

            本报讯（记者 白晓军）10月21日，孝义市人民检察院举办“检察开放日”活动。

            ## 网购“秒杀”商品能不能七天无理由退货？

            □ 山西晋吕律师事务所 贾志宏

            “双十一”临近，不少人又开始守着手机抢“秒杀”商品。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["孝义市检察院举办“检察开放日”", "网购“秒杀”商品能不能七天无理由退货？"])
        XCTAssertEqual(page.articles.first?.subheadlines, ["百余名群众“零距离”感受检察工作"])
        let sentence = PageParser.parse(text: "读者来信\n\n小区门口的路修好了，谢谢。\n\n我家住在离石区凤山街道的一个小区。\n")
        XCTAssertEqual(sentence.articles.first?.headline, "")
    }

    /// `### 快评` alone is the column's name, no two-character speck, and the question under it
    /// heads the commentary (`## 老旧小区停车难，难在哪？`); an unmarked question under its kicker
    /// and over the writer's box is the headline too (`专家为考生和家长支招` / `高考志愿填报怎么办？`).
    func testAQuestionUnderAColumnNameOrAKickerIsTheHeadline() throws {
        try assertColumnStory("### 快评\n\n## 老旧小区停车难，难在哪？\n\n近来，不少读者反映城区老旧小区停车难。\n\n说到底，停车难难在规划欠账。（任志刚）\n",
                              column: "### 快评", by: "column-word", rubric: "快评", headline: "老旧小区停车难，难在哪？")
        let kicked = "专家为考生和家长支招\n\n高考志愿填报怎么办？\n\n□ 融媒体记者 贺佳音\n\n高考成绩公布后，志愿填报成了考生和家长最关心的事。\n"
        XCTAssertDecided(kicked, line: "高考志愿填报怎么办", by: "punctuated-title")
        let interview = try XCTUnwrap(PageParser.parse(text: kicked).articles.first)
        XCTAssertEqual(interview.kicker, "专家为考生和家长支招")
        XCTAssertEqual(interview.headline, "高考志愿填报怎么办？")
    }

    /// A question alone on its line after a finished sentence, at the foot of a page of
    /// readers' comments, is the headline printed under them; an interviewer's question
    /// (`记者：…？`) and a short rhetorical one (`为什么？`) stay text.
    func testAQuestionAloneAfterAFinishedSentenceIsAHeadline() throws {
        let text = "本报讯（记者 梁宇）1月8日，孝义市首家垃圾分类“积分超市”开业。\n\n离石读者 刘先生：小区里分类垃圾桶是摆上了，希望收运环节也分开。\n\n网友“汾河岸边”：分类指引要再简单明白些。\n\n垃圾分类，您家做到了吗？\n"
        XCTAssertDecided(text, line: "垃圾分类，您家做到了吗", by: "question-title")
        XCTAssertEqual(PageParser.parse(text: text).articles.last?.headline, "垃圾分类，您家做到了吗？")
        let interview = "本报讯（记者 梁宇）1月8日，记者采访了市教育局负责人。\n\n记者：今年中考的考试科目有调整吗？\n\n答：今年科目不变。\n\n为什么？\n\n因为要保持稳定。\n"
        XCTAssertDecided(interview, line: "记者：今年中考", by: "running-text")
        XCTAssertDecided(interview, line: "为什么", by: "running-text")
        // Over a headline, a question closes the story above: no headline is printed over another.
        let closing = "本报讯（记者 梁宇）改厕以后，子女在外也放心了。\n\n这样的好日子，谁能不喜欢呢？\n\n## 交口县完成农村户厕改造3200座\n\n本报讯 今年，交口县完成农村户厕改造3200座。\n"
        XCTAssertDecided(closing, line: "这样的好日子", by: "running-text")
        XCTAssertEqual(PageParser.parse(text: closing).articles.first?.body.last?.text.hasSuffix("谁能不喜欢呢？"), true)
    }

    /// Two phrases parted by a comma, ending in no punctuation, alone after a commentary's
    /// closing names at the foot of the page, or after finished text over a feature's writer in
    /// his box, are a headline; the same line with text under it, ending a clause, or after text
    /// over the footer (a motto, a last paragraph whose full stop the OCR lost) stays text.
    func testPhrasesPartedByACommaAfterAStorysNamesAreAHeadline() throws {
        let headed = [
            ("本报讯（记者 霍志强）1月9日，全市普降大雪，交警全员上路保畅通。\n\n雪夜上路保畅通\n\n雪天路滑，慢一点、让一点，换来的是一路平安。\n\n（鲁平）\n\n雪天行车，慢一点又何妨\n\n2024年1月10日 星期三\n",
             "雪天行车，慢一点又何妨", true),
            ("本报讯（记者 郭丽娜）10月6日，全市公安交警共出动警力6800余人次。\n\n假期期间，全市道路交通安全形势平稳有序。\n\n节日里，他们坚守岗位\n\n□ 本报记者 李娜\n\n万家团圆时，有这样一群人依然坚守在岗位上。\n",
             "节日里，他们坚守岗位", false),
        ]
        for (text, title, last) in headed {
            XCTAssertDecided(text, line: title, by: "comma-title")
            let articles = PageParser.parse(text: text).articles
            XCTAssertEqual(last ? articles.last?.headline : articles.dropFirst().first?.headline, title)
        }
        for (text, line) in [
            ("本报讯（记者 霍志强）1月9日，全市普降大雪。\n\n（鲁平）\n\n雪天行车，慢一点又何妨\n\n看似耽误几分钟，换来的是一路平安。\n", "雪天行车，慢一点又何妨"),
            ("本报讯（记者 霍志强）1月9日，全市普降大雪。\n\n雪天行车，慢一点，\n\n本报讯 另讯，高速公路恢复通行。\n", "雪天行车，慢一点，"),
            ("青春是用来奋斗的，每一天都值得珍惜。\n\n不负韶华，只争朝夕\n\n2024年5月4日 星期六\n", "不负韶华，只争朝夕"),
        ] {
            XCTAssertDecided(text, line: line, by: "running-text")
        }
    }

    /// `■快讯` over a brief's headline is its column's name behind a box, as a writer's name may
    /// stand behind one: no writer called 快讯, and the brief keeps its headline.
    func testAColumnNameBehindABoxIsNoWriter() throws {
        let text = "“如果表现好，明年秋播就可以大面积推广。”基地技术负责人说。\n\n■快讯\n\n我市新增3家国家级高新技术企业\n\n日前，记者从市科技局获悉，今年我市新认定国家级高新技术企业3家。\n"
        XCTAssertDecided(text, line: "■快讯", by: "column-word")
        let brief = try XCTUnwrap(PageParser.parse(text: text).articles.last)
        XCTAssertEqual(brief.headline, "我市新增3家国家级高新技术企业")
        XCTAssertEqual(brief.bylines, [])
    }

    /// `吕梁快评` over a commentary's headline is its column's name, as `吕梁时评` is: the rubric,
    /// not the start of the headline.
    func testAQuickCommentarysColumnNameIsARubric() throws {
        try assertColumnStory("吕梁快评\n\n让“办事不求人”成为常态\n\n□ 任志强\n\n办事不求人，是群众最朴素的期盼。\n",
                              column: "吕梁快评", by: "column-name", rubric: "吕梁快评", headline: "让“办事不求人”成为常态")
    }

    /// `民生·回音壁` over a headline or a question: a section and its column joined by a middle dot
    /// are the column's name, not a headline and no story of their own. A dotted line over a
    /// writer or a lead (`重读列夫·托尔斯泰` / `□ 刘建华`, `秋收·秋种` / `本报讯…`) stays the headline.
    func testTwoNamesJoinedByAMiddleDotAreAColumnName() throws {
        try assertColumnStory("民生·回音壁\n\n公交站台有了遮阳棚\n\n本报讯（记者 贾文静）前不久，有市民反映城区部分公交站台没有遮阳设施。\n",
                              column: "民生·回音壁", by: "column-name-over-headline", rubric: "民生·回音壁", headline: "公交站台有了遮阳棚")
        let question = "民生·回音壁\n\n小区楼道灯坏了半年谁来修？\n\n编辑同志：我家住在离石区一个老旧小区，楼道里的声控灯坏了快半年了。\n\n读者 高建伟\n"
        XCTAssertDecided(question, line: "民生·回音壁", by: "column-name-over-headline")
        XCTAssertEqual(PageParser.parse(text: question).articles.first?.headline, "小区楼道灯坏了半年谁来修？")
        for (title, text) in [("重读列夫·托尔斯泰", "□ 刘建华\n\n年轻时读书，读的是故事。\n\n后来读托尔斯泰，读的是人。"),
                              ("纪念一二·九运动", "本报讯 12月9日，我市青年学生纪念一二·九运动87周年。"),
                              ("秋收·秋种", "本报讯 眼下，全市农民忙着收玉米、种小麦。")] {
            let page = PageParser.parse(text: "## \(title)\n\n\(text)\n")
            XCTAssertEqual(page.articles.first?.headline, title)
            XCTAssertNil(page.articles.first?.rubric, title)
        }
    }

    /// `光 影 吕 梁` / `摄影周刊` heading a photo page: a page's name (`…周刊`) is no photographer
    /// called 周刊, and the letter-spaced line over it is the page's name, not a story's title.
    func testAPagesNameIsNoBylineAndTheSpacedLineOverItNamesThePage() throws {
        let text = "光 影 吕 梁\n\n摄影周刊\n\n麦浪翻金 夏收正忙\n\n韩立新 摄\n\n7月上旬，孝义市下堡镇的农民驾驶收割机抢收小麦。\n\n"
            + "本报讯（记者 陈雅丽）7月18日，摄影作品展在市群众艺术馆开幕。\n\n百余幅作品展现吕梁山新貌\n"
        XCTAssertDecided(text, line: "摄影周刊", by: "page-name")
        XCTAssertDecided(text, line: "光 影 吕 梁", by: "letter-spaced-title")
        let page = PageParser.parse(text: text)
        XCTAssertFalse(page.articles.flatMap(\.bylines).contains { $0.name == "周刊" })
        XCTAssertFalse(page.articles.contains { $0.headline == "光影吕梁" || $0.body.map(\.text) == ["光影吕梁"] })
    }

    /// `## 小小说`, `散文`, `诗歌` over a supplement's piece: the kind of writing names the column,
    /// not the piece's headline. In a notice's list of what it calls for, it is the notice's text.
    func testASupplementsKindOfWritingIsAColumnName() throws {
        let notice = "## 征稿启事\n\n本刊常年征集以下稿件：\n\n散文\n\n诗歌\n\n小小说\n\n来稿请注明联系方式。\n"
        XCTAssertFalse(PageParser.parse(text: notice).articles.contains { $0.rubric?.contains("诗歌") == true || $0.rubric?.contains("散文") == true })
        try assertColumnStory("## 小小说\n\n## 老周的账本\n\n□ 武志刚\n\n老周当了三十年村会计，账本记了一柜子。\n",
                              column: "## 小小说", by: "column-name-over-headline", rubric: "小小说", headline: "老周的账本")
        try assertColumnStory("散文\n\n秋到北川河\n\n□ 薛丽萍\n\n北川河的秋天，是从河滩上的芦苇开始的。\n",
                              column: "散文", by: "column-name-over-headline", rubric: "散文", headline: "秋到北川河")
    }

    /// The line opening `column` is decided a column's name by `rule`, and the story under it has
    /// that `rubric` and `headline`.
    private func assertColumnStory(_ text: String, column: String, by rule: String, rubric: String, headline: String, line: UInt = #line) throws {
        XCTAssertDecided(text, line: column, by: rule, line: line)
        let article = try XCTUnwrap(PageParser.parse(text: text).articles.first, line: line)
        XCTAssertEqual(article.rubric, rubric, line: line)
        XCTAssertEqual(article.headline, headline, line: line)
    }
}
