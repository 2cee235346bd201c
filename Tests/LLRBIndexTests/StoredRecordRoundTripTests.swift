import Foundation
@testable import LLRBEngine
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
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.add(documents, for: IndexedFile(path: "page.txt", contentHash: 7, byteCount: 1, documentCount: documents.count))
        try writer.commit()
        writer.close()
        return try ArchiveIndex.open(at: directory)
    }

    func testEveryFieldOfEveryArticleComesBackExactly() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
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
        var page = RecordFixtures.fullPage()
        page.articles[0].kicker = "引题\r"
        page.articles[0].body[0].text += "\r"
        let documents = DocumentBuilder.documents(for: page, file: "page.txt", contentHash: 7)
        XCTAssertEqual(try roundTrip(documents).records(), documents.map(\.record))
    }

    func testTextsThatAreNotTheFieldsLinesAreStoredApart() throws {
        var documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
        documents[0].record.article.body[0].text = "一段\n跨两行"
        documents[0].record.article.subheadlines.append("不在标题字段里")
        documents[1].fields[.headline] = "另一个标题"
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.records(), documents.map(\.record))
        XCTAssertEqual(try index.search(SearchRequest(query: "另一个标题")).hits.map(\.headline), [""])
    }

    func testAnArticleFiledApartFromItsPageKeepsItsFile() throws {
        var documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
        documents[1].record.file = "elsewhere.txt"
        let index = try roundTrip(documents)
        XCTAssertEqual(try index.records(), documents.map(\.record))
        XCTAssertEqual(try index.search(SearchRequest(query: "副题 OR 无正文")).hits.map(\.file).sorted(), ["elsewhere.txt", "page.txt"])
    }

    func testHitsOfAPageWithEveryFieldShowTheirRecords() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
        let index = try roundTrip(documents)
        let hits = try index.search(SearchRequest(query: "报道 OR 5G OR 副题 OR 无正文 OR 한국어")).hits
        XCTAssertEqual(Set(hits.map(\.id)), Set(documents.map(\.record.id)))
        for hit in hits {
            assertHit(hit, shows: try XCTUnwrap(documents.first { $0.record.id == hit.id }?.record))
        }
    }

    func testPhrasesWithPunctuationAreVerifiedOnTheCompactStoredText() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
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
