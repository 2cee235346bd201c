import Foundation
import XCTest

/// A story that jumps from the front page (下转4版) to page 4 (上接1版): `show` links both parts.
final class ContinuationTests: XCTestCase {
    static let frontPage = """
        中共吕梁市委机关报

        2020年3月13日

        星期五

        农历庚子年二月二十

        第 9895 期 今日8版

        ## 我市项目建设跑出加速度

        本报讯(记者 张三)3月12日,我市重点项目建设全面提速,一批煤炭转型项目开工。(下转4版)

        ## 全市春季植树造林全面展开

        本报讯(记者 李四)连日来,各县市区组织干部群众义务植树,绿化荒山。(下转4版)

        """

    static let fourthPage = """
        ## 项目建设跑出加速度

        (上接1版)各县市区紧盯目标任务,倒排工期,确保项目早投产早见效。

        ## 春季植树造林全面展开

        (上接1版)植树现场干劲十足,一派热火朝天的景象。

        2020年3月13日 星期五 政教专刊部主办 组版:王五 责编:赵六 校对:钱七

        """

    /// A runner whose index holds the front page and page 4 of one issue, a story jumping from
    /// the one to the other.
    static func runnerWithJumpedStory() throws -> LLRBRunner {
        let runner = try LLRBRunner()
        try runner.write(Array(frontPage.utf8), to: "pages/1.txt")
        try runner.write(Array(fourthPage.utf8), to: "pages/4.txt")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        return runner
    }

    func testBothPartsOfAJumpedStoryPointAtEachOther() throws {
        let runner = try Self.runnerWithJumpedStory()

        let front = try XCTUnwrap(runner.searchHits("headline:我市项目建设").hits.first?["id"] as? String)
        let continued = try XCTUnwrap(runner.searchHits("倒排工期").hits.first?["id"] as? String)
        XCTAssertNotEqual(front, continued)

        let frontJSON = try runner.run(["show", front, "--json"]).jsonObject()
        XCTAssertEqual(frontJSON["continuedToId"] as? String, continued)
        let continuedJSON = try runner.run(["show", continued, "--json"]).jsonObject()
        XCTAssertEqual(continuedJSON["continuedFromId"] as? String, front)

        let text = try runner.run(["show", front])
        XCTAssertTrue(text.stdout.contains("下转4版 → \(continued)"), text.stdout)
    }
}
