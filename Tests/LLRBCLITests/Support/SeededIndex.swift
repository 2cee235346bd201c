import Foundation
import XCTest

extension LLRBRunner {
    /// A runner whose index holds the five seed pages; fails the test when ingest does not succeed.
    static func withSeeds(file: StaticString = #filePath, line: UInt = #line) throws -> LLRBRunner {
        let runner = try LLRBRunner()
        let result = try runner.run(["ingest", seeds.path])
        XCTAssertEqual(result.status, 0, "ingest seeds failed: \(result.stderr)", file: file, line: line)
        return runner
    }

    /// A runner whose index holds a copy of seed `prefix`, at `pages/PREFIX.txt` in its home, so
    /// that a test may correct it (the journal beside this runner's index) or change it without
    /// touching the checkout.
    static func withCopyOfSeed(_ prefix: String, file: StaticString = #filePath, line: UInt = #line) throws -> LLRBRunner {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try seed(prefix), to: pages.appendingPathComponent(prefix + ".txt"))
        let result = try runner.run(["ingest", pages.path])
        XCTAssertEqual(result.status, 0, "ingest of seed \(prefix)'s copy failed: \(result.stderr)", file: file, line: line)
        return runner
    }

    /// The hits of `search QUERY --json`.
    func searchHits(_ query: String, _ extra: [String] = []) throws -> (total: Int, hits: [[String: Any]]) {
        let result = try run(["search", query, "--json"] + extra)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        let object = try result.jsonObject()
        let total = try XCTUnwrap(object["total"] as? Int, "no total in \(result.stdout)")
        return (total, try XCTUnwrap(object["hits"] as? [[String: Any]]))
    }
}
