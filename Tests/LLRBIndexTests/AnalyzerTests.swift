import LLRBEngine
import LLRBIndex
import XCTest

final class AnalyzerTests: XCTestCase {
    let analyzer = Analyzer()

    private func texts(_ text: String) -> [String] {
        analyzer.tokens(in: text).map(\.text)
    }

    private func shape(_ text: String) -> [String] {
        analyzer.tokens(in: text).map { "\($0.kind)/\($0.text)@\($0.position)" }
    }

    private func substring(_ text: String, _ token: Token) -> String {
        String(decoding: Array(text.utf8)[token.startOffset..<token.endOffset], as: UTF8.self)
    }

    func testCJKRunGivesOverlappingBigramsAtConsecutivePositions() {
        XCTAssertEqual(shape("复工复产"), ["bigram/复工@0", "bigram/工复@1", "bigram/复产@2"])
    }

    func testLoneCJKCharacterIsACharacterToken() {
        XCTAssertEqual(shape("年"), ["character/年@0"])
        XCTAssertEqual(shape("5G网络 和 CN14"), ["word/5g@0", "bigram/网络@1", "bigram/络和@2", "word/cn14@4"])
    }

    func testWhitespaceBetweenCJKCharactersIsWrapNoise() {
        let expected = shape("复工复产")
        XCTAssertEqual(shape("复 工复产"), expected)
        XCTAssertEqual(shape("复工\n复产"), expected)
        XCTAssertEqual(shape("复工\r\n\n  复产"), expected)
        XCTAssertEqual(shape("营 商 环 境"), shape("营商环境"))
    }

    func testWhitespaceBetweenDigitAndCJKIsIgnored() {
        XCTAssertEqual(shape("2023 年"), shape("2023年"))
        XCTAssertEqual(shape("3 月 6 日"), shape("3月6日"))
        XCTAssertEqual(shape("完成 180亿元"), shape("完成180亿元"))
    }

    func testPunctuationSkipsAPosition() {
        XCTAssertEqual(shape("复工，复产"), ["bigram/复工@0", "bigram/复产@3"])
        XCTAssertEqual(shape("复工——复产"), ["bigram/复工@0", "bigram/复产@3"])
        XCTAssertEqual(shape("CN14 - 0028"), ["word/cn14@0", "word/0028@2"])
        XCTAssertEqual(shape("hello world"), ["word/hello@0", "word/world@1"])
    }

    func testLatinIsLowerCasedAndFullWidthFolded() {
        XCTAssertEqual(texts("ＣＮ１４－００２８"), ["cn14", "0028"])
        XCTAssertEqual(texts("２０２０年３月"), ["2020", "年", "3", "月"])
        XCTAssertEqual(texts("Ｈｅｌｌｏ　World"), ["hello", "world"])
        XCTAssertEqual(texts("ÉCOLE"), ["école"])
    }

    func testRareCompatibilityCharactersAreNFKCFolded() {
        XCTAssertEqual(texts("①号"), ["1", "号"], "circled digit")
        XCTAssertEqual(texts("⽇报"), ["日报"], "Kangxi radical")
        XCTAssertEqual(texts("\u{F900}"), ["\u{8C48}"], "compatibility ideograph")
        XCTAssertEqual(texts("25℃"), ["25", "c"])
        XCTAssertEqual(texts("Ⅻ"), ["xii"])
        XCTAssertEqual(texts("ｱｲｳ"), texts("アイウ"), "half-width katakana")
    }

    func testOffsetsPointIntoTheOriginalText() {
        let text = "（ＣＮ１４）复 工复产\n2023 年"
        let tokens = analyzer.tokens(in: text)
        XCTAssertEqual(tokens.map { substring(text, $0) }, ["ＣＮ１４", "复 工", "工复", "复产", "2023", "年"])
    }

    func testEmojiAndControlCharactersAreNotTerms() {
        XCTAssertEqual(texts("😀复工\u{0007}复产👍🏽"), ["复工", "工复", "复产"])
        XCTAssertEqual(texts("，。！?…"), [])
        XCTAssertEqual(texts(""), [])
    }

    func testInvisibleCharactersDoNotSplitWords() {
        XCTAssertEqual(texts("复\u{200B}工"), ["复工"])
        XCTAssertEqual(texts("co\u{00AD}operate"), ["cooperate"])
    }

    /// Lucene's CJKBigramFilter on pure-CJK runs (its documented examples and the same rule on
    /// kana and hangul): the same bigrams in the same order, and a lone character as a unigram.
    func testAgreesWithLuceneCJKBigramsOnPureCJKRuns() {
        XCTAssertEqual(texts("中华人民共和国"), ["中华", "华人", "人民", "民共", "共和", "和国"])
        XCTAssertEqual(texts("日本語です"), ["日本", "本語", "語で", "です"])
        XCTAssertEqual(texts("한국어"), ["한국", "국어"])
        XCTAssertEqual(texts("𠀀𠀁𠀂"), ["𠀀𠀁", "𠀁𠀂"], "Extension B")
        XCTAssertEqual(texts("我"), ["我"])
        XCTAssertEqual(texts("人々〇〇年"), ["人々", "々〇", "〇〇", "〇年"], "ideographic iteration mark and zero")
        XCTAssertEqual(texts("コーヒー"), ["コー", "ーヒ", "ヒー"], "katakana with prolonged sound marks")
    }

    func testBlockBoundariesNearTheIdeographFastPath() {
        XCTAssertEqual(texts("\u{4DBF}\u{4E00}"), ["\u{4DBF}\u{4E00}"], "Extension A joins the unified block")
        XCTAssertEqual(shape("复\u{4DC0}工"), ["character/复@0", "character/工@2"], "a hexagram symbol is punctuation")
        XCTAssertEqual(shape("\u{9FFF}\u{A000}"), ["character/\u{9FFF}@0", "word/\u{A000}@1"],
                       "a Yi syllable is a letter, not CJK")
    }

    func testMalformedUTF8IsPunctuationAndNeverReadPastTheEnd() {
        let bytes: [UInt8] = [0xE5, 0xA4, 0x8D, 0xFF, 0xE5, 0xB7, 0xA5, 0xC3, 0xE5, 0xA4]
        var seen: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            analyzer.forEachIndexTerm(inUTF8: buffer) { term in
                if term.kind != .unigram { seen.append(String(decoding: term.bytes, as: UTF8.self)) }
            }
        }
        XCTAssertEqual(seen, ["复", "工"])
    }

    func testIndexTermsAddAUnigramPerCJKCharacter() {
        var seen: [String] = []
        var text = "复工a复"
        text.withUTF8 { bytes in
            analyzer.forEachIndexTerm(inUTF8: bytes) { term in
                seen.append("\(term.kind)/\(String(decoding: term.bytes, as: UTF8.self))@\(term.position)")
            }
        }
        XCTAssertEqual(seen.sorted(), ["bigram/复工@0", "character/复@3", "unigram/复@0", "unigram/复@3",
                                       "unigram/工@1", "word/a@2"])
    }

    func testIndexTermsMatchTokensOnTheSeeds() throws {
        for text in try SeedFiles.texts() {
            var fromIndex: [String] = []
            var bytes = text
            bytes.withUTF8 { buffer in
                analyzer.forEachIndexTerm(inUTF8: buffer) { term in
                    guard term.kind != .unigram else { return }
                    fromIndex.append("\(String(decoding: term.bytes, as: UTF8.self))@\(term.position)")
                }
            }
            let fromTokens = analyzer.tokens(in: text).map { "\($0.text)@\($0.position)" }
            XCTAssertEqual(fromIndex.sorted(), fromTokens.sorted())
            XCTAssertFalse(fromTokens.isEmpty)
        }
    }

    func testVeryLongWordIsCutAtTheSameLengthInTextAndQuery() {
        let long = String(repeating: "a", count: 1000)
        let tokens = analyzer.tokens(in: long + " b")
        XCTAssertEqual(tokens.count, 2)
        XCTAssertEqual(tokens.first?.text.utf8.count, 255)
        XCTAssertEqual(tokens.first?.endOffset, 1000)
    }
}
