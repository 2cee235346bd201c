import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

final class SearchPhraseTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex() }

    private func index() throws -> URL {
        try Self.shared.get()
    }

    func testPhraseFindsTextThatOCRSplitWithASpace() throws {
        let results = try WriterTestSupport.search(index(), "复工复产")
        let ids = results.hits.map(\.id)
        XCTAssertTrue(ids.contains { $0.hasPrefix("000_") }, "\(ids)")
        XCTAssertEqual(results.total, results.hits.count)
        let split = try results.hits.contains { hit in
            let record = try XCTUnwrap(ArchiveIndex.open(at: index()).record(id: hit.id))
            return record.article.bodyText.contains("复 工复产")
        }
        XCTAssertTrue(split, "the article where OCR printed 复 工复产 is found")
    }

    func testEveryHitReallyContainsThePhrase() throws {
        let index = try ArchiveIndex.open(at: index())
        for query in ["复工复产", "经济社会发展", "疫情防控", "吕梁"] {
            let results = try index.search(SearchRequest(query: query, limit: 1000))
            XCTAssertGreaterThan(results.total, 0, query)
            for hit in results.hits {
                let record = try XCTUnwrap(index.record(id: hit.id))
                let text = record.article.headline + "\n" + record.article.bodyText
                let squeezed = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
                XCTAssertTrue(squeezed.contains(query), "\(hit.id) does not contain \(query)")
            }
        }
    }

    func testScatteredCharactersDoNotMatchAPhrase() throws {
        let index = try ArchiveIndex.open(at: index())
        // 复, 工, 产 all occur across seed 000, but never as 产工复.
        XCTAssertGreaterThan(try index.search(SearchRequest(query: "产", countOnly: true)).total, 0)
        XCTAssertEqual(try index.search(SearchRequest(query: "产工复", countOnly: true)).total, 0)
        XCTAssertEqual(try index.search(SearchRequest(query: "复产工复", countOnly: true)).total, 0)
    }

    func testOneCharacterQueryFindsEveryArticleWithTheCharacter() throws {
        let index = try ArchiveIndex.open(at: index())
        let all = try index.records()
        for character in ["复", "吕", "镇", "的"] {
            let expected = Set(all.filter { ($0.article.headline + $0.article.bodyText).contains(character) }.map(\.id))
            let found = Set(try index.search(SearchRequest(query: character, limit: 10_000)).hits.map(\.id))
            XCTAssertEqual(found, expected, character)
            XCTAssertFalse(expected.isEmpty, character)
        }
    }

    func testPhraseWithALoneCharacterIsVerifiedOnTheText() throws {
        let index = try ArchiveIndex.open(at: index())
        let all = try index.records()
        let query = "29个"
        let expected = Set(all.filter { ($0.article.headline + $0.article.bodyText).contains(query) }.map(\.id))
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(Set(try index.search(SearchRequest(query: query, limit: 1000)).hits.map(\.id)), expected)
    }

    func testPhrasesMixingCharactersAndNumbersMatchExactlyWhereTheAnalyzerFindsThem() throws {
        let index = try ArchiveIndex.open(at: index())
        let analyzer = Analyzer()
        let records = try index.records()
        let queries = ["29个", "2020年", "3月", "年3月", "月12日", "12日电", "个工作组", "2月17日", "3月12", "日电", "5G", "年"]
        var nonEmpty = 0
        for query in queries {
            let tokens = analyzer.tokens(in: query)
            let expected = Set(records.filter { record in
                !analyzer.occurrences(of: tokens, in: record.article.headline).isEmpty
                    || !analyzer.occurrences(of: tokens, in: record.article.bodyText).isEmpty
            }.map(\.id))
            let found = Set(try index.search(SearchRequest(query: query, limit: 10_000)).hits.map(\.id))
            XCTAssertEqual(found, expected, query)
            if !expected.isEmpty { nonEmpty += 1 }
        }
        XCTAssertGreaterThan(nonEmpty, queries.count - 3, "the queries do occur in the seeds")
    }

    func testALoneCharacterIsPlacedWhereverItsRunStartsOrEnds() throws {
        let directory = try indexOfBodies(["今年3月开工", "2020年3月开工", "年度3月开工", "去年 3 月开工", "年3日", "个29个人", "29个",
                                           "29 个体户", "2929个"])
        XCTAssertEqual(try files("年3月", in: directory), ["0.txt", "1.txt", "3.txt"])
        XCTAssertEqual(try files("29个", in: directory), ["5.txt", "6.txt", "7.txt"])
        XCTAssertEqual(try files("3月开", in: directory), ["0.txt", "1.txt", "2.txt", "3.txt"])
    }

    func testALoneCharacterIsNotPlacedAcrossPunctuation() throws {
        let directory = try indexOfBodies(["今年，3月", "2023，年度", "2023年度", "今年3月", "2023 年底", "去年 3 月"])
        XCTAssertEqual(try files("年3月", in: directory), ["3.txt", "5.txt"])
        XCTAssertEqual(try files("2023年", in: directory), ["2.txt", "4.txt"])
    }

    func testAWordAndTheCharacterAfterItAreFoundTogetherWhateverTheWordsLength() throws {
        let directory = try indexOfBodies(["2023年3月15日电", "2023年度报告", "前2023年", "2023 年", "12023年",
                                           "abcdefghijk年底", "abcdefghijk，年底", "2023年，今年3月", "今年 3 月15日", "3月"])
        XCTAssertEqual(try files("2023年", in: directory), ["0.txt", "1.txt", "2.txt", "3.txt", "7.txt"])
        XCTAssertEqual(try files("2023年3月", in: directory), ["0.txt"])
        XCTAssertEqual(try files("年3月", in: directory), ["0.txt", "7.txt", "8.txt"])
        XCTAssertEqual(try files("3月15日", in: directory), ["0.txt", "8.txt"])
        XCTAssertEqual(try files("月15日电", in: directory), ["0.txt"])
        XCTAssertEqual(try files("abcdefghijk年", in: directory), ["5.txt"])
        XCTAssertEqual(try files("abcdefghijk年底", in: directory), ["5.txt"])
        XCTAssertEqual(try files("3月", in: directory), ["0.txt", "7.txt", "8.txt", "9.txt"])
        XCTAssertEqual(try files("前2023", in: directory), ["2.txt"])
    }

    func testALongPhraseMatchesOnlyItsCharactersInARunWhicheverBigramsAreRead() throws {
        let directory = try indexOfBodies(["推动高质量发展", "高质，量发展", "高质 量发展", "高质5量发展", "高质质量发发展", "全面建成小康社会"])
        XCTAssertEqual(try files("高质量发展", in: directory), ["0.txt", "2.txt"])
        XCTAssertEqual(try files("全面建成小康社会", in: directory), ["5.txt"])
        XCTAssertEqual(try files("全面建成小康", in: directory), ["5.txt"])
    }

    func testAPhraseWithPunctuationNeedsPunctuationThereNotAnyCharacter() throws {
        let directory = try indexOfBodies(["今天复工的复产工作", "今天复工，复产工作", "今天复工、复产工作"])
        XCTAssertEqual(try files("\"复工，复产\"", in: directory), ["1.txt", "2.txt"])
        XCTAssertEqual(try files("\"复工的复产\"", in: directory), ["0.txt"])
    }

    /// A phrase with punctuation is placed by positions first, then read on the stored text
    /// only where its tokens stand at their distances: the same words farther apart, in the
    /// other order or with a character in the gap are not matches.
    func testAPhraseWithPunctuationMatchesWhereItsTokensStandAtTheirDistances() throws {
        let directory = try indexOfBodies(["推动高质量，发展", "高质量、发展", "高质量的发展", "高质量，再发展", "发展，高质量", "高质量，发展。高质量，发展"])
        XCTAssertEqual(try files("\"高质量，发展\"", in: directory), ["0.txt", "1.txt", "5.txt"])
        XCTAssertEqual(try files("\"推动，高质量\"", in: directory), [])
        XCTAssertEqual(try files("\"质量，发展\"", in: directory), ["0.txt", "1.txt", "5.txt"])
    }

    /// The OCR prints `5G` as `5 G` now and then: a query for `5G` (or `5G基站`, `５Ｇ`), and the
    /// phrase `"5 G"`, finds both spellings, not `5，G` (punctuation between) nor `15G` (another
    /// word); the other spelling shares the typed one's rarity in scoring, so the one article
    /// that the OCR split ranks by its text like the others (last: its `5 G` makes it a unit
    /// longer), not first as a rarer find.
    func testWordOfDigitsAndLettersFindsItsOCRSplitSpelling() throws {
        let directory = try indexOfBodies(["推动5G应用场景落地", "加快5 G基站建设", "编号5，G区", "推动15G扩容", "加快5G基站建设"])
        XCTAssertEqual(try files("5G", in: directory), ["0.txt", "1.txt", "4.txt"])
        XCTAssertEqual(try files("５Ｇ", in: directory), ["0.txt", "1.txt", "4.txt"])
        XCTAssertEqual(try files("5G基站", in: directory), ["1.txt", "4.txt"])
        XCTAssertEqual(try files("\"5 G\"", in: directory), ["0.txt", "1.txt", "4.txt"])
        XCTAssertEqual(try files("\"5 G基站\"", in: directory), ["1.txt", "4.txt"])
        XCTAssertEqual(try files("5G -基站", in: directory), ["0.txt"])
        XCTAssertEqual(try ArchiveIndex.open(at: directory).search(SearchRequest(query: "5G", countOnly: true)).total, 3)
        let ranked = try indexOfBodies(["加快5G基站建设", "加快5G基站建设", "加快5 G基站建设", "加快5G基站建设", "推动工作"])
        XCTAssertEqual(try ArchiveIndex.open(at: ranked).search(SearchRequest(query: "5G基站", limit: 10)).hits.last?.file, "2.txt")
    }

    /// An index with one article per body, in files named 0.txt, 1.txt, …
    private func indexOfBodies(_ bodies: [String]) throws -> URL {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        for (number, body) in bodies.enumerated() {
            let text = "## 标题\n\n\(body)\n"
            try writer.add(WriterTestSupport.documents(text: text, file: "\(number).txt", date: nil, issue: nil),
                           for: IndexedFile(path: "\(number).txt", contentHash: UInt64(number), byteCount: text.utf8.count, documentCount: 1))
        }
        try writer.commit()
        writer.close()
        return directory
    }

    private func files(_ query: String, in directory: URL) throws -> [String] {
        try ArchiveIndex.open(at: directory).search(SearchRequest(query: query, limit: 100)).hits.map(\.file).sorted()
    }

    func testHitTakesItsSnippetFromTheBodyWhenTheBodyMatches() throws {
        let results = try WriterTestSupport.search(index(), "复工复产", limit: 3)
        let hit = try XCTUnwrap(results.hits.first)
        XCTAssertEqual(hit.rank, 1)
        XCTAssertEqual(hit.field, .body, "the body matched, so the snippet comes from it")
        XCTAssertFalse(hit.snippet.text.isEmpty || hit.file.isEmpty)
    }
}
