import XCTest
import LLRBParser

/// Pages of a tenth generator, written apart from the parser from the guide and the seeds, with
/// page kinds the seeds lack (readers' letters, features with an editor's note, poems, notices).
/// Each page is cut down to the lines at fault.
final class TenthGeneratorLayoutTests: XCTestCase {
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

    /// A photo under the names closing a story (`（唐静 薛超宁）` / `图为…` / `记者 姚斌文 摄`) with a
    /// column's name after it (`读者来信`, past a speck of OCR garbage) is that story's: the name
    /// was read as text, so no story seemed to start after the photo.
    func testPhotoUnderClosingNamesBeforeAColumnNameIsTheStorys() throws {
        let page = PageParser.parse(text: """
            ## 汾阳市乡村振兴工作推进会召开

            本报讯（记者 丁亮）6月4日，全市乡村振兴现场观摩推进会召开。

            下一步，汾阳市将进一步优化乡村振兴服务保障。

            （唐静 薛超宁）

            图为汾阳市工人在生产线上忙碌。

            记者 姚斌文 摄

            Il 1 亠

            读者来信

            ## 村口门前的路灯何时能亮

            编辑同志：我是汾阳市的一名居民，我们小区门前的路灯已坏了三个月。
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.captions.map(\.lines), [SourceLines(first: 9, last: 11)])
        XCTAssertEqual(page.articles.last?.rubric, "读者来信")
        XCTAssertEqual(page.articles.count, 2)
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

    /// A brief column set in column lines with no blank between them: the banner (`新闻速递`)
    /// over an item whose bulleted title the wrap broke (`▲中阳县部署黄河流域生态保护工` / `作 6月
    /// 24日,…`), one titled in brackets and one with a bullet, each short enough to look like a
    /// headline. The column had run into the story above, and the items' titles kept their dates.
    func testBriefItemsInTightColumnLinesKeepTheirTitles() throws {
        let page = PageParser.parse(text: """
            ## 交口县复工复产跑出加速度
            本报讯 各企业在做好疫情防控的同时有序
            复工复产,生产线满负荷运转,订
            单持续增加。为推动复工复产,交
            口县组建服务专班,帮助企业协调
            解决用工、原料、物流等问题。
            新闻速递
            ▲中阳县部署黄河流域生态保护工
            作 6月24日,截至目前,中阳
            县5G基站已完成投资15亿元。
            (赵波红)
            【交城县推进复工复产行动】6月
            27日,会议强调,要坚持问题导
            向,确保各项任务落地见效。
            (张军辉)
            ■汾阳市推进营商环境会议 6月
            24日,汾阳市设立“办不成事”
            窗口,及时发现和解决企业反映的问题。
            (刘娟强)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["交口县复工复产跑出加速度", "中阳县部署黄河流域生态保护工作", "交城县推进复工复产行动", "汾阳市推进营商环境会议"])
        XCTAssertEqual(page.articles.map(\.lines), [
            SourceLines(first: 1, last: 6), SourceLines(first: 8, last: 11), SourceLines(first: 12, last: 15), SourceLines(first: 16, last: 19),
        ])
        XCTAssertEqual(page.articles.dropFirst().map(\.rubric), ["新闻速递", "新闻速递", "新闻速递"])
        XCTAssertTrue(page.articles[1].bodyText.hasPrefix("6月24日"))
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
        XCTAssertEqual(page.articles.map(\.headline), ["关于2020年度乡村振兴示范项目拟认定名单的公示", "", "", "学校门前的路灯何时能亮"])
        XCTAssertEqual(page.articles.map(\.lines), [
            SourceLines(first: 1, last: 11), SourceLines(first: 15, last: 19), SourceLines(first: 21, last: 25), SourceLines(first: 37, last: 43),
        ])
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "遗失声明", "遗失声明", "读者来信"])
    }

    /// A page that prints no date takes its year from the latest year its text names, but not
    /// from a plan's (`预计2026年底建成投运`, `力争2026年`): the page below is of 2025,
    /// and a year at a line's very end (`…实施的2025年`) is read without reading past it.
    func testPlanYearsDoNotDateAPage() throws {
        let page = PageParser.parse(text: """
            ## 中阳县推进氢能产业发展

            本报讯(记者 王涛)3月12日，中阳县召开氢能产业推进会，部署全年工作。该项目预计2026年底建成投运，力争2026年实现满产。

            这是“十四五”规划实施的2025年
            """)
        XCTAssertEqual(page.date, "2025-03-12")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    /// A poem's later stanzas, short lines set one under another with a blank between stanzas,
    /// look like a run of headlines: they were read as the next poem's kicker, headline and
    /// subtitles, and the next poem's title with them. They are the poem's text; the last line,
    /// over the next writer's box, titles the next poem.
    func testPoemStanzasStayInThePoem() throws {
        let page = PageParser.parse(text: """
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
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["故乡的春天", "写给窑洞"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 14), SourceLines(first: 16, last: 20)])
        XCTAssertTrue(page.articles.first?.bodyText.contains("炊烟落满吕梁山的肩头") == true)
    }
}
