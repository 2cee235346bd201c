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

    /// At 50 columns both contexts are cut alike, the match still in one column (the right
    /// one was cut to a character); the summary wraps between words at 80 and 50 columns,
    /// `--limit N` on one line.
    func testANarrowTerminalCutsBothContextsAlikeAndWrapsTheSummary() throws {
        let runner = try LLRBRunner.withSeeds()
        for width in [50, 80] {
            let result = try runner.run(["kwic", "的", "--limit", "5"], environment: ["COLUMNS": String(width)])
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.filter { DisplayWidth.of($0) > width }, [], "at \(width) columns")
            let summary = lines.drop { $0.hasPrefix("2020") || $0.hasPrefix("2023") || $0.hasPrefix("2024") }.joined(separator: " ")
            XCTAssertTrue(summary.hasPrefix("386 occurrences in 28 articles match 的"), summary)
            XCTAssertTrue(lines.contains { $0.contains("--limit N") }, "\(width): \(result.stdout)")
            for line in lines.prefix(5) {
                let match = try XCTUnwrap(line.range(of: "【的】"), line)
                let left = line[..<match.lowerBound].dropFirst(11).trimmingCharacters(in: .whitespaces)
                let right = line[match.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                XCTAssertGreaterThanOrEqual(right.count, 3, "right context at \(width) columns: \(line)")
                XCTAssertLessThanOrEqual(abs(DisplayWidth.of(left) - DisplayWidth.of(right)), 4, "at \(width) columns: \(line)")
            }
        }
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
