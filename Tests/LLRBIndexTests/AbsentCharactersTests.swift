import LLRBEngine
import XCTest
import LLRBIndex

/// `ArchiveIndex.absentCharacters`: the characters of a query that no article of the seeds holds.
final class AbsentCharactersTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testOnlyCharactersNoArticleHoldsAreNamed() throws {
        let index = try ArchiveIndex.open(at: WriterTestSupport.seedIndex())
        XCTAssertEqual(try index.absentCharacters(in: "复工复产"), [])
        XCTAssertEqual(try index.absentCharacters(in: "復工復產 復"), ["復", "產"], "once each, in order")
        XCTAssertEqual(try index.absentCharacters(in: "headline:發展 OR 5G"), ["發"], "words and operators are not characters")
        XCTAssertEqual(try index.absentCharacters(in: "ｈｅｌｌｏ"), [])
    }
}
