import XCTest
import LLRBParser

/// OCR noise inside lines, seen through what the parser makes of them.
final class LineReadingTests: XCTestCase {
    /// Spaces go inside Chinese and inside numbers (a thousands group `20 000`, an OCR gap as in
    /// `2 023年` or `202 3年`) and stay between Latin words and numbers, and between the numbers
    /// of a list (`05 12 19`), within a line or at a column edge.
    func testSpacesInsideChineseAndNumbersAreRemovedAndKeptBetweenWords() {
        let page = PageParser.parse(text: "本报讯 3月12日,各地 复 工复产 进展顺利,5G NR 基站 达到 20 000 个,2 023年 建成 Windows 10,202 3年 开奖号码 05 12 19。\n")
        XCTAssertEqual(
            page.articles.first?.body.first?.text, "3月12日,各地复工复产进展顺利,5G NR基站达到20000个,2023年建成Windows 10,2023年开奖号码05 12 19。"
        )
        let wrapped = PageParser.parse(text: "本报讯 3月12日,开奖号码05 12\n19 23,截至202\n3年底。\n")
        XCTAssertEqual(wrapped.articles.first?.body.first?.text, "3月12日,开奖号码05 12 19 23,截至2023年底。")
    }

    /// On a letter-spaced line every digit stands apart (`2 0 2 3 年`, `4 5 个`): two single
    /// digits with a space between are one number, so `2023年` is found there; numbers of two
    /// digits or more stay apart (`05 12 19`).
    func testLetterSpacedDigitsAreOneNumber() {
        let page = PageParser.parse(text: "本报讯 全 年 引 进 项 目 4 5 个 。2 0 2 3 年 以 来 , 开 奖 号 码 05 12 19 ,1 23 。\n")
        XCTAssertEqual(page.articles.first?.body.first?.text, "全年引进项目45个。2023年以来,开奖号码05 12 19,1 23。")
    }

    /// A column edge inside a number (`202` / `3年`, `5` / `G`) cut a word: joined without a
    /// space. Between two Latin words the wrap stood for a space.
    func testWrapInsideANumberJoinsIt() throws {
        let page = PageParser.parse(text: """
            本报讯(记者 李雅萍)3月5日,市生态环境局力争202
            3年底全面完工,加快5
            G基站建设,推广Hello
            World项目。
            """)
        XCTAssertEqual(page.articles.first?.bodyText, "3月5日,市生态环境局力争2023年底全面完工,加快5G基站建设,推广Hello World项目。")
    }
}
