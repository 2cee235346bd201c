import Foundation
import XCTest

/// More awkward files through `llrb ingest`, each next to a good page: pages in GBK and in
/// UTF-16 of either byte order are indexed and found by a word in them; a PDF, an unreadable
/// file or folder and a file deleted while ingest runs are named with the reason on stderr with
/// exit code 2; a 4 MB page with no line break is indexed in linear time, and files past a page's
/// limits are skipped by name; CR-only line ends split lines exactly as LF does.
final class BadFilesMoreTests: XCTestCase {
    /// A good page whose phrase 煤炭产业转型 occurs in no other page of these tests.
    private static let goodPage = "第 9999 期 今日4版\n\n## 煤炭产业转型升级见成效\n\n本报讯(记者 张三)我市煤炭产业转型升级步伐加快。\n"
    private static let goodPhrase = "煤炭产业转型"

    private func assertGoodPageFound(_ runner: LLRBRunner, file: StaticString = #filePath, line: UInt = #line) throws {
        let (total, _) = try runner.searchHits(Self.goodPhrase)
        XCTAssertEqual(total, 1, "the good page must be indexed", file: file, line: line)
    }

    /// Ingests `bytes` as the only page and checks that `phrase` finds it.
    private func assertIndexedAndFound(_ bytes: [UInt8], by phrase: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let runner = try LLRBRunner()
        let url = try runner.write(bytes, to: "pages/page.txt")
        try runner.run(["ingest", url.path]).assertClean(file: file, line: line)
        let (total, hits) = try runner.searchHits(phrase)
        XCTAssertEqual(total, 1, "\(phrase) must find the page", file: file, line: line)
        XCTAssertEqual(hits.first?["file"] as? String, url.path, file: file, line: line)
    }

    // MARK: Encodings

    /// A page with characters only GBK has (not GB2312: 镕, 喆, 堃), encoded with two bytes per
    /// character as a GBK tool writes it.
    func testGBKPageIsIndexedAndFoundByAWordOnlyGBKHas() throws {
        let page = "第 10001 期\n\n## 王喆堃获评劳动模范\n\n本报讯 昨日，朱镕基同志题词的展览开幕，王喆堃等十人获评劳动模范。\n"
        let bytes = try XCTUnwrap(page.data(using: String.Encoding(rawValue: 0x8000_0632)).map { [UInt8]($0) })
        XCTAssertTrue(GBKBytes.isTwoByteOnly(bytes), "the page must be GBK, with no four-byte GB18030 sequence")
        XCTAssertNil(String(bytes: bytes, encoding: .utf8), "the page must not also be UTF-8")
        try assertIndexedAndFound(bytes, by: "王喆堃")
    }

    /// Old Windows tools ended a GBK file with the DOS end-of-file mark (0x1A), and a copy may
    /// carry a stray escape or NUL: the page is indexed all the same, not refused as binary.
    func testGBKPageWithADOSEndOfFileMarkAndAStrayByteIsIndexed() throws {
        let page = "第 10005 期\n\n## 岚县土豆丰收\n\n本报讯 今年岚县土豆喜获丰收，" + String(repeating: "亩产再创新高。", count: 120) + "\n"
        var bytes = try XCTUnwrap(page.data(using: String.Encoding(rawValue: 0x8000_0632)).map { [UInt8]($0) })
        XCTAssertEqual(bytes[2], 0x20, "the space after 第")
        bytes[2] = 0x1B
        try assertIndexedAndFound(bytes + [0x1A], by: "岚县土豆")
    }

    /// `--prune` with its folder gone (moved, an unmounted drive) drops nothing and says why.
    func testPruneOfAFolderThatIsGoneKeepsItsPagesAndSaysSo() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.copyItem(at: LLRBRunner.seeds, to: pages)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        try FileManager.default.moveItem(at: pages, to: runner.home.appendingPathComponent("moved"))
        let result = try runner.run(["ingest", pages.path, "--prune"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "llrb: skipped \(pages.path): no such file or directory\n"
            + "llrb: --prune kept the 5 indexed pages under \(pages.path), which could not be walked; "
            + "if they are really gone, run the ingest with --prune on a folder above it\n")
        XCTAssertEqual(try runner.searchHits("复工复产").total, 3)
    }

    /// A page renamed, or its folder moved, is the same page: indexed under its new path in
    /// place of the old one, not beside it (every hit had come twice under the same ids, once
    /// for a file that is not there), and said so.
    func testARenamedOrMovedPageReplacesItsFormerPath() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.copyItem(at: LLRBRunner.seeds, to: pages)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        let seed = try LLRBRunner.seed("000").lastPathComponent
        let renamed = pages.appendingPathComponent("2020-03-13 第1版.txt")
        try FileManager.default.moveItem(at: pages.appendingPathComponent(seed), to: renamed)
        let result = try runner.run(["ingest", pages.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "llrb: \(pages.appendingPathComponent(seed).path) is gone; its page is now indexed from \(renamed.path)\n")
        XCTAssertTrue(result.stdout.contains("indexed 1 file (4 unchanged, 1 moved)"), result.stdout)
        try assertFoundOnceIn(renamed, runner: runner)
        let back = pages.appendingPathComponent(seed)
        try FileManager.default.moveItem(at: renamed, to: back)
        let pruned = try runner.run(["ingest", pages.path, "--prune"])
        XCTAssertTrue(pruned.stdout.contains("indexed 1 file (4 unchanged, 1 moved)"), "a move is no removal: \(pruned.stdout)")
        try assertFoundOnceIn(back, runner: runner)
        let moved = runner.home.appendingPathComponent("archive")
        try FileManager.default.moveItem(at: pages, to: moved)
        XCTAssertTrue(try runner.run(["ingest", moved.path]).stdout.contains("indexed 5 files (0 unchanged, 5 moved)"))
        XCTAssertEqual(try runner.searchHits("复工复产").total, 3)
        XCTAssertEqual(try runner.run(["stats", "--json"]).jsonObject()["files"] as? Int, 5)
    }

    /// A copy of a page in a backup folder is named on stderr (exit 0: the page is indexed)
    /// and not indexed twice, so no hit and no article id comes twice.
    func testACopyOfAPageIsNamedAndNotIndexedTwice() throws {
        let runner = try LLRBRunner()
        let seed = try LLRBRunner.seed("000")
        let original = try runner.write(Array(try Data(contentsOf: seed)), to: "pages/\(seed.lastPathComponent)")
        let copy = try runner.write(Array(try Data(contentsOf: seed)), to: "pages/backup/\(seed.lastPathComponent)")
        let result = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "llrb: not indexed twice: \(copy.path) has the same text as \(original.path), which is indexed\n")
        XCTAssertTrue(result.stdout.contains("1 copy of an indexed page"), result.stdout)
        try assertFoundOnceIn(original, runner: runner)
    }

    /// A page saved again in another encoding, or with a byte order mark and CRLF endings, is
    /// the same page: named, not indexed twice. A page in GB18030 is known unchanged by its text
    /// when it is ingested again.
    func testAPageSavedInAnotherEncodingIsACopy() throws {
        let runner = try LLRBRunner()
        let text = try String(contentsOf: try LLRBRunner.seed("000"), encoding: .utf8)
        let gb18030 = try XCTUnwrap(text.data(using: String.Encoding(rawValue: 0x8000_0632)))
        let original = try runner.write(Array(gb18030), to: "pages/a.txt")
        let withMarkAndCRLF = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let copies = [try runner.write(withMarkAndCRLF, to: "pages/b.txt"), try runner.write(Array(text.utf8), to: "pages/c.txt")]
        let pages = runner.home.appendingPathComponent("pages").path
        let result = try runner.run(["ingest", pages])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, copies.map { "llrb: not indexed twice: \($0.path) has the same text as \(original.path), which is indexed\n" }.joined())
        try assertFoundOnceIn(original, runner: runner)
        let again = try runner.run(["ingest", pages])
        XCTAssertTrue(again.stdout.contains("indexed 0 files (1 unchanged, 2 copies of indexed pages)"), again.stdout)
    }

    /// Every hit of 复工复产 once, from `original`.
    private func assertFoundOnceIn(_ original: URL, runner: LLRBRunner) throws {
        let (total, hits) = try runner.searchHits("复工复产")
        XCTAssertGreaterThan(total, 0)
        XCTAssertEqual(total, hits.count)
        XCTAssertEqual(Set(hits.compactMap { $0["id"] as? String }).count, hits.count, "an id twice: \(hits)")
        XCTAssertTrue(hits.allSatisfy { $0["file"] as? String == original.path })
    }

    /// A Traditional page in GBK: its own forms (復 產 經) lie outside GB2312, in GBK's extension.
    func testTraditionalGBKPageIsIndexedAndFound() throws {
        let page = "第 10004 期\n\n## 統籌推進經濟社會發展\n\n本報訊 市委書記主持召開會議，研究部署復工復產和疫情防控工作。\n"
        let bytes = try XCTUnwrap(page.data(using: String.Encoding(rawValue: 0x8000_0632)).map { [UInt8]($0) })
        XCTAssertTrue(GBKBytes.isTwoByteOnly(bytes), "the page must be GBK, with no four-byte GB18030 sequence")
        try assertIndexedAndFound(bytes, by: "復工復產")
    }

    func testUTF16LittleEndianPageIsIndexedAndFound() throws {
        let page = "第 10002 期\n\n## 汾酒集团扩建新车间\n\n本报讯 汾酒集团新车间昨日投产。\n"
        try assertIndexedAndFound([0xFF, 0xFE] + page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, by: "汾酒集团")
    }

    func testUTF16BigEndianPageIsIndexedAndFound() throws {
        let page = "第 10003 期\n\n## 碛口古镇迎来游客高峰\n\n本报讯 碛口古镇假日游客如织。\n"
        try assertIndexedAndFound([0xFE, 0xFF] + page.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, by: "碛口古镇")
    }

    /// Without a byte-order mark, UTF-16 is not guessed, but named for what it is, with the
    /// command that converts it, in either byte order.
    func testUTF16WithoutByteOrderMarkIsNamed() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        try runner.write("第 1 期\n正文\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: "pages/utf16.txt")
        try runner.write("第 1 期\n正文\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: "pages/utf16be.txt")
        try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
            .assertSkipped(["utf16.txt": "UTF-16LE text without a byte-order mark; re-save the file as UTF-8 (iconv -f UTF-16LE -t UTF-8)",
                            "utf16be.txt": "UTF-16BE text without a byte-order mark"])
        try assertGoodPageFound(runner)
    }

    // MARK: Binary

    /// A pipe named like a page inside the pages' folder is named as skipped, never read (it
    /// would wait for a writer for ever) nor passed over in silence.
    func testAPipeAmongThePagesIsNamed() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        XCTAssertEqual(mkfifo(runner.home.appendingPathComponent("pages/pipe.txt").path, 0o644), 0)
        XCTAssertEqual(mkfifo(runner.home.appendingPathComponent("pages/pipe.log").path, 0o644), 0)
        try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
            .assertSkipped(["pipe.txt": "not a regular file or folder"])
        try assertGoodPageFound(runner)
    }

    func testPDFRenamedToTxtIsNamed() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        let stream: [UInt8] = [0x78, 0x9C, 0x4B, 0x04, 0x00, 0x13, 0x88, 0xFF, 0x00, 0x01, 0xE2, 0x9A]
        let pdf = Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + Array("\n1 0 obj\n<< /Length \(stream.count) /Filter /FlateDecode >>\nstream\n".utf8)
            + stream + Array("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".utf8)
        try runner.write(pdf, to: "pages/第1版 扫描.txt")
        try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
            .assertSkipped(["第1版 扫描.txt": "not a text file"])
        try assertGoodPageFound(runner)
    }

    // MARK: Files that cannot be read

    /// A file and a folder its user may not read are named with "permission denied"; the rest
    /// is indexed. As root, llrb runs as user nobody, for whom the index folder is made writable.
    func testUnreadableFileAndFolderAreNamed() throws {
        let runner = try LLRBRunner()
        let manager = FileManager.default
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        let secret = try runner.write(Array("第 2 期\n正文\n".utf8), to: "pages/secret.txt")
        let locked = try runner.write(Array("第 3 期\n正文\n".utf8), to: "pages/locked/inside.txt").deletingLastPathComponent()
        try manager.createDirectory(at: runner.indexDirectory, withIntermediateDirectories: true)
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: runner.indexDirectory.path)
        for url in [secret, locked] { try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path) }
        defer { try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let result = try runner.runUnprivileged(["ingest", runner.home.appendingPathComponent("pages").path])
        result.assertSkipped(["secret.txt": "permission denied", "locked": "permission denied"])
        XCTAssertTrue(result.stdout.contains("indexed 1 file "), result.stdout)
        try assertGoodPageFound(runner)
    }

    /// A file deleted after ingest listed it and before it read it: ingest must not crash, and
    /// the file is either indexed (read before it went) or named as gone, with the exit code
    /// to match. The deletion happens when ingest opens its first file, which is after the
    /// listing; the file deleted comes in a later batch, so it is nearly always the second case.
    func testFileDeletedBetweenListingAndReadingIsIndexedOrNamed() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        let count = 700
        for number in 1...count {
            try runner.write(Array("第 \(number) 期\n\n## 编号\(number)的版面\n\n本报讯 标记 tag\(number) 的正文。\n".utf8),
                             to: "pages/\(String(format: "%04d", number)).txt")
        }
        let doomed = pages.appendingPathComponent("0650.txt")
        let deletion = try FirstFileOpen(folder: pages) { _ in unlink(doomed.path) }
        let result = try runner.run(["ingest", pages.path])
        XCTAssertNotNil(deletion.stop(), "ingest opened no file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: doomed.path))
        let (found, _) = try runner.searchHits("tag650")
        if result.stderr.isEmpty {
            XCTAssertEqual(result.status, 0, result.stdout)
            XCTAssertTrue(result.stdout.contains("indexed \(count) files"), result.stdout)
            XCTAssertEqual(found, 1, "read before it was deleted, so it must be indexed")
        } else {
            result.assertSkipped(["0650.txt": "no such file or directory"])
            XCTAssertTrue(result.stdout.contains("indexed \(count - 1) files"), result.stdout)
            XCTAssertEqual(found, 0, "named as skipped, so it must not be indexed")
        }
        XCTAssertEqual(try runner.searchHits("tag649").total, 1)
        XCTAssertEqual(try runner.searchHits("tag700").total, 1)
    }

    // MARK: File names

    /// A name in GBK bytes (unzipped from an old Windows archive) cannot be opened through a
    /// Swift string: it is named with the cure, not reported as missing.
    func testFileNameThatIsNotUTF8IsNamedWithTheCure() throws {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        let gbkName = try XCTUnwrap("第一版".data(using: String.Encoding(rawValue: 0x8000_0632)).map { [UInt8]($0) })
        let path = (Array(pages.path.utf8) + [UInt8(ascii: "/")] + gbkName + Array(".txt".utf8) + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        try runner.run(["ingest", pages.path]).assertSkipped([".txt": "its name is not UTF-8"])
        try assertGoodPageFound(runner)
    }

    /// A line feed or an escape sequence in a file name is shown escaped: the message stays on
    /// one line and never drives the terminal.
    func testControlCharactersInFileNamesAreShownEscaped() throws {
        let runner = try LLRBRunner()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        try runner.write(png, to: "pages/two\nlines.txt")
        try runner.write(png, to: "pages/red\u{1B}[31m.txt")
        let result = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        result.assertSkipped(["two\\nlines.txt": "not a text file", "red\\u{1B}[31m.txt": "not a text file"])
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        try assertGoodPageFound(runner)
    }

    /// Errors quote the user's input too (a path, an option's value): control characters in it
    /// are escaped there as well, so the error stays one line and never drives the terminal.
    /// A page whose name holds a line feed or an escape sequence is indexed; a search and
    /// `show` name it escaped, so each hit stays on its lines and the terminal is not driven.
    func testControlCharactersInIndexedFileNamesAreShownEscaped() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.goodPage.utf8), to: "pages/two\nlines\u{1B}[31m.txt")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        let search = try runner.run(["search", "煤炭产业转型"])
        XCTAssertEqual(search.status, 0, search.stderr)
        XCTAssertTrue(search.stdout.contains("two\\nlines\\u{1B}[31m.txt:"), search.stdout)
        XCTAssertFalse(search.stdout.contains("\u{1B}"), search.stdout)
        let id = try XCTUnwrap(search.stdout.split { $0.isWhitespace }.first { $0.contains("-") && $0.first?.isNumber == true })
        let show = try runner.run(["show", String(id)])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("two\\nlines\\u{1B}[31m.txt"), show.stdout)
        XCTAssertFalse(show.stdout.contains("\u{1B}"), show.stdout)
    }

    func testControlCharactersInErrorsAreShownEscaped() throws {
        let runner = try LLRBRunner()
        let missing = try runner.run(["parse", runner.home.appendingPathComponent("no\npage.txt").path], useIndex: false)
        let badDate = try runner.run(["search", "复工复产", "--from", "2020\u{1B}[31m"], useIndex: false)
        for (result, shown) in [(missing, "no\\npage.txt"), (badDate, "2020\\u{1B}[31m")] {
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("llrb: ") && result.stderr.contains(shown), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        }
    }

    // MARK: Size and line ends

    /// A page at the size limit on one line is indexed like any page (the parser and the writer
    /// are linear in it) and a word in it is found; 50 MB on one line, and a file of more lines
    /// than a page may have, are skipped by their limits, named, beside it (`PageLimits`).
    func testAPageAtTheSizeLimitIsIndexedAndFilesPastTheLimitsAreSkippedByName() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(Self.goodPage.utf8), to: "pages/good.txt")
        let sentence = Array("离石区推进棚户区改造，一批新楼拔地而起。".utf8)
        let full = Array(repeating: sentence, count: 4_000_000 / sentence.count).flatMap { $0 }
        try runner.write(full, to: "pages/one-line.txt")
        full.withUnsafeBufferPointer { XCTAssertFalse($0.contains(0x0A) || $0.contains(0x0D)) }
        let huge = Array(repeating: sentence, count: 50_000_000 / sentence.count + 1).flatMap { $0 }
        try runner.write(huge, to: "pages/fifty-megabytes.txt")
        try runner.write(Array(String(repeating: "复\n", count: 60_000).utf8), to: "pages/many-lines.txt")
        let result = try runner.run(["ingest", runner.home.appendingPathComponent("pages").path])
        result.assertSkipped(["fifty-megabytes.txt": "50.1 MB, more than the 4 MB a page file may hold; split it into its pages, a file each",
                              "many-lines.txt": "more than the 50,000 lines a page file may hold; split it into its pages, a file each"])
        XCTAssertTrue(result.stdout.contains("indexed 2 files"), result.stdout)
        try assertGoodPageFound(runner)
        let (total, hits) = try runner.searchHits("棚户区改造")
        XCTAssertEqual(total, 1)
        XCTAssertEqual((hits.first?["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }, "one-line.txt")
        let parsed = try runner.run(["parse", runner.home.appendingPathComponent("pages/fifty-megabytes.txt").path])
        XCTAssertEqual(parsed.status, 2)
        XCTAssertTrue(parsed.stderr.contains("more than the 4 MB a page file may hold"), parsed.stderr)
    }

    /// A page with CR-only line ends parses exactly as the same page with LF: same masthead, same
    /// articles at the same line numbers.
    func testCROnlyLineEndsSplitLinesLikeLF() throws {
        let runner = try LLRBRunner()
        let seed = try LLRBRunner.seed("000")
        let text = try String(contentsOf: seed, encoding: .utf8)
        XCTAssertFalse(text.contains("\r"))
        let crOnly = try runner.write(Array(text.replacingOccurrences(of: "\n", with: "\r").utf8), to: "cr-only.txt")
        let withLF = try runner.run(["parse", seed.path, "--json"])
        let withCR = try runner.run(["parse", crOnly.path, "--json"])
        XCTAssertEqual(withLF.status, 0, withLF.stderr)
        XCTAssertEqual(withCR.status, 0, withCR.stderr)
        XCTAssertEqual(withCR.stdout, withLF.stdout)
        let page = try withCR.jsonObject()
        XCTAssertEqual(page["date"] as? String, "2020-03-13")
        XCTAssertEqual(page["issueNumber"] as? Int, 9895)
        XCTAssertEqual(page["lunarDate"] as? String, "庚子年二月二十")
        let articles = try XCTUnwrap(page["articles"] as? [[String: Any]])
        XCTAssertGreaterThan(articles.count, 3, "one long line would hold no articles")
    }
}

/// GBK is GB18030 without its four-byte sequences.
private enum GBKBytes {
    static func isTwoByteOnly(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard index + 1 < bytes.count, !(0x30...0x39).contains(bytes[index + 1]) else { return false }
            index += 2
        }
        return true
    }
}
