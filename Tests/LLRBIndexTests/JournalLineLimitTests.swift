import Foundation
import LLRBEngine
import LLRBIndex
import LLRBParser
import XCTest

/// The journal's one limit, byte for byte: a correction whose line is exactly
/// `JournalLine.maximumLength` bytes is written and read back; one byte more is refused before
/// anything is written, so that no correction is reported made that the reader would skip.
final class JournalLineLimitTests: ScratchFolderTestCase {
    private func correction(note: String) -> Correction {
        Correction(number: 1, date: "2026-11-28T00:00:00Z", note: note,
                   anchor: CorrectionAnchor(file: "/p.txt", contentHash: 0xABCD, article: "x-00000000-1", lines: SourceLines(first: 1, last: 2)),
                   change: .headline(old: "", new: "标题"))
    }

    /// The bytes the correction's line takes in a new journal (its header aside).
    private func lineLength(note: String) throws -> Int {
        let journal = CorrectionJournal(path: folder.appendingPathComponent("measure-\(note.count).corrections").path)
        _ = try journal.append { _, _ in correction(note: note) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
        let header = try XCTUnwrap(bytes.firstIndex(of: 0x0A))
        return bytes.count - header - 1
    }

    func testALineOfTheLimitIsWrittenAndOneByteMoreIsRefusedUnwritten() throws {
        let base = try lineLength(note: "a")
        let fitting = String(repeating: "a", count: JournalLine.maximumLength - base + 1)
        XCTAssertEqual(try lineLength(note: fitting), JournalLine.maximumLength)
        let journal = CorrectionJournal(path: folder.appendingPathComponent("written.corrections").path)
        _ = try journal.append { _, _ in correction(note: fitting) }
        XCTAssertEqual(try journal.read().corrections.first?.note?.count, fitting.count, "read back whole")
        XCTAssertTrue(try journal.read().damage.isEmpty)

        let refusedPath = folder.appendingPathComponent("refused.corrections").path
        let refused = CorrectionJournal(path: refusedPath)
        _ = try refused.append { _, _ in correction(note: "a") }
        let before = try Data(contentsOf: URL(fileURLWithPath: refusedPath))
        XCTAssertThrowsError(try refused.append { _, _ in correction(note: fitting + "a") }) { error in
            guard case .journal(.lineTooLong(_, let bytes, let limit))? = error as? JournalAppendError<Never> else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(bytes, JournalLine.maximumLength + 1)
            XCTAssertEqual(limit, JournalLine.maximumLength)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: refusedPath)), before, "nothing written")
    }

    func testAFileThatIsNoJournalIsNeitherReadNorWritten() throws {
        let page = folder.appendingPathComponent("page.txt")
        let text = Data("## 孝义复工复产\n本报讯 3月2日，孝义市复工复产。\n".utf8)
        try text.write(to: page)
        let journal = CorrectionJournal(path: page.path)
        XCTAssertThrowsError(try journal.read()) { XCTAssertEqual($0 as? CorrectionError, .notAJournal(path: page.path)) }
        XCTAssertThrowsError(try journal.append { _, _ in correction(note: "a") })
        XCTAssertEqual(try Data(contentsOf: page), text)
    }
}
