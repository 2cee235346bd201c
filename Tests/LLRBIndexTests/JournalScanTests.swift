import Foundation
import LLRBIndex
import LLRBParser
import XCTest

/// A whole journal read on both cores, in parts (`JournalContents`): what it finds is what a
/// line-by-line reading finds, line for line, across the parts' seams, whether the whole
/// journal is read or one page's lines.
final class JournalScanTests: ScratchFolderTestCase {
    /// A journal's header and one correction's line, as llrb writes them, for `page`.
    private func headerAndLine(page: String) throws -> (header: Data, line: Data) {
        let journal = CorrectionJournal(path: folder.appendingPathComponent("one-\(page).corrections").path)
        _ = try journal.append { _, number in
            Correction(number: number, date: "2026-11-28T00:00:00Z",
                       anchor: CorrectionAnchor(file: "/pages/\(page).txt", contentHash: 0xABCD, article: "x-00abcd-1", lines: SourceLines(first: 1, last: 2)),
                       change: .headline(old: "", new: "标题"))
        }
        let lines = try Data(contentsOf: URL(fileURLWithPath: journal.path)).split(separator: 0x0A)
        return (try XCTUnwrap(lines.first), try XCTUnwrap(lines.last))
    }

    func testALongJournalIsReadLineForLineAcrossItsParts() throws {
        let (header, line) = try headerAndLine(page: "a")
        let (_, other) = try headerAndLine(page: "b")
        // Its checksum's last digit changed: a line that names its page and fails its checksum.
        var damaged = line
        let digit = damaged.index(damaged.endIndex, offsetBy: -3)
        damaged[digit] = damaged[digit] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        // Past the 4,096 lines read on one core and the 65,536 of a part.
        let count = 70_000
        var bytes = header + [0x0A]
        var expectedDamage: [Int] = []
        var expectedOfA = 0
        for index in 0..<count {
            switch index {
            case 1_000, 65_535, 65_536:
                bytes += damaged
                expectedDamage.append(index + 2)
            case 40_000:
                bytes += Data("   ".utf8)
            case let index where index % 3 == 0:
                bytes += other
            default:
                bytes += line
                expectedOfA += 1
            }
            bytes += [0x0A]
        }
        // A line cut short by a crash: not whole, so neither a correction nor damage.
        bytes += line.prefix(line.count / 2)
        let path = folder.appendingPathComponent("long.corrections").path
        try bytes.write(to: URL(fileURLWithPath: path))

        let whole = try CorrectionJournal(path: path).read()
        XCTAssertEqual(whole.damage.map(\.line), expectedDamage)
        XCTAssertTrue(whole.hasTornTail)
        XCTAssertEqual(whole.corrections.count, count - expectedDamage.count - 1)
        XCTAssertEqual(whole.corrections.filter { $0.anchor.file == "/pages/a.txt" }.count, expectedOfA)
        XCTAssertEqual(whole.lastNumber, 1)

        let page = try CorrectionJournal(path: path).read(page: JournalPage(file: "/pages/a.txt", contentHash: 0x1234))
        XCTAssertEqual(page.corrections.count, expectedOfA, "a page's lines, the other page's passed over")
        XCTAssertTrue(page.corrections.allSatisfy { $0.anchor.file == "/pages/a.txt" })
        XCTAssertEqual(page.damage.map(\.line), expectedDamage, "damage found as a whole read finds it")
    }
}
