import Foundation
import XCTest
import LLRBParser

/// The seeds rewritten the way other OCR tools lay pages out: no blank lines between blocks, no
/// markdown heading marks. The stories must come out the same.
final class LayoutVariantTests: XCTestCase {
    private func seedText(_ prefix: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: Seeds.folder.path)
        let name = try XCTUnwrap(names.sorted().first { $0.hasPrefix(prefix) })
        return try String(contentsOf: Seeds.folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testSeed004WithoutBlankLinesKeepsItsHeadlines() throws {
        let text = try seedText("004").split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.article(bylineName: "刘子璇")?.headline, "我市全方位优化营商环境 提升服务效能")
        XCTAssertEqual(page.article(bylineName: "李亚芝")?.headline, "全市财政工作会议召开")
        XCTAssertEqual(page.article(bylineName: "罗丽")?.headline, "全市政务公开工作推进会议召开")
        XCTAssertEqual(page.articles.last { $0.bylines.first?.name == "刘丽霞" }?.headline,
                       "梁志锋出席市总工会三届三次全委（扩大）会议暨党风廉政建设会议")
        XCTAssertEqual(page.articles.count, 7)
    }

    func testSeed000WithoutMarkdownKeepsKickerAndSubtitle() throws {
        let text = try seedText("000").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0 == "#" || $0 == ">" || $0 == " " })
        }.joined(separator: "\n")
        let page = PageParser.parse(text: text)
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.kicker, "中共中央办公厅国务院办公厅印发通知")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.headline, "经济增活力 战\"痘\"添动力")
        XCTAssertEqual(page.article(bylineName: "郭晓星")?.subheadlines, ["孝义市精准推进复工复产纪实"])
        XCTAssertEqual(page.date, "2020-03-13")
    }
}
