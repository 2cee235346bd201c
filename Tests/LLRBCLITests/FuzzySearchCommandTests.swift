import Foundation
import XCTest

/// `llrb search --fuzzy` as a user runs it, on the seed pages with characters swapped for
/// look-alikes the way OCR misreads them.
final class FuzzySearchCommandTests: XCTestCase {
    /// Phrases the seeds print, each with the look-alike its copy prints instead.
    private static let swaps = [("迅速复工复产", "迅速复工复严"), ("一年之计在于春", "一年之计在干春"), ("经济社会发展", "经济杜会发展")]

    /// A runner whose index holds the seeds with the swaps made.
    private func damagedSeeds() throws -> LLRBRunner {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: LLRBRunner.seeds.path) {
            var text = try String(contentsOf: LLRBRunner.seeds.appendingPathComponent(name), encoding: .utf8)
            for (printed, damaged) in Self.swaps {
                // Wherever the page prints the phrase, OCR line breaks and spaces inside it included.
                let spaced = printed.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "\\s*")
                text = text.replacingOccurrences(of: spaced, with: damaged, options: .regularExpression)
            }
            try text.write(to: pages.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        return runner
    }

    func testLookalikeSwapsInTheSeedsAreFoundAndMarked() throws {
        let runner = try damagedSeeds()
        for (phrase, damaged) in Self.swaps {
            XCTAssertEqual(try runner.run(["search", phrase, "--count"]).stdout, "0\n", phrase)
            let result = try runner.run(["search", "--fuzzy", phrase], environment: ["COLUMNS": "400"])
            XCTAssertEqual(result.status, 0, phrase + result.stderr)
            XCTAssertTrue(result.stdout.contains("【\(damaged)】≈\(phrase)"), result.stdout)
            XCTAssertTrue(result.stdout.contains("(fuzzy)"), result.stdout)
        }
    }

    func testJSONGivesTheMatchAndEachHighlightsPrintedTextAndDistance() throws {
        let runner = try damagedSeeds()
        let (total, hits) = try runner.searchHits("迅速复工复产", ["--fuzzy"])
        XCTAssertEqual(total, 1)
        let hit = try XCTUnwrap(hits.first)
        XCTAssertEqual(hit["match"] as? String, "fuzzy")
        let snippet = try XCTUnwrap(hit["snippet"] as? [String: Any])
        let highlight = try XCTUnwrap((snippet["highlights"] as? [[String: Any]])?.first)
        XCTAssertEqual(highlight["text"] as? String, "迅速复工复严")
        XCTAssertEqual(highlight["distance"] as? Int, 1)
        XCTAssertEqual(highlight["query"] as? String, "迅速复工复产")
    }

    func testAnExactSearchThatMissesDamagedArticlesHintsAtFuzzy() throws {
        let runner = try damagedSeeds()
        let result = try runner.run(["search", "迅速复工复产"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "llrb: 1 more article prints it with one character misread: llrb search --fuzzy 迅速复工复产\n")
        XCTAssertEqual(try runner.run(["search", "迅速复工复产", "--json"]).stderr, "", "no hint with --json")
    }

    /// Searching the misprint itself (`复工复严`) finds the articles that print the phrase it
    /// misprints, and never tells the user to drop them as another word.
    func testSearchingAMisprintNeverOffersToDropWhatItMisprints() throws {
        let result = try LLRBRunner.withSeeds().run(["search", "--fuzzy", "复工复严"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("【复工复产】≈复工复严"), result.stdout)
        XCTAssertFalse(result.stdout.contains("drop it with"), result.stdout)
    }

    func testFuzzinessOutOfRangeOrNotANumberIsAUsageError() throws {
        let runner = try LLRBRunner.withSeeds()
        for value in ["3", "x", "-1", ""] {
            let result = try runner.run(["search", "--fuzzy=\(value)", "复工复产"])
            XCTAssertEqual(result.status, 2, value)
            XCTAssertTrue(result.stderr.hasPrefix("llrb: --fuzzy "), result.stderr)
            XCTAssertTrue(result.stderr.contains("; "), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
        XCTAssertEqual(try runner.run(["timeline", "--fuzzy=3", "复工复产"]).status, 2)
    }

    /// `--fuzzy 2` is `--fuzzy=2`, not a search for 复工复产 and the number 2; a number out of
    /// range says where a number to search for goes; any other word stays the query.
    func testABareNumberAfterFuzzyIsItsK() throws {
        let runner = try LLRBRunner.withSeeds()
        let spaced = try runner.run(["search", "复工复产", "--fuzzy", "2", "--json"])
        XCTAssertEqual(spaced.status, 0, spaced.stderr)
        XCTAssertEqual(try spaced.jsonObject()["query"] as? String, "复工复产")
        XCTAssertEqual(spaced.stdout, try runner.run(["search", "复工复产", "--fuzzy=2", "--json"]).stdout)
        let summary = try runner.run(["search", "复工复产", "--fuzzy", "2"]).stdout
        XCTAssertTrue(summary.hasSuffix("match 复工复产\n"), summary)
        let timeline = try runner.run(["timeline", "--fuzzy", "1", "复工复产", "--json"])
        XCTAssertEqual(timeline.status, 0, timeline.stderr)
        let outOfRange = try runner.run(["search", "复工复产", "--fuzzy", "2020"])
        XCTAssertEqual(outOfRange.status, 2)
        XCTAssertTrue(outOfRange.stderr.contains("not '2020'") && outOfRange.stderr.contains("before --fuzzy"), outOfRange.stderr)
        XCTAssertEqual(try runner.run(["search", "--fuzzy", "复工复产", "--count"]).status, 0)
        XCTAssertEqual(try runner.run(["search", "复工复产", "--fuzzy", "２", "--json"]).stdout, spaced.stdout, "full-width digits, as an input method types them")
        let fraction = try runner.run(["search", "复工复产", "--fuzzy", "1.5"])
        XCTAssertEqual(fraction.status, 2)
        XCTAssertTrue(fraction.stderr.contains("not '1.5'"), fraction.stderr)
    }

    func testALatinQueryWithFuzzySaysItSearchedExactly() throws {
        let runner = try LLRBRunner.withSeeds()
        let fuzzy = try runner.run(["search", "5G", "--fuzzy", "--count"])
        XCTAssertEqual(fuzzy.stdout, try runner.run(["search", "5G", "--count"]).stdout)
        XCTAssertTrue(fuzzy.stderr.contains("fuzzy matching applies to Chinese phrases"), fuzzy.stderr)
    }

    func testFuzzyCountAndTimelineAgree() throws {
        let runner = try damagedSeeds()
        let count = try runner.run(["search", "--fuzzy", "经济社会发展", "--count"])
        let timeline = try runner.run(["timeline", "--fuzzy", "经济社会发展", "--json"]).jsonObject()
        let total = (timeline["series"] as? [[String: Any]])?.first?["total"] as? Int
        XCTAssertEqual(Int(count.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), total)
        XCTAssertGreaterThan(total ?? 0, 0)
    }
}
