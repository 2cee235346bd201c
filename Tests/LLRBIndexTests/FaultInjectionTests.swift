import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// Every file-system call of a commit that replaces a page, adds one and merges, failed in turn
/// with ENOSPC or EIO (`FaultInjection`, as SQLite tests its I/O errors): after each failure the
/// index answers as before the commit or as after it, checks clean, holds no file it does not
/// list, and the error names a file; the same commit run again then succeeds.
final class FaultInjectionTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    override func tearDown() {
        FaultInjection.disarm()
        super.tearDown()
    }

    private let queries = ["复工复产", "月亮湖", "吕", "发展"]

    private func answers(_ directory: URL) throws -> [[String]] {
        let index = try ArchiveIndex.open(at: directory)
        return try queries.map { try index.search(SearchRequest(query: $0, limit: 1000)).hits.map(\.id) }
    }

    private static let options: WriterOptions = {
        var options = WriterOptions(memoryLimit: 1, maxSegments: 2)
        options.writesInline = true
        return options
    }()

    /// Replaces one seed page and adds a new one, a segment each, merged as the policy says;
    /// returns the merges made.
    @discardableResult
    private func change(_ directory: URL) throws -> [MergeRecord] {
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: Self.options)
        defer { writer.close() }
        try WriterTestSupport.replaceFirstSeedAndAddAPage(with: writer)
        try writer.commit()
        return writer.merges
    }

    /// The files in `directory` that its index does not list: segments it does not name, a
    /// temporary manifest, a records spill.
    private func unlisted(_ directory: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let live = try ArchiveIndex.open(at: directory).statistics().segments
        let segments = names.filter(IndexFiles.isSegment)
        return names.filter { IndexFiles.isIngestWork($0, live: []) && !IndexFiles.isSegment($0) }
            + (segments.count == live ? [] : segments)
    }

    func testAFailureAtEveryFileSystemCallLeavesTheIndexBeforeOrAfterAndARetrySucceeds() throws {
        let original = try WriterTestSupport.seedIndex(options: Self.options)
        let before = try answers(original)
        let reference = WriterTestSupport.temporaryDirectory()
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: original, to: reference)
        XCTAssertFalse(try change(reference).isEmpty, "the commit merges")
        let after = try answers(reference)
        XCTAssertNotEqual(before, after)
        var call = 1
        var failed = 0
        failing: while true {
            for code in [ENOSPC, EIO] {
                let directory = WriterTestSupport.temporaryDirectory()
                try FileManager.default.removeItem(at: directory)
                try FileManager.default.copyItem(at: original, to: directory)
                FaultInjection.arm(failingCall: call, with: code)
                let outcome = Result { try change(directory) }
                let calls = FaultInjection.disarm()
                if case .success = outcome, calls < call { break failing }
                if case .failure(let error) = outcome {
                    failed += 1
                    let indexError = try XCTUnwrap(error as? IndexError, "\(error)")
                    guard case .systemCall(let path, _, let errno, _) = indexError.kind else { return XCTFail("call \(call): \(error)") }
                    XCTAssertEqual(errno, code, "call \(call)")
                    XCTAssertFalse(path.isEmpty, "call \(call): the error names a file")
                }
                let now = try answers(directory)
                XCTAssertTrue(now == before || now == after, "call \(call) left an index that is neither the old nor the new")
                XCTAssertEqual(ArchiveIndex.check(at: directory), [], "call \(call)")
                XCTAssertEqual(try unlisted(directory), [], "call \(call) left files the index does not list")
                try change(directory)
                XCTAssertEqual(try answers(directory), after, "the commit run again after call \(call) failed")
            }
            call += 1
        }
        XCTAssertGreaterThan(failed, 40, "the commit makes that many file-system calls, each failed twice")
    }

    /// A first ingest of three seed pages into `directory`, which the user made: a segment
    /// each, merged.
    private func firstIngest(_ directory: URL) throws {
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: Self.options)
        defer { writer.close() }
        for url in try WriterTestSupport.seedURLs().prefix(3) {
            let seed = try WriterTestSupport.seedDocuments(url)
            try writer.add(seed.documents, for: seed.file)
        }
        try writer.commit()
    }

    func testAFailureAtEveryCallOfAFirstIngestLeavesNoIndexOrTheWholeOne() throws {
        let reference = WriterTestSupport.temporaryDirectory()
        try firstIngest(reference)
        let whole = try answers(reference)
        var call = 1
        while true {
            let code = call % 2 == 0 ? EIO : ENOSPC  // each kind of failure at every other call
            let directory = WriterTestSupport.temporaryDirectory()
            FaultInjection.arm(failingCall: call, with: code)
            let outcome = Result { try firstIngest(directory) }
            let calls = FaultInjection.disarm()
            if case .success = outcome, calls < call { break }
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            if names.isEmpty {
                XCTAssertThrowsError(try ArchiveIndex.open(at: directory), "call \(call): no index, and it says so")
            } else {
                XCTAssertEqual(try answers(directory), whole, "call \(call) left an index that is not the whole one: \(names)")
                XCTAssertEqual(ArchiveIndex.check(at: directory), [], "call \(call)")
                XCTAssertEqual(try unlisted(directory), [], "call \(call) left files the index does not list")
            }
            try firstIngest(directory)
            XCTAssertEqual(try answers(directory), whole, "the first ingest run again after call \(call) failed")
            call += 1
        }
        XCTAssertGreaterThan(call, 10)
    }
}
