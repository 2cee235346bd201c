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
        let executable = try LLRBRunner.executable().path
        let text = String(repeating: "吕梁日报社出版复工复产", count: 3_000)
        let script = "\"$LLRB\" analyze \"$TEXT\" | head -n 1; exit ${PIPESTATUS[0]}"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["LLRB": executable, "TEXT": text, "HOME": runner.home.path, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "llrb must end quietly when head closes the pipe")
        XCTAssertEqual(stderr, "")
    }

    func testColourOnlyOnATerminalAndNeverWithNOCOLOR() throws {
        let runner = try LLRBRunner()
        let onTerminal = try runOnTerminal(["--help"], home: runner.home, environment: [:])
        XCTAssertTrue(onTerminal.contains("\u{1B}[1m"), "a terminal gets colour: \(onTerminal.prefix(200))")
        let noColor = try runOnTerminal(["--help"], home: runner.home, environment: ["NO_COLOR": "1"])
        XCTAssertFalse(noColor.contains("\u{1B}["), "NO_COLOR turns colour off")
        XCTAssertFalse(try runner.run(["--help"], useIndex: false).stdout.contains("\u{1B}["), "a pipe gets no colour")
    }

    /// Runs llrb under `script(1)`, which gives it a pseudo-terminal as stdout.
    private func runOnTerminal(_ arguments: [String], home: URL, environment: [String: String]) throws -> String {
        let command = ([try LLRBRunner.executable().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm"].merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text
    }
}
