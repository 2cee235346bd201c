import Foundation
import XCTest

/// `llrb check` on a healthy and a damaged index, and what search says on a damaged one.
final class IndexHealthTests: XCTestCase {
    func testCheckPassesAfterIngest() throws {
        let runner = try LLRBRunner()
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        let result = try runner.run(["check"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("ok"), result.stdout)
        XCTAssertEqual(try runner.run(["check", "--json"]).jsonObject()["healthy"] as? Bool, true)
    }

    func testFlippedByteIsReportedByCheckAndSearch() throws {
        let runner = try LLRBRunner()
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path]).status, 0)
        let manifest = runner.indexDirectory.appendingPathComponent("MANIFEST")
        var bytes = try [UInt8](Data(contentsOf: manifest))
        // The file table follows the segment list (its length a u32 at byte 12) and its CRC.
        let fileTable = 20 + Int(bytes[12..<16].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        XCTAssertLessThan(fileTable, bytes.count)
        bytes[(fileTable + bytes.count) / 2] ^= 0x5A
        try Data(bytes).write(to: manifest)

        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("MANIFEST"), check.stdout)
        XCTAssertTrue(check.stderr.contains("llrb ingest"), "says how to rebuild: \(check.stderr)")

        let json = try runner.run(["check", "--json"])
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(try json.jsonObject()["healthy"] as? Bool, false)
        XCTAssertFalse(try XCTUnwrap(json.jsonObject()["problems"] as? [Any]).isEmpty)

        // The flip above is in the manifest's file table, which a search never reads (docs/FORMAT.md,
        // "Manifest"); the segment list it does read is damaged here.
        XCTAssertEqual(try runner.run(["search", "复工复产", "--count"]).status, 0)
        bytes[20] ^= 0x5A
        try Data(bytes).write(to: manifest)
        let search = try runner.run(["search", "复工复产"])
        XCTAssertEqual(search.status, 2)
        XCTAssertTrue(search.stderr.hasPrefix("llrb: "), search.stderr)
        XCTAssertTrue(search.stderr.contains("MANIFEST"), search.stderr)
        XCTAssertEqual(search.stderr.split(separator: "\n").count, 1, search.stderr)
    }
}
