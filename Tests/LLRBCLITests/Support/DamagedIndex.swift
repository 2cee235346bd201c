import Foundation
import XCTest

/// An index of the seed pages spread over three segments, with articles deleted from the first,
/// and the healthy answers to a search and a `show`: the reference that a damaged copy must
/// either reproduce exactly or refuse with a clear error.
final class DamagedIndex {
    let runner: LLRBRunner
    let healthySearch: RunResult
    let healthyShow: RunResult
    /// `search` arguments that read postings of most terms and the stored articles of every hit.
    let searchArguments = ["search", "吕梁 OR 工作 OR 发展", "--json", "--limit", "500"]
    let showArguments: [String]

    var directory: URL { runner.indexDirectory }

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.copyItem(at: LLRBRunner.seeds, to: pages)
        let names = try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
        let firstThree = names.prefix(3).map { pages.appendingPathComponent($0).path }
        XCTAssertEqual(try runner.run(["ingest"] + firstThree).status, 0, file: file, line: line)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0, file: file, line: line)
        let changed = pages.appendingPathComponent(names[1])
        let text = try String(contentsOf: changed, encoding: .utf8)
        try Data((text + "\n\n本报讯 一段后加的文字。\n").utf8).write(to: changed)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0, file: file, line: line)

        healthySearch = try runner.run(searchArguments)
        XCTAssertEqual(healthySearch.status, 0, healthySearch.stderr, file: file, line: line)
        let hits = try XCTUnwrap(try healthySearch.jsonObject()["hits"] as? [[String: Any]], file: file, line: line)
        let id = try XCTUnwrap(hits.last?["id"] as? String, "no hit to show", file: file, line: line)
        showArguments = ["show", id, "--json"]
        healthyShow = try runner.run(showArguments)
        XCTAssertEqual(healthyShow.status, 0, healthyShow.stderr, file: file, line: line)
    }

    /// The files of the index that hold data (the lock file is empty and excluded).
    func dataFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return names.map { directory.appendingPathComponent($0) }.filter { url in
            url.lastPathComponent != "LOCK" || ((try? Data(contentsOf: url))?.isEmpty == false)
        }
    }

    /// Asserts that `llrb check` reports `damaged` (exit 2, names it, says how to rebuild) and
    /// that `search` and `show` either refuse with one clear line (naming it, saying how to
    /// rebuild) or answer exactly as
    /// the healthy index did (the damage may lie in a part they never read).
    func assertDetected(_ damaged: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2, "\(what): check passed: \(check.stdout)", file: file, line: line)
        XCTAssertTrue((check.stdout + check.stderr).contains(damaged), "\(what): check does not name \(damaged): \(check.stdout)\(check.stderr)", file: file, line: line)
        XCTAssertTrue(check.stderr.contains("llrb ingest"), "\(what): check does not say how to rebuild: \(check.stderr)", file: file, line: line)
        for (arguments, healthy) in [(searchArguments, healthySearch), (showArguments, healthyShow)] {
            let result = try runner.run(arguments)
            if result.status == 2 {
                XCTAssertTrue(result.stderr.hasPrefix("llrb: "), "\(what): \(arguments[0]): \(result.stderr)", file: file, line: line)
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(what): \(arguments[0]): \(result.stderr)", file: file, line: line)
                XCTAssertTrue(result.stderr.contains(damaged), "\(what): \(arguments[0]) does not name \(damaged): \(result.stderr)", file: file, line: line)
                XCTAssertTrue(result.stderr.contains("llrb ingest"), "\(what): \(arguments[0]) does not say how to rebuild: \(result.stderr)", file: file, line: line)
            } else {
                XCTAssertEqual(result.status, healthy.status, "\(what): \(arguments[0]) \(result.stderr)", file: file, line: line)
                XCTAssertEqual(result.stdout, healthy.stdout, "\(what): \(arguments[0]) gave other results than the healthy index", file: file, line: line)
            }
        }
    }
}

/// Where in an index file a flipped byte is worth testing: the start, middle and end of every
/// part docs/FORMAT.md describes (header, each section, footer, trailer of a segment), or a
/// spread over a manifest and its checksum.
enum FlipOffsets {
    static func of(_ bytes: [UInt8], name: String) -> [Int] {
        let offsets = name.hasPrefix("segment-") ? segment(bytes) : spread(count: bytes.count, points: 12) + Array(bytes.count - 4..<bytes.count)
        return Array(Set(offsets.filter { $0 >= 0 && $0 < bytes.count })).sorted()
    }

    private static func spread(count: Int, points: Int) -> [Int] {
        (0..<points).map { count * $0 / points }
    }

    private static func segment(_ bytes: [UInt8]) -> [Int] {
        let count = bytes.count
        var offsets = [0, 8, 12, count - 16, count - 12, count - 1]
        let footerLength = Int(uint32(bytes, at: count - 12))
        let footerStart = count - 16 - footerLength
        guard footerStart >= 16 else { return offsets + spread(count: count, points: 24) }
        offsets += [footerStart, footerStart + footerLength / 2, count - 17]
        let sections = Int(uint32(bytes, at: footerStart))
        for section in 0..<sections {
            let entry = footerStart + 4 + section * 20
            let start = Int(uint32(bytes, at: entry)), length = Int(uint32(bytes, at: entry + 8))
            if length > 0 { offsets += [start, start + length / 2, start + length - 1] }
        }
        return offsets
    }

    /// The low 32 bits of a little-endian integer (offsets and lengths of a test index are small).
    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}
