import Foundation
import Glibc
import XCTest

/// A page's scan through the binary: the image beside a page with its stem, or the one its
/// ALTO names, is in the page's JSON with its size read from its header; what is no image, or
/// lies outside the page's folder, is no scan.
final class PageScanTests: XCTestCase {
    private static let page = "孝义市召开春耕备耕工作推进会\n本报讯（记者 郭建英）3月12日，孝义市召开春耕备耕工作推进会，安排部署全市春耕生产。\n"

    /// The first bytes of a PNG of 2480 × 3508 pixels (A4 at 300 dpi): its signature and IHDR.
    private static let png: [UInt8] = {
        let hex = "89504E470D0A1A0A" + "0000000D" + "49484452" + "000009B0" + "00000DB4" + "0802000000" + "00000000"
        return stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
    }()

    /// The `page` object of the one article of `pages/p1.txt` (or `.xml` when `alto` is given),
    /// ingested beside `files` (paths from the runner's home) and `links` (path: what the link
    /// holds, from its own folder).
    private func shownPage(beside files: [String: [UInt8]], links: [String: String] = [:], alto: String? = nil) throws -> [String: Any] {
        let runner = try LLRBRunner()
        if let alto {
            _ = try runner.write(Array(alto.utf8), to: "pages/p1.xml")
        } else {
            _ = try runner.write(Array(Self.page.utf8), to: "pages/p1.txt")
        }
        for (path, bytes) in files { _ = try runner.write(bytes, to: path) }
        for (path, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: runner.home.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        let search = try runner.run(["search", "春耕备耕", "--json"])
        let id = try XCTUnwrap((try search.jsonObject()["hits"] as? [[String: Any]])?.first?["id"] as? String, search.stdout)
        let show = try runner.run(["show", id, "--json"])
        XCTAssertEqual(show.status, 0, show.stderr)
        return try XCTUnwrap(try show.jsonObject()["page"] as? [String: Any])
    }

    func testTheImageBesideAPageWithItsStemIsItsScan() throws {
        let page = try shownPage(beside: ["pages/p1.png": Self.png, "pages/p2.png": Self.png])
        let scan = try XCTUnwrap(page["scan"] as? [String: Any], "\(page)")
        XCTAssertEqual(scan["file"] as? String, "p1.png")
        XCTAssertEqual(scan["format"] as? String, "png")
        XCTAssertEqual(scan["width"] as? Int, 2480)
        XCTAssertEqual(scan["height"] as? Int, 3508)
    }

    func testAPageWithoutAnImageHasNoScan() throws {
        let page = try shownPage(beside: [:])
        XCTAssertTrue(page["scan"] is NSNull, "\(page)")
    }

    /// HTML named `.png`, the header of a 20,000-pixel giant, and a link out of the page's
    /// folder are no scan.
    func testWhatIsNoImageOrLiesOutsideThePagesFolderIsNoScan() throws {
        var giant = Self.png
        giant.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        let hostile: [(files: [String: [UInt8]], links: [String: String])] = [
            (["pages/p1.png": Array("<!DOCTYPE html><html><body>not a scan</body></html>".utf8)], [:]),
            (["pages/p1.png": giant], [:]),
            (["elsewhere/secret.png": Self.png], ["pages/p1.png": "../elsewhere/secret.png"]),
        ]
        for (files, links) in hostile {
            let page = try shownPage(beside: files, links: links)
            XCTAssertTrue(page["scan"] is NSNull, "\(files.keys) \(links): \(page)")
        }
    }

    /// Of the images beside a page, the first of `.jpg`, `.jpeg`, `.png`, `.webp` (in either
    /// case) that is one; a link to an image of the same folder is followed; a folder or a pipe
    /// named like an image is passed over, never waited on.
    func testTheFirstImageBesideAPageInTheOrderOfItsExtensionsIsItsScan() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0D, 0xB4, 0x09, 0xB0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        let both = try shownPage(beside: ["pages/p1.png": Self.png, "pages/p1.jpg": jpeg])
        XCTAssertEqual((both["scan"] as? [String: Any])?["file"] as? String, "p1.jpg")
        let upper = try shownPage(beside: ["pages/p1.PNG": Self.png])
        XCTAssertEqual((upper["scan"] as? [String: Any])?["file"] as? String, "p1.PNG")
        let linked = try shownPage(beside: ["pages/real-scan.png": Self.png], links: ["pages/p1.png": "real-scan.png"])
        XCTAssertEqual((linked["scan"] as? [String: Any])?["width"] as? Int, 2480, "a link to an image of the same folder")
        let runner = try LLRBRunner()
        _ = try runner.write(Array(Self.page.utf8), to: "pages/p1.txt")
        _ = try runner.write(Self.png, to: "pages/p1.webp.png")
        try FileManager.default.createDirectory(at: runner.home.appendingPathComponent("pages/p1.jpg"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(runner.home.appendingPathComponent("pages/p1.png").path, 0o644), 0)
        let ingest = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path, "--json"])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        let exported = try runner.run(["export", "--format", "jsonl"])
        XCTAssertTrue(exported.stdout.contains("\"scan\":null"), "a folder and a pipe are no scan: \(exported.stdout.prefix(300))")
    }

    /// The scan an ALTO names is looked for by its file's name in the page's folder: a name
    /// that climbs out of it (`../`) finds nothing outside; one not there leaves the image
    /// beside the page with its stem.
    func testTheScanAnALTONamesIsFoundInThePagesFolderOnly() throws {
        func alto(naming name: String) -> String {
            let lines = Self.page.split(separator: "\n").enumerated().map { index, line in
                "<TextBlock><TextLine HPOS=\"100\" VPOS=\"\(100 + 200 * index)\" WIDTH=\"1500\" HEIGHT=\"40\">"
                    + line.map { "<String CONTENT=\"\($0)\"/>" }.joined(separator: "<SP/>") + "</TextLine></TextBlock>"
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit>
                <sourceImageInformation><fileName>\(name)</fileName></sourceImageInformation></Description>
                <Layout><Page WIDTH="2480" HEIGHT="3508"><PrintSpace>\(lines.joined())</PrintSpace></Page></Layout></alto>
                """
        }
        let named = try shownPage(beside: ["pages/scan-0313.png": Self.png], alto: alto(naming: "/tmp/ocr/scan-0313.png"))
        XCTAssertEqual((named["scan"] as? [String: Any])?["file"] as? String, "scan-0313.png", "\(named)")
        let climbing = try shownPage(beside: ["secret.png": Self.png], alto: alto(naming: "../secret.png"))
        XCTAssertTrue(climbing["scan"] is NSNull, "\(climbing)")
        let missing = try shownPage(beside: ["pages/p1.png": Self.png], alto: alto(naming: "scan-0313.tif"))
        XCTAssertEqual((missing["scan"] as? [String: Any])?["file"] as? String, "p1.png", "the image beside it when the one named is not there")
    }
}
