import Foundation
import LLRBEngine
import LLRBIndex
import LLRBParser
import XCTest

final class IngestTests: XCTestCase {
    private var root = ""
    private var pages = ""
    private var index: URL { URL(fileURLWithPath: root + "/index") }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "llrb-ingest-\(UUID().uuidString)"
        pages = root + "/pages"
        try FileManager.default.createDirectory(atPath: pages + "/more", withIntermediateDirectories: true)
        for (number, url) in try SeedFiles.urls().enumerated() {
            let folder = number < 3 ? pages : pages + "/more"
            try FileManager.default.copyItem(atPath: url.path, toPath: "\(folder)/\(url.lastPathComponent)")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func ingest(_ paths: [String]? = nil, prune: Bool = false) throws -> IngestReport {
        try Ingestor(indexDirectory: index, options: IngestOptions(prune: prune)).run(paths: paths ?? [pages])
    }

    private func seedBytes() throws -> Int {
        try SeedFiles.urls().reduce(0) { $0 + (try Data(contentsOf: $1)).count }
    }

    func testIngestsEveryPageAndCountsWhatItDid() throws {
        var updates: [IngestProgress] = []
        let report = try Ingestor(indexDirectory: index).run(paths: [pages]) { updates.append($0) }
        XCTAssertEqual(report.filesSeen, 5)
        XCTAssertEqual(report.filesIndexed, 5)
        XCTAssertEqual(report.pages, 5)
        XCTAssertEqual(report.bytes, try seedBytes())
        XCTAssertEqual(report.failures, [])
        XCTAssertGreaterThan(report.seconds, 0)
        XCTAssertEqual(updates.last?.filesDone, 5)
        XCTAssertEqual(updates.last?.bytesDone, try seedBytes())
        XCTAssertEqual(updates.map(\.filesDone), updates.map(\.filesDone).sorted())
        let records = try ArchiveIndex.open(at: index).records()
        XCTAssertEqual(records.count, report.articles)
        XCTAssertTrue(records.allSatisfy { $0.file.hasPrefix("/") }, "files are keyed by absolute path")
    }

    func testIngestedSeedsAnswerAPhraseBrokenByOCR() throws {
        let report = try ingest()
        XCTAssertGreaterThan(report.articles, 0)
        let results = try ArchiveIndex.open(at: index).search(SearchRequest(query: "复工复产", limit: 50))
        XCTAssertGreaterThan(results.total, 0)
        XCTAssertTrue(results.hits.contains { $0.file.hasSuffix("/000_3320e1f2e0a52838.txt") }, "seed 000 prints 复 工复产")
        for hit in results.hits {
            let scalars = Array(hit.snippet.text.unicodeScalars)
            let marked = hit.snippet.highlights.map { String(String.UnicodeScalarView(scalars[$0.start..<$0.end])) }
            XCTAssertTrue(marked.contains { $0.filter { !$0.isWhitespace } == "复工复产" }, "\(hit.snippet)")
        }
    }

    /// A column's name (栏目) finds the stories printed under it, as a headline word: seed 001's
    /// `奋楫争先谱华章` runs under `两会特稿`, which is no line of its text.
    func testARubricIsFoundInTheHeadlineField() throws {
        _ = try ingest()
        let archive = try ArchiveIndex.open(at: index)
        let column = try archive.search(SearchRequest(query: "headline:两会特稿"))
        XCTAssertEqual(column.hits.map(\.headline), ["奋楫争先谱华章"])
        XCTAssertEqual(column.hits.first?.field, .headline)
        XCTAssertEqual(try archive.search(SearchRequest(query: "body:两会特稿", countOnly: true)).total, 0)
    }

    func testAFileNamedTwiceIsIngestedOnce() throws {
        let report = try ingest([pages, pages + "/./more", pages + "/more/../more"])
        XCTAssertEqual(report.filesSeen, 5)
        XCTAssertEqual(report.filesIndexed, 5)
    }

    func testFrequentCommitsGiveTheSameIndex() throws {
        let report = try Ingestor(indexDirectory: index, options: IngestOptions(commitEveryBytes: 1)).run(paths: [pages])
        XCTAssertEqual(report.filesIndexed, 5)
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().count, report.articles)
        XCTAssertEqual(try ingest().filesUnchanged, 5)
    }

    func testReingestingTheSameContentIsANoOp() throws {
        let first = try ingest()
        let idsBefore = try ArchiveIndex.open(at: index).records().map(\.id).sorted()
        let second = try ingest()
        XCTAssertEqual(second.filesIndexed, 0)
        XCTAssertEqual(second.filesUnchanged, 5)
        XCTAssertEqual(second.articles, 0)
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().map(\.id).sorted(), idsBefore)
        XCTAssertEqual(first.filesIndexed, 5)
    }

    /// A page an older parser read is read again at the next ingest (its articles replaced,
    /// none doubled), and the ingest after that skips them all.
    func testPagesAnOlderParserReadAreReadAgain() throws {
        try assertReadAgain(rememberedAs: { $0.revisions.reader -= 1 })
    }

    /// A page indexed by an older document builder (what is indexed of an article) or older
    /// article tables is read again by the next ingest, its articles replaced.
    func testPagesIndexedByAnOlderDocumentBuilderAreReadAgain() throws {
        try assertReadAgain(rememberedAs: { $0.revisions.document -= 1 })
    }

    func testPagesIndexedWithOtherArticleTablesAreReadAgain() throws {
        try assertReadAgain(rememberedAs: { $0.revisions.tables ^= 1 })
    }

    /// A page renamed after an upgrade (an older parser and document builder read it) is still
    /// known by its text: its former path goes, and no article is doubled.
    func testAPageRenamedAfterAnUpgradeReplacesItsFormerPath() throws {
        _ = try ingest()
        try rememberEveryFile { file in
            file.revisions.reader -= 1
            file.revisions.document = 2
        }
        let articles = try ArchiveIndex.open(at: index).records().count
        let target = try XCTUnwrap(SourceDiscovery.files(in: [pages]).files.first?.path)
        try FileManager.default.moveItem(atPath: target, toPath: target + ".renamed.txt")

        let report = try ingest()
        XCTAssertEqual(report.moves.map(\.formerPath), [target])
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().count, articles, "replaced, not added")
    }

    /// Indexes the seeds, then has the index remember every file by `fingerprint` of its bytes:
    /// the next ingest reads every page again, replacing its articles, and the one after skips
    /// them all.
    private func assertReadAgain(rememberedAs older: (inout IndexedFile) -> Void) throws {
        _ = try ingest()
        try rememberEveryFile(as: older)
        let articles = try ArchiveIndex.open(at: index).records().count

        let reread = try ingest()
        XCTAssertEqual(reread.filesIndexed, 5)
        XCTAssertEqual(reread.filesUnchanged, 0)
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().count, articles, "replaced, not added")
        XCTAssertEqual(try ingest().filesUnchanged, 5)
    }

    /// Has the index remember every file as `older` makes its entry, as an older llrb wrote it.
    private func rememberEveryFile(as older: (inout IndexedFile) -> Void) throws {
        let writer = try IndexWriter.open(at: index, schema: .articles)
        for path in SourceDiscovery.files(in: [pages]).files.map(\.path) {
            let file = try XCTUnwrap(try writer.indexedFile(at: path))
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let documents = DocumentBuilder.documents(for: try PageParser.parse(data: data, source: path), file: path,
                                                      contentHash: ContentHash.of(data))
            var remembered = file
            older(&remembered)
            try writer.add(documents, for: remembered)
        }
        try writer.commit()
        writer.close()
    }

    func testAChangedFileReplacesItsDocuments() throws {
        _ = try ingest()
        let target = try XCTUnwrap(SourceDiscovery.files(in: [pages]).files.first?.path)
        try Data("## 全新的标题\n\n本报讯 这是一篇替换原文的全新文章，讲述复工复产。\n".utf8)
            .write(to: URL(fileURLWithPath: target))
        let report = try ingest()
        XCTAssertEqual(report.filesIndexed, 1)
        XCTAssertEqual(report.filesUnchanged, 4)
        let records = try ArchiveIndex.open(at: index).records().filter { $0.file.hasSuffix(URL(fileURLWithPath: target).lastPathComponent) }
        XCTAssertEqual(records.count, report.articles)
        XCTAssertTrue(records.allSatisfy { $0.article.bodyText.contains("替换原文") || $0.article.headline.contains("全新") },
                      "only the new page's articles remain")
    }

    func testUnreadableOrUndecodableFileIsReportedAndTheRestIndexed() throws {
        let binary = pages + "/scan.txt"
        try Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0xFF, 0x00]).write(to: URL(fileURLWithPath: binary))
        let report = try ingest([pages, root + "/missing.txt"])
        XCTAssertEqual(report.filesIndexed, 5)
        XCTAssertEqual(report.failures.map(\.path).sorted(), [binary, root + "/missing.txt"].sorted())
        XCTAssertTrue(report.hadFailures)
        for failure in report.failures {
            XCTAssertFalse(failure.description.contains("\n"))
            XCTAssertFalse(failure.reason.hasPrefix(failure.path), "the path is said once: \(failure)")
        }
    }

    func testPruneDropsFilesThatAreGoneAndKeepsOthers() throws {
        _ = try ingest()
        let gone = try XCTUnwrap(SourceDiscovery.files(in: [pages + "/more"]).files.first?.path)
        try FileManager.default.removeItem(atPath: gone)
        let withoutPrune = try ingest([pages + "/more"])
        XCTAssertEqual(withoutPrune.filesRemoved, 0)
        let pruned = try ingest([pages + "/more"], prune: true)
        XCTAssertEqual(pruned.filesRemoved, 1, "only the deleted file, not those outside the paths given")
        let files = Set(try ArchiveIndex.open(at: index).records().map(\.file))
        XCTAssertFalse(files.contains(gone))
    }

    /// A byte-identical copy of a page (a backup folder beside the archive) would repeat the
    /// original's article ids and every hit: it is named, not indexed, until the original goes.
    func testAByteIdenticalCopyOfAPageIsNotIndexedTwice() throws {
        let first = try ingest()
        let original = try XCTUnwrap(SourceDiscovery.files(in: [pages]).files.first?.path)
        let copy = pages + "/backup/" + URL(fileURLWithPath: original).lastPathComponent
        try FileManager.default.createDirectory(atPath: pages + "/backup", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        func ids() throws -> [String] { try ArchiveIndex.open(at: index).records().map(\.id) }
        for _ in 0..<2 {
            let again = try ingest()
            XCTAssertEqual(again.copies.map(\.path), [copy])
            XCTAssertEqual(again.copies.map(\.original), [original])
            XCTAssertFalse(again.hadFailures)
            XCTAssertEqual(try ids().count, first.articles)
            XCTAssertEqual(Set(try ids()).count, first.articles, "no id twice")
        }
        // The original deleted: the copy is indexed in its place, the original's path going with
        // it (a move, not a removal by the prune).
        try FileManager.default.removeItem(atPath: original)
        let moved = try ingest(prune: true)
        XCTAssertTrue(moved.copies.isEmpty)
        XCTAssertEqual(moved.filesIndexed, 1)
        XCTAssertEqual(moved.moves.map(\.formerPath), [original])
        XCTAssertEqual(moved.filesRemoved, 0)
        XCTAssertEqual(Set(try ids()).count, first.articles)
        XCTAssertTrue(try ArchiveIndex.open(at: index).records().contains { $0.file == copy })
    }

    /// A copy met before its original, which changed in the same run: the copy holds the only
    /// indexed text of the old page now, so it is indexed, not skipped.
    func testACopyWhoseOriginalChangedInTheSameRunIsIndexed() throws {
        let seeds = SourceDiscovery.files(in: [pages]).files.map(\.path).filter { !$0.contains("/more/") }
        let original = try XCTUnwrap(seeds.first), other = try XCTUnwrap(seeds.last)
        let indexed = try ingest([original])
        let copy = root + "/a-copy/page.txt"
        try FileManager.default.createDirectory(atPath: root + "/a-copy", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        try FileManager.default.removeItem(atPath: original)
        try FileManager.default.copyItem(atPath: other, toPath: original)
        let report = try ingest([root + "/a-copy", original])
        XCTAssertTrue(report.copies.isEmpty, "\(report.copies)")
        XCTAssertEqual(report.filesIndexed, 2)
        let records = try ArchiveIndex.open(at: index).records()
        XCTAssertEqual(records.filter { $0.file == copy }.count, indexed.articles, "the old page's articles live on in the copy")
        XCTAssertGreaterThan(records.filter { $0.file == original }.count, 0)
    }

    func testTwoCopiesOfANewPageInOneRunAreIndexedOnce() throws {
        let original = try XCTUnwrap(SourceDiscovery.files(in: [pages]).files.first?.path)
        try FileManager.default.copyItem(atPath: original, toPath: pages + "/more/copy.txt")
        let report = try ingest()
        XCTAssertEqual(report.filesIndexed, 5)
        XCTAssertEqual(report.copies.map(\.path), [pages + "/more/copy.txt"])
        let ids = try ArchiveIndex.open(at: index).records().map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
    }

    func testPruneKeepsTheFilesOfAFolderThatCannotBeWalked() throws {
        let indexed = try ingest().articles
        // A moved or unmounted archive: its folder is missing, not its pages deleted.
        try FileManager.default.moveItem(atPath: pages, toPath: root + "/elsewhere")
        let missing = try ingest([pages], prune: true)
        XCTAssertEqual(missing.filesRemoved, 0)
        XCTAssertEqual(missing.failures.map(\.path), [pages])
        XCTAssertEqual(missing.keptUnwalked, [pages: 5], "said, so the user knows why nothing was pruned")
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().count, indexed)
        // A subfolder that cannot be listed (here a link to nowhere) keeps its files too.
        try FileManager.default.moveItem(atPath: root + "/elsewhere", toPath: pages)
        try FileManager.default.moveItem(atPath: pages + "/more", toPath: root + "/more")
        try FileManager.default.createSymbolicLink(atPath: pages + "/more", withDestinationPath: root + "/nowhere")
        let unlisted = try ingest([pages], prune: true)
        XCTAssertEqual(unlisted.filesRemoved, 0)
        XCTAssertEqual(unlisted.failures.map(\.path), [pages + "/more"])
        XCTAssertEqual(unlisted.keptUnwalked, [pages + "/more": 2])
        XCTAssertEqual(try ArchiveIndex.open(at: index).records().count, indexed)
    }

    func testPruneDropsNothingOutsideThePathsGiven() throws {
        _ = try ingest()
        let outside = try XCTUnwrap(SourceDiscovery.files(in: [pages]).files.first { !$0.path.contains("/more/") }?.path)
        try FileManager.default.removeItem(atPath: outside)
        XCTAssertEqual(try ingest([pages + "/more"], prune: true).filesRemoved, 0, "the deleted file is outside pages/more")
        XCTAssertEqual(try ingest([pages], prune: true).filesRemoved, 1)
    }
}
