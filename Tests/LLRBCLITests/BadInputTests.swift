import Foundation
import XCTest

/// Files of every awkward kind through `llrb ingest`: good ones are indexed whatever their
/// encoding or line ends; bad ones are named on stderr with exit code 2, and never crash llrb.
final class BadInputTests: XCTestCase {
    /// A small page whose phrase 煤炭产业转型 occurs nowhere else.
    private static let page = "第 9999 期 今日4版\n\n## 煤炭产业转型升级见成效\n\n本报讯(记者 张三)我市煤炭产业转型升级步伐加快，一批项目落地。\n"
    private static let phrase = "煤炭产业转型"

    private func ingest(_ runner: LLRBRunner, _ paths: [String]) throws -> RunResult {
        try runner.run(["ingest"] + paths)
    }

    private func assertFound(_ runner: LLRBRunner, file: StaticString = #filePath, line: UInt = #line) throws {
        let (total, _) = try runner.searchHits(Self.phrase)
        XCTAssertGreaterThan(total, 0, "the good page was not indexed", file: file, line: line)
    }

    /// Ingests a good page next to a bad file; the bad one must be named with `reason` on one
    /// line and the exit code 2.
    private func assertSkipped(_ bytes: [UInt8], named name: String, because reason: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.page.utf8), to: "pages/good.txt")
        try runner.write(bytes, to: "pages/\(name)")
        let result = try ingest(runner, [runner.home.appendingPathComponent("pages").path])
        result.assertSkipped([name: reason], file: file, line: line)
        try assertFound(runner, file: file, line: line)
    }

    /// Ingests one good page stored as `bytes`; it must be indexed and found.
    private func assertIndexed(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let runner = try LLRBRunner()
        let url = try runner.write(bytes, to: "pages/page.txt")
        try ingest(runner, [url.path]).assertClean(file: file, line: line)
        try assertFound(runner, file: file, line: line)
    }

    func testInvalidUTF8InTheMiddleOfAPageIsNamed() throws {
        var bytes = Array(Self.page.utf8)
        bytes.insert(contentsOf: [0xFF, 0xFF, 0xC3], at: bytes.count / 2)
        try assertSkipped(bytes, named: "broken.txt", because: "neither UTF-8 nor GB18030/GBK text")
    }

    func testPNGRenamedToTxtIsNamed() throws {
        try assertSkipped([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0], named: "scan.txt", because: "not a text file")
    }

    func testNULBytesAreNamed() throws {
        try assertSkipped(Array("第 1 期\n".utf8) + [0, 0, 0] + Array("正文\n".utf8), named: "nul.txt", because: "not a text file (byte 0x0 at offset")
    }

    func testMissingPathIsNamed() throws {
        let runner = try LLRBRunner()
        let good = try runner.write(Array(Self.page.utf8), to: "good.txt")
        let missing = runner.home.appendingPathComponent("不存在的 文件夹").path
        try ingest(runner, [good.path, missing]).assertSkipped(["不存在的 文件夹": "no such file or directory"])
        try assertFound(runner)
    }

    func testGB18030PageIsIndexed() throws {
        let data = try XCTUnwrap(Self.page.data(using: String.Encoding(rawValue: 0x8000_0632)))
        try assertIndexed(Array(data))
    }

    func testUTF16WithByteOrderMarksIsIndexed() throws {
        let little = Self.page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try assertIndexed([0xFF, 0xFE] + little)
        let big = Self.page.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        try assertIndexed([0xFE, 0xFF] + big)
    }

    func testUTF8WithByteOrderMarkIsIndexed() throws {
        try assertIndexed([0xEF, 0xBB, 0xBF] + Array(Self.page.utf8))
    }

    func testCRLFAndCRLineEndsAreIndexed() throws {
        try assertIndexed(Array(Self.page.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        try assertIndexed(Array(Self.page.replacingOccurrences(of: "\n", with: "\r").utf8))
    }

    func testEmptyFileIsNamed() throws {
        try assertSkipped([], named: "empty.txt", because: "empty file")
        try assertSkipped(Array(" \r\n\n\t\n".utf8), named: "blank.txt", because: "empty file")
        // Nothing but a byte-order mark, or a DOS end-of-file mark, around the spaces.
        try assertSkipped([0xEF, 0xBB, 0xBF, 0x0A], named: "bom.txt", because: "empty file")
        try assertSkipped([0xFF, 0xFE, 0x20, 0x00, 0x0A, 0x00], named: "utf16le.txt", because: "empty file")
        try assertSkipped([0xFE, 0xFF], named: "utf16be.txt", because: "empty file")
        try assertSkipped([0x0D, 0x0A, 0x1A], named: "dos.txt", because: "empty file")
    }

    func testPathWithSpacesAndChineseIsIndexedAndShown() throws {
        let runner = try LLRBRunner()
        let url = try runner.write(Array(Self.page.utf8), to: "吕梁 日报/第 1 版.txt")
        try ingest(runner, [url.deletingLastPathComponent().path]).assertClean()
        let (_, hits) = try runner.searchHits(Self.phrase)
        XCTAssertEqual(hits.first?["file"] as? String, url.path)
    }

    func testNoPageFileFoundExitsOne() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.page.utf8), to: "pages/notes.md")
        let result = try ingest(runner, [runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let withExtension = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path, "--ext", "md"])
        XCTAssertEqual(withExtension.status, 0, withExtension.stderr)
        try assertFound(runner)
    }

    func testFolderWithLinkLoopBrokenLinkAndOtherFiles() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try runner.write(Array(Self.page.utf8), to: "pages/sub/good.txt")
        try runner.write(Array("not a page".utf8), to: "pages/notes.md")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: pages.appendingPathComponent("sub/loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: pages.appendingPathComponent("gone.txt").path, withDestinationPath: "nowhere.txt")
        let result = try ingest(runner, [pages.path])
        result.assertSkipped(["gone.txt": "broken symbolic link", "sub/loop": "link loop"])
        XCTAssertFalse(result.stderr.contains("notes.md"), "other extensions are passed over silently: \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("indexed 1 file "), result.stdout)
        try assertFound(runner)
        let again = try runner.run(["ingest", pages.path, "--json"])
        XCTAssertEqual(again.status, 2)
        let summary = try again.jsonObject()
        XCTAssertEqual(summary["filesUnchanged"] as? Int, 1)
        let paths = try XCTUnwrap(summary["skipped"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        XCTAssertTrue(paths.contains { $0.hasSuffix("gone.txt") }, "\(paths)")
    }
}
