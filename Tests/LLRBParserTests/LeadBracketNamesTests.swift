import LLRBParser
import XCTest

/// A lead's bracket naming two reporters or more (`本报讯（记者 王涛 李雅萍）`) parts them with
/// spaces, which the line's text for classification drops: `王涛李雅萍` is no name, so the
/// bracket gave no byline and stayed at the head of the story's text.
final class LeadBracketNamesTests: XCTestCase {
    func testEveryReporterInTheBracketIsABylineOfTheStory() throws {
        let leads: [(lead: String, bylines: [String])] = [
            ("本报讯（记者 王涛 李雅萍）", ["记者 王涛", "记者 李雅萍"]),
            // Two names of two: the text's `王涛刘芳` reads as one name of four.
            ("本报讯（记者 王涛 刘芳）", ["记者 王涛", "记者 刘芳"]),
            ("本报讯(记者 王涛 李雅萍)", ["记者 王涛", "记者 李雅萍"]),
            ("本报讯（通讯员 张三 李四 王五）", ["通讯员 张三", "通讯员 李四", "通讯员 王五"]),
            ("本报讯（全媒体记者 王涛 通讯员 郭晓星 李明）", ["全媒体记者 王涛", "通讯员 郭晓星", "通讯员 李明"]),
        ]
        for (lead, bylines) in leads {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(lead)6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            let article = try XCTUnwrap(page.articles.first, lead)
            XCTAssertEqual(article.dateline, "本报讯", lead)
            XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, bylines, lead)
            XCTAssertTrue(article.bodyText.hasPrefix("6月3日"), lead)
        }
    }
}
