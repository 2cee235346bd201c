import XCTest
import LLRBIndex
import LLRBParser
import LLRBViews

/// `ArchiveIndex.timeline`: counts per period that add up to the search's total, on the seeds,
/// whose pages span 2020 to 2023, one of them left undated.
final class TimelineTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex(undated: ["001"]) }

    /// One query's timeline, its counts read as 0 in gaps (`periods` keep `archived`).
    private func timeline(_ query: String, by unit: TimelineUnit, configure: (inout SearchRequest) -> Void = { _ in }) throws
        -> (periods: [(period: String, articles: Int, archived: Int)], undated: Int, total: Int) {
        var request = SearchRequest(query: query)
        configure(&request)
        let timeline = try ArchiveIndex.open(at: Self.shared.get()).timeline([request], by: unit)
        let series = try XCTUnwrap(timeline.series.first)
        return (zip(timeline.periods, series.articles).map { ($0.period, $1 ?? 0, $0.archived) }, series.undated, series.total)
    }

    private func count(_ query: String, configure: (inout SearchRequest) -> Void = { _ in }) throws -> Int {
        var request = SearchRequest(query: query, countOnly: true)
        configure(&request)
        return try ArchiveIndex.open(at: Self.shared.get()).search(request).total
    }

    func testPeriodsAddUpToTheSearchTotal() throws {
        for unit in TimelineUnit.allCases {
            let counted = try timeline("吕梁", by: unit)
            XCTAssertEqual(counted.total, try count("吕梁"), "\(unit)")
            XCTAssertEqual(counted.periods.map(\.articles).reduce(0, +) + counted.undated, counted.total, "\(unit)")
            XCTAssertEqual(counted.undated, try count("吕梁") { $0.issueNumber = 9896 }, "the articles of page 001 (第9896期), undated")
            XCTAssertGreaterThan(counted.undated, 0)
            XCTAssertEqual(counted.periods.map(\.period), counted.periods.map(\.period).sorted(), "\(unit) oldest first")
        }
    }

    func testYearsAndMonthsShowTheGapsDaysDoNot() throws {
        let days = try timeline("吕梁", by: .day).periods
        XCTAssertTrue(days.allSatisfy { $0.articles > 0 && $0.period.count == 10 }, "\(days)")
        let first = try XCTUnwrap(days.first.flatMap { GregorianDate(iso8601: $0.period) })
        let last = try XCTUnwrap(days.last.flatMap { GregorianDate(iso8601: $0.period) })
        XCTAssertGreaterThan(last.year, first.year, "the seeds' dates span several years")
        let years = try timeline("吕梁", by: .year).periods
        XCTAssertEqual(years.map(\.period), (first.year...last.year).map(String.init))
        let months = try timeline("吕梁", by: .month).periods
        XCTAssertEqual(months.count, (last.year * 12 + last.month) - (first.year * 12 + first.month) + 1, "every month from the first to the last")
        XCTAssertEqual(months.first?.period, String(days[0].period.prefix(7)))
        XCTAssertTrue(months.contains { $0.archived == 0 }, "a month without pages is listed")
        XCTAssertEqual(months.filter { $0.articles > 0 }.count, Set(days.map { $0.period.prefix(7) }).count)
    }

    func testFiltersApplyAndNothingGivesAnEmptyTimeline() throws {
        let from = try XCTUnwrap(GregorianDate(year: 2023, month: 1, day: 1))
        let recent = try timeline("吕梁", by: .year) { $0.from = from }
        XCTAssertEqual(recent.periods.first?.period, "2023")
        XCTAssertEqual(recent.total, try count("吕梁") { $0.from = from })
        let to = try XCTUnwrap(GregorianDate(year: 2023, month: 12, day: 31))
        let months = try timeline("吕梁", by: .month) { $0.from = from; $0.to = to }.periods
        XCTAssertEqual(months.first?.period, "2023-01", "from the requested month on")
        XCTAssertEqual(months.last?.period, "2023-12", "to the requested month")
        let none = try timeline("量子纠缠计算机", by: .month)
        XCTAssertTrue(none.periods.isEmpty)
        XCTAssertEqual(none.total, 0)
        XCTAssertEqual(none.undated, 0)
    }

    /// A month the archive holds no page of is a gap (nil), never 0; a month with pages and
    /// no match is 0; the archive's count is the denominator of the share.
    func testAMonthWithoutPagesIsAGapNotAZero() throws {
        let index = try ArchiveIndex.open(at: Self.shared.get())
        let timeline = try index.timeline([SearchRequest(query: "乡村振兴"), SearchRequest(query: "复工复产")], by: .month)
        XCTAssertEqual(timeline.series.map(\.query), ["乡村振兴", "复工复产"])
        let gap = try XCTUnwrap(timeline.periods.firstIndex { $0.period == "2021-06" })
        XCTAssertEqual(timeline.periods[gap].archived, 0)
        XCTAssertEqual(timeline.series.map { $0.articles[gap] }, [nil, nil])
        XCTAssertNil(timeline.share(of: timeline.series[0], at: gap))
        let march = try XCTUnwrap(timeline.periods.firstIndex { $0.period == "2020-03" })
        let archived = try index.search(SearchRequest(query: "的", countOnly: true)).total
        XCTAssertGreaterThan(timeline.periods[march].archived, 0)
        XCTAssertLessThanOrEqual(timeline.periods[march].archived, archived)
        let articles = try XCTUnwrap(timeline.series[1].articles[march])
        XCTAssertGreaterThan(articles, 0)
        XCTAssertEqual(timeline.share(of: timeline.series[1], at: march), Double(articles) * 10_000 / Double(timeline.periods[march].archived))
        let later = try XCTUnwrap(timeline.periods.indices.last { timeline.periods[$0].archived > 0 && timeline.series[1].articles[$0] == 0 })
        XCTAssertEqual(timeline.share(of: timeline.series[1], at: later), 0)
    }
}
