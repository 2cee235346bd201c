import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// What the tiers leave below full size when a writer is done: merged down to half a tier by a
/// writer that wrote enough to pay for it (a first ingest), left alone by one that added a day.
final class LeftoverMergeTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testAWriterOfManySmallSegmentsEndsWithHalfATierOfThem() throws {
        // Twenty one-page segments: the tier merges two groups of eight, which leaves six.
        let tiered = WriterTestSupport.temporaryDirectory()
        let documentCount = try WriterMergeTests.writeCopies(0..<20, into: tiered, options: WriterOptions(memoryLimit: 1, maxSegments: 8))
        let index = try ArchiveIndex.open(at: tiered)
        XCTAssertLessThanOrEqual(try index.statistics().segments, 4)
        XCTAssertEqual(try index.statistics().documents, documentCount)
        XCTAssertEqual(index.check(), [])
        let unmerged = WriterTestSupport.temporaryDirectory()
        _ = try WriterMergeTests.writeCopies(0..<20, into: unmerged, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        XCTAssertEqual(try ArchiveIndex.open(at: unmerged).statistics().segments, 20)
        for query in ["复工复产", "吕梁"] {
            XCTAssertEqual(try WriterTestSupport.search(tiered, query, limit: 1000).total,
                           try WriterTestSupport.search(unmerged, query, limit: 1000).total, query)
        }
    }

    func testAFirstIngestEndsWithHalfATierOfSegmentsAndADayAfterItMergesNone() throws {
        let pages = WriterTestSupport.temporaryDirectory().appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        func writeDay(_ day: Int) throws {
            let page = "## 第\(day)期要闻\n本报讯 我市复工复产第\(day)天,项目建设全面推进。\n"
            try Data(page.utf8).write(to: pages.appendingPathComponent("\(day).txt"))
        }
        // A segment a file (a memory limit of one byte), as a large archive's buffers make, and
        // a commit due after every batch: the last batch's must not leave the last commit, which
        // merges, nothing to do.
        let days = 20
        for day in 0..<days { try writeDay(day) }
        let index = WriterTestSupport.temporaryDirectory()
        let options = IngestOptions(commitEveryBytes: 1, writer: WriterOptions(memoryLimit: 1, maxSegments: 8))
        let first = try Ingestor(indexDirectory: index, options: options).run(paths: [pages.path])
        XCTAssertEqual(first.filesIndexed, days)
        let segments = try ArchiveIndex.open(at: index).statistics().segments
        XCTAssertEqual(segments, 4)
        // Five segments where four may stay, no tier due: merging two would rewrite twice what
        // the day wrote, of which a writer may spend a quarter.
        try writeDay(days)
        let day = try Ingestor(indexDirectory: index, options: options).run(paths: [pages.path])
        XCTAssertEqual(day.filesIndexed, 1)
        XCTAssertEqual(day.merges, [])
        XCTAssertEqual(try ArchiveIndex.open(at: index).statistics().segments, segments + 1)
    }
}
