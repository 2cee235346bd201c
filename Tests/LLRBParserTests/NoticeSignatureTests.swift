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

    func testAPageDateWithItsWeekdayStaysTheFooter() {
        let page = PageParser.parse(text: notice.replacingOccurrences(of: "2020年5月13日", with: "2020年5月13日 星期三"))
        XCTAssertEqual(page.date, "2020-05-13")
        XCTAssertEqual(page.dateSource, .footer)
    }
}
