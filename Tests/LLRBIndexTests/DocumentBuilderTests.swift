import Foundation
import LLRBIndex
import LLRBParser
import XCTest

final class DocumentBuilderTests: XCTestCase {
    private func sampleArticle() -> Article {
        Article(
            headline: "组织29个工作组开展复工复产情况调研",
            kicker: "中共中央办公厅国务院办公厅印发通知",
            subheadlines: ["我市加快推进项目建设综述"],
            bylines: [Byline(role: "本报记者", name: "王涛"), Byline(role: "通讯员", name: "郭晓星")],
            dateline: "新华社北京3月12日电",
            body: [Paragraph(kind: .sectionHeader, text: "组合拳", lines: SourceLines(line: 5)),
                   Paragraph(text: "3月12日,中共中央办公厅印发通知。", lines: SourceLines(line: 6))],
            captions: [Caption(text: "图为义务植树", credits: [Byline(role: "摄影", name: "肖继旺"), Byline(role: "提供", name: "刘亮亮")],
                               lines: SourceLines(line: 9))],
            lines: SourceLines(first: 1, last: 9))
    }

    func testFieldsCollectEveryPartOfTheArticle() {
        let fields = DocumentBuilder.fields(of: sampleArticle())
        XCTAssertEqual(fields[.headline], "中共中央办公厅国务院办公厅印发通知\n组织29个工作组开展复工复产情况调研\n我市加快推进项目建设综述")
        XCTAssertEqual(fields[.byline], "本报记者 王涛\n通讯员 郭晓星\n新华社北京3月12日电")
        XCTAssertEqual(fields[.body], "组合拳\n3月12日,中共中央办公厅印发通知。")
        XCTAssertEqual(fields[.caption], "图为义务植树\n肖继旺 摄\n刘亮亮提供", "credits as printed, not the parser's roles for them")
    }

    func testAbsentPartsLeaveTheFieldOut() {
        let fields = DocumentBuilder.fields(of: Article(headline: "", body: [Paragraph(text: "正文", lines: SourceLines(line: 1))],
                                                        lines: SourceLines(line: 1)))
        XCTAssertEqual(Set(fields.keys), [.body])
    }

    func testIdsAreReadableAndDependOnContentNotPath() {
        var page = Page(issueNumber: 9895, articles: [sampleArticle(), sampleArticle()])
        let first = DocumentBuilder.documents(for: page, file: "a/one.txt", contentHash: 0xABCD_1234_0000_0001)
        let moved = DocumentBuilder.documents(for: page, file: "b/two.txt", contentHash: 0xABCD_1234_0000_0001)
        XCTAssertEqual(first.map(\.record.id), ["9895-abcd12-1", "9895-abcd12-2"])
        XCTAssertEqual(moved.map(\.record.id), first.map(\.record.id))
        XCTAssertEqual(moved.map(\.record.file), ["b/two.txt", "b/two.txt"])
        XCTAssertEqual(first.map(\.record.ordinal), [1, 2])

        page.issueNumber = nil
        page.date = "2020-03-13"
        XCTAssertEqual(DocumentBuilder.documents(for: page, file: "x", contentHash: 0x0012_0000_0000_0000).first?.record.id,
                       "20200313-001200-1")
        page.date = nil
        XCTAssertEqual(DocumentBuilder.documents(for: page, file: "x", contentHash: 0xFF).first?.record.id,
                       "x-00000000-1")
    }

    func testEachArticleStoresItsPagesFieldsWithoutTheArticles() {
        let page = Page(date: "2020-03-13", dateSource: .lunar, issueNumber: 9895,
                        articles: [Article(headline: "一", lines: SourceLines(line: 1)), Article(headline: "二", lines: SourceLines(line: 2))],
                        warnings: ["w"])
        let documents = DocumentBuilder.documents(for: page, file: "x", contentHash: 1)
        XCTAssertEqual(documents.map(\.record.page), [page.withoutArticles, page.withoutArticles])
        XCTAssertEqual(documents.first?.record.page.warnings, ["w"])
    }

    func testSeedPagesGiveOneDocumentPerArticleWithUniqueStableIds() throws {
        var allIds: Set<String> = []
        var standalone: [String] = []
        for url in try SeedFiles.urls() {
            let data = try Data(contentsOf: url)
            let page = try PageParser.parse(data: data, source: url.path)
            let hash = ContentHash.of(data)
            let documents = DocumentBuilder.documents(for: page, file: url.path, contentHash: hash)
            XCTAssertEqual(documents.prefix(page.articles.count).map(\.record.article), page.articles)
            standalone += documents.dropFirst(page.articles.count).map { $0.fields[.caption] ?? "" }
            let again = DocumentBuilder.documents(for: PageParser.parse(text: String(decoding: data, as: UTF8.self)),
                                                  file: "elsewhere.txt", contentHash: hash)
            XCTAssertEqual(again.map(\.record.id), documents.map(\.record.id))
            for document in documents {
                XCTAssertTrue(allIds.insert(document.record.id).inserted, "duplicate id \(document.record.id)")
                XCTAssertNotNil(document.record.id.range(of: #"^(\d+|x)-([0-9a-f]{6}|[0-9a-f]{8})-\d+$"#, options: .regularExpression))
                XCTAssertEqual(document.record.page.issueNumber, page.issueNumber)
                XCTAssertEqual(document.record.page.date, page.date)
                let article = document.record.article
                if !article.headline.isEmpty {
                    XCTAssertTrue(document.fields[.headline]?.contains(article.headline) ?? false)
                }
                for paragraph in article.body where !paragraph.text.isEmpty {
                    XCTAssertTrue(document.fields[.body]?.contains(paragraph.text) ?? false)
                }
            }
        }
        XCTAssertFalse(allIds.isEmpty, "the seeds have articles")
        // The photo news of seeds 000 (`今年以来,方山县…`) and 004 (`近日，离石区信义镇…`) belong to no
        // story: each is an item of its own, its words found.
        XCTAssertEqual(standalone.count, 2)
        XCTAssertTrue(standalone.contains { $0.contains("国家储备林") }, "\(standalone)")
        XCTAssertTrue(standalone.contains { $0.contains("东泰绿谷农业园") }, "\(standalone)")
    }

    /// A caption the parser gave to no story is indexed as a headless item of its own, after the
    /// page's articles; a photo credit alone makes no document.
    func testCaptionOfNoStoryIsADocumentOfItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 孝义市项目集中开工

            本报讯 3月5日,孝义市全力推进重点项目建设。(彦平 裴芳)

            方山县推动传统产业提档升级,其中麒麟工程进展顺利。
            图为兴县生产车间内工人正在作业。 记者 尹婷 摄

            本版图片由刘亮亮提供
            """)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertTrue(page.articles[0].captions.isEmpty)
        let documents = DocumentBuilder.documents(for: page, file: "p.txt", contentHash: 1)
        XCTAssertEqual(documents.count, 2)
        let photo = try XCTUnwrap(documents.last)
        XCTAssertEqual(photo.record.ordinal, 2)
        XCTAssertEqual(photo.fields.keys.sorted { $0.code < $1.code }, [.caption])
        XCTAssertTrue(photo.fields[.caption]?.contains("麒麟工程") == true)
        XCTAssertEqual(photo.record.article.lines, SourceLines(first: 5, last: 6))
    }
}
