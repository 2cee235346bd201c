import LLRBViews
import XCTest

/// Names and titles in the order of a Chinese index: by pinyin, surnames read as surnames.
final class PinyinOrderTests: XCTestCase {
    private func byName(_ names: [String]) -> [String] {
        PinyinOrder.sorted(names, byName: { $0 })
    }

    func testNamesSortByTheirSurnamesPinyinNotByCodePoint() {
        let names = ["张伟", "曾华", "单良", "解放", "区明", "仇雷", "朴春", "李四", "刘洋", "王五", "乔丹", "权力"]
        // By code point these would be 乔 仇 刘 区 单 张 曾 朴 李 权 王 解.
        XCTAssertEqual(byName(names), ["李四", "刘洋", "区明", "朴春", "乔丹", "仇雷", "权力", "单良", "王五", "解放", "曾华", "张伟"])
    }

    func testASurnamesReadingIsOnlyTheSurnames() {
        // 曾 as a given name reads céng (before 德 dé); as a surname zēng (after 王 wáng).
        XCTAssertEqual(byName(["王德", "王曾"]), ["王曾", "王德"])
        XCTAssertEqual(byName(["曾华", "王德"]), ["王德", "曾华"])
    }

    func testCompoundSurnamesAreReadAsOne() {
        // 长孙 zhǎng sūn, 长 alone cháng; 万俟 mò qí, 万 alone wàn; 尉迟 yù chí, 尉 alone wèi.
        XCTAssertEqual(byName(["长孙无忌", "长江", "万俟卨", "万里", "尉迟恭", "尉缭"]),
                       ["长江", "万俟卨", "万里", "尉缭", "尉迟恭", "长孙无忌"])
    }

    func testOneSyllableSortsByToneThenStrokes() {
        // mā, má, mǎ, mà.
        XCTAssertEqual(byName(["马", "麻", "妈", "骂"]), ["妈", "麻", "马", "骂"])
        // 王 and 汪: wáng and wāng; 汪 first. 李 and 理, both lǐ: 李 has 7 strokes, 理 11.
        XCTAssertEqual(byName(["王一", "汪一"]), ["汪一", "王一"])
        XCTAssertEqual(byName(["理", "李"]), ["李", "理"])
    }

    func testOneSurnamesPeopleStandTogether() {
        // Character by character: every 张 before 章, whatever follows.
        XCTAssertEqual(byName(["章安", "张振", "张安"]), ["张安", "张振", "章安"])
    }

    func testLuFollowsLuoAsADictionaryHasIt() {
        XCTAssertEqual(byName(["吕梁", "罗", "路"]), ["路", "罗", "吕梁"])
    }

    func testTitlesReadEveryCharacterAsItsWord() {
        // 长 in a title is zhǎng: 市委书记 (wěi) before 市长 (zhǎng).
        XCTAssertTrue(PinyinOrder.precedes(text: "市委书记", "市长"))
        XCTAssertTrue(PinyinOrder.precedes(text: "县公安局局长", "县教育局局长"))
    }

    func testOtherScriptsComeFirstAndUnreadIdeographsLast() {
        XCTAssertEqual(byName(["张三", "A组", "\u{2B740}一"]), ["A组", "张三", "\u{2B740}一"])
    }
}
