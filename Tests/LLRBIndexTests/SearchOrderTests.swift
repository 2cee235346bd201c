import XCTest
import LLRBIndex

/// `SearchRequest.order`: the same hits, by relevance or by page date, with paging that agrees
/// with the whole list — on the seeds, whose pages span 2020 to 2024.
final class SearchOrderTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex() }

    private func hits(_ order: SearchOrder, limit: Int = 1000, offset: Int = 0) throws -> [SearchHit] {
        var request = SearchRequest(query: "吕梁", limit: limit, offset: offset)
        request.order = order
        return try ArchiveIndex.open(at: Self.shared.get()).search(request).hits
    }

    /// Dates as sortable text, "" for an undated page.
    private func days(_ hits: [SearchHit]) -> [String] { hits.map { $0.date ?? "" } }

    func testEveryOrderFindsTheSameArticles() throws {
        let relevance = try hits(.relevance)
        XCTAssertGreaterThan(Set(days(relevance)).count, 1, "the query must span several dates to test anything")
        XCTAssertEqual(Set(try hits(.oldest).map(\.id)), Set(relevance.map(\.id)))
        XCTAssertEqual(Set(try hits(.newest).map(\.id)), Set(relevance.map(\.id)))
    }

    func testOldestComesFirstThenTheHigherScore() throws {
        let sorted = try hits(.oldest)
        let dated = sorted.prefix { $0.date != nil }
        XCTAssertTrue(sorted.dropFirst(dated.count).allSatisfy { $0.date == nil }, "undated pages come last")
        for (earlier, later) in zip(dated, dated.dropFirst()) {
            XCTAssertLessThanOrEqual(earlier.date ?? "", later.date ?? "")
            if earlier.date == later.date { XCTAssertGreaterThanOrEqual(earlier.score, later.score) }
        }
        XCTAssertNotEqual(sorted.map(\.id), try hits(.relevance).map(\.id), "relevance is not date order on the seeds")
    }

    func testNewestComesFirst() throws {
        let sorted = try hits(.newest)
        let dated = sorted.prefix { $0.date != nil }
        XCTAssertTrue(sorted.dropFirst(dated.count).allSatisfy { $0.date == nil }, "undated pages come last")
        XCTAssertEqual(days(Array(dated)), days(Array(dated)).sorted(by: >))
        XCTAssertEqual(try hits(.newest).first?.date, days(try hits(.oldest)).filter { !$0.isEmpty }.max())
    }

    func testPagesOfADateOrderAreSlicesOfTheWholeList() throws {
        for order in [SearchOrder.oldest, .newest] {
            let whole = try hits(order)
            let page = try hits(order, limit: 3, offset: 2)
            XCTAssertEqual(page.map(\.id), whole[2..<5].map(\.id), "\(order)")
            XCTAssertEqual(page.map(\.rank), [3, 4, 5])
        }
    }
}
