import Foundation
import XCTest

/// What one run of the `llrb` binary printed and how it ended.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// stdout parsed as one JSON object (fails the test when it is not one).
    func jsonObject(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try XCTUnwrap(object as? [String: Any], "stdout is not a JSON object: \(stdout)", file: file, line: line)
    }
}

/// Runs the built `llrb` executable as a separate process, the way a user or a script does,
/// each test in its own temporary home so no test sees another's index.
final class LLRBRunner {
    let home: URL
    let indexDirectory: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-cli-\(UUID().uuidString)")
        indexDirectory = home.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// The package root, found from this source file, for `seeds/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let seeds = packageRoot.appendingPathComponent("seeds")

    static func seed(_ prefix: String) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        let name = try XCTUnwrap(names.first { $0.hasPrefix(prefix) }, "no seed \(prefix)*")
        return seeds.appendingPathComponent(name)
    }

    /// The `llrb` binary next to the test bundle (SwiftPM's products folder).
    static func executable() throws -> URL {
        let candidates = [
            Bundle(for: LLRBRunner.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("llrb") }
        return try XCTUnwrap(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "llrb binary not found in \(candidates.map(\.path)); run 'swift build' first")
    }

    /// Runs `llrb ARGUMENTS` with this runner's index (unless `useIndex` is false) and a clean
    /// environment: no LLRB_INDEX, no COLUMNS (output is then 80 columns wide, whatever the
    /// shell that ran the tests exported), HOME and XDG_DATA_HOME inside the temporary home; in
    /// `workingFolder` when one is given.
    func run(_ arguments: [String], useIndex: Bool = true, environment extra: [String: String] = [:],
             in workingFolder: URL? = nil) throws -> RunResult {
        var environment = ProcessInfo.processInfo.environment
        environment["LLRB_INDEX"] = nil
        environment["COLUMNS"] = nil
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment.merge(extra) { _, new in new }
        let indexArguments = useIndex ? ["--index", indexDirectory.path] : []
        return try capture(Self.executable(), indexArguments + arguments, environment: environment, in: workingFolder)
    }

    /// Runs any program with stdin from /dev/null, collecting stdout and stderr through files
    /// (two pipes read one after the other could fill up and hang).
    func capture(_ executable: URL, _ arguments: [String], environment: [String: String], in workingFolder: URL? = nil) throws -> RunResult {
        let process = Process()
        process.executableURL = executable
        if let workingFolder { process.currentDirectoryURL = workingFolder }
        process.arguments = arguments
        process.environment = environment
        let outURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A file under the temporary home with `bytes`, its folders created.
    @discardableResult
    func write(_ bytes: [UInt8], to relativePath: String) throws -> URL {
        let url = home.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }
}
