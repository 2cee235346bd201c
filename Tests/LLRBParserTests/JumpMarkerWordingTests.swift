import LLRBParser
import XCTest

/// Jump markers as Chinese papers print them besides `（下转2版）` and `（上接1版）`: the page in
/// Chinese numerals (`（下转第四版）`, `（上接第一版）`), a lone 转 or 接 inside brackets
/// (`（转2版）`, `（接1版）`), `（紧接1版）`. Unread, the story lost its link to the other page
/// and kept the marker in its text; a page opening with such a marker over text and a photo
/// (`图为…` / `记者 邵蓉 摄`) was read as one long caption, the carried story lost in it.
final class JumpMarkerWordingTests: XCTestCase {
    private func story(endingWith marker: String) -> Article? {
        PageParser.parse(text: "## 市委召开常委会议\n\n本报讯 会议强调，要抓好各项工作落实。\(marker)\n").articles.first
    }

    private func story(openingWith marker: String) -> Article? {
        PageParser.parse(text: "\(marker)\n\n会议强调，要抓好各项工作落实。\n").articles.first
    }

    func testEveryWordingOfAJumpToAnotherPageIsRead() {
        let wordings = ["（下转2版）": 2, "(转2版)": 2, "（转第3版）": 3, "（下转第四版）": 4, "（下转第十二版）": 12, "【下转第２版】": 2]
        assertRead(wordings, story: story(endingWith:), page: \.continuedTo)
    }

    func testEveryWordingOfAJumpFromAnotherPageIsRead() {
        let wordings = ["（上接1版）": 1, "（上接第一版）": 1, "（紧接1版）": 1, "（接1版）": 1, "(接第3版)": 3, "（上接第二十一版）": 21]
        assertRead(wordings, story: story(openingWith:), page: \.continuedFrom)
    }

    /// Each marker gives its page, and the story's text keeps none of it.
    private func assertRead(_ wordings: [String: Int], story: (String) -> Article?, page: KeyPath<Article, Continuation?>,
                            file: StaticString = #filePath, line: UInt = #line) {
        for (marker, number) in wordings {
            let article = story(marker)
            XCTAssertEqual(article?[keyPath: page]?.page, number, marker, file: file, line: line)
            XCTAssertEqual(article?.bodyText, "会议强调，要抓好各项工作落实。", marker, file: file, line: line)
        }
    }

    /// 转 and 接 alone are words of running text too: only a bracket right before them makes
    /// a marker, and a numeral that is not one (`十十`) makes none.
    func testWordsOfRunningTextAreNoMarkers() {
        for text in ["要接2版面的稿件。", "文件转2版面刊发。", "（下转第十十版）", "紧接上一版的设计。"] {
            let article = story(endingWith: text)
            XCTAssertNil(article?.continuedTo, text)
            XCTAssertNil(article?.continuedFrom, text)
        }
    }

    /// A marker whose closing bracket the OCR lost ends the line (`(转2版`), and a lone 转 is cut
    /// out only where it was read as a marker, in brackets, not from running text beside it.
    func testALoneTurnIsCutOnlyInsideBrackets() {
        let cut = story(endingWith: "(转2版")
        XCTAssertEqual(cut?.continuedTo?.page, 2)
        XCTAssertEqual(cut?.bodyText, "会议强调，要抓好各项工作落实。")
        let both = story(endingWith: "文件转2版面刊发。（转2版）")
        XCTAssertEqual(both?.continuedTo?.page, 2)
        XCTAssertEqual(both?.bodyText, "会议强调，要抓好各项工作落实。文件转2版面刊发。")
    }

    func testACarriedStoryOverAPhotoIsAStoryWithItsCaption() throws {
        try assertCarriedStory(over: """
            （紧接1版）

            3月12日，市长张广勇与中国能源建设集团有限公司座谈。下一步，方山县将坚持问题导向，聚焦群众急难愁盼，持续抓好各项工作落实。

            二是调研了解地方党委和政府认真学习贯彻党的二十大精神，带头真抓实干、大胆探索。

            图为工作人员正在检查设备。

            记者 邵蓉 摄

            （蔡秀艳 钟辉 廖芳）
            """, lines: SourceLines(first: 1, last: 11), caption: SourceLines(first: 7, last: 9))
    }

    /// The marker opening the text's first line (`（上接1版）"这一想啊，…`), as the OCR of a
    /// page top runs it into the paragraph: still the rest of a story, never photo news, even
    /// when it is as short as photo news is.
    func testAStoryCarriedOverInItsFirstLineOverAPhotoIsAStory() throws {
        try assertCarriedStory(over: """
            （上接1版）目前，各项工作正在有序推进中。

            图为吕梁建龙铝镁新材料生产线。

            记者 范丽伟 摄
            """, lines: SourceLines(first: 1, last: 5), caption: SourceLines(first: 3, last: 5))
    }

    /// `top` opens the page, a story under its headline follows: `top` is a story carried over
    /// from page 1 over `lines`, with its photo's caption over `caption`.
    private func assertCarriedStory(over top: String, lines: SourceLines, caption: SourceLines,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let parsed = PageParser.parse(text: top + "\n\n## 全市文明城市创建工作推进会召开\n\n本报讯 10月6日，全市文明城市创建工作推进会召开。")
        let carried = try XCTUnwrap(parsed.articles.first, file: file, line: line)
        XCTAssertEqual(carried.continuedFrom?.page, 1, file: file, line: line)
        XCTAssertEqual(carried.lines, lines, file: file, line: line)
        XCTAssertEqual(carried.captions.map(\.lines), [caption], file: file, line: line)
        XCTAssertEqual(parsed.articles.dropFirst().map(\.headline), ["全市文明城市创建工作推进会召开"], file: file, line: line)
    }
}
