import LLRBParser
import XCTest

/// The masthead prints the paper's name, its site and its rank (`吕梁日报`, `吕梁新闻网`,
/// `山西省一级报纸`), and so do sentences of its stories. Such paragraphs, one under another, had
/// been read as masthead lines: out of their story, and out of search.
final class MastheadPhraseInTextTests: XCTestCase {
    func testASentenceNamingThePaperIsTheStorysText() throws {
        let sentences = ["近日，吕梁日报记者走访了文水县多个项目现场。", "市民可登录吕梁新闻网查询项目进展。", "项目负责人说，该项目已被评为省级一级报纸推荐项目。"]
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            本报讯（记者 王涛）6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。

            \(sentences.joined(separator: "\n\n"))
            """)
        XCTAssertNil(page.mastheadLines)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.lines, SourceLines(first: 1, last: 9))
        for sentence in sentences {
            XCTAssertTrue(article.bodyText.contains(sentence), sentence)
        }
    }

    /// Masthead rows whose fields a comma, semicolon or OCR'd stop parts stay the masthead.
    func testMastheadRowsPartedByPunctuationStayMasthead() {
        for row in ["吕梁日报社出版，国内统一刊号：CN14-0028，邮发代号：21-28", "中共吕梁市委机关报，山西省一级报纸", "吕梁新闻网：www。sxllnews。cn"] {
            let page = PageParser.parse(text: """
                中共吕梁市委机关报

                \(row)

                2020年3月

                星期五

                农历庚子年二月二十

                ## 组织29个工作组开展复工复产情况调研

                新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发通知。
                """)
            XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 9), row)
            XCTAssertEqual(page.articles.map(\.headline), ["组织29个工作组开展复工复产情况调研"], row)
        }
    }

    func testTheMastheadRowsStillReadAsMasthead() {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            吕梁日报社出版 国内统一刊号: CN14 - 0028 邮发代号: 21 — 28 吕梁新闻网: www.sxllnews.cn

            2020年3月

            星期五

            农历庚子年二月二十

            第 9895 期 今日8版

            山西省一级报纸

            ## 组织29个工作组开展复工复产情况调研

            新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发通知。
            """)
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 13))
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.articles.map(\.headline), ["组织29个工作组开展复工复产情况调研"])
    }
}
