import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A failure injected before each step of publishing a commit must leave an index that opens,
/// checks clean and answers exactly as before the commit (or, once the manifest is renamed,
/// exactly as after it).
final class CrashPublishTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private struct InjectedCrash: Error {}

    private let queries = ["复工复产", "月亮湖", "吕", "发展"]

    private func answers(_ directory: URL) throws -> [[String]] {
        let index = try ArchiveIndex.open(at: directory)
        return try queries.map { try index.search(SearchRequest(query: $0, limit: 1000)).hits.map(\.id) }
    }

    /// Replaces one seed file and adds a new one, through a writer whose publishing may fail.
    private func change(_ directory: URL, failingAt step: PublishStep?) throws {
        var options = WriterOptions(memoryLimit: 1, maxSegments: 2)
        options.beforePublishStep = { current throws(IndexError) in
            if current == step { throw IndexError(.writerFault("injected crash before \(current)")) }
        }
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        defer { writer.close() }
        try WriterTestSupport.replaceFirstSeedAndAddAPage(with: writer)
        try writer.commit()
    }

    func testAFailureAtEachPublishStepLeavesTheOldOrTheNewIndexWhole() throws {
        let reference = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 8))
        let before = try answers(reference)
        try change(reference, failingAt: nil)
        let after = try answers(reference)
        XCTAssertNotEqual(before, after)
        for step in PublishStep.allCases {
            let directory = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 8))
            XCTAssertThrowsError(try change(directory, failingAt: step), "\(step)")
            let renamed = [PublishStep.syncDirectory, .deleteOldSegments].contains(step)
            XCTAssertEqual(try answers(directory), renamed ? after : before, "after a crash before \(step)")
            XCTAssertEqual(ArchiveIndex.check(at: directory), [], "after a crash before \(step)")
            try change(directory, failingAt: nil)
            XCTAssertEqual(try answers(directory), after, "the next ingest after a crash before \(step) succeeds")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { IndexFiles.isSegment($0) || $0 == IndexFiles.manifestTemporary }
            XCTAssertEqual(leftovers.count, try ArchiveIndex.open(at: directory).statistics().segments,
                           "the files a crash left behind are cleaned up")
        }
    }

    /// Segments are written on a thread of their own: a write that fails there must still stop
    /// the ingest with an IndexError naming the file, and nothing may be published after it.
    func testASegmentThatCannotBeWrittenFailsTheCommitAndPublishesNothing() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(IndexFiles.segment(1)),
                                                withIntermediateDirectories: true)
        defer { writer.close() }
        let failure = { () throws in
            for url in try WriterTestSupport.seedURLs() {
                let seed = try WriterTestSupport.seedDocuments(url)
                try writer.add(seed.documents, for: seed.file)
            }
            try writer.commit()
        }
        XCTAssertThrowsError(try failure()) { error in
            guard case .systemCall(let path, _, _, _)? = (error as? IndexError)?.kind else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasSuffix(IndexFiles.segment(1)), path)
        }
        XCTAssertThrowsError(try writer.commit(), "a writer whose segment failed never publishes")
        XCTAssertEqual(try ArchiveIndex.open(at: directory).statistics().documents, 0, "only the new index's empty manifest is published")
    }

    /// A first ingest that fails before its commit takes back all it wrote when it is closed:
    /// no segment, no manifest, no lock, and the folder, which the user made here, stays empty.
    /// Segment files that a killed ingest left beside a manifest that does not name them are
    /// taken for leftovers and removed by the next writer. Segment files with no manifest at all
    /// are an index that lost it: refused, kept.
    func testAFailedFirstIngestLeavesNothingAndAKilledOnesFilesAreTakenForLeftovers() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1))
        for url in try WriterTestSupport.seedURLs() {
            let seed = try WriterTestSupport.seedDocuments(url)
            try writer.add(seed.documents, for: seed.file)
        }
        writer.close()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])

        let killed = try WriterTestSupport.seedIndex()
        let donor = try WriterTestSupport.seedIndex(options: WriterOptions(memoryLimit: 1, maxSegments: 64))
        let donated = try FileManager.default.contentsOfDirectory(atPath: donor.path).filter(IndexFiles.isSegment)
        for (offset, name) in donated.enumerated() {
            try FileManager.default.copyItem(at: donor.appendingPathComponent(name),
                                             to: killed.appendingPathComponent(IndexFiles.segment(UInt64(1000 + offset))))
        }
        let segmentFiles = { () throws -> Int in
            try FileManager.default.contentsOfDirectory(atPath: killed.path).count(where: IndexFiles.isSegment)
        }
        XCTAssertGreaterThan(try segmentFiles(), try ArchiveIndex.open(at: killed).statistics().segments)
        XCTAssertEqual(ArchiveIndex.check(at: killed), [])
        try IndexWriter.open(at: killed, schema: .articles).close()
        XCTAssertEqual(try segmentFiles(), try ArchiveIndex.open(at: killed).statistics().segments, "the killed ingest's segments are removed")

        let lost = try WriterTestSupport.seedIndex()
        try FileManager.default.removeItem(at: lost.appendingPathComponent(IndexFiles.manifest))
        let segments = try FileManager.default.contentsOfDirectory(atPath: lost.path).filter(IndexFiles.isSegment)
        XCTAssertFalse(segments.isEmpty)
        XCTAssertThrowsError(try IndexWriter.open(at: lost, schema: .articles)) { error in
            XCTAssertEqual((error as? IndexError)?.needsRebuild, true, "\(error)")
        }
        XCTAssertThrowsError(try ArchiveIndex.open(at: lost)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .lostManifest(directory: lost.path, segmentFiles: segments.count))
        }
        XCTAssertEqual(ArchiveIndex.check(at: lost).map(\.needsRebuild), [true])
        XCTAssertTrue(ArchiveIndex.holdsIndex(at: lost))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: lost.path).filter(IndexFiles.isSegment), segments)
    }
}
