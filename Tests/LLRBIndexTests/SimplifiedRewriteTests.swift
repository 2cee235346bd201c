import XCTest
@testable import LLRBIndex

/// `ArchiveIndex.simplifiedRewrite` on the seeds, and the table it reads.
final class SimplifiedRewriteTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let shared = Result { try WriterTestSupport.seedIndex() }

    private func index() throws -> ArchiveIndex { try ArchiveIndex.open(at: Self.shared.get()) }

    func testAbsentTraditionalCharactersBecomeSimplified() throws {
        let rewrite = try XCTUnwrap(try index().simplifiedRewrite(of: "\"復工復產\" -發展"))
        XCTAssertEqual(rewrite.query, "\"复工复产\" -发展", "operators and quotes stay")
        XCTAssertEqual(rewrite.replaced, ["復", "產", "發"])
    }

    func testCharactersTheArchivePrintsStayAsTyped() throws {
        let index = try index()
        XCTAssertEqual(try index.absentCharacters(in: "乾著"), [], "the seeds print 乾 and 著, both Traditional forms in the table")
        XCTAssertEqual(try index.simplifiedRewrite(of: "乾 發")?.query, "乾 发")
        XCTAssertNil(try index.simplifiedRewrite(of: "复工复产"), "nothing absent")
        XCTAssertNil(try index.simplifiedRewrite(of: "量子纠缠计算机"), "absent, but not Traditional")
    }

    func testACompatibilityFormIsLookedUpAsTheCharacterItStandsFor() throws {
        // ⾺ (the Kangxi radical, which OCR tools emit) folds to 馬, which the seeds lack.
        XCTAssertEqual(try index().simplifiedRewrite(of: "⾺路")?.query, "马路")
    }

    func testTheTablePairsOneCharacterWithOne() {
        let traditional = Array(TraditionalCharacters.traditional.unicodeScalars)
        let simplified = Array(TraditionalCharacters.simplified.unicodeScalars)
        XCTAssertEqual(traditional.count, simplified.count)
        XCTAssertEqual(traditional.map(\.value), traditional.map(\.value).sorted(), "ascending, as the generator writes it")
        XCTAssertEqual(Set(traditional).count, traditional.count)
        XCTAssertEqual(ArchiveIndex.simplified("發"), "发")
        XCTAssertEqual(ArchiveIndex.simplified(String(traditional[traditional.count - 1])), String(simplified[simplified.count - 1]))
    }
}
