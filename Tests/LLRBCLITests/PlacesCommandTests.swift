import Foundation
import XCTest

/// `llrb places` and `search --place` on the seeds, where one story is about 孝义市.
final class PlacesCommandTests: XCTestCase {
    func testTheStoryAboutXiaoyiPutsXiaoyiFirst() throws {
        let runner = try LLRBRunner.withSeeds()
        let object = try runner.run(["places", "复工复产", "--json"]).jsonObject()
        let places = try XCTUnwrap(object["places"] as? [[String: Any]])
        XCTAssertEqual(places.first?["place"] as? String, "孝义市")
        XCTAssertGreaterThanOrEqual(places.first?["inHeadline"] as? Int ?? 0, 1, "孝义市精准推进复工复产纪实")
        let all = try XCTUnwrap(try runner.run(["places", "发展", "--json"]).jsonObject()["places"] as? [[String: Any]])
        let weights = all.compactMap { $0["weight"] as? Int }
        XCTAssertEqual(weights, weights.sorted(by: >))
        let text = try runner.run(["places", "复工复产"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.stdout.hasPrefix("place"), text.stdout)
        XCTAssertEqual(try runner.run(["places", "量子纠缠计算机"]).status, 1)
    }

    func testSearchPlaceKeepsTheArticlesNamingIt() throws {
        let runner = try LLRBRunner.withSeeds()
        let places = try XCTUnwrap(try runner.run(["places", "发展", "--json"]).jsonObject()["places"] as? [[String: Any]])
        let xiaoyi = try XCTUnwrap(places.first { $0["place"] as? String == "孝义市" }?["articles"] as? Int)
        for form in ["孝义市", "孝义"] {
            let count = try runner.run(["search", "发展", "--place", form, "--count"])
            XCTAssertEqual(count.stdout, "\(xiaoyi)\n", form)
        }
        let hits = try runner.run(["search", "发展", "--place", "孝义市", "--all", "--json"]).jsonObject()
        for hit in try XCTUnwrap(hits["hits"] as? [[String: Any]]) {
            let shown = try runner.run(["show", hit["id"] as? String ?? "", "--json"]).stdout
            XCTAssertTrue(shown.contains("孝义"), "every hit names the place")
        }
        let wrong = try runner.run(["search", "发展", "--place", "太原市"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.hasPrefix("llrb: '太原市' is not one of 吕梁's 13 counties and districts"), wrong.stderr)
    }

    /// A place outside 吕梁 is said to be so, with the 13 listed from the one list and no
    /// look-alike offered (北京 is not 兴县); a near miss gets its "did you mean".
    func testAPlaceOutsideLuliangListsTheThirteenAndSuggestsOnlyANearMiss() throws {
        let runner = try LLRBRunner.withSeeds()
        let beijing = try runner.run(["search", "复工", "--place", "北京"])
        XCTAssertEqual(beijing.status, 2)
        XCTAssertTrue(beijing.stderr.hasPrefix("llrb: '北京' is not one of 吕梁's 13 counties and districts: "), beijing.stderr)
        let listed = beijing.stderr.split(separator: ":").last?.split(separator: " ").filter { "区市县".contains($0.last ?? " ") }
        XCTAssertEqual(listed?.count, 13, beijing.stderr)
        XCTAssertTrue(beijing.stderr.contains("离石区 孝义市 汾阳市"), beijing.stderr)
        XCTAssertFalse(beijing.stderr.contains("did you mean"), beijing.stderr)
        let nearMiss = try runner.run(["search", "复工", "--place", "孝义县"])
        XCTAssertTrue(nearMiss.stderr.contains("did you mean '孝义市'?"), nearMiss.stderr)
        XCTAssertEqual(nearMiss.stderr.split(separator: "\n").count, 1, nearMiss.stderr)
    }

    /// When no matching article names a place, stdout stays empty (no table header) and
    /// stderr says why.
    func testNoPlaceNamedPrintsNothingOnStdout() throws {
        let runner = try LLRBRunner.withSeeds()
        let nothing = try runner.run(["places", "不存在的词语"])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(nothing.stdout, "")
        XCTAssertEqual(nothing.stderr, "llrb: 0 articles match 不存在的词语\n")
        let noPlace = try runner.run(["places", "一年之计"])
        XCTAssertEqual(noPlace.status, 1)
        XCTAssertEqual(noPlace.stdout, "")
        XCTAssertTrue(noPlace.stderr.contains("none names a county or district of 吕梁"), noPlace.stderr)
    }
}
