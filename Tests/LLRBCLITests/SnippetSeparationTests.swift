import XCTest

/// A snippet shows a field's parts (byline and dateline, caption and credit) apart, as the
/// page prints them, and still highlights exactly the words searched.
final class SnippetSeparationTests: XCTestCase {
    private func snippets(_ query: String, _ runner: LLRBRunner) throws -> [(text: String, highlighted: [String])] {
        let (_, hits) = try runner.searchHits(query)
        XCTAssertFalse(hits.isEmpty, "no hit for \(query)")
        return try hits.map { hit in
            let snippet = try XCTUnwrap(hit["snippet"] as? [String: Any])
            let text = try XCTUnwrap(snippet["text"] as? String)
            let scalars = Array(text.unicodeScalars)
            let highlights = try XCTUnwrap(snippet["highlights"] as? [[String: Any]])
            let highlighted = try highlights.map { range in
                let printed = String(String.UnicodeScalarView(scalars[try XCTUnwrap(range["start"] as? Int)..<XCTUnwrap(range["end"] as? Int)]))
                XCTAssertEqual(range["text"] as? String, printed, "a highlight's text is the snippet's between its offsets")
                return printed
            }
            return (text, highlighted)
        }
    }

    func testABylineAndTheNewsLeadAfterItAreApart() throws {
        let runner = try LLRBRunner.withSeeds()
        for snippet in try snippets("李雅萍", runner) {
            XCTAssertTrue(snippet.text.contains("记者 李雅萍 · 本报讯"), snippet.text)
            XCTAssertEqual(snippet.highlighted, ["李雅萍"], snippet.text)
        }
    }

    func testTwoCreditsAndACaptionAndItsCreditAreApart() throws {
        let runner = try LLRBRunner.withSeeds()
        let credits = try snippets("通讯员 郭晓星", runner)
        XCTAssertEqual(credits.map(\.text), ["本报记者 王涛 · 通讯员 郭晓星"])
        XCTAssertEqual(credits.first?.highlighted, ["通讯员", "郭晓星"])
        let caption = try XCTUnwrap(try snippets("caption:植树", runner).first)
        XCTAssertTrue(caption.text.hasSuffix("义务植树 · 肖继旺 摄"), caption.text)
        XCTAssertEqual(caption.highlighted, ["植树"])
    }
}
