import Foundation
import XCTest
import LLRBParser

/// The seeds rewritten the way other pages of the same paper print them, at the places where
/// one story ends and the next begins: a paragraph's first character cut off by a blank line,
/// a headline longer than a column line, a story carried over from another page, a column line
/// shaped like a headline or a byline.
final class BoundaryVariantTests: XCTestCase {
    func testParagraphOpeningCutOffByABlankLineIsText() throws {
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "项目强则吕梁强,", with: "项\n\n目强则吕梁强,"))
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertTrue(feature.body.first?.text.hasPrefix("项目强则吕梁强,项目兴则吕梁兴。") == true)
        XCTAssertFalse(page.noise.contains { $0.text == "项" })
    }

    func testSpeckOverAPhotoCaptionStaysNoiseWithoutItsHeadingMark() throws {
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "# 棺\n", with: "棺\n"))
        XCTAssertTrue(page.noise.contains { $0.text == "棺" })
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains("棺") } })
    }

    func testHeadlineLongerThanAColumnLineOverALeadIsAHeadline() throws {
        let long = "市政协党组召开2022年度民主生活会深入学习贯彻党的二十大精神以高质量政协工作助推吕梁转型发展"
        let page = PageParser.parse(text: try Seeds.text("001").replacingOccurrences(of: "市政协党组召开2022年度民主生活会\n", with: long + "\n"))
        let meeting = try XCTUnwrap(page.article(bylineName: "王洋"))
        XCTAssertEqual(meeting.headline, long)
        XCTAssertEqual(meeting.lines.first, 33)
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains(long) } })
    }

    func testStoryCarriedOverFromAnotherPageLeavesTheNextHeadlineToItsStory() throws {
        let carried = "(上接1版)\n\n中共中央办公厅国务院办公厅印发通知,组织29个工作组开展复工复产情况调研。\n\n"
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "### 中共中央办公厅", with: carried + "### 中共中央办公厅"))
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.dateline, "新华社北京3月12日电")
        let rest = try XCTUnwrap(page.articles.first { $0.continuedFrom?.page == 1 })
        XCTAssertEqual(rest.headline, "")
    }

    func testPhotoAtAStorysFootAboveThePagesPhotoCreditIsThatStorys() throws {
        let photo = "(下转4版)\n\n图为3月12日方山县前东旺坪村干部群众正在义务植树\n\n肖继旺 摄\n\n本版图片由刘亮亮提供\n"
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "(下转4版)\n", with: photo))
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.captions.map { $0.credits.map(\.name) }, [["肖继旺"]])
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

    func testColumnLineOpeningWithAReporterAndCommasIsText() throws {
        let text = try Seeds.text("004").replacingOccurrences(of: "“应贷尽贷”。\n\n", with: "“应贷尽贷”。\n\n记者了解到，目前，全市\n\n")
        let page = PageParser.parse(text: text)
        let loans = try XCTUnwrap(page.article(bylineName: "刘丽霞"))
        XCTAssertTrue(loans.body.contains { $0.text.hasPrefix("记者了解到，目前，全市") })
        XCTAssertFalse(page.articles.contains { $0.bylines.contains { $0.name == "目前" } })
        XCTAssertEqual(page.articles.count, 7)
    }

    func testSubtitleUnderAHeadlineBesideVerticalTextStaysASubtitle() throws {
        let lines = try Seeds.text("001").components(separatedBy: "\n")
        let vertical = try Seeds.text("000").components(separatedBy: "\n")[28..<57]
        let story = lines[36..<43].joined(separator: "\n") + " (下转2版)"
        let text = [story, lines[32..<35].joined(separator: "\n"), vertical.joined(separator: "\n"), lines[46..<49].joined(separator: "\n")]
            .joined(separator: "\n\n")
        let page = PageParser.parse(text: text)
        let meeting = try XCTUnwrap(page.article(bylineName: "王洋"))
        XCTAssertEqual(meeting.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(meeting.subheadlines, ["乔晓峰主持"])
        XCTAssertFalse(page.noise.contains { $0.text == "乔晓峰主持" })
    }

    func testColumnLineWithAGapUnderASectionHeaderIsText() throws {
        let text = try Seeds.text("001").replacingOccurrences(of: "刚刚过去的2022年,我市", with: "刚刚过去 的2022\n\n年,我市")
        let page = PageParser.parse(text: text)
        let feature = try XCTUnwrap(page.article(bylineName: "王涛"))
        XCTAssertEqual(feature.body.filter { $0.kind == .sectionHeader }.last?.text, "多元产业格局加快形成")
        XCTAssertTrue(feature.body.contains { $0.text.hasPrefix("刚刚过去的2022年,我市坚持以重大项目建设为引领") })
        XCTAssertEqual(page.articles.count, 5)
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
}
