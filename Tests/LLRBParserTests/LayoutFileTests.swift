import Foundation
import LLRBParser
import XCTest

/// ALTO and hOCR pages read as the parser reads a text page, with each line's layout kept; and
/// every hostile form of XML refused by its reason, never expanded, fetched or crashed on.
final class LayoutFileTests: XCTestCase {
    private func decode(_ markup: String) throws(PageDecodingError) -> DecodedPage {
        try PageDecoder.decode(Data(markup.utf8), source: "page")
    }

    private func refusal(_ markup: String) -> String? {
        do throws(PageDecodingError) {
            _ = try decode(markup)
            return nil
        } catch {
            return error.reason
        }
    }

    /// An ALTO page as Tesseract writes one: a Chinese character a `String`, `SP` between them.
    private static func alto(version: Int = 4, unit: String = "pixel", blocks: String, styles: String = "",
                             width: Int = 2000, height: Int = 3000, order: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v\(version)#" xmlns:xlink="http://www.w3.org/1999/xlink">
          <Description><MeasurementUnit>\(unit)</MeasurementUnit></Description>
          <Styles>\(styles)</Styles>
          \(order)
          <Layout><Page ID="p1" WIDTH="\(width)" HEIGHT="\(height)" PHYSICAL_IMG_NR="1"><PrintSpace>
          \(blocks)
          </PrintSpace></Page></Layout>
        </alto>
        """
    }

    /// A line as Tesseract writes one, its characters `advance` apart: unless said, as far as the
    /// line is high, as a Chinese character is square.
    private static func line(_ text: String, x: Int = 100, y: Int, height: Int = 40, advance: Int? = nil, style: String? = nil,
                             spaced: Bool = true) -> String {
        let advance = advance ?? height
        // A Chinese character a String, a run of digits or letters one, as Tesseract writes them.
        var words: [String] = []
        for character in text {
            if character.isASCII, character != " ", let last = words.last?.last, last.isASCII, last != " " {
                words[words.count - 1].append(character)
            } else {
                words.append(String(character))
            }
        }
        let strings = words.map { word in
            word == " " ? "<SP/>" : "<String CONTENT=\"\(word)\" HPOS=\"\(x)\" VPOS=\"\(y)\" WIDTH=\"\(advance)\" HEIGHT=\"\(height)\"/>"
        }
        let styleRef = style.map { " STYLEREFS=\"\($0)\"" } ?? ""
        return "<TextLine HPOS=\"\(x)\" VPOS=\"\(y)\" WIDTH=\"\(advance * text.count)\" HEIGHT=\"\(height)\"\(styleRef)>"
            + strings.joined(separator: spaced ? "<SP/>" : "") + "</TextLine>"
    }

    func testAnALTOPageReadsAsItsLinesWithTheirBoxesAndTypeSizes() throws {
        let page = try decode(Self.alto(blocks: """
            <TextBlock ID="b1">\(Self.line("吕梁召开经济运行分析会", y: 100, height: 80, style: "s1"))</TextBlock>
            <TextBlock ID="b2">\(Self.line("本报讯 5月11日，全市一季度", y: 300))\(Self.line("经济运行分析会召开。", y: 350))</TextBlock>
            """, styles: #"<TextStyle ID="s1" FONTFAMILY="Noto" FONTSIZE="28"/>"#))
        XCTAssertEqual(page.text, "# 吕梁召开经济运行分析会\n\n本报讯5月11日，全市一季度\n经济运行分析会召开。",
                       "a character a String, no space beside a Chinese character, a line twice the body's height a heading")
        let layout = try XCTUnwrap(page.layout)
        XCTAssertEqual(layout.format, .alto)
        XCTAssertEqual(layout.blocks.count, 2)
        XCTAssertEqual(layout.blocks[0][0].fontSize, 28)
        XCTAssertEqual(layout.blocks[0][0].box?.height, 80)
        XCTAssertEqual(layout.blocks[1][1].box?.y, 350)
        XCTAssertNil(layout.blocks[1][0].fontSize)
        XCTAssertEqual([layout.width, layout.height], [2000, 3000])
    }

    /// A headline that fills its column and goes on under it in the same type is one headline the
    /// column broke: one line of the text, its box around both parts; read as two, its rest would
    /// be taken for a subtitle.
    func testAHeadingItsColumnBrokeOverTwoLinesIsOneLine() throws {
        let page = try brokenHeading(heights: (80, 80), secondAt: 200)
        XCTAssertEqual(page.text.split(separator: "\n").first, "# 全市重点项目集中签约仪式举行")
        let lines = try XCTUnwrap(page.layout).scanLines(width: 2000, height: 3000)
        XCTAssertEqual(lines.first.map { [$0.line, $0.x, $0.y, $0.width, $0.height] }, [1, 100, 100, 800, 180], "the box around both parts")
        XCTAssertEqual(lines.map(\.line), [1, 3, 4])
        let parsed = PageParser.parse(text: page.text)
        XCTAssertEqual(parsed.articles.first?.headline, "全市重点项目集中签约仪式举行")
        XCTAssertEqual(parsed.articles.first?.subheadlines, [])
    }

    /// A headline set at twice the body's size measures a little under on one line and a little
    /// over on the next: marked `##` and `#`, it is still one type, and one headline the column
    /// broke, marked as its first part, whose size was measured over more characters.
    func testAHeadingBrokenWhereItsSizeStraddlesAMarksBoundIsOneLine() throws {
        let page = try brokenHeading(heights: (78, 82), secondAt: 195)
        XCTAssertEqual(page.text.split(separator: "\n").first, "## 全市重点项目集中签约仪式举行", "its first part's mark")
    }

    /// `全市重点项目集中签约` / `仪式举行`, its lines `heights` high, over two lines of text.
    private func brokenHeading(heights: (first: Int, second: Int), secondAt y: Int) throws -> DecodedPage {
        try decode(Self.alto(blocks: """
            <TextBlock ID="h">\(Self.line("全市重点项目集中签约", y: 100, height: heights.first))\
            \(Self.line("仪式举行", y: y, height: heights.second))</TextBlock>
            <TextBlock ID="b">\(Self.line("本报讯 5月11日，全市签约仪式举行。", y: 320))\(Self.line("此次签约项目共38个，涵盖新材料。", y: 370))</TextBlock>
            """))
    }

    /// A kicker short of its column, a heading over a line of another type and one that does not
    /// stand right under it stay lines of their own.
    func testAHeadingShortOfItsColumnOrOverAnotherTypeStaysALineOfItsOwn() throws {
        func text(_ heading: String) throws -> String {
            try decode(Self.alto(blocks: """
                <TextBlock ID="h">\(heading)</TextBlock>
                <TextBlock ID="b">\(Self.line("本报讯 5月11日，全市签约仪式举行。", y: 320))\(Self.line("此次签约项目共38个，涵盖新材料。", y: 370))\
                \(Self.line("新能源、现代农业等领域，总投资二百亿元。", y: 420))</TextBlock>
                """)).text
        }
        XCTAssertEqual(try text(Self.line("留住晋商记忆", y: 100, height: 80) + Self.line("汾阳百年老院修旧如旧重焕生机", y: 200, height: 80))
            .split(separator: "\n").prefix(2), ["# 留住晋商记忆", "# 汾阳百年老院修旧如旧重焕生机"])
        XCTAssertEqual(try text(Self.line("全市重点项目集中签约仪式在吕梁经济开发区举", y: 100, height: 80) + Self.line("行总投资二百亿元", y: 200, height: 50))
            .split(separator: "\n").count, 5, "a smaller line under it: two headings and three lines of text")
        XCTAssertEqual(try text(Self.line("全市重点项目集中签约仪式在吕梁经济开发区举", y: 100, height: 80) + Self.line("行总投资二百亿元", y: 400, height: 80))
            .split(separator: "\n").count, 5, "a line far under it")
    }

    /// A scan kept at another size than the OCR read: each line's box is scaled by the image's
    /// size over the page's, numbered by its line of the page's text (a blank line between two
    /// blocks), and cut at the image's edge.
    func testEachLinesBoxIsScaledOntoTheScansPixelsByItsLineNumber() throws {
        let page = try decode(Self.alto(blocks: """
            <TextBlock ID="b1">\(Self.line("吕梁召开经济运行分析会", y: 100, height: 80))</TextBlock>
            <TextBlock ID="b2">\(Self.line("本报讯 5月11日，全市一季度", y: 300))\(Self.line("经济运行分析会召开。", y: 350))</TextBlock>
            """))
        let layout = try XCTUnwrap(page.layout)
        let lines = layout.scanLines(width: 1000, height: 1500)
        XCTAssertEqual(lines.map(\.line), [1, 3, 4], "line 2 is the blank line between the blocks")
        XCTAssertEqual(lines.first.map { [$0.x, $0.y, $0.width, $0.height] }, [50, 50, 440, 40], "HPOS 100 VPOS 100, 880 × 80, halved")
        XCTAssertEqual(page.text.split(separator: "\n", omittingEmptySubsequences: false)[3], "经济运行分析会召开。")
        XCTAssertEqual(layout.scanLines(width: 2000, height: 3000).first.map { [$0.x, $0.y, $0.width, $0.height] }, [100, 100, 880, 80])
        // An engine that rounds may reach a little past the page's edge: cut at the image's.
        let edge = try XCTUnwrap(try decode(Self.alto(blocks: "<TextBlock>\(Self.line("复工复产", x: 1910, y: 10))</TextBlock>")).layout)
        XCTAssertEqual(edge.scanLines(width: 1000, height: 1500).first.map { [$0.x, $0.width] }, [955, 45])
    }

    /// A line break written inside a word of the file (`&#10;`, a form feed) is a space: it
    /// neither splits the line, which would number the boxes after it wrongly, nor the page.
    func testALineBreakInsideALineOfTheFileIsASpace() throws {
        let page = try decode(Self.alto(blocks: """
            <TextBlock><TextLine HPOS="100" VPOS="10" WIDTH="200" HEIGHT="40"><String CONTENT="复工&#10;复产"/></TextLine>\
            <TextLine HPOS="100" VPOS="60" WIDTH="200" HEIGHT="40"><String CONTENT="春耕&#12;备耕"/></TextLine>\
            \(Self.line("稳就业", y: 110))</TextBlock>
            """))
        XCTAssertEqual(page.text, "复工 复产\n春耕 备耕\n稳就业")
        XCTAssertEqual(try XCTUnwrap(page.layout).scanLines(width: 2000, height: 3000).map { [$0.line, $0.y] }, [[1, 10], [2, 60], [3, 110]])
    }

    func testMillimetresWithNoPageSizeGiveNoBoxesAndPixelsWithNoneAreTakenAsTheScans() throws {
        let noSize = { (unit: String) in
            Self.alto(unit: unit, blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>")
                .replacingOccurrences(of: #" WIDTH="2000" HEIGHT="3000""#, with: "")
        }
        XCTAssertEqual(try XCTUnwrap(try decode(noSize("mm10")).layout).scanLines(width: 1000, height: 1000).count, 0)
        let pixels = try XCTUnwrap(try decode(noSize("pixel")).layout).scanLines(width: 1000, height: 1000)
        XCTAssertEqual(pixels.map { [$0.line, $0.x, $0.y, $0.width, $0.height] }, [[1, 100, 10, 160, 40]])
        let millimetres = try XCTUnwrap(try decode(Self.alto(unit: "mm10", blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>",
                                                                     width: 2000, height: 3000)).layout)
        XCTAssertEqual(millimetres.scanLines(width: 4000, height: 6000).first.map { [$0.x, $0.y, $0.width, $0.height] }, [200, 20, 320, 80])
        let oneSide = try XCTUnwrap(try decode(Self.alto(unit: "mm10", blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>")
            .replacingOccurrences(of: #"HEIGHT="3000""#, with: "")).layout)
        XCTAssertEqual(oneSide.scanLines(width: 1000, height: 9999).first.map { [$0.x, $0.y, $0.width, $0.height] }, [50, 5, 80, 20],
                       "the width alone scales both ways")
    }

    /// Tesseract names the scan it read by the path it was given: only the file's name is kept,
    /// for a scan is looked for beside its page alone.
    func testTheScanAnALTOPageNamesIsKeptByItsFileNameAlone() throws {
        let page = Self.alto(blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>")
        XCTAssertNil(try decode(page).layout?.scanName)
        let named: [(String, String?)] = [("/scans/2020/0313-01.png", "0313-01.png"), ("../secret.png", "secret.png"),
                                          (#"C:\scans\p.jpg"#, "p.jpg"), (" p.png ", "p.png"), ("..", nil), ("", nil)]
        for (name, expected) in named {
            let described = page.replacingOccurrences(
                of: "</MeasurementUnit>", with: "</MeasurementUnit><sourceImageInformation><fileName>\(name)</fileName></sourceImageInformation>")
            XCTAssertEqual(try decode(described).layout?.scanName, expected, name)
        }
    }

    func testEveryALTOVersionAndUnitIsRead() throws {
        for version in 2...4 {
            for unit in ["pixel", "mm10", "inch1200"] {
                let page = try decode(Self.alto(version: version, unit: unit, blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>"))
                XCTAssertEqual(page.text, "复工复产", "v\(version) \(unit)")
                XCTAssertEqual(page.layout?.unit.rawValue, unit)
            }
        }
    }

    func testTheReadingOrderOfTheFileOrdersItsBlocks() throws {
        let order = """
            <ReadingOrder><OrderedGroup ID="o"><ElementRef ID="r1" REF="second"/><ElementRef ID="r2" REF="first"/></OrderedGroup></ReadingOrder>
            """
        let page = try decode(Self.alto(blocks: """
            <TextBlock ID="first">\(Self.line("后读的一段", y: 10))</TextBlock><TextBlock ID="second">\(Self.line("先读的一段", y: 900))</TextBlock>
            """, order: order))
        XCTAssertEqual(page.text, "先读的一段\n\n后读的一段")
    }

    func testPicturesAreRegionsAndABoxOffThePageIsNoEvidence() throws {
        let page = try decode(Self.alto(blocks: """
            <Illustration ID="i1" HPOS="100" VPOS="500" WIDTH="800" HEIGHT="600"/>
            <TextBlock>\(Self.line("图为群众在观看", y: 1120))\(Self.line("远在页外", x: 5000, y: 20))</TextBlock>
            """))
        XCTAssertEqual(page.layout?.pictures, [LayoutBox(x: 100, y: 500, width: 800, height: 600)].compactMap { $0 })
        XCTAssertNotNil(page.layout?.blocks[0][0].box)
        XCTAssertNil(page.layout?.blocks[0][1].box, "a line beyond the page's width keeps its text, not its box")
        XCTAssertEqual(page.text, "![](#xywh=100,500,800,600)\n\n图为群众在观看\n远在页外", "the picture stands over the block under it")
    }

    /// A picture is written, as a markdown image, before the block standing against its foot in
    /// its column (its caption's place); not before a block further down or in another column,
    /// and a box a line or two high (an engine's picture over large type) is no photo.
    func testAPictureIsWrittenBeforeTheBlockStandingUnderIt() throws {
        let body = (0..<4).map { Self.line("本报讯全市一季度经济运行分析会召开", x: 1100, y: 100 + 50 * $0, height: 40) }.joined()
        let page = try decode(Self.alto(blocks: """
            <Illustration ID="photo" HPOS="100" VPOS="100" WIDTH="800" HEIGHT="400"/>
            <Illustration ID="far" HPOS="100" VPOS="700" WIDTH="800" HEIGHT="400"/>
            <Illustration ID="speck" HPOS="1100" VPOS="400" WIDTH="800" HEIGHT="60"/>
            <TextBlock ID="text">\(body)</TextBlock>
            <TextBlock ID="caption">\(Self.line("5月25日，游客在黄河岸边赏槐花。", y: 530, height: 40))</TextBlock>
            <TextBlock ID="later">\(Self.line("会议要求，各单位抓好落实。", x: 1100, y: 470, height: 40))</TextBlock>
            <TextBlock ID="below">\(Self.line("离石区开展读书月活动", y: 1300, height: 40))</TextBlock>
            """))
        // The left column read first (`ColumnOrder`), the photo over its caption.
        XCTAssertEqual(page.text.split(separator: "\n\n"), [
            "![](#xywh=100,100,800,400)", "5月25日，游客在黄河岸边赏槐花。", "离石区开展读书月活动",
            "本报讯全市一季度经济运行分析会召开\n本报讯全市一季度经济运行分析会召开\n本报讯全市一季度经济运行分析会召开\n本报讯全市一季度经济运行分析会召开",
            "会议要求，各单位抓好落实。",
        ])
    }

    func testOnlyWordsApartWithNoChineseCharacterBetweenThemKeepASpace() throws {
        let page = try decode(Self.alto(blocks: """
            <TextBlock><TextLine><String CONTENT="CN14-0028"/><SP/><String CONTENT="吕梁"/><SP/><String CONTENT="日报"/><SP/><String CONTENT="Daily"/><SP/><String CONTENT="News"/></TextLine></TextBlock>
            """))
        XCTAssertEqual(page.text, "CN14-0028吕梁日报Daily News")
    }

    func testALineSetLargerThanTheBodyIsMarkedAsAHeadingByHowMuchLarger() throws {
        let body = (0..<6).map { Self.line("本报讯全市一季度经济运行分析会召开", y: 400 + 50 * $0, height: 40) }.joined()
        let page = try decode(Self.alto(blocks: """
            <TextBlock>\(Self.line("学习贯彻党的二十大精神", y: 10, height: 90))</TextBlock>
            <TextBlock>\(Self.line("坚持生态优先", y: 120, height: 52))\(Self.line("全市经济运行分析会召开", y: 180, height: 64))</TextBlock>
            <TextBlock>\(Self.line("会议要求", y: 260, height: 46))\(body)</TextBlock>
            """))
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(Array(lines.prefix(5)), ["# 学习贯彻党的二十大精神", "### 坚持生态优先", "## 全市经济运行分析会召开", "会议要求",
                                                "本报讯全市一季度经济运行分析会召开"])
        let sized = Self.alto(blocks: """
            <TextBlock>\(Self.line("学习贯彻党的二十大精神", y: 10, height: 90, style: "small"))</TextBlock>
            <TextBlock>\(Self.line("本报讯全市一季度经济运行分析会召开", y: 400, height: 40, style: "body"))</TextBlock>
            """, styles: #"<TextStyle ID="small" FONTSIZE="9"/><TextStyle ID="body" FONTSIZE="10"/>"#)
        XCTAssertFalse(try decode(sized).text.hasPrefix("#"), "font sizes, where every line has one, are the measure")
    }

    /// Two lines of text the engine read as one, or a long line on a skewed scan, stand in a box
    /// twice as high as the body's, their characters no further apart than the body's: no
    /// heading. A headline as high has characters as wide.
    func testATallBoxWhoseCharactersStandAsTheBodysIsNoHeading() throws {
        let body = (0..<6).map { Self.line("本报讯全市一季度经济运行分析会召开", y: 400 + 50 * $0, height: 40) }.joined()
        let page = try decode(Self.alto(blocks: """
            <TextBlock>\(Self.line("全市经济运行分析会召开", y: 10, height: 80))</TextBlock>
            <TextBlock>\(body)\(Self.line("会议要求各地各部门坚定信心，稳住经济大盘", y: 700, height: 82, advance: 40))</TextBlock>
            """))
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(lines.first, "# 全市经济运行分析会召开")
        XCTAssertEqual(lines.last, "会议要求各地各部门坚定信心，稳住经济大盘")
        XCTAssertEqual(PageParser.parse(text: page.text).articles.last?.bodyText.hasSuffix("会议要求各地各部门坚定信心，稳住经济大盘"), true)
    }

    /// Tesseract's gaps inside a line of Chinese: a few pixels between words, a space where the
    /// print has one (two thirds of the line's height and more), as its own text sets them.
    func testAGapAsWideAsASpaceBetweenChineseWordsIsASpace() throws {
        let alto = Self.alto(blocks: """
            <TextBlock><TextLine HPOS="102" VPOS="73" WIDTH="485" HEIGHT="38"><String CONTENT="坚持"/><SP WIDTH="19"/>\
            <String CONTENT="生态"/><SP WIDTH="4"/><String CONTENT="优先"/><SP WIDTH="29"/><String CONTENT="推动"/></TextLine></TextBlock>
            """)
        XCTAssertEqual(try decode(alto).text, "坚持生态优先 推动")
        let hocr = """
            <html><head><meta name='ocr-system' content='tesseract 5.3.0'/></head><body><div class='ocr_page' title='bbox 0 0 1400 900'>
            <span class='ocr_line' title="bbox 101 250 816 279"><span class='ocrx_word' title='bbox 101 250 190 279'>本报讯</span>
            <span class='ocrx_word' title='bbox 213 250 240 279'>记者</span> <span class='ocrx_word' title='bbox 260 250 350 279'>郭建英</span>
            <span class='ocrx_word' title='bbox 356 250 380 279'>摄</span></span></div></body></html>
            """
        XCTAssertEqual(try decode(hocr).text, "本报讯 记者 郭建英摄")
    }

    /// hOCR names the page's scan in its `image` property, by the path Tesseract was given.
    func testTheScanAnHOCRPageNamesIsKeptByItsFileNameAlone() throws {
        let hocr = { (title: String) in
            """
            <html><head><meta name='ocr-system' content='tesseract 5.3.0'/></head><body><div class='ocr_page' title='\(title)'>
            <span class='ocr_line' title="bbox 101 250 816 279"><span class='ocrx_word' title='bbox 101 250 190 279'>复工复产</span></span>
            </div></body></html>
            """
        }
        XCTAssertEqual(try decode(hocr(#"image "/scans/2020/0313 01.png"; bbox 0 0 1400 900"#)).layout?.scanName, "0313 01.png")
        XCTAssertEqual(try decode(hocr("image p.jpg; bbox 0 0 1400 900")).layout?.scanName, "p.jpg")
        XCTAssertNil(try decode(hocr(#"image "../"; bbox 0 0 1400 900"#)).layout?.scanName)
        XCTAssertNil(try decode(hocr("bbox 0 0 1400 900")).layout?.scanName)
    }

    func testAnHOCRPageReadsAsItsLinesWithTheirBoxesAndFontSizes() throws {
        let hocr = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
             <head><title></title><meta name='ocr-system' content='tesseract 5.3.0' />
              <meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/></head>
             <body>
              <div class='ocr_page' id='page_1' title='image "p.png"; bbox 0 0 2000 3000; ppageno 0'>
               <div class='ocr_carea' id='block_1_1' title="bbox 100 100 1200 200">
                <p class='ocr_par' id='par_1_1' lang='chi_sim' title="bbox 100 100 1200 200">
                 <span class='ocr_header' id='line_1_1' title="bbox 100 100 1200 200; baseline 0 -10; x_size 80; x_descenders 10; x_ascenders 20">
                  <span class='ocrx_word' id='word_1_1' title='bbox 100 100 400 200; x_wconf 91'>吕梁</span>
                  <span class='ocrx_word' id='word_1_2' title='bbox 420 100 1200 200; x_wconf 90'>召开&amp;分析会</span>
                 </span>
                </p>
               </div>
               <div class='ocr_photo' id='block_1_2' title="bbox 100 300 900 900"></div>
               <div class='ocr_carea' id='block_1_3' title="bbox 100 1000 1200 1100">
                <p class='ocr_par'><span class='ocr_line' id='line_1_2' title="bbox 100 1000 1200 1040; x_size 30">
                 <span class='ocrx_word' title='bbox 100 1000 300 1040; x_fsize 10'>本报讯</span> <span class='ocrx_word' title='bbox 320 1000 400 1040'>5月</span>
                 <span class='ocrx_word' title='bbox 420 1000 600 1040'>11日</span></span></p>
               </div>
              </div>
             </body>
            </html>
            """
        let page = try decode(hocr)
        XCTAssertEqual(page.text, "吕梁召开&分析会\n\n![](#xywh=100,300,800,600)\n\n本报讯5月11日")
        let layout = try XCTUnwrap(page.layout)
        XCTAssertEqual(layout.format, .hocr)
        XCTAssertEqual(layout.blocks[1][0].fontSize, 10)
        XCTAssertEqual(layout.blocks[0][0].box, LayoutBox(x: 100, y: 100, width: 1100, height: 100))
        XCTAssertEqual(layout.pictures.count, 1)
        XCTAssertEqual(layout.width, 2000)
    }

    func testHOCRWrittenAsHTMLIsReadAsABrowserWould() throws {
        let html = """
            <html><head><meta name=ocr-system content="kraken"><meta charset=utf-8></head><body>
            <div class="ocr_page" title="bbox 0 0 800 1000"><span class="ocr_line" title="bbox 10 10 700 50">交城&nbsp;县<br>城</span>
            <p><span class="ocr_line" title="bbox 10 60 700 90">第二行</p></div></body></html>
            """
        XCTAssertEqual(try decode(html).text, "交城 县城\n第二行")
    }

    func testATextPageIsNoLayoutFileWhateverItsFirstCharacter() throws {
        let page = try decode("<吕梁日报>\n今日8版\n")
        XCTAssertNil(page.layout)
        XCTAssertEqual(page.text, "<吕梁日报>\n今日8版\n")
    }

    func testAnALTOPageParsesIntoItsStories() throws {
        let page = PageParser.parse(text: try decode(Self.alto(blocks: """
            <TextBlock>\(Self.line("全市一季度经济运行分析会召开", y: 100, height: 80))</TextBlock>
            <TextBlock>\(Self.line("本报讯 （记者 付晓东） 5月11日，全市一季度经济运行分析会召开，通报一季度全市主要经济指标完成情况。", y: 300))</TextBlock>
            <TextBlock>\(Self.line("会议要求，各部门要坚定信心，狠抓落实，确保全年目标任务完成。", y: 400))</TextBlock>
            """)).text, source: "2023-05-12.xml")
        XCTAssertEqual(page.articles.first?.headline, "全市一季度经济运行分析会召开")
        XCTAssertEqual(page.articles.first?.bylines.first?.name, "付晓东")
    }

    // MARK: Hostile files

    func testEntitiesAreNeverDefinedSoABillionLaughsIsRefusedAtOnce() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE alto [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace><TextBlock><TextLine><String CONTENT="&lol2;"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>
            """
        XCTAssertEqual(refusal(laughs)?.contains("declares a document type of its own"), true, refusal(laughs) ?? "read")
    }

    func testAnExternalEntityIsNeverRead() {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE alto SYSTEM "file:///etc/passwd">
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace><TextBlock><TextLine><String CONTENT="&xxe;"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>
            """
        XCTAssertEqual(refusal(external)?.contains("&xxe; is none llrb reads"), true, refusal(external) ?? "read")
    }

    func testDeepNestingATruncatedFileAndAForeignEncodingAreRefused() {
        let deep = Self.alto(blocks: String(repeating: "<ComposedBlock>", count: 300) + String(repeating: "</ComposedBlock>", count: 300))
        XCTAssertEqual(refusal(deep)?.contains("nest more than 256 deep"), true, refusal(deep) ?? "read")
        let whole = Self.alto(blocks: "<TextBlock>\(Self.line("复工复产", y: 10))</TextBlock>")
        for length in stride(from: 60, to: whole.utf8.count - 1, by: 37) {
            let cut = String(decoding: whole.utf8.prefix(length), as: UTF8.self)
            XCTAssertNotNil(refusal(cut), "cut at \(length) bytes")
        }
        let latin = whole.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
        XCTAssertEqual(refusal(latin)?.contains("iso-8859-1"), true, refusal(latin) ?? "read")
    }

    func testALayoutFilePastItsLimitIsRefusedByTheLayoutLimit() {
        XCTAssertEqual(PageDecodingError.layoutTooLarge(source: "p.xml", bytes: 70_000_001).message,
                       "p.xml: 70.1 MB, more than the 64 MB an ALTO or hOCR file may hold; split it into its pages, a file each")
    }

    func testAMalformedLayoutFileSaysWhichFormatAndWhy() throws {
        let error = try XCTUnwrap({ () -> PageDecodingError? in
            do throws(PageDecodingError) { _ = try decode("<alto xmlns=\"http://www.loc.gov/standards/alto/ns-v4#\"><Layout></Page></alto>"); return nil }
            catch { return error }
        }())
        XCTAssertTrue(error.message.hasPrefix("page: an ALTO file that cannot be read: </Page> closes no open element"), error.message)
    }
}
