@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The other spelling a query asks for beside a word of digits and letters (`5G` ↔ `5 G`).
final class DigitLetterSpellingTests: XCTestCase {
    func testWordsAreCutBetweenDigitsAndLetters() {
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "5g"), ["5", "g"])
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "g20"), ["g", "20"])
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "covid19"), ["covid", "19"])
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "a1b2"), ["a", "1", "b", "2"])
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "2023"), ["2023"])
        XCTAssertEqual(DigitLetterSpelling.pieces(of: "gdp"), ["gdp"])
    }

    /// Only a phrase with a mixed word gets a split spelling; the tokens after the word move on
    /// by as many positions as it gained, and a CJK neighbour keeps its kind.
    func testTokensAfterASplitWordMoveOn() throws {
        let analyzer = Analyzer()
        XCTAssertNil(DigitLetterSpelling.split(analyzer.tokens(in: "2023年复工复产")))
        let split = try XCTUnwrap(DigitLetterSpelling.split(analyzer.tokens(in: "推动5G基站建设")))
        XCTAssertEqual(split.map(\.text), ["推动", "5", "g", "基站", "站建", "建设"])
        XCTAssertEqual(split.map(\.position), [0, 2, 3, 4, 5, 6])
        XCTAssertEqual(split.map(\.kind), [.bigram, .word, .word, .bigram, .bigram, .bigram])
        XCTAssertEqual(split.map(\.position), analyzer.tokens(in: "推动5 G基站建设").map(\.position))
    }

    /// Random words of digits and letters: the pieces spell the word again, alternate between
    /// digits and letters, and the split tokens are what the analyzer makes of the word with a
    /// space at each cut.
    func testPiecesSpellTheWordAndMatchTheSpacedText() {
        var random = SplitMix(seed: 20_261_124)
        let alphabet = Array("0123456789abcxyz")
        let analyzer = Analyzer()
        for _ in 0..<500 {
            let word = String((0..<Int.random(in: 1...8, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "0" })
            let pieces = DigitLetterSpelling.pieces(of: word)
            XCTAssertEqual(pieces.joined(), word)
            for (left, right) in zip(pieces, pieces.dropFirst()) {
                XCTAssertNotEqual(left.last?.isNumber, right.first?.isNumber, word)
            }
            let query = "发展\(word)建设"
            let expected = analyzer.tokens(in: "发展" + pieces.joined(separator: " ") + "建设")
            let split = DigitLetterSpelling.split(analyzer.tokens(in: query)) ?? analyzer.tokens(in: query)
            XCTAssertEqual(split.map(\.text), expected.map(\.text), word)
            XCTAssertEqual(split.map(\.position), expected.map(\.position), word)
        }
    }

    /// Two words at adjacent positions join where digits meet letters, chains of them into one
    /// word; the tokens after them move back, and the result is what the analyzer makes of the
    /// query without the spaces. Numbers side by side, words across punctuation and a phrase
    /// with nothing to join get no joined spelling.
    func testCutWordsJoinWhereDigitsMeetLetters() throws {
        let analyzer = Analyzer()
        for (spaced, whole) in [("推动5 G基站建设", "推动5G基站建设"), ("iPhone 15 pro", "iPhone15pro"),
                                ("g 20 峰会", "g20峰会"), ("５ Ｇ网络", "5G网络"), ("a 1 b 2", "a1b2")] {
            let joined = try XCTUnwrap(DigitLetterSpelling.joined(analyzer.tokens(in: spaced)), spaced)
            let expected = analyzer.tokens(in: whole)
            XCTAssertEqual(joined.map(\.text), expected.map(\.text), spaced)
            XCTAssertEqual(joined.map(\.position), expected.map(\.position), spaced)
            XCTAssertEqual(joined.map(\.kind), expected.map(\.kind), spaced)
        }
        for query in ["2023 2024年", "5，G", "hello world", "复工复产", "5G"] {
            XCTAssertNil(DigitLetterSpelling.joined(analyzer.tokens(in: query)), query)
        }
        XCTAssertEqual(DigitLetterSpelling.alternatives(of: analyzer.tokens(in: "5G 5 G")).count, 2)
    }
}
