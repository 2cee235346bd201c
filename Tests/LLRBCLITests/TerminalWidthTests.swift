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
                XCTAssertEqual(words(of: wrapped).filter { !whole.contains($0) }, [], "llrb help \(command) at \(width) columns")
            }
        }
    }

    private func words(of text: String) -> [Substring] {
        text.split { $0.isWhitespace || DisplayWidth.of(String($0)) > 1 }
    }
}
