import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// `pages()` lists what `records()` holds, page by page, without the articles; `records(of:)`
/// reads the articles of the pages chosen.
final class IndexedPagesTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testPagesListEveryPageOfTheRecordsWithItsArticleCount() throws {
        let index = try ArchiveIndex.open(at: WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1)))
        let records = try index.records()
        let pages = try index.pages()
        XCTAssertEqual(pages.map(\.file), try WriterTestSupport.seedURLs().map(\.path))
        for page in pages {
            let own = records.filter { $0.file == page.file }
            XCTAssertEqual(page.articleCount, own.count, page.file)
            XCTAssertEqual(own.map(\.page), Array(repeating: page.info, count: own.count), page.file)
        }
        XCTAssertEqual(try index.records(of: pages), records)
        XCTAssertEqual(try index.records(of: [pages[2], pages[0]]), records.filter { $0.file == pages[2].file } + records.filter { $0.file == pages[0].file })
    }

    func testPagesLeaveOutWhatWasRemoved() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let page = Page(date: "2020-03-13", issueNumber: 9895, articles: [Article(headline: "一", lines: SourceLines(line: 1)),
                                                                           Article(headline: "二", lines: SourceLines(line: 2))])
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        for file in ["a.txt", "b.txt"] {
            let documents = DocumentBuilder.documents(for: page, file: file, contentHash: UInt64(file.utf8.first ?? 0))
            try writer.add(documents, for: IndexedFile(path: file, contentHash: 1, byteCount: 1, documentCount: documents.count))
        }
        try writer.commit()
        try writer.remove(file: "a.txt")
        try writer.commit()
        writer.close()
        let pages = try ArchiveIndex.open(at: directory).pages()
        XCTAssertEqual(pages.map(\.file), ["b.txt"])
        XCTAssertEqual(pages.map(\.articleCount), [2])
        XCTAssertEqual(pages.first?.info, page.withoutArticles)
    }
}
