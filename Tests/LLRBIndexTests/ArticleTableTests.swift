import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// `ArticleTable`: a view's rows, built at ingest, stored in the segments with a checksum,
/// carried through merges, and read back by article; an index without tables is as it was.
final class ArticleTableTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
    }

    /// A row per article: its headline's characters reversed (empty for none), so each row
    /// differs and can be told from the article's own texts.
    private struct ReversedHeadlines: ArticleTable {
        var name = "reversed-headlines"
        var version: UInt32 = 1

        func row(for document: IndexableDocument) -> [UInt8] {
            Array(String(document.record.article.headline.reversed()).utf8)
        }
    }

    private func index(tables: [any ArticleTable], options: WriterOptions = WriterOptions(), commitEach: Bool = false) throws -> URL {
        let directory = WriterTestSupport.temporaryDirectory()
        var options = options
        options.tables = tables
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        for url in try WriterTestSupport.seedURLs() {
            let seed = try WriterTestSupport.seedDocuments(url)
            try writer.add(seed.documents, for: seed.file)
            if commitEach { try writer.commit() }
        }
        try writer.commit()
        writer.close()
        return directory
    }

    private func rows(in directory: URL, of table: any ArticleTable) throws -> [String: String?] {
        var rows: [String: String?] = [:]
        try ArchiveIndex.open(at: directory).forEachArticle { article throws(IndexError) in
            rows.updateValue(try article.row(of: table).map { String(decoding: $0, as: UTF8.self) }, forKey: try article.id())
        }
        return rows
    }

    private func expectedRows() throws -> [String: String?] {
        var rows: [String: String?] = [:]
        for url in try WriterTestSupport.seedURLs() {
            for document in try WriterTestSupport.seedDocuments(url).documents {
                rows[document.record.id] = String(document.record.article.headline.reversed())
            }
        }
        return rows
    }

    private func segmentPaths(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment).sorted()
            .map { directory.path + "/" + $0 }
    }

    func testEveryArticleReadsBackTheRowItsTableGaveIt() throws {
        let directory = try index(tables: [ReversedHeadlines()])
        let rows = try rows(in: directory, of: ReversedHeadlines())
        XCTAssertEqual(rows, try expectedRows())
        XCTAssertGreaterThan(rows.count, 10)
        XCTAssertEqual(ArchiveIndex.check(at: directory), [])
    }

    func testMergedSegmentsKeepTheRowsOfTheirArticles() throws {
        let directory = try index(tables: [ReversedHeadlines()], options: WriterOptions(maxSegments: 2), commitEach: true)
        XCTAssertLessThan(try segmentPaths(directory).count, try WriterTestSupport.seedURLs().count, "segments were merged")
        XCTAssertEqual(try rows(in: directory, of: ReversedHeadlines()), try expectedRows())
        XCTAssertEqual(ArchiveIndex.check(at: directory), [])
    }

    /// Adds every seed page again with `tables`, a commit each, merging as it goes.
    private func reindex(_ directory: URL, tables: [any ArticleTable]) throws {
        var options = WriterOptions(maxSegments: 2)
        options.tables = tables
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        for url in try WriterTestSupport.seedURLs() {
            let seed = try WriterTestSupport.seedDocuments(url)
            try writer.add(seed.documents, for: seed.file)
            try writer.commit()
        }
        writer.close()
    }

    func testAMergeKeepsTheTablesTheWriterBuildsNowAndDropsTheOthers() throws {
        let directory = try index(tables: [ReversedHeadlines()], options: WriterOptions(maxSegments: 2), commitEach: true)
        try reindex(directory, tables: [ReversedHeadlines(version: 2)])
        XCTAssertEqual(try rows(in: directory, of: ReversedHeadlines(version: 2)), try expectedRows(),
                       "an older version's segment merged first takes no newer row with it")
        XCTAssertTrue(try rows(in: directory, of: ReversedHeadlines()).values.allSatisfy { $0 == nil })
        try reindex(directory, tables: [])
        XCTAssertTrue(try rows(in: directory, of: ReversedHeadlines(version: 2)).values.allSatisfy { $0 == nil })
        let versions = Set(try segmentPaths(directory).map { try XCTUnwrap(FileManager.default.contents(atPath: $0))[8] })
        XCTAssertEqual(versions, [UInt8(SegmentLayout.version)], "a table no longer built leaves the merged segments")
        XCTAssertEqual(ArchiveIndex.check(at: directory), [])
    }

    func testTwoTablesOfOneNameAreRefusedBeforeAnythingIsWritten() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        var options = WriterOptions()
        options.tables = [ReversedHeadlines(), ReversedHeadlines(version: 2)]
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: .articles, options: options)) { error in
            XCTAssertTrue("\(error)".contains("two stored tables are named reversed-headlines"), "\(error)")
        }
        XCTAssertEqual(try segmentPaths(directory), [])
    }

    func testATableOfAnotherVersionOrNoneReadsAsNoRow() throws {
        let directory = try index(tables: [ReversedHeadlines()])
        let other = try rows(in: directory, of: ReversedHeadlines(version: 2))
        XCTAssertFalse(other.isEmpty)
        XCTAssertTrue(other.values.allSatisfy { $0 == nil })
        let plain = try index(tables: [])
        XCTAssertTrue(try rows(in: plain, of: ReversedHeadlines()).values.allSatisfy { $0 == nil })
    }

    func testSegmentsWithoutTablesKeepTheirFormatAndSegmentsWithTablesAreTheNextOne() throws {
        func versions(_ directory: URL) throws -> Set<UInt32> {
            Set(try segmentPaths(directory).map { path in
                let header = try XCTUnwrap(FileManager.default.contents(atPath: path))[8..<12]
                return header.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            })
        }
        XCTAssertEqual(try versions(try index(tables: [])), [SegmentLayout.version])
        XCTAssertEqual(try versions(try index(tables: [ReversedHeadlines()])), [SegmentLayout.versionWithTables])
        XCTAssertNotEqual(SegmentLayout.versionWithTables & ~SegmentLayout.tablesFlag, SegmentLayout.versionWithTables,
                          "the tables' format is the plain one's with a flag, never a number of its own")
    }

    func testADamagedTableIsReportedNotRead() throws {
        let directory = try index(tables: [ReversedHeadlines()])
        let path = try XCTUnwrap(try segmentPaths(directory).first)
        let entry = try SegmentReader(path: path, number: 0, fields: FieldSchema.articles.layout).sections[SegmentLayout.Section.storedTables.rawValue]
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        bytes[entry.offset + entry.length - 1] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try rows(in: directory, of: ReversedHeadlines())) { error in
            XCTAssertTrue("\(error)".contains("stored tables fails its checksum"), "\(error)")
        }
        XCTAssertFalse(ArchiveIndex.check(at: directory).isEmpty)
    }

    func testAnIngestReadsItsPagesAgainWhenItsTablesChange() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        func ingest(_ tables: [any ArticleTable]) throws -> IngestReport {
            var options = IngestOptions()
            options.writer.tables = tables
            return try Ingestor(indexDirectory: directory, options: options).run(paths: [SeedFiles.directory.path])
        }
        let seeds = try WriterTestSupport.seedURLs().count
        XCTAssertEqual(try ingest([ReversedHeadlines()]).filesIndexed, seeds)
        XCTAssertEqual(try ingest([ReversedHeadlines()]).filesIndexed, 0, "the same tables: nothing to read")
        XCTAssertEqual(try ingest([ReversedHeadlines(version: 2)]).filesIndexed, seeds, "a new version of a table")
        XCTAssertTrue(try rows(in: directory, of: ReversedHeadlines(version: 2)).values.allSatisfy { $0 != nil })
        XCTAssertEqual(try ingest([]).filesIndexed, seeds, "the tables gone")
        XCTAssertEqual(try ingest([]).filesIndexed, 0)
    }
}
