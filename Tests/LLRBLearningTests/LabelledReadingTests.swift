import XCTest
import LLRBLearning
import LLRBParser

/// A page read from the labels a labeller gave its lines (`PageParser.parse(text:source:labels:)`):
/// the labels decide what each line is and which story it belongs to; the recognisers read only
/// the fields a line holds.
final class LabelledReadingTests: XCTestCase {
    private let opensHeadline = LineLabel(.headline, .opens)
    private let opensText = LineLabel(.text, .opens)
    private let text = LineLabel(.text, .inside)
    private let headline = LineLabel(.headline, .inside)

    /// The page of `lines` (one a line, no blank between, so that no wrap joins two), read
    /// with each line's label.
    private func parse(_ lines: [(String, LineLabel)], source: String? = nil) -> Page {
        let page = lines.map(\.0).joined(separator: "\n")
        XCTAssertEqual(PageParser.readingLines(text: page).count, lines.count, "a line of the test's page was joined or dropped")
        return PageParser.parse(text: page, source: source, labels: lines.map(\.1))
    }

    // MARK: - Stories

    func testAHeadlinePrintedAfterItsStoryIsThatStorysHeadline() throws {
        let page = parse([
            ("本报讯（记者 刘子雯）1月9日，全市商务工作会议召开。", opensText),
            ("会议要求，今年要聚焦扩大内需。", text),
            ("全市商务工作会议召开", headline),
            ("本报讯（记者 赵鹏程）1月8日，兴县集中供热二期工程正式投运。", opensText),
            ("兴县集中供热二期工程投运", headline),
        ])
        XCTAssertEqual(page.articles.map(\.headline), ["全市商务工作会议召开", "兴县集中供热二期工程投运"])
        let first = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(first.lines, SourceLines(first: 1, last: 3))
        XCTAssertEqual(first.headlineLines, SourceLines(line: 3))
        XCTAssertEqual(first.dateline, "本报讯")
        XCTAssertEqual(first.bylines.map(\.name), ["刘子雯"])
        XCTAssertEqual(first.bodyText, "1月9日，全市商务工作会议召开。\n会议要求，今年要聚焦扩大内需。")
    }

    func testAHeadlineOnTwoLinesIsOneWithItsKickerAndSubtitles() throws {
        let page = parse([
            ("### 聚焦项目建设", LineLabel(.kicker, .opens)),
            ("## 冰雪运动热起来", headline),
            ("## 全民健身火起来", headline),
            ("——我市第五届冰雪运动会综述", LineLabel(.subtitle, .inside)),
            ("近年来，我市冰雪运动逐渐从“小众”走向“大众”。", text),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.kicker, "聚焦项目建设")
        XCTAssertEqual(article.headline, "冰雪运动热起来全民健身火起来")
        XCTAssertEqual(article.subheadlines, ["我市第五届冰雪运动会综述"])
        XCTAssertEqual(article.headlineLines, SourceLines(first: 1, last: 4))
    }

    func testTheLabelsDecideWhatALineIsNotItsLooks() throws {
        // A caption's opening labelled text is the story's text; a headline's mark labelled text too.
        let page = parse([
            ("## 方山县开展义务植树活动", opensHeadline),
            ("图为干部群众正在义务植树，共栽种油松一万余株。", text),
            ("## 全县共栽种苗木一万余株", text),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertTrue(page.captions.isEmpty)
        XCTAssertEqual(article.body.map(\.kind), [.text, .text])
        XCTAssertEqual(article.lines, SourceLines(first: 1, last: 3))
    }

    func testAnInsideLineWithNoStoryOpenOpensOne() {
        let page = parse([("近日，柳林县开展安全生产大检查。", text)])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(line: 1)])
        XCTAssertEqual(page.articles.first?.headline, "")
    }

    func testFurnitureBetweenTheLinesOfAStoryNeverEndsIt() throws {
        let page = parse([
            ("## 柳林县开展安全生产大检查", opensHeadline),
            ("近日，柳林县应急管理局开展安全生产大检查，", text),
            ("府 m I稿", LineLabel(.junk, .outside)),
            ("共排查隐患一百三十余处。", text),
        ])
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 4))
        XCTAssertEqual(page.noise.map(\.lines), [SourceLines(line: 3)])
        XCTAssertEqual(page.noise.first?.reason.isEmpty, false)
    }

    func testJumpMarkersClosingNamesAndSectionHeadersAreReadFromTheText() throws {
        let page = parse([
            ("（上接1版）", opensText),
            ("#### 一瓶酒带活一条街", text),
            ("去年，老街接待游客四十余万人次。（梁晓峰 雷振华）", text),
            ("□ 本报记者 贺文斌", text),
            ("市场监管部门同时加大节日市场检查力度。（下转2版）", text),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.continuedFrom?.page, 1)
        XCTAssertEqual(article.continuedTo?.page, 2)
        XCTAssertEqual(article.body.map(\.kind), [.sectionHeader, .text, .text])
        XCTAssertEqual(article.body.first?.text, "一瓶酒带活一条街")
        XCTAssertEqual(article.bylines.map(\.name), ["梁晓峰", "雷振华", "贺文斌"])
        XCTAssertFalse(article.bodyText.contains("下转"))
    }

    // MARK: - Column names

    func testASectionLineOverAStoryIsItsRubric() throws {
        let page = parse([
            ("特别报道", LineLabel(.section, .outside)),
            ("## 奋楫争先谱华章", opensHeadline),
            ("近年来，我市各项事业取得长足进步。", text),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.rubric, "特别报道")
        XCTAssertEqual(article.lines, SourceLines(first: 2, last: 3))
        XCTAssertTrue(page.noise.isEmpty)
    }

    func testASectionLineOverNoStorysFirstLineIsNoise() {
        let page = parse([
            ("## 奋楫争先谱华章", opensHeadline),
            ("近年来，我市各项事业取得长足进步。", text),
            ("特别报道", LineLabel(.section, .outside)),
            ("各项工作稳步推进。", text),
        ])
        XCTAssertNil(page.articles.first?.rubric)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 4))
        XCTAssertEqual(page.noise.map(\.text), ["特别报道"])
    }

    // MARK: - Photos

    func testACaptionAndItsCreditInsideAStoryAreThatStorysPhoto() throws {
        let page = parse([
            ("## 文水县春播工作全面展开", opensHeadline),
            ("本报讯（记者 张丽娜）4月27日，文水县农户抢抓农时播种玉米。", text),
            ("4月26日，北张乡的农户在田间播种。", LineLabel(.caption, .inside)),
            ("记者 张丽娜 摄", LineLabel(.credit, .inside)),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.captions.map(\.text), ["4月26日，北张乡的农户在田间播种。"])
        XCTAssertEqual(article.captions.first?.credits.map(\.name), ["张丽娜"])
        XCTAssertEqual(article.captions.first?.credits.first?.role, Byline.photographerRole)
        XCTAssertEqual(article.lines, SourceLines(first: 1, last: 4))
        XCTAssertEqual(page.captions, article.captions)
    }

    func testAPhotoOutsideEveryStoryStandsAloneOnThePage() {
        let page = parse([
            ("## 文水县春播工作全面展开", opensHeadline),
            ("文水县农户抢抓农时播种玉米。", text),
            ("4月26日，交城县夏家营镇的果农在梨园里疏花。", LineLabel(.caption, .outside)),
            ("任建平 摄", LineLabel(.credit, .outside)),
        ])
        XCTAssertEqual(page.articles.first?.captions, [])
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 2))
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["任建平"]])
    }

    func testACreditPrintedOverItsCaptionCreditsIt() {
        let page = parse([
            ("## 交城县蔬菜大棚迎来采摘季", opensHeadline),
            ("交城县夏家营镇蔬菜大棚里的西红柿陆续成熟。", text),
            ("本报记者 刘 涛 摄", LineLabel(.credit, .inside)),
            ("5月15日，交城县夏家营镇工人在蔬菜大棚内采摘西红柿。", LineLabel(.caption, .inside)),
            ("交城县天宁镇村民在合作社车间分拣红薯粉条。（刘涛 摄）", LineLabel(.caption, .inside)),
        ])
        XCTAssertEqual(page.captions.map(\.text), ["5月15日，交城县夏家营镇工人在蔬菜大棚内采摘西红柿。", "交城县天宁镇村民在合作社车间分拣红薯粉条。"])
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["刘涛"], ["刘涛"]])
        XCTAssertEqual(page.articles.first?.captions.count, 2)
    }

    func testEachPhotoTakesOneCredit() {
        let page = parse([
            ("4月16日，中阳县暖泉镇的村民在核桃林下栽种黄芩苗。", LineLabel(.caption, .outside)),
            ("记者 马晓峰 摄", LineLabel(.credit, .outside)),
            ("侯建国 摄", LineLabel(.credit, .outside)),
            ("4月18日，岚县土豆种植户在晾晒、挑选种薯。", LineLabel(.caption, .outside)),
        ])
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["马晓峰"], ["侯建国"]])
        XCTAssertEqual(page.captions.last?.text, "4月18日，岚县土豆种植户在晾晒、挑选种薯。")
    }

    func testCaptionLinesSharingOneCreditAreOnePhoto() {
        let page = parse([
            ("图① 考生走出考场。", LineLabel(.caption, .outside)),
            ("图② 家长在考点外等候。", LineLabel(.caption, .outside)),
            ("记者 王涛 摄", LineLabel(.credit, .outside)),
        ])
        XCTAssertEqual(page.captions.count, 1)
        XCTAssertEqual(page.captions.first?.lines, SourceLines(first: 1, last: 3))
    }

    func testUncreditedCaptionLinesEachEndingASentenceAreTwoPhotos() {
        let page = parse([
            ("小小讲解员在为游客讲解。", LineLabel(.caption, .outside)),
            ("小讲解员们在基地集中培训。", LineLabel(.caption, .outside)),
        ])
        XCTAssertEqual(page.captions.map(\.text), ["小小讲解员在为游客讲解。", "小讲解员们在基地集中培训。"])
    }

    func testABareCreditCreditsTheStorysPhoto() throws {
        let page = parse([
            ("## 我市第五届冰雪运动会落幕", opensHeadline),
            ("本届运动会历时一个月，参赛参与群众两万余人次。", text),
            ("摄影：孔祥瑞", LineLabel(.credit, .inside)),
            ("本版图片由刘亮亮提供", LineLabel(.credit, .inside)),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.captions.map(\.text), [""])
        XCTAssertEqual(article.captions.first?.credits.map(\.name), ["孔祥瑞"])
        // The page's own credit is every photo's, no one story's.
        XCTAssertEqual(page.captions.last?.credits.first?.role, Byline.supplierRole)
        XCTAssertEqual(page.captions.count, 2)
    }

    func testAPhotoOpeningAStoryIsThatPhotoNewssOwn() throws {
        let page = parse([
            ("图为2月6日，柳林县城的群众在挑选春联、灯笼等年货。", LineLabel(.caption, .opens)),
            ("记者 高志宏 摄", LineLabel(.credit, .inside)),
            ("年味浓", headline),
        ])
        let article = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(article.headline, "年味浓")
        XCTAssertEqual(article.captions.first?.credits.map(\.name), ["高志宏"])
        XCTAssertEqual(article.lines, SourceLines(first: 1, last: 3))
    }

    // MARK: - The page's fields

    func testMastheadAndFooterAreReadAsThePageAssemblerReadsThem() {
        let page = parse([
            ("吕梁日报", LineLabel(.masthead, .outside)),
            ("2020年3月", LineLabel(.masthead, .outside)),
            ("星期五", LineLabel(.masthead, .outside)),
            ("农历庚子年二月二十", LineLabel(.masthead, .outside)),
            ("第 9895 期 今日8版", LineLabel(.masthead, .outside)),
            ("## 全市春播工作全面展开", opensHeadline),
            ("本报讯（记者 王涛）3月12日，全市春播工作全面展开。", text),
            ("要闻部主办 本版组版: 李刚 责编:岳旭强 校对:刘挺", LineLabel(.footer, .outside)),
        ])
        XCTAssertEqual(page.date, "2020-03-13")
        XCTAssertEqual(page.issueNumber, 9895)
        XCTAssertEqual(page.pageCount, 8)
        XCTAssertEqual(page.weekday, 5)
        XCTAssertEqual(page.mastheadLines, SourceLines(first: 1, last: 5))
        XCTAssertEqual(page.footer?.proofreaders, ["刘挺"])
        XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 6, last: 7)])
    }

    func testAPageWithNoPrintedDateIsDatedByItsLeads() {
        let page = parse([
            ("## 兴县集中供热二期工程投运", opensHeadline),
            ("本报讯（记者 赵鹏程）1月8日，兴县集中供热二期工程正式投运。", text),
            ("该县2024年将实现城区集中供热全覆盖。", text),
        ])
        XCTAssertEqual(page.date, "2024-01-09")
        XCTAssertEqual(page.dateSource, .inferred)
    }

    func testALogoReadAsASymbolAloneIsKeptAsNoise() {
        let page = PageParser.parse(text: "## 柳林县开展安全生产大检查\n🥰\n近日，柳林县开展安全生产大检查。", labels: [opensHeadline, text])
        XCTAssertEqual(page.noise.map(\.lines), [SourceLines(line: 2)])
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 3))
    }

    func testMismatchedLabelCountNeverTraps() throws {
        let lines = ["## 柳林县开展安全生产大检查", "近日，柳林县开展安全生产大检查。", "共排查隐患一百三十余处。"].joined(separator: "\n")
        let short = PageParser.parse(text: lines, labels: [opensHeadline])
        XCTAssertEqual(short.articles.map(\.lines), [SourceLines(first: 1, last: 3)])
        XCTAssertEqual(short.articles.first?.bodyText, "近日，柳林县开展安全生产大检查。\n共排查隐患一百三十余处。")
        XCTAssertEqual(short.warnings.count, 1)
        let long = PageParser.parse(text: lines, labels: Array(repeating: opensHeadline, count: 5))
        XCTAssertEqual(long.articles.count, 3)
        XCTAssertEqual(long.warnings.count, 1)
        let none = PageParser.parse(text: "", labels: [opensText])
        XCTAssertTrue(none.articles.isEmpty)
        XCTAssertEqual(PageParser.parse(text: lines, labels: []).articles.count, 1)
    }
}
