import LLRBEngine
import XCTest
import LLRBIndex

/// `SearchRequest.order`: the same hits, by relevance or by page date, with paging that agrees
/// with the whole list — on the seeds, whose pages span 2020 to 2023, one of them left undated.
final class SearchOrderTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex(undated: ["001"]) }

    private func hits(_ order: SearchOrder, limit: Int = 1000, offset: Int = 0) throws -> [SearchHit] {
        var request = SearchRequest(query: "的", limit: limit, offset: offset)
        request.order = order
        return try ArchiveIndex.open(at: Self.shared.get()).search(request).hits
    }

    func testHitsHandedOverOneByOneAreTheRequestedSliceOfTheWholeRanking() throws {
        let index = try ArchiveIndex.open(at: Self.shared.get())
        for (query, offset) in [("的", 0), ("的", 4), ("吕梁 OR 复工复产", 1), ("恐龙化石", 0)] {
            var counting = SearchRequest(query: query)
            counting.countOnly = true
            let whole = try index.search(SearchRequest(query: query, limit: 1000)).hits
            var streamed: [SearchHit] = []
            let total = try index.search(SearchRequest(query: query, limit: 9, offset: offset)) { streamed.append($0) }
            XCTAssertEqual(total, try index.search(counting).total, query)
            XCTAssertEqual(total, whole.count, query)
            XCTAssertEqual(streamed, Array(whole.dropFirst(offset).prefix(9)), query)
            XCTAssertEqual(streamed.map(\.rank), Array((offset + 1)..<(offset + 1 + streamed.count)), query)
        }
    }

    /// Dates as sortable text, "" for an undated page.
    private func days(_ hits: [SearchHit]) -> [String] { hits.map { $0.date ?? "" } }

    func testEveryOrderFindsTheSameArticles() throws {
        let relevance = try hits(.relevance)
        XCTAssertGreaterThan(Set(days(relevance)).count, 2, "the query must span several dates and an undated page")
        XCTAssertTrue(relevance.contains { $0.date == nil })
        XCTAssertGreaterThan(relevance.count, 6, "over twice a top 3, so that a top 3 takes the top-k path")
        XCTAssertEqual(Set(try hits(.oldest).map(\.id)), Set(relevance.map(\.id)))
        XCTAssertEqual(Set(try hits(.newest).map(\.id)), Set(relevance.map(\.id)))
    }

    func testOldestComesFirstThenTheHigherScore() throws {
        let sorted = try hits(.oldest)
        let dated = sorted.prefix { $0.date != nil }
        XCTAssertLessThan(dated.count, sorted.count)
        XCTAssertTrue(sorted.dropFirst(dated.count).allSatisfy { $0.date == nil }, "undated pages come last")
        XCTAssertEqual(try hits(.oldest, limit: 3).map(\.id), sorted.prefix(3).map(\.id), "a top 3 is the head of the list")
        XCTAssertEqual(try hits(.newest, limit: 3).map(\.id), try hits(.newest).prefix(3).map(\.id))
        for (earlier, later) in zip(dated, dated.dropFirst()) {
            XCTAssertLessThanOrEqual(earlier.date ?? "", later.date ?? "")
            if earlier.date == later.date { XCTAssertGreaterThanOrEqual(earlier.score, later.score) }
        }
        XCTAssertNotEqual(sorted.map(\.id), try hits(.relevance).map(\.id), "relevance is not date order on the seeds")
    }

    func testNewestComesFirst() throws {
        let sorted = try hits(.newest)
        let dated = sorted.prefix { $0.date != nil }
        XCTAssertLessThan(dated.count, sorted.count)
        XCTAssertTrue(sorted.dropFirst(dated.count).allSatisfy { $0.date == nil }, "undated pages come last")
        XCTAssertEqual(days(Array(dated)), days(Array(dated)).sorted(by: >))
        XCTAssertEqual(try hits(.newest).first?.date, days(try hits(.oldest)).filter { !$0.isEmpty }.max())
    }

    func testPagesOfADateOrderAreSlicesOfTheWholeList() throws {
        for order in [SearchOrder.oldest, .newest] {
            let whole = try hits(order)
            XCTAssertGreaterThanOrEqual(whole.count, 5)
            guard whole.count >= 5 else { return }
            let page = try hits(order, limit: 3, offset: 2)
            XCTAssertEqual(page.map(\.id), whole[2..<5].map(\.id), "\(order)")
            XCTAssertEqual(page.map(\.rank), [3, 4, 5])
        }
    }
}
