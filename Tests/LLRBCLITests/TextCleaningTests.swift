import XCTest
@testable import llrb

/// The one-line and CSV forms of text that `search` prints: every kind of line break and
/// every character that CSV must quote, read scalar by scalar.
final class TextCleaningTests: XCTestCase {
    func testLineFeedsCRLFAndTabsBecomeSpacesAndOtherBreaksStay() {
        XCTAssertEqual("复工\n复产".replacingNewlines(), "复工 复产")
        XCTAssertEqual("复工\r\n复产".replacingNewlines(), "复工 复产", "CRLF is one break")
        XCTAssertEqual("a\r\r\nb".replacingNewlines(), "a\r b", "the CR before a CRLF stays")
        XCTAssertEqual("a\rb".replacingNewlines(), "a\rb", "a lone CR stays")
        XCTAssertEqual("a\tb\u{2028}c".replacingNewlines(), "a b\u{2028}c")
        XCTAssertEqual("".replacingNewlines(), "")
    }

    func testCSVQuotesFieldsWithCommasQuotesOrAnyLineBreak() {
        XCTAssertEqual(CSVTable.field("复工复产"), "复工复产")
        XCTAssertEqual(CSVTable.field("复工,复产"), "\"复工,复产\"")
        XCTAssertEqual(CSVTable.field("他说\"好\""), "\"他说\"\"好\"\"\"")
        for line in ["a\nb", "a\rb", "a\r\nb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"] {
            XCTAssertEqual(CSVTable.field(line), "\"" + line + "\"", line.debugDescription)
        }
        // A comma or quote followed by a combining mark is one Character but still a comma or
        // a quote to a CSV reader: quoted, and the quote doubled.
        XCTAssertEqual(CSVTable.field(",\u{301}"), "\",\u{301}\"")
        XCTAssertEqual(CSVTable.field("\"\u{301}"), "\"\"\"\u{301}\"")
        XCTAssertEqual(CSVTable.row(["1", "a,b", ""]), "1,\"a,b\",")
    }
}
