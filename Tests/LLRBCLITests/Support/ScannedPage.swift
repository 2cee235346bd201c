import Foundation
import XCTest

/// A page with its scan, ingested: Tesseract's ALTO of a page rendered at 2000 × 1474
/// (`Tests/LLRBParserTests/Fixtures/layout/k13.xml`) and its scan kept at half that size
/// (`Tests/LLRBCLITests/Fixtures/scan/k13.jpg`, 1000 × 737), so that every box is the ALTO's
/// scaled by one half.
enum ScannedPage {
    static let imageFile = LLRBRunner.packageRoot.appendingPathComponent("Tests/LLRBCLITests/Fixtures/scan/k13.jpg")
    static let altoFile = LLRBRunner.packageRoot.appendingPathComponent("Tests/LLRBParserTests/Fixtures/layout/k13.xml")

    /// A runner whose `pages/` holds the page (its ALTO, or a text page of one story when
    /// `alto` is false) and, when `scan` names it, the image, indexed.
    static func ingested(scan: String? = "k13.jpg", alto: Bool = true) throws -> LLRBRunner {
        let runner = try LLRBRunner()
        if alto {
            _ = try runner.write(Array(try Data(contentsOf: altoFile)), to: "pages/k13.xml")
        } else {
            _ = try runner.write(Array("全市秋收进度过九成\n本报讯（记者 任晓东）10月13日，记者从市农业农村局获悉，全市秋粮已收获。\n".utf8), to: "pages/k13.txt")
        }
        if let scan { _ = try runner.write(Array(try Data(contentsOf: imageFile)), to: "pages/" + scan) }
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        return runner
    }

    /// Each article of the runner's index as `export --format jsonl` writes it.
    static func articles(in runner: LLRBRunner) throws -> [[String: Any]] {
        let export = try runner.run(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.stderr)
        return try export.stdout.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
