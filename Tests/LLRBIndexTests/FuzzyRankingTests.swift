import XCTest
@testable import LLRBIndex
import LLRBViews
import LLRBParser

/// How `--fuzzy` ranks and marks its hits, and that the rest of the query language works with it.
final class FuzzyRankingTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private func hits(_ index: ArchiveIndex, _ query: String, fuzziness: Int = 1) throws -> [SearchHit] {
        var request = SearchRequest(query: query, limit: 100)
        request.fuzziness = fuzziness
        return try index.search(request).hits
    }

    private func number(_ hit: SearchHit) -> Int? { Int(hit.headline.dropFirst().dropLast()) }

    func testExactRanksAboveLookalikeAboveOtherEditsAtEqualWeight() throws {
        // 产 and 严 are look-alikes; 鑫 is no look-alike of any.
        let index = try FuzzyIndexFixture.index(bodies: ["复工复鑫", "复工复严", "复工复产"])
        let ranked = try hits(index, "复工复产")
        XCTAssertEqual(ranked.compactMap(number), [2, 1, 0])
        XCTAssertEqual(ranked.map(\.match), [.exact, .fuzzy, .fuzzy])
    }

    func testAFormTheArchivePrintsOftenRanksLastAndIsNamed() throws {
        let bodies = ["复工复产"] + Array(repeating: "复工复学", count: 3) + ["复工复严"]
        let index = try FuzzyIndexFixture.index(bodies: bodies)
        let ranked = try hits(index, "复工复产")
        XCTAssertEqual(ranked.prefix(2).compactMap(number), [0, 4])
        XCTAssertEqual(Set(ranked.dropFirst(2).compactMap(number)), [1, 2, 3])
        XCTAssertEqual(ranked.last?.otherWords, ["复工复学"])
        XCTAssertEqual(ranked.first?.otherWords, [])
        XCTAssertEqual(Set(try hits(index, "复工复产 -复工复学").compactMap(number)), [0, 4], "the other word is dropped as advised")
    }

    func testHighlightsShowThePrintedTextItsEditsAndTheQuery() throws {
        let index = try FuzzyIndexFixture.index(bodies: ["复工复产和复 工复严"])
        let highlights = try XCTUnwrap(hits(index, "复工复产").first).snippet.highlights
        XCTAssertEqual(highlights.map(\.text), ["复工复产", "复 工复严"])
        XCTAssertEqual(highlights.map(\.distance), [0, 1])
        XCTAssertEqual(highlights.map(\.query), [nil, "复工复产"])
    }

    func testExclusionsWordsAndFieldsStayExactAndFiltersApply() throws {
        let index = try FuzzyIndexFixture.index(bodies: ["复工复严 5G", "复工复产", "营商环竟"])
        XCTAssertEqual(Set(try hits(index, "复工复产 -复工复严").compactMap(number)), [1])
        XCTAssertEqual(Set(try hits(index, "复工复产 5g").compactMap(number)), [0])
        XCTAssertEqual(Set(try hits(index, "复工复产 OR 营商环境").compactMap(number)), [0, 1, 2])
        XCTAssertEqual(try hits(index, "headline:复工复产"), [])
        var request = SearchRequest(query: "复工复产", from: GregorianDate(year: 2021, month: 1, day: 1))
        request.fuzziness = 1
        XCTAssertEqual(try index.search(request).total, 0)
    }

    func testFuzzinessZeroIsTheExactSearchOnTheSeeds() throws {
        let index = try ArchiveIndex.open(at: WriterTestSupport.seedIndex())
        for query in ["复工复产", "经济社会发展", "疫情防控 -复工复产", "一年之计在于春", "吕梁"] {
            var fuzzy = SearchRequest(query: query, limit: 1000)
            fuzzy.fuzziness = 0
            XCTAssertEqual(try index.search(fuzzy), try index.search(SearchRequest(query: query, limit: 1000)), query)
        }
    }

    func testCountAndTimelineAgreeWithTheSearch() throws {
        let index = try FuzzyIndexFixture.index(bodies: ["复工复严", "复工复产", "复工鑫产", "复鑫鑫产"])
        var request = SearchRequest(query: "复工复产", limit: 100)
        request.fuzziness = 1
        let total = try index.search(request).total
        XCTAssertEqual(total, 3)
        request.countOnly = true
        XCTAssertEqual(try index.search(request).total, total)
        XCTAssertEqual(try index.timeline([request], by: .month).series.first?.total, total)
    }
}
