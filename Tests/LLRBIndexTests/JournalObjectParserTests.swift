import Foundation
@testable import LLRBIndex
import XCTest

/// The journal's own reader of a line's JSON reads what JSONSerialization reads, for every shape
/// a journal line holds, and leaves the rest to it.
final class JournalObjectParserTests: XCTestCase {
    private func both(_ json: String) -> (fast: JournalObject?, foundation: [String: Any]?) {
        let bytes = Array(json.utf8)
        return (JournalObjectParser.object(bytes[...]).object, try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    func testEscapesAstralCharactersAndNestedObjectsReadAsFoundationReadsThem() throws {
        let json = #"{"a":"引号\"反斜杠\\斜杠\/制表\t换行\n","b":"\u5f15\ud840\udc00𠀀","n":-12,"lines":[3,4],"other":{"file":"/p.txt","lines":[1,2]}}"#
        let (fast, foundation) = both(json)
        let parsed = try XCTUnwrap(fast)
        let expected = try XCTUnwrap(foundation)
        XCTAssertEqual(parsed.string("a"), expected["a"] as? String)
        XCTAssertEqual(parsed.string("b"), "引𠀀𠀀")
        XCTAssertEqual(parsed.string("b"), expected["b"] as? String)
        XCTAssertEqual(parsed.integer("n"), -12)
        XCTAssertEqual(parsed.integers("lines"), [3, 4])
        XCTAssertEqual(parsed.object("other")?.integers("lines"), [1, 2])
        XCTAssertNil(parsed.string("n"), "a number is no text")
    }

    func testWhatItDoesNotReadIsLeftToFoundation() {
        for json in [#"{"a":1.5}"#, #"{"a":true}"#, #"{"a":null}"#, #"{"a":["x"]}"#, #"{"a":99999999999999999999}"#, #"{"a":"x"} tail"#, #"{"a":"\x"}"#] {
            XCTAssertNil(JournalObjectParser.object(Array(json.utf8)[...]).object, json)
        }
        XCTAssertNil(JournalObjectParser.object(Array(#"{"a":007}"#.utf8)[...]).object, "no leading zero")
    }

    /// A line of 100,000 nested objects is damage, read by no recursion that could overflow.
    func testALineNestedDeeperThanAnyCorrectionIsNoCorrection() {
        let deep = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let (object, tooDeep) = JournalObjectParser.object(Array(deep.utf8)[...])
        XCTAssertNil(object)
        XCTAssertTrue(tooDeep)
        let arrays = #"{"a":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        XCTAssertTrue(JournalObjectParser.object(Array(arrays.utf8)[...]).tooDeep, "nor handed to Foundation's reader")
    }

    func testEveryCorrectionWrittenReadsBackTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-parser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = CorrectionJournal(path: folder.appendingPathComponent("j.corrections").path)
        let anchor = CorrectionAnchor(file: "/档案/\"页\".txt", contentHash: 0xFEDC_BA98_7654_3210, article: "9895-64ed71-2", lines: .init(first: 3, last: 9))
        let changes: [CorrectionChange] = [
            .text(TextChange(old: "进人\\", new: "进入\"𠀀", occurrence: .all)),
            .text(TextChange(old: "a/b", new: "c", occurrence: .nth(2), isWholeLine: true)),
            .headline(old: "", new: "标题\u{1}"), .role(.byline, text: "记者 王涛", occurrence: 2), .storyStart(text: "小标题", occurrence: 1),
            .merge(other: anchor), .undo(number: 1),
        ]
        var written: [Correction] = []
        for change in changes {
            written.append(try journal.append { _, number in
                Correction(number: number, date: "2026-11-28T00:00:00Z", by: "李明", note: "因为\t", anchor: anchor, change: change)
            })
        }
        XCTAssertEqual(try journal.read().corrections, written)
    }
}
