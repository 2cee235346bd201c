import Foundation
import LLRBParser
import XCTest
@testable import LLRBIndex

/// The binary records give back every field of what was indexed, exactly: texts of any script,
/// optional fields present and absent, texts shared with the fields and texts stored apart.
final class StoredRecordRoundTripTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// Indexes the documents as one file and reads every record back.
    private func roundTrip(_ documents: [IndexableDocument]) throws -> ArchiveIndex {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory)
        try writer.add(documents, for: IndexedFile(path: "page.txt", contentHash: 7, byteCount: 1, articleCount: documents.count))
        try writer.commit()
        writer.close()
        return try ArchiveIndex.open(at: directory)
    }

    /// A page using every field, with texts from outside the CJK blocks (emoji, Hangul, Latin-1,
    /// full-width forms, curly quotes, private use), empty and absent optional values, and
    /// line ranges of every shape.
    private func fullPage() -> Page {
        let credit = Byline(role: "摄", name: "肖继旺", lines: SourceLines(line: 30))
        let caption = Caption(text: "图为3月12日，方山县“义务植树”📷", credits: [credit], lines: SourceLines(first: 29, last: 30))
        let first = Article(
            headline: "组织29个工作组开展复工复产情况调研", kicker: "中共中央办公厅国务院办公厅印发通知",
            subheadlines: ["——我市加快推进项目建设综述", ""],
            bylines: [Byline(role: "本报记者", name: "王涛", lines: SourceLines(line: 4)), Byline(role: "", name: "Zoë·李")],
            dateline: "新华社北京3月12日电",
            body: [Paragraph(text: "3月12日,全国5G基站达到100万个。", lines: SourceLines(first: 5, last: 7)),
                   Paragraph(kind: .sectionHeader, text: "\"组合拳\"把好\"复工关\"", lines: SourceLines(line: 9)),
                   Paragraph(text: "한국어 and ünïcödé × © ～ 😀 \u{E000} end", lines: SourceLines(first: 3, last: 12))],
            captions: [caption],
            continuedTo: Continuation(page: 4, printed: "下转4版", lines: SourceLines(line: 13)),
            continuedFrom: Continuation(page: -1, printed: "", lines: SourceLines(line: 0)),
            rubric: "特别报道", headlineLines: SourceLines(first: 1, last: 3), lines: SourceLines(first: 1, last: 14))
        var second = Article(headline: "", kicker: "", subheadlines: ["副题"],
                             body: [Paragraph(text: "only ASCII here", lines: SourceLines(line: 20))], lines: SourceLines(line: 20))
        second.lines.last = 18
        let third = Article(headline: "无正文", lines: SourceLines(line: 40))
        return Page(
            date: "2020-03-13", dateSource: .lunar, dateEvidence: ["农历庚子年二月二十 + 2020年3月 + 星期五"], issueNumber: 9895,
            lunarDate: "庚子年二月二十", lunar: LunarDate(year: "庚子", month: 2, isLeapMonth: true, day: 20), weekday: 5,
            pageCount: 8, pageNumber: 1, serialNumber: "CN14-0028", postalCode: "21-28", mastheadLines: SourceLines(first: 1, last: 2),
            articles: [first, second, third], captions: [caption],
            footer: Footer(department: "要闻部", layoutEditors: ["李刚"], editors: ["岳旭强", "梁瑜"], proofreaders: [],
                           email: "ywb@example.com", date: "2020-03-13", lines: SourceLines(line: 50)),
            noise: [NoiseLine(text: "# 棺", reason: "OCR garbage", lines: SourceLines(line: 45))],
            warnings: ["星期五 does not fit"])
    }

    func testEveryFieldOfEveryArticleComesBackExactly() throws {
        let documents = DocumentBuilder.documents(for: fullPage(), file: "page.txt", contentHash: 7)
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.records(), documents.map(\.record))
        for document in documents { XCTAssertEqual(try index.record(id: document.record.id), document.record) }
    }

    func testAPageWithNothingOptionalComesBackExactly() throws {
        let page = Page(articles: [Article(headline: "标题", lines: SourceLines(line: 1))])
        let documents = DocumentBuilder.documents(for: page, file: "page.txt", contentHash: 7)
        XCTAssertEqual(try roundTrip(documents).records(), documents.map(\.record))
    }

    func testTextsEndingInACarriageReturnComeBackExactly() throws {
        var page = fullPage()
        page.articles[0].kicker = "引题\r"
        page.articles[0].body[0].text += "\r"
        let documents = DocumentBuilder.documents(for: page, file: "page.txt", contentHash: 7)
        XCTAssertEqual(try roundTrip(documents).records(), documents.map(\.record))
    }

    func testTextsThatAreNotTheFieldsLinesAreStoredApart() throws {
        var documents = DocumentBuilder.documents(for: fullPage(), file: "page.txt", contentHash: 7)
        documents[0].record.article.body[0].text = "一段\n跨两行"
        documents[0].record.article.subheadlines.append("不在标题字段里")
        documents[1].fields[.headline] = "另一个标题"
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.records(), documents.map(\.record))
        XCTAssertEqual(try index.search(SearchRequest(query: "另一个标题")).hits.map(\.headline), [""])
    }

    func testAnArticleFiledApartFromItsPageKeepsItsFile() throws {
        var documents = DocumentBuilder.documents(for: fullPage(), file: "page.txt", contentHash: 7)
        documents[1].record.file = "elsewhere.txt"
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.records(), documents.map(\.record))
        XCTAssertEqual(try index.search(SearchRequest(query: "副题 OR 无正文")).hits.map(\.file).sorted(), ["elsewhere.txt", "page.txt"])
    }

    func testHitsOfAPageWithEveryFieldShowTheirRecords() throws {
        let documents = DocumentBuilder.documents(for: fullPage(), file: "page.txt", contentHash: 7)
        let index = try roundTrip(documents)
        let hits = try index.search(SearchRequest(query: "报道 OR 5G OR 副题 OR 无正文 OR 한국어")).hits
        XCTAssertEqual(Set(hits.map(\.id)), Set(documents.map(\.record.id)))
        for hit in hits {
            assertHit(hit, shows: try XCTUnwrap(documents.first { $0.record.id == hit.id }?.record))
        }
    }

    func testPhrasesWithPunctuationAreVerifiedOnTheCompactStoredText() throws {
        let documents = DocumentBuilder.documents(for: fullPage(), file: "page.txt", contentHash: 7)
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.search(SearchRequest(query: "\"日,全国\"")).hits.map(\.id), [documents[0].record.id])
        XCTAssertEqual(try index.search(SearchRequest(query: "\"方山县“义务\"")).hits.map(\.field), [.caption])
        XCTAssertEqual(try index.search(SearchRequest(query: "\"日,全球\"")).total, 0)
    }

    func testParsedSeedPagesComeBackExactly() throws {
        for url in try SeedFiles.urls() {
            let page = try PageParser.parse(contentsOf: url)
            let documents = DocumentBuilder.documents(for: page, file: url.path, contentHash: 1)
            XCTAssertEqual(try roundTrip(documents).records(), documents.map(\.record), url.lastPathComponent)
        }
    }
}

/// A hit shows what its stored record says, without decoding the record.
func assertHit(_ hit: SearchHit, shows record: ArticleRecord, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(hit.file, record.file, file: file, line: line)
    XCTAssertEqual(hit.lines, record.article.lines, file: file, line: line)
    XCTAssertEqual(hit.headline, record.article.headline, file: file, line: line)
    XCTAssertEqual(hit.bylines, record.article.bylines, file: file, line: line)
    XCTAssertEqual(hit.date, record.page.date, file: file, line: line)
    XCTAssertEqual(hit.issueNumber, record.page.issueNumber, file: file, line: line)
}
