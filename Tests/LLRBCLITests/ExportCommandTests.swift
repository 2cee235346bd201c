import Foundation
import XCTest
@testable import llrb

/// `llrb export`: JSON Lines with show's keys, and Elasticsearch bulk files that pair up, stay
/// under their size limit and load with the mapping written beside them.
final class ExportCommandTests: XCTestCase {
    private func articleCount(_ runner: LLRBRunner) throws -> Int {
        let stats = try runner.run(["stats", "--json"]).jsonObject()
        return try XCTUnwrap(stats["articles"] as? Int ?? stats["documents"] as? Int, "\(stats)")
    }

    func testJSONLinesHoldEveryArticleWithTheKeysShowGives() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["export", "--format", "jsonl"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, try articleCount(runner))
        let first = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let id = try XCTUnwrap(first["id"] as? String)
        let shown = try runner.run(["show", id, "--json"]).jsonObject()
        XCTAssertEqual(Set(first.keys), Set(shown.keys))
        let shownPage = try XCTUnwrap(shown["page"] as? [String: Any])
        XCTAssertNotNil(shownPage["noise"], "show --json keeps the whole page")
        let linePage = try XCTUnwrap(first["page"] as? [String: Any])
        XCTAssertEqual(Set(linePage.keys), Set(shownPage.keys).subtracting(["noise", "footer", "captions", "articles"]))
        XCTAssertEqual(linePage["dateSource"] as? String, shownPage["dateSource"] as? String)
        for line in lines { XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8))) }
        XCTAssertEqual(try runner.run(["export", "--format", "jsonl", "somewhere"]).status, 2)
        XCTAssertEqual(try runner.run(["export"]).status, 2)
        let typo = try runner.run(["export", "--format", "elastic"])
        XCTAssertTrue(typo.stderr.contains("did you mean 'elasticsearch'"), typo.stderr)
    }

    /// On the seeds the page object of show --json (its noise lines, footer and captions) was
    /// 29 % of the export, repeated on every line of a page; a line now holds the article and
    /// the page's masthead facts only (10 %, most of it the date evidence).
    func testJSONLinesNoLongerRepeatThePagesFurniture() throws {
        let runner = try LLRBRunner.withSeeds()
        let lines = try runner.run(["export", "--format", "jsonl"]).stdout.split(separator: "\n")
        var pageBytes = 0, allBytes = 0
        for line in lines {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let page = try XCTUnwrap(object["page"] as? [String: Any])
            XCTAssertNil(page["noise"])
            XCTAssertNil(page["footer"])
            XCTAssertNil(page["captions"])
            pageBytes += try JSONSerialization.data(withJSONObject: page).count
            allBytes += line.utf8.count
        }
        XCTAssertLessThan(Double(pageBytes) / Double(allBytes), 0.15, "page objects: \(pageBytes) of \(allBytes) bytes")
    }

    /// Each Elasticsearch document says how its date was known, as its page does (`printed`,
    /// `lunar`, `footer`, `inferred`), in a keyword field of the mapping.
    func testElasticsearchDocumentsSayHowTheirDateWasKnown() throws {
        let runner = try LLRBRunner.withSeeds()
        let folder = runner.home.appendingPathComponent("es")
        XCTAssertEqual(try runner.run(["export", "--format", "elasticsearch", folder.path]).status, 0)
        let mapping = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("mapping.json"))) as? [String: Any])
        let properties = try XCTUnwrap((mapping["mappings"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties["dateSource"]?["type"] as? String, "keyword")
        let lines = try String(contentsOf: folder.appendingPathComponent("bulk-0001.ndjson"), encoding: .utf8).split(separator: "\n")
        var sources: Set<String> = []
        for line in stride(from: 1, to: lines.count, by: 2).map({ lines[$0] }) {
            let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let id = try XCTUnwrap(document["id"] as? String)
            let page = try XCTUnwrap(try runner.run(["show", id, "--json"]).jsonObject()["page"] as? [String: Any])
            XCTAssertEqual(document["dateSource"] as? String, page["dateSource"] as? String, id)
            sources.insert(document["dateSource"] as? String ?? "")
        }
        XCTAssertEqual(sources, ["lunar", "footer", "inferred"])
    }

    func testElasticsearchFilesPairActionsWithDocumentsUnderStableIds() throws {
        let runner = try LLRBRunner.withSeeds()
        let folder = runner.home.appendingPathComponent("es")
        let result = try runner.run(["export", "--format", "elasticsearch", folder.path, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = try result.jsonObject()
        XCTAssertEqual(summary["articles"] as? Int, try articleCount(runner))
        let mapping = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("mapping.json"))) as? [String: Any])
        let analysis = try XCTUnwrap(((mapping["settings"] as? [String: Any])?["analysis"] as? [String: Any]))
        let analyzer = try XCTUnwrap((analysis["analyzer"] as? [String: Any])?["llrb_cjk"] as? [String: Any])
        XCTAssertEqual(analyzer["filter"] as? [String], ["cjk_width", "lowercase", "cjk_bigram"])
        let properties = try XCTUnwrap((mapping["mappings"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties["date"]?["type"] as? String, "date")
        XCTAssertEqual(properties["issueNumber"]?["type"] as? String, "integer")
        XCTAssertEqual(properties["id"]?["type"] as? String, "keyword")
        var ids: [String] = []
        for name in try XCTUnwrap(summary["files"] as? [String]) {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
            XCTAssertEqual(lines.count % 2, 0)
            for pair in stride(from: 0, to: lines.count, by: 2) {
                let action = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[pair].utf8)) as? [String: [String: String]])
                let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[pair + 1].utf8)) as? [String: Any])
                XCTAssertEqual(action["index"]?["_id"], document["id"] as? String)
                XCTAssertTrue(Set(document.keys).isSubset(of: properties.keys), "strict mapping: \(Set(document.keys).subtracting(properties.keys))")
                ids.append(action["index"]?["_id"] ?? "")
            }
        }
        XCTAssertEqual(ids.count, try articleCount(runner))
        XCTAssertEqual(Set(ids).count, ids.count)
        let again = try runner.run(["export", "--format", "elasticsearch", folder.path, "--json"]).jsonObject()
        XCTAssertEqual(again["files"] as? [String], summary["files"] as? [String], "a re-export writes the same files")
    }

    /// A bulk file never passes its limit and never splits an action from its document.
    func testBulkFilesSplitBetweenPairsUnderTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-bulk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bulk = BulkFiles(directory: folder.path, limit: 1_000)
        for number in 0..<100 { try bulk.append(id: "id-\(number)") { $0.beginObject(); $0.key("body"); $0.string(String(repeating: "发展", count: number % 20)); $0.endObject() } }
        try bulk.finish()
        XCTAssertGreaterThan(bulk.files.count, 3)
        var documents = 0
        for name in bulk.files {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertLessThanOrEqual(data.count, 1_000, name)
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            XCTAssertTrue(lines.first?.hasPrefix("{\"index\"") == true)
            documents += lines.count / 2
        }
        XCTAssertEqual(documents, 100)
    }
}
