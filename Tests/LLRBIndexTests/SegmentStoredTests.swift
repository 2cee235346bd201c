import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

final class SegmentStoredTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testStoredRecordsComeBackWhole() throws {
        let directory = try WriterTestSupport.seedIndex()
        let index = try ArchiveIndex.open(at: directory)
        var expected: [ArticleRecord] = []
        for url in try WriterTestSupport.seedURLs() { expected += try WriterTestSupport.seedDocuments(url).documents.map(\.record) }
        XCTAssertEqual(try index.records(), expected, "paragraph texts refilled from the body field match")
        let sample = try XCTUnwrap(expected.last)
        XCTAssertEqual(try index.record(id: sample.id), sample)
        XCTAssertNil(try index.record(id: "no-such-article"))
    }

    func testEveryArticleIsFoundByItsFrontCodedID() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        for page in 1...3 {
            let text = (1...20).map { "## 第\($0)篇\n第\(page)版第\($0)篇文章的正文。" }.joined(separator: "\n")
            let documents = WriterTestSupport.documents(text: text, file: "pages/\(page).txt", date: "2023-05-0\(page)", issue: page)
            try writer.add(documents, for: IndexedFile(path: "pages/\(page).txt", contentHash: UInt64(page), byteCount: text.utf8.count,
                                                       documentCount: documents.count))
        }
        try writer.commit()
        writer.close()
        let index = try ArchiveIndex.open(at: directory)
        let records = try index.records()
        XCTAssertEqual(records.count, 60, "ids span several groups of 16, sharing prefixes within a page")
        XCTAssertEqual(Set(records.map(\.id)).count, records.count)
        for record in records { XCTAssertEqual(try index.record(id: record.id), record) }
        XCTAssertEqual(index.check(), [])
    }

    func testHitsShowWhatTheirRecordsSay() throws {
        let index = try ArchiveIndex.open(at: WriterTestSupport.seedIndex())
        let hits = try index.search(SearchRequest(query: "的", limit: 100)).hits
        XCTAssertGreaterThan(hits.count, 5)
        for hit in hits {
            assertHit(hit, shows: try XCTUnwrap(index.record(id: hit.id)))
        }
    }

    func testStatisticsCountWhatWasIngested() throws {
        let directory = try WriterTestSupport.seedIndex()
        let statistics = try ArchiveIndex.open(at: directory).statistics()
        let urls = try WriterTestSupport.seedURLs()
        XCTAssertEqual(statistics.files, urls.count)
        XCTAssertEqual(statistics.segments, 1)
        XCTAssertEqual(statistics.sourceBytes, try urls.reduce(0) { $0 + (try Data(contentsOf: $1).count) })
        XCTAssertGreaterThan(statistics.distinctTerms, 1000)
        XCTAssertGreaterThan(statistics.bytesOnDisk, 0)
    }

    func testADocumentWhoseBodyIsNotItsParagraphsKeepsBoth() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        var document = WriterTestSupport.documents(text: "## 标题\n\n第一段。\n第二段。\n", file: "a.txt", date: nil, issue: nil)[0]
        document.fields[.body] = "另一种正文"
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.add([document], for: IndexedFile(path: "a.txt", contentHash: 1, byteCount: 1, documentCount: 1))
        try writer.commit()
        writer.close()
        let index = try ArchiveIndex.open(at: directory)
        XCTAssertEqual(try index.records(), [document.record])
        XCTAssertEqual(try index.search(SearchRequest(query: "另一种")).total, 1)
        XCTAssertEqual(try index.search(SearchRequest(query: "第一段")).total, 0, "only field texts are searched")
    }
}
