import Foundation
import XCTest
@testable import llrb

/// Every example a newcomer reads — in each command's `--help`, in `llrb --help` and in
/// README.md — runs on an index of the seeds (`llrb ingest seeds/`), exits 0 and shows
/// something (on stdout, or in the file its output is redirected to).
final class ExamplesRunOnSeedsTests: XCTestCase {
    func testEveryHelpExampleRunsOnTheSeeds() throws {
        let examples = CommandRegistry.commands.flatMap { $0.spec.examples.map(\.command) }
            + HelpRenderer.overviewExamples.map(\.command)
        XCTAssertGreaterThan(examples.count, 30)
        try assertEachShowsSomething(examples, from: "--help")
    }

    func testEveryReadmeExampleRunsOnTheSeeds() throws {
        let readme = try String(contentsOf: LLRBRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = ReadmeExamples(readme).commands
        XCTAssertTrue(examples.contains("llrb search 复工复产"), "\(examples)")
        XCTAssertTrue(examples.contains("llrb show --issue 10906"), "inline code over a line break: \(examples)")
        try assertEachShowsSomething(examples, from: "README.md")
    }

    /// The README's example of an exclusion shows one at work on the seeds: the dates it names
    /// hold articles with the word that the exclusion drops, and its top hit prints the word
    /// as a word of its own rather than inside another (修【复工】程 was the top hit of `复工`).
    func testReadmeExclusionExampleExcludesSomethingAndItsTopHitHasTheWholeWord() throws {
        let readme = try String(contentsOf: LLRBRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try XCTUnwrap(ReadmeExamples(readme).commands.first { $0.contains(" -疫情") })
        let sandbox = try ExampleSandbox()
        let shown = try sandbox.run(example)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let lines = shown.stdout.split(separator: "\n")
        let kept = try XCTUnwrap(lines.last.flatMap { Int($0.prefix { $0.isNumber }) }, shown.stdout)
        let everything = try sandbox.run(example.replacingOccurrences(of: " -疫情", with: ""))
        let all = try XCTUnwrap(everything.stdout.split(separator: "\n").last.flatMap { Int($0.prefix { $0.isNumber }) })
        XCTAssertLessThan(kept, all, "\(example) excludes nothing")
        XCTAssertFalse(shown.stdout.contains("修【复工】程"), shown.stdout)
        let word = try XCTUnwrap(example.split(separator: "'").dropFirst().first?.split(separator: " ").first)
        XCTAssertGreaterThanOrEqual(word.count, 4, "a two-character word is found inside other words (修复工程): \(word)")
    }

    /// The Usage block is a synopsis (`llrb show ID [--json]`), not commands to run: what it
    /// can be checked for is that each option it names is one its command has.
    func testReadmeSynopsisNamesOnlyOptionsTheCommandsHave() throws {
        let readme = try String(contentsOf: LLRBRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let synopses = ReadmeExamples(readme).synopses
        XCTAssertGreaterThanOrEqual(synopses.count, CommandRegistry.commands.count, "\(synopses)")
        for synopsis in synopses {
            let words = synopsis.split(whereSeparator: { " []|".contains($0) }).map(String.init)
            let command = try XCTUnwrap(CommandRegistry.command(named: words[1]), synopsis)
            let known = Set((command.spec.options + GlobalOptions.all).map { "--" + $0.name })
            XCTAssertEqual(words.filter { $0.hasPrefix("--") && !known.contains($0) }, [], synopsis)
        }
    }

    private func assertEachShowsSomething(_ examples: [String], from source: String) throws {
        let sandbox = try ExampleSandbox()
        for example in examples {
            let result = try sandbox.run(example)
            let shown = "\(source): \(sandbox.filledIn(example))"
            XCTAssertEqual(result.status, 0, "\(shown)\n\(result.stderr)")
            if let target = sandbox.redirectTarget(of: example) {
                let written = try Data(contentsOf: target)
                XCTAssertFalse(written.isEmpty, "\(shown) wrote nothing")
            } else {
                XCTAssertFalse(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(shown) printed nothing")
            }
        }
    }
}
