import Foundation
import XCTest

/// The index is found without flags: `LLRB_INDEX`, else `$XDG_DATA_HOME/llrb`.
final class IndexLocationTests: XCTestCase {
    func testIndexFoundThroughLLRBIndexAndXDGDataHome() throws {
        let runner = try LLRBRunner()
        let fromVariable = runner.home.appendingPathComponent("from-variable").path
        let ingest = try runner.run(["ingest", LLRBRunner.seeds.path], useIndex: false, environment: ["LLRB_INDEX": fromVariable])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        XCTAssertEqual(try runner.run(["search", "复工复产"], useIndex: false, environment: ["LLRB_INDEX": fromVariable]).status, 0)
        XCTAssertEqual(try runner.run(["search", "复工复产"], useIndex: false).status, 2, "the default index is still empty")

        let dataHome = runner.home.appendingPathComponent("data")
        XCTAssertEqual(try runner.run(["ingest", LLRBRunner.seeds.path], useIndex: false).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("llrb").path))
        XCTAssertEqual(try runner.run(["search", "复工复产"], useIndex: false).status, 0)
    }
}
