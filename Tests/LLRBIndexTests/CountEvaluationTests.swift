import LLRBEngine
import XCTest
import LLRBIndex

/// A count matches a query's phrases only as far as its boolean tree needs them in each
/// segment (`a b` stops at `a` where `a` matches nothing); its totals must be those of the
/// ranked search, which matches every phrase everywhere. On the seeds cut into many segments,
/// so that a phrase is absent from some.
final class CountEvaluationTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testCountsAgreeWithRankedSearchesOnBooleanQueries() throws {
        let directory = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 64))
        let index = try ArchiveIndex.open(at: directory)
        XCTAssertGreaterThan(try index.statistics().segments, 2)
        let queries = ["复工复产 孝义", "孝义 复工复产", "量子纠缠 发展", "发展 量子纠缠", "发展 -复工复产", "-复工复产 发展",
                       "复工复产 OR 脱贫攻坚", "吕梁 (复工复产 OR 量子纠缠)", "吕梁 -量子纠缠 -孝义", "headline:吕梁 发展"]
        var nonzero = 0
        for query in queries {
            let ranked = try index.search(SearchRequest(query: query, limit: 10_000))
            let counted = try index.search(SearchRequest(query: query, countOnly: true))
            XCTAssertEqual(counted.total, ranked.total, query)
            XCTAssertEqual(ranked.hits.count, ranked.total, query)
            if ranked.total > 0 { nonzero += 1 }
        }
        XCTAssertGreaterThan(nonzero, 5, "most of the queries match something")
    }

    /// A count of words (one term each, whose lists go straight into a bitset) and of phrases
    /// joined by OR gives the ranked search's total. (Deleted articles: `SkipDataSearchTests`.)
    func testCountsOfWordsAgreeWithRankedSearches() throws {
        let directory = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 64))
        let index = try ArchiveIndex.open(at: directory)
        let queries = ["的", "发展", "吕梁", "2020年", "复工复产", "的 OR 复工复产", "发展 OR 吕梁", "headline:发展", "量子纠缠"]
        let totals = try queries.map { query in
            let counted = try index.search(SearchRequest(query: query, countOnly: true)).total
            XCTAssertEqual(counted, try index.search(SearchRequest(query: query, limit: 10_000)).total, query)
            return counted
        }
        XCTAssertGreaterThan(totals[0], totals[4], "的 is in more articles than 复工复产")
        XCTAssertEqual(totals.last, 0)
    }
}
