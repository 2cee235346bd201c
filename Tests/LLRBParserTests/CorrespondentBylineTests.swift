import LLRBParser
import XCTest

/// A byline line that names a correspondent (`本报记者 王涛 通讯员 郭晓星`, `本报通讯员 郭晓星`)
/// opens with `本报` and holds a `讯` within a lead's reach: it had been read as a broken news
/// lead, dateline `本报记者王涛通讯`, with `员郭晓星` glued to the story's first sentence, so the
/// correspondent was no byline and `byline:郭晓星` found nothing.
final class CorrespondentBylineTests: XCTestCase {
    private func firstArticle(under bylineLine: String) throws -> Article {
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            \(bylineLine)

            6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
            """)
        return try XCTUnwrap(page.articles.first)
    }

    func testACorrespondentLineIsABylineNotALead() throws {
        let lines: [(line: String, names: [String])] = [
            ("本报记者 王涛 通讯员 郭晓星", ["王涛", "郭晓星"]),
            ("本报记者王涛 通讯员郭晓星", ["王涛", "郭晓星"]),
            ("本报通讯员 郭晓星", ["郭晓星"]),
        ]
        for (line, names) in lines {
            let article = try firstArticle(under: line)
            XCTAssertNil(article.dateline, line)
            XCTAssertEqual(article.bylines.map(\.name), names, line)
            XCTAssertTrue(article.bodyText.hasPrefix("6月3日"), line)
        }
    }

    /// `报道`, `采写` after the names say how they worked: no writer called 报道.
    func testReportingWordsAfterTheNamesNameNoWriter() throws {
        let lines = [
            ("本报记者 王涛 报道", ["王涛"]), ("本报记者 王涛 李明 采写", ["王涛", "李明"]),
            ("本报记者 王涛 通讯员 郭晓星报道", ["王涛", "郭晓星"]), ("通讯员 郭晓星 整理报道", ["郭晓星"]),
        ]
        for (line, names) in lines {
            XCTAssertEqual(try firstArticle(under: line).bylines.map(\.name), names, line)
        }
    }

    /// Leads keep their `讯`: `本报讯`, a county's `本报文水讯`, an agency's `电`.
    func testLeadsStillEndAtTheirMark() throws {
        for (lead, dateline) in [("本报讯（通讯员 郭晓星）", "本报讯"), ("本报文水讯（记者 王涛）", "本报文水讯"), ("新华社北京6月3日电", "新华社北京6月3日电")] {
            let page = PageParser.parse(text: """
                ## 文水县项目建设提速

                \(lead)6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。
                """)
            XCTAssertEqual(try XCTUnwrap(page.articles.first).dateline, dateline, lead)
        }
    }
}
