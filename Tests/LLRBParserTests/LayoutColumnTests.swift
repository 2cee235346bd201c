import Foundation
import LLRBParser
import XCTest

/// A layout page read as its columns are printed, whatever order the OCR engine wrote its blocks
/// in and wherever it ran two columns' lines into one; and a heading's size read from its own
/// line, not from the block the engine put it in.
final class LayoutColumnTests: XCTestCase {
    private func text(of markup: String) throws -> String {
        try PageDecoder.decode(Data(markup.utf8), source: "page").text
    }

    /// An ALTO page of `blocks`, 2000 × 3000 pixels, with no reading order.
    private static func alto(_ blocks: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#">
          <Description><MeasurementUnit>pixel</MeasurementUnit></Description>
          <Layout><Page ID="p1" WIDTH="2000" HEIGHT="3000"><PrintSpace>
          \(blocks)
          </PrintSpace></Page></Layout>
        </alto>
        """
    }

    /// A `TextLine` at `y` of the given parts, each a run of characters from its `x`, a `String`
    /// a character `height` wide, as Tesseract writes Chinese: a part's gap from the one before
    /// is where the engine saw blank paper.
    private static func line(_ parts: [(text: String, x: Int)], y: Int, height: Int = 30, sizes: [Int]? = nil) -> String {
        var strings: [String] = []
        for (number, part) in parts.enumerated() {
            let size = sizes?[number] ?? height
            for (index, character) in part.text.enumerated() {
                strings.append("<String CONTENT=\"\(character)\" HPOS=\"\(part.x + index * size)\" VPOS=\"\(y)\" WIDTH=\"\(size)\" HEIGHT=\"\(size)\"/>")
            }
        }
        let left = parts.first?.x ?? 0
        let right = parts.last.map { $0.x + $0.text.count * (sizes?.last ?? height) } ?? left
        return "<TextLine HPOS=\"\(left)\" VPOS=\"\(y)\" WIDTH=\"\(right - left)\" HEIGHT=\"\(height)\">"
            + strings.joined(separator: "<SP/>") + "</TextLine>"
    }

    private static func block(_ lines: [String], at x: Int, from y: Int) -> String {
        "<TextBlock>" + lines.enumerated().map { line([($0.element, x)], y: y + 45 * $0.offset) }.joined() + "</TextBlock>"
    }

    /// Tesseract writes a page of two columns band by band: the top of the left column, the top
    /// of the right, then the rest of each. Read so, a column's last line meets the other
    /// column's first: down the left column, then down the right.
    func testALayoutPagesColumnsAreReadDownEachColumnThenAcross() throws {
        let page = try text(of: Self.alto([
            Self.block(["左栏第一段第一行文字", "左栏第一段第二行文字"], at: 100, from: 100),
            Self.block(["右栏第一段第一行文字", "右栏第一段第二行文字"], at: 1100, from: 100),
            Self.block(["左栏第二段第一行文字"], at: 100, from: 300),
            Self.block(["右栏第二段第一行文字"], at: 1100, from: 300),
        ].joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), [
            "左栏第一段第一行文字\n左栏第一段第二行文字", "左栏第二段第一行文字",
            "右栏第一段第一行文字\n右栏第一段第二行文字", "右栏第二段第一行文字",
        ])
    }

    /// A block set across both columns (a headline over the stories under it) stands between
    /// what is printed above it and below it: the columns are read down to it, then under it.
    func testABlockAcrossTheColumnsIsReadWhereItStands() throws {
        let across = "<TextBlock>" + Self.line([("全市重点项目集中开工仪式举行", 100)], y: 250, height: 80) + "</TextBlock>"
        // Written last, as an engine may write a region it found late.
        let page = try text(of: Self.alto([
            Self.block(["左栏上方的文字"], at: 100, from: 100),
            Self.block(["右栏上方的文字"], at: 1100, from: 100),
            Self.block(["左栏下方的文字"], at: 100, from: 400),
            Self.block(["右栏下方的文字"], at: 1100, from: 400),
            across,
        ].joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), [
            "左栏上方的文字", "右栏上方的文字", "# 全市重点项目集中开工仪式举行", "左栏下方的文字", "右栏下方的文字",
        ])
    }

    /// Two headlines side by side at one height, which Tesseract writes as one line across the
    /// gutter: each is its own column's heading line, over its own column's text.
    func testALineTheEngineRanAcrossAGutterIsTheLinesOfTwoColumns() throws {
        let heads = "<TextBlock>" + Self.line([("全市春季植树活动启动", 100), ("文水县新增文明实践站", 1100)], y: 100, height: 60) + "</TextBlock>"
        let page = try text(of: Self.alto(heads + [
            Self.block(["本报讯全市春季义务植树活动", "在离石区东川河畔启动栽下油松", "侧柏山桃等苗木四千余株"], at: 100, from: 200),
            Self.block(["本报讯文水县新增文明实践站", "十二个覆盖全县各乡镇和社区", "志愿服务活动常态开展起来"], at: 1100, from: 200),
        ].joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), [
            "# 全市春季植树活动启动",
            "本报讯全市春季义务植树活动\n在离石区东川河畔启动栽下油松\n侧柏山桃等苗木四千余株",
            "# 文水县新增文明实践站",
            "本报讯文水县新增文明实践站\n十二个覆盖全县各乡镇和社区\n志愿服务活动常态开展起来",
        ])
    }

    /// On a page of one column, a gap as wide as a gutter (a title letter-spaced across the
    /// page) has the page's lines running across it: no gutter, and the line stays whole.
    func testAWideGapOnAOneColumnPageIsNoGutter() throws {
        let title = "<TextBlock>" + Self.line([("办报", 100), ("五年", 1000)], y: 100, height: 60) + "</TextBlock>"
        let body = (0..<4).map { row in
            "<TextBlock>" + Self.line([(String(repeating: "全市经济运行总体平稳", count: 5), 100)], y: 250 + 45 * row) + "</TextBlock>"
        }
        let page = try text(of: Self.alto(title + body.joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n").first, "# 办报五年")
    }

    /// A headline joined with the first line of the next column's text: cut, that line is set
    /// in the body's type, as its own words show, and is no heading.
    func testTheNextColumnsTextCutFromAHeadlineIsInBodyType() throws {
        let joined = "<TextBlock>" + Self.line([("全市春季植树活动启动", 100), ("本报讯文水县新增文明实践站", 1100)], y: 100, height: 60,
                                                sizes: [60, 30]) + "</TextBlock>"
        let page = try text(of: Self.alto(joined + [
            Self.block(["本报讯全市春季义务植树活动", "在离石区东川河畔启动栽下油松", "侧柏山桃等苗木四千余株"], at: 100, from: 200),
            Self.block(["十二个覆盖全县各乡镇和社区", "志愿服务活动常态开展起来", "群众参与的热情越来越高"], at: 1100, from: 160),
        ].joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), [
            "# 全市春季植树活动启动",
            "本报讯全市春季义务植树活动\n在离石区东川河畔启动栽下油松\n侧柏山桃等苗木四千余株",
            "本报讯文水县新增文明实践站",
            "十二个覆盖全县各乡镇和社区\n志愿服务活动常态开展起来\n群众参与的热情越来越高",
        ])
    }

    /// On a page of four columns, a title letter-spaced in the narrowest (`短  评`) has that
    /// column's lines running across its gap, however few they are on the page: it stays whole.
    func testALetterSpacedTitleInAColumnOfFewLinesStaysWhole() throws {
        let full = (0..<3).map { column in
            Self.block(Array(repeating: "全市经济运行总体平稳向好", count: 24), at: 100 + 450 * column, from: 100)
        }
        let title = "<TextBlock>" + Self.line([("短", 1450), ("评", 1540)], y: 700, height: 40) + "</TextBlock>"
        let column = Self.block(["让群众少跑腿多办事", "让群众少跑腿多办事", "让群众少跑腿多办事"], at: 1450, from: 760)
        let page = try text(of: Self.alto(full.joined() + title + column))
        XCTAssertTrue(page.contains("### 短评\n") || page.contains("### 短评\n\n"), page)
    }

    /// A table's rows, each one line with its cells apart: no column stands beside them, and
    /// each row stays one line.
    func testATablesRowsAreNotCutIntoColumns() throws {
        let rows = [("城市", "天气", "气温"), ("北京", "晴", "二十五度"), ("上海", "多云", "二十八度"), ("广州", "小雨", "三十度")]
        let table = "<TextBlock>" + rows.enumerated().map { index, row in
            Self.line([(row.0, 100), (row.1, 700), (row.2, 1300)], y: 100 + 50 * index)
        }.joined() + "</TextBlock>"
        let page = try text(of: Self.alto(table))
        XCTAssertEqual(page, "城市天气气温\n北京晴二十五度\n上海多云二十八度\n广州小雨三十度")
    }

    /// The same table in the middle column of three: the columns beside it stand wholly left
    /// and right of its cells' gaps, but not by them, and its rows still stay whole.
    func testATablesRowsBesideOtherColumnsAreNotCut() throws {
        let rows = [("城市", "天气"), ("北京", "晴"), ("上海", "多云"), ("广州", "小雨")]
        let table = "<TextBlock>" + rows.enumerated().map { index, row in
            Self.line([(row.0, 700), (row.1, 1000)], y: 300 + 50 * index)
        }.joined() + "</TextBlock>"
        let columns = Self.block(Array(repeating: "全市经济运行平稳", count: 12), at: 100, from: 100)
            + Self.block(Array(repeating: "全县项目建设提速", count: 12), at: 1400, from: 100)
        let page = try text(of: Self.alto(columns + table))
        XCTAssertTrue(page.contains("城市天气\n北京晴\n上海多云\n广州小雨"), page)
    }

    /// A table whose cells are blocks of one region (ABBYY writes a `ComposedBlock` of
    /// `TextBlock`s): its cells keep the engine's row order.
    func testATablesCellsKeepTheirRowOrder() throws {
        let cells = [("城市", 100, 100), ("天气", 700, 100), ("北京", 100, 150), ("晴", 700, 150)].map { text, x, y in
            "<TextBlock>" + Self.line([(text, x)], y: y) + "</TextBlock>"
        }
        let page = try text(of: Self.alto("<ComposedBlock ID=\"table\">" + cells.joined() + "</ComposedBlock>"))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), ["城市", "天气", "北京", "晴"])
    }

    /// A line whose box falls off the page has none; the page is still read down its columns,
    /// the line where the engine wrote it.
    func testALineWithNoBoxLeavesTheColumnsInOrder() throws {
        let speck = "<TextBlock><TextLine HPOS=\"5000\" VPOS=\"100\" WIDTH=\"30\" HEIGHT=\"30\"><String CONTENT=\"囊\"/></TextLine></TextBlock>"
        let page = try text(of: Self.alto([
            Self.block(["左栏第一段第一行文字"], at: 100, from: 100),
            Self.block(["右栏第一段第一行文字"], at: 1100, from: 100),
            speck,
            Self.block(["左栏第二段第一行文字"], at: 100, from: 300),
            Self.block(["右栏第二段第一行文字"], at: 1100, from: 300),
        ].joined()))
        XCTAssertEqual(page.components(separatedBy: "\n\n"), [
            "左栏第一段第一行文字", "左栏第二段第一行文字", "右栏第一段第一行文字", "囊", "右栏第二段第一行文字",
        ])
    }

    /// Tesseract gives the lines of one of its blocks one `x_size`: a kicker it read in one block
    /// with its headline takes the headline's. Each line's box keeps its own height, and the
    /// kicker is marked smaller than the headline under it.
    func testAHeadingsSizeIsItsOwnLinesNotItsBlocks() throws {
        let hocr = """
            <html><head><meta name='ocr-system' content='tesseract 5.3.0' /></head><body>
            <div class='ocr_page' title='bbox 0 0 2000 3000'>
             <div class='ocr_carea'><p class='ocr_par'>
              <span class='ocr_line' title="bbox 100 100 460 150; x_size 100">决战决胜脱贫攻坚</span>
              <span class='ocr_line' title="bbox 100 180 1300 280; x_size 100">临县最后十二个贫困村全部退出</span>
             </p></div>
             <div class='ocr_carea'><p class='ocr_par'>
              <span class='ocr_line' title="bbox 100 320 1300 350; x_size 30">本报讯十二月二日，记者从临县扶贫办获悉，</span>
              <span class='ocr_line' title="bbox 100 365 1300 395; x_size 30">该县最后十二个贫困村全部达到退出标准。</span>
             </p></div>
            </div></body></html>
            """
        XCTAssertEqual(try text(of: hocr).components(separatedBy: "\n").prefix(2), ["## 决战决胜脱贫攻坚", "# 临县最后十二个贫困村全部退出"])
        let article = try XCTUnwrap(PageParser.parse(data: Data(hocr.utf8), source: "page").articles.first)
        XCTAssertEqual(article.headline, "临县最后十二个贫困村全部退出")
        XCTAssertEqual(article.kicker, "决战决胜脱贫攻坚")
    }
}
