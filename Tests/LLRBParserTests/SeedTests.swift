import XCTest
import LLRBParser

/// What each seed page parses into, checked against the page as printed: its stories' headlines,
/// kickers, subtitles, bylines, datelines and jumps, its captions, footer and noise.
final class SeedTests: XCTestCase {
    func testSeed000HeadlineDecksBylinesAndJumps() throws {
        let page = try Seeds.page("000")
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.kicker, "中共中央办公厅国务院办公厅印发通知")
        XCTAssertEqual(notice.dateline, "新华社北京3月12日电")
        XCTAssertEqual(notice.continuedTo?.page, 4)
        XCTAssertTrue(notice.body.first?.text.hasPrefix("3月12日,中共中央办公厅、国务院办公厅印发《关于组织开展复工复产情况调研的通知》") == true)

        let feature = try XCTUnwrap(page.article(headline: "经济增活力 战\"痘\"添动力"))
        XCTAssertEqual(feature.subheadlines, ["孝义市精准推进复工复产纪实"])
        XCTAssertEqual(feature.bylines.map(\.name), ["郭晓星"])
        XCTAssertTrue(feature.body.contains { $0.kind == .sectionHeader && $0.text == "\"组合拳\"把好\"复工关\"" })

        let meeting = try XCTUnwrap(page.article(headline: "市政协召开党组(扩大)会议"))
        XCTAssertEqual(meeting.subheadlines, ["张稳科主持"])
        XCTAssertEqual(meeting.bylines.map(\.roleAndName), ["记者 王洋"])

        let liulin = try XCTUnwrap(page.article(headline: "柳林县城区品质提升重点项目集中开复工"))
        XCTAssertEqual(liulin.bylines.map(\.name), ["彦平", "裴芳"])
        XCTAssertEqual(liulin.dateline, "本报讯")
        XCTAssertEqual(page.article(headline: "离石中阳签订\"飞地经济\"合作框架协议")?.bylines.map(\.name), ["王卫华"])
        XCTAssertEqual(page.article(headline: "兴县吹响决战完胜脱贫攻坚\"冲锋号\"")?.bylines.map(\.name), ["李雅萍"])
        XCTAssertEqual(page.articles.count, 7)
    }

    func testSeed000CaptionFooterAndNoise() throws {
        let page = try Seeds.page("000")
        let caption = try XCTUnwrap(page.captions.first)
        XCTAssertTrue(caption.text.contains("图为3月12日方山县前东旺坪村干部群众正在义务植树"))
        XCTAssertEqual(caption.credits.map(\.roleAndName), ["摄影 肖继旺"])
        let footer = try XCTUnwrap(page.footer)
        XCTAssertEqual(footer.department, "要闻部")
        XCTAssertEqual(footer.layoutEditors, ["李刚"])
        XCTAssertEqual(footer.editors, ["岳旭强", "梁瑜"])
        XCTAssertEqual(footer.proofreaders, ["刘挺"])
        XCTAssertEqual(footer.email, "llrbywb@163.com")
        XCTAssertEqual(footer.phone, "8227878-8024")
        let noise = Set(page.noise.map(\.lines.first))
        XCTAssertTrue(noise.isSuperset(of: [25, 27, 29, 57, 111]), "\(noise.sorted())")
    }

    func testSeed001HeadlinesPrintedUnderTheirStoriesAreMovedBack() throws {
        let page = try Seeds.page("001")
        let talks = try XCTUnwrap(page.article(bylineName: "付永文"))
        XCTAssertEqual(talks.headline, "市政府与中国能建举行工作会谈")
        XCTAssertEqual(talks.subheadlines, ["张广勇出席"])
        let standing = try XCTUnwrap(page.article(bylineName: "李雅萍"))
        XCTAssertEqual(standing.headline, "市委召开常委会会议")
        XCTAssertEqual(standing.subheadlines, ["孙大军主持"])
        XCTAssertEqual(standing.bylines.map(\.roleAndName), ["记者 李雅萍"])
        XCTAssertEqual(page.article(bylineName: "王洋")?.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(standing.bylines.first?.lines, SourceLines(line: 9))
        XCTAssertEqual(talks.headlineLines, SourceLines(first: 29, last: 31))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.headline, "奋楫争先谱华章")
        XCTAssertEqual(feature.subheadlines, ["我市加快推进项目建设综述"])
        XCTAssertEqual(feature.rubric, "新时代 新征程 新伟业 两会特稿")
        // The column's names over the story are no lines of it: it starts at its headline.
        XCTAssertEqual(feature.lines.first, 55)
        XCTAssertEqual(feature.headlineLines, SourceLines(first: 55, last: 57))
        XCTAssertEqual(feature.bylines.map(\.roleAndName), ["本报记者 王涛"])
        XCTAssertEqual(feature.body.filter { $0.kind == .sectionHeader }.map(\.text),
                       ["“冬季行动”让“冬歇”变“冬忙”", "“氢”装上阵能源革命迈出新步伐", "多元产业格局加快形成"])
        XCTAssertEqual(feature.captions.first?.credits.map(\.roleAndName), ["摄影 薛志雄"])
        XCTAssertTrue(feature.body.contains { $0.text.contains("破解要素制约,推动项目早开工") })
        XCTAssertEqual(page.articles.count, 5)
    }

    func testSeed002InterleavedColumns() throws {
        let page = try Seeds.page("002")
        let politburo = try XCTUnwrap(page.article(headline: "听取近期新冠疫情防控工作情况汇报"))
        XCTAssertEqual(politburo.kicker, "中共中央政治局常务委员会召开会议")
        XCTAssertEqual(politburo.subheadlines, ["中共中央总书记习近平主持会议"])
        XCTAssertEqual(politburo.dateline, "新华社北京2月16日电")
        XCTAssertNotNil(page.article(headline: "张广勇与中建上信董事长 孙继辉一行举行工作会谈"))
        let feature = try XCTUnwrap(page.article(bylineName: "康桂芳"))
        XCTAssertEqual(feature.subheadlines, ["我市培育特色专业镇发展纪实"])
        XCTAssertEqual(feature.continuedTo?.page, 2)
        XCTAssertTrue(page.noise.contains { $0.text == "府 m I稿" })
        XCTAssertTrue(page.captions.contains { $0.credits.map(\.roleAndName) == ["摄影 刘亮亮"] })
        XCTAssertEqual(page.footer?.editors, ["马龙", "梁瑜", "任霞晖"])
    }

    func testSeed003MarkdownFeaturesWithTwoLineBylines() throws {
        let page = try Seeds.page("003")
        let xiaoyi = try XCTUnwrap(page.article(headline: "孝义市：坚持创新为上 做转型发展排头兵"))
        XCTAssertEqual(xiaoyi.bylines.map(\.roleAndName), ["本报记者 王涛", "通讯员 郭晓星"])
        // Two byline lines with no blank between are two lines, not one column line wrapped.
        XCTAssertEqual(xiaoyi.bylines.map(\.lines), [SourceLines(line: 9), SourceLines(line: 10)])
        XCTAssertEqual(xiaoyi.body.filter { $0.kind == .sectionHeader }.count, 3)
        let jiaocheng = try XCTUnwrap(page.article(headline: "交城县：构建多元体系 激发高质量发展新活力"))
        XCTAssertEqual(jiaocheng.bylines.map(\.name), ["穆佳妮", "郭晋", "张彩峰", "司晓晓"])
        XCTAssertEqual(page.articles.count, 2)
        XCTAssertEqual(page.footer?.department, "政教专刊部")
        XCTAssertEqual(page.footer?.email, "lhbzjb@163.com")
        XCTAssertTrue(page.captions.contains { $0.credits.map(\.roleAndName) == ["提供 刘亮亮"] })
    }

    func testSeed004HeadlinesAfterBodiesAndWrappedLines() throws {
        let page = try Seeds.page("004")
        XCTAssertEqual(page.article(bylineName: "刘子璇")?.headline, "我市全方位优化营商环境 提升服务效能")
        XCTAssertEqual(page.articles.first { $0.bylines.first?.name == "刘丽霞" }?.headline, "我市抓实小额信贷 助力乡村振兴")
        XCTAssertEqual(page.article(bylineName: "李亚芝")?.headline, "全市财政工作会议召开")
        XCTAssertEqual(page.article(bylineName: "罗丽")?.headline, "全市政务公开工作推进会议召开")
        XCTAssertEqual(page.articles.last { $0.bylines.first?.name == "刘丽霞" }?.headline,
                       "梁志锋出席市总工会三届三次全委（扩大）会议暨党风廉政建设会议")
        let zhongyang = try XCTUnwrap(page.article(bylineName: "康桂芳"))
        XCTAssertEqual(zhongyang.bylines.map(\.roleAndName), ["记者 康桂芳"])
        XCTAssertTrue(zhongyang.body.first?.text.hasPrefix("去年以来，中阳县委深入学习贯彻党的二十大精神") == true)
        let jump = try XCTUnwrap(page.articles.first { $0.continuedFrom != nil })
        XCTAssertEqual(jump.continuedFrom?.page, 1)
        XCTAssertEqual(jump.dateline, "新华社北京3月6日电")
        XCTAssertEqual(jump.headline, "“坚定信心、真抓实干，把各方面的干劲带起来”")
        let caption = try XCTUnwrap(page.captions.first { $0.text.contains("图为游客在大棚内采摘草莓") })
        XCTAssertEqual(caption.credits.map(\.name), ["薛力娜", "张志茹"])
        XCTAssertEqual(page.articles.count, 7)
        let first = try XCTUnwrap(page.articles.first?.body.first?.text)
        XCTAssertEqual(first, "一年之计在于春，重大项目建设“打头阵”。日前，记者在主城区到新区快速路项目建设现场看到，多辆挖掘机正奋力挥舞着“双臂”开山挖土，工程车来回穿梭，整个工程正在快速有序推进，一座座桥墩逐渐成型，到处一派热火朝天的景象。")
    }

    func testNoSeedPutsNoiseInAHeadlineOrMakesItAnArticle() throws {
        for prefix in Seeds.all {
            let page = try Seeds.page(prefix)
            let noiseTexts = page.noise.map { $0.text.filter { !$0.isWhitespace } }.filter { $0.count >= 2 }
            let noiseLines = Set(page.noise.map(\.lines.first))
            for article in page.articles {
                XCTAssertFalse(article.body.isEmpty, "\(prefix): \(article.headline)")
                let headings = ([article.headline, article.kicker ?? ""] + article.subheadlines).joined(separator: "|")
                XCTAssertFalse(noiseTexts.contains { headings.contains($0) }, "\(prefix): \(headings)")
                if let block = article.headlineLines {
                    XCTAssertFalse(noiseLines.contains(block.first) || noiseLines.contains(block.last), "\(prefix): \(headings)")
                }
                for paragraph in article.body {
                    XCTAssertFalse(noiseLines.contains(paragraph.lines.first), "\(prefix): \(paragraph.text)")
                }
            }
        }
    }
}
