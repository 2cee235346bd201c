import Foundation
import XCTest

/// Queries no one should type, through the real binary: each ends with a sensible answer
/// (exit 0 or 1) or one clear line on stderr (exit 2), never a crash or a signal.
final class HostileQueriesTests: XCTestCase {
    private static let hostile: [String] = [
        "\"复工复产", "复工复产\"", "\"", "\"\"", "\"\"\"", "\"复工\" \"复产",
        "OR", "OR OR", "复工复产 OR", "OR 复工复产", "复工复产 OR OR 吕梁", "or",
        "-", "- -", "-复工复产", "-复工 -复产", "--复工复产", "复工复产 -", "复工复产 --",
        "headline:", "headline: ", "标题：", "headline:headline:", "-headline:", "headline:\"", "headline:-",
        "nofield:复工", ":复工", "复工:",
        "复工\u{01}复产", "\u{1B}[31m复工复产\u{1B}[0m", "\t\n\r", "\u{7F}", "复\u{200B}工复产", "\u{202E}产复工复",
        "😀", "👨‍👩‍👧‍👦 复工复产", "复工复产😀", "🇨🇳", "e\u{301}", "\u{FFFD}", "\u{10FFFF}",
        "，。！？", "!!!", "...", "()[]{}", "*", "\\", "'",
        "ＡＢＣ１２３", "5G", "CN14", String(repeating: "复工复产", count: 250),
        String(repeating: "a", count: 1000), String(repeating: "- ", count: 500), String(repeating: "\"", count: 999),
        String(repeating: "OR ", count: 333),
    ]

    func testHostileQueriesNeverCrash() throws {
        let runner = try LLRBRunner.withSeeds()
        for query in Self.hostile {
            try assertHandled(runner, query)
        }
    }

    func testATenThousandCharacterQueryIsRefusedClearly() throws {
        let runner = try LLRBRunner.withSeeds()
        for query in [String(repeating: "复", count: 10_000), String(repeating: "a ", count: 5_000), String(repeating: "\"复工", count: 3_334)] {
            let result = try runner.run(["search", query])
            assertOneLineError(result, query)
            XCTAssertTrue(result.stderr.contains("shorten"), result.stderr)
        }
    }

    func testUnbalancedQuoteRunsToTheEnd() throws {
        let runner = try LLRBRunner.withSeeds()
        let balanced = try runner.run(["search", "\"复工复产\"", "--json"])
        let unbalanced = try runner.run(["search", "\"复工复产", "--json"])
        XCTAssertEqual(balanced.status, 0, balanced.stderr)
        // The same hits; `query` echoes each query as given.
        func hits(_ output: String) -> [Substring] { output.split(separator: "\n").filter { !$0.hasPrefix("  \"query\"") } }
        XCTAssertEqual(hits(unbalanced.stdout), hits(balanced.stdout))
        XCTAssertNotEqual(hits(balanced.stdout).count, balanced.stdout.split(separator: "\n").count, "a query line was dropped")
    }

    func testLoneOperatorsAndEmptyFieldsAreRefusedWithTheirReason() throws {
        let runner = try LLRBRunner.withSeeds()
        let expectations = [
            ("OR", "OR needs a word"), ("复工复产 OR", "OR needs a word"), ("headline:", "headline:"),
            ("-", "no letters"), ("，。！？", "no letters"), ("😀", "no letters"), ("-复工 -复产", "only excludes"),
        ]
        for (query, reason) in expectations {
            let result = try runner.run(["search", query])
            assertOneLineError(result, query)
            XCTAssertTrue(result.stderr.contains(reason), "\(query): \(result.stderr)")
        }
    }

    /// Control characters separate words like spaces: the query still finds the phrase.
    func testControlCharactersSeparateWords() throws {
        let runner = try LLRBRunner.withSeeds()
        let plain = try runner.run(["search", "复工复产 吕梁", "--count"])
        let controlled = try runner.run(["search", "\u{1B}复工复产\u{01}吕梁\u{7F}", "--count"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(controlled.stdout, plain.stdout, controlled.stderr)
    }

    /// Numbers at the edge of what the options accept: an answer or a clear refusal, never an
    /// arithmetic overflow trap.
    func testExtremeOptionValuesNeverCrash() throws {
        let runner = try LLRBRunner.withSeeds()
        let maximum = String(Int.max)
        let extremes = [
            ["--offset", maximum], ["--offset", maximum, "--limit", maximum], ["--limit", maximum],
            ["--issue", maximum], ["--issue", String(UInt32.max)], ["--offset", "99999999999999999999"],
            ["--from", "9999-12-31"], ["--to", "0001-01-01"], ["--from", "0000"], ["--to", "9999"],
        ]
        for options in extremes {
            for form in [[], ["--json"], ["--count"]] {
                assertHandled(try runner.run(["search", "吕梁"] + options + form), options.joined(separator: " "))
            }
        }
    }

    /// Bytes that are not UTF-8 can reach argv through a shell; llrb must cope.
    func testInvalidUTF8InTheQueryDoesNotCrash() throws {
        let runner = try LLRBRunner.withSeeds()
        let script = "exec \"$0\" --index \"$1\" search \"$(printf '\\377\\376\\303')\" \"$(printf '\\345\\244')\""
        let result = try runner.capture(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", script, try LLRBRunner.executable().path, runner.indexDirectory.path],
                                        environment: ProcessInfo.processInfo.environment)
        assertHandled(result, "invalid UTF-8")
    }

    private func assertHandled(_ runner: LLRBRunner, _ query: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for form in [[], ["--json"], ["--count"], ["headline:x", "--json"]] {
            let result = try runner.run(["search", query] + form)
            assertHandled(result, query, file: file, line: line)
            if result.status != 2, form == ["--json"] {
                let object = try result.jsonObject(file: file, line: line)
                XCTAssertNotNil(object["total"] as? Int, "\(query): \(result.stdout)", file: file, line: line)
            }
        }
    }

    private func assertHandled(_ result: RunResult, _ query: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue((0...2).contains(result.status), "\(query.prefix(40)): exit \(result.status), stderr \(result.stderr)", file: file, line: line)
        // A signal shows as its number in the status; Swift's crash handler writes these lines.
        XCTAssertFalse(result.stderr.contains("*** Signal") || result.stderr.contains("Fatal error"), "\(query.prefix(40)): crashed", file: file, line: line)
        if result.status == 2 { assertOneLineError(result, query, file: file, line: line) }
    }

    private func assertOneLineError(_ result: RunResult, _ query: String, file: StaticString = #filePath, line: UInt = #line) {
        let label = String(query.prefix(40))
        XCTAssertEqual(result.status, 2, "\(label): \(result.stdout)", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("llrb: "), "\(label): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(label): \(result.stderr)", file: file, line: line)
        XCTAssertLessThan(result.stderr.count, 400, "\(label): one short line, not the query echoed: \(result.stderr.prefix(200))", file: file, line: line)
    }
}
