import Foundation
import XCTest

/// A working folder in which the examples of the help and the README run as a newcomer runs
/// them, through `sh -c`: `llrb` on the PATH, a copy of `seeds/` in the folder, its index at
/// LLRB_INDEX (built by `llrb ingest seeds/`), and the placeholders the examples use standing
/// for real things of the seeds: ID an article id, FILE a seed page, DIR a copy of the index.
struct ExampleSandbox {
    let runner: LLRBRunner
    let folder: URL
    let placeholders: [String: String]
    private let environment: [String: String]

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        runner = try LLRBRunner()
        folder = runner.home.appendingPathComponent("work")
        let bin = runner.home.appendingPathComponent("bin")
        for made in [folder, bin] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(at: LLRBRunner.seeds, to: folder.appendingPathComponent("seeds"))
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("llrb"), withDestinationURL: try LLRBRunner.executable())
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        environment["HOME"] = runner.home.path
        environment["XDG_DATA_HOME"] = runner.home.appendingPathComponent("data").path
        environment["LLRB_INDEX"] = runner.indexDirectory.path
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        self.environment = environment

        let ingest = try runner.capture(URL(fileURLWithPath: "/bin/sh"), ["-c", "llrb ingest seeds/"], environment: environment, in: folder)
        XCTAssertEqual(ingest.status, 0, "llrb ingest seeds/: \(ingest.stderr)", file: file, line: line)
        let copy = runner.home.appendingPathComponent("index-copy")
        try FileManager.default.copyItem(at: runner.indexDirectory, to: copy)
        let hits = try runner.searchHits("复工复产").hits
        placeholders = [
            "ID": try XCTUnwrap(hits.first?["id"] as? String, "no hit for 复工复产", file: file, line: line),
            "FILE": "seeds/" + (try LLRBRunner.seed("000").lastPathComponent),
            "DIR": copy.path,
        ]
    }

    /// `command` with its placeholders replaced, as `sh` runs it.
    func filledIn(_ command: String) -> String {
        command.split(separator: " ", omittingEmptySubsequences: false)
            .map { word in placeholders[String(word)] ?? String(word) }
            .joined(separator: " ")
    }

    /// Runs `command` (placeholders filled in) in the folder; a pipe into `jq` is left off
    /// where jq is not installed. `llrb serve …` runs until its front page answers, on a free
    /// port and without opening a browser, and shows the line with its address.
    func run(_ command: String) throws -> RunResult {
        if command.hasPrefix("llrb serve") { return try serve(command) }
        var command = filledIn(command)
        if !Self.hasJQ, let pipe = command.range(of: " | jq ") {
            command = String(command[..<pipe.lowerBound])
        }
        return try runner.capture(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment, in: folder)
    }

    private func serve(_ command: String) throws -> RunResult {
        var arguments = filledIn(command).split(separator: " ").dropFirst().map(String.init).filter { $0 != "--open" }
        if let port = arguments.firstIndex(of: "--port"), port + 1 < arguments.count {
            arguments[port + 1] = "0"
        } else {
            arguments += ["--port", "0"]
        }
        let server = try ServedIndex(arguments, environment: environment, in: folder)
        let front = try server.get("/")
        let stopped = server.stop()
        let status = front.status == 200 ? stopped.status ?? -1 : 1
        return RunResult(status: status, stdout: server.startLines.joined(separator: "\n"), stderr: stopped.stderr)
    }

    /// The file a command's output was redirected to (`> 植树.csv`, `>> refs.bib`), if any.
    func redirectTarget(of command: String) -> URL? {
        let words = command.split(separator: " ")
        guard words.count >= 2, [">", ">>"].contains(words[words.count - 2]) else { return nil }
        return folder.appendingPathComponent(String(words[words.count - 1]))
    }

    private static let hasJQ = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { folder in
        FileManager.default.isExecutableFile(atPath: "\(folder)/jq")
    }
}
