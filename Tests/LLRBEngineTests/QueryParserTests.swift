import LLRBEngine
import XCTest

final class QueryParserTests: XCTestCase {
    private func parse(_ query: String) throws -> QueryNode {
        try QueryParser.parse(query, schema: .newspaper)
    }

    private func phrase(_ text: String, _ field: SearchField? = nil) -> QueryNode {
        .phrase(text: text, field: field)
    }

    private func assertRefused(_ query: String, _ reason: QuerySyntaxError,
                               file: StaticString = #filePath, line: UInt = #line) {
        do {
            let node = try QueryParser.parse(query, schema: .newspaper)
            XCTFail("expected \(reason), got \(node)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, reason, file: file, line: line)
        }
    }

    func testSingleWordIsAPhrase() throws {
        XCTAssertEqual(try parse("复工复产"), phrase("复工复产"))
        XCTAssertEqual(try parse("  5G  "), phrase("5G"))
    }

    func testWordsSeparatedBySpacesMustAllMatch() throws {
        XCTAssertEqual(try parse("复工 调研"), .and([phrase("复工"), phrase("调研")]))
    }

    func testQuotedPhraseKeepsItsSpaces() throws {
        XCTAssertEqual(try parse("\"复工 复产\" 调研"), .and([phrase("复工 复产"), phrase("调研")]))
        XCTAssertEqual(try parse("“复工复产”"), phrase("复工复产"))
    }

    /// A quote copied from a page and put in straight quotes keeps its own curly ones: they
    /// ended the phrase, and the rest became another word (`"坚定“四个自信"` found every article
    /// with 坚定 and 四个自信 anywhere).
    func testCurlyQuotesInsideStraightQuotesArePartOfThePhrase() throws {
        XCTAssertEqual(try parse("\"坚定“四个自信”\" 学习"), .and([phrase("坚定“四个自信”"), phrase("学习")]))
        XCTAssertEqual(try parse("＂战“疫＂"), phrase("战“疫"))
        XCTAssertEqual(try parse("“复工复产\" 调研"), .and([phrase("复工复产"), phrase("调研")]), "curly quotes close at any quote")
    }

    func testOrBindsTighterThanSpaces() throws {
        XCTAssertEqual(try parse("a OR b c"), .and([.or([phrase("a"), phrase("b")]), phrase("c")]))
        XCTAssertEqual(try parse("a OR b OR c"), .or([phrase("a"), phrase("b"), phrase("c")]))
        XCTAssertEqual(try parse("a or b"), .and([phrase("a"), phrase("or"), phrase("b")]), "lower-case or is a word")
    }

    func testMinusExcludes() throws {
        XCTAssertEqual(try parse("复工 -复产"), .and([phrase("复工"), .not(phrase("复产"))]))
        XCTAssertEqual(try parse("-复产 复工"), .and([phrase("复工"), .not(phrase("复产"))]))
        XCTAssertEqual(try parse("复工 -\"复 产\""), .and([phrase("复工"), .not(phrase("复 产"))]))
    }

    func testFieldPrefixesRestrictATermOrPhrase() throws {
        XCTAssertEqual(try parse("headline:复工"), phrase("复工", .headline))
        XCTAssertEqual(try parse("byline:王涛 caption:植树 body:调研"),
                       .and([phrase("王涛", .byline), phrase("植树", .caption), phrase("调研", .body)]))
        XCTAssertEqual(try parse("headline:\"复工 复产\""), phrase("复工 复产", .headline))
        XCTAssertEqual(try parse("Headline: 复工"), phrase("复工", .headline), "a space after the colon is fine")
        XCTAssertEqual(try parse("-byline:王涛 复工"), .and([phrase("复工"), .not(phrase("王涛", .byline))]))
    }

    func testChineseFieldAliases() throws {
        XCTAssertEqual(try parse("标题:复工 作者：王涛 图片:植树 正文:调研"),
                       .and([phrase("复工", .headline), phrase("王涛", .byline), phrase("植树", .caption),
                             phrase("调研", .body)]))
    }

    func testUnknownPrefixIsPlainText() throws {
        XCTAssertEqual(try parse("foo:bar"), phrase("foo:bar"))
        XCTAssertEqual(try parse("10:30"), phrase("10:30"))
    }

    func testUnbalancedQuoteRunsToTheEnd() throws {
        XCTAssertEqual(try parse("调研 \"复工 复产"), .and([phrase("调研"), phrase("复工 复产")]))
    }

    func testLoneOrIsRefused() {
        assertRefused("OR", .danglingOr)
        assertRefused("复工 OR", .danglingOr)
        assertRefused("OR 复工", .danglingOr)
        assertRefused("复工 OR OR 复产", .danglingOr)
    }

    func testExcludedTermCannotBeAnAlternative() {
        assertRefused("复工 OR -复产", .excludedAlternative(term: "复产"))
        assertRefused("-复工 OR 复产", .excludedAlternative(term: "复工"))
    }

    func testLoneMinusIsIgnored() throws {
        XCTAssertEqual(try parse("复工 -"), phrase("复工"))
        XCTAssertEqual(try parse("- 复工"), phrase("复工"))
    }

    func testFieldWithNothingAfterItIsRefused() {
        assertRefused("headline:", .missingFieldValue(field: "headline"))
        assertRefused("复工 标题：  ", .missingFieldValue(field: "标题"))
    }

    func testEmptyAndUnsearchableQueriesAreRefused() {
        assertRefused("", .empty)
        assertRefused("   \t\n", .empty)
        assertRefused("，。！？……", .nothingSearchable)
        assertRefused("😀 👍🏽", .nothingSearchable)
        assertRefused("\"\"", .nothingSearchable)
    }

    func testOnlyExclusionsIsRefused() {
        assertRefused("-复工", .onlyExclusions)
        assertRefused("-复工 -复产 ，", .onlyExclusions)
    }

    func testControlCharactersAndEmojiAreSeparators() throws {
        XCTAssertEqual(try parse("复工\u{0000}\u{0007}复产"), .and([phrase("复工"), phrase("复产")]))
        XCTAssertEqual(try parse("复工 😀"), phrase("复工"))
    }

    func testVeryLongQueryIsRefusedWithItsLength() {
        assertRefused(String(repeating: "复", count: 10_000), .tooLong(length: 10_000, limit: QueryParser.maximumLength))
        assertRefused(String(repeating: "a ", count: 5_000), .tooLong(length: 10_000, limit: QueryParser.maximumLength))
        XCTAssertNoThrow(try QueryParser.parse(String(repeating: "复", count: QueryParser.maximumLength), schema: .newspaper))
    }

    func testMessagesSayWhatToDo() {
        XCTAssertThrowsError(try QueryParser.parse("headline:", schema: .newspaper)) { error in
            XCTAssertTrue("\(error)".contains("headline:"), "\(error)")
        }
    }
}
