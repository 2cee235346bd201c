import Foundation
import XCTest
@testable import llrb

/// Off a terminal and without COLUMNS, output is 80 columns wide (a CJK character takes two):
/// an issue's contents and every help text fit, and help breaks its lines only where a reader
/// expects a break.
final class TerminalWidthTests: XCTestCase {
    private func linesWiderThanEighty(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > 80 }
    }

    func testEveryRowOfEachSeedIssuesContentsFitsEightyColumns() throws {
        let runner = try LLRBRunner.withSeeds()
        let issues = try XCTUnwrap(try runner.run(["issues", "--json"]).jsonObject()["issues"] as? [[String: Any]])
        XCTAssertEqual(issues.count, 5, "four dated issues and seed 001, which nothing of its own dates")
        for issue in issues where !(issue["date"] is NSNull) {
            let arguments = try (issue["issueNumber"] as? Int).map { ["--issue", String($0)] }
                ?? ["--date", XCTUnwrap(issue["date"] as? String)]
            let shown = try runner.run(["show"] + arguments)
            XCTAssertEqual(shown.status, 0, shown.stderr)
            XCTAssertEqual(linesWiderThanEighty(shown.stdout), [], "show \(arguments.joined(separator: " "))")
        }
    }

    func testEveryHelpLineFitsEightyColumns() throws {
        let runner = try LLRBRunner()
        for command in [[]] + CommandRegistry.names.map({ [$0] }) {
            let help = try runner.run(["help"] + command, useIndex: false)
            XCTAssertEqual(help.status, 0, help.stderr)
            XCTAssertEqual(linesWiderThanEighty(help.stdout), [], "llrb help \(command.joined())")
        }
    }

    /// Every word of the help wrapped to 40, 60 or 80 columns is a word of the help left
    /// unwrapped: no option name (`--limit`), path or `$VARIABLE` is cut. Words end at spaces
    /// and at CJK characters, since Chinese may break between any two characters.
    func testHelpBreaksLinesOnlyBetweenWords() throws {
        let runner = try LLRBRunner()
        for command in CommandRegistry.names {
            let unwrapped = try runner.run(["help", command], useIndex: false, environment: ["COLUMNS": "1000"]).stdout
            let whole = Set(words(of: unwrapped))
            for width in [40, 60, 80] {
                let wrapped = try runner.run(["help", command], useIndex: false, environment: ["COLUMNS": String(width)]).stdout
                XCTAssertEqual(words(of: wrapped).filter { !whole.contains($0) && $0 != "\\" }, [], "llrb help \(command) at \(width) columns")
            }
        }
    }

    /// At 80 and 50 columns a help line never ends inside a word, a quoted query or command
    /// (`-复工` / `复学`, `'llrb` / `search'`, `/search?q=复工复` / `产`, `吕梁` / `日报`), between an
    /// option and its value (`--host` / `0.0.0.0`), nor runs past the width; an example too
    /// long for a line goes on over ` \` lines that run as the one command.
    func testHelpAtEightyAndFiftyColumnsKeepsQueriesOptionsAndURLsWhole() throws {
        let runner = try LLRBRunner()
        let quoted = try NSRegularExpression(pattern: "(?<=[\\s(])'[^'\\n]+'")
        for command in CommandRegistry.commands {
            let name = command.spec.name
            let unwrapped = try runner.run(["help", name], useIndex: false, environment: ["COLUMNS": "1000"]).stdout
            let whole = Set(unwrapped.split { $0.isWhitespace })
            let spans = quoted.matches(in: unwrapped, range: NSRange(unwrapped.startIndex..., in: unwrapped))
                .compactMap { Range($0.range, in: unwrapped).map { String(unwrapped[$0]) } }
            for width in [80, 50] {
                let wrapped = try runner.run(["help", name], useIndex: false, environment: ["COLUMNS": String(width)]).stdout
                let lines = wrapped.split(separator: "\n").map(String.init)
                let shown = "llrb help \(name) at \(width) columns"
                XCTAssertEqual(lines.filter { DisplayWidth.of($0) > width }, [], shown)
                XCTAssertEqual(wrapped.split { $0.isWhitespace }.filter { !whole.contains($0) && $0 != "\\" }, [], shown)
                for span in spans { XCTAssertTrue(lines.contains { $0.contains(span) }, "\(span) split in \(shown)") }
                XCTAssertEqual(lines.filter { $0.hasSuffix("--host") || $0.hasSuffix("--format") }, [], shown)
                let commands = wrapped.replacingOccurrences(of: " \\\n", with: " ").split(separator: "\n")
                    .map { $0.split(separator: " ").joined(separator: " ") }
                for example in command.spec.examples {
                    XCTAssertTrue(commands.contains(example.command), "\(example.command) in \(shown)")
                }
            }
        }
    }

    /// What a reader runs first fits a terminal of 80 or 50 columns: hits (their headlines
    /// wrapped, the page file under the id when the two do not fit), the summaries of search,
    /// kwic, timeline and places, an issue's contents, an article, the index's figures. Only a
    /// page file's path may run past the edge, whole and alone on its line, wherever the
    /// checkout (and so the seeds) lives.
    func testReadingOutputFitsEightyAndFiftyColumns() throws {
        let runner = try LLRBRunner.withSeeds()
        let id = try XCTUnwrap(runner.searchHits("复工复产").hits.first?["id"] as? String)
        let commands = [
            ["search", "复工复产"], ["search", "发展", "--limit", "3"], ["search", "--fuzzy", "2", "复工复产"], ["kwic", "的", "--limit", "5"],
            ["timeline", "复工复产", "脱贫攻坚", "--share"], ["show", id], ["show", "--issue", "10906"], ["places", "发展"], ["stats"],
            ["issues"], ["authors"], ["timeline", "复工复产", "脱贫攻坚", "发展", "吕梁"],
        ]
        for command in commands {
            for width in [80, 50] {
                let result = try runner.run(command, environment: ["COLUMNS": String(width)])
                XCTAssertEqual(result.status, 0, result.stderr)
                let wide = result.stdout.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > width }
                XCTAssertEqual(wide.filter { !isSeedPathAlone($0) }, [], "\(command.joined(separator: " ")) at \(width) columns")
            }
        }
        let issue = try runner.run(["show", "--issue", "10906"], environment: ["COLUMNS": "50"]).stdout
        XCTAssertTrue(issue.contains("2023年2月") && issue.contains("农历癸卯年正月二十七"), "the masthead's dates stay whole: \(issue)")
    }

    /// A page file deeper than the terminal is wide is printed by `show` whole on a line of its
    /// own, to be copied or opened as it is, its lines on the next; the rest of the article's
    /// provenance fits the terminal.
    func testShowPrintsAPageFileLongerThanTheTerminalWholeOnItsOwnLine() throws {
        let runner = try LLRBRunner()
        let deep = (1...6).map { "folder-\($0)-" + String(repeating: "x", count: 20) }.joined(separator: "/")
        let page = try runner.write(Array(try Data(contentsOf: LLRBRunner.seed("000"))), to: deep + "/000.txt")
        XCTAssertEqual(try runner.run(["ingest", page.path]).status, 0)
        let id = try XCTUnwrap(runner.searchHits("复工复产").hits.first?["id"] as? String)
        for width in [50, 80] {
            let shown = try runner.run(["show", id], environment: ["COLUMNS": String(width)])
            XCTAssertEqual(shown.status, 0, shown.stderr)
            let lines = shown.stdout.split(separator: "\n").map(String.init)
            let file = try XCTUnwrap(lines.firstIndex(of: page.path), "the path whole on its line at \(width): \(shown.stdout)")
            XCTAssertEqual(lines[..<file].last?.hasSuffix(" ·"), true, "the id and date above it: \(shown.stdout)")
            XCTAssertEqual(lines.dropFirst(file + 1).first?.hasPrefix("lines "), true, "its lines below it: \(shown.stdout)")
            XCTAssertEqual(lines.filter { DisplayWidth.of($0) > width && $0 != page.path }, [], "at \(width) columns")
        }
    }

    /// The summary of an ingest wraps between words, the index's folder whole on a line.
    func testIngestSummaryWrapsToTheTerminalWithTheFolderWhole() throws {
        for width in [80, 50] {
            let runner = try LLRBRunner()
            let result = try runner.run(["ingest", LLRBRunner.seeds.path], environment: ["COLUMNS": String(width)])
            XCTAssertEqual(result.status, 0, result.stderr)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            XCTAssertTrue(lines[0].hasPrefix("indexed 5 files"), result.stdout)
            XCTAssertTrue(lines.contains { $0.hasSuffix(runner.indexDirectory.path) }, result.stdout)
            XCTAssertEqual(lines.filter { DisplayWidth.of($0) > max(width, DisplayWidth.of(runner.indexDirectory.path)) }, [], result.stdout)
            XCTAssertFalse(lines.contains { $0.hasPrefix("MB/s") || $0.hasPrefix("s (") }, "a number stays with its unit: \(result.stdout)")
        }
    }

    /// An article's lines never begin with closing punctuation (，。”）》…), however wide the
    /// terminal: `持续打造“三无` / `”“三可”` moves `无` down with the quotes (禁则).
    func testNoLineOfAnArticleBeginsWithClosingPunctuation() throws {
        let runner = try LLRBRunner.withSeeds()
        let closing = Set("，。、；：？！）」』》〉】”’,.;:?!)]}…")
        let three = try XCTUnwrap(runner.searchHits("三可").hits.first?["id"] as? String)
        for width in [22, 28, 41, 50, 80] {
            let shown = try runner.run(["show", three], environment: ["COLUMNS": String(width)])
            XCTAssertEqual(shown.status, 0, shown.stderr)
            XCTAssertGreaterThan(shown.stdout.split(separator: "\n").count, 10, shown.stdout)
            let starts = shown.stdout.split(separator: "\n").compactMap { $0.first { $0 != " " } }
            XCTAssertEqual(starts.filter(closing.contains), [], "show \(three) at \(width) columns")
        }
        for width in [37, 50, 80] {
            let full = try runner.run(["show", "--date", "2020-03-13", "--full"], environment: ["COLUMNS": String(width)])
            let starts = full.stdout.split(separator: "\n").compactMap { $0.first { $0 != " " } }
            XCTAssertEqual(starts.filter(closing.contains), [], "show --date 2020-03-13 --full at \(width) columns")
        }
    }

    /// A seed's path alone on its line, after search's indent and with the line number a hit
    /// gives it.
    private func isSeedPathAlone(_ line: String) -> Bool {
        var path = line.drop { $0 == " " }
        if let colon = path.lastIndex(of: ":"), path[path.index(after: colon)...].allSatisfy(\.isNumber) { path = path[..<colon] }
        return path.hasPrefix(LLRBRunner.seeds.path + "/") && FileManager.default.fileExists(atPath: String(path))
    }

    private func words(of text: String) -> [Substring] {
        text.split { $0.isWhitespace || DisplayWidth.of(String($0)) > 1 }
    }
}
