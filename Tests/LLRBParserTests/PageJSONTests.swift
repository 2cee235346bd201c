import XCTest
import LLRBParser

/// A parsed page as JSON: every field is written, an absent one as `null`, and the JSON decodes
/// back to the same page.
final class PageJSONTests: XCTestCase {
    func testJSONKeepsAbsentFieldsAsNull() throws {
        let data = try JSONEncoder().encode(PageParser.parse(text: "本报讯 正文。\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["date", "dateSource", "issueNumber", "lunarDate", "weekday", "pageCount", "footer"] {
            XCTAssertTrue(object.keys.contains(key), key)
            XCTAssertTrue(object[key] is NSNull, key)
        }
        let article = try XCTUnwrap((object["articles"] as? [[String: Any]])?.first)
        for key in ["headline", "subheadlines", "bylines", "dateline", "body", "captions", "continuedTo", "continuedFrom", "lines"] {
            XCTAssertTrue(article.keys.contains(key), key)
        }
        XCTAssertTrue(article["continuedTo"] is NSNull)
        let decoded = try JSONDecoder().decode(Page.self, from: data)
        XCTAssertEqual(decoded, PageParser.parse(text: "本报讯 正文。\n"))
    }
}
