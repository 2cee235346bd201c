import LLRBEngine
import LLRBIndex
import XCTest

final class AnalyzerOccurrencesTests: XCTestCase {
    let analyzer = Analyzer()

    private func matched(_ phrase: String, in text: String) -> [String] {
        let bytes = Array(text.utf8)
        return analyzer.occurrences(of: phrase, in: text).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    func testPhraseMatchesAcrossOCRLineBreaksAndSpaces() {
        XCTAssertEqual(matched("复工复产", in: "推进复 工复产工作"), ["复 工复产"])
        XCTAssertEqual(matched("复工复产", in: "推进复工\n复产，复工复产"), ["复工\n复产", "复工复产"])
        XCTAssertEqual(matched("复 工复产", in: "复工复产"), ["复工复产"])
    }

    func testScatteredCharactersNeverMatch() {
        XCTAssertEqual(matched("复工复产", in: "复查工作，复核产量"), [])
        XCTAssertEqual(matched("复工复产", in: "复工，复产"), [])
        XCTAssertEqual(matched("复工复产", in: "复工的复产"), [])
    }

    func testPunctuationInThePhraseMustBeInTheText() {
        XCTAssertEqual(matched("复工，复产", in: "复工、复产"), ["复工、复产"])
        XCTAssertEqual(matched("复工，复产", in: "复工复产"), [])
        XCTAssertEqual(matched("复工，复产", in: "复工的复产"), [], "a unit where the phrase has punctuation")
        XCTAssertEqual(matched("cn14-0028", in: "CN14 - 0028, cn14 x 0028"), ["CN14 - 0028"])
    }

    func testDigitsAndCJKMatchAcrossWrapSpaces() {
        XCTAssertEqual(matched("2023年", in: "截至2023 年底"), ["2023 年"])
        XCTAssertEqual(matched("3月6日", in: "于3 月 6 日召开"), ["3 月 6 日"])
        XCTAssertEqual(matched("2023年", in: "12023年"), [], "a word matches whole, not a suffix")
    }

    func testLatinWordsAndFullWidthMatch() {
        XCTAssertEqual(matched("cn14", in: "刊号: ＣＮ１４ - 0028"), ["ＣＮ１４"])
        XCTAssertEqual(matched("5G网络", in: "建设5G 网络"), ["5G 网络"])
        XCTAssertEqual(matched("网络", in: "5G网络"), ["网络"])
    }

    func testSingleCharacterMatchesInsideLongerRuns() {
        XCTAssertEqual(matched("工", in: "复工复产，工"), ["工", "工"])
    }

    func testEmptyOrPunctuationPhraseMatchesNothing() {
        XCTAssertEqual(matched("", in: "复工"), [])
        XCTAssertEqual(matched("，", in: "复工，复产"), [])
    }

    func testLinesOfTheSeedsAreFoundInTheirPage() throws {
        for text in try SeedFiles.texts() {
            let lines = text.split(separator: "\n")
            for line in stride(from: 0, to: lines.count, by: 9).map({ lines[$0] })
            where !analyzer.tokens(in: String(line)).isEmpty {
                XCTAssertFalse(analyzer.occurrences(of: String(line), in: text).isEmpty, "\(line)")
            }
        }
    }

    func testRepeatedCharactersGiveEveryOccurrence() {
        XCTAssertEqual(analyzer.occurrences(of: "哈哈", in: "哈哈哈").count, 2)
    }
}
