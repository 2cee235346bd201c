import XCTest
import LLRBIndex
@testable import LLRBViews

/// `PlaceMentions`: a county named by its full name or an unambiguous short form, never inside
/// another word, weighed by where the article names it.
final class PlaceMentionsTests: XCTestCase {
    private let mentions = PlaceMentions()

    private func place(_ name: String) throws -> Place {
        try XCTUnwrap(Place.named(name))
    }

    private func fields(headline: String = "", byline: String = "", body: String = "", caption: String = "") -> ArticleTexts {
        ArticleTexts([.headline: headline, .byline: byline, .body: body, .caption: caption])
    }

    func testShortFormsNameTheirPlaceAndAmbiguousOnesDoNot() throws {
        XCTAssertEqual(Place.all.count, 13)
        XCTAssertEqual(Place.named("孝义")?.name, "孝义市")
        XCTAssertEqual(Place.named("孝 义 市")?.name, "孝义市")
        for ambiguous in ["兴", "临", "交口", "岚"] { XCTAssertNil(Place.named(ambiguous), ambiguous) }
        XCTAssertTrue(mentions.names(try place("孝义市"), in: "近年来，孝 义坚持创新"), "across an OCR space")
        XCTAssertFalse(mentions.names(try place("交口县"), in: "群众交口称赞"))
    }

    func testTheFacetTakesEachDivisionByItsFullNameAndItsUnambiguousShortName() {
        XCTAssertEqual(Place.all.map(\.forms), [
            ["离石区", "离石"], ["孝义市", "孝义"], ["汾阳市", "汾阳"], ["文水县", "文水"], ["交城县", "交城"], ["兴县"], ["临县"],
            ["柳林县", "柳林"], ["石楼县", "石楼"], ["岚县"], ["方山县", "方山"], ["中阳县", "中阳"], ["交口县"],
        ])
    }

    func testXingxianAndLinxianInsideOtherWordsAreNotThePlaces() throws {
        XCTAssertFalse(mentions.names(try place("兴县"), in: "推动乡村振兴县域经济发展"))
        XCTAssertFalse(mentions.names(try place("兴县"), in: "县域经济：兴县域之利"))
        XCTAssertTrue(mentions.names(try place("兴县"), in: "振兴乡村。兴县小杂粮"))
        XCTAssertFalse(mentions.names(try place("临县"), in: "领导莅临县里调研"))
        XCTAssertTrue(mentions.names(try place("临县"), in: "临县青塘粽"))
    }

    func testHeadlineWeighsThreeLeadTwoElsewhereOne() throws {
        let xiaoyi = try place("孝义市")
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(headline: "孝义市：坚持创新为上")), 3)
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(byline: "本报孝义讯", body: "正文")), 2)
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(body: "近年来，孝义坚持创新")), 2)
        let late = String(repeating: "发展", count: 60) + "孝义"
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(body: late)), 1, "after the first 100 characters")
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(caption: "图为孝义市街景")), 1)
        XCTAssertEqual(mentions.weight(of: xiaoyi, in: fields(body: "汾阳市")), 0)
    }
}
