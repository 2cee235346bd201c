@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The writer's memory limit covers the files an ingest holds as well as the buffer: bytes
/// reserved up front for them are taken from the buffer, so the same limit flushes sooner.
final class WriterMemoryBudgetTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private typealias Seed = (file: IndexedFile, documents: [IndexableDocument])

    func testFilesReservedUpFrontMakeTheBufferFlushSooner() throws {
        let seeds = try WriterTestSupport.seedURLs().map(WriterTestSupport.seedDocuments)
        let buffer = SegmentBuffer(directory: WriterTestSupport.temporaryDirectory().path, fields: FieldSchema.articles.layout)
        for seed in seeds { try buffer.add(PreparedDocuments(seed.documents)) }
        // Twice what all the seeds take holds them in one buffer, unless reserved bytes take it all
        // but the quarter that is always left, half of what they take.
        let limit = buffer.approximateBytes * 2
        XCTAssertEqual(try segments(limit: limit, reserving: 0, seeds), 1)
        XCTAssertGreaterThan(try segments(limit: limit, reserving: limit, seeds), 1)
    }

    /// The number of segments `seeds` make with `limit`, after reserving `reserving` bytes.
    private func segments(limit: Int, reserving: Int, _ seeds: [Seed]) throws -> Int {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: limit, maxSegments: 100))
        writer.reserve(bytes: reserving)
        for seed in seeds { try writer.add(seed.documents, for: seed.file) }
        try writer.commit()
        writer.close()
        return try ArchiveIndex.open(at: directory).statistics().segments
    }
}
