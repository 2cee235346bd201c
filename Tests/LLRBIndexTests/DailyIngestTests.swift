import Foundation
@testable import LLRBIndex
import XCTest

/// A daily ingest names the whole archive folder and the day's pages: the files it finds are
/// met against the index's file table by their standard paths, whatever form the folders were
/// named in, and only the day's pages are read.
final class DailyIngestTests: XCTestCase {
    private var root = ""
    private var pages: String { root + "/pages" }
    private var index: URL { URL(fileURLWithPath: root + "/index") }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "llrb-daily-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: pages + "/2020", withIntermediateDirectories: true)
        for url in try SeedFiles.urls() {
            try FileManager.default.copyItem(atPath: url.path, toPath: "\(pages)/2020/\(url.lastPathComponent)")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func ingest(_ paths: [String], prune: Bool = false) throws -> IngestReport {
        try Ingestor(indexDirectory: index, options: IngestOptions(prune: prune)).run(paths: paths)
    }

    func testAFolderNamedWithDotsIsIndexedUnderItsStandardPaths() throws {
        XCTAssertEqual(try ingest([root + "/pages/../pages/./2020/"]).filesIndexed, 5)
        let again = try ingest([pages])
        XCTAssertEqual(again.filesIndexed, 0)
        XCTAssertEqual(again.filesUnchanged, 5)
        XCTAssertTrue(try ArchiveIndex.open(at: index).records().allSatisfy { $0.file.hasPrefix(pages + "/2020/") })
    }

    func testADayBesideTheArchiveIsReadAloneAndAPageGoneIsPruned() throws {
        XCTAssertEqual(try ingest([pages]).filesIndexed, 5)
        let day = root + "/day"
        try FileManager.default.createDirectory(atPath: day, withIntermediateDirectories: true)
        for (number, url) in try SeedFiles.urls().prefix(2).enumerated() {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self) + "\n本报讯 新的一天 第\(number + 1)版\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(day)/29990101-0\(number + 1).txt"))
        }
        let daily = try ingest([pages, day])
        XCTAssertEqual(daily.filesIndexed, 2)
        XCTAssertEqual(daily.filesUnchanged, 5)
        XCTAssertEqual(try ArchiveIndex.open(at: index).search(SearchRequest(query: "新的一天", countOnly: true)).total, 2)

        let gone = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pages + "/2020").sorted().first)
        try FileManager.default.removeItem(atPath: "\(pages)/2020/\(gone)")
        let pruned = try ingest([pages, day], prune: true)
        XCTAssertEqual(pruned.filesRemoved, 1)
        XCTAssertEqual(pruned.filesIndexed, 0)
        let archive = try ArchiveIndex.open(at: index)
        XCTAssertEqual(try archive.statistics().files, 6)
        XCTAssertFalse(try archive.records().contains { $0.file.hasSuffix(gone) })
        XCTAssertEqual(archive.check(), [])
    }
}
