import XCTest
import LLRBParser

/// A parsed page as JSON decodes back to the same page. (That every absent field is written as
/// `null` is the CLI's doing, for every command alike: `JSONNullTests` runs the binary.)
final class PageJSONTests: XCTestCase {
    func testAPageDecodesBackFromItsJSON() throws {
        let page = PageParser.parse(text: "本报讯 正文。\n")
        let data = try JSONEncoder().encode(page)
        XCTAssertEqual(try JSONDecoder().decode(Page.self, from: data), page)
        let seed = try Seeds.page("000")
        XCTAssertEqual(try JSONDecoder().decode(Page.self, from: JSONEncoder().encode(seed)), seed)
    }
}
