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
        XCTAssertTrue(wrong.stderr.hasPrefix("llrb: '太原市' is not a county or district of 吕梁;"), wrong.stderr)
    }
}
