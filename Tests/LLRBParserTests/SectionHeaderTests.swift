import Foundation
import XCTest
import LLRBParser

/// Lines inside a story's text that look like headlines: its 小标题 (a phrase or couplet between
/// paragraphs, dash-led or bulleted, marked as a heading or not), dash slogans set aside, a poem's
/// stanzas. None of them ends the story or heads another.
final class SectionHeaderTests: XCTestCase {
    // MARK: - 小标题

    func testSectionHeadersInsideAFeature() {
        let page = PageParser.parse(text: """
            奋楫争先谱华章

            □ 本报记者 王涛

            项目强则吕梁强，项目兴则吕梁兴。

            “冬季行动”让“冬歇”变“冬忙”

            开局就是决战，起步就是冲刺。

            #### 小标题也可以这样标

            新春伊始，项目建设加快推进。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.map(\.text),
                       ["“冬季行动”让“冬歇”变“冬忙”", "小标题也可以这样标"])
    }

    func testSectionHeaderAboveAParagraphSplitByABlankLineStaysASectionHeader() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "开局就是决战,", with: "开局就是\n\n决战,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.body.filter { $0.kind == .sectionHeader }.map(\.text),
                       ["“冬季行动”让“冬歇”变“冬忙”", "“氢”装上阵能源革命迈出新步伐", "多元产业格局加快形成"])
        XCTAssertTrue(feature.body.contains { $0.text.hasPrefix("开局就是决战,起步就是冲刺。") })
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

    /// Dash-led lines of one phrase between a story's paragraphs (`——坚持创新驱动`) head its
    /// sections: they were set aside as slogans, out of the story's text.
    func testDashLedSectionHeadersStayInTheStory() throws {
        let text = """
            ## 孝义市多措并举推动高质量发展

            本报讯(记者 王涛)今年以来，孝义市坚持新发展理念，聚焦高质量发展，全力推动转型发展。

            ——坚持创新驱动

            该市大力实施创新驱动发展战略，全年新增高新技术企业15家。

            ——坚持项目为王

            该市新开工超10亿元项目5个，完成投资120亿元。

            ——坚持民生优先

            该市民生支出占一般公共预算支出的80%以上。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "——坚持创新驱动", by: "dash-section-header")
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 3)
        XCTAssertEqual(page.noise, [])
    }

    /// A short bulleted 小标题 over a blank and text with an OCR space (`■久久为功谋长远` / `营 商环境…`)
    /// heads its section: it is no title the wrap broke.
    func testShortBulletedSectionHeaderIsNoBrokenTitle() throws {
        let page = PageParser.parse(text: """
            ## 孝义市：坚持创新为上

            □ 本报记者 王涛

            孝义市上下把学习贯彻总书记重要讲话作为当前头等大事，乘势而上再谱新篇。

            ■久久为功谋长远

            营 商环境是生产力，更是竞争力。去年，孝义市出台改革举措50项，全力打通梗阻。

            ■率先转型蹚新路

            新 区快速路项目已全面复工，施工人员干劲十足。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 2)
    }

    /// A dash line worded as a feature's subtitle (`——我市加快推进项目建设综述`) inside a story
    /// heads no section of it.
    func testSubtitleWordedDashLineHeadsNoSection() throws {
        let page = PageParser.parse(text: """
            ## 孝义市重大项目建设提速

            本报讯(记者 王涛)今年以来,孝义市新开工项目58个,总投资320亿元。

            项目建设持续提速,为经济发展注入强劲动力。

            ——我市加快推进项目建设综述

            今年以来,我市坚持项目为王,全力推进重大项目建设。

            全市新开工亿元以上项目120个。

            ## 项目建设跑出加速度
            """)
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.count, 0)
    }

    /// Under a story carried over from page 1, a line over text that its writers' names close
    /// is the next story's headline, not a 小标题, even where the story's photo stands between
    /// its text and the names: a photo inside a story's text does not end it.
    func testAHeadlineOverAStoryWithAPhotoInsideIsNoSectionHeaderOfTheStoryAbove() throws {
        let page = PageParser.parse(text: [
            "（上接1版）", "到2025年，力争实现产值四百亿元。",
            "数据中心项目建成后，将形成云计算产业集群。",
            "文旅融合激活一池春水",
            "日前，孟门古镇迎来旅游高峰，游客纷至沓来。",
            "图为游客在孟门古镇游览。", "李卫 摄",
            "岚县编制完成全域旅游规划，成效明显。（薛芝平 邓昕春）",
        ].joined(separator: "\n\n"))
        XCTAssertEqual(page.articles.map(\.headline), ["", "文旅融合激活一池春水"])
        XCTAssertEqual(page.articles.first?.continuedFrom?.page, 1)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 5))
        let story = try XCTUnwrap(page.article(bylineName: "薛芝平"))
        XCTAssertEqual(story.headline, "文旅融合激活一池春水")
        XCTAssertEqual(story.lines, SourceLines(first: 7, last: 15))
    }

    // MARK: - Couplets

    func testCoupletInsideAStoryCarriedFromAnotherPageIsASectionHeader() {
        let page = PageParser.parse(text: """
            （上接1版）

            汾阳市招商引资签约项目274个，新开工项目68个。

            改革加速 服务经济发展

            市工信局积极对接省直有关部门，着力破解企业融资难题。
            该市带动800名群众就近就业。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.headline, "")
        XCTAssertEqual(page.articles.first?.body.map(\.kind), [.text, .sectionHeader, .text, .text])
    }

    func testCoupletInsideAHeadedStoryThatClosesWithNamesIsASectionHeader() {
        let page = PageParser.parse(text: """
            方山县重点项目跑出加速度

            开发区带动848名群众就近就业，项目建设稳步推进。

            久久为功谋长远 率先转型蹚新路

            市税务局同比增长97.9%，加快新兴产业培育壮大。
            该县培育壮大市场主体，组织干部深入一线。
            （瑜霞 效国）
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.headline, "方山县重点项目跑出加速度")
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["瑜霞", "效国"])
        XCTAssertEqual(page.articles.first?.body.filter { $0.kind == .sectionHeader }.map(\.text), ["久久为功谋长远 率先转型蹚新路"])
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

    // MARK: - Slogans and poems

    /// A slogan set as a dash line between two paragraphs of a story (`-新时代新作为新篇章 决战完胜
    /// 脱贫攻坚 弘扬吕梁精神`, as seed 000 prints one) after a finished sentence is set aside, as
    /// after an unfinished one: a subtitle with no headline over it starts no story.
    func testDashSloganBetweenParagraphsIsNoStorysSubtitle() throws {
        let page = PageParser.parse(text: """
            ## 我市新建5G基站480个

            本报讯（通讯员 吕帆平）5月3日，孝义市新建5G基站8个，5G网络实现乡镇以上全覆盖。

            -新时代新作为新篇章 决战完胜脱贫攻坚 弘扬吕梁精神

            要坚持对标对表，推动财政改革提质增效，奋力开创财政工作新局面。
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 7)
        XCTAssertEqual(page.articles.first?.subheadlines, [])
        XCTAssertTrue(page.noise.contains { $0.text.hasPrefix("-新时代新作为新篇章") })
    }

    /// A dash slogan over a paragraph's first column line that looks like a headline (`文水县深入
    /// 推进文旅` / `融合,…`) inside a story: the slogan is set aside, and the rest is read as if
    /// it were not there, here the story's text going on.
    func testDashSloganOverAColumnLineInsideAStoryIsSetAside() throws {
        let text = """
            本报讯(通讯员 沈妮慧)日前,贾家庄镇深入推进文旅融合,全年接待游客20万人次。

            -新时代新作为新篇章 决战完胜脱贫攻坚 弘扬吕梁精神

            文水县深入推进文旅

            融合,全年接待游客27万人次。文旅融合发展迈出新的步伐。

            临县:文旅融合绘就新画卷

            石楼县全面推进乡村振兴

            本报讯(记者 蔡春佳)5月1日,柳林县全面推进乡村振兴。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "-新时代新作为新篇章", by: "slogan-in-story")
        XCTAssertEqual(page.articles.first?.lines.first, 1)
        XCTAssertTrue(page.articles.first?.bodyText.contains("文水县深入推进文旅融合") == true)
        XCTAssertTrue(page.noise.contains { $0.text.hasPrefix("-新时代新作为新篇章") })
    }

    /// A poem's later stanzas, short lines set one under another with a blank between stanzas,
    /// look like a run of headlines: they were read as the next poem's kicker, headline and
    /// subtitles, and the next poem's title with them. They are the poem's text; the last line,
    /// over the next writer's box, titles the next poem.
    func testPoemStanzasStayInThePoem() throws {
        let text = """
            故乡的春天

            □ 闫玉
            吕梁山啊，春风
            黄河在窑洞里歌唱
            炊烟啊，吕梁山

            窑洞在炊烟里歌唱
            一半是窑洞一半是枣花
            我把山丹丹写进枣花

            信天游落满吕梁山的肩头
            一半是信天游一半是春风
            炊烟落满吕梁山的肩头

            写给窑洞

            □ 朱强军
            月光啊，信天游
            月光落满春风的肩头
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "窑洞在炊烟里歌唱", by: "verse")
        XCTAssertEqual(page.articles.map(\.headline), ["故乡的春天", "写给窑洞"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 14), SourceLines(first: 16, last: 20)])
        XCTAssertTrue(page.articles.first?.bodyText.contains("炊烟落满吕梁山的肩头") == true)
    }

    /// A poem right under its writer's box, each line set apart by a blank (`□ 贾文斌` / `黄河在窗下
    /// 翻了个身` / …), then the next story's marked headline: the lines are the poem's text, since
    /// a writer's name is printed over the text, never over a headline.
    func testAPoemUnderItsWritersBoxIsItsText() throws {
        let text = """
            ### 碛口夜色

            □ 贾文斌

            黄河在窗下翻了个身

            把月亮揉碎了又拼好

            老街的灯笼一盏接一盏

            替晚归的船工守着门

            ## 交口县表彰一批“最美职工”

            本报讯 4月27日，交口县总工会召开表彰会，对20名“最美职工”进行表彰。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "黄河在窗下翻了个身", by: "verse")
        XCTAssertEqual(page.articles.map(\.headline), ["碛口夜色", "交口县表彰一批“最美职工”"])
        XCTAssertEqual(page.articles.first.map { $0.kicker == nil && $0.subheadlines.isEmpty }, true)
        XCTAssertTrue(page.articles.first?.bodyText.contains("替晚归的船工守着门") == true)
    }

    /// A weather box's days (`1月10日 晴转多云 －13℃～1℃ 西北风2级`), each a range of temperatures,
    /// are its text under its title, not headlines of stories of their own; a headline naming one
    /// temperature (`我市最高气温突破40℃`) stays one.
    func testAWeatherBoxsDaysAreItsText() throws {
        let page = PageParser.parse(text: """
            吕梁天气

            1月10日 晴转多云 －13℃～1℃ 西北风2级

            1月11日 多云 －11℃～2℃ 偏西风2级

            温馨提示：近期气温偏低，周五有降雪，请注意防寒保暖。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["吕梁天气"])
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("1月10日") == true)
        XCTAssertDecided("我市最高气温突破40℃\n\n本报讯 7月12日，我市最高气温突破40℃。\n", line: "我市最高气温", by: "headline-shape")
    }
}
