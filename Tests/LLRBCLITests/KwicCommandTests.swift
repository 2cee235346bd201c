import Foundation
import XCTest
@testable import llrb

/// `llrb kwic`: a line per occurrence, the matches aligned in one column by display width,
/// within 80 columns, sortable by the context on either side.
final class KwicCommandTests: XCTestCase {
    func testEveryOccurrenceIsALineWithTheMatchInOneColumn() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["kwic", "复工复产", "--all"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let object = try runner.run(["kwic", "复工复产", "--all", "--json"]).jsonObject()
        let occurrences = try XCTUnwrap(object["occurrences"] as? Int)
        XCTAssertEqual(lines.count, occurrences + 1)
        XCTAssertEqual(lines.last, "\(occurrences) occurrences in 3 articles match 复工复产")
        XCTAssertEqual(String(occurrences), "17", "every use on the seeds, headlines included")
        let columns = Set(lines.dropLast().map { line in DisplayWidth.of(String(line[..<(line.range(of: "【")?.lowerBound ?? line.endIndex)])) })
        XCTAssertEqual(columns.count, 1, "the match starts in one column: \(result.stdout)")
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, result.stdout)
        XCTAssertEqual(object["articles"] as? Int, Int(try runner.run(["search", "复工复产", "--count"]).stdout.trimmingCharacters(in: .newlines)))
    }

    func testSortLeftAndRightOrderByTheContextNearestTheMatch() throws {
        let runner = try LLRBRunner.withSeeds()
        for (order, key) in [("right", "right"), ("left", "left")] {
            let object = try runner.run(["kwic", "发展", "--sort", order, "--all", "--json", "--width", "4"]).jsonObject()
            let contexts = try XCTUnwrap(object["lines"] as? [[String: Any]]).compactMap { $0[key] as? String }
                .map { order == "left" ? String($0.reversed()) : $0 }
            XCTAssertGreaterThan(contexts.count, 100)
            XCTAssertEqual(contexts, contexts.sorted { Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value)) }, order)
        }
    }

    func testContextRunsAcrossLineBreaksWithoutOCRSpacesAndFiltersApply() throws {
        let runner = try LLRBRunner()
        _ = try runner.write(Array("2020年3月13日 星期五\n第 9895 期\n\n## 春耕\n\n本报讯 全市上下\n千方百计推进 复 工\n复产,确保全年目标。\n".utf8), to: "pages/a.txt")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        let csv = try runner.run(["kwic", "复工复产", "--csv", "--width", "6"]).stdout.split(separator: "\n")
        XCTAssertEqual(csv.first, "date,id,field,left,match,right,headline")
        XCTAssertEqual(csv.count, 2)
        XCTAssertTrue(csv.last?.hasPrefix("2020-03-13,") == true, "\(csv)")
        XCTAssertTrue(csv.last?.contains(",body,千方百计推进,复工复产,\",确保全年目\",") == true, "\(csv)")
        XCTAssertEqual(try runner.run(["kwic", "复工复产", "--from", "2021"]).status, 1)
        XCTAssertEqual(try runner.run(["kwic", "复工复产", "--sort", "middle"]).status, 2)
        let width = try runner.run(["kwic", "复工复产", "--width", "0"])
        XCTAssertEqual(width.status, 2)
        XCTAssertTrue(width.stderr.hasPrefix("llrb: --width needs a whole number 1 to 200"), width.stderr)
    }
}
