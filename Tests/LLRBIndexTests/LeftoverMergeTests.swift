import Foundation
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

    func testADayAddedToAnIndexOfManySmallSegmentsMergesNone() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        _ = try WriterMergeTests.writeCopies(0..<10, into: directory, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        // Eleven segments where eight may stay, no tier due: merging four would rewrite four
        // times what the day wrote, where a quarter of it is what a writer may spend.
        let writer = try IndexWriter.open(at: directory, options: WriterOptions(memoryLimit: 1, maxSegments: 16))
        let seed = try WriterTestSupport.seedDocuments(try XCTUnwrap(WriterTestSupport.seedURLs().first))
        try writer.add(seed.documents, for: seed.file)
        try writer.commit(alone: true)
        XCTAssertEqual(writer.merges, [])
        writer.close()
        XCTAssertEqual(try ArchiveIndex.open(at: directory).statistics().segments, 11)
    }
}
