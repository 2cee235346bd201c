import XCTest
import LLRBParser

/// A notice (公告) ends with who issued it and the day, each on a line of its own: both are the
/// notice's text, and the day is no page footer's date.
final class NoticeSignatureTests: XCTestCase {
    private let notice = """
        ## 关于红色旅游的公告

        截至目前，临县已累计完成投资238.4亿元，同比增长20.9%。

        一、在杏花村镇，村民们正忙着平整土地，处处是一派繁忙景象。

        二、联系电话：0358-8270879

        吕梁市委宣传部

        2020年5月13日

        ## 市交通运输局召开现场观摩会

        本报讯（记者 卢飞海）4月25日，全市共建成273个标准化厂房，覆盖92%的乡镇。
        """

    func testTheSignatureEndsTheNotice() throws {
        let page = PageParser.parse(text: notice)
        XCTAssertEqual(page.articles.map(\.headline), ["关于红色旅游的公告", "市交通运输局召开现场观摩会"])
        let signed = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(signed.lines.last, 11)
        XCTAssertTrue(signed.bodyText.hasSuffix("吕梁市委宣传部2020年5月13日"), signed.bodyText)
        XCTAssertNil(page.footer, "the day is the notice's, not a footer's")
        XCTAssertEqual(page.date, "2020-05-13", "with no date printed for the page, the day it was signed")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    func testALeadLaterThanTheSignatureGivesTheDayInTheSignaturesYear() {
        // The text names 2021年 (a target), the notice was signed in 2020; the story reports on 5月12日.
        let text = notice.replacingOccurrences(of: "2020年5月13日", with: "2020年3月2日")
            .replacingOccurrences(of: "4月25日，", with: "5月12日，到2021年，")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.date, "2020-05-12")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    func testADateUnderAColumnsNameAtThePageFootIsTheFooter() {
        // Only a notice is signed: under an ordinary story, a short name and a date are the page's.
        let text = notice.replacingOccurrences(of: "## 关于红色旅游的公告", with: "## 市文旅局召开推进会")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.articles.first?.lines.last, 9, "the name is the story's last line, the date is not")
    }

    func testATwoCharacterNoticeTitleIsAHeadline() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "## 关于红色旅游的公告", with: "公 告"))
        XCTAssertEqual(page.articles.first?.headline, "公告")
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    func testAPageDateWithItsWeekdayStaysTheFooter() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "2020年5月13日", with: "2020年5月13日 星期三"))
        XCTAssertEqual(page.date, "2020-05-13")
        XCTAssertEqual(page.dateSource, .footer)
    }
}
