import Foundation
import XCTest

/// Damage to the index on disk — a flipped byte in any file, a truncated or empty file, a
/// foreign file, a missing segment, an unreadable folder — is reported by `llrb check` with exit
/// code 2 and the file's name, and `search`/`show` refuse with one clear line or answer exactly
/// as before; never a crash, never other results.
final class CorruptIndexTests: XCTestCase {
    func testAFlippedByteInEveryPartOfEveryFileIsDetected() throws {
        let index = try DamagedIndex()
        let files = try index.dataFiles()
        XCTAssertGreaterThanOrEqual(files.filter { $0.lastPathComponent.hasPrefix("segment-") }.count, 2, "\(files)")
        var flips = 0
        for url in files {
            let pristine = try [UInt8](Data(contentsOf: url))
            for offset in FlipOffsets.of(pristine, name: url.lastPathComponent) {
                var damaged = pristine
                damaged[offset] ^= offset.isMultiple(of: 2) ? 0x01 : 0xFF
                try Data(damaged).write(to: url)
                try index.assertDetected(url.lastPathComponent, "\(url.lastPathComponent) byte \(offset) flipped")
                flips += 1
            }
            try Data(pristine).write(to: url)
        }
        XCTAssertEqual(try index.runner.run(["check"]).status, 0, "restored index is healthy again")
        XCTAssertGreaterThan(flips, 50)
    }

    func testTruncatedFilesAreDetected() throws {
        let index = try DamagedIndex()
        for url in try index.dataFiles() {
            let pristine = try Data(contentsOf: url)
            for length in [pristine.count - 1, pristine.count / 2, 10] {
                try pristine.prefix(length).write(to: url)
                try index.assertDetected(url.lastPathComponent, "\(url.lastPathComponent) cut to \(length) bytes")
            }
            try pristine.write(to: url)
        }
    }

    func testIngestDoesNotBuildOnASegmentCutShortOrOfAnotherIndex() throws {
        let index = try DamagedIndex()
        let segments = try index.dataFiles().filter { $0.lastPathComponent.hasPrefix("segment-") }
        let target = try XCTUnwrap(segments.first)
        let manifest = index.directory.appendingPathComponent("MANIFEST")
        let published = try Data(contentsOf: manifest)
        let pristine = try Data(contentsOf: target)
        let newPage = index.runner.home.appendingPathComponent("new.txt")
        try Data("2024年1月2日 第99999期\n\n新的一页\n\n本报讯 这是一篇后来的文章。\n".utf8).write(to: newPage)
        for (what, bytes) in [("cut short", pristine.prefix(pristine.count * 3 / 4)), ("another segment", try Data(contentsOf: try XCTUnwrap(segments.last)))] {
            try bytes.write(to: target)
            for paths in [[LLRBRunner.seeds.path], [newPage.path]] {
                let result = try index.runner.run(["ingest"] + paths)
                XCTAssertEqual(result.status, 2, "\(what): \(result.stdout)\(result.stderr)")
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(what): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(target.lastPathComponent) && result.stderr.contains("rm -rf"), "\(what): \(result.stderr)")
                XCTAssertEqual(try Data(contentsOf: manifest), published, "\(what): the ingest published a manifest")
            }
        }
        try pristine.write(to: target)
        XCTAssertEqual(try index.runner.run(["ingest", newPage.path]).status, 0)
    }

    func testEmptyManifestIsDetected() throws {
        let index = try DamagedIndex()
        try Data().write(to: index.directory.appendingPathComponent("MANIFEST"))
        try index.assertDetected("MANIFEST", "empty manifest")
    }

    func testForeignFilesInPlaceOfASegmentAreDetected() throws {
        let index = try DamagedIndex()
        let segments = try index.dataFiles().filter { $0.lastPathComponent.hasPrefix("segment-") }
        let target = try XCTUnwrap(segments.first)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x42, count: 200)
        let foreign: [(String, Data)] = [
            ("a PNG", Data(png)),
            ("a page of text", try Data(contentsOf: LLRBRunner.seed("000"))),
            ("the manifest", try Data(contentsOf: index.directory.appendingPathComponent("MANIFEST"))),
            ("another segment", try Data(contentsOf: try XCTUnwrap(segments.last))),
        ]
        for (what, bytes) in foreign {
            try bytes.write(to: target)
            try index.assertDetected(target.lastPathComponent, "\(what) in place of \(target.lastPathComponent)")
        }
    }

    func testAMissingSegmentIsDetected() throws {
        let index = try DamagedIndex()
        let segment = try XCTUnwrap(try index.dataFiles().first { $0.lastPathComponent.hasPrefix("segment-") })
        try FileManager.default.removeItem(at: segment)
        try index.assertDetected(segment.lastPathComponent, "missing \(segment.lastPathComponent)")
    }

    /// An index whose MANIFEST was deleted is damage to rebuild, not "no index": `check` and
    /// every reader say so, and an ingest refuses rather than removing the segments as leftovers.
    func testALostManifestIsDamageAndItsSegmentsStay() throws {
        let index = try DamagedIndex()
        try FileManager.default.removeItem(at: index.directory.appendingPathComponent("MANIFEST"))
        let segments = try index.dataFiles()
        XCTAssertFalse(segments.isEmpty)
        try index.assertDetected("MANIFEST", "deleted MANIFEST")
        for arguments in [index.searchArguments, ["stats"], ["ingest", LLRBRunner.seeds.path]] {
            let result = try index.runner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments[0]): \(result.stdout)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("lost its MANIFEST") && result.stderr.contains("rm -rf"), "\(arguments[0]): \(result.stderr)")
        }
        XCTAssertEqual(try index.dataFiles(), segments, "the segments are still there")
    }

    /// A first ingest that indexes nothing (its pages are not there) leaves no folder behind
    /// that would look like an index; one that indexed something leaves the index.
    func testAFirstIngestOfNothingLeavesNoIndexFolder() throws {
        let runner = try LLRBRunner()
        let folder = runner.home.appendingPathComponent("new-index")
        let missing = runner.home.appendingPathComponent("no-such-pages").path
        let result = try runner.run(["--index", folder.path, "ingest", missing], useIndex: false)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("no-such-pages"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "the failed first ingest left \(folder.path)")
        XCTAssertEqual(try runner.run(["--index", folder.path, "ingest", LLRBRunner.seeds.path], useIndex: false).status, 0)
        XCTAssertEqual(try runner.run(["--index", folder.path, "ingest", missing], useIndex: false).status, 2)
        XCTAssertEqual(try runner.run(["--index", folder.path, "check"], useIndex: false).status, 0, "an existing index stays")
    }

    /// What a crashed writer leaves (a half-written manifest, an unpublished segment) is ignored
    /// by readers and `check`, and removed by the next ingest.
    func testLeftoversOfACrashedWriterAreHarmless() throws {
        let index = try DamagedIndex()
        let leftovers = ["MANIFEST.tmp", "segment-00000999.llrb"].map { index.directory.appendingPathComponent($0) }
        for url in leftovers { try Data("half written".utf8).write(to: url) }
        XCTAssertEqual(try index.runner.run(["check"]).status, 0)
        XCTAssertEqual(try index.runner.run(index.searchArguments).stdout, index.healthySearch.stdout)
        XCTAssertEqual(try index.runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        for url in leftovers { XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), url.lastPathComponent) }
    }

    /// A folder that holds no index (no manifest) is not called healthy, and the advice is to
    /// build one, never to remove the folder.
    func testCheckOnAFolderThatIsNoIndexSaysSo() throws {
        let runner = try LLRBRunner()
        let folder = try runner.write(Array("第 1 期\n".utf8), to: "pages/page.txt").deletingLastPathComponent()
        let result = try runner.run(["--index", folder.path, "check"], useIndex: false)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("llrb: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("no llrb index"), result.stderr)
        XCTAssertTrue(result.stderr.contains("llrb ingest"), result.stderr)
        XCTAssertFalse(result.stderr.contains("rm -rf"), "never advise removing a folder that is not an index: \(result.stderr)")
    }

    /// A folder its user cannot read is named as such, never taken for a missing index. As
    /// root (where chmod 000 changes nothing) llrb runs as user nobody through setpriv.
    func testAnUnreadableIndexFolderIsReportedClearly() throws {
        let index = try DamagedIndex()
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: index.directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: index.directory.path) }
        for arguments in [["check"], index.searchArguments, index.showArguments, ["stats"], ["ingest", LLRBRunner.seeds.path]] {
            let result = try index.runner.runUnprivileged(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments[0]): \(result.stdout)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: "), "\(arguments[0]): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(index.directory.path), "\(arguments[0]) names the folder: \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("ermission denied"), "\(arguments[0]) says why: \(result.stderr)")
        }
    }

    /// A segment its user may not read (or an index folder it may not write, for an ingest) is
    /// a matter of access, not damage: the line says how to get access, and never to rebuild.
    func testAnUnreadableSegmentSaysHowToGetAccess() throws {
        let index = try DamagedIndex()
        let segment = try XCTUnwrap(try index.dataFiles().first { $0.lastPathComponent.hasPrefix("segment-") })
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: segment.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: segment.path) }
        for arguments in [index.searchArguments, ["stats"], ["ingest", LLRBRunner.seeds.path]] {
            let result = try index.runner.runUnprivileged(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments[0]): \(result.stdout)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("ermission denied; give yourself access to \(index.directory.path) and the files in it (chmod -R u+rwX)"),
                          "\(arguments[0]): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("rm -rf"), "\(arguments[0]): \(result.stderr)")
        }
        let check = try index.runner.runUnprivileged(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("chmod -R u+rwX"), check.stdout)
        XCTAssertEqual(check.stderr, "llrb: 1 problem reading the index at \(index.directory.path), none of them damage; "
            + "mend what the lines above say, then run 'llrb check' again\n")
    }
}
