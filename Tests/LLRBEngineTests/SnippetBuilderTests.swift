import Foundation
import LLRBEngine
import XCTest

final class SnippetBuilderTests: XCTestCase {
    private let analyzer = Analyzer()

    private func snippet(_ text: String, _ phrase: String, width: Int) -> Snippet {
        SnippetBuilder.snippet(of: text, matches: analyzer.occurrences(of: phrase, in: text), width: width)
    }

    private func highlighted(_ snippet: Snippet) -> [String] {
        let scalars = Array(snippet.text.unicodeScalars)
        return snippet.highlights.map { String(String.UnicodeScalarView(scalars[$0.start..<$0.end])) }
    }

    func testShortTextIsWholeWithHighlights() {
        let result = snippet("推进复工复产工作。", "复工复产", width: 50)
        XCTAssertEqual(result.text, "推进复工复产工作。")
        XCTAssertEqual(result.highlights, [SnippetHighlight(start: 2, end: 6, text: "复工复产")])
    }

    /// A field's parts (a byline and the dateline after it) are joined by a line break: they
    /// stay apart in the snippet, and highlights after the separator stay on their words.
    func testPartsJoinedByALineBreakAreSeparatedAndHighlightsFollow() {
        let result = snippet("记者 李雅萍\n本报讯 2月17日,市委召开会议。", "本报讯", width: 50)
        XCTAssertEqual(result.text, "记者 李雅萍 · 本报讯 2月17日,市委召开会议。")
        XCTAssertEqual(highlighted(result), ["本报讯"])
    }

    func testAPartEndingASentenceIsFollowedByASpaceOnly() {
        let result = snippet("推进复工复产工作。\n“组合拳”把好“复工关”\n笔者来到复工现场。”\n本报讯", "复工", width: 80)
        XCTAssertEqual(result.text, "推进复工复产工作。 “组合拳”把好“复工关” · 笔者来到复工现场。” 本报讯")
        XCTAssertEqual(highlighted(result), ["复工", "复工", "复工"])
    }

    func testSpacesInsideTheMatchAreKeptAndHighlighted() {
        let result = snippet("推进复 工复产  工作", "复工复产", width: 50)
        XCTAssertEqual(result.text, "推进复 工复产 工作")
        XCTAssertEqual(highlighted(result), ["复 工复产"])
    }

    func testLongTextIsCutAroundTheMatchWithEllipses() {
        let before = String(repeating: "甲乙丙丁戊己庚辛壬癸", count: 20)
        let after = String(repeating: "子丑寅卯辰巳午未申酉", count: 20)
        let result = snippet(before + "复工复产" + after, "复工复产", width: 40)
        XCTAssertTrue(result.text.hasPrefix("…"))
        XCTAssertTrue(result.text.hasSuffix("…"))
        XCTAssertEqual(highlighted(result), ["复工复产"])
        XCTAssertLessThanOrEqual(result.text.unicodeScalars.count, 40 + 2 + 2 * 8)
        XCTAssertGreaterThanOrEqual(result.text.unicodeScalars.count, 30)
    }

    func testCutPrefersASentenceEnd() {
        let text = String(repeating: "前文", count: 40) + "。新的句子里提到复工复产的进展。" + String(repeating: "后文", count: 40)
        let result = snippet(text, "复工复产", width: 30)
        XCTAssertTrue(result.text.hasPrefix("…新的句子"), result.text)
        XCTAssertTrue(result.text.contains("的进展。"), result.text)
    }

    func testPicksTheDensestCluster() {
        let filler = String(repeating: "无关内容", count: 30)
        let text = "复工" + filler + "复工和复工以及复工" + filler
        let result = snippet(text, "复工", width: 30)
        XCTAssertEqual(highlighted(result), ["复工", "复工", "复工"])
    }

    func testLatinCutsAtSpaces() {
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        let result = snippet(words, "word30", width: 40)
        let inner = result.text.trimmingCharacters(in: CharacterSet(charactersIn: "…"))
        XCTAssertTrue(inner.split(separator: " ").allSatisfy { $0.hasPrefix("word") }, result.text)
        XCTAssertEqual(highlighted(result), ["word30"])
    }

    func testNoMatchesGivesTheBeginning() {
        let text = String(repeating: "甲乙丙丁", count: 50)
        let result = SnippetBuilder.snippet(of: text, matches: [Range<Int>](), width: 20)
        XCTAssertTrue(result.text.hasPrefix("甲乙丙丁"))
        XCTAssertTrue(result.text.hasSuffix("…"))
        XCTAssertEqual(result.highlights, [])
    }

    func testCharactersOfEveryUTF8LengthKeepHighlightsOnTheMatch() {
        // Scalars of one (ASCII), two (`é`, `·`), three (CJK) and four UTF-8 bytes (an Extension B
        // ideograph, an emoji),
        // and whitespace of both kinds the flattening knows: a no-break space and an ideographic one.
        let text = "Café·𠀋 复工复产\u{00A0}😀\u{3000}ok"
        let result = snippet(text, "复工复产", width: 50)
        XCTAssertEqual(result.text, "Café·𠀋 复工复产 😀 ok")
        XCTAssertEqual(highlighted(result), ["复工复产"])
    }

    func testOutOfRangeMatchesDoNotCrash() {
        let result = SnippetBuilder.snippet(of: "复工复产", matches: [0..<3, 100..<200, 5..<2_000], width: 10)
        XCTAssertEqual(result.text, "复工复产")
        XCTAssertEqual(highlighted(result).first, "复")
        XCTAssertEqual(SnippetBuilder.snippet(of: "", matches: [0..<1], width: 10).text, "")
    }

    /// The hand-written list of whitespace scalars is Unicode's, scalar for scalar.
    func testWhitespaceIsUnicodesWhiteSpaceForEveryScalar() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(SnippetBuilder.isWhitespace(scalar), scalar.properties.isWhitespace, String(value, radix: 16))
        }
    }
}
