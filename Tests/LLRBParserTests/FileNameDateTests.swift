import XCTest
import LLRBParser

/// A page that prints no date is dated by its file's name, before any guess from its stories;
/// a printed date still wins, and a file name that disagrees with it is reported.
final class FileNameDateTests: XCTestCase {
    /// Seed 004 has no masthead; its latest news-lead date is 3月6日 (line 387).
    func testPageWithoutMastheadIsDatedByItsFileName() throws {
        let page = PageParser.parse(text: try Seeds.text("004"), source: "archive/2024/03/20240307-04.txt")
        XCTAssertEqual(page.date, "2024-03-07")
        XCTAssertEqual(page.dateSource, .inferred)
        XCTAssertEqual(page.dateEvidence, ["the file name 20240307-04.txt gives 2024-03-07"])
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

    /// The text names 3月6日 in a lead and the year 2024, so the guess from the stories is 2024-03-06.
    func testNamesThatGiveNoSingleRealDayLeaveTheGuessFromTheStories() {
        let text = "本报讯(记者 王洋)3月6日,会议要求2024年工作要抓实。\n"
        for name in ["000_3320e1f2e0a52838.txt", "20231301-02.txt", "20230230.txt", "120230109.txt", "202301090.txt",
                     "19481231.txt", "20230109-20230110.txt", "2023-01-0912.txt", "2023-01_09.txt", "2023年1月.txt",
                     "20230109/page-2.txt", "2023-001-09.txt", "12023-01-09.txt", String(repeating: "9", count: 5000) + ".txt"] {
            let page = PageParser.parse(text: text, source: name)
            XCTAssertEqual(page.date, "2024-03-06", name)
            XCTAssertEqual(page.dateEvidence.count, 2, name)
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
        XCTAssertEqual(page.dateEvidence, ["masthead prints 2023年2月", "the file name 20230217-01.txt gives 2023-02-17"])
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
}
