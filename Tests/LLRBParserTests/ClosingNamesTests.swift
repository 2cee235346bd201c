import Foundation
import XCTest
import LLRBParser

/// Writers' names at a story's end (`(彦平 裴芳)`, given names of one character, names under the
/// text, a letter's signature): whose story they close, what in closing brackets is no name, and
/// how names closing the text under a plain line make that line the headline of another story.
final class ClosingNamesTests: XCTestCase {
    // MARK: - Names that close a story

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

    func testBriefGoesOnToItsClosingByline() throws {
        let unmarked = try Seeds.text("000").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0 == "#" || $0 == ">" || $0 == " " })
        }.joined(separator: "\n")
        let page = PageParser.parse(text: unmarked.replacingOccurrences(of: "近年来,柳林县按照", with: "近年来 柳林县\n\n按照"))
        let brief = try XCTUnwrap(page.article(bylineName: "裴芳"))
        XCTAssertEqual(brief.headline, "柳林县城区品质提升重点项目集中开复工")
        XCTAssertTrue(brief.body.contains { $0.text.contains("近年来柳林县按照") })
        XCTAssertFalse(page.articles.contains { $0.headline == "近年来 柳林县" })
    }

    /// Writers closing a story by given names, one of a single character (`(军 霞萍)`): the
    /// names close that story, and the headline over them opens it, after a lead-opened story.
    func testClosingGivenNamesWithASingleCharacterOneCloseTheirStory() throws {
        let page = PageParser.parse(text: """
            石楼县举行工作会谈

            本报讯(记者 高彪桂)5月2日,市农业农村局实现营业收入27.0亿元,累计办理业务463件。

            市政府压实各级主体责任,完成投资890亿元。

            开发区开展专项行动

            市人社局实现营业收入87.5亿元,狠抓各项政策落地见效。

            离石区新开工项目962个,推进城市更新和老旧小区改造。
            (军 霞萍)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["石楼县举行工作会谈", "开发区开展专项行动"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["军", "霞萍"])
        XCTAssertEqual(page.articles.last?.lines.last, 12)
    }

    /// A two-character name set as wide as a three-character one (`（赵 敏）`) is one writer,
    /// its first character a surname; given names that are none (`（昕 雄）`) stay two writers.
    func testLetterSpacedNameClosingAStoryIsOneWriter() {
        let page = PageParser.parse(text: """
            ## 中阳县启动冬季造林

            本报讯 11月2日，中阳县启动冬季造林，栽植油松侧柏两千余亩。（赵 敏）
            """)
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["赵敏"])
    }

    /// Four letter-spaced characters in a closing bracket are two spaced-out names, each opening
    /// with a surname (`（魏 东 孙 霞）`), and five a three- and a two-character one.
    func testLetterSpacedCharactersPairIntoNamesOpeningWithSurnames() {
        for (names, expected) in [("魏 东 孙 霞", ["魏东", "孙霞"]), ("常 秀 英 马 林", ["常秀英", "马林"])] {
            let page = PageParser.parse(text: """
                ## 岚县开展秋季防火检查

                本报讯 10月8日，岚县对林区入口开展防火检查，劝返违规入山人员三十余人。（\(names)）
                """)
            XCTAssertEqual(page.articles.first?.bylines.map(\.name), expected, names)
        }
    }

    /// A letter-spaced name after a role or before `摄` is one person: `记者 钱 磊` in a lead,
    /// `周 涛 摄` under a photo.
    func testLetterSpacedNamesInLeadsAndCreditsAreOnePerson() {
        let page = PageParser.parse(text: """
            ## 方山县红枣进入采摘期

            本报讯（记者 钱 磊）9月20日，方山县两万亩红枣进入采摘期。

            枣农在枣园里采摘红枣。

            周 涛 摄
            """)
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["记者 钱磊"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["周涛"])
    }

    /// An editor's note in closing brackets is no writer's names, though its pieces are as short:
    /// `（李明 摄）`, `（有 删节）`, `（据 新华社）` stay the story's text.
    func testEditorialNotesInClosingBracketsAreNotNames() {
        for note in ["（李明 摄）", "（有 删节）", "（据 新华社）"] {
            let page = PageParser.parse(text: """
                ## 开发区开展专项行动

                本报讯 5月2日,市人社局实现营业收入87.5亿元,狠抓各项政策落地见效。\(note)
                """)
            XCTAssertEqual(page.articles.first?.bylines.map(\.name), [], note)
            XCTAssertTrue(page.articles.first?.bodyText.hasSuffix(note.replacingOccurrences(of: " ", with: "")) == true, note)
        }
    }

    /// `(效军 杰)` before vertical text fallen into one character per line is the story's byline,
    /// not a piece of the vertical text; `(图 文)` is no byline.
    func testClosingNamesBeforeVerticalTextStayTheStorys() throws {
        let page = PageParser.parse(text: """
            ## 石楼县举行工作会谈

            汾阳市新增市场主体966户,着力破解企业融资难题。

            文水县全力推进重点项目建设,大力发展特色优势产业。
            (效军 杰)

            重

            点

            工

            程
            """)
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["效军", "杰"])
        XCTAssertEqual(page.articles.first?.lines.last, 6)
        let pictured = PageParser.parse(text: "## 石楼县举行工作会谈\n\n汾阳市新增市场主体966户,着力破解企业融资难题。(图 文)\n")
        XCTAssertEqual(pictured.articles.first?.bylines, [])
    }

    /// `（文 彦）` under a story with no lead closes it with two given names (`文` is one as often
    /// as it credits the text), so the line over that text heads a story of its own instead of
    /// running on in the brief above, which named its reporter in its lead.
    func testGivenNameWenClosesAStory() throws {
        let page = PageParser.parse(text: """
            柳林县项目集中开工
            本报讯（记者 薛磊）7月1日，岚县统筹推进疫情防控和复工复产，加强农产品品牌建设。
            交城县全面摸排企业用工需求，建立健全长效工作机制。
            离石区现场观摩会召开
            市工信局扎实推进重点民生实事，压实各级主体责任。
            汾阳市深化校地合作和人才引进，聚焦群众急难愁盼问题。
            （文 彦）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县项目集中开工", "离石区现场观摩会召开"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["文", "彦"])
        XCTAssertEqual(page.articles.first?.lines.last, 3)
    }

    // MARK: - Names under a story, and signatures

    /// Names under a signed story over the next headline (`本报记者 王涛` / `## 孝义市…`) are the
    /// next story's: only an unsigned story, or a reader's letter, is signed so.
    func testNamesUnderASignedStoryAreTheNextOnes() throws {
        let page = PageParser.parse(text: """
            ## 市委召开常委会会议

            本报讯(记者 李雅萍)2月17日,市委召开常委会会议,研究讨论市“两会”筹备工作。

            会议强调,全市各级各部门要切实把思想和行动统一到党的二十大精神上来。

            本报记者 王涛

            ## 孝义市重大项目建设提速

            孝义市今年以来新开工项目58个,总投资320亿元。

            项目建设持续提速,为经济发展注入强劲动力。
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["李雅萍"], ["王涛"]])
    }

    /// A feature's second writer under its text (`通讯员 郭晓星`) is the feature's when the story
    /// after the next headline names its own writers in its lead.
    func testSecondWriterUnderAFeatureIsTheFeatures() throws {
        let page = PageParser.parse(text: """
            ## 走进田间地头 感受春耕热潮

            □ 本报记者 王涛

            四月的吕梁，处处涌动着春耕的热潮。在孝义市下堡镇，农民们正忙着翻地、施肥、播种。

            镇里组织农技人员深入田间，指导农户科学备耕，确保不误农时。

            通讯员 郭晓星

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["王涛", "郭晓星"], ["蔡宇霞"]])
    }

    /// `——读者 刘文晓` under a letter signs it, and is no subtitle of the headline under it.
    func testDashedReadersSignatureSignsTheLetter() throws {
        let text = """
            ## 读者来信

            ## 小区路灯亮了

            编辑同志：

            我是离石区凤山街道的一名居民，小区门口的路灯坏了半年，经反映后三天就修好了，特向有关部门表示感谢。

            ——读者 刘文晓

            ## 市区新增公交线路3条

            本报讯(记者 李雅萍)4月13日,市区新开通3条公交线路,方便群众出行。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "——读者 刘文晓", by: "dash-signature")
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.roleAndName) }, [["读者 刘文晓"], ["记者 李雅萍"]])
        XCTAssertEqual(page.articles.last?.subheadlines, [])
    }

    /// `读者来信` over a letter is its column's name, and `读者 刘文晓` under it signs the letter:
    /// the name was read as a reader called 来信 (or as text), and the signature, opening a
    /// story, became the kicker of the next story's headline.
    func testReadersLetterKeepsItsColumnAndSignature() throws {
        let page = PageParser.parse(text: """
            ## 柳林县推进乡村振兴

            本报讯 近日，柳林县把发展特色产业作为乡村振兴的重要抓手。

            读者来信

            ## 村口门前的路灯何时能亮

            编辑同志：我是汾阳市的一名居民，我们小区门前的路灯已坏了三个月，晚上出行很不方便。希望有关部门尽快修好。

            读者 刘文晓

            ## 孝义市召开安全生产工作会议

            本报讯（记者 王涛）4月13日，孝义市召开安全生产工作会议。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县推进乡村振兴", "村口门前的路灯何时能亮", "孝义市召开安全生产工作会议"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3), SourceLines(first: 7, last: 11), SourceLines(first: 13, last: 15)])
        XCTAssertEqual(page.articles[1].rubric, "读者来信")
        XCTAssertEqual(page.articles[1].bylines.map(\.roleAndName), ["读者 刘文晓"])
        XCTAssertEqual(page.articles[2].kicker, nil)
    }

    // MARK: - Names that close another story

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

    /// A feature names its writer over its text; a headline after it whose text ends in closing
    /// names opens another story, marked or not, rather than being the feature's 小标题.
    func testHeadlineOverTextWithClosingNamesAfterAFeatureIsAnotherStory() throws {
        for mark in ["## ", ""] {
            let page = PageParser.parse(text: """
                \(mark)兴县绘就新画卷

                □ 本报记者 于爱

                离石区全面摸排企业用工需求,累计办理业务826件。

                \(mark)岚县项目集中开工

                市发改委加快构建多元支撑的产业格局,即示范区建设。

                (新明 雄龙)
                """)
            XCTAssertEqual(page.articles.map(\.headline), ["兴县绘就新画卷", "岚县项目集中开工"], "mark \(mark)")
            XCTAssertEqual(page.articles.map(\.lines.first), [1, 7], "mark \(mark)")
            XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["新明", "雄龙"], "mark \(mark)")
        }
    }

    /// A news agency's dispatch (`新华社…电`) names no writers at its end: text under a plain line
    /// after it that ends in names closing a story is another story's, where after the paper's
    /// own `本报讯` naming no reporter the same names close the brief.
    func testNamesAfterAnAgencyDispatchCloseAnotherStory() throws {
        let dispatch = """
            ## 文水县嫒薇踣眇举行工作会谈

            新华社北京3月28日电 3月28日,市农业农村局累计办理业务695件,推动传统产业提档升级。

            孝义市签约仪式举行

            石楼县建立健全长效工作机制,新能源汽车产销两旺,强化要素保障和服务支撑。(文霞 磊)
            """
        let page = PageParser.parse(text: dispatch)
        XCTAssertEqual(page.articles.map(\.headline), ["文水县嫒薇踣眇举行工作会谈", "孝义市签约仪式举行"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["文霞", "磊"])

        let brief = PageParser.parse(text: dispatch.replacingOccurrences(of: "新华社北京3月28日电", with: "本报讯"))
        XCTAssertEqual(brief.articles.count, 1, "\(brief.articles.map(\.headline))")
        XCTAssertEqual(brief.articles.first?.bylines.map(\.name), ["文霞", "磊"])
    }

    /// A story carried over from another page (`（上接1版）`) named its writers at its head, there:
    /// a plain line after its photo, over text that runs into names closing a story, is the
    /// headline of that other story, not a line of the carried-over text.
    func testTextEndingInNamesUnderACarriedOverStoryIsAnotherStorys() throws {
        let page = PageParser.parse(text: """
            (上接1版)

            市商务局加快新兴产业培育壮大,完善基础设施和公共服务,狠抓招商引资。

            交城县建成标准化厂房811万平方米,代号为"镏圹揿恽夂羯"的项目已经落地,同比增长20.3%。

            兴 县建成标准化厂房28万平方米,实现营业收入13.9亿元。离石区大力发展特色优势产业。

            汾阳市带动928名群众就近就业,全面摸排企业用工需求。市住建局压实各级主体责任。

            市农业农村局不断提升群众的获得感和幸福感,着力破解企业融资难题,新开工项目743个。

            市工信局大力发展特色优势产业,完善基础设施和公共服务,新增市场主体975户。
            图为临县黼鹄艽糌示范基地一角。
            通讯员 程桂 摄

            柳林县浠婵疃簌项目集中开工

            市商务局提升基层治理能力水平,同比增长53.8%,持续改善农村人居环境。

            开发区新增市场主体303户,不断提升群众的获得感和幸福感,带动945名群众就近就业。

            石楼县加快构建多元支撑的产业格局,培育壮大市场主体,同比增长59.7%。

            临县加快构建多元支撑的产业格局,新开工项目526个,完成投资897亿元。

            石楼县坚持项目为王鲜明导向,即咔蹁蝈洵焖纰示范区建设,实现营业收入49.8亿元。
            (子敏 建新)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "柳林县浠婵疃簌项目集中开工"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 17])
        XCTAssertEqual(page.articles.first?.captions.count, 1)
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["子敏", "建新"])
    }

    /// A story with no lead under a named brief, its text running through a one-phrase 小标题
    /// (`一级带着一级干`) into the names that close it: the line over that text is the story's
    /// headline, and the short line its 小标题, not the other way round.
    func testTextRunningThroughAShortSectionHeaderIntoClosingNamesIsAnotherStorys() throws {
        for sectionHeader in ["一级带着一级干", "\"组合拳\"把好\"复工关\""] {
            let page = PageParser.parse(text: """
                文水县推进会召开
                本报讯(记者 阎辉)6月26日,市农业农村局扎实做好各项筹备工作,狠抓各项政策落地见效。

                交口县压实各级主体责任,全力推进重点项目建设。

                文水县培育特色专业镇
                市文旅局完成投资330亿元,全面摸排企业用工需求。

                \(sectionHeader)
                岚县深入开展调查研究,建成标准化厂房242万平方米。

                孝义市狠抓各项政策落地见效,加强农产品品牌建设。
                (军继 柯辉)
                """)
            XCTAssertEqual(page.articles.map(\.headline), ["文水县推进会召开", "文水县培育特色专业镇"], sectionHeader)
            XCTAssertTrue(page.articles.last?.bodyText.contains(sectionHeader) == true, sectionHeader)
            XCTAssertEqual(page.articles.last?.lines.first, 6, sectionHeader)
            XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["军继", "柯辉"], sectionHeader)
        }
    }

    /// A letter signed in brackets with the writer's address before the name (`（交口县回龙乡
    /// 李春生）`) is closed by that writer, and `记者调查` over the follow-up's headline is its
    /// kicker, no reporter called 调查.
    func testLetterSignedWithAnAddressEndsBeforeTheReportersFollowUp() {
        let page = PageParser.parse(text: """
            读者来信

            村口的便桥该修了

            编辑同志：

            我是交口县回龙乡的村民，村口的便桥去年被洪水冲坏，至今没有修复，群众出行很不方便。

            （交口县回龙乡 李春生）

            记者调查

            便桥修复工程已经开工

            本报记者将来信反映的情况转给了交口县交通运输局。该局表示，便桥修复工程已于近日开工。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["村口的便桥该修了", "便桥修复工程已经开工"])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["李春生"], []])
        XCTAssertEqual(page.articles.last?.kicker, "记者调查")
    }

    /// A writer signing under an essay with where they work in brackets (`张亮（作者单位：…）`)
    /// signs the essay, though a photo's caption and credit follow: the line is no caption.
    func testWriterSigningWithTheirWorkplaceInBracketsSignsTheEssayOverAPhoto() throws {
        let page = PageParser.parse(text: """
            ## 爷爷的旱烟袋

            爷爷有一杆旱烟袋，铜烟锅，竹烟杆，据说是太爷爷传下来的。

            爷爷走后，那杆烟袋挂在了老屋的墙上，好像爷爷还坐在那里。

            张亮（作者单位：石楼县第二中学）

            方山县横泉水库秋景。

            图片由高文亮提供
            """)
        let essay = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(essay.bylines.map(\.name), ["张亮"])
        XCTAssertEqual(essay.bylines.map(\.role), ["作者"])
        XCTAssertEqual(page.captions.map(\.text), ["方山县横泉水库秋景。"])
    }

    /// A letter under a commentary signed by its writer and who they are (`赵文华（作者系…居民）`):
    /// the letter's headline opens a story of its own, no 小标题 of the commentary over it.
    func testLetterSignedWithWhoTheWriterIsOpensItsOwnStoryUnderASignedCommentary() {
        let page = PageParser.parse(text: """
            治理"僵尸车"需要长效机制

            作者：刘向东

            在不少老旧小区里，总有一些车辆常年停放、落满灰尘，占用了本就紧张的车位。

            治理"僵尸车"，难在认定，难在处置，还要建立长效机制。

            公交站牌的字能不能再大一点

            我是一名退休老人，城区有些公交站牌上的字又小又密，我戴着老花镜也得凑到跟前才能看清。

            希望公交部门在更换站牌时，能考虑老年人的需求，把字印得大一点。

            赵文华（作者系离石区凤山街道居民）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["治理\"僵尸车\"需要长效机制", "公交站牌的字能不能再大一点"])
        XCTAssertEqual(page.articles.map { $0.bylines.map(\.name) }, [["刘向东"], ["赵文华"]])
    }

    /// `读者 李建华` under a letter no one has signed, over a photo's caption and credit: the
    /// reader signs the letter; a photo opens no story for the names to head.
    func testReaderSigningALetterOverAPhotoSignsTheLetter() throws {
        let text = """
            ## 小区门口的路何时能打通？

            我家住在离石区的一个小区，东门外的规划道路修了不到两百米就断了头。

            希望有关部门能重视这个问题，早日把路打通，方便群众出行。

            读者 李建华

            中考前夕，临县第三中学初三学生在操场上放飞气球。

            图片由临县第三中学提供
            """
        let page = PageParser.parse(text: text)
        let letter = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(letter.bylines.map(\.roleAndName), ["读者 李建华"])
        XCTAssertEqual(page.captions.map(\.text), ["中考前夕，临县第三中学初三学生在操场上放飞气球。"])
        XCTAssertNil(PageParser.explain(text: text).flatMap(\.lines).first { $0.text.hasPrefix("读者") }.flatMap(storyStep))
    }

    /// `作者：孙志峰（吕梁市中级人民法院法官）`: a writer's label, the name and who they are in
    /// brackets sign the story over the line, as `张亮（作者单位：…）` does.
    func testWriterLabelledWithWhoTheyAreInBracketsSignsTheStory() throws {
        let text = """
            冬季取暖，这些法律风险要当心

            进入冬季，取暖成为家家户户的大事。用电取暖、烧煤取暖都要注意安全。

            安全取暖，既是对自己负责，也是对他人负责。

            作者：孙志峰（吕梁市中级人民法院法官）

            12月5日，供热企业工作人员在换热站巡检设备。

            王刚 摄
            """
        XCTAssertDecided(text, line: "作者：孙志峰", by: "byline")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["作者 孙志峰"])
        XCTAssertEqual(page.captions.map(\.text), ["12月5日，供热企业工作人员在换热站巡检设备。"])
    }

    /// `（来源：山西日报）`, `（摘自《吕梁日报》）` close a reprint with where it was taken from:
    /// the story's text, no writer called 来源 or 山西日报.
    func testASourceNoteInBracketsIsNoByline() throws {
        for note in ["（来源：山西日报）", "（摘自：山西日报）"] {
            let page = PageParser.parse(text: "## 孝义光伏项目全容量并网\n\n本报讯 5月14日，孝义市光伏发电项目实现全容量并网。\n\n\(note)\n")
            let story = try XCTUnwrap(page.articles.first)
            XCTAssertEqual(story.bylines, [], note)
            XCTAssertTrue(story.bodyText.hasSuffix(note), note)
        }
    }
}
