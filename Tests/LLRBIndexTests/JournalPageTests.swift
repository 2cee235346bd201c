import Foundation
import LLRBIndex
import LLRBParser
import XCTest

/// A journal read for one page: that page's corrections as a whole read gives them, the other
/// lines counted for the numbers, and a file that is no journal still refused.
final class JournalPageTests: ScratchFolderTestCase {
    private func anchor(_ file: String, hash: UInt64) -> CorrectionAnchor {
        CorrectionAnchor(file: file, contentHash: hash, article: "1-000000-1", lines: SourceLines(first: 1, last: 3))
    }

    func testAPagesLinesReadAsAWholeReadGivesThemAndNumbersGoOn() throws {
        let journal = CorrectionJournal(path: folder.appendingPathComponent("j.corrections").path)
        let pages = [anchor("/a/\"甲\".txt", hash: 0xA), anchor("/b.txt", hash: 0xB), anchor("/moved/a.txt", hash: 0xA)]
        for index in 0..<30 {
            _ = try journal.append { _, number in
                Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: pages[index % 3], change: .headline(old: "", new: "标题\(index)"))
            }
        }
        _ = try journal.append { _, number in
            Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: pages[1], change: .undo(number: 2))
        }
        let whole = try journal.read()
        let page = try journal.read(page: JournalPage(file: "/a/\"甲\".txt", contentHash: 0xA))
        XCTAssertEqual(page.corrections, whole.corrections.filter { $0.anchor.contentHash == 0xA }, "by its file or its text's hash")
        XCTAssertEqual(page.inForce, whole.inForce.filter { $0.anchor.contentHash == 0xA })
        XCTAssertEqual(page.lastNumber, whole.lastNumber)
        let next = try journal.append(page: JournalPage(file: "/b.txt", contentHash: 0xB)) { contents, number in
            XCTAssertEqual(contents.inForce.count, 9, "page b's, less the one undone")
            return Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: pages[1], change: .headline(old: "", new: "再"))
        }
        XCTAssertEqual(next.number, 32)
    }

    /// A journal written before headers, with a damaged line of another page: read for a page
    /// as a whole read takes it, a journal.
    func testAJournalBeforeHeadersWithADamagedLineIsAJournalReadForAPage() throws {
        let path = folder.appendingPathComponent("old.corrections")
        let journal = CorrectionJournal(path: path.path)
        for page in [anchor("/a.txt", hash: 0xA), anchor("/b.txt", hash: 0xB)] {
            _ = try journal.append { _, number in
                Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: page, change: .headline(old: "", new: "标题"))
            }
        }
        let lines = try String(contentsOf: path, encoding: .utf8).split(separator: "\n").dropFirst()
        try (lines.joined(separator: "\n") + "\n{\"file\":\"/b.txt\",\"damaged\n").write(to: path, atomically: true, encoding: .utf8)
        let read = try journal.read(page: JournalPage(file: "/a.txt", contentHash: 0xA))
        XCTAssertEqual(read.corrections.map(\.number), [1])
        XCTAssertEqual(try journal.read().damage.count, 1)
    }

    /// A journal written before headers whose every line is another page's: a writer for a
    /// page it does not name, reading for the journal map, still takes it for a journal.
    func testAJournalBeforeHeadersOfOtherPagesIsAJournalToAWriterOfANewPage() throws {
        let path = folder.appendingPathComponent("old.corrections")
        let journal = CorrectionJournal(path: path.path)
        for _ in 0..<2 {
            _ = try journal.append { _, number in
                Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: self.anchor("/a.txt", hash: 0xA), change: .headline(old: "", new: "标题"))
            }
        }
        let lines = try String(contentsOf: path, encoding: .utf8).split(separator: "\n").dropFirst()
        try (lines.joined(separator: "\n") + "\n").write(to: path, atomically: true, encoding: .utf8)
        let mapped = CorrectionJournal(path: path.path, mapFolder: folder.path)
        let made = try mapped.append(page: JournalPage(file: "/b.txt", contentHash: 0xB)) { contents, number in
            XCTAssertTrue(contents.corrections.isEmpty)
            return Correction(number: number, date: "2026-11-28T00:00:00Z", anchor: self.anchor("/b.txt", hash: 0xB), change: .headline(old: "", new: "新"))
        }
        XCTAssertEqual(made.number, 3)
        XCTAssertEqual(try journal.read().corrections.map(\.number), [1, 2, 3], "given a header, every line kept")
        XCTAssertNotNil(try journal.read().header)
    }

    func testAFileThatIsNoJournalIsRefusedReadForAPageToo() throws {
        let lines = folder.appendingPathComponent("other.jsonl")
        try Data(#"{"a":1}\#n{"b":2}\#n"#.utf8).write(to: lines)
        let journal = CorrectionJournal(path: lines.path)
        XCTAssertThrowsError(try journal.read(page: JournalPage(file: "/a.txt", contentHash: 1)))
        XCTAssertThrowsError(try journal.append(page: JournalPage(file: "/a.txt", contentHash: 1)) { _, number in
            Correction(number: number, date: "d", anchor: self.anchor("/a.txt", hash: 1), change: .headline(old: "", new: "x"))
        })
        XCTAssertEqual(try String(contentsOf: lines, encoding: .utf8), "{\"a\":1}\n{\"b\":2}\n")
    }
}
