import Foundation
import XCTest
import LLRBParser

/// The masthead at the head of a front page: the date it prints (in full, as year and month with
/// the weekday, or as a lunar date the day is rebuilt from), the weekday, the issue and its running
/// total, the page count and the paper's numbers, however the OCR set its rows; a lunar date as
/// printed; and the masthead's phrases in a story's sentences, which are no masthead lines.
final class MastheadTests: XCTestCase {
    // MARK: - Seeds' mastheads

    func testSeed000DateIsRebuiltFromLunarDateAndWeekday() throws {
        let page = try Seeds.page("000")
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.issueNumber, 9895)
        XCTAssertEqual(page.lunarDate, "庚子年二月二十")
        XCTAssertEqual(page.lunar, LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20))
        XCTAssertEqual(page.weekday, 5)
        XCTAssertEqual(page.pageCount, 8)
        XCTAssertEqual(page.serialNumber, "CN14-0028")
        XCTAssertEqual(page.postalCode, "21-28")
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 13))
        XCTAssertTrue(page.warnings.allSatisfy { !$0.contains("weekday") }, "\(page.warnings)")
    }

    func testSeed002MastheadWithEmojiAndQuoteMark() throws {
        let page = try Seeds.page("002")
        XCTAssertEqual(page.date, "2023-02-17")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.issueNumber, 10906)
        XCTAssertEqual(page.lunarDate, "癸卯年正月二十七")
        XCTAssertEqual(page.weekday, 5)
        XCTAssertEqual(page.pageCount, 8)
        XCTAssertEqual(page.serialNumber, "CN14-0028")
        XCTAssertEqual(page.postalCode, "21-28")
    }

    func testFullPrintedDateIsCrossCheckedNotCorrected() {
        let page = PageParser.parse(text: "中共吕梁市委机关报\n\n2020年3月14日\n\n星期五\n\n农历庚子年二月二十\n\n第 9896 期\n")
        XCTAssertEqual(page.date, "2020-03-14")
        XCTAssertEqual(page.dateSource, .printed)
        XCTAssertTrue(page.warnings.contains { $0.contains("星期五") }, "\(page.warnings)")
        XCTAssertTrue(page.warnings.contains { $0.contains("农历") }, "\(page.warnings)")
    }

    func testLunarDayRebuiltWhenOnlyYearAndMonthArePrinted() {
        let page = PageParser.parse(text: "2023年2月\n星期五\n农历癸卯年正月廿七\n")
        XCTAssertEqual(page.date, "2023-02-17")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.lunar?.day, 27)
    }

    func testWeekdaySundayIsSeven() {
        XCTAssertEqual(PageParser.parse(text: "2020年3月15日\n星期日\n").weekday, 7)
        XCTAssertEqual(PageParser.parse(text: "2020年3月15日\n星期天\n").weekday, 7)
    }

    // MARK: - Masthead rows as other pages and OCR runs print them
    // Seed 000's masthead printed the ways other pages of the paper and other OCR runs print it:
    // the date, weekday and issue must be read the same, and no masthead line may become a story's.

    private static let printedRows = "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版"

    private static let kicker = "中共中央办公厅国务院办公厅印发通知"

    /// The page parsed, and the number of the line that prints the first story's kicker.
    private func seed000(mastheadRows rows: String) throws -> (page: Page, kickerLine: Int) {
        let original = try Seeds.text("000")
        XCTAssertTrue(original.contains(Self.printedRows))
        let text = original.replacingOccurrences(of: Self.printedRows, with: rows)
        let kickerLine = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasSuffix(Self.kicker) }) + 1
        return (PageParser.parse(text: text), kickerLine)
    }

    private func assertFirstStoryIsUntouched(_ parsed: (page: Page, kickerLine: Int), file: StaticString = #filePath, line: UInt = #line) {
        let first = parsed.page.articles.first
        XCTAssertEqual(first?.headline, "组织29个工作组开展复工复产情况调研", file: file, line: line)
        XCTAssertEqual(first?.kicker, Self.kicker, file: file, line: line)
        XCTAssertEqual(first?.lines.first, parsed.kickerLine, "the story starts at its kicker", file: file, line: line)
    }

    func testYearMonthAndWeekdayOnAdjacentLinesStayTheMasthead() throws {
        // A column wrap is merged on a page that sets blank lines between its lines; two masthead
        // fields printed one under the other are no wrap (`2020年3月星期五` read as a kicker).
        let parsed = try seed000(mastheadRows: "2020年3月\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版")
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.weekday, 5)
        assertFirstStoryIsUntouched(parsed)
    }

    func testYearMonthAndWeekdayOnOneLineAreTheMasthead() throws {
        // `2020年3月 星期五` as one row: the day is still rebuilt from the lunar date and the
        // weekday, and the row is no one-line story.
        let parsed = try seed000(mastheadRows: "2020年3月 星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版")
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.dateSource, .lunar)
        XCTAssertEqual(parsed.page.weekday, 5)
        XCTAssertFalse(parsed.page.articles.contains { $0.lines.first < parsed.kickerLine })
        assertFirstStoryIsUntouched(parsed)
    }

    func testIssueWithItsRunningTotalIsTheMasthead() throws {
        let parsed = try seed000(mastheadRows: "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期（总第 12034 期） 今日8版")
        XCTAssertEqual(parsed.page.issueNumber, 9895, "the issue, not the running total")
        XCTAssertEqual(parsed.page.pageCount, 8)
        assertFirstStoryIsUntouched(parsed)
    }

    /// The paper's name in pinyin under its title, as printed (`LÜLIANG RIBAO`, `LVLIANG`): the
    /// masthead, not a story of its own.
    func testThePapersNameInPinyinIsTheMasthead() throws {
        for pinyin in ["LÜLIANG RIBAO", "LVLIANG RIBAO", "LULIANG RIBAO"] {
            let text = "吕梁日报\n\n\(pinyin)\n\n2024年5月21日 星期二 农历甲辰年四月十四\n\n## 交口县连翘种植面积突破10万亩\n\n本报讯（记者 王涛）近日，交口县连翘种植面积突破10万亩。\n"
            XCTAssertDecided(text, line: pinyin, by: "masthead-field")
            XCTAssertEqual(PageParser.parse(text: text).articles.count, 1, pinyin)
        }
    }

    func testIssueRowWithoutBlankLinesAboveTheFirstStory() throws {
        let rows = "2020年3月\n星期五\n农历庚子年二月二十\n第9895期(总第9895期) 今日8版\n国内统一连续出版物号 CN14-0028 邮发代号 21-28"
        let parsed = try seed000(mastheadRows: rows)
        XCTAssertEqual(parsed.page.date, "2020-03-13")
        XCTAssertEqual(parsed.page.issueNumber, 9895)
        assertFirstStoryIsUntouched(parsed)
        XCTAssertFalse(parsed.page.articles.contains { article in
            article.body.contains { $0.text.contains("总第") || $0.text.contains("出版物号") }
        }, "no masthead row is read as a story's text")
    }

    func testSeed000MastheadDateRowReadAsOneLine() throws {
        let text = try Seeds.text("000").replacingOccurrences(
            of: "2020年3月\n\n星期五\n\n农历庚子年二月二十\n\n第 9895 期 今日8版",
            with: "2020年3月 星期五 农历庚子年二月二十 第 9895 期 今日8版"
        )
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.issueNumber, 9895)
        XCTAssertEqual(page.lunarDate, "庚子年二月二十")
        XCTAssertEqual(page.articles.first?.headline, "组织29个工作组开展复工复产情况调研")
    }

    /// The weekday before the year and month (`星期五 2023年4月`) is a masthead row too.
    func testWeekdayBeforeYearAndMonthIsAMastheadRow() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            星期五 2023年4月

            农历癸卯年闰二月廿四

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .lunar)
        XCTAssertEqual(page.articles.first?.lines.first, 7)
    }

    /// `星期五 2023年4月14日`, the weekday before the full date, is the masthead's row.
    func testWeekdayBeforeTheFullDateIsAMastheadRow() throws {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            星期五 2023年4月14日

            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.dateSource, .printed)
        XCTAssertEqual(page.articles.first?.kicker, nil)
    }

    // MARK: - Masthead phrases in text
    // The masthead prints the paper's name, its site and its rank (`吕梁日报`, `吕梁新闻网`,
    // `山西省一级报纸`), and so do sentences of its stories. Such paragraphs, one under another, had
    // been read as masthead lines: out of their story, and out of search.

    func testASentenceNamingThePaperIsTheStorysText() throws {
        let sentences = ["近日，吕梁日报记者走访了文水县多个项目现场。", "市民可登录吕梁新闻网查询项目进展。", "项目负责人说，该项目已被评为省级一级报纸推荐项目。"]
        let page = PageParser.parse(text: """
            ## 文水县项目建设提速

            本报讯（记者 王涛）6月3日，记者来到文水县项目建设现场，看到工人们正在紧张施工。

            \(sentences.joined(separator: "\n\n"))
            """)
        XCTAssertNil(page.mastheadLines)
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.lines, SourceLines(first: 1, last: 9))
        for sentence in sentences {
            XCTAssertTrue(article.bodyText.contains(sentence), sentence)
        }
    }

    /// Masthead rows whose fields a comma, semicolon or OCR'd stop parts stay the masthead.
    func testMastheadRowsPartedByPunctuationStayMasthead() {
        for row in ["吕梁日报社出版，国内统一刊号：CN14-0028，邮发代号：21-28", "中共吕梁市委机关报，山西省一级报纸", "吕梁新闻网：www。sxllnews。cn"] {
            let page = PageParser.parse(text: """
                中共吕梁市委机关报

                \(row)

                2020年3月

                星期五

                农历庚子年二月二十

                ## 组织29个工作组开展复工复产情况调研

                新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发通知。
                """)
            XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 9), row)
            XCTAssertEqual(page.articles.map(\.headline), ["组织29个工作组开展复工复产情况调研"], row)
        }
    }

    func testTheMastheadRowsStillReadAsMasthead() {
        let page = PageParser.parse(text: """
            中共吕梁市委机关报

            吕梁日报社出版 国内统一刊号: CN14 - 0028 邮发代号: 21 — 28 吕梁新闻网: www.sxllnews.cn

            2020年3月

            星期五

            农历庚子年二月二十

            第 9895 期 今日8版

            山西省一级报纸

            ## 组织29个工作组开展复工复产情况调研

            新华社北京3月12日电 3月12日,中共中央办公厅、国务院办公厅印发通知。
            """)
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 13))
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.articles.map(\.headline), ["组织29个工作组开展复工复产情况调研"])
    }

    // MARK: - Lunar dates as printed

    private func parsed(_ text: String) -> LunarDate? { LunarDate(printed: text) }

    func testMastheadSpellingsParse() {
        XCTAssertEqual(parsed("庚子年二月二十"), LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20))
        XCTAssertEqual(parsed("癸卯年正月二十七"), LunarDate(year: "癸卯", month: 1, isLeapMonth: false, day: 27))
        XCTAssertEqual(parsed("癸卯年正月廿七"), parsed("癸卯年正月二十七"))
        XCTAssertEqual(parsed("甲辰年闰二月初十"), LunarDate(year: "甲辰", month: 2, isLeapMonth: true, day: 10))
        XCTAssertEqual(parsed("己亥年腊月三十"), LunarDate(year: "己亥", month: 12, isLeapMonth: false, day: 30))
        XCTAssertEqual(parsed("己亥年十二月卅"), parsed("己亥年腊月三十"))
        XCTAssertEqual(parsed("癸丑年冬月十五"), LunarDate(year: "癸丑", month: 11, isLeapMonth: false, day: 15))
        XCTAssertEqual(parsed("癸丑年十一月十五"), parsed("癸丑年冬月十五"))
        XCTAssertEqual(parsed("丁卯年闰六月初一"), LunarDate(year: "丁卯", month: 6, isLeapMonth: true, day: 1))
    }

    func testOCRSpacesAndPrefixAreTolerated() {
        let expected = LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20)
        XCTAssertEqual(parsed("庚 子 年 二月 二 十"), expected)
        XCTAssertEqual(parsed("农历庚子年二月二十"), expected)
        XCTAssertEqual(parsed("庚子年\n二月二十"), expected)
        XCTAssertEqual(parsed("庚子二月二十"), expected)
        XCTAssertEqual(parsed("农历：庚子年二月二十日"), expected)
        XCTAssertEqual(parsed("癸卯年正月卄七"), parsed("癸卯年正月廿七"))
        XCTAssertEqual(parsed("己亥年腊月丗"), parsed("己亥年腊月三十"))
    }

    func testNonsenseIsRejected() {
        for text in ["", "庚子年", "甲丑年二月二十", "庚子年十三月初一", "庚子年二月三十一", "庚子年二月初十一",
                     "庚子年二月十", "庚子年二月廿十", "庚子年二月二十X", "二月二十", "庚子年闰月初一",
                     "庚子年二月卅一", "庚子年二月日", "农历"] {
            XCTAssertNil(parsed(text), text)
        }
    }

    func testPrintedFormRoundTrips() {
        for day in 1...30 {
            for month in 1...12 {
                let lunar = LunarDate(year: "甲辰", month: month, isLeapMonth: month == 2, day: day)
                XCTAssertEqual(parsed(lunar.printed), lunar, lunar.printed)
            }
        }
        XCTAssertEqual(LunarDate(year: "癸卯", month: 1, isLeapMonth: false, day: 27).printed, "癸卯年正月二十七")
        XCTAssertEqual(LunarDate(year: "甲辰", month: 2, isLeapMonth: true, day: 10).printed, "甲辰年闰二月初十")
    }
}
