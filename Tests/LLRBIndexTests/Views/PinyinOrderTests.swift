@testable import LLRBParser
@testable import LLRBViews
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

    func testUmlautSortsAsUAfterItOnATieAsADictionaryHasIt() {
        // lù, lǚ, luán, lüè, lún, luó.
        XCTAssertEqual(byName(["罗", "抡", "略", "栾", "吕梁", "路"]), ["路", "吕梁", "栾", "略", "抡", "罗"])
    }

    func testASurnameReadOtherwiseThanItsCharacterIsFiledUnderItsSurnameReading() {
        // 肖 xiāo as a surname (Unihan: xiào), beside 萧 xiāo, before 小 xiǎo.
        XCTAssertEqual(byName(["小明", "萧红", "肖战"]), ["肖战", "萧红", "小明"])
        // 葛 gě (Unihan: gé): after 革 gé.
        XCTAssertEqual(byName(["葛优", "革新"]), ["革新", "葛优"])
    }

    func testEverySurnameReadingIsASyllableOfTheTableAndOfAListedSurname() {
        for (surname, reading) in Surnames.singleReadings {
            XCTAssertNotNil(Surnames.single[surname], "\(surname) has a reading but is no listed surname")
            XCTAssertNotNil(HanReadings.code(of: reading), "\(surname) \(reading)")
            XCTAssertNotEqual(PinyinOrder.Key(name: String(surname)), PinyinOrder.Key(text: String(surname)),
                              "\(surname) is read \(reading) as Unihan reads it: no entry needed")
        }
        for (surname, readings) in Surnames.compoundReadings {
            XCTAssertNotNil(Surnames.compound[surname], "\(surname) has readings but is no listed surname")
            XCTAssertEqual(readings.count, 2, surname)
            for reading in readings { XCTAssertNotNil(HanReadings.code(of: reading), "\(surname) \(reading)") }
        }
    }

    func testOtherScriptsComeFirstAndUnreadIdeographsLast() {
        // Latin, Hangul and full-width Latin by code point, then the read, then an ideograph of
        // Extension D that Unihan gives no Mandarin reading.
        XCTAssertEqual(byName(["张三", "ＡＢ", "\u{2B740}一", "김철수", "A组"]), ["A组", "김철수", "ＡＢ", "张三", "\u{2B740}一"])
    }
}
