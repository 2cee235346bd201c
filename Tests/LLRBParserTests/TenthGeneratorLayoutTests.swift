import XCTest
import LLRBParser

/// Pages of a tenth generator, written apart from the parser from the guide and the seeds, with
/// page kinds the seeds lack (readers' letters, features with an editor's note, poems, notices).
/// Each page is cut down to the lines at fault.
final class TenthGeneratorLayoutTests: XCTestCase {
    /// `读者来信` over a letter is its column's name, and `读者 刘文晓` under it signs the letter:
    /// the name was read as a reader called 来信 (or as text), and the signature, opening a
    /// story, became the kicker of the next story's headline.
    func testReadersLetterKeepsItsColumnAndSignature() throws {
        let page = PageParser.parse(text: """
            ## 柳林县推进乡村振兴

            本报讯 近日，柳林县把发展特色产业作为乡村振兴的重要抓手。

            读者来信

            ## 村口门前的路灯何时能亮

            编辑同志：我是汾阳市的一名居民，我们小区门前的路灯已坏了三个月，晚上出行很不方便。希望有关部门尽快修好。

            读者 刘文晓

            ## 孝义市召开安全生产工作会议

            本报讯（记者 王涛）4月13日，孝义市召开安全生产工作会议。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县推进乡村振兴", "村口门前的路灯何时能亮", "孝义市召开安全生产工作会议"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3), SourceLines(first: 7, last: 11), SourceLines(first: 13, last: 15)])
        XCTAssertEqual(page.articles[1].rubric, "读者来信")
        XCTAssertEqual(page.articles[1].bylines.map(\.roleAndName), ["读者 刘文晓"])
        XCTAssertEqual(page.articles[2].kicker, nil)
    }

    /// A photo under the names closing a story (`（唐静 薛超宁）` / `图为…` / `记者 姚斌文 摄`) with a
    /// column's name after it (`读者来信`, past a speck of OCR garbage) is that story's: the name
    /// was read as text, so no story seemed to start after the photo.
    func testPhotoUnderClosingNamesBeforeAColumnNameIsTheStorys() throws {
        let page = PageParser.parse(text: """
            ## 汾阳市乡村振兴工作推进会召开

            本报讯（记者 丁亮）6月4日，全市乡村振兴现场观摩推进会召开。

            下一步，汾阳市将进一步优化乡村振兴服务保障。

            （唐静 薛超宁）

            图为汾阳市工人在生产线上忙碌。

            记者 姚斌文 摄

            Il 1 亠

            读者来信

            ## 村口门前的路灯何时能亮

            编辑同志：我是汾阳市的一名居民，我们小区门前的路灯已坏了三个月。
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.captions.map(\.lines), [SourceLines(first: 9, last: 11)])
        XCTAssertEqual(page.articles.last?.rubric, "读者来信")
        XCTAssertEqual(page.articles.count, 2)
    }

    /// A feature's writer set off by a box (`□ 马祥凯`) under a story, over a column line that
    /// looks like a headline, opens the feature: only unboxed names under a story's text sign it.
    func testBoxedWriterOverAHeadlineLikeColumnLineOpensTheFeature() throws {
        let page = PageParser.parse(text: """
            “家门口”就业托起稳稳的幸福

            本 报 讯 （ 记 者  康 强 力 ） 临 县 人 民 医 院

            新院区正式投入使用。一组组数据的

            背后，是临县干部群众的辛勤付出。

            业中心，按照流程缴纳有关款项后领取

            钥匙。

            □ 马祥凯

            依托焦炉煤气富集、制氢成本低廉的

            优势，我市提出“定将煤变氢”的

            宏伟愿景。
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.bylines.map(\.name), ["康强力"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["马祥凯"])
        XCTAssertEqual(page.articles.last?.lines.first, 13)
    }
}
