import Foundation
@testable import LLRBEngine
import Synchronization
import XCTest
@testable import LLRBIndex

/// How a commit merges segments: as many merges as the tiered policy asks for (a tier of
/// `maxSegments` like-sized segments becomes one), each within `maxMergeBytes`, so a large
/// ingest keeps neither dozens of small segments nor rewrites its large ones again and again.
final class WriterMergeTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// Copies of the first seed page under different paths (numbered `copies`), one segment each
    /// (a memory limit of one byte flushes after every file), committed once; returns the
    /// document count.
    static func writeCopies(_ copies: Range<Int> = 0..<10, into directory: URL, options: WriterOptions) throws -> Int {
        let text = String(decoding: try Data(contentsOf: try XCTUnwrap(WriterTestSupport.seedURLs().first)), as: UTF8.self)
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        var documentCount = 0
        for copy in copies {
            let path = "copy\(copy)/page.txt"
            let documents = WriterTestSupport.documents(text: text, file: path, date: "2020-03-13", issue: 9895)
            let file = IndexedFile(path: path, contentHash: UInt64(copy), byteCount: text.utf8.count, documentCount: documents.count)
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
        let documentCount = try Self.writeCopies(into: unmerged, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        let sizes = try segmentSizes(unmerged)
        XCTAssertEqual(sizes.count, 10)
        let single = try XCTUnwrap(sizes.max())
        let pairDirectory = WriterTestSupport.temporaryDirectory()
        _ = try Self.writeCopies(0..<2, into: pairDirectory, options: WriterOptions(memoryLimit: 1, maxSegments: 1))
        let pair = try XCTUnwrap(segmentSizes(pairDirectory).first)

        // Merges take a tier's smallest segments first, two at a time here, so copies are paired
        // while two are left. The cap admits two copies (2 x single) but neither three nor two
        // pairs, and a pair is more than half the cap, so full: one merge at a time the ten
        // copies become five pairs, and there it stops (with one merge per commit, nine
        // segments stayed).
        let cap = min(3 * single, 2 * pair) - 1
        XCTAssertGreaterThanOrEqual(cap, 2 * single)
        let merged = WriterTestSupport.temporaryDirectory()
        let options = WriterOptions(memoryLimit: 1, maxSegments: 2, maxMergeBytes: cap)
        XCTAssertEqual(try Self.writeCopies(into: merged, options: options), documentCount)
        XCTAssertEqual(try segmentSizes(merged).count, 5)

        let index = try ArchiveIndex.open(at: merged)
        XCTAssertEqual(try index.statistics().documents, documentCount)
        XCTAssertEqual(index.check(), [])
        for query in ["复工复产", "吕梁", "发展"] {
            XCTAssertEqual(try WriterTestSupport.search(merged, query, limit: 1000).total,
                           try WriterTestSupport.search(unmerged, query, limit: 1000).total, query)
        }
    }

    /// A merge that takes long (held here in the middle, its segment written and not yet
    /// published, as a rich archive's merge may take minutes) keeps no search waiting: searches
    /// answer from the last published index all the while, and see the new pages once it lands.
    func testSearchesDuringASlowMergeAnswerFromTheLastPublishedIndex() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let before = try Self.writeCopies(0..<3, into: directory, options: WriterOptions(memoryLimit: 1, maxSegments: 100))
        let hitsBefore = try WriterTestSupport.search(directory, "复工复产", limit: 1000).total
        XCTAssertGreaterThan(hitsBefore, 0)

        let merging = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        defer { release.signal() } // a failed assertion must not leave the merge held
        let options = {
            var options = WriterOptions(memoryLimit: 1, maxSegments: 2)
            options.afterMerge = {
                merging.signal()
                release.wait()
            }
            return options
        }()
        let committed = DispatchSemaphore(value: 0)
        let outcome = CommitOutcome()
        Thread.detachNewThread {
            outcome.set(Result { try Self.writeCopies(3..<5, into: directory, options: options) })
            committed.signal()
        }
        XCTAssertEqual(merging.wait(timeout: .now() + 120), .success, "the commit never merged")
        for _ in 0..<3 {
            let index = try ArchiveIndex.open(at: directory)
            XCTAssertEqual(try index.statistics().documents, before)
            XCTAssertEqual(index.check(), [])
            XCTAssertEqual(try WriterTestSupport.search(directory, "复工复产", limit: 1000).total, hitsBefore)
        }
        release.signal()
        // A commit merges more than once to get down to two segments: let every merge through.
        while committed.wait(timeout: .now() + 0.01) == .timedOut { release.signal() }
        let added = try XCTUnwrap(outcome.value).get()
        XCTAssertEqual(try ArchiveIndex.open(at: directory).statistics().documents, before + added)
        XCTAssertEqual(try WriterTestSupport.search(directory, "复工复产", limit: 1000).total, hitsBefore * 5 / 3)
    }
}

extension WriterMergeTests {
    /// Adds the page `text` under `path` (replacing what the path had), as an ingest does.
    private static func add(_ text: String, as path: String, version: UInt64, to writer: IndexWriter) throws {
        let documents = WriterTestSupport.documents(text: text, file: path, date: "2020-03-13", issue: 9895)
        try writer.add(documents, for: IndexedFile(path: path, contentHash: version, byteCount: text.utf8.count,
                                                   documentCount: documents.count))
    }

    /// A merge runs in the background while documents arrive (an ingest's adds between commits),
    /// and the files it merges change meanwhile: a page re-read with new text and a page pruned,
    /// each beside a page that stays in the same source segment. Held in the middle until they
    /// have (and a commit in mid-run has published them, which must leave the merge's file), it
    /// is folded in with their old documents deleted under their new ids; a page of the merged
    /// segment changed after the fold replaces its documents there; and the index answers as one
    /// built from the final files alone.
    func testFilesChangedWhileABackgroundMergeRunsStayChanged() throws {
        // Pages by their number of articles: the two smallest segments, the ones merged, hold
        // two copies each of the smallest page; the others two copies each of the largest.
        let pages = try WriterTestSupport.seedURLs().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
            .sorted { Self.articleCount($0) < Self.articleCount($1) }
        let small = try XCTUnwrap(pages.first), large = try XCTUnwrap(pages.last)
        let other = pages[pages.count / 2], another = pages[pages.count / 2 - 1]
        XCTAssertLessThan(Self.articleCount(small), Self.articleCount(large))
        let directory = WriterTestSupport.temporaryDirectory()
        let builder = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(maxSegments: 100))
        for pair in 0..<4 {
            for copy in 2 * pair..<2 * pair + 2 { try Self.add(pair < 2 ? small : large, as: "copy\(copy)/page.txt", version: 1, to: builder) }
            try builder.commit()
        }
        builder.close()
        let sizes = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment).sorted()
            .map { try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($0).path)[.size] as? Int) }
        XCTAssertEqual(sizes.count, 4)

        // The next page's flush finds four segments where two may stay: the three smallest are
        // due, and the two small ones fill the cap, a whole merge, which starts in the background.
        let merging = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        defer { release.signal() } // a failed assertion must not leave the merge held
        let held = Atomic<Bool>(false)
        var options = WriterOptions(memoryLimit: 1, maxSegments: 2, maxMergeBytes: sizes[0] + sizes[1] + sizes[2] / 2)
        options.afterMerge = {
            guard !held.exchange(true, ordering: .relaxed) else { return }
            merging.signal()
            _ = release.wait(timeout: .now() + 120)
        }
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        try Self.add(large, as: "copy8/page.txt", version: 1, to: writer)
        XCTAssertEqual(merging.wait(timeout: .now() + 120), .success, "no merge started in the background")
        try Self.add(other, as: "copy0/page.txt", version: 2, to: writer)
        try writer.remove(file: "copy2/page.txt")
        try writer.commit(merging: false)
        XCTAssertEqual(try ArchiveIndex.open(at: directory).check(), [])
        release.signal()
        try writer.commit()
        XCTAssertEqual(writer.merges.first?.segments, 2)
        try Self.add(another, as: "copy1/page.txt", version: 2, to: writer)
        try writer.commit()
        writer.close()

        let reference = WriterTestSupport.temporaryDirectory()
        let plain = try IndexWriter.open(at: reference, schema: .articles, options: WriterOptions(maxSegments: 100))
        try Self.add(other, as: "copy0/page.txt", version: 2, to: plain)
        try Self.add(another, as: "copy1/page.txt", version: 2, to: plain)
        try Self.add(small, as: "copy3/page.txt", version: 1, to: plain)
        for copy in 4..<9 { try Self.add(large, as: "copy\(copy)/page.txt", version: 1, to: plain) }
        try plain.commit()
        plain.close()

        let index = try ArchiveIndex.open(at: directory)
        XCTAssertEqual(index.check(), [])
        XCTAssertEqual(try index.statistics().documents, try ArchiveIndex.open(at: reference).statistics().documents)
        for query in ["复工复产", "吕梁", "发展", "的", "记者"] {
            XCTAssertEqual(try WriterTestSupport.search(directory, query, limit: 1000).total,
                           try WriterTestSupport.search(reference, query, limit: 1000).total, query)
        }
    }

    private static func articleCount(_ text: String) -> Int {
        WriterTestSupport.documents(text: text, file: "page.txt", date: "2020-03-13", issue: 9895).count
    }
}

/// The result of a commit run on another thread, read once that thread is done.
private final class CommitOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Int, any Error>?

    var value: Result<Int, any Error>? { lock.withLock { stored } }

    func set(_ result: Result<Int, any Error>) {
        lock.withLock { stored = result }
    }
}
