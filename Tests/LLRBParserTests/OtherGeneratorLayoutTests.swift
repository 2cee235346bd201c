import XCTest
import LLRBParser

/// Pages written by a generator other than ours, from the guide's conventions alone: where the
/// parser lost text or joined two stories on them. Each page is cut down to the lines at fault.
final class OtherGeneratorLayoutTests: XCTestCase {
    /// Names closing a brief, then a photo with its credit on the caption's line: the names stay
    /// the brief's byline (not glued to the caption as a column wrap), and the photo is the
    /// brief's.
    func testPhotoUnderABriefsClosingNamesIsTheBriefs() throws {
        let page = PageParser.parse(text: """
            ## 孝义市项目集中开工

            本报讯 3月5日,孝义市全力推进重点项目建设,新开工项目18个。

            该市持续优化政务服务流程,打造一流营商环境。
            (彦平 裴芳)
            图为孝义市示范基地一角。 记者 刘亮亮 摄
            """)
        let brief = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(brief.bylines.map(\.name), ["彦平", "裴芳"])
        XCTAssertEqual(brief.captions.map(\.text), ["图为孝义市示范基地一角。"])
        XCTAssertEqual(brief.captions.first?.credits.map(\.name), ["刘亮亮"])
        XCTAssertEqual(brief.lines.last, 7)
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

    /// A headline that matches no story on the page is kept, as a story of its own with no text,
    /// so that its words are still found; no story's text takes it in.
    func testHeadlineMatchingNoStoryIsKept() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 袁志磊）7月21日，兴县加快构建多元支撑的产业格局，大力发展特色优势产业，完善基础设施和公共服务。
            改革加速 服务经济发展

            市委加快构建多元支撑的产业格局，推进城市更新和老旧小区改造。（下转2版）

            柳林县加快推进项目建设
            """)
        XCTAssertTrue(page.articles.contains { $0.headline == "柳林县加快推进项目建设" }, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.reduce(0) { $0 + $1.body.count(where: { $0.text.contains("柳林县") }) }, 0)
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

    /// A column edge inside a number (`202` / `3年`, `5` / `G`) cut a word: joined without a
    /// space. Between two Latin words the wrap stood for a space.
    func testWrapInsideANumberJoinsIt() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 李雅萍)3月5日,市生态环境局力争202
            3年底全面完工,加快5
            G基站建设,推广Hello
            World项目。
            """)
        XCTAssertEqual(page.articles.first?.bodyText, "3月5日,市生态环境局力争2023年底全面完工,加快5G基站建设,推广Hello World项目。")
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

    /// `（下转2` / (blank) / `版）`: a jump marker broken at the line's end is read whole.
    func testJumpMarkerBrokenAcrossLinesIsRead() throws {
        let page = PageParser.parse(text: """
            ## 石楼县召开常委会会议
            本报讯（记者 尹芳）6月22日，岚县新增市场主体297户，扎实做

            好各项筹备工作，建成标准化厂房4（下转2

            版）
            """)
        XCTAssertEqual(page.articles.first?.continuedTo?.page, 2)
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    /// On a page of column lines set apart by blanks, a headline printed straight onto its story's
    /// first line (a full column line that breaks off mid-word) keeps that line out of the
    /// headline, so the phrase it starts (复工复产) is whole in the body.
    func testHeadlineOnAFullColumnLineLeavesTheLineInTheBody() throws {
        let page = PageParser.parse(text: """
            改善农村人居环境。市发改委带动610名群众就

            近就业，累计办理业务93件，持续改善农村人

            居环境，带动393名群众就近就业。
            （下转2版）

            开发区项目建设推进会召开
            市行政审批服务管理局统筹推进疫情防控和复

            工复产，推进示范区建设，完成投资434亿元，

            推进城市更新和老旧小区改造。

            市人社局实现营业收入10.8亿元，完成投资97

            9亿元。汾阳市构建现代化物流体系，加快构建

            多元支撑的产业格局，带动951名群众就近就业。
            """)
        let story = try XCTUnwrap(page.articles.first { $0.headline.hasPrefix("开发区") })
        XCTAssertEqual(story.headline, "开发区项目建设推进会召开")
        XCTAssertTrue(story.bodyText.hasPrefix("市行政审批服务管理局统筹推进疫情防控和复工复产"), story.bodyText)
    }

    /// A headline's second line a little shorter than the column stays in the headline, however
    /// many paragraphs end just short of the column too: the width is what most lines print.
    func testSecondHeadlineLineShortOfTheColumnStaysInTheHeadline() throws {
        let paragraph = Array(repeating: "各地积极推进复工复产，工作进展顺利持", count: 10) + ["推动经济高质量发展取得新成效。"]
        let body = Array(repeating: paragraph, count: 3).joined().joined(separator: "\n\n")
        let page = PageParser.parse(text: "市委常委会召开会议\n传达学习习近平总书记重要讲话精神\n\n" + body + "\n")
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.headline.hasSuffix("传达学习习近平总书记重要讲话精神"), story.headline)
        XCTAssertFalse(story.bodyText.contains("传达学习"), story.bodyText)
    }

    /// A jump marker the column broke after its `下` (`…市场主体。(下` / blank / `转2版)`) is read
    /// whole: the story goes on on page 2, and the names right under it close it.
    func testJumpMarkerBrokenAfterItsFirstCharacterIsRead() throws {
        let page = PageParser.parse(text: """
            离石区加快构建多元支撑的产业格局

            柳林县同比增长17.0%,压实各级主体责任。市文旅

            局统筹抓好生态保护和修复,着力破解企业融资难题,

            完善基础设施和公共服务,培育壮大市场主体。(下

            转2版)
            (晖建 旺欣)
            """)
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(story.continuedTo?.page, 2)
        XCTAssertEqual(story.bylines.map(\.name), ["晖建", "旺欣"])
        XCTAssertFalse(story.bodyText.contains("转2版"), story.bodyText)
    }

    /// After a story that jumps to another page and is closed by its writers' names on the same
    /// line (`…主体。(下转2版)(晖建 旺欣)`), a headline-looking line is the next story's headline,
    /// not the jumped story's sentence going on.
    func testHeadlineAfterAJumpAndClosingNamesStartsTheNextStory() throws {
        let page = PageParser.parse(text: """
            离石区加快构建多元支撑的产业格局

            柳林县同比增长17.0%,压实各级主体责任。市文旅

            局统筹抓好生态保护和修复,培育壮大市场主体。(下

            转2版)
            (晖建 旺欣)

            交城县锊痼椐鞑提升服务效能
            方山县构建现代化物流体系,其中"扈 汔秫玎瞰肽"

            工程进展顺利,扎实推进重点民生实事,不断提升群

            众的获得感和幸福感。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["离石区加快构建多元支撑的产业格局", "交城县锊痼椐鞑提升服务效能"])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("方山县") == true, page.articles.last?.bodyText ?? "")
    }

    /// Two plain lines well short of the column after a finished story (a rubric over a
    /// headline), with text under them: the next story's headline block, not the open story's
    /// text, though a single such line inside a story stays its text (a 小标题).
    func testTwoShortPlainLinesAfterAFinishedStoryOpenTheNextStory() throws {
        let page = PageParser.parse(text: """
            （上接1版）

            市工信局全面推进乡村振兴，构建现代化

            物流体系，深化校地合作和人才引进，同

            比增长59.6%。

            聚焦项目建设

            文水县瘕筘铫朦加快推进项目建设

            该县狠抓招商引资，截至2023年底，同比

            增长57.7%。文水县加快构建多元支撑的产

            业格局，推动传统产业提档升级，新增市

            场主体335户，完成投资498亿元。
            """)
        XCTAssertEqual(page.articles.count, 2, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 9])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("该县") == true, page.articles.last?.bodyText ?? "")
        XCTAssertFalse(page.articles.first?.bodyText.contains("文水县") == true)

        let withSectionHeader = PageParser.parse(text: """
            本报讯 市工信局全面推进乡村振兴，构建现代化

            物流体系，深化校地合作和人才引进，同

            比增长59.6%。

            聚焦项目建设

            该县狠抓招商引资，截至2023年底，同比

            增长57.7%。文水县加快构建多元支撑的产
            """)
        XCTAssertEqual(withSectionHeader.articles.count, 1, "\(withSectionHeader.articles.map(\.headline))")
    }

    /// A couplet between two paragraphs of a news story that named its reporter at its head is
    /// the story's 小标题, not the headline of a story of its own; the same couplet over photo
    /// news (text ending in the photo) or over text closed by other writers' names is a headline.
    func testCoupletInsideANewsStoryIsItsSectionHeader() throws {
        let story = """
            ## 柳林县曷戢嬖蕈签约仪式举行

            本报讯(记者 傅卫)4月11日,方山县累计办理业务60件,同比增长27.2%。

            改革加速 服务经济发展

            石楼县切实加强安全生产监管,全力推进重点项目建设,带动657名群众就近就业。

            市生态环境局完成投资131亿元,加快构建多元支撑的产业格局。
            """
        let page = PageParser.parse(text: story)
        XCTAssertEqual(page.articles.count, 1, "\(page.articles.map(\.headline))")
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.body.first { $0.kind == .sectionHeader }?.text, "改革加速 服务经济发展")
        XCTAssertEqual(article.lines.last, 9)

        let photoNews = PageParser.parse(text: story.replacingOccurrences(of: "产业格局。", with: "产业格局。\n图为石楼县示范基地一角。 记者 刘亮亮 摄"))
        XCTAssertEqual(photoNews.articles.map(\.headline), ["柳林县曷戢嬖蕈签约仪式举行", "改革加速 服务经济发展"])

        let otherWriters = PageParser.parse(text: story + "(彦平 裴芳)")
        XCTAssertEqual(otherWriters.articles.map(\.headline), ["柳林县曷戢嬖蕈签约仪式举行", "改革加速 服务经济发展"])

        // A section as long as a story's ends in the story's own photo.
        let moreText = String(repeating: "\n\n临县大力发展特色优势产业,完成投资593亿元,压实各级主体责任,积极对接省直有关部门。", count: 4)
        let longSection = PageParser.parse(text: story.replacingOccurrences(
            of: "产业格局。", with: "产业格局。" + moreText + "\n图为石楼县示范基地一角。 记者 刘亮亮 摄"))
        XCTAssertEqual(longSection.articles.map(\.headline), ["柳林县曷戢嬖蕈签约仪式举行"])
        XCTAssertEqual(longSection.articles.first?.captions.count, 1)
    }

    /// The same on a page that prints headlines under their stories: the couplet inside the
    /// story is its 小标题, and the story's headline is the one under it.
    func testCoupletInsideAStoryWithItsHeadlineBelowIsItsSectionHeader() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 傅卫)4月11日,方山县累计办理业务60件,同比增长27.2%。

            改革加速 服务经济发展

            石楼县切实加强安全生产监管,全力推进重点项目建设,带动657名群众就近就业。

            柳林县曷戢嬖蕈签约仪式举行

            本报讯(记者 刘亮亮)4月11日,市生态环境局完成投资131亿元。

            孝义市项目集中开工
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县曷戢嬖蕈签约仪式举行", "孝义市项目集中开工"])
        XCTAssertEqual(page.articles.first?.body.first { $0.kind == .sectionHeader }?.text, "改革加速 服务经济发展")
        XCTAssertEqual(page.articles.first?.lines.last, 7)
    }

    /// Text that jumps to another page and names its writers after the marker
    /// (`…就业。(下转2版)(旺飞 杰霞)`) is another story's than the open one, which named its
    /// reporter at its head: the plain line over that text is its headline.
    func testWritersNamedAfterAJumpMarkerCloseAnotherStory() throws {
        let page = PageParser.parse(text: """
            岚县铗膪腚砘提升服务效能
            本报讯(记者 卢振)10月14日,离石区布局氢能等新能源产业,全力推进重点项目建设。

            汾阳市莶葳嫔趵签约仪式举行
            市委抓实抓细各项整改任务,建成5G+智慧园区。
            方山县大力发展特色优势产业,带动819名群众就近就业。(下转2版)(旺飞 杰霞)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县铗膪腚砘提升服务效能", "汾阳市莶葳嫔趵签约仪式举行"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["旺飞", "杰霞"])
        XCTAssertEqual(page.articles.last?.continuedTo?.page, 2)
    }

    /// The same with the jump marker and the names each on a line of their own.
    func testWritersNamedUnderAJumpMarkerCloseAnotherStory() throws {
        let page = PageParser.parse(text: """
            方山县鳓昊訇铠举行工作会谈
            本报讯(记者 吴怡)市农业农村局狠抓各项政策落地见效,聚焦群众急难愁盼问题。

            交口县罡蹰泖粢签约仪式举行
            岚县加强农产品品牌建设,统筹抓好生态保护和修复。

            岚县扎实做好各项筹备工作,推动传统产业提档升级。
            (下转3版)
            (文霞 磊)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["方山县鳓昊訇铠举行工作会谈", "交口县罡蹰泖粢签约仪式举行"])
        XCTAssertEqual(page.articles.last?.continuedTo?.page, 3)
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

    /// On a page with headlines above their stories, a 小标题 inside a feature over a column line
    /// the OCR broke in two (`强化服务保障` / `该县组建专班深入` / `企业一线，…`) stays the
    /// feature's: two short lines there are no headline block.
    func testSectionHeaderOverABrokenColumnLineStaysTheFeatures() throws {
        let page = PageParser.parse(text: """
            交口县全力推进项目建设

            □ 本报记者 王涛
            通讯员 郭晓星

            今年以来，交口县坚持项目为王鲜明导向，
            强化要素保障和服务支撑，全力推进重点项
            目建设。全县新开工项目76个，完成投资
            53亿元，同比增长18.3%，为全年经济发
            展开好局、起好步。

            强化服务保障
            该县组建专班深入
            企业一线，帮助企业解决用地、用工、融
            资等难题，推行“一对一”帮办代办服务，
            对重点项目实行清单化管理，确保项目早
            开工、早投产、早见效。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["交口县全力推进项目建设"])
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.map(\.text), ["强化服务保障"])
        XCTAssertTrue(page.articles.first?.bodyText.contains("该县组建专班深入企业一线") == true)
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

    /// A paragraph's first line filling the column between two column lines, with no
    /// punctuation (`市行政审批服务管理局建成标准化厂房525万平` / `方米,…`), is text, not a
    /// headline: the story runs on to the names closing it, and the one-line headline over it,
    /// under the previous story's photo, heads it instead of joining the previous story's text.
    func testFullColumnLineBetweenColumnLinesIsText() throws {
        let page = PageParser.parse(text: """
            汾阳市渲矍焓喵签约仪式举行

            本 报 讯 (记 者 朱 彪 敏) 市商务局力争20
            23年底全面完工,持续改善农村人居环境。开发
            区完善基础设施和公共服务,同 比增长92.9%,
            聚焦群众急难愁盼问题,培育壮大市场主体。
            交城县着力破解企业融资难题,其中"荑歃蘼偕
            帙鲰"工程进展顺利,实现营业收入94.5亿元。
            孝义市新增市场主体458户,压实各级主体责任,
            深入开展调查研究,完成投资536亿元。
            图为临县隗镌刍嘬项目施工现场。
            通讯员 韩丽爱 摄

            开发区馥鲥讧犒提升服务效能

            交城县累 计办理业 务579件,着力破解企业融
            资难题。
            柳林县推 动传统产业提档升级,抓实抓细各项
            整改任务,积极对接省直有关部门。该县压实各
            级主体责任,推进城市更新和老旧小区改造。市
            委 完成投资110亿元,扎实做好各项筹备工作,
            建立健全长效工作机制,新开工项目791个。
            离石区新开工项 目341个,即斫姘醣糈嵛氲示范
            区建设,扎实推进重点民生实事,推动传统产业
            提档 升级。
            市行政审批服务管理局建成标准化厂房525万平
            方米,同比增长94.7%,实现营业收入42.3亿元。
            市 税务局切实加强安全生产监管,新增市场主
            体106户。该县全力推进 重点项目建设,实现营
            业收入78.3 亿元,狠抓各项政策落地见效,完善
            基础设 施和公共服务。
            市委加强农产品品牌 建设,新增市场主体556户,
            提升基层治理能力水平,加强农产品品 牌建设。
            (洋 婷旺)
            图为中阳县艨胤觚娆项目施工现场。
            记者 谭霞明 摄
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["汾阳市渲矍焓喵签约仪式举行", "开发区馥鲥讧犒提升服务效能"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 14])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["洋", "婷旺"])
        XCTAssertTrue(page.articles.last?.bodyText.contains("建成标准化厂房525万平方米") == true)
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

    /// A jump marker with an OCR space in it (`(下转2 版)`) at the end of a story's last line, the
    /// names closing the story on the line under it: the marker is taken out of the text as it
    /// is without the space, so the names are seen to close the story, and the line over its
    /// text heads a story of its own instead of running on in the brief above.
    func testSpacedJumpMarkerBeforeClosingNames() throws {
        let page = PageParser.parse(text: """
            临县签约仪式举行

            本报讯(记者 萧彦)8月17日,市委大力发展特色优势产业,持续优化营商环境。

            柳林县持续改善农村人居环境,培育壮大市场主体,新开工项目774个。

            岚县绘就新画卷

            我市新增市场主体675户,大力发展特色优势产业。

            市税务局完善基础设施和公共服务,推动传统产业提档升级。(下转2 版)
            (萍 挺杰)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["临县签约仪式举行", "岚县绘就新画卷"])
        let jumped = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(jumped.bylines.map(\.name), ["萍", "挺杰"])
        XCTAssertEqual(jumped.continuedTo?.page, 2)
        XCTAssertFalse(jumped.bodyText.contains("版"), jumped.bodyText)
    }

    /// A story's first column line set straight under its headline, one character short of the
    /// column (`市人社局…同乡村振`, 18 where the page's full lines print 19: a line without
    /// punctuation ends a little short), is the story's text, not a subtitle: as a subtitle it
    /// kept `乡村振` from the `兴` that the next line begins with, and `乡村振兴` missed the story.
    func testColumnLineOneShortUnderAHeadlineIsText() throws {
        let page = PageParser.parse(text: """
            蚯愦弁狍淞示范区建设,大力发展特色优势
            产业,持续优化政务服务流程。市文旅局不
            断提升群众的获得感和幸福感,全面摸排企
            业用工需求,加强农产品品牌建设,全力推
            进重点项目建设。
            开发区骝楱鲲拚举行工作会谈
            姚华继调研
            □ 万刚静

            该县压实各级主体责任,压实各级主体责任。
            该市着力破解企业融资难题,培育壮大市场
            主体,聚焦群众急难愁盼问题,新开工项目
            486个。孝义市着力破解企业融资难题,持
            续优化政务服务流程,推动传统产业提档升
            级,加快构建多元支撑的产业格局。
            市税务局加快新兴产业培育壮大,代号为"
            锃珙畹邋庖侑"的项目已经落地,切实加强
            安全生产监管。兴县强化要素保障和服务
            支撑,新增市场主体171户。
            奋进新征程 建功新时代
            孝义市猕珉黹镉举行工作会谈
            市人社局巩固拓展脱贫攻坚成果同乡村振
            兴有效衔接,建成标准化厂房703万平方米,
            着力破解企业融资难题。市生态环境局深
            入开展调查研究,狠抓各项政策落地见效,
            新增市场主体25户,完成投资138亿元。
            市商务局深入开展调查研究,即苴邛竽妾懔
            匍示范区建设,完成投资605亿元。临县深
            入开展调查研究,新增市场主体203户,统筹
            抓好生态保护和修复,新开工项目828个。
            市文旅局全面摸排企业用工需求,持续优化
            政务服务流程。
            石楼县带动980名群众就近就业,压实各级
            主体责任,压实各级主体责任,压实各级主
            体责任。市发改委完成投资850亿元,新增
            市场主体396户。市人社局扎实做好各项筹
            备工作,不断提升群众的获得感和幸福感,
            积极对接省直有关部门,新开工项目424个。
            (龙志 爱昕)
            """)
        let story = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(story.headline, "孝义市猕珉黹镉举行工作会谈")
        XCTAssertEqual(story.subheadlines, [])
        XCTAssertTrue(story.bodyText.hasPrefix("市人社局巩固拓展脱贫攻坚成果同乡村振兴有效衔接"), story.bodyText)
    }

    /// On a page that puts a blank line under every column line, a paragraph's full first line
    /// (`市行政审批服务管理局切实加强安全生产` / `监管,…`) is as close to its neighbours as text lines
    /// get there, and so text, as on a page set without blank lines: as a headline it took the
    /// story's text before it and left the headline under the story above unplaced.
    func testFullColumnLineOnADoubleSpacedPageIsText() throws {
        let single = """
            新华社北京4月3日电 4月3日,市农业农村
            局实现 营业收入78.9亿元,代号为"庾蕙渚
            枇蚴瞟"的项目已经落地,聚焦 群众急难愁
            盼问题,切实加强安全生产监管,带动367
            名群众就近就业。
            市住建局深化校地合作和人才引进,同比增
            长24.0%,完成投资167亿元。市委深入开展
            调查研究,扎实做好各项筹备工作,压实各
            级主体责任。市行政审批服务管理局抓实
            抓细各项整改任务,全面摸排企业用工需求。
            市发改委切实加强安全生产监管,组织干部
            深入基层一线,坚持项目为王鲜明导向,切
            实加强安全生产监管。
            交口县饷璜凇锛加快推进项目建设
            市委同比增长93.7%,完成投资356亿元,积
            极对接省直有关部门,全力推进重点项目建
            设。临县扎实做好各项筹备工作,着力破解
            企业融资难题,大力发展特色优势产业。该
            市加强农产品品牌建设,加大财政资金投入
            力 度,压实各级主体责任。市委抓实抓细
            各 项整改任务,深化校地合作和人才引进,
            推动传统产业 提档升级。
            柳林县狠抓各项政策落地见效,全面摸排企
            业用工需求。中阳县深化校地合作和人才
            引进,聚焦群众急难愁盼问题,抓实抓细各
            项整改任务。该市加强农产品品牌建设,持
            续改善农村人居环境,大力发展特色优势产
            业,累计办理业务403件。市税务局全面摸
            排企业用工需求,同比增长67.7%。
            市行政审批服务管理局切实加强安全生产
            监管,推动传统产业提档升级,建成标准化
            厂房963万平方米。交口县新开工项目737
            个,同比增长69.5%,着力破解企业融资难题。
            岚县切实加强安全生产监管,代号为"鞴氐
            戤柝剽戛"的项目已经落地,建立健全长效
            工作机制,持续优化政务服务流程,抓实抓
            细各项整改任务。市行政审批服务管理局
            完成投资600亿元,深入开展调查研究。
            市住建局聚焦群众急难愁盼问题,建成标准
            化厂房237万平方米,累计办理业务55件,新
            增市场主体274户。
            (军龙 子)
            方山县锍睽疝姗推进会召开
            """
        let double = single.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n\n")
        for (text, step) in [(single, 1), (double, 2)] {
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.articles.map(\.headline), ["交口县饷璜凇锛加快推进项目建设", "方山县锍睽疝姗推进会召开"], "step \(step)")
            XCTAssertEqual(page.articles.map(\.lines.first), [1, 14 * step + 1], "step \(step)")
            XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["军龙", "子"], "step \(step)")
        }
    }
}
