import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// A page of hits by relevance scores only the matches that may rank on it
/// (`RelevanceCandidates`); it must be exactly the page that scoring every match gives: the same
/// articles, scores and order, ties settled by date and id alike, on one segment and on many.
/// Asking for every hit scores every match, so its first hits are the reference.
final class RankingEquivalenceTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let generatedQueries = GeneratedArchive.words + [
        "的 发展", "发展 OR 鑫", "发展 -的", "的 -发展", "headline:的", "byline:发展", "caption:工作", "工作 OR 的 OR 鑫",
        "\"高质量发展\" 的", "file3x", "file3x OR 发展", "file3x -的",
    ]

    private static let seedQueries = ["复工复产", "吕梁", "的", "发展", "项目 建设", "疫情 OR 复工", "市 -疫情", "headline:复工", "2020年", "29个", "吕"]

    /// Each query's pages of `limit` hits from `offset`, against the same hits cut from every hit.
    private func assertPagesAgree(_ directory: URL, queries: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let index = try ArchiveIndex.open(at: directory)
        var filters: [(inout SearchRequest) -> Void] = [{ _ in }]
        filters.append { $0.from = GregorianDate(year: 2021, month: 3, day: 1) }
        filters.append { $0.issueNumber = 1001 }
        for query in queries {
            for filter in filters {
                var everything = SearchRequest(query: query, limit: Int.max)
                filter(&everything)
                let all = try index.search(everything)
                for (limit, offset) in [(10, 0), (1, 0), (5, 7), (40, 3)] {
                    var page = everything
                    (page.limit, page.offset) = (limit, offset)
                    let found = try index.search(page)
                    XCTAssertEqual(found.total, all.total, "\(query) total", file: file, line: line)
                    let expected = Array(all.hits.dropFirst(offset).prefix(limit))
                    XCTAssertEqual(found.hits.map(\.id), expected.map(\.id), "\(query) limit \(limit) offset \(offset)", file: file, line: line)
                    XCTAssertEqual(found.hits.map(\.score), expected.map(\.score), "\(query) scores", file: file, line: line)
                    XCTAssertEqual(found.hits, expected, "\(query) hits", file: file, line: line)
                }
            }
        }
    }

    func testAPageOfTheSeedsIsThePageOfEveryHit() throws {
        try assertPagesAgree(try WriterTestSupport.seedIndex(), queries: Self.seedQueries)
    }

    func testAPageOfAGeneratedArchiveInOneSegmentIsThePageOfEveryHit() throws {
        try assertPagesAgree(try GeneratedArchive.build(files: 16, articlesPerFile: 50, seed: 7), queries: Self.generatedQueries)
    }

    /// A segment with deleted articles has its words' matches listed, where the others are read
    /// through cursors over the lists (`SegmentEvaluation.words`): both kinds on one page.
    func testAPageOfAnArchiveWithDeletedArticlesIsThePageOfEveryHit() throws {
        let directory = try GeneratedArchive.build(files: 12, articlesPerFile: 50, seed: 5)
        try GeneratedArchive.write(files: [2, 9], articlesPerFile: 50, seed: 6, into: directory)
        let index = try ArchiveIndex.open(at: directory)
        XCTAssertTrue(index.segments.contains(where: \.hasDeletions), "the replaced files' articles are deleted")
        for query in ["的", "发展", "工作 OR 鑫"] {
            let all = try index.search(SearchRequest(query: query, limit: Int.max))
            XCTAssertEqual(all.hits.count, all.total, "\(query): no deleted article among the hits")
        }
        try assertPagesAgree(directory, queries: Self.generatedQueries)
    }

    func testAPageOfAGeneratedArchiveInManySegmentsIsThePageOfEveryHit() throws {
        let options = WriterOptions(memoryLimit: 1, maxSegments: 100)
        try assertPagesAgree(try GeneratedArchive.build(files: 10, articlesPerFile: 60, seed: 11, options: options), queries: Self.generatedQueries)
    }
}
