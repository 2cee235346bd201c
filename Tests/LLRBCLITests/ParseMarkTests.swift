import Foundation
import XCTest

/// `llrb parse FILE --mark`: a page in the mark language of bench/realistic, its structure as
/// the corrections journal corrects it and its lines as OCR printed them.
final class ParseMarkTests: XCTestCase {
    /// Seed 000's marks: a story per article the parser read (its photo standing alone is a
    /// caption outside them), each with its headline lines marked H, its caption and credit C1
    /// and R1, the masthead Fm, and every printed line as printed, in order.
    func testSeedPageMarksAStoryPerArticleWithItsHeadlineCaptionAndMasthead() throws {
        let runner = try LLRBRunner()
        let seed = try LLRBRunner.seed("000")
        let marked = try runner.run(["parse", seed.path, "--mark"], useIndex: false)
        XCTAssertEqual(marked.status, 0, marked.stderr)
        let lines = marked.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), ["% \(seed.path): written by llrb parse --mark (0 corrections applied)",
                                                "@page family=markdown width=9999", "@date 2020-03-13"])
        let page = try runner.run(["parse", seed.path, "--json"], useIndex: false).jsonObject()
        let articles = try XCTUnwrap(page["articles"] as? [[String: Any]])
        let stories = MarkedStories(lines)
        XCTAssertEqual(stories.headlines, articles.map { Self.plain($0["headline"] as? String ?? "") })
        XCTAssertTrue(lines.contains("H:## 兴县吹响决战完胜脱贫攻坚\"冲锋号\""), marked.stdout)
        XCTAssertTrue(lines.contains("K:### 中共中央办公厅国务院办公厅印发通知"), marked.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("C1:今年以来,方山县以推进") }, marked.stdout)
        XCTAssertTrue(lines.contains("R1[肖继旺]:肖继旺 摄"), marked.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("Fm:") }.first, "Fm:中共吕梁市委机关报")
        XCTAssertTrue(lines.contains("Fm:第 9895 期 今日8版"), marked.stdout)
        XCTAssertEqual(stories.printed, try Self.printedLines(of: seed).map(\.line))
    }

    /// A story split at a line, a headline given by a line of the story, and a text correction,
    /// recorded with `llrb correct`: the marks take the corrected structure (one story more,
    /// the new headline line marked H, the old one back in the text), while every line stays
    /// as printed (the text correction changes no line). The journal is found beside the index,
    /// or named by --corrections.
    func testCorrectedStructureIsMarkedWhileTheLinesStayAsPrinted() throws {
        let runner = try LLRBRunner()
        let page = runner.home.appendingPathComponent("9895.txt")
        try FileManager.default.copyItem(at: try LLRBRunner.seed("000"), to: page)
        XCTAssertEqual(try runner.run(["ingest", page.path]).status, 0)
        let before = MarkedStories(try Self.marks(of: page, runner, ["--index", runner.indexDirectory.path]))
        let printed = try Self.printedLines(of: page)
        let slogan = try XCTUnwrap(printed.first { $0.line == "习近平新时代中国特色社会主义思想" }?.number)
        let lead = try XCTUnwrap(printed.first { $0.line.hasPrefix("本报讯(记者李雅萍)") }?.number)
        let story = try Self.id(of: "兴县吹响决战完胜脱贫攻坚", runner)
        for correction in [[story, "--line", "\(slogan)", "--as", "headline"], [story, "--line", "\(lead)", "--starts-story"],
                           [try Self.id(of: "组织29个工作组开展复工复产情况调研", runner), "--replace", "新冠肺炎", "新冠病毒", "--all"]] {
            let result = try runner.run(["correct"] + correction)
            XCTAssertEqual(result.status, 0, "\(correction): \(result.stderr)")
        }
        let journal = runner.indexDirectory.path + ".corrections"
        let lines = try Self.marks(of: page, runner, ["--index", runner.indexDirectory.path])
        XCTAssertEqual(try Self.marks(of: page, runner, ["--corrections", journal]), lines)
        XCTAssertEqual(lines.first, "% \(page.path): written by llrb parse --mark (3 corrections applied)")
        let after = MarkedStories(lines)
        XCTAssertEqual(after.headlines.count, before.headlines.count + 1)
        XCTAssertTrue(lines.contains("H:习近平新时代中国特色社会主义思想"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("## 兴县吹响决战完胜脱贫攻坚\"冲锋号\""), "the old headline is text again")
        let opening = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("本报讯(记者李雅萍)") })
        XCTAssertEqual(Array(lines[opening - 2 ... opening - 1]), ["@story", "@by 记者:李雅萍"])
        XCTAssertTrue(lines.contains { $0.contains("统筹推进新 冠肺炎疫情防控") }, "the line as OCR printed it")
        XCTAssertFalse(lines.contains { $0.contains("新冠病毒") })
        XCTAssertEqual(after.printed, printed.map(\.line))
    }

    /// What --mark writes is what bench/realistic/build.py reads: a page of bench/realistic
    /// builds back to itself byte for byte, with the stories the parser read, and an
    /// interleaved seed (004, headlines printed after their stories in another's columns)
    /// builds too, its comment saying the marks cannot describe it exactly.
    func testMarksBuildBackWithBenchRealisticsBuildScript() throws {
        let runner = try LLRBRunner()
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard let python = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("python3") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { throw XCTSkip("no python3 to run build.py") }
        let realistic = LLRBRunner.packageRoot.appendingPathComponent("bench/realistic")
        let bench = realistic.appendingPathComponent("pages/t03.txt"), seed = try LLRBRunner.seed("004")
        var sources: [URL] = []
        for (name, page) in [("t03", bench), ("s004", seed)] {
            let marked = try runner.run(["parse", page.path, "--mark"], useIndex: false)
            XCTAssertEqual(marked.status, 0, marked.stderr)
            sources.append(try runner.write(Array(marked.stdout.utf8), to: "src/\(name).page"))
        }
        let built = runner.home.appendingPathComponent("built")
        let build = try runner.capture(python, [realistic.appendingPathComponent("build.py").path] + sources.map(\.path) + ["--into", built.path],
                                       environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(try Data(contentsOf: built.appendingPathComponent("pages/t03.txt")), try Data(contentsOf: bench))
        let truth = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: built.appendingPathComponent("truth/t03.json"))) as? [String: Any])
        let stories = try XCTUnwrap(truth["stories"] as? [[String: Any]])
        let parsed = try XCTUnwrap(try runner.run(["parse", bench.path, "--json"], useIndex: false).jsonObject()["articles"] as? [[String: Any]])
        XCTAssertEqual(stories.map { Self.plain($0["headline"] as? String ?? "") }, parsed.map { Self.plain($0["headline"] as? String ?? "") })
        XCTAssertEqual(stories.map { [$0["first"] as? Int, $0["last"] as? Int] },
                       parsed.map { ($0["lines"] as? [String: Int]).map { [$0["first"], $0["last"]] } ?? [] })
        XCTAssertTrue(try String(contentsOf: sources[1], encoding: .utf8).contains("\n% the marks cannot describe this page exactly: "))
        XCTAssertEqual(Self.nonBlank(try String(contentsOf: built.appendingPathComponent("pages/s004.txt"), encoding: .utf8)),
                       try Self.printedLines(of: seed).map(\.line))
    }

    // MARK: Helpers

    /// `llrb parse PAGE --mark` with `options`, its lines.
    private static func marks(of page: URL, _ runner: LLRBRunner, _ options: [String]) throws -> [String] {
        let result = try runner.run(options + ["parse", page.path, "--mark"], useIndex: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The id of the article `llrb search WORDS` finds first.
    private static func id(of words: String, _ runner: LLRBRunner) throws -> String {
        let hits = try XCTUnwrap(try runner.run(["search", words, "--json"]).jsonObject()["hits"] as? [[String: Any]])
        return try XCTUnwrap(hits.first?["id"] as? String, "no hit of \(words)")
    }

    /// A page file's non-blank lines with their numbers.
    private static func printedLines(of page: URL) throws -> [(number: Int, line: String)] {
        try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }.map { ($0.offset + 1, String($0.element)) }
    }

    private static func nonBlank(_ text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
    }

    /// Text as the tests compare headlines: markdown marks and whitespace dropped.
    static func plain(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && $0 != "#" })
    }
}

/// A marked page read back as build.py reads it, enough for these tests: each story's headline
/// (its H lines joined), and the printed lines, marks taken off.
private struct MarkedStories {
    private(set) var headlines: [String] = []
    private(set) var printed: [String] = []

    init(_ lines: [String]) {
        for line in lines where !line.hasPrefix("%") && !line.hasPrefix("@by") {
            if line.hasPrefix("@story") {
                headlines.append("")
            } else if !line.hasPrefix("@") {
                let mark = Self.mark(of: line)
                let text = String(line.dropFirst(mark.count)).replacingOccurrences(of: "‖", with: "")
                printed.append(text)
                if mark == "H:", !headlines.isEmpty { headlines[headlines.count - 1] += ParseMarkTests.plain(text) }
            }
        }
    }

    /// The mark a line opens with (`H:`, `C1:`, `R1[肖继旺]:`), or nothing.
    private static func mark(of line: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return "" }
        let mark = line[..<colon]
        let known = ["H", "K", "S", "=", "Fm", "Ff", "Fb", "Fs", "Fj"].contains(String(mark))
            || (mark.first.map { "CR".contains($0) } == true && mark.dropFirst().first?.isNumber == true)
        return known ? String(line[...colon]) : ""
    }
}
