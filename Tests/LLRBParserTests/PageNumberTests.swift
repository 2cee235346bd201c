import LLRBParser
import XCTest

/// The page's number in its issue (版次), which citations print and issues are ordered by: from
/// the running head or foot the page prints, else from its file's name. It was never read.
final class PageNumberTests: XCTestCase {
    private let story = "## 市委召开常委会议\n\n本报讯 会议强调，要抓好各项工作落实。第3版刊发了会议公报全文。\n"

    func testTheRunningHeadOrFootGivesThePage() {
        let heads = ["2019年10月11日 星期五  县域  4": 4, "4 吕梁日报 副刊": 4, "第４版 要闻": 4, "星期三 第十二版": 12,
                     "2023年2月17日　星期五　经济　７": 7,
                     "3 县区新闻": 3, "广告 8": 8]
        for (head, page) in heads {
            XCTAssertEqual(PageParser.parse(text: head + "\n\n" + story).pageNumber, page, head)
            XCTAssertEqual(PageParser.parse(text: story + "\n" + head + "\n").pageNumber, page, "at the foot: \(head)")
        }
    }

    func testTheRunningHeadBelongsToNoStory() {
        // `第3版 理论` under the page date looks like a kicker by its shape alone.
        let heads = ["2019年3月14日  星期四  责任编辑:郝超晋\n第3版 理论": 3, "第４版 要闻": 4, "4 吕梁日报 副刊": 4]
        for (head, number) in heads {
            let page = PageParser.parse(text: head + "\n\n" + story)
            XCTAssertEqual(page.pageNumber, number, head)
            XCTAssertEqual(page.articles.count, 1, head)
            XCTAssertEqual(page.articles.first?.headline, "市委召开常委会议", head)
            XCTAssertNil(page.articles.first?.kicker, head)
            XCTAssertNil(page.articles.first?.rubric, head)
            if !head.contains("星期") {
                XCTAssertNil(page.footer, "a running head without a date is no footer: \(head)")
            }
            XCTAssertEqual(page.articles.first?.lines.first, head.split(separator: "\n").count + 2, "the story starts at its headline: \(head)")
        }
    }

    /// A running head or foot that prints the date after the page's number and name dates the
    /// page, as a footer that opens with it does: the date had been read only at a line's start.
    func testADateAfterTheRunningHeadsNumberAndNameDatesThePage() {
        let heads = ["2 文化 2023年8月16日 星期三": "2023-08-16", "第3版 理论 2020年3月13日 星期五": "2020-03-13",
                     "３　县区新闻　２０２１年１２月２日　星期四": "2021-12-02"]
        for (head, date) in heads {
            for page in [PageParser.parse(text: head + "\n\n" + story), PageParser.parse(text: story + "\n" + head + "\n")] {
                XCTAssertEqual(page.date, date, head)
                XCTAssertEqual(page.dateSource, .footer, head)
                XCTAssertEqual(page.footer?.date, date, head)
                XCTAssertEqual(page.articles.map(\.headline), ["市委召开常委会议"], head)
            }
        }
    }

    func testASectionNameBesideTheNumberIsARunningHead() {
        // `3 县区新闻` over the page date: read as the page's first text, it made the page open
        // with a story under no headline, a vote for headlines printed under their stories.
        let page = PageParser.parse(text: """
            3 县区新闻

            2019年6月13日 星期四
            市文旅局召开推进会

            新华社北京6月13日电

            6月10日，与会人员围绕营商环境、乡村振兴等议题进行了深入交流。

            全市营商环境座谈会召开

            本报讯（记者 戴秀）6月13日，该项目总投资839亿元，占地2982亩。
            """)
        XCTAssertEqual(page.pageNumber, 3)
        XCTAssertEqual(page.articles.map(\.headline), ["市文旅局召开推进会", "全市营商环境座谈会召开"])
        XCTAssertEqual(page.articles.map(\.lines.first), [4, 10])
    }

    /// Numbers that are no page: a story's `第3版`, a masthead's `今日8版` and issue number, a
    /// jump marker, a year or a count beside the date, a date OCR spaced out, a front-page guide
    /// to another page (`市委常委会召开 第2版`). A page with a front page's masthead is page 1,
    /// whatever its edges or its file's name say.
    func testOtherNumbersAreNoPage() {
        let masthead = "中共吕梁市委机关报\n\n2020年3月\n\n星期五\n\n第 9895 期 今日8版\n\n"
        for text in [story, story + "（下转第2版）\n", "2019年10月11日 星期五 2019\n\n" + story,
                     "要闻 4 版面 编辑 说明 很多 的 词\n\n" + story, "3 月 13 日 星期五\n\n" + story,
                     "2020 年 6 月 22 日 星期一\n\n" + story, story + "\n市委常委会召开 第2版\n", story + "\n合计 35\n",
                     story + "\n义务教育 35\n\n公共文化 12\n", "## 3 大行动助教育\n\n" + story] {
            XCTAssertNil(PageParser.parse(text: text).pageNumber, text)
        }
        for text in [masthead + story, masthead + story + "\n第2版 要闻\n"] {
            XCTAssertEqual(PageParser.parse(text: text, source: "20200313-04.txt").pageNumber, 1, "a front page: \(text)")
        }
    }

    func testTheFileNameGivesThePageWhenThePagePrintsNone() {
        let names = ["20230101-02.txt": 2, "2023-01-01_p2.txt": 2, "2023年1月1日第2版.txt": 2, "吕梁日报/第十版.txt": 10,
                     "archive/20180105-08.txt": 8, "2023-01-01.txt": nil, "000_3320e1f2e0a52838.txt": nil, "20230101-2023.txt": nil]
        for (name, page) in names {
            XCTAssertEqual(PageParser.parse(text: story, source: name).pageNumber, page, name)
        }
        XCTAssertEqual(PageParser.parse(text: "4 吕梁日报 副刊\n\n" + story, source: "20230101-02.txt").pageNumber, 4, "the print wins")
    }

    // MARK: - Running heads over the first headline

    /// A running head set right over the page's first headline (`4 经济` / `柳林县…`, no blank
    /// line between on a page that puts one under every line) is the page's number and section,
    /// not a headline's first line; so is `8 县区`, a section's name of two characters.
    func testRunningHeadOverTheFirstHeadlineIsNoHeadline() throws {
        let page = PageParser.parse(text: """
            4 经济
            柳林县营商环境工作走在全市前列

            —六项举措助力营商环境

            本报讯（记者 崔明鹏）10月26日，“营商环境好不好，企业说了算。”

            市财政局相关负责人说，到目前为止，已经恢复到一天500吨的煤焦油生产加工量。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["柳林县营商环境工作走在全市前列"])
        XCTAssertEqual(page.pageNumber, 4)
        let county = PageParser.parse(text: """
            8 县区

            ## 吕梁新东方培训学校招聘启事

            保安:10名,待遇面议
            """)
        XCTAssertEqual(county.articles.map(\.lines.first), [3])
        XCTAssertEqual(county.pageNumber, 8)
    }

    /// A page's number alone under the running head (`吕梁日报 2019.11.22` / `04`) is no piece
    /// of the headline right under it that a column's wrap broke off.
    func testPageNumberAloneAtTheTopStaysOffTheHeadline() throws {
        let page = PageParser.parse(text: """
            吕梁日报 2019.11.22

            04
            市财政局召开红枣产业调度会

            本报讯 11月21日，市财政局召开红枣产业调度会，部署全年工作。

            今年以来，全市红枣产业提质增效，改造低产枣园4.8万亩。
            """)
        XCTAssertEqual(page.articles.first?.headline, "市财政局召开红枣产业调度会")
        XCTAssertEqual(page.articles.first?.lines.first, 4)
    }
}
