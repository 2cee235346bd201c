import XCTest
import LLRBParser
@testable import LLRBIndex

/// Article ids are made and read by `ArticleID` alone: the issue, else the date, else `x`; the
/// page text's hash; the ordinal.
final class ArticleIDTests: XCTestCase {
    private let hash: UInt64 = 0x00ab_cdef_0123_4567

    func testAnIdNamesTheIssueElseTheDateElseNeither() {
        XCTAssertEqual(ArticleID(page: Page(date: "2020-03-13", issueNumber: 10906), contentHash: hash, ordinal: 4).description, "10906-00abcd-4")
        XCTAssertEqual(ArticleID(page: Page(date: "2020-03-13"), contentHash: hash, ordinal: 1).description, "20200313-00abcd-1")
        XCTAssertEqual(ArticleID(page: Page(), contentHash: hash, ordinal: 12).description, "x-00abcdef-12")
    }

    func testAnIdReadsBackAsItWasMadeAndKnowsItsText() throws {
        for page in [Page(issueNumber: 10906), Page(date: "2023-02-17"), Page()] {
            let made = ArticleID(page: page, contentHash: hash, ordinal: 7)
            let read = try XCTUnwrap(ArticleID(made.description))
            XCTAssertEqual(read, made)
            XCTAssertEqual(read.ordinal, 7)
            XCTAssertTrue(read.isRead(from: hash))
            XCTAssertFalse(read.isRead(from: hash ^ 0x0010_0000_0000_0000), "another text's article")
            XCTAssertEqual(read.sibling(9).description, made.description.dropLast() + "9")
        }
    }

    func testTextThatIsNoIdIsRefused() {
        for text in ["", "10906", "10906-4", "10906-00abcd-", "10906-00abcd-0", "10906-00abcd--1", "10906-00abcd-x", "10906-00ABCD-1", "-00abcd-1", "y-00abcd-1", "1-2-3-4", "10906-00abcd-+1", "10906-00abcd-01", "010906-00abcd-1", "２０２００３１３-00abcd-1", "复工复产"] {
            XCTAssertNil(ArticleID(text), text)
        }
    }
}
