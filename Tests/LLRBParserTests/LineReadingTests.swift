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

    func testLetterSpacedLeadIsReadWithItsByline() {
        let page = PageParser.parse(text: "本 报 讯 （记 者 康 桂 芳） 去年以来，中阳县委深入学习。\n")
        let article = page.articles.first
        XCTAssertEqual(article?.dateline, "本报讯")
        XCTAssertEqual(article?.bylines.map(\.roleAndName), ["记者 康桂芳"])
        XCTAssertEqual(article?.body.first?.text, "去年以来，中阳县委深入学习。")
    }

    func testContinuationMarkersBecomeDataAndLeaveTheText() {
        let page = PageParser.parse(text: "## 标题在这里很好\n\n本报讯 第一句话在这里。第二句话到 (下转4版) 达太原。\n")
        let article = page.articles.first
        XCTAssertEqual(article?.continuedTo?.page, 4)
        XCTAssertEqual(article?.continuedTo?.printed, "下转4版")
        XCTAssertFalse(article?.bodyText.contains("下转") ?? true)
    }

    func testVerticalTextIsNoiseNotAnArticle() {
        let page = PageParser.parse(text: "签\n\n约\n\n总\n\n金\n\n额\n\n## 真正的标题在这里\n\n本报讯 正文第一句。\n")
        XCTAssertEqual(page.noise.count, 5)
        XCTAssertTrue(page.noise.allSatisfy { $0.reason.contains("vertical") })
        XCTAssertEqual(page.articles.map(\.headline), ["真正的标题在这里"])
    }

    func testJSONKeepsAbsentFieldsAsNull() throws {
        let data = try JSONEncoder().encode(PageParser.parse(text: "本报讯 正文。\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["date", "dateSource", "issueNumber", "lunarDate", "weekday", "pageCount", "footer"] {
            XCTAssertTrue(object.keys.contains(key), key)
            XCTAssertTrue(object[key] is NSNull, key)
        }
        let article = try XCTUnwrap((object["articles"] as? [[String: Any]])?.first)
        for key in ["headline", "subheadlines", "bylines", "dateline", "body", "captions", "continuedTo", "continuedFrom", "lines"] {
            XCTAssertTrue(article.keys.contains(key), key)
        }
        XCTAssertTrue(article["continuedTo"] is NSNull)
        let decoded = try JSONDecoder().decode(Page.self, from: data)
        XCTAssertEqual(decoded, PageParser.parse(text: "本报讯 正文。\n"))
    }
}
