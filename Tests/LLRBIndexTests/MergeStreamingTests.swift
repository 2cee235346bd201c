import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A merge writes the new segment's dictionary and postings out of memory as it goes
/// (`SegmentMerger.spillLimit`), so that merging gigabytes holds a few megabytes of them: the file
/// is the same byte for byte as one made in memory, and what it held stays near the limit.
final class MergeStreamingTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testAMergeThatWritesItsStreamsOutAsItGoesWritesTheSameFileAndHoldsLittle() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        for url in try WriterTestSupport.seedURLs() {
            let (file, documents) = try WriterTestSupport.seedDocuments(url)
            try writer.add(documents, for: file)
        }
        try writer.commit()
        writer.close()
        let manifest = try XCTUnwrap(try ManifestStore.load(directory: directory.path)).manifest
        XCTAssertGreaterThan(manifest.segments.count, 2)
        func merge(spillLimit: Int, to name: String) throws -> (bytes: Data, held: Int) {
            let sources = try manifest.segments.map { segment in
                SegmentMerger.Source(reader: try SegmentReader(path: directory.path + "/" + IndexFiles.segment(segment.number),
                                                               number: segment.number, fields: FieldSchema.articles.layout), deleted: segment.deleted)
            }
            let path = directory.path + "/" + name
            let result = try SegmentMerger.merge(sources, to: path, directory: directory.path, fields: FieldSchema.articles.layout, spillLimit: spillLimit)
            return (try Data(contentsOf: URL(fileURLWithPath: path)), result.largestHeldBytes)
        }
        let inMemory = try merge(spillLimit: .max, to: "whole.llrb")
        let streamed = try merge(spillLimit: 256, to: "streamed.llrb")
        XCTAssertEqual(streamed.bytes, inMemory.bytes)
        XCTAssertGreaterThan(inMemory.held, 100_000)
        // Three streams of at most the limit, a block of entries, and one term's postings.
        XCTAssertLessThan(streamed.held, 16_384)
        // No spill file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(RecordSpill.isLeftover), [])
    }
}
