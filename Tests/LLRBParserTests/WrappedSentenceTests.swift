import Foundation
import LLRBParser
import XCTest

/// A column line that carries on an open sentence is that sentence's text, not a headline or
/// banner printed inside another story's column, even where OCR gaps inside its words make it
/// look like a slogan of several phrases. Set aside as noise, its words could not be found
/// (41 misses of 12,943 articles on an archive generated apart, 31 of them these lines).
final class WrappedSentenceTests: XCTestCase {
    private func assertNothingStranded(_ page: Page, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(page.noise.filter { $0.reason.contains("another story's column") }.map(\.text), [], file: file, line: line)
    }

    /// The story named its writer in its lead and the text further down ends in other names (a
    /// bulleted item's `（钱怡磊）`): that made the text under the line another story's, so the line,
    /// with one OCR gap (`复合  肥`), was set aside, though the sentence runs on through it.
    func testALineInsideAnOpenSentenceIsTextWhateverNamesEndTheTextUnderIt() throws {
        let page = PageParser.parse(text: """
            和政府认真学习上报流程、事项、优化审批

            流程,缴纳有 关款项后领取钥匙,实地验

            房。活动现场,志愿者们为群众发放宣传资

            料637 余份,解答群众咨

            询 634 人次。

            本报讯(记者 叶秀)2019 年以来,

            2 月 16 日召开会议,集中力量打造

            氢能、交城硝基复合  肥、岚县铸造、建

            材为主的工业产值 1.4 亿元。集聚产

            业,逐步向市级专 业镇发展的新格局。

            2017 年,由孝义市金州化工 公司。

            ■据统计,2018 年全市累 计新增

            城镇就业6433 人,城镇登记失业率

            控制在83.4%以内。与春天一起到来

            的,是越来越多的复工复产情况开展调研

            。集聚产业,逐步向市级专业镇新 路子

            ,力争提出高质量发展。(钱怡磊)

            实干争先方山县在行 动

            本报讯 10 月 8 日,全力打造杏

            花村汾酒省级专业镇迈进。孝义市持续优

            化营商环境,企业开办时间压 缩

            至 8.9 个工作日。要加强疫情监测

            和常态化分级分层分流医疗卫生服务网络

            。
            """)
        assertNothingStranded(page)
        XCTAssertTrue(page.articles.contains { $0.bodyText.contains("集中力量打造氢能、交城硝基复合肥、岚县铸造、建材为主的工业产值") })
    }

    /// `年我们  将把吕 梁作为重`: three pieces, like a slogan's phrases, but 今年 and 重点 run
    /// across its edges and 吕梁 across a gap, words the page prints elsewhere.
    func testAWrappedLineWhoseGapsSplitWordsIsText() throws {
        let page = PageParser.parse(text: """
            吕梁重点项目建设提速

            本报讯 今年以来，吕梁市把重点项目建设作为稳增长的主抓手，
            一批重点项目相继开工。
            （王明 李华）

            中国能建与我市签署合作协议

            本报讯（记者 张强）1月4日，中国能建集团董事长
            一行来吕考察,对中国能建作
            为世界 500 强企业,今
            年我们  将把吕 梁作为重
            点服务支持区域,双方成立
            工作专班,推进合作项目落
            地见效。
            """)
        assertNothingStranded(page)
        let story = try XCTUnwrap(page.articles.first { $0.headline == "中国能建与我市签署合作协议" })
        XCTAssertTrue(story.bodyText.contains("今年我们将把吕梁作为重点服务支持区域"), story.bodyText)
    }

    /// `、铝 镁、特 钢、`: enumeration commas are a sentence's punctuation, which a slogan does without.
    func testALineOfEnumeratedItemsInsideASentenceIsText() throws {
        let page = PageParser.parse(text: """
            集中力量打造九大产业链

            本报讯（记者 张强）1月4日，市政府召开会议，
            部署集中力量打造氢能
            、铝 镁、特 钢、
            煤层气等九大工业经济重点
            产业链，作为首要任务抓
            紧抓实。
            """)
        assertNothingStranded(page)
        XCTAssertTrue(page.articles.contains { $0.bodyText.contains("打造氢能、铝镁、特钢、煤层气等九大工业经济重点产业链") })
    }

    /// `中阳 县“飞 地经济区域的`: two OCR gaps, no punctuation, no word the page prints elsewhere
    /// running across a gap; but a line ending in 的 (or an opening quote) breaks off in
    /// mid-phrase, which no headline or slogan does, and so `飞地` is found.
    func testALineEndingInMidPhraseIsText() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 马玲刚）6月26日，唐磊嘉表示，要把好事办好、实事办实，让群众有更多
            获得感。近年来，岚县坚持生态优先、
            绿色发展，森林覆盖率提高到
            39.2%。按照“共商共建、
            量发展、利益共享”为原则在
            中阳 县“飞 地经济区域的
            开发建设运营工作。6月26
            日，孝义市政府对合作项目签约表示祝贺。
            """)
        assertNothingStranded(page)
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("中阳县“飞地经济区域的开发建设"))
    }

    /// `…经济高质量发` / `展新路上阔步前行。图为…` / `唐阳艳 摄`: the line over the credit opens by
    /// finishing the sentence above it, so it is text, not the photo's caption, and the phrase
    /// the two lines share (`高质量发展`) is found in one story.
    func testALineFinishingTheSentenceAboveBeforeACreditIsText() throws {
        let page = PageParser.parse(text: """
            本报讯（记者 周琦亮）2021 年以来，山西鹏飞集团还布局了一批加氢综合能力。

            2022 年5月，交城县还将旅游业作为县域经济高质量发

            展新路上阔步前行。图为重点培育的县级专业镇。

            唐阳艳 摄

            ## 西属巴街道：项目建设见实效

            本报讯（记者 李梅梅）10月9日，西属巴街道召开项目推进会。
            """)
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.bodyText.contains("县域经济高质量发展新路上阔步前行"), story.bodyText)
        XCTAssertEqual(story.captions.flatMap(\.credits).map(\.name), ["唐阳艳"])
        XCTAssertEqual(page.articles.last?.headline, "西属巴街道：项目建设见实效")
    }

    // MARK: - Lines an OCR space or a blank line broke

    func testParagraphOpeningCutOffByABlankLineIsText() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "项目强则吕梁强,", with: "项\n\n目强则吕梁强,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertTrue(feature.body.first?.text.hasPrefix("项目强则吕梁强,项目兴则吕梁兴。") == true)
        XCTAssertFalse(page.noise.contains { $0.text == "项" })
    }

    func testColumnLineWithAGapRightAfterALeadIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "拓展脱贫攻坚成果同乡村振兴有效衔接，以", with: "拓展脱贫 攻坚成果\n\n同乡村振兴有效衔接，以")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.article(bylineName: "刘丽霞"))
        XCTAssertTrue(loans.body.first?.text.hasPrefix("为进一步巩固拓展脱贫攻坚成果同乡村振兴有效衔接") == true)
        XCTAssertEqual(page.articles.count, 7)
    }

    func testColumnLineWithOneIdeographSetApartIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "加强管理，防控风险。", with: "加 强管\n\n理，防控风险。")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.article(bylineName: "刘丽霞"))
        XCTAssertEqual(loans.headline, "我市抓实小额信贷 助力乡村振兴")
        XCTAssertTrue(loans.body.contains { $0.text.hasPrefix("加强管理，防控风险。") })
        XCTAssertEqual(page.articles.count, 7)
    }

    func testColumnLineWithAGapUnderASectionHeaderIsText() throws {
        let text = try Seeds.text("001").replacingOccurrences(of: "刚刚过去的2022年,我市", with: "刚刚过去 的2022\n\n年,我市")
        let page = PageParser.parse(text: text)
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.body.filter { $0.kind == .sectionHeader }.last?.text, "多元产业格局加快形成")
        XCTAssertTrue(feature.body.contains { $0.text.hasPrefix("刚刚过去的2022年,我市坚持以重大项目建设为引领") })
        XCTAssertEqual(page.articles.count, 5)
    }

    func testLineUnderAFeatureBylineSplitByAnOCRSpaceIsText() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "项目强则吕梁强,", with: "项目强则 吕梁\n\n强,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.headline, "奋楫争先谱华章")
        XCTAssertTrue(feature.body.first?.text.hasPrefix("项目强则吕梁强,项目兴则吕梁兴。") == true)
        XCTAssertEqual(page.articles.count, 5)
    }

    func testLineWithAnOCRSpaceInsideAnUnfinishedSentenceIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "专班成员单位对小额信贷工作进度慢的县进", with: "专班成员单位对小额信 贷工作进度慢的县进")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.articles.first { $0.headline == "我市抓实小额信贷 助力乡村振兴" })
        XCTAssertTrue(loans.body.contains { $0.text.contains("由专班成员单位对小额信贷工作进度慢的县进行专项督导") })
        XCTAssertFalse(page.noise.contains { $0.text.contains("专班成员单位") })
    }

    func testColumnLineWithAnOCRSpaceAfterAFullStopIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "我市将持续滚动开展政策宣讲和需求摸", with: "我市将持续滚动开展政 策宣讲和需求摸")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.articles.first { $0.headline == "我市抓实小额信贷 助力乡村振兴" })
        XCTAssertTrue(loans.body.contains { $0.text.hasPrefix("我市将持续滚动开展政策宣讲和需求摸排") })
        XCTAssertEqual(page.articles.count, 7)
    }

    // MARK: - Sentences carried on

    func testSeed004FullStopWrappedOntoItsOwnLineIsNotAHeadline() throws {
        let text = try Seeds.text("004").replacingOccurrences(
            of: "不断提\n\n升。”市行政审批服务管理局相关负责人表\n\n示。",
            with: "不断提升。”\n\n市行政审批服务管理局相关负责人表示\n\n。"
        )
        let page = PageParser.parse(text: text)
        let first = try XCTUnwrap(page.article(bylineName: "刘子璇"))
        XCTAssertEqual(first.headline, "我市全方位优化营商环境 提升服务效能")
        XCTAssertEqual(first.subheadlines, [])
        XCTAssertEqual(first.body.last?.text.hasSuffix("市行政审批服务管理局相关负责人表示。"), true)
        XCTAssertEqual(page.articles.count, 7)
    }

    /// Inside a feature, a short line after a finished sentence reads as a 小标题, but not one
    /// that ends in a number a column's edge cut (`市政协党组 ２０２` / `３ 年 建成投用`): read so,
    /// `2023年` was cut in two.
    func testALineEndingInACutNumberRunsOnIntoTheNextLine() throws {
        let text = """
            ## 一颗红枣的致富经

            □ 本报记者 贺桂斌

            在王狮乡上峪村，一排排日光温室整齐排列，棚内的西红柿长势喜人。

            市政协党组 ２０２

            ３ 年 建成投用，山西联通相关负责人分别作了交流发言。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "市政协党组", by: "cut-number")
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertFalse(article.body.contains { $0.kind == .sectionHeader }, "\(article.body)")
        XCTAssertTrue(article.bodyText.contains("市政协党组２０２３年建成投用"), article.bodyText)
    }

    func testStrayBodyRunJoinsTheStoryThatBrokeOffMidSentence() {
        let page = PageParser.parse(text: """
            本报讯 (记者 付永文) 2月16日,市长张广勇主持召开常务会议,讨论政府工作报告,与会人员对进一步修改完善报告

            -我市培育特色专业镇发展纪实

            □ 本报记者 康桂芳

            春日胜黄金,光景一时新。(下转2版)

            提出了意见建议。在认真听取发言后,张广勇指出,起草好报告十分重要。
            """)
        XCTAssertEqual(page.articles.count, 2)
        XCTAssertTrue(page.article(bylineName: "付永文")?.bodyText.contains("张广勇指出") == true)
    }
}
