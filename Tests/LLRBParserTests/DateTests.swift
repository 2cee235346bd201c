import XCTest
import LLRBParser

/// The page's date where the masthead does not give it whole: from the footer, from the file's
/// name, or inferred from the dates the news leads report, saying so; and the dates and years a
/// story's text names, which date no page unless they report the past.
final class DateTests: XCTestCase {
    // MARK: - The footer's date, and a date inferred from the leads
    // Pages without a masthead date: the footer's date, else an inferred one that says so.

    func testSeed003DateComesFromTheFooter() throws {
        let page = try Seeds.page("003")
        XCTAssertEqual(page.date, "2020-06-22")
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.weekday, 1)
        XCTAssertEqual(page.footer?.date, "2020-06-22")
        XCTAssertNil(page.issueNumber)
        XCTAssertNil(page.lunarDate)
    }

    /// A daily prints yesterday's news: seed 004's latest lead reports 3月6日, and the story
    /// it opens names 2024 (`2024 年是…`), so the page is most likely of 2024-03-07.
    func testAPageWithoutMastheadIsDatedTheDayAfterItsLatestNewsInTheYearItsStoryNames() throws {
        let page = try Seeds.page("004")
        XCTAssertEqual(page.date, "2024-03-07")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertEqual(page.dateEvidence, [.latestNewsLead(.init(month: 3, day: 6, line: 387)), .storyYear(.init(year: 2024, line: 398)),
                                           .dayAfterNews])
        XCTAssertNil(page.issueNumber)
        XCTAssertNil(page.weekday)
    }

    /// Seed 001's leads report 2月17日 and 2月16日, and the only year their stories name is the
    /// one just ended: the 2月16日 story reports `2022年度民主生活会`, a review held once 2022 was
    /// over, so it is of 2023, and the 2月17日 leads of the same page, whose stories fix no year,
    /// are of that week: the page is most likely of 2023-02-18 (the 2023 of its feature, another
    /// story's, counts for nothing).
    func testAFebruaryStoryReviewingTheYearJustEndedDatesThePageInTheNext() throws {
        let page = try Seeds.page("001")
        XCTAssertEqual(page.date, "2023-02-18")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertEqual(page.dateEvidence, [.latestNewsLead(.init(month: 2, day: 17, line: 9)),
                                           .storyYear(.init(year: 2023, line: 33, reviewed: true, of: .init(month: 2, day: 16, line: 37))),
                                           .dayAfterNews])
    }

    /// In a year's first weeks, only a review meeting of a year (`2022年度民主生活会`, however the
    /// sentence runs) dates the story in the year after. Rankings, plans, targets, estimates,
    /// holidays just past, histories, spans and what once happened say nothing of it (a probe of
    /// thirty such sentences found every wider form dating some a year or decades late), and a
    /// year the story prints for itself (a plan with `将`) outranks one inferred.
    func testOnlyAYearsReviewMeetingDatesAStoryOfTheYearsFirstWeeksInTheNext() {
        let lead = "本报讯（记者 刘子雯）1月9日，全市工作会议召开。"
        for sentence in ["市委常委班子召开2022年度民主生活会。", "市委常委班子2022年度民主生活会召开。", "市政协党组2022年度组织生活会在市委召开。"] {
            let page = PageParser.parse(text: lead + sentence + "\n")
            XCTAssertEqual(page.date, "2023-01-10", sentence)
            XCTAssertEqual(page.dateEvidence.dropFirst().first, .storyYear(.init(year: 2023, line: 1, reviewed: true)), sentence)
        }
        for sentence in ["刚刚过去的2022年，全市经济稳中有进。", "2022年，我市地区生产总值稳居全省第二位。", "刚刚过去的2023年春节假期，全市接待游客百万人次。",
                         "全市上下要确保2023年地区生产总值跃居全省第三位。", "1995年，该县财政收入跃居全省第一。", "2019年至2022年，全市连续四年稳居全省首位。",
                         "2021年建成的体育中心位居城市核心区。"] {
            XCTAssertNil(PageParser.parse(text: lead + sentence + "\n").date, sentence)
        }
        for sentence in ["到2025年，全市森林覆盖率达到25%以上。", "全市2025年底前完成所有老旧小区改造。", "2021年，全市曾遭遇特大暴雨灾害，全市排名跃居前列。",
                         "自2019年，全市累计投入资金10亿元，位居全省第一。", "1949年，我市解放。", "全市2020年第七次全国人口普查结果公布。",
                         "2023年，全市上下要着力跃居全省前列。", "2023年全市地区生产总值增长6%左右，力争位居全省前列。",
                         "《2023年度目标责任考核实施办法》同时出台。", "2022年以来，全市新建5G基站三千余个，稳居全省前列。",
                         "2023年全市社会消费品零售总额稳步增长。"] {
            XCTAssertNil(PageParser.parse(text: lead + sentence + "\n").date, sentence)
        }
        let planned = PageParser.parse(text: lead + "2023年全市将举办各类促消费活动一百场。市委召开2023年度民主生活会。\n")
        XCTAssertEqual(planned.date, "2023-01-10", "a year printed outranks one inferred")
        let acrossStories = PageParser.parse(text: """
            本报讯（记者 刘子雯）2月10日，全市商务工作会议召开。2023年全市将举办各类促消费活动一百场。

            ## 市委常委班子召开民主生活会

            本报讯（记者 王洋）2月9日，市委常委班子召开2023年度民主生活会。
            """)
        XCTAssertEqual(acrossStories.date, "2023-02-11", "a year one story prints outranks one another story's review infers")
    }

    /// One day's paper reports the last few days: a lead whose story names no year, within a
    /// week after a lead whose story fixes one, is of that year and dates the page; a lead weeks
    /// later (a misread day, a date the story looks ahead to) does not.
    func testALaterLeadOfTheSameWeekTakesTheYearOfTheDatedOne() {
        let dated = "本报讯（记者 王洋）3月5日，全市召开2023年春耕工作会议。\n\n## 我市开展植树活动\n\n"
        XCTAssertEqual(PageParser.parse(text: dated + "本报讯（记者 李华）3月6日，我市干部群众参加义务植树活动。\n").date, "2023-03-07")
        XCTAssertEqual(PageParser.parse(text: dated + "本报讯（记者 李华）4月20日，我市干部群众参加义务植树活动。\n").date, "2023-03-06")
    }

    /// A year only another story names (a plan `将于2027年全部建成`, a history `2016年，镇里成立…`)
    /// does not date a story whose own text names none.
    func testAYearNamedByAnotherStoryDoesNotDateThePage() {
        let page = PageParser.parse(text: """
            ## 我市优化营商环境

            本报讯（记者 刘子雯）3月19日，记者从市行政审批服务管理局获悉，全市新增市场主体三千余户。

            ## 离石区将建成三个城市公园

            按照计划，三个公园将于2027年全部建成，届时市民出门即可见绿。

            ## 南安镇葡萄产业

            2016年，镇里成立了葡萄种植合作社，统一品种、统一技术。
            """)
        XCTAssertNil(page.date)
        let dated = PageParser.parse(text: "本报讯（记者 刘子雯）3月19日，记者获悉，2024年一季度全市新增市场主体三千余户。\n\n"
            + "## 离石区将建成三个城市公园\n\n按照计划，三个公园将于2027年全部建成。\n")
        XCTAssertEqual(dated.date, "2024-03-20")
        XCTAssertEqual(dated.dateEvidence.dropFirst().first, .storyYear(.init(year: 2024, line: 1)))
    }

    /// A lead set in column lines breaks its date over two (`…（记者 张丽娜） 6` / `月13日，…`):
    /// the lines under the lead are read with it.
    func testALeadDateBrokenOverColumnLinesDatesThePage() {
        let page = PageParser.parse(text: """
            全市高考工作平稳有序

            本报讯 （记者 张丽娜） 6

            月13日，记者从市教育局获悉，2024年全市高

            考工作平稳顺利结束，全市共有两万余名考生
            """)
        XCTAssertEqual(page.date, "2024-06-14")
    }

    /// In a year's first months a story names the year just ended as often as its own: there a
    /// year counts when it is `X年以来` or what will be done in it (`2024年全市将举办…`).
    func testAJanuaryStoryDatesThePageByTheYearItPlans() {
        let page = PageParser.parse(text: "本报讯（记者 刘子雯）1月9日，全市商务工作会议召开。2023年全市社会消费品零售总额稳步增长。"
            + "2024年全市将举办各类促消费活动一百场以上。\n")
        XCTAssertEqual(page.date, "2024-01-10")
        let review = PageParser.parse(text: "本报讯（记者 刘子雯）1月9日，全市商务工作会议召开。2023年全市社会消费品零售总额稳步增长。\n")
        XCTAssertNil(review.date)
    }

    /// `2025年首场…演练` in a January story (or its headline) is the year's first of something,
    /// held in that year: it dates the page, where the year just ended reviewed would not.
    func testTheYearsFirstOfSomethingDatesAJanuaryPage() {
        assertInferred("2025-01-09", from: "我市启动2025年首场高层建筑火灾扑救实战演练\n\n本报讯（记者 赵丽娜）1月8日下午，市消防救援支队在吕梁新区开展实战演练。\n",
                       notFrom: "我市消防工作成效明显\n\n本报讯（记者 赵丽娜）1月8日，记者从市消防救援支队获悉，2024年全市火灾起数明显下降。\n")
    }

    /// A year's meeting named by `会` alone, held where the lead says (`2月 28日，全市2024年春季农业
    /// 生产推进会在汾阳召开`), sets its year as `…会议` does; the day after 2月28日 of a leap year is
    /// 2月29日.
    func testAYearsMeetingNamedByHuiDatesTheLeadsYear() {
        assertInferred("2024-02-29", from: "全市春季农业生产推进会召开\n\n本报讯（记者 高俊伟）2月 28日，全市2024年春季农业生产推进会在汾阳召开。\n",
                       notFrom: "全市春季农业生产推进会召开\n\n本报讯（记者 高俊伟）2月 28日，全市2023年粮食总产量创新高。\n")
    }

    /// `text` is dated `date`, inferred from its lead; `review`, naming only a year reviewed, is not dated.
    private func assertInferred(_ date: String, from text: String, notFrom review: String, line: UInt = #line) {
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.date, date, line: line)
        XCTAssertEqual(page.dateSource, .inferred, line: line)
        XCTAssertNil(PageParser.parse(text: review).date, line: line)
    }

    /// A year of what once happened (`2023年汛期，汾阳市曾遭遇…`) or a span's start with words
    /// between (`自2019年启动…以来`, `从2021年起`), or either end of a span of years
    /// (`2019年至2022年`, `2019年～2022年`), is no evidence of the story's year: with no other,
    /// the page is undated.
    func testAYearOfWhatOnceHappenedOrEitherEndOfASpanIsNoEvidence() {
        for sentence in ["2023年汛期，汾阳市曾遭遇多轮强降雨。", "自2019年启动驿站建设以来，全市建成驿站230余个。", "从2021年起，全市每年举办演练。",
                         "2019年至2022年，全市累计投入防汛资金2.1亿元。", "2019年～2022年，全市建成应急避难场所31处。", "2021年至今，全市建成驿站230余个。"] {
            let page = PageParser.parse(text: "汾阳市开展防汛应急演练\n\n本报讯（通讯员 孟晓丽）6月17日，汾阳市开展防汛应急演练。\n\n\(sentence)今年，汾阳市储备了防汛物资。\n")
            XCTAssertNil(page.date, sentence)
        }
        let dated = PageParser.parse(text: "汾阳市开展防汛应急演练\n\n本报讯（通讯员 孟晓丽）6月17日，汾阳市开展2023年防汛应急演练。\n")
        XCTAssertEqual(dated.date, "2023-06-18")
        let misreadQuarter = PageParser.parse(text: "本报讯（记者 王涛）6月17日，2023年—季度，全市地区生产总值同比增长5.1%。\n")
        XCTAssertEqual(misreadQuarter.date, "2023-06-18", "`—季度` is `一季度` misread, no span")
    }

    /// A year right after `曾在` or `曾于` (`该队曾在2023年获得…`) is of what once happened, no
    /// evidence of the news's year; `曾` alone (`这个曾经的贫困村`, the surname in `曾建华`) says
    /// nothing of it, nor does a thing's beginning (`2024年建成的`: as often this year's news).
    func testAYearAfterOnceInOrOnceAtIsNoEvidence() {
        for sentence in ["市三中女子足球队曾在2023年获得全省冠军。", "他曾于2015年参加抗洪抢险。"] {
            XCTAssertNil(PageParser.parse(text: "本报讯（通讯员 任国栋）6月3日，交口县开展抗旱送水。\(sentence)\n").date, sentence)
        }
        for sentence in ["这个曾经的贫困村2024年村集体经济收入突破100万元。", "副市长曾建华出席2024年全民健身运动会开幕式。",
                         "2024年建成的5座小型水库全部蓄水。", "2024年到位资金86亿元。"] {
            XCTAssertEqual(PageParser.parse(text: "本报讯（记者 贾晓燕）6月3日，\(sentence)\n").date, "2024-06-04", sentence)
        }
    }

    /// A lead day the OCR misread into one that does not exist (`4月31日`) is passed over: the
    /// other leads still date the page.
    func testAMisreadLeadDayLeavesTheOtherLeadsToDateThePage() {
        let page = PageParser.parse(text: "本报讯(记者 王洋)4月31日,会议召开。\n\n本报讯(记者 李雅萍)4月16日,2023年工作会议召开。\n")
        XCTAssertEqual(page.date, "2023-04-17")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    /// Leads of 12月31日 and 1月2日, each story naming its year: the page is of the day after the
    /// January one.
    func testLeadsAcrossTheNewYearDateThePageInTheNewYear() {
        let page = PageParser.parse(text: "本报讯(记者 王洋)12月31日,2023年最后一场跨年活动举行。\n\n本报讯(记者 李雅萍)1月2日,工作会议召开,2024年全市将抓好项目建设。\n")
        XCTAssertEqual(page.date, "2024-01-03")
    }

    func testTargetYearsAreNotTakenForThePageYear() {
        let page = PageParser.parse(text: "本报讯(记者 王洋)3月6日,会议要求到2035年基本实现现代化,2024年工作要抓实。\n")
        XCTAssertEqual(page.date, "2024-03-07")
    }

    func testPageWithNothingToDateItHasNoDate() {
        let page = PageParser.parse(text: "本报讯 这是一段没有日期的文字，也没有年份。\n")
        XCTAssertNil(page.date)
        XCTAssertNil(page.dateSource)
        XCTAssertTrue(page.dateEvidence.isEmpty)
    }

    /// A front page whose masthead prints only `2023年4月` and the weekday, with a footer date.
    private let yearMonthMastheadPage = """
            中共吕梁市委机关报

            2023年4月

            星期五

            第 10950 期 今日8版

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月3日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，各级各部门要压实责任，确保安全生产形势持续稳定。

            2023年4月14日 星期五

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """

    /// A footer's printed date (`2023年4月14日 星期五`) outranks a day inferred for a masthead that
    /// prints only `2023年4月` and the weekday: the masthead's reading came first and kept the
    /// footer from being asked.
    func testFooterDateOutranksADayInferredFromTheLeads() throws {
        let page = PageParser.parse(text: yearMonthMastheadPage)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .footer)
    }

    /// A footer's date on another weekday than the masthead prints is taken with a warning.
    func testFooterDateOnAnotherWeekdayIsWarnedOf() throws {
        let page = PageParser.parse(text: yearMonthMastheadPage.replacingOccurrences(of: "2023年4月14日 星期五", with: "2023年4月12日 星期三"))
        XCTAssertEqual(page.date, "2023-04-12")
        XCTAssertEqual(page.dateSource, .footer)
        XCTAssertEqual(page.warnings, ["masthead weekday 星期五 does not fit 2023-04-12 (星期三)"])
    }

    /// `2023年4月 星期五` with no lunar date: the page is that weekday on or after the latest day
    /// its news leads report (4月13日, a Thursday, gives Friday 2023-04-14), inferred and saying
    /// from what, where it had been left undated.
    func testYearMonthAndWeekdayWithoutLunarDateAreCompletedByTheLeads() throws {
        let page = PageParser.parse(text: """
            2023年4月 星期五

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertTrue(page.dateEvidence.contains(.weekday(5)), "\(page.dateEvidence)")
    }

    /// A lead's date that opens a span (`4月20日至22日，孝义市将…`) may be still to come: the day is
    /// inferred from the dates the leads report.
    func testSpanInALeadDoesNotDateThePage() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            2023年4月 星期五

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，4月20日前各县（市、区）要完成第一轮隐患排查，5月底前全面完成整改。

            ## 孝义市启动春季植树活动

            本报讯(记者 王涛)4月20日至22日，孝义市将集中开展春季义务植树活动。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    /// `2023年前三季度` and `据统计2023年` report the past: only a plan's words (`预计`, `力争`) make a
    /// year no page's year.
    func testReportedYearsStillDateAPage() throws {
        let page = PageParser.parse(text: """
            ## 我市经济运行稳中向好

            本报讯(记者 李雅萍)10月25日，记者从市统计局获悉，2023年前三季度，全市地区生产总值同比增长5.2%，比2022年同期提高1.1个百分点。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.date, "2023-10-26")
    }

    /// The same after `统计`.
    func testYearAfterStatisticsDatesAPage() throws {
        let page = PageParser.parse(text: """
            ## 我市经济运行稳中向好

            本报讯(记者 李雅萍)4月13日，据统计2023年一季度全市规上工业增加值同比增长6.1%，高于2022年全年水平。

            要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
            """)
        XCTAssertEqual(page.date, "2023-04-14")
    }

    /// A page that prints no date takes its year from the latest year its lead's story names, but not
    /// from a plan's (`预计2026年底建成投运`, `力争2026年`): the page below is of 2025,
    /// and a year at a text's very end (`…实施的2025年`) is read without reading past it.
    func testPlanYearsDoNotDateAPage() throws {
        let page = PageParser.parse(text: """
            ## 中阳县推进氢能产业发展

            本报讯(记者 王涛)3月12日，中阳县召开氢能产业推进会，部署全年工作。该项目预计2026年底建成投运，力争2026年实现满产，这是“十四五”规划实施的2025年
            """)
        XCTAssertEqual(page.date, "2025-03-13")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    func testAPageDateRightOverAHeadlineIsNoColumnWrap() {
        // A page of short column lines with a blank line under each: two lines with none between
        // are read as one wrapped line, but not a page date and the headline under it, which
        // together had read as text, so that the page opened "with a story under no headline"
        // and handed every headline to the story above it.
        let page = PageParser.parse(text: """
            2019年6月13日 星期四
            市文旅局召开推进会

            新华社北京6月13日电

            6月10日，与会人员围绕营商

            环境、乡村振兴等议题进行

            了深入交流。

            全市营商环境座谈会召开

            本报讯（记者 戴秀）6月13日

            ，该项目总投资839亿元，占

            地2982亩。
            """)
        XCTAssertEqual(page.date, "2019-06-13")
        XCTAssertEqual(page.articles.map(\.headline), ["市文旅局召开推进会", "全市营商环境座谈会召开"])
        XCTAssertEqual(page.articles.map(\.lines.first), [2, 12])
    }

    // MARK: - Dates in a story's text
    // A date standing alone on its line inside a story's text is a date the text names: not a
    // second masthead, nor the page's footer, either of which would be taken for the page's date
    // (on an archive generated apart, 31 of 1982 pages were dated wrongly or not at all by such
    // lines: `2024 年 10 月` on a front page dated 2025-02-24).

    /// `2024 年 10 月` between two column lines of the lead story reads like a masthead that
    /// prints only the month; the masthead at the head of the page prints the day.
    func testAMonthInsideAStoryIsNoSecondMasthead() throws {
        let page = PageParser.parse(text: """
            吕梁日报

            2025年2月24日 星期一 农历乙巳年正月二十七

            第11603期 今日8版 国内统一刊号：CN14-0028

            春耕时节农事忙

            本报讯（记者 武琳）全市上下抢抓农时，

            层层压实责任。全市

            GDP同比增

            长 81.5%，增速居

            全省前列。

            2024 年 10 月

            ，思想引领方向,使命凝

            聚力量。（王明）
            """)
        XCTAssertEqual(page.date, "2025-02-24")
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 5))
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.bodyText.contains("2024年10月，思想引领方向"), story.bodyText)
    }

    /// A full date between two lines of running text is the text's; the page's own date is
    /// printed at its foot beside the desk's names.
    func testAFullDateBetweenLinesOfTextIsNoFooter() throws {
        let text = """
            防汛备汛工作扎实推进

            本报讯（记者 张强）今年以来，柳林县共排查整治各类隐
            患 7158 处，办结群众诉求 841 件。同
            时，精准谋划、亲自研究，进一
            步发挥自身优势，勃发新生机。

            2022 年 9 月 14 日
            体温是否正常等，对于凝聚
            各方力量提升生命健康科技水
            平具有重要意义。（李华）

            2024年5月29日 星期三
            经济新闻部主办 本版组版：方杰 责编：叶梅旭 校对：程静亮
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "2022 年 9 月 14 日", by: "date-in-text")
        XCTAssertEqual(page.date, "2024-05-29")
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(story.bodyText.contains("2022年9月14日"), story.bodyText)
    }

    /// A diary's entries opening with the weekday and date (`星期一 2023年4月10日`) are the story's
    /// text: no page date, no footer.
    func testDiaryEntryDatesAreText() throws {
        let page = PageParser.parse(text: """
            ## 春耕日记

            □ 本报记者 王涛

            星期一 2023年4月10日

            清晨六点，我跟随农技员老李来到下堡镇的田间，查看小麦返青情况。

            星期二 2023年4月11日

            今天在交口县的蔬菜大棚里，农户们正忙着移栽辣椒苗。
            """)
        XCTAssertNil(page.date)
        XCTAssertNil(page.footer)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
    }

    // MARK: - Dates from the file's name
    // A page that prints no date is dated by its file's name, before any guess from its stories;
    // a printed date still wins, and a file name that disagrees with it is reported.

    /// Seed 004 has no masthead; its latest news-lead date is 3月6日 (line 387).
    func testPageWithoutMastheadIsDatedByItsFileName() throws {
        let page = PageParser.parse(text: try Seeds.text("004"), source: "archive/2024/03/20240307-04.txt")
        XCTAssertEqual(page.date, "2024-03-07")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertEqual(page.dateEvidence, [.fileName(name: "20240307-04.txt", date: "2024-03-07")])
        XCTAssertEqual(page.warnings, [])
    }

    /// A name given for another reason (the day of the scan) is still taken, but the news leads
    /// that do not fit it are pointed out.
    func testANameTheNewsLeadsDoNotFitIsReported() throws {
        let text = try Seeds.text("004")
        let scanned = PageParser.parse(text: text, source: "scan_20240415.txt")
        XCTAssertEqual(scanned.date, "2024-04-15")
        XCTAssertEqual(scanned.warnings, ["the file name scan_20240415.txt gives 2024-04-15, but the latest date in a news lead is 3月6日 (line 387), 40 days before it"])
        let early = PageParser.parse(text: text, source: "20240305.txt")
        XCTAssertEqual(early.warnings, ["the file name 20240305.txt gives 2024-03-05, but the latest date in a news lead is 3月6日 (line 387), after that day"])
        let newYear = PageParser.parse(text: "本报讯(记者 王洋)12月30日,全市工作会议召开。2023年工作要抓实。\n", source: "20240102-02.txt")
        XCTAssertEqual(newYear.date, "2024-01-02")
        XCTAssertEqual(newYear.warnings, [], "December's news in a January paper")
        let lateLead = "本报讯(记者 王洋)12月30日,全市工作会议召开。\n\n本报讯(记者 李明)1月20日,项目开工。\n"
        XCTAssertEqual(PageParser.parse(text: lateLead, source: "20240105-02.txt").warnings,
                       ["the file name 20240105-02.txt gives 2024-01-05, but the latest date in a news lead is 1月20日 (line 3), after that day"],
                       "a January lead after the paper's day is not hidden by December's")
    }

    /// The stories name no year, so they give no date of their own, but their leads still
    /// speak against a name they do not fit.
    func testLeadsAreCheckedOnPagesThatNameNoYear() {
        let text = "本报讯(记者 王洋)3月6日,全市工作会议召开。\n"
        XCTAssertNil(PageParser.parse(text: text).date)
        let page = PageParser.parse(text: text, source: "20240601.txt")
        XCTAssertEqual(page.date, "2024-06-01")
        XCTAssertEqual(page.warnings, ["the file name 20240601.txt gives 2024-06-01, but the latest date in a news lead is 3月6日 (line 1), 87 days before it"])
    }

    func testTheUsualWaysOfNamingADayAreRead() {
        let undatedText = "本报讯 这是一段没有日期的文字。\n"
        for (name, date) in [("20230109_3.txt", "2023-01-09"), ("2023-01-09_p2.txt", "2023-01-09"), ("2023_1_9.txt", "2023-01-09"),
                             ("lldb.2023.1.9.txt", "2023-01-09"), ("吕梁日报2023年1月9日第2版.txt", "2023-01-09"),
                             ("p2-20240229.txt", "2024-02-29"), ("20230109-20230109.txt", "2023-01-09"),
                             ("2023-1-9.txt", "2023-01-09"), ("2023年12月31日.txt", "2023-12-31"), ("2023年1月9", "2023-01-09"),
                             ("page_20230109", "2023-01-09")] {
            XCTAssertEqual(PageParser.parse(text: undatedText, source: name).date, date, name)
        }
    }

    /// The text names 3月6日 in a lead and the year 2024, so the guess from the stories is the
    /// day after, 2024-03-07.
    func testNamesThatGiveNoSingleRealDayLeaveTheGuessFromTheStories() {
        let text = "本报讯(记者 王洋)3月6日,会议要求2024年工作要抓实。\n"
        for name in ["000_3320e1f2e0a52838.txt", "20231301-02.txt", "20230230.txt", "120230109.txt", "202301090.txt",
                     "19481231.txt", "20230109-20230110.txt", "2023-01-0912.txt", "2023-01_09.txt", "2023年1月.txt",
                     "20230109/page-2.txt", "2023-001-09.txt", "12023-01-09.txt", String(repeating: "9", count: 5000) + ".txt"] {
            let page = PageParser.parse(text: text, source: name)
            XCTAssertEqual(page.date, "2024-03-07", name)
            XCTAssertEqual(page.dateEvidence.count, 3, name)
        }
    }

    func testPrintedDatesWinAndADisagreeingFileNameIsReported() throws {
        for (seed, printed) in [("000", "2020-03-13"), ("003", "2020-06-22")] {
            let agreeing = PageParser.parse(text: try Seeds.text(seed), source: printed.replacingOccurrences(of: "-", with: "") + ".txt")
            XCTAssertEqual(agreeing.date, printed, seed)
            XCTAssertFalse(agreeing.warnings.contains { $0.contains("file name") }, seed)

            let misfiled = PageParser.parse(text: try Seeds.text(seed), source: "pages/20200101-01.txt")
            XCTAssertEqual(misfiled.date, printed, seed)
            XCTAssertNotEqual(misfiled.dateSource, .inferred, seed)
            XCTAssertTrue(misfiled.warnings.contains("the file name 20200101-01.txt gives 2020-01-01, but the page prints \(printed)"),
                          "\(seed): \(misfiled.warnings)")
        }
    }

    /// The masthead prints year and month, and a lunar date too damaged to give the day.
    func testFileNameGivesTheDayAMastheadOfYearAndMonthCannot() {
        let text = "2023年2月\n星期五\n农历癸卯年十三月\n"
        let undated = PageParser.parse(text: text, source: "page.txt")
        XCTAssertNil(undated.date)
        XCTAssertFalse(undated.warnings.isEmpty)

        let page = PageParser.parse(text: text, source: "20230217-01.txt")
        XCTAssertEqual(page.date, "2023-02-17")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertEqual(page.dateEvidence, [.mastheadMonth(year: 2023, month: 2), .fileName(name: "20230217-01.txt", date: "2023-02-17")])
        XCTAssertEqual(page.warnings, ["masthead lunar date 农历癸卯年十三月 could not be read"], "2023-02-17 is a Friday")

        let wrongDay = PageParser.parse(text: text, source: "20230216-01.txt")
        XCTAssertEqual(wrongDay.date, "2023-02-16")
        XCTAssertEqual(wrongDay.warnings, ["masthead lunar date 农历癸卯年十三月 could not be read",
                                           "masthead weekday 星期五 does not fit 2023-02-16 (星期四)"])

        let misfiled = PageParser.parse(text: text, source: "20230317-01.txt")
        XCTAssertNil(misfiled.date)
        XCTAssertTrue(misfiled.warnings.contains("the file name 20230317-01.txt gives 2023-03-17, but the masthead prints 2023年2月"),
                      "\(misfiled.warnings)")
    }

    /// A day the masthead prints, even an impossible one, is not replaced by the name's.
    func testAnImpossiblePrintedDayIsNotReplacedByTheName() {
        let page = PageParser.parse(text: "2023年2月30日\n星期五\n", source: "20230217-01.txt")
        XCTAssertNil(page.date)
        XCTAssertTrue(page.warnings.contains("masthead date 2023年2月30日 does not exist"), "\(page.warnings)")
    }

    func testDecodedFilesAreDatedByTheNameTheyAreReadUnder() throws {
        let page = try PageParser.parse(data: Data(try Seeds.text("001").utf8), source: "/scans/2023-02-16.txt")
        XCTAssertEqual(page.date, "2023-02-16")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    /// `2016年以来` names when a span began, and a year's work meeting in January names that
    /// year (`1月9日，2019年全市宣传思想工作会议召开`).
    func testASpansStartDoesNotDateThePageAndAJanuaryWorkMeetingDoes() {
        XCTAssertNil(PageParser.parse(text: "本报讯（记者 王涛）6月6日，记者获悉，2016年以来全县累计植树造林十万亩。\n").date)
        XCTAssertEqual(PageParser.parse(text: "本报讯（记者 杜晓丽）1月9日，2019年全市宣传思想工作会议召开，总结去年工作。\n").date, "2019-01-10")
    }
}

