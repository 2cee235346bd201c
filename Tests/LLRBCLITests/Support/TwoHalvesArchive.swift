import Foundation
import XCTest

/// What a fixed set of searches answered, byte for byte: the fingerprint of an index's content
/// as a user sees it.
struct QueryAnswers: Equatable, CustomStringConvertible {
    var answers: [String]

    var description: String { answers.joined(separator: "\n") }
}

/// A generated archive made from the seed pages, ingested in two steps, with the answers a fixed
/// query set gets before and after the second step: the ground truth for tests that kill or
/// race an ingest. Its second step indexes new pages and replaces changed ones, so "after"
/// differs from "before" in every query, and any half-done state would show.
final class TwoHalvesArchive {
    /// Queries whose answers grow (复工复产), appear only after (secondhalf OR revised), and
    /// shrink because changed pages replace their old articles (firsthalf).
    static let queries = ["复工复产", "secondhalf OR revised", "firsthalf -复工复产"]
    /// One less than the writer's default merge factor: the second step's segment completes the
    /// lowest tier, and its commit merges.
    static let firstHalfIngests = 7

    let runner: LLRBRunner
    let pages: URL
    /// The index holding the first half only.
    let before: URL
    /// The index after the second step ran to completion.
    let after: URL
    let beforeAnswers: QueryAnswers
    let afterAnswers: QueryAnswers
    /// How long the uncut second step took, to spread kills over.
    let secondStepSeconds: Double

    /// `ingest` arguments of the second step (the whole folder, first half included).
    var ingestArguments: [String] { ["ingest", pages.path] }

    /// `revisedEvery`: every how many first-half pages the second step changes (1: all of
    /// them, so the first segments' articles are all replaced and their files deleted; 3, with
    /// 12 pages a half, from the second page on, leaves an unchanged page in every segment, so the
    /// second step's new segment completes the lowest tier and the commit merges).
    init(pagesPerHalf: Int, revisedEvery: Int = 3, file: StaticString = #filePath, line: UInt = #line) throws {
        runner = try LLRBRunner()
        pages = runner.home.appendingPathComponent("pages")
        before = runner.home.appendingPathComponent("before")
        after = runner.home.appendingPathComponent("after")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: LLRBRunner.seeds.path).sorted()
            .map { try String(contentsOf: LLRBRunner.seeds.appendingPathComponent($0), encoding: .utf8) }

        let folder = pages
        let firstHalf = try (0..<pagesPerHalf).map { number in
            try Self.writePage(number, seeds: seeds, tag: "firsthalf", in: folder).path
        }
        // One ingest per group: the "before" index has as many segments as the writer keeps, so
        // the second step also merges segments and deletes their files.
        let groups = Dictionary(grouping: firstHalf.indices) { $0 * Self.firstHalfIngests / pagesPerHalf }
        for group in groups.keys.sorted() {
            let first = try runner.run(["ingest"] + (groups[group] ?? []).map { firstHalf[$0] }, index: before)
            XCTAssertEqual(first.status, 0, first.stderr, file: file, line: line)
        }
        beforeAnswers = try Self.answers(of: runner, index: before)

        for number in pagesPerHalf..<(2 * pagesPerHalf) {
            try Self.writePage(number, seeds: seeds, tag: "secondhalf", in: pages)
        }
        for number in stride(from: (revisedEvery - 1) / 2, to: pagesPerHalf, by: revisedEvery) {
            try Self.writePage(number, seeds: seeds, tag: "revised", in: pages)
        }
        try FileManager.default.copyItem(at: before, to: after)
        let started = Date()
        let second = try runner.run(["ingest", pages.path], index: after)
        secondStepSeconds = Date().timeIntervalSince(started)
        XCTAssertEqual(second.status, 0, second.stderr, file: file, line: line)
        afterAnswers = try Self.answers(of: runner, index: after)
        XCTAssertNotEqual(beforeAnswers, afterAnswers, "the second step must change every answer", file: file, line: line)
    }

    /// The names of the segment files in an index folder.
    static func segmentFiles(in index: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: index.path).filter { $0.hasPrefix("segment-") }.sorted()
    }

    /// A fresh copy of the "before" index at `directory` (replacing whatever is there).
    func restoreBefore(at directory: URL) throws {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.copyItem(at: before, to: directory)
    }

    /// The query set's answers from the index at `index`: `search --count --json` and
    /// `search --json` for each query, exit code and stdout; an error (exit 2) is recorded as such.
    func answers(in index: URL) throws -> QueryAnswers {
        try Self.answers(of: runner, index: index)
    }

    /// Asserts that the index at `index` opens, passes `llrb check` and answers exactly as
    /// before or exactly as after the second step; returns which (true: after).
    @discardableResult
    func assertBeforeOrAfter(_ index: URL, _ context: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let check = try runner.run(["check"], index: index)
        XCTAssertEqual(check.status, 0, "\(context): llrb check failed: \(check.stdout)\(check.stderr)", file: file, line: line)
        let answers = try answers(in: index)
        let isBefore = answers == beforeAnswers, isAfter = answers == afterAnswers
        XCTAssertTrue(isBefore || isAfter, "\(context): answers are neither before nor after:\n\(answers)", file: file, line: line)
        return isAfter
    }

    /// Every search the fingerprint is made of: each query counted and listed.
    private static let searches: [[String]] = queries.flatMap { query in
        [["search", query, "--count", "--json"], ["search", query, "--json", "--limit", "20"]]
    }

    /// How many searches make one fingerprint.
    var searchCount: Int { Self.searches.count }

    /// Runs the fingerprint's search number `number` alone on `index` and asserts it answers as
    /// it did before or after the second step: one process, so a racing test can make many
    /// checks during a short ingest.
    func assertSearchBeforeOrAfter(_ number: Int, in index: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let answer = try Self.answer(of: runner, search: Self.searches[number], index: index)
        XCTAssertTrue(answer == beforeAnswers.answers[number] || answer == afterAnswers.answers[number],
                      "a search during the ingest answered neither as before nor as after:\n\(answer)", file: file, line: line)
    }

    private static func answers(of runner: LLRBRunner, index: URL) throws -> QueryAnswers {
        QueryAnswers(answers: try searches.map { try answer(of: runner, search: $0, index: index) })
    }

    private static func answer(of runner: LLRBRunner, search: [String], index: URL) throws -> String {
        let result = try runner.run(search, index: index)
        return result.status == 2 ? "error: \(result.stderr)" : "exit \(result.status): \(result.stdout)"
    }

    /// Page `number`: a seed page plus an article of its own, so every page differs and each
    /// half is searchable by its tag.
    @discardableResult
    private static func writePage(_ number: Int, seeds: [String], tag: String, in folder: URL) throws -> URL {
        let article = "\n\n## 第\(number)号测试稿件\n\n本报讯 样本\(number)号稿件 \(tag) mark\(number) 记录本期内容。\n"
        let url = folder.appendingPathComponent(String(format: "page-%04d.txt", number))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((seeds[number % seeds.count] + article).utf8).write(to: url)
        return url
    }
}

/// An `llrb` process started without waiting for it, for killing or racing it.
struct RunningLLRB {
    let process: Process
    let stderrURL: URL
    let stderrHandle: FileHandle

    /// Waits for the end: exit status, whether a signal ended it, and what it wrote on stderr.
    func wait() throws -> (status: Int32, killed: Bool, stderr: String) {
        process.waitUntilExit()
        try? stderrHandle.close()
        let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, stderr)
    }

    /// SIGKILL, as a power cut or the OOM killer would end it; true if it was still running.
    func kill() throws -> Bool {
        Glibc.kill(process.processIdentifier, SIGKILL)
        return try wait().killed
    }
}

extension LLRBRunner {
    /// Runs `llrb --index INDEX ARGUMENTS` to completion.
    func run(_ arguments: [String], index: URL) throws -> RunResult {
        try run(["--index", index.path] + arguments, useIndex: false)
    }

    /// Starts `llrb --index INDEX ARGUMENTS` in the same clean environment as `run`, stdout
    /// discarded, stderr kept in a file.
    func start(_ arguments: [String], index: URL) throws -> RunningLLRB {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["--index", index.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LLRB_INDEX"] = nil
        environment["HOME"] = home.path
        process.environment = environment
        let stderrURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        process.standardError = stderrHandle
        try process.run()
        return RunningLLRB(process: process, stderrURL: stderrURL, stderrHandle: stderrHandle)
    }
}
