import Foundation
import Glibc
import XCTest

/// A page's scan beside its ALTO (`ScannedPage`), through the binary: each article's region (its
/// lines' boxes in the image's pixels) in `show --json` and both exports, and the image served
/// by `llrb serve` only while it is the image the ingest measured.
final class ScanRegionTests: XCTestCase {
    func testEachArticleOfAnALTOPageGivesItsLinesBoxesInsideTheScan() throws {
        let runner = try ScannedPage.ingested()
        let articles = try ScannedPage.articles(in: runner)
        XCTAssertGreaterThanOrEqual(articles.count, 3)
        for article in articles {
            let region = try XCTUnwrap(article["region"] as? [String: Any], "\(article["headline"] ?? "")")
            XCTAssertEqual(region["file"] as? String, "k13.jpg")
            XCTAssertEqual(region["width"] as? Int, 1000)
            XCTAssertEqual(region["height"] as? Int, 737)
            let boxes = try XCTUnwrap(region["boxes"] as? [[String: Int]])
            XCTAssertFalse(boxes.isEmpty, "no box for \(article["headline"] ?? "")")
            let lines = try XCTUnwrap(article["lines"] as? [String: Int])
            for box in boxes {
                let (x, y, width, height) = (box["x"] ?? -1, box["y"] ?? -1, box["width"] ?? 0, box["height"] ?? 0)
                XCTAssertTrue(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= 1000 && y + height <= 737, "\(box) off the image")
                let line = box["line"] ?? 0
                let headline = (article["headlineLines"] as? [String: Int]).map { ($0["first"] ?? 0)...($0["last"] ?? 0) }
                XCTAssertTrue((lines["first"] ?? 0)...(lines["last"] ?? 0) ~= line || headline?.contains(line) == true,
                              "line \(line) is not the article's")
            }
        }
        // The headline, printed over two lines (HPOS 82 VPOS 156 WIDTH 521 HEIGHT 72, then
        // HPOS 82 VPOS 268 WIDTH 146 HEIGHT 73, in the ALTO's pixels), one line of the text.
        let harvest = try XCTUnwrap(articles.first { ($0["headline"] as? String)?.contains("秋收进度") == true })
        let boxes = (harvest["region"] as? [String: Any])?["boxes"] as? [[String: Int]] ?? []
        XCTAssertTrue(boxes.contains { $0["x"] == 41 && $0["y"] == 78 && $0["width"] == 261 && $0["height"] == 93 }, "\(boxes.prefix(3))")

        let shown = try runner.run(["show", try XCTUnwrap(harvest["id"] as? String), "--json"]).jsonObject()
        XCTAssertEqual(shown["region"] as? NSDictionary, harvest["region"] as? NSDictionary, "show --json and the export differ")
        let page = try XCTUnwrap(shown["page"] as? [String: Any])
        XCTAssertNil((page["scan"] as? [String: Any])?["lines"], "the page's JSON gives the image, its boxes are the articles'")
    }

    /// Tesseract's hOCR of the same page, which names its scan `k13.png`: the scan beside it is
    /// found by its stem, and its boxes are the same lines' as the ALTO's.
    func testAnHOCRPageGivesTheSameBoxesAsItsALTO() throws {
        let runner = try LLRBRunner()
        let hocr = LLRBRunner.packageRoot.appendingPathComponent("Tests/LLRBParserTests/Fixtures/layout/k13.hocr")
        _ = try runner.write(Array(try Data(contentsOf: hocr)), to: "pages/k13.hocr")
        _ = try runner.write(Array(try Data(contentsOf: ScannedPage.imageFile)), to: "pages/k13.jpg")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        let harvest = try XCTUnwrap(try ScannedPage.articles(in: runner).first { ($0["headline"] as? String)?.contains("秋收进度") == true })
        let region = try XCTUnwrap(harvest["region"] as? [String: Any])
        XCTAssertEqual(region["file"] as? String, "k13.jpg")
        let boxes = region["boxes"] as? [[String: Int]] ?? []
        XCTAssertTrue(boxes.contains { $0["x"] == 41 && $0["y"] == 78 && $0["width"] == 261 && $0["height"] == 93 }, "\(boxes.prefix(3))")
    }

    func testTheElasticsearchExportKeepsTheRegionUnsearched() throws {
        let runner = try ScannedPage.ingested()
        let folder = runner.home.appendingPathComponent("es")
        let export = try runner.run(["export", "--format", "elasticsearch", folder.path])
        XCTAssertEqual(export.status, 0, export.stderr)
        let mapping = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("mapping.json"))) as? [String: Any])
        let properties = try XCTUnwrap((mapping["mappings"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties["region"]?["enabled"] as? Bool, false, "\(properties["region"] ?? [:])")
        let text = try String(contentsOf: folder.appendingPathComponent("bulk-0001.ndjson"), encoding: .utf8)
        let documents = text.split(separator: "\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertFalse(documents.isEmpty)
        for document in documents {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            XCTAssertEqual((object["region"] as? [String: Any])?["file"] as? String, "k13.jpg")
        }
    }

    func testATextPageWithItsScanGivesTheImageAndNoBoxesAndAPageWithoutNone() throws {
        let text = try ScannedPage.articles(in: try ScannedPage.ingested(alto: false))
        let region = try XCTUnwrap(text.first?["region"] as? [String: Any])
        XCTAssertEqual(region["file"] as? String, "k13.jpg")
        XCTAssertEqual((region["boxes"] as? [Any])?.count, 0)
        let bare = try ScannedPage.articles(in: try ScannedPage.ingested(scan: nil))
        XCTAssertTrue(bare.allSatisfy { $0["region"] is NSNull }, "\(bare.map { $0["region"] ?? "" })")
    }

    func testAScanAddedOrReplacedBesideAnIndexedPageIsSeenByTheNextIngest() throws {
        let runner = try ScannedPage.ingested(scan: nil)
        func ingest() throws -> [String: Any] {
            let run = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path, "--json"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try run.jsonObject()
        }
        func region() throws -> [String: Any]? {
            try ScannedPage.articles(in: runner).first?["region"] as? [String: Any]
        }
        XCTAssertNil(try region())
        _ = try runner.write(Array(try Data(contentsOf: ScannedPage.imageFile)), to: "pages/k13.jpg")
        XCTAssertEqual(try ingest()["filesIndexed"] as? Int, 1, "the page is read again with the image beside it")
        XCTAssertEqual(try region()?["width"] as? Int, 1000)
        // A file changed in the last seconds has no stamp yet (`FileStamp.settlingSeconds`).
        sleep(3)
        _ = try ingest()
        XCTAssertEqual(try ingest()["filesUnchanged"] as? Int, 1, "nothing changed: nothing is read")
        // The same name, another image: the header of a PNG of 2480 × 3508 pixels.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0x09, 0xB0, 0, 0, 0x0D, 0xB4, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        _ = try runner.write(png, to: "pages/k13.jpg")
        XCTAssertEqual(try ingest()["filesIndexed"] as? Int, 1)
        XCTAssertEqual(try region()?["width"] as? Int, 2480)
        XCTAssertEqual(try region()?["height"] as? Int, 3508)
        sleep(3)
        _ = try ingest()
        // Gone, once its page's stamp (which remembers it) is known: the page has no scan again.
        try FileManager.default.removeItem(at: runner.home.appendingPathComponent("pages/k13.jpg"))
        XCTAssertEqual(try ingest()["filesIndexed"] as? Int, 1)
        XCTAssertNil(try region())
    }

    /// A page file given alone to ingest has its scan found and followed as one found in a walk.
    func testAPageGivenAloneHasItsScanAndItsChanges() throws {
        let runner = try ScannedPage.ingested(scan: nil)
        let page = runner.home.appendingPathComponent("pages/k13.xml").path
        _ = try runner.write(Array(try Data(contentsOf: ScannedPage.imageFile)), to: "pages/k13.jpg")
        XCTAssertEqual(try runner.run(["ingest", page, "--json"]).jsonObject()["filesIndexed"] as? Int, 1)
        XCTAssertEqual((try ScannedPage.articles(in: runner).first?["region"] as? [String: Any])?["file"] as? String, "k13.jpg")
    }

    func testTheReaderServesTheScanWhileItIsTheImageTheIngestMeasured() throws {
        let runner = try ScannedPage.ingested()
        let id = try XCTUnwrap(try ScannedPage.articles(in: runner).first?["id"] as? String)
        let server = try ServedIndex(runner)
        let image = try Data(contentsOf: ScannedPage.imageFile)

        let served = try server.get("/scan/\(id)")
        XCTAssertEqual(served.status, 200, served.text.prefix(200).description)
        XCTAssertEqual(served.header("Content-Type"), "image/jpeg")
        XCTAssertEqual(Data(served.body), image)
        let tag = try XCTUnwrap(served.header("ETag"))
        XCTAssertEqual(try server.get("/scan/\(id)", headers: ["If-None-Match": tag]).status, 304)
        XCTAssertEqual(try server.get("/scan/\(id)", method: "HEAD").status, 200)
        XCTAssertEqual(try server.get("/scan/no-such-article").status, 404)
        XCTAssertEqual(try server.get("/scan/..%2Fk13.jpg").status, 404)
        XCTAssertEqual(try server.get("/scan/\(id)/..").status, 404)

        // An HTML page written over the scan is no image: not served, and nothing else is.
        let scan = runner.home.appendingPathComponent("pages/k13.jpg")
        try Data("<html><script>alert(1)</script></html>".utf8).write(to: scan)
        let replaced = try server.get("/scan/\(id)")
        XCTAssertEqual(replaced.status, 404)
        XCTAssertEqual(replaced.header("Content-Type"), "text/plain; charset=utf-8")
        XCTAssertTrue(replaced.text.hasPrefix("没有这幅扫描图：扫描图已不是建立索引时的那幅"), replaced.text)
        // A link out of the folder in its place is not followed.
        try FileManager.default.removeItem(at: scan)
        _ = try runner.write(Array(image), to: "elsewhere/k13.jpg")
        try FileManager.default.createSymbolicLink(atPath: scan.path, withDestinationPath: "../elsewhere/k13.jpg")
        XCTAssertEqual(try server.get("/scan/\(id)").status, 404)
        try FileManager.default.removeItem(at: scan)
        XCTAssertEqual(try server.get("/scan/\(id)").status, 404)
        let stopped = server.stop(with: SIGTERM)
        XCTAssertEqual(stopped.status, 0)
        XCTAssertTrue(stopped.stderr.contains("the scan is no longer the image the index measured (k13.jpg); run llrb ingest again"), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("the scan is no longer beside its page (k13.jpg)"), stopped.stderr)
    }
}
