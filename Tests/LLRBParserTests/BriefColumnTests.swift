import XCTest
import LLRBParser

/// A brief column (简讯): each item under the banner is a story of its own, titled by its bold
/// lead-in however the OCR gave it (bullet, brackets, or the title and a space).
final class BriefColumnTests: XCTestCase {
    private let storyAbove = """
        ## 市人社局召开理论学习中心组学习会

        本报讯（记者 白强文）2月10日，交口县把黄河流域生态保护与乡村振兴结合起来，统筹推进，协同发力。

        """
    private let storyBelow = """

        ## 市发改委召开专题会议

        本报讯（记者 丁晨）2月10日，市发改委召开专题会议，研究部署电商直播工作。
        """

    func testEachItemUnderTheBannerIsAStory() throws {
        let column = """
            ■ 县区简讯

            ■交口县部署高质量发展 “我们要把非遗保护这件实事办好，让群众有更多获得感。”蔡芳军说。

            【临县统筹铝镁新材料】 文水县坚持把项目建设作为重要抓手，巩固科技创新各项工作，取得了明显成效。

            柳林县落实项目建设 汾阳市坚持把转型发展作为重要抓手，开展生态保护各项工作。

            ▲岚 县加快氢能产业 正在大力推进城市网、交通网、水利网“三网建设”，为广大投资

            者提供了广阔机会。

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), [
            "市人社局召开理论学习中心组学习会", "交口县部署高质量发展", "临县统筹铝镁新材料", "柳林县落实项目建设", "岚县加快氢能产业",
            "市发改委召开专题会议",
        ])
        let items = page.articles.dropFirst().dropLast()
        XCTAssertEqual(items.map(\.lines.first), [6, 8, 10, 12])
        XCTAssertEqual(items.map(\.lines.last), [6, 8, 10, 14], "an item runs on over its wrapped lines")
        XCTAssertEqual(Set(items.map(\.rubric)), ["县区简讯"])
        XCTAssertEqual(page.articles[2].bodyText, "文水县坚持把项目建设作为重要抓手，巩固科技创新各项工作，取得了明显成效。")
        XCTAssertEqual(page.articles[0].lines.last, 3, "the story above does not take the banner or an item")
        XCTAssertTrue(page.captions.isEmpty, "▲ opens an item here, not a photo caption")
    }

    func testABannerOfTwoCharactersIsNoSpeck() throws {
        // `简讯` alone: as short as the specks a picture leaves (`# 棺`), but the column's name.
        let column = """
            ## 简讯

            【交城县开展疫情防控】下一步，兴县将进一步压实工作责任。

            兴县落实特色专业镇 全面梳理土地征迁及手续办理情况。

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "交城县开展疫情防控", "兴县落实特色专业镇", "市发改委召开专题会议"])
        XCTAssertEqual(page.articles[1].rubric, "简讯")
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    func testAnOCRSpaceInAnItemsNextParagraphOpensNoItem() throws {
        let column = """
            ■ 县区简讯

            【临县统筹铝镁新材料】 文水县坚持把项目建设作为重要抓手，取得了明显成效。

            全县各级各部门要 进一步提高政治站位，压实工作责任，确保各项任务落到实处。

            ▲ 岚县氢能产业园区 记者 刘亮亮 摄

            """
        let page = PageParser.parse(text: storyAbove + column + storyBelow)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "临县统筹铝镁新材料", "市发改委召开专题会议"])
        XCTAssertTrue(page.articles[1].bodyText.hasSuffix("确保各项任务落到实处。"), page.articles[1].bodyText)
        XCTAssertEqual(page.articles[1].captions.first?.text.hasPrefix("▲"), true, "a ▲ line with its credit is the photo's caption")
    }

    func testWithoutABannerATitleLikeOpeningIsText() throws {
        // The same openings in a story's own text: a spaced column line and a bulleted point.
        let text = storyAbove + """
            交城县金罗镇党支部书记 张敏介绍，全村通过发展粮食安全，人均收入达到18729元。

            ■聚焦重点项目 全力推进复工复产，确保各项任务落到实处。

            """ + storyBelow
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["市人社局召开理论学习中心组学习会", "市发改委召开专题会议"])
        XCTAssertEqual(page.articles.first?.lines.last, 6)
    }
}
