import Foundation
import XCTest

/// `llrb search`, `ingest` and `check` on an intact index built by an older llrb (a segment of
/// format 2) say so in one line with the rebuild command and exit 2; `ingest` leaves the index
/// as it was.
final class OlderFormatIndexTests: XCTestCase {
    /// The seeds' index, its first segment's header rewritten to format version 2 (which had no
    /// article tables) with its CRC-32 recomputed (docs/FORMAT.md, "Segment files"), so only the
    /// version tells it apart.
    private func olderIndex() throws -> LLRBRunner {
        let runner = try LLRBRunner.withSeeds()
        let names = try FileManager.default.contentsOfDirectory(atPath: runner.indexDirectory.path).sorted()
        let name = try XCTUnwrap(names.first { $0.hasPrefix("segment-") })
        let segment = runner.indexDirectory.appendingPathComponent(name)
        var bytes = [UInt8](try Data(contentsOf: segment))
        XCTAssertGreaterThan(bytes.count, 16)
        let version = bytes[8..<12].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        XCTAssertGreaterThan(version & 0xFF, 2, "the current format (a little-endian u32, the tables' bit above its low byte) is newer than 2")
        bytes.replaceSubrange(8..<12, with: [2, 0, 0, 0])
        let crc = Self.crc32(bytes[0..<12])
        for byte in 0..<4 { bytes[12 + byte] = UInt8(truncatingIfNeeded: crc >> (8 * byte)) }
        try Data(bytes).write(to: segment)
        return runner
    }

    /// The seeds' index, its manifest rewritten to `version` (5 mixed the revisions that read a
    /// page into a second content hash; 6 named no fields; 8 no records' format) with its
    /// segment list's CRC-32 recomputed (docs/FORMAT.md, "Manifest"), so only the version tells
    /// it apart.
    private func olderManifest(version: UInt8) throws -> LLRBRunner {
        try rewrittenManifest { bytes in
            XCTAssertEqual(Array(bytes[8..<12]), [9, 0, 0, 0], "the current manifest is version 9")
            bytes.replaceSubrange(8..<12, with: [version, 0, 0, 0])
        }
    }

    /// The seeds' index, its manifest's bytes changed by `change` and its segment list's CRC-32
    /// recomputed.
    private func rewrittenManifest(_ change: (inout [UInt8]) throws -> Void) throws -> LLRBRunner {
        let runner = try LLRBRunner.withSeeds()
        let manifest = runner.indexDirectory.appendingPathComponent("MANIFEST")
        var bytes = [UInt8](try Data(contentsOf: manifest))
        XCTAssertEqual(Array(bytes[0..<8]), Array("LLRBMANI".utf8))
        try change(&bytes)
        let listEnd = 16 + Int(bytes[12..<16].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let crc = Self.crc32(bytes[0..<listEnd])
        for byte in 0..<4 { bytes[listEnd + byte] = UInt8(truncatingIfNeeded: crc >> (8 * byte)) }
        try Data(bytes).write(to: manifest)
        return runner
    }

    func testAManifestOfVersion5To8IsRefusedWithTheRebuildAndIngestChangesNothing() throws {
        for version: UInt8 in [5, 6, 7, 8] {
            try assertRefusedWithTheRebuild(try olderManifest(version: version), saying: "older llrb (manifest format \(version);")
        }
    }

    /// Records coded by another revision of the archive's coding (`articles 0:` where this
    /// llrb writes another) are refused as an older format is, never read with today's coding.
    func testAnIndexWhoseRecordsAreCodedAnotherWayIsRefusedWithTheRebuild() throws {
        let runner = try rewrittenManifest { bytes in
            let name = Array("articles ".utf8)
            let at = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: name) }, "the manifest names its records' format")
            let digit = at + name.count
            XCTAssertTrue((UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digit]), "the coding's revision follows")
            bytes[digit] = bytes[digit] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        }
        try assertRefusedWithTheRebuild(runner, saying: "another llrb (it stores its articles' records another way)")
    }

    private func assertRefusedWithTheRebuild(_ runner: LLRBRunner, saying told: String, line: UInt = #line) throws {
        let before = try snapshot(runner.indexDirectory)
        for arguments in [["search", "复工复产"], ["ingest", LLRBRunner.seeds.path], ["stats"]] {
            let result = try runner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)", line: line)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, line: line)
            XCTAssertTrue(result.stderr.contains(told), result.stderr, line: line)
            XCTAssertTrue(result.stderr.contains("rm -rf \(runner.indexDirectory.path) && llrb ingest"), result.stderr, line: line)
        }
        XCTAssertEqual(try snapshot(runner.indexDirectory), before, line: line)
    }

    /// CRC-32 (IEEE, reflected), bit by bit: a second implementation, independent of llrb's.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    private func assertRefused(_ result: RunResult, _ runner: LLRBRunner, file: StaticString = #filePath, line: UInt = #line) {
        let directory = runner.indexDirectory.path
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("llrb: "), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains("was built by an older llrb (segment format 2;"), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains("rm -rf \(directory) && llrb ingest"), result.stderr, file: file, line: line)
    }

    func testSearchSaysToRebuild() throws {
        let runner = try olderIndex()
        assertRefused(try runner.run(["search", "x"]), runner)
    }

    func testIngestSaysToRebuildAndChangesNothing() throws {
        let runner = try olderIndex()
        let before = try snapshot(runner.indexDirectory)
        assertRefused(try runner.run(["ingest", LLRBRunner.seeds.path]), runner)
        XCTAssertEqual(try snapshot(runner.indexDirectory), before)
        assertRefused(try runner.run(["search", "x"]), runner)
    }

    func testCheckSaysTheIndexIsOlderNotDamaged() throws {
        let runner = try olderIndex()
        let result = try runner.run(["check"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.contains("was built by an older llrb (segment format 2;"), result.stdout)
        XCTAssertFalse((result.stdout + result.stderr).contains("damaged"), result.stdout + result.stderr)
    }
}
