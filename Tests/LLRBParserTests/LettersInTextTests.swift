import LLRBParser
import XCTest

/// Latin letters inside a sentence's column lines are the sentence's, whether a wrap broke them
/// off a word or a word of them stands alone on a line: set aside as OCR garbage or as symbols
/// with no text, `GDP` could not be found (two misses of 12,943 articles on an archive generated
/// apart).
final class LettersInTextTests: XCTestCase {
    /// `柳林县Ｇ` / `ＤＰ首次突破 ４７ 亿`: the second line's letters go on the word the first broke off.
    func testLettersBrokenOffAWordAtAWrapAreText() throws {
        let page = PageParser.parse(text: """
            柳林县经济运行稳中向好

            本报讯（记者 张强）今年以来，柳林县统筹推进疫情防控和经济
            社会发展情况。柳林县Ｇ
            ＤＰ首次突破 ４７ 亿
            元。据统计，全县累计新增城镇
            就业 ９９８３ 人。（王明）
            """)
        XCTAssertEqual(page.noise.map(\.text), [])
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("柳林县ＧＤＰ首次突破４７亿元"))
    }

    /// `GDP` alone on its line between two lines of one sentence.
    func testAWordOfLettersAloneInsideASentenceIsText() throws {
        let page = PageParser.parse(text: """
            柳林县经济运行稳中向好

            本报讯（记者 张强）今年以来，柳林县稳企业、稳就业、稳经济。柳林县

            GDP

            首次突破 7019 亿元。截至 3 月 27 日，全县累计新增城镇就业 9983 人。（王明）
            """)
        XCTAssertEqual(page.noise.map(\.text), [])
        XCTAssertTrue(try XCTUnwrap(page.articles.first).bodyText.contains("柳林县GDP首次突破7019亿元"))
    }
}
