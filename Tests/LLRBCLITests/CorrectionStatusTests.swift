import Foundation
import XCTest

/// What `llrb corrections` says of each correction names only articles the index has now: a
/// story split off and then joined back is named by the story that took it in, and a join whose
/// split was undone joins nothing, so it does not hold.
final class CorrectionStatusTests: XCTestCase {
    /// Seed 000's third story, headless; a split of it at line 103 (correction 1) makes
    /// `9895-64ed71-9`, the page's 8 stories' last ordinal plus 1.
    private let headless = "9895-64ed71-3"
    private let splitOff = "9895-64ed71-9"

    private func splitAndJoined() throws -> LLRBRunner {
        let runner = try LLRBRunner.withCopyOfSeed("000")
        let split = try runner.run(["correct", headless, "--line", "103", "--starts-story"])
        XCTAssertTrue(split.stdout.hasSuffix("(now \(headless), \(splitOff))\n"), split.stdout + split.stderr)
        let joined = try runner.run(["correct", headless, "--merge", splitOff])
        XCTAssertEqual(joined.status, 0, joined.stderr)
        return runner
    }

    private func statuses(_ runner: LLRBRunner) throws -> [[String: Any]] {
        let result = try runner.run(["corrections", "--json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], result.stderr)
    }

    /// After the join, the split holds in the one story left, which `show` finds as itself; the
    /// joined story's id is named nowhere.
    func testAStoryJoinedAwayIsNamedByTheStoryThatTookItIn() throws {
        let runner = try splitAndJoined()
        let listed = try runner.run(["corrections"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout.split(separator: "\n").filter { $0.hasPrefix("   ") },
                       ["   holds, in \(headless)", "   holds, in \(headless)"], listed.stdout)
        let named = try statuses(runner).flatMap { $0["articles"] as? [String] ?? [] }
        XCTAssertEqual(named, [headless, headless])
        for id in Set(named) {
            let shown = try runner.run(["show", id])
            XCTAssertEqual(shown.status, 0, shown.stderr)
            XCTAssertEqual(shown.stderr, "", "\(id) is an article of the index, not a redirect")
        }
        XCTAssertEqual(try runner.run(["show", splitOff, "--json"]).jsonObject()["id"] as? String, headless, "the joined id leads to its story")
    }

    /// Undoing the split leaves the join nothing to join: it does not hold (exit 2, and `check`
    /// says so) until it is undone too, when every status is an undo again and the list exits 0.
    func testAJoinWhoseSplitIsUndoneDoesNotHoldUntilItIsUndone() throws {
        let runner = try splitAndJoined()
        XCTAssertEqual(try runner.run(["corrections", "--undo", "1"]).status, 0)
        let listed = try runner.run(["corrections"])
        XCTAssertEqual(listed.status, 2, listed.stderr)
        let join = try XCTUnwrap(try statuses(runner).first { $0["number"] as? Int == 2 })
        XCTAssertEqual(join["status"] as? String, "notApplied")
        XCTAssertEqual(join["statusText"] as? String, "does not hold: the two stories are one story now, so nothing is left to join")
        XCTAssertNil(join["articles"])
        XCTAssertFalse(listed.stdout.contains("holds"), listed.stdout)
        XCTAssertFalse(listed.stdout.contains("in \(splitOff)"), listed.stdout)
        XCTAssertEqual(try runner.run(["show", splitOff]).status, 1, "the split-off story is gone with its split")
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("correction 2 (\(headless): joined with \(splitOff)) does not hold"), check.stdout)

        XCTAssertEqual(try runner.run(["corrections", "--undo", "2"]).status, 0)
        XCTAssertEqual(try runner.run(["corrections"]).status, 0)
        XCTAssertEqual(try statuses(runner).map { $0["status"] as? String }, ["undone", "undone", "undo", "undo"])
    }
}
