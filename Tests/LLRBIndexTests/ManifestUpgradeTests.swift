import Foundation
@testable import LLRBIndex
import XCTest

/// An index whose manifest is of format 3 (or 2) is read as it is, and its next ingest writes
/// format 4 even when it finds nothing new, keeping every file's entry: a page known by its
/// stamp in format 3 is still known by it, none is read again or indexed twice.
final class ManifestUpgradeTests: XCTestCase {
    private var root = ""
    private var pages = ""
    private var index: URL { URL(fileURLWithPath: root + "/index") }
    private var manifestPath: String { index.path + "/" + IndexFiles.manifest }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "llrb-upgrade-\(UUID().uuidString)"
        pages = root + "/pages"
        try FileManager.default.createDirectory(atPath: pages + "/more", withIntermediateDirectories: true)
        for (number, url) in try SeedFiles.urls().enumerated() {
            let folder = number.isMultiple(of: 2) ? pages : pages + "/more"
            try FileManager.default.copyItem(atPath: url.path, toPath: "\(folder)/\(url.lastPathComponent)")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func ingest() throws -> IngestReport {
        try Ingestor(indexDirectory: index).run(paths: [pages])
    }

    private func version() throws -> UInt8 {
        try XCTUnwrap([UInt8](try Data(contentsOf: URL(fileURLWithPath: manifestPath))).dropFirst(8).first)
    }

    /// Files, articles and the files' bytes, as `llrb stats` counts them.
    private func counts() throws -> [Int] {
        let statistics = try ArchiveIndex.open(at: index).statistics()
        return [statistics.files, statistics.documents, statistics.sourceBytes]
    }

    /// Rewrites the published manifest as format 3 (or 2), its files in `String` order.
    private func downgrade(stamped: Bool) throws {
        let published = try XCTUnwrap(try ManifestStore.load(directory: index.path))
        var cursor = published.files.makeCursor()
        var files: [FileTableBuilder.Listed] = []
        while try cursor.next() { files.append((cursor.path, cursor.entry)) }
        files.sort { String(decoding: $0.path, as: UTF8.self) < String(decoding: $1.path, as: UTF8.self) }
        try Data(FormatThreeManifest.encode(published.manifest, files: files, stamped: stamped)).write(to: URL(fileURLWithPath: manifestPath))
        XCTAssertEqual(try version(), stamped ? 3 : 2)
    }

    func testAFormatThreeIndexIsSearchedAndItsNextIngestWritesFormatFourKnowingEveryStamp() throws {
        XCTAssertEqual(try ingest().filesIndexed, 5)
        Thread.sleep(forTimeInterval: Double(FileStamp.settlingSeconds) + 1.1)
        XCTAssertEqual(try ingest().filesUnchanged, 5, "read once more, to take their stamps")
        let hits = try ArchiveIndex.open(at: index).search(SearchRequest(query: "复工复产", countOnly: true)).total
        let statistics = try counts()
        try downgrade(stamped: true)

        XCTAssertEqual(try ArchiveIndex.open(at: index).search(SearchRequest(query: "复工复产", countOnly: true)).total, hits)
        XCTAssertEqual(try counts(), statistics)
        XCTAssertEqual(try ArchiveIndex.open(at: index).check(), [])
        let upgrade = try ingest()
        XCTAssertEqual(upgrade.filesKnownByStamp, 5)
        XCTAssertEqual(upgrade.filesIndexed, 0)
        XCTAssertEqual(try version(), UInt8(ManifestCodec.version))
        XCTAssertEqual(try ArchiveIndex.open(at: index).search(SearchRequest(query: "复工复产", countOnly: true)).total, hits)
        XCTAssertEqual(try counts(), statistics)
        XCTAssertEqual(try ArchiveIndex.open(at: index).check(), [])
        XCTAssertEqual(try ingest().filesKnownByStamp, 5)
    }

    func testAFormatTwoIndexHasItsFilesHashedOnceAndRemembersTheirStamps() throws {
        XCTAssertEqual(try ingest().filesIndexed, 5)
        Thread.sleep(forTimeInterval: Double(FileStamp.settlingSeconds) + 1.1)
        try downgrade(stamped: false)
        let upgrade = try ingest()
        XCTAssertEqual(upgrade.filesUnchanged, 5)
        XCTAssertEqual(upgrade.filesKnownByStamp, 0)
        XCTAssertEqual(try version(), UInt8(ManifestCodec.version))
        XCTAssertEqual(try ingest().filesKnownByStamp, 5)
        XCTAssertEqual(try ArchiveIndex.open(at: index).check(), [])
    }
}
