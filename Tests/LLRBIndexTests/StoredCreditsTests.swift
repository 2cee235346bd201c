import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// `authors` reads a record's credits without its texts: what it reads must be what the whole
/// record holds, whichever optional parts and shared texts the record has.
final class StoredCreditsTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private func assertCreditsAgreeWithRecords(in directory: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let index = try ArchiveIndex.open(at: directory)
        var compared = 0
        for segment in index.segments {
            for document in segment.liveDocuments {
                let record = try segment.reader.record(document)
                XCTAssertEqual(try segment.reader.credits(document),
                               StoredCredits(date: record.page.date, issueNumber: record.page.issueNumber,
                                             credits: record.article.bylines + record.article.captions.flatMap(\.credits)),
                               record.id, file: file, line: line)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 0, file: file, line: line)
    }

    func testCreditsOfEveryShapeOfRecordAreReadWithoutTheirTexts() throws {
        var documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 7)
        // Texts stored apart from the fields, and an article filed apart from its page.
        documents[0].record.article.body[0].text = "一段\n跨两行"
        documents[0].record.article.subheadlines.append("不在标题字段里")
        documents[1].fields[.headline] = "另一个标题"
        documents[1].record.file = "elsewhere.txt"
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.add(documents, for: IndexedFile(path: "page.txt", contentHash: 7, byteCount: 1, documentCount: documents.count))
        try writer.commit()
        writer.close()
        try assertCreditsAgreeWithRecords(in: directory)
    }

    func testCreditsOfTheSeedsAgreeWithTheirRecords() throws {
        try assertCreditsAgreeWithRecords(in: try WriterTestSupport.seedIndex())
    }
}
