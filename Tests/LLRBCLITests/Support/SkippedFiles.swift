import Foundation
import XCTest

/// What `llrb ingest` must show when it could not take some files: exit code 2, and on stderr
/// one line per file, `llrb: skipped PATH: REASON`, and nothing else (no crash report, no
/// half-written line).
extension RunResult {
    /// Fails the test unless exactly the files whose paths end in the keys of `expected` were
    /// skipped, each on one line whose reason contains the value.
    func assertSkipped(_ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(status, 2, "the exit code must say files were skipped: \(stderr)", file: file, line: line)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertTrue(stderr.hasSuffix("\n"), "stderr must end with a full line: \(stderr)", file: file, line: line)
        XCTAssertEqual(lines.count, expected.count, "one line per skipped file: \(stderr)", file: file, line: line)
        for stderrLine in lines {
            XCTAssertTrue(stderrLine.hasPrefix("llrb: skipped "), "not a skip line: \(stderrLine)", file: file, line: line)
        }
        for (name, reason) in expected {
            let naming = lines.filter { $0.contains(name + ": ") }
            XCTAssertEqual(naming.count, 1, "\(name) must be named once: \(stderr)", file: file, line: line)
            let said = naming.first.map { String($0.suffix(from: $0.range(of: name + ": ")?.upperBound ?? $0.endIndex)) } ?? ""
            XCTAssertTrue(said.contains(reason), "the reason for \(name) must say '\(reason)': \(stderr)", file: file, line: line)
        }
        XCTAssertTrue(stdout.contains("\(expected.count) skipped"), "the summary must count them: \(stdout)", file: file, line: line)
    }

    /// Fails the test unless the run succeeded and said nothing on stderr.
    func assertClean(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(status, 0, stderr, file: file, line: line)
        XCTAssertEqual(stderr, "", "a good file is taken silently", file: file, line: line)
    }
}
