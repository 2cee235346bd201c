import Foundation
import XCTest

/// The index knows its journal (issue 74): a corrected page copied elsewhere is not indexed
/// twice; a journal missing, moved away, replaced or cut short is said by ingest, show, check
/// and correct, and nothing corrected is dropped until the user says so.
final class JournalFollowingTests: XCTestCase {
    private let story = "9895-64ed71-2"
    private let headless = "9895-64ed71-3"

    /// Seed 000 in `a/` of a new runner's home, ingested, with one text and one headline correction.
    private func correctedCopyOfSeed000() throws -> (runner: LLRBRunner, pages: URL) {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try LLRBRunner.seed("000"), to: pages.appendingPathComponent("000.txt"))
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        return (runner, pages)
    }

    private func headline(_ runner: LLRBRunner, index: URL? = nil) throws -> String? {
        let arguments = ["show", headless, "--json"] + (index.map { ["--index", $0.path] } ?? [])
        return try runner.run(arguments, useIndex: index == nil).jsonObject()["headline"] as? String
    }

    func testACorrectedPageCopiedElsewhereIsIndexedOnceWithItsCorrections() throws {
        let (runner, pages) = try correctedCopyOfSeed000()
        let copies = runner.home.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: pages.appendingPathComponent("000.txt"), to: copies.appendingPathComponent("000.txt"))
        let ingest = try runner.run(["ingest", copies.path])
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        XCTAssertTrue(ingest.stderr.contains("not indexed twice"), ingest.stderr)
        XCTAssertEqual(try runner.run(["search", "对进入车辆", "--count"]).stdout, "1\n", "once, corrected")
        let issue = try runner.run(["show", "--issue", "9895", "--json"]).jsonObject()
        let ids = try XCTUnwrap(issue["articles"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, Set(ids).count, "no article listed twice: \(ids)")
        XCTAssertEqual(try headline(runner), "政银企签约")
        XCTAssertEqual(try runner.run(["check"]).status, 0)
    }

    /// `mv idx new/idx`: the journal stays at idx.corrections. Ingest says so and keeps the
    /// corrections; show and check say so; naming the journal follows it again.
    func testAMovedIndexSaysWhereItsJournalIsAndKeepsItsCorrections() throws {
        let (runner, pages) = try correctedCopyOfSeed000()
        let moved = runner.home.appendingPathComponent("new/index")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: runner.indexDirectory, to: moved)
        let journal = runner.home.appendingPathComponent("index.corrections").path

        let ingest = try runner.run(["--index", moved.path, "ingest", pages.path], useIndex: false)
        XCTAssertEqual(ingest.status, 0, ingest.stderr)
        XCTAssertTrue(ingest.stderr.contains("is not at \(moved.path).corrections; it was last read at \(journal), where it still is"), ingest.stderr)
        XCTAssertTrue(ingest.stderr.contains("every corrected page was kept as indexed"), ingest.stderr)
        XCTAssertEqual(try headline(runner, index: moved), "政银企签约", "kept")
        let shown = try runner.run(["--index", moved.path, "show", headless], useIndex: false)
        XCTAssertTrue(shown.stderr.contains("the page of \(headless) holds readers' corrections that no journal found lists"), shown.stderr)
        let check = try runner.run(["--index", moved.path, "check"], useIndex: false)
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("is not at \(moved.path).corrections"), check.stdout)
        let correct = try runner.run(["--index", moved.path, "correct", headless, "--headline", "别的标题"], useIndex: false)
        XCTAssertEqual(correct.status, 2, "not written where the index would not read it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: moved.path + ".corrections"))

        let follow = try runner.run(["--index", moved.path, "--corrections", journal, "ingest", pages.path], useIndex: false)
        XCTAssertEqual(follow.status, 0, follow.stderr)
        XCTAssertEqual(try runner.run(["--index", moved.path, "--corrections", journal, "check"], useIndex: false).status, 0)
        XCTAssertEqual(try headline(runner, index: moved), "政银企签约")
    }

    /// A deleted journal: the next ingest keeps every correction and says so; only
    /// --forget-corrections takes them out, saying how many pages.
    func testADeletedJournalIsSaidAndOnlyForgettingTakesItsCorrectionsOut() throws {
        let (runner, pages) = try correctedCopyOfSeed000()
        try FileManager.default.removeItem(at: runner.home.appendingPathComponent("index.corrections"))
        let ingest = try runner.run(["ingest", pages.path])
        XCTAssertTrue(ingest.stderr.contains("every corrected page was kept as indexed"), ingest.stderr)
        XCTAssertEqual(try headline(runner), "政银企签约")
        // Renamed meanwhile, it stays indexed, corrected, from where it was (a prune keeps it too).
        try FileManager.default.moveItem(at: pages.appendingPathComponent("000.txt"), to: pages.appendingPathComponent("000-renamed.txt"))
        let renamed = try runner.run(["ingest", "--prune", pages.path])
        XCTAssertTrue(renamed.stderr.contains("000-renamed.txt is the page indexed from \(pages.path)/000.txt with readers' corrections"), renamed.stderr)
        XCTAssertEqual(try headline(runner), "政银企签约")
        XCTAssertEqual(try runner.run(["search", "对进入车辆", "--count"]).stdout, "1\n")
        XCTAssertEqual(try runner.run(["check"]).status, 2)
        let server = try ServedIndex(runner)
        let page = try server.get("/article/\(headless)")
        XCTAssertTrue(page.text.contains("本文所在的版面有读者的更正，但索引所依据的更正日志不在原处"), "the web reader says so too")
        _ = server.stop()

        let forget = try runner.run(["ingest", "--forget-corrections", pages.path])
        XCTAssertEqual(forget.status, 0, forget.stderr)
        XCTAssertTrue(forget.stderr.contains("took the readers' corrections out of 1 page"), forget.stderr)
        XCTAssertEqual(try headline(runner) ?? "", "", "the headline correction is gone")
        XCTAssertEqual(try runner.run(["search", "对进入车辆", "--count"]).stdout, "0\n")
        XCTAssertEqual(try runner.run(["check"]).status, 0)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0, "a new journal is followed")
        XCTAssertEqual(try headline(runner), "政银企签约")
    }

    func testAJournalCutShortOrReplacedIsSaid() throws {
        let (runner, _) = try correctedCopyOfSeed000()
        let journal = runner.home.appendingPathComponent("index.corrections")
        let whole = try Data(contentsOf: journal)
        let lines = whole.split(separator: 0x0A, omittingEmptySubsequences: false)
        try Data(lines[0] + [0x0A] + lines[1] + [0x0A]).write(to: journal)
        let cut = try runner.run(["check"])
        XCTAssertEqual(cut.status, 2)
        XCTAssertTrue(cut.stdout.contains("ends with correction 1, where the index last read correction 2 in it"), cut.stdout)
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "车辆", "車辆"]).status, 2, "not written to a journal cut short")
        let follow = try runner.run(["ingest", "--forget-corrections", runner.home.appendingPathComponent("a").path])
        XCTAssertTrue(follow.stderr.contains("read 1 corrected page again with the corrections of the journal now followed"), follow.stderr)
        // A hand edit that keeps every correction (a line break dropped, a blank line added) is no loss.
        try whole.dropLast().write(to: journal)
        XCTAssertEqual(try runner.run(["check"]).status, 0)
        try (whole + Data("\n \n".utf8)).write(to: journal)
        XCTAssertEqual(try runner.run(["check"]).status, 0)

        let other = try LLRBRunner.withSeeds()
        XCTAssertEqual(try other.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        try FileManager.default.removeItem(at: journal)
        try FileManager.default.copyItem(at: other.home.appendingPathComponent("index.corrections"), to: journal)
        let replaced = try runner.run(["check"])
        XCTAssertEqual(replaced.status, 2)
        XCTAssertTrue(replaced.stdout.contains("not the corrections journal this index follows"), replaced.stdout)
    }

    /// An index written before format 5 is refused by every command, with how to rebuild it.
    func testAnIndexOfTheFormatBeforeIsRefusedWithHowToRebuildIt() throws {
        let runner = try LLRBRunner.withSeeds()
        let manifest = runner.indexDirectory.appendingPathComponent("MANIFEST")
        var bytes = try Data(contentsOf: manifest)
        bytes[8] = 4
        try bytes.write(to: manifest)
        for arguments in [["search", "复工复产"], ["ingest", LLRBRunner.seeds.path]] {
            let refused = try runner.run(arguments)
            XCTAssertEqual(refused.status, 2)
            XCTAssertTrue(refused.stderr.hasPrefix("llrb: the index at \(runner.indexDirectory.path) was built by an older llrb (manifest format 4"),
                          refused.stderr)
            XCTAssertTrue(refused.stderr.contains("rm -rf \(runner.indexDirectory.path) && llrb ingest"), refused.stderr)
        }
    }
}
