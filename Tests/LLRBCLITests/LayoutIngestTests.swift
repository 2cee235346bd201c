import Foundation
import XCTest

/// ALTO and hOCR pages through the binary: found by a folder walk, one page where an OCR engine
/// wrote three forms of it, searched and shown as text pages are; other XML and HTML passed over.
final class LayoutIngestTests: XCTestCase {
    private static let headline = "孝义市召开春耕备耕工作推进会"
    private static let body = "本报讯（记者 郭建英）3月12日，孝义市召开春耕备耕工作推进会，安排部署全市春耕生产。"

    private static func altoLine(_ text: String, y: Int) -> String {
        "<TextLine HPOS=\"100\" VPOS=\"\(y)\" WIDTH=\"1500\" HEIGHT=\"40\">"
            + text.map { "<String CONTENT=\"\($0)\"/>" }.joined(separator: "<SP/>") + "</TextLine>"
    }

    private static let alto = """
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
        <Layout><Page WIDTH="2000" HEIGHT="3000"><PrintSpace>
        <TextBlock ID="b1">\(altoLine(headline, y: 100))</TextBlock>
        <TextBlock ID="b2">\(altoLine(body, y: 300))</TextBlock>
        </PrintSpace></Page></Layout></alto>
        """

    private static let hocr = """
        <html><head><meta name='ocr-system' content='tesseract 5.3.0'/></head><body>
        <div class='ocr_page' title='bbox 0 0 2000 3000'>
        <div class='ocr_carea'><span class='ocr_line' title='bbox 100 100 1600 140'><span class='ocrx_word'>\(headline)</span></span></div>
        <div class='ocr_carea'><span class='ocr_line' title='bbox 100 300 1600 340'><span class='ocrx_word'>\(body)</span></span></div>
        </div></body></html>
        """

    func testAPageInThreeFormsIsOnePageReadFromItsALTOAndOtherMarkupIsPassedOver() throws {
        let runner = try LLRBRunner()
        _ = try runner.write(Array("\(Self.headline)\n\(Self.body)\n".utf8), to: "pages/2024-03-13_p1.txt")
        _ = try runner.write(Array(Self.hocr.utf8), to: "pages/2024-03-13_p1.hocr")
        let alto = try runner.write(Array(Self.alto.utf8), to: "pages/2024-03-13_p1.xml")
        _ = try runner.write(Array("<?xml version=\"1.0\"?><config><name>不是报纸</name></config>".utf8), to: "pages/settings.xml")
        _ = try runner.write(Array("<html><body>不是报纸</body></html>".utf8), to: "pages/index.html")
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path, "--json"])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        let summary = try ingest.jsonObject()
        XCTAssertEqual(summary["filesSeen"] as? Int, 1, "\(summary)")
        XCTAssertEqual(summary["articles"] as? Int, 1, "\(summary)")
        let search = try runner.run(["search", "春耕备耕", "--json"])
        XCTAssertEqual(search.status, 0, search.stderr)
        let hits = try XCTUnwrap(try search.jsonObject()["hits"] as? [[String: Any]])
        XCTAssertEqual(hits.first?["file"] as? String, alto.path, "read from the ALTO file")
        XCTAssertEqual(hits.first?["headline"] as? String, Self.headline)
        let id = try XCTUnwrap(hits.first?["id"] as? String)
        let show = try runner.run(["show", id])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("郭建英"), show.stdout)
    }

    /// A text page past 4 MB is refused by its size unread; an hOCR file may weigh more (its
    /// markup is 30 to 40 times its text), and is read.
    func testATextPastItsLimitIsRefusedByItsSizeAndALayoutFileReadUpToItsOwn() throws {
        let runner = try LLRBRunner()
        let big = try runner.write(Array(String(repeating: "吕梁日报复工复产\n", count: 200_000).utf8), to: "pages/big.txt")
        let padding = String(repeating: "x", count: 1_000)
        let lines = (0..<5_000).map { "<span class='ocr_line' title='bbox 0 \($0) 10 \($0 + 1); x_pad \(padding)'>第\($0)行</span>" }
        let hocr = Self.hocr.replacingOccurrences(of: "</div></body>", with: lines.joined(separator: "\n") + "</div></body>")
        XCTAssertGreaterThan(hocr.utf8.count, 4_000_000)
        _ = try runner.write(Array(hocr.utf8), to: "pages/large.hocr")
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(ingest.status, 2, ingest.stdout)
        XCTAssertEqual(ingest.stderr.trimmingCharacters(in: .newlines),
                       "llrb: skipped \(big.path): 5.0 MB, more than the 4 MB a page file may hold; split it into its pages, a file each")
        XCTAssertEqual(try runner.run(["search", "春耕备耕", "--count"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }

    func testABrokenLayoutFileIsSkippedWithItsReasonAndTheRestIndexed() throws {
        let runner = try LLRBRunner()
        _ = try runner.write(Array(Self.hocr.utf8), to: "pages/good.hocr")
        let broken = try runner.write(Array(Self.alto.utf8.prefix(Self.alto.utf8.count / 2)), to: "pages/broken.xml")
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(ingest.status, 2, ingest.stdout)
        XCTAssertTrue(ingest.stderr.contains("llrb: skipped \(broken.path): an ALTO file that cannot be read: "), ingest.stderr)
        XCTAssertEqual(ingest.stderr.split(separator: "\n").count, 1, ingest.stderr)
        XCTAssertEqual(try runner.run(["search", "春耕备耕", "--count"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }
}
