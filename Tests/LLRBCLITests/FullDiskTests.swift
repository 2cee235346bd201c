import Foundation
import XCTest

/// A full disk is an ordinary event (docs/INDEX.md): on a real small tmpfs, a first ingest that
/// fills it fails with what to do and leaves no index folder behind; a merge that finds no room
/// is postponed, the new page indexed beside it and the space it needs named, and the next
/// ingest with room merges. Skipped where the tests may not mount a file system (not root, or a
/// container without the right).
final class FullDiskTests: XCTestCase {
    private var mountPoint: URL?

    override func tearDown() {
        if let mountPoint {
            _ = try? Self.runTool("/bin/umount", [mountPoint.path])
            try? FileManager.default.removeItem(at: mountPoint)
        }
        super.tearDown()
    }

    /// A tmpfs of `kilobytes`, mounted for this test, or a skip saying why there is none.
    private func smallDisk(kilobytes: Int) throws -> URL {
        let point = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        let mounted = getuid() == 0 && (try? Self.runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", point.path])) == 0
        guard mounted else {
            try? FileManager.default.removeItem(at: point)
            throw XCTSkip("no small file system can be mounted here (root with the right to mount is needed)")
        }
        mountPoint = point
        return point
    }

    private static func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `count` copies of the seed pages, each copy's text made its own by a word in every line.
    private func pages(in runner: LLRBRunner, copies count: Int) throws -> URL {
        let folder = runner.home.appendingPathComponent("pages")
        let seeds = try FileManager.default.contentsOfDirectory(at: LLRBRunner.seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
        for copy in 0..<count {
            for seed in seeds {
                let text = try String(contentsOf: seed, encoding: .utf8)
                let own = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : $0 + " 副本\(copy)" }
                try runner.write(Array(own.joined(separator: "\n").utf8), to: "pages/\(copy)-\(seed.lastPathComponent)")
            }
        }
        return folder
    }

    private static func freeBytes(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfFileSystem(forPath: url.path)
        return (attributes[.systemFreeSize] as? NSNumber)?.intValue ?? 0
    }

    func testAFirstIngestThatFillsTheDiskLeavesNoIndexFolder() throws {
        let disk = try smallDisk(kilobytes: 256)
        let runner = try LLRBRunner()
        let pages = try pages(in: runner, copies: 12)
        let index = disk.appendingPathComponent("index")
        let result = try runner.run(["ingest", "--index", index.path, pages.path], useIndex: false)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("No space left on device") && result.stderr.contains("free some disk space"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path), [], "nothing of the failed first ingest stays")
        try FileManager.default.createDirectory(at: index, withIntermediateDirectories: false)
        XCTAssertEqual(try runner.run(["ingest", "--index", index.path, pages.path], useIndex: false).status, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: index.path), [], "a folder the user made stays, empty")
    }

    func testAMergeWithNoRoomIsPostponedAndTheNextIngestWithRoomMerges() throws {
        let disk = try smallDisk(kilobytes: 4096)
        let runner = try LLRBRunner()
        let pages = try pages(in: runner, copies: 2)
        let index = disk.appendingPathComponent("index")
        let files = try FileManager.default.contentsOfDirectory(at: pages, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
        // One segment an ingest: seven, so that the next one's commit makes a tier of eight to merge.
        for file in files.prefix(7) {
            XCTAssertEqual(try runner.run(["ingest", "--index", index.path, file.path], useIndex: false).status, 0)
        }
        let segments = { () throws -> Int in
            try FileManager.default.contentsOfDirectory(atPath: index.path).count(where: { $0.hasPrefix("segment-") })
        }
        let before = try segments()
        XCTAssertEqual(before, 7)
        let filler = disk.appendingPathComponent("filler")
        let room = 160 << 10
        try Data(count: max(0, try Self.freeBytes(disk) - room)).write(to: filler)
        let squeezed = try runner.run(["ingest", "--index", index.path, "--json", files[7].path], useIndex: false)
        XCTAssertEqual(squeezed.status, 0, squeezed.stderr)
        XCTAssertTrue(squeezed.stderr.contains("the disk had no room to merge \(before + 1) segments"), squeezed.stderr)
        XCTAssertTrue(squeezed.stderr.contains("the pages are indexed, and the next ingest with that room merges them"), squeezed.stderr)
        XCTAssertEqual(try squeezed.jsonObject()["filesIndexed"] as? Int, 1, "the new page is indexed beside the postponed merge")
        let postponed = try XCTUnwrap(try squeezed.jsonObject()["postponedMerge"] as? [String: Any])
        XCTAssertEqual(postponed["segments"] as? Int, before + 1)
        XCTAssertEqual(try segments(), before + 1, "the new page's segment beside the others, no merge output left")
        let found = try runner.run(["search", "--index", index.path, "副本1", "--count"], useIndex: false)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual(try runner.run(["check", "--index", index.path], useIndex: false).status, 0)
        try FileManager.default.removeItem(at: filler)
        let roomy = try runner.run(["ingest", "--index", index.path, "--json", files[8].path], useIndex: false)
        XCTAssertEqual(roomy.status, 0, roomy.stderr)
        XCTAssertFalse(roomy.stderr.contains("no room"), roomy.stderr)
        XCTAssertLessThan(try segments(), before + 2, "the postponed merge is made once there is room")
    }

    func testAnExportOntoAFullDiskLeavesNoCutBulkFile() throws {
        let disk = try smallDisk(kilobytes: 32)
        let runner = try LLRBRunner()
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        let folder = disk.appendingPathComponent("export")
        let result = try runner.run(["export", "--format", "elasticsearch", folder.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("No space left on device") && result.stderr.contains("incomplete"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["mapping.json"],
                       "no bulk file that is not whole, nor its temporary")
    }
}
