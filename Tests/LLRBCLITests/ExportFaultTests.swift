import Foundation
import XCTest

/// An Elasticsearch export whose every file-system call fails in turn as on a full disk (the
/// debug binary's `LLRB_TEST_FAIL_CALL`, `FaultInjection`): each failure exits 2 with one line
/// naming the disk's trouble, leaves no temporary and only whole bulk files, and the export run again
/// writes them all.
final class ExportFaultTests: XCTestCase {
    func testAnExportFailedAtEveryCallLeavesOnlyWholeBulkFilesAndARetryWritesThem() throws {
        let runner = try LLRBRunner()
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        let folder = runner.home.appendingPathComponent("export")
        let whole = try runner.run(["export", "--format", "elasticsearch", folder.path])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let expected = try bulkFiles(in: folder)
        var call = 1
        while true {
            try? FileManager.default.removeItem(at: folder)
            let result = try runner.run(["export", "--format", "elasticsearch", folder.path], environment: ["LLRB_TEST_FAIL_CALL": String(call)])
            if result.status == 0 { break }
            XCTAssertEqual(result.status, 2, "call \(call): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: ") && result.stderr.contains("No space left on device"), "call \(call): \(result.stderr)")
            let left = try bulkFiles(in: folder)
            XCTAssertFalse(left.keys.contains { $0.hasSuffix(".tmp") }, "call \(call) left a temporary: \(left.keys.sorted())")
            for (name, text) in left { XCTAssertEqual(text, expected[name], "call \(call) left \(name) cut") }
            XCTAssertEqual(try runner.run(["export", "--format", "elasticsearch", folder.path]).status, 0)
            XCTAssertEqual(try bulkFiles(in: folder), expected, "the export run again after call \(call)")
            call += 1
        }
        XCTAssertGreaterThan(call, 3, "the export makes several calls, each failed once")
    }

    /// The bulk files in `folder` (and any temporary) by name, with their text.
    private func bulkFiles(in folder: URL) throws -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasPrefix("bulk-") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }
}
