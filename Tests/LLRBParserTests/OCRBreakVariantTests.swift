import Foundation
import XCTest
import LLRBParser

/// The seeds with the breaks OCR makes elsewhere in the same pages: a dateline cut by a blank
/// line, specks of a picture read as radicals, a photo caption set at the foot of its story.
final class OCRBreakVariantTests: XCTestCase {
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

    func testRadicalsReadFromAPictureAreNoise() throws {
        let page = PageParser.parse(text: try Seeds.text("002").replacingOccurrences(of: "府 m I稿\n", with: "府 m I稿\n\n冂 1 丿\n"))
        XCTAssertTrue(page.noise.contains { $0.text == "冂 1 丿" })
        XCTAssertFalse(page.articles.contains { article in article.body.contains { $0.text.contains("丿") } })
    }

    func testPhotoCaptionAtTheFootOfAStoryIsThatStorys() throws {
        let caption = "图为“吕梁山猪”20万头生猪出口基地建设项目开工仪式现场。\n\n记者 薛志雄 摄\n\n"
        let text = try Seeds.text("004").replacingOccurrences(of: "示。\n\n我市全方位优化营商环境", with: "示。\n\n" + caption + "我市全方位优化营商环境")
        let page = PageParser.parse(text: text)
        let first = try XCTUnwrap(page.article(bylineName: "刘子璇"))
        XCTAssertEqual(first.captions.map { $0.credits.map(\.name) }, [["薛志雄"]])
        XCTAssertEqual(first.headline, "我市全方位优化营商环境 提升服务效能")
        let standalone = try XCTUnwrap(page.captions.first { $0.text.contains("图为游客在大棚内采摘草莓") })
        XCTAssertFalse(page.articles.contains { $0.captions.contains(standalone) })
    }

    func testLineUnderAFeatureBylineSplitByAnOCRSpaceIsText() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "项目强则吕梁强,", with: "项目强则 吕梁\n\n强,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.headline, "奋楫争先谱华章")
        XCTAssertTrue(feature.body.first?.text.hasPrefix("项目强则吕梁强,项目兴则吕梁兴。") == true)
        XCTAssertEqual(page.articles.count, 5)
    }

    func testSectionHeaderAboveAParagraphSplitByABlankLineStaysASectionHeader() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "开局就是决战,", with: "开局就是\n\n决战,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.body.filter { $0.kind == .sectionHeader }.map(\.text),
                       ["“冬季行动”让“冬歇”变“冬忙”", "“氢”装上阵能源革命迈出新步伐", "多元产业格局加快形成"])
        XCTAssertTrue(feature.body.contains { $0.text.hasPrefix("开局就是决战,起步就是冲刺。") })
    }

    func testLineWithAnOCRSpaceInsideAnUnfinishedSentenceIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "专班成员单位对小额信贷工作进度慢的县进", with: "专班成员单位对小额信 贷工作进度慢的县进")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.articles.first { $0.headline == "我市抓实小额信贷 助力乡村振兴" })
        XCTAssertTrue(loans.body.contains { $0.text.contains("由专班成员单位对小额信贷工作进度慢的县进行专项督导") })
        XCTAssertFalse(page.noise.contains { $0.text.contains("专班成员单位") })
    }

    func testPhotoUnderAStoryThatJumpsToAnotherPageIsThatStorys() throws {
        let text = try Seeds.text("000").replacingOccurrences(of: "(下转4版)\n", with: "(下转4版)\n\n图为3月12日方山县前东旺坪村干部群众正在义务植树\n\n肖继旺 摄\n")
        let page = PageParser.parse(text: text)
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.continuedTo?.page, 4)
        XCTAssertEqual(notice.captions.map { $0.credits.map(\.name) }, [["肖继旺"]])
    }

    func testColumnLineWithAnOCRSpaceAfterAFullStopIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "我市将持续滚动开展政策宣讲和需求摸", with: "我市将持续滚动开展政 策宣讲和需求摸")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.articles.first { $0.headline == "我市抓实小额信贷 助力乡村振兴" })
        XCTAssertTrue(loans.body.contains { $0.text.hasPrefix("我市将持续滚动开展政策宣讲和需求摸排") })
        XCTAssertEqual(page.articles.count, 7)
    }
}
