import Foundation
import XCTest
import LLRBParser

/// The seeds rewritten the way other OCR tools lay pages out: no blank lines between blocks, no
/// markdown heading marks. The stories must come out the same.
final class LayoutVariantTests: XCTestCase {
    func testSeed004WithoutBlankLinesKeepsItsHeadlines() throws {
        let text = try Seeds.text("004").split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "刘子璇")?.headline, "我市全方位优化营商环境 提升服务效能")
        XCTAssertEqual(page.article(bylineName: "李亚芝")?.headline, "全市财政工作会议召开")
        XCTAssertEqual(page.article(bylineName: "罗丽")?.headline, "全市政务公开工作推进会议召开")
        XCTAssertEqual(page.articles.last { $0.bylines.first?.name == "刘丽霞" }?.headline,
                       "梁志锋出席市总工会三届三次全委（扩大）会议暨党风廉政建设会议")
        XCTAssertEqual(page.articles.count, 7)
    }

    func testSeed000WithoutMarkdownKeepsKickerAndSubtitle() throws {
        let text = try Seeds.text("000").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0 == "#" || $0 == ">" || $0 == " " })
        }.joined(separator: "\n")
        let page = PageParser.parse(text: text)
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.kicker, "中共中央办公厅国务院办公厅印发通知")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.headline, "经济增活力 战\"痘\"添动力")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.subheadlines, ["孝义市精准推进复工复产纪实"])
        XCTAssertEqual(page.date, "2020-03-13")
    }

    func testSeed000MastheadDateRowReadAsOneLine() throws {
        let text = try Seeds.text("000").replacingOccurrences(
            of: "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版",
            with: "2020年3月 星期五 农历庚子年二月二十 第 9895 期 今日8版"
        )
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.issueNumber, 9895)
        XCTAssertEqual(page.lunarDate, "庚子年二月二十")
        XCTAssertEqual(page.articles.first?.headline, "组织29个工作组开展复工复产情况调研")
    }

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

    func testSeed001HeadlinesBesideVerticalTextStayHeadlines() throws {
        let vertical = try Seeds.text("000").components(separatedBy: "\n")[28..<57].joined(separator: "\n")
        let text = try Seeds.text("001").replacingOccurrences(of: "张广勇出席\n", with: "张广勇出席\n\n" + vertical + "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "付永文")?.headline, "市政府与中国能建举行工作会谈")
        XCTAssertEqual(page.article(bylineName: "付永文")?.subheadlines, ["张广勇出席"])
        XCTAssertEqual(page.article(bylineName: "王洋")?.subheadlines, ["乔晓峰主持"])
        XCTAssertTrue(page.noise.contains { $0.text == "签" })
    }

    func testSeed003ColumnNameAtThePageFootBelongsToNoStory() throws {
        let text = try Seeds.text("003").replacingOccurrences(of: "\n特别报道\n", with: "\n今日关注\n")
        let page = PageParser.parse(text: text)
        let last = try XCTUnwrap(page.articles.last)
        XCTAssertFalse(last.body.contains { $0.text.contains("今日关注") })
        XCTAssertLessThan(last.lines.last, 89)
    }

    /// Seed 001's news stories set the way seed 004 sets its page: every headline under its story.
    func testSeed001WithEveryHeadlineUnderItsStory() throws {
        let lines = try Seeds.text("001").components(separatedBy: "\n")
        let blocks = [9...21, 5...7, 23...27, 29...31, 37...43, 33...35, 47...49, 45...45]
        let text = blocks.flatMap { lines[($0.lowerBound - 1)..<$0.upperBound] }.joined(separator: "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "李雅萍")?.headline, "市委召开常委会会议")
        XCTAssertEqual(page.article(bylineName: "李雅萍")?.subheadlines, ["孙大军主持"])
        XCTAssertEqual(page.article(bylineName: "付永文")?.headline, "市政府与中国能建举行工作会谈")
        XCTAssertEqual(page.article(bylineName: "王洋")?.headline, "市政协党组召开2022年度民主生活会")
        XCTAssertEqual(page.article(bylineName: "王洋")?.subheadlines, ["乔晓峰主持"])
        XCTAssertEqual(page.article(bylineName: "张娟娟")?.headline, "我市6人荣获第九届山西道德模范1人获提名")
        XCTAssertEqual(page.articles.count, 4)
    }

    func testSeed003JumpMarkerAboveTheHeadlineOpensThatStory() throws {
        let page = PageParser.parse(text: "（上接1版）\n\n" + (try Seeds.text("003")))
        let xiaoyi = try XCTUnwrap(page.article(headline: "孝义市：坚持创新为上 做转型发展排头兵"))
        XCTAssertEqual(xiaoyi.continuedFrom?.page, 1)
        XCTAssertEqual(xiaoyi.lines.first, 1)
        XCTAssertEqual(page.articles.count, 2)
    }
}
