@testable import LLRBEngine
import XCTest
@testable import LLRBIndex
import LLRBParser

/// Booleans, fields, filters and ranking, on parsed queries (the query syntax has its own tests).
final class SearchQueryTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex() }

    private func search(_ query: QueryNode, limit: Int = 1000, configure: (inout SearchRequest) -> Void = { _ in }) throws -> SearchResults {
        var request = SearchRequest(query: "", limit: limit)
        configure(&request)
        return try ArchiveIndex.open(at: Self.shared.get()).search(query, request)
    }

    private func ids(_ query: QueryNode, configure: (inout SearchRequest) -> Void = { _ in }) throws -> Set<String> {
        Set(try search(query, configure: configure).hits.map(\.id))
    }

    private func phrase(_ text: String, _ field: SearchField? = nil) -> QueryNode {
        .phrase(text: text, field: field)
    }

    func testAndRequiresEveryPhrase() throws {
        let both = try ids(.and([phrase("复工复产"), phrase("孝义")]))
        XCTAssertFalse(both.isEmpty)
        XCTAssertEqual(both, try ids(phrase("复工复产")).intersection(try ids(phrase("孝义"))))
        XCTAssertLessThan(both.count, try ids(phrase("复工复产")).count)
    }

    func testOrTakesEitherPhrase() throws {
        let either = try ids(.or([phrase("复工复产"), phrase("脱贫攻坚")]))
        XCTAssertEqual(either, try ids(phrase("复工复产")).union(try ids(phrase("脱贫攻坚"))))
    }

    func testExclusionDropsArticlesWithThePhrase() throws {
        let without = try ids(.and([phrase("复工复产"), .not(phrase("孝义"))]))
        XCTAssertFalse(without.isEmpty)
        XCTAssertEqual(without, try ids(phrase("复工复产")).subtracting(try ids(phrase("孝义"))))
    }

    func testFieldQueryLooksOnlyInThatField() throws {
        let headline = try search(phrase("复工复产", .headline))
        XCTAssertGreaterThan(headline.total, 0)
        XCTAssertLessThan(headline.total, try search(phrase("复工复产")).total)
        for hit in headline.hits {
            XCTAssertTrue(hit.headline.replacingOccurrences(of: " ", with: "").contains("复工复产"), hit.headline)
            XCTAssertEqual(hit.field, .headline)
        }
    }

    func testDateFilterKeepsOnlyArticlesInTheRange() throws {
        let all = try search(phrase("的"))
        let march2020 = try search(phrase("的")) {
            $0.from = GregorianDate(year: 2020, month: 3, day: 1)
            $0.to = GregorianDate(year: 2020, month: 3, day: 31)
        }
        XCTAssertGreaterThan(march2020.total, 0)
        XCTAssertLessThan(march2020.total, all.total)
        XCTAssertTrue(march2020.hits.allSatisfy { $0.date == "2020-03-13" })
        let later = try search(phrase("的")) { $0.from = GregorianDate(year: 2021, month: 1, day: 1) }
        XCTAssertTrue(later.hits.allSatisfy { ($0.date ?? "") >= "2021" })
        XCTAssertEqual(march2020.total + later.total + (try search(phrase("的")) {
            $0.from = GregorianDate(year: 2020, month: 4, day: 1)
            $0.to = GregorianDate(year: 2020, month: 12, day: 31)
        }).total, all.total)
    }

    func testIssueFilterKeepsOnlyThatIssue() throws {
        let issue = try search(phrase("的")) { $0.issueNumber = 9895 }
        XCTAssertGreaterThan(issue.total, 0)
        XCTAssertTrue(issue.hits.allSatisfy { $0.issueNumber == 9895 && $0.id.hasPrefix("000_") })
    }

    func testHeadlineMatchRanksFirst() throws {
        let results = try search(phrase("复工复产"))
        let first = try XCTUnwrap(results.hits.first)
        XCTAssertTrue(first.headline.contains("复工复产"), first.headline)
        XCTAssertEqual(results.hits.map(\.rank), Array(1...results.hits.count))
        XCTAssertEqual(results.hits.map(\.score), results.hits.map(\.score).sorted(by: >))
    }

    func testPagingAndCountAgreeWithTheFullResult() throws {
        let full = try search(phrase("发展"))
        XCTAssertGreaterThan(full.total, 4)
        let page = try search(phrase("发展"), limit: 2) { $0.offset = 2 }
        XCTAssertEqual(page.hits.map(\.id), full.hits[2..<4].map(\.id))
        XCTAssertEqual(page.hits.map(\.rank), [3, 4])
        let count = try search(phrase("发展")) { $0.countOnly = true }
        XCTAssertEqual(count.total, full.total)
        XCTAssertTrue(count.hits.isEmpty)
    }

    func testAShortPageIsTheHeadOfTheFullRanking() throws {
        let full = try search(phrase("的"))
        XCTAssertGreaterThan(full.total, 6, "enough matches that a short page is picked without sorting them all")
        for limit in 1...3 {
            XCTAssertEqual(try search(phrase("的"), limit: limit).hits.map(\.id), full.hits.prefix(limit).map(\.id), "limit \(limit)")
        }
    }

    func testAQueryOfOnlyPunctuationFindsNothing() throws {
        XCTAssertEqual(try search(phrase("，。！")).total, 0)
    }
}
