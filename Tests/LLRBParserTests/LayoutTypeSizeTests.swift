import Foundation
import LLRBParser
import XCTest

/// A layout line's type size is its box's height held to 1.15 times its characters' spacing
/// (`TypeSizeMarks`). A box spans ink, not advances: on a short line the empty half of a
/// quotation mark or a `！` at its ends is a large share of the width, and counts half an em, so
/// that a short quoted heading keeps its size. Boxes and text as Tesseract 5.3 wrote them for
/// pages bench/layout rendered.
final class LayoutTypeSizeTests: XCTestCase {
    /// Six body lines 34 px high, their 26 ideographs across 933 px, under `blocks`.
    private static let body = (0..<6).map { row in
        "<TextLine HPOS=\"151\" VPOS=\"\(1255 + 56 * row)\" WIDTH=\"933\" HEIGHT=\"34\">"
            + "<String HPOS=\"151\" VPOS=\"\(1255 + 56 * row)\" WIDTH=\"933\" HEIGHT=\"34\" CONTENT=\"本报讯全市一季度经济运行分析会召开会议听取了各县市区\"/></TextLine>"
    }.joined()

    /// The first line of the page's text: `heading`'s block over the body's.
    private func firstLine(under heading: String) throws -> String? {
        try text("<TextBlock>\(heading)</TextBlock><TextBlock>\(Self.body)</TextBlock>").split(separator: "\n").first.map(String.init)
    }

    private func text(_ blocks: String) throws -> String {
        let alto = """
            <?xml version="1.0" encoding="UTF-8"?>
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
            <Layout><Page ID="p1" WIDTH="2000" HEIGHT="3000" PHYSICAL_IMG_NR="1"><PrintSpace>\(blocks)</PrintSpace></Page></Layout></alto>
            """
        return try PageDecoder.decode(Data(alto.utf8), source: "page").text
    }

    /// Tesseract 5.3 (chi_sim, --psm 3) on a page rendered with Noto Sans CJK Bold at 76 px for the
    /// heading and Noto Serif CJK at 36 px for the body: its own boxes for `“双减”` (text corrected,
    /// it read the quotes as `66` and `32?`), 73 px high, scaled to `height`.
    private static func quotedHeading(height: Int) -> String {
        let scale = Double(height) / 73
        func n(_ value: Double) -> Int { Int((value * scale).rounded()) }
        let words: [(x: Double, y: Double, width: Double, height: Double, text: String)] = [
            (0, 0, 28, 24, "“"), (32, 6, 71, 67, "双"), (108, 1, 72, 72, "减"), (184, 1, 28, 23, "”"),
        ]
        let strings = words.map { word in
            "<String HPOS=\"\(196 + n(word.x))\" VPOS=\"\(1137 + n(word.y))\" WIDTH=\"\(n(word.width))\" HEIGHT=\"\(n(word.height))\" CONTENT=\"\(word.text)\"/>"
        }
        return "<TextLine HPOS=\"196\" VPOS=\"1137\" WIDTH=\"\(n(212))\" HEIGHT=\"\(height)\">" + strings.joined(separator: "<SP/>") + "</TextLine>"
    }

    /// The heading 73 px high over a body of 34, 2.15 times: `#`. Counted as four ems, its 212 px
    /// would hold it to 61.
    func testAShortQuotedHeadlineTwiceTheBodysSizeKeepsItsMark() throws {
        XCTAssertEqual(try firstLine(under: Self.quotedHeading(height: 73)), "# “双减”")
    }

    /// The same heading set as a section header 1.3 times the body's size: `###`, where four ems
    /// would make it no heading at all.
    func testAShortQuotedSectionHeaderKeepsItsMark() throws {
        XCTAssertEqual(try firstLine(under: Self.quotedHeading(height: 44)), "### “双减”")
    }

    /// A quotation mark alone in a tall box (a speck read as one) keeps its em, and an opening
    /// mark that ends a line counts whole: neither sizes as a heading.
    func testALoneSignOrAnOpeningMarkAtTheEndStaysUnmarked() throws {
        let lone = #"<TextLine HPOS="196" VPOS="1137" WIDTH="28" HEIGHT="73"><String HPOS="196" VPOS="1137" WIDTH="28" HEIGHT="73" CONTENT="”"/></TextLine>"#
        XCTAssertEqual(try firstLine(under: lone)?.hasPrefix("#"), false)
        let opening = #"<TextLine HPOS="196" VPOS="1137" WIDTH="72" HEIGHT="50"><String HPOS="196" VPOS="1137" WIDTH="72" HEIGHT="50" CONTENT="家“"/></TextLine>"#
        XCTAssertEqual(try firstLine(under: opening)?.hasPrefix("#"), false)
    }

    /// bench/layout's render of bench/realistic j05, OCR'd by Tesseract 5.3.0 as
    /// bench/layout/ocr.sh does: its headline block and the story under it, as Tesseract wrote
    /// them (IDs and word confidences dropped). The headline, 73 px type, broke after `家门`;
    /// Tesseract's box for the rest, `口”`, is 94 px wide. Counted as 2 ems its size would be held
    /// to 1.15 × 47 = 54 where its first part stands 71 high: the two would be no longer one type
    /// and the headline would read `柳林:;零工市场开到“家门`.
    func testAHeadlinesLastTwoCharactersStillJoinIt() throws {
        let blocks = #"""
<TextBlock HPOS="1022" VPOS="1003" WIDTH="868" HEIGHT="179">
<TextLine HPOS="1022" VPOS="1003" WIDTH="868" HEIGHT="71"><String HPOS="1022" VPOS="1004" WIDTH="66" HEIGHT="69" CONTENT="柳"/><SP WIDTH="36" VPOS="1004" HPOS="1088"/><String HPOS="1124" VPOS="1004" WIDTH="40" HEIGHT="69" CONTENT="林"/><SP WIDTH="13" VPOS="1004" HPOS="1164"/><String HPOS="1177" VPOS="999" WIDTH="29" HEIGHT="100" CONTENT=":;"/><SP WIDTH="62" VPOS="999" HPOS="1206"/><String HPOS="1268" VPOS="1006" WIDTH="114" HEIGHT="68" CONTENT="零工"/><SP WIDTH="36" VPOS="1006" HPOS="1382"/><String HPOS="1418" VPOS="1003" WIDTH="82" HEIGHT="70" CONTENT="市"/><SP WIDTH="34" VPOS="1003" HPOS="1500"/><String HPOS="1534" VPOS="1008" WIDTH="34" HEIGHT="65" CONTENT="场"/><SP WIDTH="0" VPOS="1008" HPOS="1568"/><String HPOS="1568" VPOS="999" WIDTH="69" HEIGHT="100" CONTENT="开"/><SP WIDTH="-1" VPOS="999" HPOS="1637"/><String HPOS="1636" VPOS="1005" WIDTH="36" HEIGHT="67" CONTENT="到"/><SP WIDTH="49" VPOS="1005" HPOS="1672"/><String HPOS="1721" VPOS="1003" WIDTH="100" HEIGHT="70" CONTENT="“家"/><SP WIDTH="22" VPOS="1003" HPOS="1821"/><String HPOS="1843" VPOS="1003" WIDTH="47" HEIGHT="70" CONTENT="门"/></TextLine>
<TextLine HPOS="1028" VPOS="1113" WIDTH="94" HEIGHT="69"><String HPOS="1028" VPOS="1121" WIDTH="57" HEIGHT="61" CONTENT="口"/><SP WIDTH="11" VPOS="1121" HPOS="1085"/><String HPOS="1096" VPOS="1113" WIDTH="26" HEIGHT="23" CONTENT="”"/></TextLine>
</TextBlock>
<TextBlock HPOS="1021" VPOS="1210" WIDTH="897" HEIGHT="163">
<TextLine HPOS="1021" VPOS="1210" WIDTH="829" HEIGHT="29"><String HPOS="1021" VPOS="1210" WIDTH="38" HEIGHT="28" CONTENT="本"/><SP WIDTH="4" VPOS="1210" HPOS="1059"/><String HPOS="1063" VPOS="1211" WIDTH="28" HEIGHT="27" CONTENT="报"/><SP WIDTH="4" VPOS="1211" HPOS="1091"/><String HPOS="1095" VPOS="1212" WIDTH="14" HEIGHT="26" CONTENT="讯"/><SP WIDTH="20" VPOS="1212" HPOS="1109"/><String HPOS="1129" VPOS="1212" WIDTH="20" HEIGHT="26" CONTENT="6"/><SP WIDTH="15" VPOS="1212" HPOS="1149"/><String HPOS="1164" VPOS="1213" WIDTH="8" HEIGHT="22" CONTENT="月"/><SP WIDTH="13" VPOS="1213" HPOS="1172"/><String HPOS="1185" VPOS="1212" WIDTH="35" HEIGHT="27" CONTENT="7"/><SP WIDTH="-20" VPOS="1212" HPOS="1220"/><String HPOS="1200" VPOS="1205" WIDTH="30" HEIGHT="42" CONTENT="日"/><SP WIDTH="11" VPOS="1205" HPOS="1230"/><String HPOS="1241" VPOS="1210" WIDTH="9" HEIGHT="28" CONTENT="，"/><SP WIDTH="0" VPOS="1210" HPOS="1250"/><String HPOS="1250" VPOS="1210" WIDTH="33" HEIGHT="28" CONTENT="柳"/><SP WIDTH="0" VPOS="1210" HPOS="1283"/><String HPOS="1283" VPOS="1210" WIDTH="34" HEIGHT="28" CONTENT="林"/><SP WIDTH="-1" VPOS="1210" HPOS="1317"/><String HPOS="1316" VPOS="1205" WIDTH="30" HEIGHT="42" CONTENT="县"/><SP WIDTH="3" VPOS="1205" HPOS="1346"/><String HPOS="1349" VPOS="1210" WIDTH="91" HEIGHT="28" CONTENT="“零工"/><SP WIDTH="12" VPOS="1210" HPOS="1440"/><String HPOS="1452" VPOS="1210" WIDTH="38" HEIGHT="28" CONTENT="驿站"/><SP WIDTH="-1" VPOS="1210" HPOS="1490"/><String HPOS="1489" VPOS="1205" WIDTH="49" HEIGHT="42" CONTENT="”在"/><SP WIDTH="11" VPOS="1205" HPOS="1538"/><String HPOS="1549" VPOS="1210" WIDTH="38" HEIGHT="28" CONTENT="县"/><SP WIDTH="15" VPOS="1210" HPOS="1587"/><String HPOS="1602" VPOS="1210" WIDTH="14" HEIGHT="28" CONTENT="城"/><SP WIDTH="-1" VPOS="1210" HPOS="1616"/><String HPOS="1615" VPOS="1205" WIDTH="25" HEIGHT="42" CONTENT="东"/><SP WIDTH="-1" VPOS="1205" HPOS="1640"/><String HPOS="1639" VPOS="1210" WIDTH="32" HEIGHT="28" CONTENT="关"/><SP WIDTH="0" VPOS="1210" HPOS="1671"/><String HPOS="1671" VPOS="1210" WIDTH="60" HEIGHT="28" CONTENT="社区"/><SP WIDTH="0" VPOS="1210" HPOS="1731"/><String HPOS="1731" VPOS="1210" WIDTH="48" HEIGHT="28" CONTENT="挂牌"/><SP WIDTH="15" VPOS="1210" HPOS="1779"/><String HPOS="1794" VPOS="1210" WIDTH="45" HEIGHT="28" CONTENT="运行"/><SP WIDTH="4" VPOS="1210" HPOS="1839"/><String HPOS="1843" VPOS="1229" WIDTH="7" HEIGHT="8" CONTENT="。"/></TextLine>
<TextLine HPOS="1021" VPOS="1255" WIDTH="896" HEIGHT="29"><String HPOS="1021" VPOS="1255" WIDTH="71" HEIGHT="28" CONTENT="驿站"/><SP WIDTH="0" VPOS="1255" HPOS="1092"/><String HPOS="1092" VPOS="1256" WIDTH="65" HEIGHT="27" CONTENT="设置"/><SP WIDTH="-1" VPOS="1256" HPOS="1157"/><String HPOS="1156" VPOS="1250" WIDTH="25" HEIGHT="43" CONTENT="了"/><SP WIDTH="-1" VPOS="1250" HPOS="1181"/><String HPOS="1180" VPOS="1255" WIDTH="58" HEIGHT="28" CONTENT="岗位"/><SP WIDTH="1" VPOS="1255" HPOS="1238"/><String HPOS="1239" VPOS="1255" WIDTH="49" HEIGHT="28" CONTENT="信息"/><SP WIDTH="16" VPOS="1255" HPOS="1288"/><String HPOS="1304" VPOS="1255" WIDTH="36" HEIGHT="28" CONTENT="发"/><SP WIDTH="16" VPOS="1255" HPOS="1340"/><String HPOS="1356" VPOS="1256" WIDTH="14" HEIGHT="27" CONTENT="布"/><SP WIDTH="11" VPOS="1256" HPOS="1370"/><String HPOS="1381" VPOS="1255" WIDTH="10" HEIGHT="28" CONTENT="屏"/><SP WIDTH="5" VPOS="1255" HPOS="1391"/><String HPOS="1396" VPOS="1258" WIDTH="11" HEIGHT="24" CONTENT="和"/><SP WIDTH="13" VPOS="1258" HPOS="1407"/><String HPOS="1420" VPOS="1255" WIDTH="68" HEIGHT="28" CONTENT="求职"/><SP WIDTH="13" VPOS="1255" HPOS="1488"/><String HPOS="1501" VPOS="1256" WIDTH="28" HEIGHT="27" CONTENT="登记"/><SP WIDTH="14" VPOS="1256" HPOS="1529"/><String HPOS="1543" VPOS="1255" WIDTH="25" HEIGHT="29" CONTENT="台"/><SP WIDTH="24" VPOS="1255" HPOS="1568"/><String HPOS="1592" VPOS="1255" WIDTH="9" HEIGHT="28" CONTENT="，"/><SP WIDTH="6" VPOS="1255" HPOS="1601"/><String HPOS="1607" VPOS="1255" WIDTH="12" HEIGHT="28" CONTENT="附"/><SP WIDTH="13" VPOS="1255" HPOS="1619"/><String HPOS="1632" VPOS="1255" WIDTH="17" HEIGHT="27" CONTENT="近"/><SP WIDTH="15" VPOS="1255" HPOS="1649"/><String HPOS="1664" VPOS="1255" WIDTH="33" HEIGHT="27" CONTENT="企"/><SP WIDTH="14" VPOS="1255" HPOS="1697"/><String HPOS="1711" VPOS="1255" WIDTH="8" HEIGHT="28" CONTENT="业"/><SP WIDTH="7" VPOS="1255" HPOS="1719"/><String HPOS="1726" VPOS="1258" WIDTH="11" HEIGHT="24" CONTENT="和"/><SP WIDTH="8" VPOS="1258" HPOS="1737"/><String HPOS="1745" VPOS="1256" WIDTH="53" HEIGHT="27" CONTENT="居民"/><SP WIDTH="6" VPOS="1256" HPOS="1798"/><String HPOS="1804" VPOS="1255" WIDTH="36" HEIGHT="28" CONTENT="有"/><SP WIDTH="2" VPOS="1255" HPOS="1840"/><String HPOS="1842" VPOS="1255" WIDTH="47" HEIGHT="28" CONTENT="临时"/><SP WIDTH="6" VPOS="1255" HPOS="1889"/><String HPOS="1895" VPOS="1257" WIDTH="22" HEIGHT="26" CONTENT="用"/></TextLine>
<TextLine HPOS="1022" VPOS="1300" WIDTH="896" HEIGHT="29"><String HPOS="1022" VPOS="1303" WIDTH="40" HEIGHT="23" CONTENT="工"/><SP WIDTH="1" VPOS="1303" HPOS="1062"/><String HPOS="1063" VPOS="1300" WIDTH="57" HEIGHT="29" CONTENT="需求"/><SP WIDTH="10" VPOS="1300" HPOS="1120"/><String HPOS="1130" VPOS="1295" WIDTH="20" HEIGHT="43" CONTENT="，"/><SP WIDTH="-1" VPOS="1295" HPOS="1150"/><String HPOS="1149" VPOS="1302" WIDTH="33" HEIGHT="26" CONTENT="可"/><SP WIDTH="-1" VPOS="1302" HPOS="1182"/><String HPOS="1181" VPOS="1301" WIDTH="33" HEIGHT="28" CONTENT="以"/><SP WIDTH="0" VPOS="1301" HPOS="1214"/><String HPOS="1214" VPOS="1300" WIDTH="45" HEIGHT="28" CONTENT="随时"/><SP WIDTH="14" VPOS="1300" HPOS="1259"/><String HPOS="1273" VPOS="1300" WIDTH="36" HEIGHT="28" CONTENT="发"/><SP WIDTH="12" VPOS="1300" HPOS="1309"/><String HPOS="1321" VPOS="1300" WIDTH="8" HEIGHT="28" CONTENT="布"/><SP WIDTH="6" VPOS="1300" HPOS="1329"/><String HPOS="1335" VPOS="1300" WIDTH="55" HEIGHT="29" CONTENT="信息"/><SP WIDTH="1" VPOS="1300" HPOS="1390"/><String HPOS="1391" VPOS="1295" WIDTH="31" HEIGHT="43" CONTENT="，"/><SP WIDTH="-1" VPOS="1295" HPOS="1422"/><String HPOS="1421" VPOS="1300" WIDTH="33" HEIGHT="28" CONTENT="求"/><SP WIDTH="-1" VPOS="1300" HPOS="1454"/><String HPOS="1453" VPOS="1300" WIDTH="33" HEIGHT="28" CONTENT="职"/><SP WIDTH="15" VPOS="1300" HPOS="1486"/><String HPOS="1501" VPOS="1300" WIDTH="9" HEIGHT="28" CONTENT="者"/><SP WIDTH="2" VPOS="1300" HPOS="1510"/><String HPOS="1512" VPOS="1301" WIDTH="28" HEIGHT="27" CONTENT="扫"/><SP WIDTH="2" VPOS="1301" HPOS="1540"/><String HPOS="1542" VPOS="1300" WIDTH="33" HEIGHT="28" CONTENT="码"/><SP WIDTH="-1" VPOS="1300" HPOS="1575"/><String HPOS="1574" VPOS="1300" WIDTH="30" HEIGHT="28" CONTENT="就"/><SP WIDTH="2" VPOS="1300" HPOS="1604"/><String HPOS="1606" VPOS="1300" WIDTH="26" HEIGHT="28" CONTENT="能"/><SP WIDTH="4" VPOS="1300" HPOS="1632"/><String HPOS="1636" VPOS="1300" WIDTH="54" HEIGHT="28" CONTENT="报名"/><SP WIDTH="-1" VPOS="1300" HPOS="1690"/><String HPOS="1689" VPOS="1295" WIDTH="28" HEIGHT="43" CONTENT="。"/><SP WIDTH="-1" VPOS="1295" HPOS="1717"/><String HPOS="1716" VPOS="1300" WIDTH="35" HEIGHT="28" CONTENT="运"/><SP WIDTH="3" VPOS="1300" HPOS="1751"/><String HPOS="1754" VPOS="1300" WIDTH="33" HEIGHT="28" CONTENT="行"/><SP WIDTH="18" VPOS="1300" HPOS="1787"/><String HPOS="1805" VPOS="1302" WIDTH="20" HEIGHT="26" CONTENT="首"/><SP WIDTH="9" VPOS="1302" HPOS="1825"/><String HPOS="1834" VPOS="1319" WIDTH="6" HEIGHT="10" CONTENT="日"/><SP WIDTH="22" VPOS="1319" HPOS="1840"/><String HPOS="1862" VPOS="1300" WIDTH="13" HEIGHT="28" CONTENT="，"/><SP WIDTH="2" VPOS="1300" HPOS="1875"/><String HPOS="1877" VPOS="1300" WIDTH="12" HEIGHT="28" CONTENT="就"/><SP WIDTH="13" VPOS="1300" HPOS="1889"/><String HPOS="1902" VPOS="1300" WIDTH="16" HEIGHT="28" CONTENT="有"/></TextLine>
<TextLine HPOS="1021" VPOS="1345" WIDTH="222" HEIGHT="28"><String HPOS="1021" VPOS="1348" WIDTH="31" HEIGHT="22" CONTENT="43"/><SP WIDTH="4" VPOS="1348" HPOS="1052"/><String HPOS="1056" VPOS="1345" WIDTH="26" HEIGHT="27" CONTENT="人"/><SP WIDTH="2" VPOS="1345" HPOS="1082"/><String HPOS="1084" VPOS="1345" WIDTH="159" HEIGHT="28" CONTENT="找到"/><SP WIDTH="-93" VPOS="1345" HPOS="1243"/><String HPOS="1150" VPOS="1339" WIDTH="33" HEIGHT="42" CONTENT="了"/><SP WIDTH="-1" VPOS="1339" HPOS="1183"/><String HPOS="1182" VPOS="1339" WIDTH="32" HEIGHT="42" CONTENT="零"/><SP WIDTH="-1" VPOS="1339" HPOS="1214"/><String HPOS="1213" VPOS="1339" WIDTH="20" HEIGHT="42" CONTENT="活"/><SP WIDTH="-1" VPOS="1339" HPOS="1233"/><String HPOS="1232" VPOS="1339" WIDTH="14" HEIGHT="42" CONTENT="。"/></TextLine>
</TextBlock>
"""#
        let alto = """
            <?xml version="1.0" encoding="UTF-8"?>
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
            <Layout><Page WIDTH="2000" HEIGHT="1679" PHYSICAL_IMG_NR="0"><PrintSpace>\(blocks)</PrintSpace></Page></Layout></alto>
            """
        let read = try PageDecoder.decode(Data(alto.utf8), source: "page").text
        let first = read.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix("#") && first.hasSuffix("家门口”"), first)
        XCTAssertEqual(PageParser.parse(text: read).articles.first?.headline.hasSuffix("家门口”"), true)
    }
}
