import Foundation
import Glibc
import XCTest

/// `llrb correct` and `llrb corrections` through the binary (issue 66's checks): a corrected
/// misprint found by the right word with the original still found, headlines and story splits
/// and joins shown, corrections surviving a prune, a changed page and a fresh index, undo, and a
/// journal that survives damage and SIGKILL.
final class CorrectCommandTests: XCTestCase {
    /// Seed 000's second story prints `进 人` for 进入 (line 73); its third has no headline.
    private let story = "9895-64ed71-2"
    private let headless = "9895-64ed71-3"

    private func journal(_ runner: LLRBRunner) -> URL {
        runner.home.appendingPathComponent("index.corrections")
    }

    private func ids(_ runner: LLRBRunner, _ query: String) throws -> [String] {
        try runner.searchHits(query).hits.compactMap { $0["id"] as? String }
    }

    /// Seed 000 copied into a folder of a new runner's home and ingested from there, so that a
    /// test may edit, move or remove it.
    private func indexedCopyOfSeed000() throws -> (runner: LLRBRunner, pages: URL, page: URL) {
        let runner = try LLRBRunner()
        let pages = runner.home.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let page = pages.appendingPathComponent("000.txt")
        try FileManager.default.copyItem(at: try LLRBRunner.seed("000"), to: page)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        return (runner, pages, page)
    }

    private func corrections(_ runner: LLRBRunner) throws -> [[String: Any]] {
        let result = try runner.run(["corrections", "--json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], result.stderr)
    }

    func testACorrectedMisprintIsFoundByTheRightWordAndTheOriginalStillFound() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertFalse(try ids(runner, "对进入车辆").contains(story))
        let made = try runner.run(["correct", story, "--replace", "进人", "进入", "--by", "李明", "--note", "OCR misread 入"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stdout, "correction 1: \(story) 进人 → 进入\n")
        XCTAssertTrue(try ids(runner, "对进入车辆").contains(story), "the right word finds it at once")
        XCTAssertTrue(try ids(runner, "对进人车辆").contains(story), "what OCR printed is still found")
        XCTAssertEqual(try ids(runner, "original:进人"), [story])
        XCTAssertEqual(try ids(runner, "original:进入"), [], "the original field holds only what OCR printed")
        let shown = try runner.run(["show", story])
        let (text, notes) = try XCTUnwrap(shown.stdout.components(separatedBy: "corrected by readers").splat)
        XCTAssertTrue(text.contains("对进入车辆"), shown.stdout)
        XCTAssertFalse(text.contains("进 人") || text.contains("进人"), "show prints the corrected text")
        XCTAssertTrue(notes.contains("1. 进人 → 进入 (李明, "), "and says it was corrected: \(shown.stdout)")
        let json = try runner.run(["show", story, "--json"]).jsonObject()
        let listedIn = try XCTUnwrap(json["corrections"] as? [[String: Any]])
        XCTAssertEqual(listedIn.first?["by"] as? String, "李明")
        XCTAssertEqual(listedIn.first?["note"] as? String, "OCR misread 入")
        let kwic = try runner.run(["kwic", "进入车辆"])
        XCTAssertTrue(kwic.stdout.contains("进入车辆"), "kwic reads the corrected text: \(kwic.stdout)")
        let exported = try runner.run(["export", "--format", "jsonl"]).stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let line = try XCTUnwrap(exported.first { $0["id"] as? String == story })
        XCTAssertEqual((line["corrections"] as? [[String: Any]])?.first?["change"] as? String, "进人 → 进入", "the export marks it")
        XCTAssertEqual(exported.filter { ($0["corrections"] as? [Any])?.isEmpty == false }.count, 1)
        let listed = try corrections(runner)
        XCTAssertEqual(listed.first?["number"] as? Int, 1)
        XCTAssertEqual(listed.first?["status"] as? String, "applied")
        XCTAssertEqual(listed.first?["articles"] as? [String], [story])
    }

    func testKwicListsWhatOCRPrintedOnlyWhereTheCorrectionTookItAway() throws {
        let runner = try LLRBRunner.withSeeds()
        let before = try runner.run(["kwic", "车辆", "--all"]).stdout
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        let original = try runner.run(["kwic", "进人"])
        XCTAssertEqual(original.status, 0, original.stderr)
        let lines = original.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(story) && $0.hasSuffix("(before correction)") }.count, 1, original.stdout)
        XCTAssertTrue(original.stdout.contains("2 occurrences in 2 articles"), "its own and 促进人文 elsewhere: \(original.stdout)")
        let around = try runner.run(["kwic", "车辆", "--all"]).stdout
        XCTAssertEqual(around.split(separator: "\n").last, before.split(separator: "\n").last,
                       "a word of the original's unchanged context is listed once, from the corrected text: \(around)")
        XCTAssertFalse(around.contains("(before correction)"), around)
        // A second correction four characters on: each keeps the other's printing about it.
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "逐辆核查", "逐一核查"]).status, 0)
        XCTAssertTrue(try runner.run(["kwic", "逐辆"]).stdout.contains("1 occurrence in 1 article"), "one printing, listed once")
        XCTAssertTrue(try runner.run(["kwic", "逐辆", "--width", "1"]).stdout.contains("1 occurrence in 1 article"), "whatever context is shown")
        XCTAssertEqual(try runner.run(["kwic", "车辆", "--all"]).stdout.split(separator: "\n").last, before.split(separator: "\n").last)

        // A span that opens its paragraph, whose first words the article prints elsewhere too.
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "疫情防控不放松", "疫病防控不放松"]).status, 0)
        let opening = try runner.run(["kwic", "疫情防控不放松"]).stdout
        XCTAssertTrue(opening.contains("【疫情防控不放松】") && opening.contains("(before correction)"), opening)
        // A whole line given back with OCR's spaces: only what it changed is the original's.
        let seed = try String(contentsOf: try LLRBRunner.seed("000"), encoding: .utf8).components(separatedBy: "\n")
        let line = seed[76].replacingOccurrences(of: "针状焦", with: "针状焦炭")
        XCTAssertNotEqual(line, seed[76])
        let firm = try runner.run(["kwic", "金州化工", "--all"]).stdout.split(separator: "\n").last
        // The line as it prints is no correction: refused, nothing recorded.
        let unchanged = try runner.run(["correct", story, "--line", "77", "--text", seed[76]])
        XCTAssertEqual(unchanged.status, 2, unchanged.stderr)
        XCTAssertTrue(unchanged.stderr.contains("line 77 of \(story) already prints that text"), unchanged.stderr)
        XCTAssertEqual(try runner.run(["correct", story, "--line", "77", "--text", line]).status, 0)
        XCTAssertEqual(try runner.run(["kwic", "金州化工", "--all"]).stdout.split(separator: "\n").last, firm, "the line's unchanged words once each")
    }

    func testTextThatOccursTwiceIsListedUntilAnOccurrenceIsChosen() throws {
        let runner = try LLRBRunner.withSeeds()
        let ambiguous = try runner.run(["correct", story, "--replace", "复工复产", "复工复产!"])
        XCTAssertEqual(ambiguous.status, 2)
        XCTAssertTrue(ambiguous.stderr.hasPrefix("llrb: '复工复产' occurs 10 times in \(story): 1. line 59:"), ambiguous.stderr)
        XCTAssertTrue(ambiguous.stderr.contains("--occurrence N, or --all"), ambiguous.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal(runner).path), "nothing is recorded")
        let missing = try runner.run(["correct", story, "--replace", "不在文中", "x"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("is not in the text of \(story)"), missing.stderr)
        let second = try runner.run(["correct", story, "--replace", "复工复产", "复工复严", "--occurrence", "2"])
        XCTAssertEqual(second.status, 0, second.stderr)
        let body = try runner.run(["show", story, "--json"]).jsonObject()["body"] as? [[String: Any]] ?? []
        let text = body.compactMap { $0["text"] as? String }.joined()
        XCTAssertEqual(text.components(separatedBy: "复工复严").count - 1, 1, "only the second occurrence changed")
        XCTAssertTrue(text.contains("孝义吹响复工复严"), text)
        let all = try runner.run(["correct", story, "--replace", "孝义", "孝义市", "--all"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(try ids(runner, "original:孝义吹响"), [story])
    }

    func testAHeadlineAStorySplitAndAJoinAreShown() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["show", headless, "--json"]).jsonObject()["headline"] as? String, "")
        let headline = try runner.run(["correct", headless, "--headline", "我市举行政银企签约项目对接会"])
        XCTAssertEqual(headline.status, 0, headline.stderr)
        XCTAssertEqual(try runner.run(["show", headless, "--json"]).jsonObject()["headline"] as? String, "我市举行政银企签约项目对接会")
        XCTAssertEqual(try ids(runner, "headline:政银企签约项目对接会"), [headless])

        let split = try runner.run(["correct", headless, "--line", "103", "--starts-story"])
        XCTAssertEqual(split.status, 0, split.stderr)
        XCTAssertTrue(split.stdout.hasSuffix("(now \(headless), 9895-64ed71-10)\n"), split.stdout)
        let second = try runner.run(["show", "9895-64ed71-10", "--json"]).jsonObject()
        XCTAssertTrue((second["body"] as? [[String: Any]])?.first?["text"].map { "\($0)" }?.hasPrefix("王立伟代表市委") == true, "\(second)")
        let first = try runner.run(["show", headless, "--json"]).jsonObject()
        XCTAssertEqual((first["lines"] as? [String: Int])?["last"], 102)
        XCTAssertEqual(try ids(runner, "王立伟代表市委"), ["9895-64ed71-10"])
        XCTAssertEqual(try runner.run(["show", "9895-64ed71-4", "--json"]).jsonObject()["id"] as? String, "9895-64ed71-4",
                       "no other story's id changes")

        let joined = try runner.run(["correct", headless, "--merge", "9895-64ed71-10"])
        XCTAssertEqual(joined.status, 0, joined.stderr)
        XCTAssertEqual(try ids(runner, "王立伟代表市委"), [headless])
        let redirected = try runner.run(["show", "9895-64ed71-10"])
        XCTAssertEqual(redirected.status, 0, redirected.stderr)
        XCTAssertEqual(redirected.stderr, "llrb: 9895-64ed71-10 is now part of \(headless) (correction 3); showing \(headless)\n")
        XCTAssertTrue(redirected.stdout.hasPrefix("我市举行政银企签约项目对接会"), redirected.stdout)
    }

    func testALineIsMadeTheHeadlineOrFurniture() throws {
        let runner = try LLRBRunner.withSeeds()
        let split = try runner.run(["correct", headless, "--line", "103", "--starts-story"])
        XCTAssertEqual(split.status, 0, split.stderr)
        let made = try runner.run(["correct", "9895-64ed71-9", "--line", "105", "--as", "headline"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let shown = try runner.run(["show", "9895-64ed71-9", "--json"]).jsonObject()
        XCTAssertTrue((shown["headline"] as? String)?.hasPrefix("王立伟指出") == true, "\(shown)")
        let outside = try runner.run(["correct", headless, "--line", "5", "--as", "caption"])
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.stderr.contains("is not in \(headless)"), outside.stderr)
        let furniture = try runner.run(["correct", "9895-64ed71-9", "--line", "107", "--as", "furniture"])
        XCTAssertEqual(furniture.status, 0, furniture.stderr)
        XCTAssertEqual(try ids(runner, "风险补偿基金"), [], "a furniture line leaves the story's text")
        let wrong = try runner.run(["correct", headless, "--line", "103", "--as", "masthead"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--as takes headline, kicker, subtitle, byline, caption, furniture"), wrong.stderr)
    }

    func testALineIsReplacedWhole() throws {
        let runner = try LLRBRunner.withSeeds()
        let made = try runner.run(["correct", headless, "--line", "109", "--text", "会上,兴县、孝义、农发行负责人作了发言。"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try ids(runner, "农发行负责人作了发言"), [headless])
        XCTAssertEqual(try ids(runner, "original:交通银行负责人"), [headless])
    }

    func testCorrectionsSurviveAPruneAChangedPageAndAFreshIndex() throws {
        let (runner, pages, page) = try indexedCopyOfSeed000()
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        let found = { try self.ids(runner, "对进入车辆") + self.ids(runner, "headline:政银企签约") }

        XCTAssertEqual(try runner.run(["ingest", pages.path, "--prune"]).status, 0)
        XCTAssertEqual(try found().count, 2, "after ingest --prune")

        // The page is edited (a re-OCR, another parser's reading of it): its ids change, its
        // corrections follow its lines and text.
        var text = try String(contentsOf: page, encoding: .utf8)
        text += "\n补记一行。\n"
        try text.write(to: page, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.run(["ingest", pages.path, "--prune"]).status, 0)
        XCTAssertEqual(try found().count, 2, "after the page changed")
        let listed = try runner.run(["corrections"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("(the page was edited since)"), listed.stdout)

        try FileManager.default.removeItem(at: runner.indexDirectory)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        XCTAssertEqual(try found().count, 2, "a fresh index built from nothing applies them")

        // Edited so that the corrected text is gone: reported, never dropped.
        try text.replacingOccurrences(of: "进 人", with: "驶入").write(to: page, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.run(["ingest", pages.path]).status, 0)
        let gone = try runner.run(["corrections"])
        XCTAssertEqual(gone.status, 2)
        XCTAssertTrue(gone.stdout.contains("does not hold: the text it changes is no longer on the page where it was"), gone.stdout)
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("correction 1 (\(story): 进人 → 进入) does not hold"), check.stdout)
        XCTAssertEqual(try corrections(runner).count, 2, "still in the journal")
    }

    /// A corrected page moved or renamed keeps its corrections: applied at ingest (found by its
    /// text), listed as holding, and undone in the index.
    func testACorrectedPageThatMovedKeepsItsCorrectionsAndTheirUndo() throws {
        let (runner, pages, page) = try indexedCopyOfSeed000()
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        try FileManager.default.moveItem(at: page, to: pages.appendingPathComponent("moved.txt"))
        XCTAssertEqual(try runner.run(["ingest", pages.path, "--prune"]).status, 0)
        XCTAssertEqual(try ids(runner, "headline:政银企签约"), [headless], "applied to the moved page")
        let listed = try runner.run(["corrections"])
        XCTAssertEqual(listed.status, 0, listed.stdout)
        XCTAssertTrue(listed.stdout.contains("holds, in \(headless)"), listed.stdout)
        XCTAssertEqual(try runner.run(["check"]).status, 0)
        let undo = try runner.run(["corrections", "--undo", "1"])
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stderr, "")
        XCTAssertEqual(try ids(runner, "headline:政银企签约"), [], "the undo reaches the index")
    }

    func testUndoRevertsACorrection() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        let undo = try runner.run(["corrections", "--undo", "1", "--by", "李明"])
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stdout, "correction 2: undid correction 1 on \(story)\n")
        XCTAssertFalse(try ids(runner, "对进入车辆").contains(story))
        XCTAssertEqual(try ids(runner, "original:进人"), [])
        let listed = try corrections(runner)
        XCTAssertEqual(listed.map { $0["status"] as? String }, ["undone", "undo"])
        let again = try runner.run(["corrections", "--undo", "1"])
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.stderr, "llrb: correction 1 is already undone\n")
        let exported = runner.home.appendingPathComponent("fixes.jsonl")
        XCTAssertEqual(try runner.run(["corrections", "--export", exported.path]).status, 0)
        let lines = try String(contentsOf: exported, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])?["undoes"] as? Int, 1)
    }

    func testTheJournalLivesBesideTheIndexAndADamagedLineIsReportedAndKept() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        let file = journal(runner)
        var bytes = [UInt8](try Data(contentsOf: file))
        XCTAssertEqual(bytes.filter { $0 == 0x0A }.count, 3, "the header, then one line each")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: runner.indexDirectory.path).contains { $0.contains("correction") })
        // A flipped byte inside the first correction's text (the file's line 2, after the header).
        let hash = Array("64ed71".utf8)
        let flip = try XCTUnwrap(bytes.indices.first { Array(bytes[$0..<min($0 + hash.count, bytes.count)]) == hash })
        bytes[flip] ^= 0x01
        try Data(bytes).write(to: file)
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("line 2 of the corrections journal \(file.path) cannot be read (its checksum does not match its text)"),
                      check.stdout)
        let listed = try runner.run(["corrections"])
        XCTAssertTrue(listed.stderr.contains("line 2 of \(file.path) cannot be read"), listed.stderr)
        XCTAssertTrue(listed.stdout.hasPrefix("2. "), "the intact correction is listed: \(listed.stdout)")
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约项目"]).stdout.prefix(13), "correction 3:",
                       "numbers never repeat")
        XCTAssertEqual([UInt8](try Data(contentsOf: file)).prefix(bytes.count), bytes[...], "the damaged line is kept as it was")
    }

    func testATornLastLineIsIgnoredAndCutByTheNextCorrection() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        let file = journal(runner)
        let whole = try Data(contentsOf: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"article":"9895-64ed71-3","by":"x","da"#.utf8))
        try handle.close()
        let check = try runner.run(["check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stdout.contains("ends in an unfinished line (a correction a crash cut short, never reported as made)"), check.stdout)
        XCTAssertEqual(try corrections(runner).count, 1, "a torn last line is a write that never reported success")
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        let now = try Data(contentsOf: file)
        XCTAssertEqual(now.prefix(whole.count), whole)
        XCTAssertEqual(now.filter { $0 == 0x0A }.count, 3, "the torn line was cut before the new one (the header first)")
        XCTAssertEqual(try corrections(runner).compactMap { $0["number"] as? Int }, [1, 2])
        XCTAssertEqual(try runner.run(["check"]).status, 0)
    }

    /// A whole correction written without its line break (an edit by hand) is kept and ended
    /// by the next, not cut off; a number a hand edit puts past any count is refused as damage,
    /// never an overflow.
    func testAHandEditedJournalKeepsItsLastCorrectionAndNeverOverflows() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(try runner.run(["correct", story, "--replace", "进人", "进入"]).status, 0)
        let file = journal(runner)
        let whole = try Data(contentsOf: file)
        try whole.dropLast().write(to: file)
        XCTAssertEqual(try corrections(runner).count, 1)
        XCTAssertEqual(try runner.run(["correct", headless, "--headline", "政银企签约"]).status, 0)
        XCTAssertEqual(try corrections(runner).compactMap { $0["number"] as? Int }, [1, 2])
        XCTAssertTrue(try ids(runner, "对进入车辆").contains(story), "the kept correction still holds")

        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"number\":2,", with: "\"number\":9223372036854775807,")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let next = try runner.run(["correct", headless, "--headline", "政银企签约项目"])
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(next.stdout.prefix(13), "correction 3:")
    }

    /// The index's writer lock held by another ingest: the correction is recorded and said to
    /// come with that ingest's publication; an ingest that publishes after it applies it, even
    /// one of other pages (it looks at the journal again before publishing).
    func testACorrectionWhileAnIngestHoldsTheIndexIsAppliedByThatIngest() throws {
        let runner = try LLRBRunner.withSeeds()
        let lock = open(runner.indexDirectory.appendingPathComponent("LOCK").path, O_RDWR)
        XCTAssertGreaterThanOrEqual(lock, 0)
        XCTAssertEqual(flock(lock, LOCK_EX | LOCK_NB), 0)
        let made = try runner.run(["correct", story, "--replace", "进人", "进入"])
        flock(lock, LOCK_UN)
        close(lock)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stderr, "llrb: correction 1 is recorded; an ingest is running on the index and applies it when it publishes\n")
        XCTAssertFalse(try ids(runner, "对进入车辆").contains(story))
        let other = runner.home.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try LLRBRunner.seed("001"), to: other.appendingPathComponent("001.txt"))
        XCTAssertEqual(try runner.run(["ingest", other.path]).status, 0)
        XCTAssertTrue(try ids(runner, "对进入车辆").contains(story), "applied by an ingest of other pages")
    }

    /// SIGKILL at many moments of `llrb correct`: the journal reads whole every time (the last
    /// correction recorded or not, never half), and the next correction and ingest apply all.
    func testSIGKILLDuringACorrectionLeavesTheJournalBeforeOrAfter() throws {
        let runner = try LLRBRunner.withSeeds()
        let file = journal(runner)
        var kills = 0
        for attempt in 0..<24 {
            let before = (try? Data(contentsOf: file)) ?? Data()
            let correct = try runner.start(["correct", headless, "--headline", "标题\(attempt)"], index: runner.indexDirectory)
            Thread.sleep(forTimeInterval: Double(attempt % 8) * 0.012)
            if try correct.kill() { kills += 1 }
            let after = (try? Data(contentsOf: file)) ?? Data()
            XCTAssertEqual(after.prefix(before.count), before, "what was recorded stays")
            let added = after.dropFirst(before.count)
            // The first correction writes the journal's header with its line.
            let lines = added.filter { $0 == 0x0A }.count
            XCTAssertTrue(added.isEmpty || lines == 1 || (before.isEmpty && lines == 2) || added.last != 0x0A, "a line or nothing (or a torn line)")
            let listed = try runner.run(["corrections", "--json"])
            XCTAssertFalse(listed.stderr.contains("cannot be read"), listed.stderr)
        }
        XCTAssertGreaterThan(kills, 0, "some kills landed while the correction ran")
        let last = try runner.run(["correct", headless, "--headline", "最后的标题"])
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertEqual(try runner.run(["check"]).status, 0)
        XCTAssertEqual(try runner.run(["show", headless, "--json"]).jsonObject()["headline"] as? String, "最后的标题")
    }
}

private extension Array where Element == String {
    /// The two parts of a text cut in two, or nil when it was not cut once.
    var splat: (String, String)? {
        count == 2 ? (self[0], self[1]) : nil
    }
}
