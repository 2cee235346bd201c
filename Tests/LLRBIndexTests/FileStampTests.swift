import Foundation
@testable import LLRBEngine
@testable import LLRBIndex
import LLRBParser
import XCTest

/// A daily ingest names the whole archive folder: a page file whose `stat` stamp (size, inode,
/// modification and status-change times) is the one the manifest remembers is known unchanged
/// without being opened, and a file written since is read, whatever its size and mtime say.
final class FileStampTests: XCTestCase {
    private var root = ""
    private var pages = ""
    private var index: URL { URL(fileURLWithPath: root + "/index") }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "llrb-stamp-\(UUID().uuidString)"
        pages = root + "/pages"
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
        for url in try SeedFiles.urls() {
            try FileManager.default.copyItem(atPath: url.path, toPath: "\(pages)/\(url.lastPathComponent)")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func ingest() throws -> IngestReport {
        try Ingestor(indexDirectory: index).run(paths: [pages])
    }

    func testAFileWithTheStampTheIndexRemembersIsNotOpenedAndOneWrittenSinceIs() throws {
        let justWritten = try ingest()
        XCTAssertEqual(justWritten.filesIndexed, 5)
        // Files changed within the settling time get no stamp: the next ingest reads them.
        XCTAssertEqual(try ingest().filesKnownByStamp, 0)
        Thread.sleep(forTimeInterval: Double(FileStamp.settlingSeconds) + 1.1)
        let settled = try ingest()
        XCTAssertEqual(settled.filesUnchanged, 5)
        XCTAssertEqual(settled.filesKnownByStamp, 0, "read once more, to take their stamps")
        let known = try ingest()
        XCTAssertEqual(known.filesUnchanged, 5)
        XCTAssertEqual(known.filesKnownByStamp, 5)

        // Read by an older parser (the manifest's revisions say so): read again, though every
        // file keeps the stamp the index remembers.
        let writer = try IndexWriter.open(at: index, schema: .articles)
        for path in SourceDiscovery.files(in: [pages]).files.map(\.path) {
            var file = try XCTUnwrap(try writer.indexedFile(at: path))
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let documents = DocumentBuilder.documents(for: try PageParser.parse(data: data, source: path), file: path,
                                                      contentHash: file.contentHash)
            file.revisions.reader -= 1
            try writer.add(documents, for: file)
        }
        try writer.commit()
        writer.close()
        let upgraded = try ingest()
        XCTAssertEqual(upgraded.filesKnownByStamp, 0)
        XCTAssertEqual(upgraded.filesIndexed, 5)
        XCTAssertEqual(try ingest().filesKnownByStamp, 5)

        // The same size and modification time, other text: the status-change time still moves.
        let page = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pages).sorted().first)
        let path = pages + "/" + page
        let modified = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let changed = text.replacingOccurrences(of: "的", with: "鑫")
        XCTAssertNotEqual(changed, text)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let after = try ingest()
        XCTAssertEqual(after.filesIndexed, 1)
        XCTAssertEqual(after.filesKnownByStamp, 4)
        XCTAssertTrue(try ArchiveIndex.open(at: index).records().contains { $0.file.hasSuffix(page) })
    }
}
