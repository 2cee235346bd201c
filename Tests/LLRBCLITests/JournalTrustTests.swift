import Foundation
import XCTest

/// A correction is never reported made and then lost (issue 74): a correction as long as the
/// command line can carry is recorded and found, and the journal writer appends only to a
/// journal, never to a page or to whatever a link names, giving a journal made before headers
/// its header under the lock.
final class JournalTrustTests: XCTestCase {
    private let story = "9895-64ed71-2"
    private let headless = "9895-64ed71-3"

    private func journal(_ runner: LLRBRunner) -> URL {
        runner.home.appendingPathComponent("index.corrections")
    }

    /// 40,000 characters (120,000 bytes of UTF-8, near the most one argument may carry on
    /// Linux) and a note as long: recorded, searchable, and read back whole by `check`.
    func testTheLongestCorrectionTheCommandLineCarriesIsRecordedAndFound() throws {
        let runner = try LLRBRunner.withSeeds()
        let long = String(repeating: "柳", count: 39_990) + "甲乙丙丁戊"
        let made = try runner.run(["correct", story, "--replace", "进人", long, "--note", String(repeating: "注", count: 40_000)])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try runner.run(["search", "柳甲乙丙丁戊", "--count"]).stdout, "1\n", "the corrected text is found")
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(try runner.run(["corrections", "--json"]).status, 0)
    }

    func testTheJournalWriterRefusesAPageFileAndLeavesItAsItWas() throws {
        let runner = try LLRBRunner.withSeeds()
        let page = try LLRBRunner.seed("004")
        let copy = runner.home.appendingPathComponent("004.txt")
        try FileManager.default.copyItem(at: page, to: copy)
        let before = try Data(contentsOf: copy)
        let made = try runner.run(["correct", story, "--replace", "进人", "进入", "--corrections", copy.path])
        XCTAssertEqual(made.status, 2)
        XCTAssertEqual(made.stderr.filter { $0 == "\n" }.count, 1, made.stderr)
        XCTAssertTrue(made.stderr.hasPrefix("llrb: \(copy.path) is not a corrections journal"), made.stderr)
        XCTAssertEqual(try Data(contentsOf: copy), before, "the page is unchanged")
        let listed = try runner.run(["corrections", "--corrections", copy.path])
        XCTAssertEqual(listed.status, 2)
        XCTAssertEqual(listed.stderr.filter { $0 == "\n" }.count, 1, "one line, not a warning a line: \(listed.stderr)")
    }

    func testAJournalThatIsALinkToAPageIsRefusedAndALinkToAJournalFollowed() throws {
        let runner = try LLRBRunner.withSeeds()
        let page = runner.home.appendingPathComponent("004.txt")
        try FileManager.default.copyItem(at: try LLRBRunner.seed("004"), to: page)
        let before = try Data(contentsOf: page)
        try FileManager.default.createSymbolicLink(at: journal(runner), withDestinationURL: page)
        let refused = try runner.run(["correct", story, "--replace", "进人", "进入"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("\(page.path) is not a corrections journal"), refused.stderr)
        XCTAssertEqual(try Data(contentsOf: page), before)

        let kept = runner.home.appendingPathComponent("kept.corrections")
        try FileManager.default.removeItem(at: journal(runner))
        try FileManager.default.createSymbolicLink(at: journal(runner), withDestinationURL: kept)
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: journal(runner).path), kept.path, "the link stays a link")
        let lines = try String(contentsOf: kept, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 3, "a header and two corrections, in the file the link names")
        XCTAssertTrue(lines[0].contains(#""format":"LLRB corrections""#), String(lines[0]))
    }

    /// A journal written by the start commit's binary (no header) is a journal: the next
    /// correction gives it a header, keeps its lines byte for byte after it, and numbers on.
    func testAJournalMadeBeforeHeadersIsGivenOneAndKeepsEveryCorrection() throws {
        let runner = try LLRBRunner.withSeeds()
        let legacy = Data(JournalBeforeHeaders.text.utf8)
        try legacy.write(to: journal(runner))
        let listed = try runner.run(["corrections", "--json"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let made = try runner.run(["correct", headless, "--headline", "政银企签约项目"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(made.stdout.hasPrefix("correction 3:"), made.stdout)
        let now = try Data(contentsOf: journal(runner))
        let header = try XCTUnwrap(now.firstIndex(of: 0x0A))
        XCTAssertTrue(String(decoding: now[..<header], as: UTF8.self).contains(#""format":"LLRB corrections""#))
        XCTAssertEqual(now[(header + 1)...].prefix(legacy.count), legacy, "every line kept as it was")
        XCTAssertEqual(try runner.run(["check"]).status, 0)
        XCTAssertTrue(try runner.searchHits("对进入车辆").hits.contains { $0["id"] as? String == story },
                      "the old corrections hold (found by the page's text)")
    }
}

/// An article corrected many times: `show` and its web page list the latest corrections and
/// count the rest; `llrb corrections ID` lists every one.
final class ManyCorrectionsTests: XCTestCase {
    func testAPageOfAnArticleListsTheLatestCorrectionsAndCorrectionsIDListsAll() throws {
        let runner = try LLRBRunner.withSeeds()
        let id = "9895-64ed71-3"
        for number in 1...24 {
            XCTAssertEqual(try runner.run(["correct", id, "--headline", "标题\(number)"]).status, 0)
        }
        let shown = try runner.run(["show", id]).stdout
        XCTAssertTrue(shown.contains("… 4 earlier corrections, listed by 'llrb corrections \(id)'"), shown)
        XCTAssertTrue(shown.contains("24. headline: 标题23 → 标题24"), shown)
        XCTAssertFalse(shown.contains("4. headline: 标题3 → 标题4 "), "the earliest are counted, not listed")
        XCTAssertEqual(try XCTUnwrap(try runner.run(["show", id, "--json"]).jsonObject()["corrections"] as? [Any]).count, 24,
                       "--json has them all")
        let listed = try runner.run(["corrections", id])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }.count, 24)
        XCTAssertEqual(try runner.run(["corrections", "9895-64ed71-1"]).status, 1, "none of another article")
        let server = try ServedIndex(runner)
        let page = try server.get("/article/\(id)").text
        XCTAssertTrue(page.contains("另有较早的更正 4 条，这里只列出最近的 20 条"), page)
        _ = server.stop()
    }

    /// `show` finds the latest corrections through the index's map of the journal; a map
    /// damaged or gone is passed over and the page read again, and the listing is the same.
    func testAnArticlesCorrectionsReadTheSameWithItsMapDamagedOrGone() throws {
        let runner = try LLRBRunner.withSeeds()
        let id = "9895-64ed71-3"
        for number in 1...22 {
            XCTAssertEqual(try runner.run(["correct", id, "--headline", "标题\(number)"]).status, 0)
        }
        let map = runner.indexDirectory.appendingPathComponent("JOURNAL-MAP")
        XCTAssertTrue(FileManager.default.fileExists(atPath: map.path), "each correction's ingest keeps the map")
        let shown = try runner.run(["show", id]).stdout
        XCTAssertTrue(shown.contains("… 2 earlier corrections") && shown.contains("22. headline: 标题21 → 标题22"), shown)
        var bytes = try Data(contentsOf: map)
        bytes[bytes.count - 5] ^= 0xFF
        try bytes.write(to: map)
        XCTAssertEqual(try runner.run(["show", id]).stdout, shown, "a damaged map")
        try FileManager.default.removeItem(at: map)
        XCTAssertEqual(try runner.run(["show", id]).stdout, shown, "no map")
        XCTAssertEqual(try runner.run(["correct", id, "--headline", "标题23"]).status, 0)
        XCTAssertTrue(try runner.run(["show", id]).stdout.contains("23. headline: 标题22 → 标题23"))
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }
}
