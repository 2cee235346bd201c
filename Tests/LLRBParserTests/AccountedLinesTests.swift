import XCTest
import LLRBParser

/// Every printed line of a page ends up somewhere in its parse: in an article's lines, a
/// caption, the footer, the masthead, a story's rubric, or the noise set aside with a reason.
/// A line in none of them is in no search and no reading of the page.
final class AccountedLinesTests: XCTestCase {
    func testEveryLineOfTheSeedsIsAccountedFor() throws {
        for prefix in Seeds.all {
            let page = try Seeds.page(prefix)
            let lines = try Seeds.text(prefix).components(separatedBy: "\n")
            XCTAssertEqual(unaccounted(lines, in: page), [], "seed \(prefix)")
        }
    }

    /// Seed 003 prints its page's column name, `特别报道`, at its foot, under the last story and
    /// over the footer: no story stands under it, and it was in no part of the parse.
    func testColumnNameAtThePageFootIsSetAsideWithItsLine() throws {
        let page = try Seeds.page("003")
        let name = try XCTUnwrap(page.noise.first { $0.text == "特别报道" })
        XCTAssertEqual(name.lines, SourceLines(line: 89))
        XCTAssertTrue(name.reason.contains("no story under it"))
        XCTAssertEqual(page.articles.count, 2)
    }

    /// A dateline alone on its line after a story that has its own (`新华社北京4月28日电` under
    /// a reprint) opened a story with no text: at the page's end the line was lost, over a
    /// headline it took the next story's dateline and left that story's lead headless.
    func testDatelineAloneAfterAStoryClosesIt() throws {
        let story = """
            # 市财政局召开安全生产专题会议

            本报讯（记者 张三）会议要求，各级各部门要提高政治站位，压实工作责任。

            这是顶梁柱，没有金刚钻，揽不了瓷器活。

            新华社北京4月28日电
            """
        let atFoot = PageParser.parse(text: story)
        XCTAssertEqual(atFoot.articles.count, 1)
        XCTAssertEqual(atFoot.articles.first?.lines, SourceLines(first: 1, last: 7))
        XCTAssertTrue(atFoot.articles.first?.bodyText.contains("新华社北京4月28日电") == true)

        let overHeadline = PageParser.parse(text: story + """


            # 岚县加快发展氢能产业

            本报讯 近日，岚县依托焦炉煤气资源，加快发展氢能产业。
            """)
        XCTAssertEqual(overHeadline.articles.map(\.headline), ["市财政局召开安全生产专题会议", "岚县加快发展氢能产业"])
        XCTAssertEqual(overHeadline.articles.map(\.lines), [SourceLines(first: 1, last: 7), SourceLines(first: 9, last: 11)])
        XCTAssertEqual(overHeadline.articles.last?.dateline, "本报讯")
    }

    /// `图片新闻` over a photo's caption names the photo; the headline after the photo opened a
    /// story in the builder the column name had opened and wrote over it, so the name was lost.
    func testColumnNameOverAPhotoIsNotLostToTheNextHeadline() throws {
        let text = """
            ## 市公安局召开冬季行动工作推进会

            本报讯（记者 林峰）2月4日，市公安局召开冬季行动工作推进会，部署下一阶段工作。

            图片新闻

            2月4日，兴县西冯家庄镇夏家湾村。图为村民在大棚内采摘草莓。 马红平 摄

            ## 市行政审批服务管理局部署冬季行动工作

            本报讯（通讯员 顾芬亚）2月4日，市行政审批服务管理局召开会议，部署冬季行动工作。
            """
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.filter { !$0.headline.isEmpty }.map(\.headline), ["市公安局召开冬季行动工作推进会", "市行政审批服务管理局部署冬季行动工作"])
        XCTAssertEqual(page.noise.filter { $0.text == "图片新闻" }.map(\.lines), [SourceLines(line: 5)])
        XCTAssertEqual(unaccounted(text.components(separatedBy: "\n"), in: page), [])
    }

    /// Line numbers of `lines` (1-based) that are not blank and in no part of `page`.
    private func unaccounted(_ lines: [String], in page: Page) -> [Int] {
        var ranges: [SourceLines] = page.articles.map(\.lines) + page.captions.map(\.lines) + page.noise.map(\.lines)
        ranges += [page.footer?.lines, page.mastheadLines].compactMap { $0 }
        let rubrics = page.articles.compactMap(\.rubric).joined().filter { !$0.isWhitespace }
        return lines.indices.compactMap { index in
            let number = index + 1
            let words = lines[index].filter { !$0.isWhitespace && $0 != "#" }
            guard !words.isEmpty, !ranges.contains(where: { $0.first <= number && number <= $0.last }), !rubrics.contains(words) else {
                return nil
            }
            return number
        }
    }
}
