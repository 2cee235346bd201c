import Foundation
import XCTest

/// Where llrb looks for its index, what it says when there is none, and how it ends when its
/// reader goes away.
final class EnvironmentTests: XCTestCase {
    func testNoIndexYetSaysHowToCreateOne() throws {
        let runner = try LLRBRunner()
        for command in [["search", "复工复产"], ["show", "--issue", "9895"], ["issues"], ["stats"], ["check"], ["cite", "x"]] {
            let result = try runner.run(command)
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: "), result.stderr)
            XCTAssertTrue(result.stderr.contains("llrb ingest"), "\(command): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testPipeClosedEarlyEndsQuietly() throws {
        let runner = try LLRBRunner()
        let text = String(repeating: "吕梁日报社出版复工复产", count: 3_000)
        let script = "\"$LLRB\" analyze \"$TEXT\" | head -n 1 >/dev/null; exit ${PIPESTATUS[0]}"
        let environment = ["LLRB": try LLRBRunner.executable().path, "TEXT": text, "HOME": runner.home.path, "PATH": "/usr/bin:/bin"]
        let result = try runner.capture(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: environment)
        XCTAssertEqual(result.status, 0, "llrb must end quietly when head closes the pipe: \(result.stderr)")
        XCTAssertEqual(result.stderr, "")
    }

    /// A full disk or a closed stdout must not pass for a whole export: exit code 2 and one
    /// line saying the output is incomplete, for a large result and for a one-line count alike.
    func testOutputThatCannotBeWrittenIsAnError() throws {
        let runner = try LLRBRunner.withSeeds()
        let llrb = try LLRBRunner.executable().path
        let index = runner.indexDirectory.path
        for (arguments, redirection) in [("search 的 --limit 1000 --json", ">/dev/full"), ("search 复工复产 --count", ">/dev/full"),
                                         ("stats", ">&-")] {
            let script = "\"$LLRB\" --index \"$INDEX\" \(arguments) \(redirection)"
            let environment = ["LLRB": llrb, "INDEX": index, "HOME": runner.home.path, "PATH": "/usr/bin:/bin"]
            let result = try runner.capture(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: environment)
            XCTAssertEqual(result.status, 2, arguments)
            XCTAssertTrue(result.stderr.hasPrefix("llrb: cannot write the output ("), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
    }

    func testColourOnlyOnATerminalAndNeverWithNOCOLOR() throws {
        let runner = try LLRBRunner()
        let onTerminal = try runOnTerminal(["--help"], runner: runner, environment: [:])
        XCTAssertTrue(onTerminal.contains("\u{1B}[1m"), "a terminal gets colour: \(onTerminal.prefix(200))")
        let noColor = try runOnTerminal(["--help"], runner: runner, environment: ["NO_COLOR": "1"])
        XCTAssertFalse(noColor.contains("\u{1B}["), "NO_COLOR turns colour off")
        XCTAssertFalse(try runner.run(["--help"], useIndex: false).stdout.contains("\u{1B}["), "a pipe gets no colour")
    }

    func testProgressBarOnlyOnATerminal() throws {
        let runner = try LLRBRunner()
        let index = runner.home.appendingPathComponent("terminal-index").path
        let onTerminal = try runOnTerminal(["--index", index, "ingest", LLRBRunner.seeds.path], runner: runner, environment: [:])
        XCTAssertTrue(onTerminal.contains("\r["), "a progress bar is drawn on a terminal: \(onTerminal)")
        XCTAssertTrue(onTerminal.contains("indexed 5 files"), onTerminal)
        let piped = try runner.run(["ingest", LLRBRunner.seeds.path])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertFalse(piped.stderr.contains("\r"), "no progress bar into a pipe: \(piped.stderr)")
        XCTAssertTrue(piped.stdout.contains("indexed 5 files"), piped.stdout)
        XCTAssertTrue(piped.stdout.contains("MB/s"), piped.stdout)
    }

    /// Runs llrb under `script(1)`, which gives it a pseudo-terminal as stdout.
    private func runOnTerminal(_ arguments: [String], runner: LLRBRunner, environment: [String: String]) throws -> String {
        let command = ([try LLRBRunner.executable().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let base = ["HOME": runner.home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm"]
        let result = try runner.capture(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                        environment: base.merging(environment) { $1 })
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        return result.stdout
    }
}
