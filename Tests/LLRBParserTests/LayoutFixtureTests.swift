import Foundation
import LLRBParser
import XCTest

/// Pages rendered from marked pages and OCR'd by Tesseract 5.3.0 (`bench/layout`; the fixtures
/// keep its text, hOCR and ALTO and the rendered lines' truth): read from the engine's layout,
/// where type size says what is a heading, they give the headlines its plain text loses, and
/// the pictures it found stand over their captions.
final class LayoutFixtureTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/layout")

    private func headlinesFound(_ stem: String, _ extension: String) throws -> (found: Int, printed: Int) {
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("\(stem).lines.json")))
        let printed = try XCTUnwrap((truth as? [String: Any])?["headlines"] as? [String]).map(Self.normal)
        let url = Self.folder.appendingPathComponent("\(stem).\(`extension`)")
        let read = try PageParser.pages(contentsOf: url).flatMap(\.articles).map { Self.normal($0.headline) }
        let found = printed.filter { headline in
            read.contains { Self.distance(Array(headline), Array($0)) <= (headline.count + 4) / 5 }
        }
        return (found.count, printed.count)
    }

    func testTypeSizeFindsTheHeadlinesTesseractsTextLoses() throws {
        for stem in ["k13", "n13"] {
            let text = try headlinesFound(stem, "txt")
            for form in ["hocr", "xml"] {
                let layout = try headlinesFound(stem, form)
                XCTAssertGreaterThanOrEqual(layout.found * 4, layout.printed * 3, "\(stem).\(form): \(layout)")
                XCTAssertGreaterThan(layout.found, text.found, "\(stem).\(form) against its text: \(layout), \(text)")
            }
        }
    }

    func testTheALTOAndTheHOCROfAPageGiveTheSameLines() throws {
        for stem in ["k13", "n13"] {
            let alto = try PageDecoder.decode(Data(contentsOf: Self.folder.appendingPathComponent("\(stem).xml")), source: stem)
            let hocr = try PageDecoder.decode(Data(contentsOf: Self.folder.appendingPathComponent("\(stem).hocr")), source: stem)
            XCTAssertEqual(alto.layout?.blocks.joined().map(\.text), hocr.layout?.blocks.joined().map(\.text), stem)
            XCTAssertEqual(alto.layout?.blocks.joined().compactMap(\.box).count, alto.layout?.blocks.joined().count, "every line has its box")
        }
    }

    /// hp04 prints two photos, each found by Tesseract (an `Illustration`, an `ocr_photo`), with
    /// its caption under it: read from the layout, the text under each picture is its caption,
    /// the second's too, which no `图为` or credit on its lines announces.
    func testTheTextUnderAPictureTesseractFoundIsItsCaption() throws {
        let truth = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("hp04.lines.json")))
            as? [String: Any])
        var printed: [String] = []
        for line in try XCTUnwrap(truth["lines"] as? [[String: Any]]) {
            switch line["mark"] as? String {
            case "picture": printed.append("")
            case "C": printed[printed.count - 1] += try XCTUnwrap(line["text"] as? String)
            default: break
            }
        }
        XCTAssertEqual(printed.count, 2)
        for form in ["hocr", "xml"] {
            let url = Self.folder.appendingPathComponent("hp04.\(form)")
            XCTAssertEqual(try PageDecoder.decode(Data(contentsOf: url), source: url.path).layout?.pictures.isEmpty, false)
            let read = try PageParser.pages(contentsOf: url).flatMap(\.captions).map { Self.normal($0.text) }
            for caption in printed.map(Self.normal) {
                XCTAssertTrue(read.contains { Self.distance(Array(caption), Array($0)) <= (caption.count + 4) / 5 }, "hp04.\(form): \(caption) in \(read)")
            }
        }
    }

    private static func normal(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && $0 != "#" })
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
