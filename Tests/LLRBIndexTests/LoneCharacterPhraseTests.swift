import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A phrase with a character between punctuation (`市` and `区` in `县（市、区）`, a phrase of
/// every county-level notice) is placed by that character's own `character` entry, a run of
/// one in the text as well; the character at the phrase's end beside punctuation (`县`) is
/// checked on the stored text. Whatever the plan, exactly the articles that print the phrase.
final class LoneCharacterPhraseTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let pages = """
        ## 甲
        各县（市、区）要抓好落实。
        ## 乙
        各县、市、区要抓好落实。
        ## 丙
        县市、区的工作。
        ## 丁
        镇（市、区）的工作。
        ## 戊
        县（市区）的工作。
        ## 己
        县（市、区县）工作。
        ## 庚
        全县（市、区）3个项目，（市）与区。
        """

    private func index() throws -> URL {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        let documents = WriterTestSupport.documents(text: Self.pages, file: "lone.txt", date: "2024-01-01", issue: 1)
        let data = Data(Self.pages.utf8)
        try writer.add(documents, for: IndexedFile(path: "lone.txt", contentHash: ContentHash.of(data), byteCount: data.count,
                                                  documentCount: documents.count))
        try writer.commit()
        writer.close()
        return directory
    }

    private func headlines(_ query: String, in directory: URL) throws -> Set<String> {
        let index = try ArchiveIndex.open(at: directory)
        let results = try index.search(SearchRequest(query: query, limit: 100))
        XCTAssertEqual(try index.search(SearchRequest(query: query, countOnly: true)).total, results.total, query)
        return Set(try results.hits.map { hit in try XCTUnwrap(index.record(id: hit.id)).article.headline })
    }

    func testCharactersBetweenPunctuationArePlacedAndTheEndsChecked() throws {
        let directory = try index()
        // Punctuation after the phrase's last character asks nothing of the text (`区县` in 己).
        XCTAssertEqual(try headlines("县（市、区）", in: directory), ["甲", "乙", "己", "庚"])
        XCTAssertEqual(try headlines("县（市、区", in: directory), ["甲", "乙", "己", "庚"])
        XCTAssertEqual(try headlines("各县（市、区）要", in: directory), ["甲"], "乙 prints 区要 with nothing between")
        XCTAssertEqual(try headlines("（市、区）", in: directory), ["甲", "乙", "丙", "丁", "己", "庚"])
        XCTAssertEqual(try headlines("市、区", in: directory), ["甲", "乙", "丙", "丁", "己", "庚"])
        XCTAssertEqual(try headlines("县，市，区", in: directory), ["甲", "乙", "己", "庚"], "any punctuation between characters")
        XCTAssertEqual(try headlines("（市）与区", in: directory), ["庚"])
        XCTAssertEqual(try headlines("镇（市、区）", in: directory), ["丁"])
    }
}
