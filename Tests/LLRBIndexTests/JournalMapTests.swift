import Foundation
import LLRBEngine
import LLRBIndex
import LLRBParser
import XCTest

/// The index's map of its journal (issue 74, point 5): a page's lines found through it are the
/// ones a read of the whole journal finds, lines written past it are read too, and a map that
/// is damaged, gone or another journal's is passed over, never believed; an article's latest
/// corrections are found through it as the page's reading finds them.
final class JournalMapTests: XCTestCase {
    private var folder: URL!
    private var index: URL!
    private var journal: CorrectionJournal!
    private var pages: [PageReading] = []

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-map-\(UUID().uuidString)")
        let pagesFolder = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pagesFolder, withIntermediateDirectories: true)
        for (seed, name) in zip(try SeedFiles.urls(), ["000.txt", "001.txt"]) {
            try FileManager.default.copyItem(at: seed, to: pagesFolder.appendingPathComponent(name))
        }
        pages = try ["000.txt", "001.txt"].map { name in
            try PageReading.read(file: Ingestor.indexPath(pagesFolder.appendingPathComponent(name).path)).get()
        }
        index = folder.appendingPathComponent("index")
        journal = CorrectionJournal(path: CorrectionJournal.path(besideIndex: index.path), mapFolder: index.path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var map: URL { index.appendingPathComponent("JOURNAL-MAP") }

    private func ingest() throws {
        let report = try Ingestor(indexDirectory: index, options: IngestOptions(corrections: journal))
            .run(paths: [folder.appendingPathComponent("pages").path])
        XCTAssertTrue(report.failures.isEmpty, "\(report.failures)")
    }

    /// `count` headline corrections, round the articles of both pages.
    private func correct(_ count: Int, from start: Int = 0) throws {
        let documents = pages.flatMap { page in page.documents.map { (page, $0.record) } }
        for index in start..<(start + count) {
            let (page, record) = documents[index % documents.count]
            _ = try journal.append { _, number in
                Correction(number: number, date: "2026-11-28T00:00:00Z",
                           anchor: CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: record.id, lines: record.article.lines),
                           change: .headline(old: "", new: "读者标题\(index)"))
            }
        }
    }

    /// The articles of both pages.
    private var articleCount: Int { pages.reduce(0) { $0 + $1.documents.count } }

    private func firstRecord() throws -> ArticleRecord {
        try XCTUnwrap(pages[0].documents.first?.record)
    }

    /// The index as ingested, and what it has of `page`.
    private func indexedFile(of page: PageReading) throws -> (ArchiveIndex, IndexedFile) {
        let archive = try ArchiveIndex.open(at: index)
        return (archive, try XCTUnwrap(try archive.indexedFile(at: page.file)))
    }

    private func journalPage(_ page: PageReading) -> JournalPage {
        JournalPage(file: page.file, contentHash: page.contentHash)
    }

    /// Each page's lines as a read of the whole journal, with no map, gives them.
    private func assertPagesReadAsWithoutAMap(_ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let unmapped = CorrectionJournal(path: journal.path)
        let whole = try unmapped.read()
        for page in pages {
            let read = try journal.read(page: journalPage(page))
            XCTAssertEqual(read.corrections, try unmapped.read(page: journalPage(page)).corrections, message, file: file, line: line)
            XCTAssertEqual(read.corrections, whole.corrections.filter { $0.anchor.contentHash == page.contentHash }, message, file: file, line: line)
            XCTAssertEqual(read.lastNumber, whole.lastNumber, message, file: file, line: line)
        }
    }

    func testAPagesLinesAreFoundThroughTheMapAndThoseWrittenPastItToo() throws {
        try correct(40)
        try ingest()
        XCTAssertTrue(FileManager.default.fileExists(atPath: map.path), "an ingest maps the journal")
        try assertPagesReadAsWithoutAMap("through the map")
        try correct(7, from: 40)
        try assertPagesReadAsWithoutAMap("the lines past the map read too")
        let next = try journal.append(page: journalPage(pages[0])) { contents, number in
            var made = contents.corrections[0]
            made.number = number
            return made
        }
        XCTAssertEqual(next.number, 48, "numbered after every line, the map's and those past it")
        try ingest()
        try assertPagesReadAsWithoutAMap("the map brought up to date")
    }

    func testADamagedOrMissingMapIsPassedOver() throws {
        try correct(30)
        try ingest()
        var bytes = try Data(contentsOf: map)
        for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 7)) {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            try damaged.write(to: map)
            try assertPagesReadAsWithoutAMap("a byte flipped at \(offset) of \(bytes.count)")
        }
        bytes.removeLast(bytes.count / 3)
        try bytes.write(to: map)
        try assertPagesReadAsWithoutAMap("cut short")
        try FileManager.default.removeItem(at: map)
        try assertPagesReadAsWithoutAMap("gone")
        try ingest()
        XCTAssertTrue(FileManager.default.fileExists(atPath: map.path), "made again")
    }

    /// Another journal put in the first one's place, or the first cut short: the map is theirs
    /// no longer.
    func testAMapOfAnotherJournalOrOfAShorterOneIsPassedOver() throws {
        try correct(20)
        try ingest()
        let saved = try Data(contentsOf: URL(fileURLWithPath: journal.path))
        let other = CorrectionJournal(path: folder.appendingPathComponent("other.corrections").path)
        for correction in try journal.read().corrections.reversed() {
            _ = try other.append { _, number in
                Correction(number: number, date: correction.date, anchor: correction.anchor, change: correction.change)
            }
        }
        try FileManager.default.removeItem(atPath: journal.path)
        try FileManager.default.copyItem(atPath: other.path, toPath: journal.path)
        try assertPagesReadAsWithoutAMap("another journal, the same length")
        try saved.prefix(saved.count / 2).write(to: URL(fileURLWithPath: journal.path))
        try assertPagesReadAsWithoutAMap("the journal cut short")
    }

    /// The latest corrections of an article, as the map points at them: those the page's
    /// reading applies there, in number order, and how many hold in all; nothing once the page
    /// is read with other corrections than the map knows.
    func testAnArticlesLatestCorrectionsAreThoseItsReadingHolds() throws {
        let (page, record) = (pages[0], try firstRecord())
        try correct(articleCount * 25)
        try ingest()
        let (_, indexed) = try indexedFile(of: page)
        let held = try XCTUnwrap(journal.heldCorrections(article: record.id, file: indexed))
        let holding = CorrectionReview.corrections(holdingIn: record.id, file: page.file, contents: try journal.read(page: journalPage(page)))
        XCTAssertEqual(held.total, holding.count)
        XCTAssertEqual(held.latest, Array(holding.suffix(20)))
        XCTAssertGreaterThan(held.total, 20)
        var other = indexed
        other.edits ^= 1
        XCTAssertNil(journal.heldCorrections(article: record.id, file: other), "read since with other corrections")
        XCTAssertNil(CorrectionJournal(path: journal.path).heldCorrections(article: record.id, file: indexed), "no map")
    }

    /// A journal of the same identity and length whose lines differ (a backup put back, then
    /// written on): a page's lines where the map says are the page's, but one of its lines the
    /// map does not know lies where another page's was. The map is passed over. The journal is
    /// longer than the seal's 4 KiB, so the seal is taken over its end, not its start.
    func testAJournalOfTheSameIdentityAndLengthWithOtherLinesIsNotMapped() throws {
        let (first, second) = (pages[0], pages[1])
        func headline(on page: PageReading, _ text: String) -> (JournalContents, Int) -> Correction {
            { _, number in
                let record = page.documents[0].record
                return Correction(number: number, date: "2026-11-28T00:00:00Z",
                                  anchor: CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: record.id, lines: record.article.lines),
                                  change: .headline(old: "", new: text))
            }
        }
        let before = 20
        for index in 0..<before { _ = try journal.append(headline(on: second, "先前的标题\(index)")) }
        _ = try journal.append(headline(on: first, "读者标题一"))
        _ = try journal.append(headline(on: second, "读者标题二"))
        _ = try journal.append(headline(on: first, "读者标题三"))
        try ingest()
        let lines = try Data(contentsOf: URL(fileURLWithPath: journal.path)).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, before + 4, "a header and the corrections")
        XCTAssertGreaterThan(lines.reduce(0) { $0 + $1.count + 1 }, 4096 + 2 * lines[before + 2].count)
        // The second to last line again, with its number and length, but of the first page.
        let replaced = lines[before + 2]
        func line(padding: Int) throws -> Data {
            let scratch = CorrectionJournal(path: folder.appendingPathComponent("scratch-\(padding).corrections").path)
            for _ in 0...before { _ = try scratch.append(headline(on: first, "x")) }
            _ = try scratch.append(headline(on: first, "另" + String(repeating: "x", count: padding)))
            return try XCTUnwrap(Data(contentsOf: URL(fileURLWithPath: scratch.path)).split(separator: 0x0A).last)
        }
        let replacement = try line(padding: max(0, replaced.count - (try line(padding: 0)).count))
        XCTAssertEqual(replacement.count, replaced.count, "a line as long can be written")
        var rewritten = Data()
        for (index, line) in lines.enumerated() { rewritten += (index == before + 2 ? replacement[...] : line) + [0x0A] }
        try rewritten.write(to: URL(fileURLWithPath: journal.path))
        XCTAssertEqual(try CorrectionJournal(path: journal.path).read(page: journalPage(first)).corrections.count, 3)
        try assertPagesReadAsWithoutAMap("the same identity and length, other lines")
        try ingest()
        try assertPagesReadAsWithoutAMap("mapped again")
    }

    /// Every article of a page read with corrections has an entry, those no correction holds
    /// in too: `show` of one needs no line of the journal.
    func testAnArticleOfACorrectedPageThatNoCorrectionHoldsInHasAnEntryOfNone() throws {
        let page = pages[0]
        let corrected = page.documents[0].record
        let untouched = try XCTUnwrap(page.documents.dropFirst().first?.record)
        _ = try journal.append { _, number in
            Correction(number: number, date: "2026-11-28T00:00:00Z",
                       anchor: CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: corrected.id, lines: corrected.article.lines),
                       change: .headline(old: "", new: "读者标题"))
        }
        try ingest()
        let indexed = try XCTUnwrap(try ArchiveIndex.open(at: index).indexedFile(at: page.file))
        XCTAssertEqual(journal.heldCorrections(article: corrected.id, file: indexed)?.total, 1)
        let none = try XCTUnwrap(journal.heldCorrections(article: untouched.id, file: indexed))
        XCTAssertEqual(none.total, 0)
        XCTAssertEqual(none.latest, [])
    }

    /// A correction recorded and not yet applied (an ingest held the index) is not among the
    /// notes of the text the index shows: read from the page's lines it is left out as the map
    /// leaves it out.
    func testTheNotesOfTheIndexedTextLeaveOutACorrectionNotYetApplied() throws {
        let (page, record) = (pages[0], try firstRecord())
        try correct(articleCount * 2)
        try ingest()
        try correct(1, from: articleCount * 2)
        let (archive, indexed) = try indexedFile(of: page)
        let contents = try journal.read(page: journalPage(page))
        let applied = CorrectionReview.corrections(holdingIn: record.id, file: page.file, contents: contents,
                                                   appliedThrough: archive.lastApplied(from: contents))
        let now = CorrectionReview.corrections(holdingIn: record.id, file: page.file, contents: contents)
        XCTAssertEqual(applied.count, 2)
        XCTAssertEqual(now.count, 3, "the journal holds one more")
        XCTAssertEqual(journal.heldCorrections(article: record.id, file: indexed)?.latest, applied)
    }
}
