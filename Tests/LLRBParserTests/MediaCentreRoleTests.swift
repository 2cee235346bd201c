import LLRBParser
import XCTest

/// Since the paper merged into a media centre its reporters sign as `全媒体记者` or `融媒体记者`,
/// alone or after `本报` or the paper's name. Unknown as roles, a byline line of them was read as
/// the headline's subtitle, or lost to the masthead, and a lead's `（全媒体记者 王涛）` gave no
/// byline at all.
final class MediaCentreRoleTests: XCTestCase {
    func testAMediaCentreBylineLineIsAByline() throws {
        let lines: [(line: String, bylines: [String])] = [
            ("本报全媒体记者 王涛", ["本报全媒体记者 王涛"]),
            ("全媒体记者 王涛", ["全媒体记者 王涛"]),
            ("吕梁日报全媒体记者 王涛", ["吕梁日报全媒体记者 王涛"]),
            ("本报融媒体记者 王涛 通讯员 郭晓星", ["本报融媒体记者 王涛", "通讯员 郭晓星"]),
            ("□ 融媒体记者 王涛", ["融媒体记者 王涛"]),
        ]
        for (line, bylines) in lines {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(line)

                6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            let article = try XCTUnwrap(page.articles.first, line)
            XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, bylines, line)
            XCTAssertEqual(article.subheadlines, [], line)
            XCTAssertEqual(article.lines, SourceLines(first: 1, last: 5), line)
        }
    }

    /// A marked heading that opens with a role word is a headline about reporters unless a
    /// space sets names apart (`## 全媒体记者走基层`, and `## 记者走基层` before the new roles).
    func testAMarkedHeadingAboutReportersIsAHeadline() throws {
        for headline in ["全媒体记者走基层", "本报全媒体记者走进乡村", "记者走基层"] {
            let page = PageParser.parse(text: """
                ## \(headline)

                本报讯（记者 王涛）6月3日，记者从市发改委获悉，今年以来全市重点项目建设进展顺利。
                """)
            let article = try XCTUnwrap(page.articles.first, headline)
            XCTAssertEqual(article.headline, headline)
            XCTAssertEqual(article.bylines.map(\.name), ["王涛"], headline)
        }
    }

    func testALeadNamesItsMediaCentreReporters() throws {
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            本报讯（全媒体记者 王涛 通讯员 郭晓星）6月3日，记者来到文水县项目建设现场。
            """)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.dateline, "本报讯")
        XCTAssertEqual(article.bylines.map { "\($0.role) \($0.name)" }, ["全媒体记者 王涛", "通讯员 郭晓星"])
        XCTAssertTrue(article.bodyText.hasPrefix("6月3日"))
    }
}
