import Foundation
import LLRBIndex
import LLRBParser
import XCTest

/// Corrections applied to a page's reading (docs/CORRECTIONS.md, "How a correction is
/// applied") and kept in the journal: through the public API, on a page parsed as ingest parses.
final class CorrectedReadingTests: XCTestCase {
    private let page = """
        ## 孝义复工复产
        本报讯 3月2日，孝义市复工复产。工人进人车间，复工复产有序。
        另一段落写到复工复产。
        ## 汾阳项目开工
        本报讯 3月3日，汾阳市项目开工。
        """

    private func documents() -> [IndexableDocument] {
        DocumentBuilder.documents(for: PageParser.pages(text: page, source: "p.txt"), file: "/p.txt", contentHash: 0xABCD)
    }

    private func correction(_ number: Int, lines: SourceLines, article: String = "x-00000000-1", _ change: CorrectionChange) -> Correction {
        Correction(number: number, date: "2026-11-27T00:00:00Z", anchor: CorrectionAnchor(file: "/p.txt", contentHash: 0xABCD, article: article, lines: lines),
                   change: change)
    }

    func testTheTestPageReadsAsTwoStories() {
        XCTAssertEqual(documents().map(\.record.article.headline), ["孝义复工复产", "汾阳项目开工"])
        XCTAssertEqual(documents().map(\.record.id), ["x-00000000-1", "x-00000000-2"])
    }

    func testATextCorrectionChangesTheNthOccurrenceInPageOrderAndKeepsTheOriginal() {
        let change = TextChange(old: "复工复产", new: "复工复岗", occurrence: .nth(3))
        let reading = CorrectedReading(documents(), corrections: [correction(1, lines: SourceLines(first: 1, last: 3), .text(change))])
        XCTAssertEqual(reading.outcomes[1], .applied(articles: ["x-00000000-1"]))
        let article = reading.documents[0].record.article
        XCTAssertEqual(article.headline, "孝义复工复产", "the first occurrence is the headline's")
        XCTAssertTrue(article.body.map(\.text).joined().contains("车间，复工复岗有序"), "\(article.body)")
        XCTAssertEqual(article.body.map(\.text).joined().components(separatedBy: "复工复岗").count, 2)
        XCTAssertEqual(reading.documents[0].fields[.original]?.contains("车间，复工复产有序"), true)
        XCTAssertNil(reading.documents[1].fields[.original])
    }

    func testSpacesOCRPutInsideAWordDoNotHideIt() {
        let change = TextChange(old: "进人 车间", new: "进入车间", occurrence: .nth(1))
        let reading = CorrectedReading(documents(), corrections: [correction(1, lines: SourceLines(first: 2, last: 2), .text(change))])
        XCTAssertEqual(reading.outcomes[1], .applied(articles: ["x-00000000-1"]))
        XCTAssertTrue(reading.documents[0].record.article.body[0].text.contains("工人进入车间"))
    }

    func testACorrectionWhoseTextIsGoneIsReportedNotApplied() {
        let change = TextChange(old: "不在页上", new: "x", occurrence: .nth(1))
        let missing = correction(1, lines: SourceLines(first: 1, last: 3), .text(change))
        let reading = CorrectedReading(documents(), corrections: [missing])
        XCTAssertEqual(reading.outcomes[1], .notApplied(.textGone))
        XCTAssertEqual(reading.documents.map(\.record.article), documents().map(\.record.article))
    }

    func testAStoryStartTakesTheNextFreeOrdinalSoNoOtherIdChanges() {
        let reading = CorrectedReading(documents(), corrections: [correction(1, lines: SourceLines(line: 3), .storyStart(text: "另一段落写到复工复产。"))])
        XCTAssertEqual(reading.documents.map(\.record.id), ["x-00000000-1", "x-00000000-3", "x-00000000-2"])
        XCTAssertEqual(reading.documents[1].record.article.body.map(\.text), ["另一段落写到复工复产。"])
        XCTAssertEqual(reading.documents[0].record.article.lines.last, 2)
        XCTAssertEqual(reading.outcomes[1], .applied(articles: ["x-00000000-1", "x-00000000-3"]))
    }

    func testAJoinKeepsTheFirstIdAndTheOthersHeadlineAsASectionHeader() {
        let second = documents()[1].record
        let other = CorrectionAnchor(file: "/p.txt", contentHash: 0xABCD, article: second.id, lines: second.article.lines)
        let reading = CorrectedReading(documents(), corrections: [correction(1, lines: documents()[0].record.article.lines, .merge(other: other))])
        XCTAssertEqual(reading.documents.map(\.record.id), ["x-00000000-1"])
        let body = reading.documents[0].record.article.body
        XCTAssertEqual(body.first { $0.kind == .sectionHeader }?.text, "汾阳项目开工")
        XCTAssertTrue(reading.documents[0].fields[.body]?.contains("汾阳市项目开工") == true, "the fields follow the joined text")
    }

    func testALineMadeTheHeadlineReturnsTheOldOneToTheBody() {
        let reading = CorrectedReading(documents(), corrections: [correction(1, lines: SourceLines(line: 3), .role(.headline, text: "另一段落写到复工复产。"))])
        let article = reading.documents[0].record.article
        XCTAssertEqual(article.headline, "另一段落写到复工复产。")
        XCTAssertEqual(article.body.first?.text, "孝义复工复产", "no printed word is lost")
        XCTAssertEqual(reading.documents[0].fields[.headline], "另一段落写到复工复产。")
    }

    /// What `correct` hands its ingest: the page read with its corrections, then the new one
    /// added, reads as the page read with all of them at once.
    func testACorrectionAddedToACorrectedReadingReadsAsAllAppliedAtOnce() {
        let second = documents()[1].record
        let other = CorrectionAnchor(file: "/p.txt", contentHash: 0xABCD, article: second.id, lines: second.article.lines)
        let all = [
            correction(1, lines: SourceLines(first: 1, last: 3), .text(TextChange(old: "进人", new: "进入", occurrence: .nth(1)))),
            correction(2, lines: SourceLines(line: 3), .storyStart(text: "另一段落写到复工复产。")),
            correction(3, lines: SourceLines(first: 1, last: 2), .merge(other: other)),
            correction(4, lines: SourceLines(first: 1, last: 2), .text(TextChange(old: "复工复产", new: "复工复岗", occurrence: .all))),
        ]
        for count in 1..<all.count {
            let atOnce = CorrectedReading(documents(), corrections: Array(all.prefix(count + 1)))
            let added = CorrectedReading(documents(), corrections: Array(all.prefix(count))).adding(all[count])
            XCTAssertEqual(added.documents.map(\.record), atOnce.documents.map(\.record), "after \(count + 1)")
            XCTAssertEqual(added.documents.map(\.fields), atOnce.documents.map(\.fields), "after \(count + 1)")
            XCTAssertEqual(added.outcomes, atOnce.outcomes, "after \(count + 1)")
        }
        XCTAssertEqual(CorrectedReading(documents(), corrections: all).outcomes[4], .applied(articles: ["x-00000000-1"]))
    }

    func testTheJournalKeepsEachCorrectionChecksummedAndFindsADamagedLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = CorrectionJournal(path: folder.appendingPathComponent("index.corrections").path)
        XCTAssertEqual(try journal.read().corrections, [])
        let made = [
            correction(0, lines: SourceLines(first: 1, last: 3), .text(TextChange(old: "进人", new: "进入", occurrence: .all))),
            correction(0, lines: SourceLines(line: 4), .headline(old: "汾阳项目开工", new: "汾阳市项目开工")),
        ]
        for item in made {
            let written = try journal.append { _, number in
                var numbered = item
                numbered.number = number
                return numbered
            }
            XCTAssertEqual(written.change, item.change)
        }
        let contents = try journal.read()
        XCTAssertEqual(contents.corrections.map(\.number), [1, 2])
        XCTAssertEqual(contents.corrections.map(\.change), made.map(\.change))
        XCTAssertEqual(contents.damage, [])
        let undo = try journal.append { contents, number in
            self.correction(number, lines: SourceLines(line: 4), .undo(number: 2))
        }
        XCTAssertEqual(undo.number, 3)
        XCTAssertEqual(try journal.read().inForce.map(\.number), [1])

        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: journal.path)))
        // The file's third line, after the header and correction 1.
        let header = try XCTUnwrap(bytes.firstIndex(of: 0x0A))
        let second = try XCTUnwrap(bytes[(header + 1)...].firstIndex(of: 0x0A)) + 5
        bytes[second] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: journal.path))
        let damaged = try journal.read()
        XCTAssertEqual(damaged.damage.map(\.line), [3])
        XCTAssertEqual(damaged.corrections.map(\.number), [1, 3])
    }

    func testTheFirstCorrectionWaitsForAnIngestsLastLookWhenThereIsNoJournalYet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = CorrectionJournal(path: folder.appendingPathComponent("index.corrections").path)
        // An ingest's last look, with no journal yet: it holds the folder until it has published.
        let look = try XCTUnwrap(try journal.hold().lock, "a hold even with no journal")
        let first = correction(0, lines: SourceLines(line: 4), .headline(old: "汾阳项目开工", new: "汾阳市项目开工"))
        let appended = expectation(description: "the first correction is written")
        DispatchQueue.global().async {
            _ = try? journal.append { _, number in
                var numbered = first
                numbered.number = number
                return numbered
            }
            appended.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.path), "the first correction waits for the look to end")
        look.release()
        wait(for: [appended], timeout: 10)
        XCTAssertEqual(try journal.read().corrections.map(\.number), [1])
        // With a journal, the look holds the journal itself, as before.
        let again = try XCTUnwrap(try journal.hold().lock)
        again.release()
    }
}
