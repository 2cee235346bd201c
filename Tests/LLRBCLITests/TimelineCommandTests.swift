import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import llrb

/// `llrb timeline` with several queries, shares and gaps, and its SVG chart, run through the
/// binary on the seeds, whose pages date from March 2020, June 2020, 2023 and 2024, with
/// nothing in between.
final class TimelineCommandTests: XCTestCase {
    func testSeveralQueriesAreSeriesSideBySideAndGapsAreNeverZero() throws {
        let runner = try LLRBRunner.withSeeds()
        let chart = try runner.run(["timeline", "复工复产", "乡村振兴"])
        XCTAssertEqual(chart.status, 0, chart.stderr)
        let lines = chart.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].contains("复工复产") && lines[0].contains("乡村振兴"), lines[0])
        XCTAssertTrue(lines.contains { $0.hasPrefix("2020-04") && $0.contains("—") && !$0.dropFirst(7).contains("0") }, chart.stdout)
        XCTAssertTrue(lines.contains { $0.contains("no pages in the archive") }, "a long hole folds into one line: \(chart.stdout)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("2021-") }, chart.stdout)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, chart.stdout)
        let object = try runner.run(["timeline", "复工复产", "乡村振兴", "--json"]).jsonObject()
        let series = try XCTUnwrap(object["series"] as? [[String: Any]])
        XCTAssertEqual(series.map { $0["query"] as? String }, ["复工复产", "乡村振兴"])
        let periods = try XCTUnwrap(object["periods"] as? [[String: Any]])
        let gap = try XCTUnwrap(periods.first { $0["period"] as? String == "2021-06" })
        XCTAssertEqual(gap["archived"] as? Int, 0)
        XCTAssertEqual((gap["articles"] as? [Any])?.map { $0 is NSNull }, [true, true], "null, never 0")
        let csv = try runner.run(["timeline", "复工复产", "乡村振兴", "--csv"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(csv.first, "period,archived,复工复产,乡村振兴")
        XCTAssertTrue(csv.contains("2021-06,0,,"), "\(csv)")
    }

    /// `--share` divides by the period's articles: per 10,000, one decimal in the terminal.
    func testShareIsPerTenThousandArticlesOfThePeriod() throws {
        let runner = try LLRBRunner.withSeeds()
        let object = try runner.run(["timeline", "吕梁", "--by", "year", "--share", "--json"]).jsonObject()
        let periods = try XCTUnwrap(object["periods"] as? [[String: Any]])
        let first = try XCTUnwrap(periods.first)
        let archived = try XCTUnwrap(first["archived"] as? Int)
        let articles = try XCTUnwrap((first["articles"] as? [Int])?.first)
        let share = try XCTUnwrap((first["share"] as? [Double])?.first)
        XCTAssertEqual(share, Double(articles) * 10_000 / Double(archived), accuracy: 0.01)
        let text = try runner.run(["timeline", "吕梁", "--by", "year", "--share"]).stdout
        XCTAssertTrue(text.contains("per 10,000 articles"), text)
    }

    /// An `-exclusion` and an `OR` belong to the query before them; other words start a series.
    func testExclusionsAndOrStayWithTheirQuery() throws {
        let runner = try LLRBRunner.withSeeds()
        let object = try runner.run(["timeline", "吕梁", "-发展", "复工", "OR", "复产", "--json"]).jsonObject()
        let series = try XCTUnwrap(object["series"] as? [[String: Any]])
        XCTAssertEqual(series.map { $0["query"] as? String }, ["吕梁 -发展", "复工 OR 复产"])
        XCTAssertEqual(try runner.run(["timeline", "量子纠缠计算机", "量子计算"]).status, 1)
    }

    func testTheSVGChartIsWellFormedWithAxesLegendAndChineseFonts() throws {
        let runner = try LLRBRunner.withSeeds()
        let file = runner.home.appendingPathComponent("chart.svg")
        let result = try runner.run(["timeline", "复工复产", "乡村振兴", "--by", "year", "--svg", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: file)
        let parsed = SVGElements(data)
        XCTAssertTrue(parsed.wellFormed, "not well-formed XML: \(String(decoding: data, as: UTF8.self))")
        XCTAssertEqual(parsed.root?.name, "svg")
        XCTAssertEqual(parsed.root?.attributes["version"], "1.1")
        XCTAssertEqual(parsed.root?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        XCTAssertTrue(parsed.root?.attributes["font-family"]?.contains("Microsoft YaHei") == true)
        XCTAssertTrue(parsed.root?.attributes["font-family"]?.contains("PingFang SC") == true)
        XCTAssertTrue(parsed.root?.attributes["font-family"]?.contains("Noto Sans CJK SC") == true)
        XCTAssertFalse(parsed.names.contains("script"))
        let lines = parsed.elements.filter { $0.name == "path" && $0.attributes["class"] == "series" }.compactMap { $0.attributes["d"] }
        XCTAssertEqual(lines.count, 2, "a line per query")
        XCTAssertTrue(lines.allSatisfy { $0.filter { $0 == "M" }.count == 2 }, "broken at the gap years: \(lines)")
        for label in ["复工复产", "乡村振兴", "2020", "2024", "无版面"] {
            XCTAssertTrue(parsed.texts.contains { $0.contains(label) }, "\(label) in \(parsed.texts)")
        }
        let hostile = try runner.run(["timeline", "<script>&", "--svg", runner.home.appendingPathComponent("h.svg").path])
        XCTAssertEqual(hostile.status, 1)
        let unwritable = try runner.run(["timeline", "复工复产", "--svg", "/nonexistent/chart.svg"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.hasPrefix("llrb: cannot write the chart to '/nonexistent/chart.svg'"), unwritable.stderr)
    }

    /// `timeline 复工复产 脱贫攻坚 --share --svg` on the seeds: four months with pages among 49,
    /// each between gaps. It was eight loose dots, the two queries' dots at 0 one over the other,
    /// ticks `5000.0` and not a word of the file written. Now a dotted line crosses each gap,
    /// the queries' marks differ in shape and size (the first larger, so the second shows inside
    /// it), ticks read as the CLI prints numbers, and stderr says what was written where.
    func testASparseChartReadsAsLinesWithMarksToldApart() throws {
        let runner = try LLRBRunner.withSeeds()
        let file = runner.home.appendingPathComponent("t.svg")
        let result = try runner.run(["timeline", "复工复产", "脱贫攻坚", "--share", "--svg", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "llrb: wrote the chart of 2 queries over 49 months to \(file.path)\n")
        let parsed = SVGElements(try Data(contentsOf: file))
        XCTAssertTrue(parsed.wellFormed)
        let bridges = parsed.elements.filter { $0.name == "path" && $0.attributes["class"] == "bridge" }
        XCTAssertEqual(bridges.map { $0.attributes["stroke"] }, ["#0072B2", "#D55E00"], "a line across the gaps per query")
        XCTAssertTrue(bridges.allSatisfy { $0.attributes["d"]?.filter { $0 == "L" }.count == 3 }, "\(bridges)")
        let first = parsed.elements.filter { $0.name == "circle" && $0.attributes["fill"] == "#0072B2" }
        let second = parsed.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#D55E00" }
        XCTAssertEqual(first.count, 4 + 1, "a circle on each month with pages, and one in the legend")
        XCTAssertEqual(second.count, 4 + 1, "a square on each month with pages, and one in the legend")
        let radius = try XCTUnwrap(first.first?.attributes["r"].flatMap(Double.init))
        let side = try XCTUnwrap(second.first?.attributes["width"].flatMap(Double.init))
        XCTAssertGreaterThan(radius, side / 2 + 1, "the first query's mark shows around the second's at the same value")
        XCTAssertTrue(parsed.texts.contains("5000"), "\(parsed.texts)")
        XCTAssertFalse(parsed.texts.contains { $0.hasSuffix(".0") }, "\(parsed.texts)")
    }

    /// Opened in a real browser (Debian's headless Chromium, when installed), the chart renders
    /// to a picture with marks on it; skipped where there is no Chromium.
    func testChromiumRendersTheChart() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(chromium == nil, "no Chromium installed (CI installs it)")
        let runner = try LLRBRunner.withSeeds()
        let file = runner.home.appendingPathComponent("chart.svg")
        XCTAssertEqual(try runner.run(["timeline", "复工复产", "乡村振兴", "--svg", file.path]).status, 0)
        let picture = runner.home.appendingPathComponent("chart.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(runner.home.path)/chromium",
                             "--screenshot=\(picture.path)", "--window-size=960,540", file.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let png = try Data(contentsOf: picture)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertGreaterThan(png.count, 10_000, "a blank 960×540 PNG is a few kB; lines, text and axes make it larger")
    }
}

/// The elements of an XML document as Foundation's parser reads it, for checking a chart.
private final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    private(set) var root: Element?
    private(set) var names: [String] = []
    private(set) var texts: [String] = []
    private(set) var elements: [Element] = []
    private(set) var wellFormed = false

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        wellFormed = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = Element(name: name, attributes: attributes) }
        elements.append(Element(name: name, attributes: attributes))
        names.append(name)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        texts.append(string)
    }
}
