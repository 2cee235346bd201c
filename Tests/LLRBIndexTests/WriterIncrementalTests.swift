import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

final class WriterIncrementalTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private func segmentFiles(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment).sorted()
    }

    func testReingestingUnchangedFilesChangesNothing() throws {
        let directory = try WriterTestSupport.seedIndex()
        let manifest = try Data(contentsOf: directory.appendingPathComponent("MANIFEST"))
        let segments = try segmentFiles(directory)
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        for url in try WriterTestSupport.seedURLs() {
            let seed = try WriterTestSupport.seedDocuments(url)
            XCTAssertEqual(try writer.indexedFile(at: url.path), seed.file, "the ingestor can see the file is unchanged")
        }
        XCTAssertEqual(try ArchiveIndex.open(at: directory).statistics().files, try WriterTestSupport.seedURLs().count)
        try writer.commit()
        writer.close()
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("MANIFEST")), manifest)
        XCTAssertEqual(try segmentFiles(directory), segments)
    }

    func testAChangedFileReplacesItsDocuments() throws {
        let directory = try WriterTestSupport.seedIndex()
        let before = try WriterTestSupport.search(directory, "复工复产").total
        let url = try XCTUnwrap(WriterTestSupport.seedURLs().first)
        let text = "## 全新的标题\n\n月亮湖公园今天开放。\n"
        let documents = WriterTestSupport.documents(text: text, file: url.path, date: "2024-01-01", issue: 1)
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.add(documents, for: IndexedFile(path: url.path, contentHash: 42, byteCount: text.utf8.count, documentCount: 1))
        try writer.commit()
        writer.close()
        XCTAssertEqual(try WriterTestSupport.search(directory, "月亮湖").total, 1)
        let after = try WriterTestSupport.search(directory, "复工复产")
        XCTAssertLessThan(after.total, before)
        XCTAssertFalse(after.hits.contains { $0.file == url.path }, "no document of the old content is left")
        XCTAssertEqual(try IndexWriter.open(at: directory, schema: .articles).indexedFile(at: url.path)?.contentHash, 42)
        XCTAssertEqual(try ArchiveIndex.open(at: directory).check(), [])
    }

    func testRemovingAFileDropsItsDocuments() throws {
        let directory = try WriterTestSupport.seedIndex()
        let url = try XCTUnwrap(WriterTestSupport.seedURLs().first)
        let writer = try IndexWriter.open(at: directory, schema: .articles)
        try writer.remove(file: url.path)
        try writer.commit()
        writer.close()
        let index = try ArchiveIndex.open(at: directory)
        XCTAssertFalse(try index.records().contains { $0.file == url.path })
        XCTAssertEqual(try index.statistics().files, try WriterTestSupport.seedURLs().count - 1)
    }

    func testASmallMemoryLimitGivesSeveralSegmentsMergedToFewAndTheSameAnswers() throws {
        let reference = try WriterTestSupport.seedIndex()
        let small = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 4))
        let statistics = try ArchiveIndex.open(at: small).statistics()
        XCTAssertLessThanOrEqual(statistics.segments, 3)
        XCTAssertGreaterThan(statistics.segments, 1)
        XCTAssertEqual(statistics.documents, try ArchiveIndex.open(at: reference).statistics().documents)
        for query in ["复工复产", "吕", "29个", "发展"] {
            XCTAssertEqual(Set(try WriterTestSupport.search(small, query).hits.map(\.id)),
                           Set(try WriterTestSupport.search(reference, query).hits.map(\.id)), query)
        }
        XCTAssertEqual(try ArchiveIndex.open(at: small).check(), [])
    }

    func testMergingDropsReplacedDocumentsAndKeepsFilesFindable() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let options = WriterOptions(memoryLimit: 1, maxSegments: 2)
        let urls = try WriterTestSupport.seedURLs()
        for round in 0..<3 {
            let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
            for url in urls {
                var seed = try WriterTestSupport.seedDocuments(url)
                seed.file.contentHash &+= UInt64(round)
                try writer.add(seed.documents, for: seed.file)
            }
            try writer.commit()
            writer.close()
        }
        let index = try ArchiveIndex.open(at: directory)
        let statistics = try index.statistics()
        XCTAssertLessThanOrEqual(statistics.segments, 2)
        XCTAssertEqual(statistics.files, urls.count)
        let expected = try urls.reduce(0) { $0 + (try WriterTestSupport.seedDocuments($1).documents.count) }
        XCTAssertEqual(statistics.documents, expected)
        XCTAssertEqual(try index.records().count, expected)
        XCTAssertEqual(index.check(), [])
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        try writer.remove(file: urls[0].path)
        try writer.commit()
        writer.close()
        XCTAssertFalse(try ArchiveIndex.open(at: directory).records().contains { $0.file == urls[0].path })
    }
}
