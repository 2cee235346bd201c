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

    /// `--index` naming a file (a page, by a slip) is said to be a file by every command, the
    /// file untouched, instead of "no index yet" and then an ingest failing on a lock file.
    func testAnIndexPathThatIsAFileIsSaidToBeOne() throws {
        let runner = try LLRBRunner()
        let page = try runner.write(Array(try Data(contentsOf: try LLRBRunner.seed("000"))), to: "page.txt")
        for arguments in [["ingest", LLRBRunner.seeds.path], ["search", "复工复产"], ["show", "--issue", "10906"], ["stats"], ["check"]] {
            let result = try runner.run(arguments + ["--index", page.path], useIndex: false)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "llrb: \(page.path) is a file, not an index folder; point --index or LLRB_INDEX at the folder 'llrb ingest' built (or at a new one)\n")
        }
        XCTAssertEqual(try Data(contentsOf: page), try Data(contentsOf: try LLRBRunner.seed("000")))
        // A file on the way to the index folder: said so, and no advice to remove anything.
        let beneath = try runner.run(["ingest", LLRBRunner.seeds.path, "--index", page.path + "/index"], useIndex: false)
        XCTAssertEqual(beneath.status, 2)
        XCTAssertEqual(beneath.stderr.split(separator: "\n").count, 1, beneath.stderr)
        XCTAssertTrue(beneath.stderr.contains("a file stands where a folder of that path should be"), beneath.stderr)
        XCTAssertFalse(beneath.stderr.contains("rm -rf"), beneath.stderr)
        XCTAssertEqual(try Data(contentsOf: page), try Data(contentsOf: try LLRBRunner.seed("000")))
    }

    /// A relative `--index` is taken from the working folder, its `.` and `..` resolved, and a
    /// missing one is named by its absolute path.
    func testARelativeIndexPathIsResolvedAgainstTheWorkingFolder() throws {
        let runner = try LLRBRunner()
        let ingest = try runner.run(["ingest", "--index", "sub/../relative/", LLRBRunner.seeds.path], useIndex: false, in: runner.home)
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: runner.home.appendingPathComponent("relative/MANIFEST").path))
        let search = try runner.run(["search", "--count", "--index", "./relative", "复工复产"], useIndex: false, in: runner.home)
        XCTAssertEqual(search.stdout, "3\n", search.stderr)
        let missing = try runner.run(["search", "--index", "a/./b/../missing", "复工复产"], useIndex: false, in: runner.home)
        XCTAssertEqual(missing.status, 2)
        let home = runner.home.resolvingSymlinksInPath().path
        XCTAssertTrue(missing.stderr.contains("no index at \(home)/a/missing yet"), missing.stderr)
    }
}
