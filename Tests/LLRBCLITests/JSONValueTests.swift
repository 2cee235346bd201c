import XCTest
@testable import llrb

/// Every `--json` is a `JSONValue` written by `JSONBytes`, the writer `export` drives directly:
/// pretty or compact, keys in byte order, texts escaped alike.
final class JSONValueTests: XCTestCase {
    private let value = JSONValue.object([
        "b": .array([.number("1"), .null, .bool(true), .array([]), .object([:])]),
        "a": .string("引\"号\\\n\r\t\u{1}\u{7F}📷"),
        "é": .object(["z": .bool(false), "Z": .number("-2.5")]),
    ])

    func testPrettyJSONIndentsTwoSpacesAndSortsKeysByTheirBytes() {
        XCTAssertEqual(value.rendered, """
            {
              "a": "引\\"号\\\\\\n\\r\\t\\u0001\\u007f📷",
              "b": [
                1,
                null,
                true,
                [],
                {}
              ],
              "é": {
                "Z": -2.5,
                "z": false
              }
            }
            """)
        XCTAssertEqual(JSONValue.array([.object(["k": .null])]).rendered(indent: 1), "[\n    {\n      \"k\": null\n    }\n  ]")
    }

    func testCompactJSONHasNoSpaces() {
        XCTAssertEqual(value.compact, #"{"a":"引\"号\\\n\r\t\u0001\u007f📷","b":[1,null,true,[],{}],"é":{"Z":-2.5,"z":false}}"#)
    }
}
