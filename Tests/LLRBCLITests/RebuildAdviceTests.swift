import Foundation
import XCTest

/// The advice a damaged index gives is commands a user can paste: for an index folder whose name
/// a shell would split or misread, running them (with the page folder for `FOLDER`) rebuilds
/// that index and removes nothing else.
final class RebuildAdviceTests: XCTestCase {
    func testTheAdviceRebuildsAnIndexWhoseNameAShellWouldSplit() throws {
        let runner = try LLRBRunner()
        let index = runner.home.appendingPathComponent("my index's")
        // What `rm -rf my index's` unquoted would take with it.
        let bystander = runner.home.appendingPathComponent("my")
        try FileManager.default.createDirectory(at: bystander, withIntermediateDirectories: true)
        func llrb(_ arguments: [String]) throws -> RunResult {
            try runner.run(arguments + ["--index", index.path], useIndex: false)
        }
        XCTAssertEqual(try llrb(["ingest", LLRBRunner.seeds.path]).status, 0)
        let healthy = try llrb(["search", "复工复产"])
        XCTAssertEqual(healthy.status, 0, healthy.stderr)

        let segment = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: index.path).first { $0.hasPrefix("segment-") })
        try Data("not a segment".utf8).write(to: index.appendingPathComponent(segment))
        for arguments in [["search", "复工复产"], ["check"]] {
            let refused = try llrb(arguments)
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("rm -rf '\(runner.home.path)/my index'\\''s' && llrb ingest --index '"), refused.stderr)
        }

        let refused = try llrb(["search", "复工复产"])
        let line = try XCTUnwrap(refused.stderr.split(separator: "\n").first.map(String.init))
        let start = try XCTUnwrap(line.range(of: "rm -rf ")).lowerBound
        let pasted = line[start...].replacingOccurrences(of: " FOLDER", with: " '\(LLRBRunner.seeds.path)'")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try LLRBRunner.executable().deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let rebuilt = try runner.capture(URL(fileURLWithPath: "/bin/sh"), ["-c", pasted], environment: environment)
        XCTAssertEqual(rebuilt.status, 0, "\(pasted): \(rebuilt.stderr)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: bystander.path), "the advice removed a folder beside the index")
        let again = try llrb(["search", "复工复产"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, healthy.stdout)
    }

    /// `--index` pointed at the page folder by mistake, or at a folder shared with other
    /// tools: the index is made there, said so, and the other files are left as they were.
    func testAnIndexAmongOtherFilesIsSaidAndLeavesThemAlone() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.copyItem(at: LLRBRunner.seeds, to: pages)
        let before = try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
        let made = try runner.run(["--index", pages.path, "ingest", LLRBRunner.seeds.path], useIndex: false)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stderr, "llrb: the new index in \(pages.path) is beside other files (\(before[0]), \(before[1]), …); "
            + "llrb never removes them, but a folder of its own is easier to move or rebuild\n")
        let after = try FileManager.default.contentsOfDirectory(atPath: pages.path)
        XCTAssertTrue(Set(before).isSubset(of: after))
        XCTAssertEqual(try runner.run(["--index", pages.path, "ingest", LLRBRunner.seeds.path], useIndex: false).stderr, "", "said once")
    }

    /// An index that already shares its folder with other files (built there by an older llrb)
    /// is rebuilt in a new folder: the advice never says to remove that one.
    func testTheAdviceNeverRemovesAFolderWithOtherFiles() throws {
        let runner = try LLRBRunner.withSeeds()
        let notes = runner.indexDirectory.appendingPathComponent("notes.txt")
        try Data("my notes".utf8).write(to: notes)
        let segment = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: runner.indexDirectory.path).first { $0.hasPrefix("segment-") })
        try Data("not a segment".utf8).write(to: runner.indexDirectory.appendingPathComponent(segment))
        for arguments in [["search", "复工复产"], ["check"]] {
            let refused = try runner.run(arguments)
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertFalse(refused.stderr.contains("rm -rf"), refused.stderr)
            XCTAssertTrue(refused.stderr.contains("llrb ingest --index NEW_FOLDER FOLDER (not in \(runner.indexDirectory.path), "
                + "which holds other files besides the index: do not remove it)"), refused.stderr)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: notes.path))
    }
}
