import XCTest
@testable import LLRBParser

/// The parser's readers and the index's facet take 吕梁's places from one list (`LuliangPlace`);
/// what each takes must be what it read before the list was one.
final class LuliangPlaceTests: XCTestCase {
    func testHeadlinesAndBylinesReadTheCityAndEachDivisionByItsPrintedShortName() {
        XCTAssertEqual(PlaceNames.luliang, ["吕梁", "离石", "孝义", "汾阳", "文水", "交城", "兴县", "临县", "柳林", "石楼", "岚县",
                                            "方山", "中阳", "交口"])
        for name in ["中阳", "中阳县", "孝义市", "离石区", "吕梁市", "兴县"] { XCTAssertTrue(PlaceNames.isLuliangPlace(name), name) }
        for name in ["兴", "兴县市", "太原", "中阳镇"] { XCTAssertFalse(PlaceNames.isLuliangPlace(name), name) }
    }

    func testACountysReportOpensWithItsNameBeforeXunUnlessItEndsAsPlacesDo() {
        for place in ["柳林", "交口", "吕梁", "太原"] {
            XCTAssertNotNil(DatelineReader.read("\(place)讯(贺建新)3月5日，召开会议。"), place)
        }
        XCTAssertNil(DatelineReader.read("城庄讯(贺建新)3月5日，召开会议。"), "a two-ideograph name of no listed place")
    }
}
