import Foundation
import XCTest
@testable import LLRBIndex

/// How a commit merges segments: as many merges as it takes to get down to `maxSegments`, each
/// within `maxMergeBytes`, so a large ingest neither keeps dozens of small segments nor holds a
/// huge merge in memory.
final class WriterMergeTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// Ten copies of the first seed page under different paths, one segment each (a memory limit
    /// of one byte flushes after every file), committed once.
    private func writeCopies(into directory: URL, options: WriterOptions) throws -> Int {
        let text = String(decoding: try Data(contentsOf: try XCTUnwrap(WriterTestSupport.seedURLs().first)), as: UTF8.self)
        let writer = try IndexWriter.open(at: directory, options: options)
        var documentCount = 0
        for copy in 0..<10 {
            let path = "copy\(copy)/page.txt"
            let documents = WriterTestSupport.documents(text: text, file: path, date: "2020-03-13", issue: 9895)
            let file = IndexedFile(path: path, contentHash: UInt64(copy), byteCount: text.utf8.count, articleCount: documents.count)
            try writer.add(documents, for: file)
            documentCount += documents.count
        }
        try writer.commit()
        writer.close()
        return documentCount
    }

    private func segmentSizes(_ directory: URL) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment).map { name in
            try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int)
        }
    }

    func testACommitMergesAgainAndAgainUntilNoTwoSegmentsFitUnderTheCap() throws {
        let unmerged = WriterTestSupport.temporaryDirectory()
        let documentCount = try writeCopies(into: unmerged, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        let sizes = try segmentSizes(unmerged)
        XCTAssertEqual(sizes.count, 10)
        let largest = try XCTUnwrap(sizes.max())

        // Two copies fit under the cap and three do not, so every copy is merged with one other
        // (one merge at a time, smallest first) and the five pairs stay: two pairs do not fit.
        let merged = WriterTestSupport.temporaryDirectory()
        let options = WriterOptions(memoryLimit: 1, maxSegments: 3, maxMergeBytes: largest * 5 / 2)
        XCTAssertEqual(try writeCopies(into: merged, options: options), documentCount)
        XCTAssertEqual(try segmentSizes(merged).count, 5)

        let index = try ArchiveIndex.open(at: merged)
        XCTAssertEqual(try index.statistics().documents, documentCount)
        XCTAssertEqual(index.check(), [])
        for query in ["复工复产", "吕梁", "发展"] {
            XCTAssertEqual(try WriterTestSupport.search(merged, query, limit: 1000).total,
                           try WriterTestSupport.search(unmerged, query, limit: 1000).total, query)
        }
    }

    func testWithoutACapOneCommitMergesDownToMaxSegments() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        _ = try writeCopies(into: directory, options: WriterOptions(memoryLimit: 1, maxSegments: 3))
        XCTAssertLessThanOrEqual(try segmentSizes(directory).count, 3)
        XCTAssertEqual(try ArchiveIndex.open(at: directory).check(), [])
    }
}
