import LLRBParser
import XCTest

/// A page's name printed over its stories (`民生周刊`, `农业专刊`) names no story. Taken for a
/// headline on top of the page, it voted for headlines above their stories on pages that print
/// them under (57 pages of an archive generated apart, every story there cut at the wrong line).
/// It belongs to the stories under it.
final class PageNameTests: XCTestCase {
    private let page = """
        民生周刊

        （上接1版）

        据悉，此次督查共发现问题12个，已全部反馈相关单位限期整改。（温贵辉 郑艳萍）

        全市政法系统表彰大会召开

        本报讯（记者 刘萍）记者从市农业农村局获悉，全市7718个行政村集体经济收入全部达到30万元以上。

        方山县乡村医生培训班开班
        """

    func testHeadlinesUnderAPageNameGoToTheStoriesAboveThem() throws {
        let parsed = PageParser.parse(text: page)
        XCTAssertEqual(parsed.articles.map(\.headline), ["全市政法系统表彰大会召开", "方山县乡村医生培训班开班"])
        XCTAssertEqual(parsed.articles.map(\.lines), [SourceLines(first: 3, last: 7), SourceLines(first: 9, last: 11)])
        XCTAssertEqual(parsed.articles.first?.continuedFrom?.page, 1)
    }

    /// With no story before it to go to, the name was dropped, and its words were found nowhere
    /// (85 column names on the same archive's pages): the first story under it keeps it, and
    /// keeps it when its headline comes under it.
    func testThePageNameStaysWithTheFirstStory() throws {
        let parsed = PageParser.parse(text: page)
        XCTAssertEqual(parsed.articles.map(\.rubric), ["民生周刊", nil])
    }
}
