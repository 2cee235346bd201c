import LLRBParser
import XCTest

/// `PageParser.explain`: each line's kind and the rules that set and changed it, so that what
/// decided a line is seen, not guessed from the page's outcome.
final class LabelTraceTests: XCTestCase {
    private func trace(_ seed: String, line: Int) throws -> LineTrace {
        let traces = PageParser.explain(text: try Seeds.text(seed)).flatMap(\.lines)
        return try XCTUnwrap(traces.first { $0.lines.first == line }, "no trace of line \(line) in seed \(seed)")
    }

    private func steps(_ trace: LineTrace) -> [String] {
        trace.steps.map { step in step.from.map { "\(step.rule): \($0) → \(step.to)" } ?? "\(step.rule): \(step.to)" }
    }

    /// Seed 004's `面都得到了新区建管中心和各相关…`: a column line of a sentence that has not
    /// ended looks like a headline alone, and the sentence above takes it back.
    func testAColumnLineCarryingASentenceOnIsTextByTheWrappedHeadlineRule() throws {
        let line = try trace("004", line: 25)
        XCTAssertEqual(line.kind, "body")
        XCTAssertEqual(steps(line), ["headline-shape: headline", "wrapped-headline: headline → body"])
    }

    /// Seed 000's `举行2020年` beside the vertical `签`/`约`/`总`/…: the graphic's label, not a headline.
    func testAShortLineBesideVerticalTextIsSetAsideByTheVerticalTextRule() throws {
        let label = try trace("000", line: 25)
        XCTAssertEqual(label.text, "举行2020年")
        XCTAssertEqual(steps(label), ["headline-shape: headline", "vertical-text: headline → noise"])
        XCTAssertEqual(label.reason, "vertical text broken into one character per line")
        XCTAssertEqual(steps(try trace("000", line: 29)), ["noise: noise", "vertical-text: noise → noise"])
    }

    func testMastheadLinesAreReadByTheMastheadFieldRule() throws {
        for line in [1, 3, 5, 7, 9, 11] {
            XCTAssertEqual(steps(try trace("000", line: line)), ["masthead-field: masthead"], "line \(line)")
        }
    }

    func testMarkedHeadlinesKeepTheKindTheirShapeGave() throws {
        let headline = try trace("000", line: 17)
        XCTAssertEqual(headline.text, "## 组织29个工作组开展复工复产情况调研")
        XCTAssertEqual(steps(headline), ["headline-shape: headline"])
    }

    /// Every line that is not blank is traced once, in page order, and ends with the kind of
    /// its last step.
    func testEveryLineIsTracedOnceEndingWithItsLastStep() throws {
        for seed in Seeds.all {
            let text = try Seeds.text(seed)
            let traces = Array(PageParser.explain(text: text).flatMap(\.lines))
            let firsts = traces.map(\.lines.first)
            XCTAssertEqual(firsts, firsts.sorted(), seed)
            XCTAssertEqual(Set(firsts).count, firsts.count, seed)
            for trace in traces {
                XCTAssertEqual(trace.steps.last?.to, trace.kind, "\(seed) line \(trace.lines.first)")
                XCTAssertEqual(trace.reason != nil, trace.kind == "noise", "\(seed) line \(trace.lines.first)")
            }
            let printed = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { !$0.element.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.offset + 1 }
            let covered = Set(traces.flatMap { Array($0.lines.first...$0.lines.last) })
            XCTAssertTrue(Set(printed).isSubset(of: covered), "\(seed): lines \(Set(printed).subtracting(covered).sorted()) untraced")
        }
    }

    /// Seed 004's `为认真落实省委、省政府关于扎…` looks like a headline alone and is labelled one;
    /// assembly keeps it in the text of the story around it, and the trace names the rule.
    /// Lines that went where their kind says carry no placement.
    func testATraceSaysWhichAssemblyRulePlacedALineAgainstItsLabel() throws {
        let line = try trace("004", line: 57)
        XCTAssertEqual(line.kind, "headline")
        XCTAssertEqual(line.placedAs, "body")
        XCTAssertEqual(line.placedBy, "text-in-story")
        XCTAssertNil(try trace("004", line: 55).placedAs)
        XCTAssertNil(try trace("000", line: 17).placedAs, "a headline placed as its story's headline")
    }

    /// Seed 002 prints a story whose text runs through lines 53–105 beside other columns: only
    /// the lines assembly decided are placed, each by its own line, not by the range of the
    /// paragraph or footer around it.
    func testPlacementsAreOfTheLinesAssemblyDecidedAlone() throws {
        let traces = PageParser.explain(text: try Seeds.text("002")).flatMap(\.lines)
        let placed = traces.filter { $0.placedAs != nil }
        XCTAssertEqual(Set(placed.map(\.placedAs)), ["section-header"], "\(placed.map { ($0.lines.first, $0.placedAs) })")
        XCTAssertTrue(placed.allSatisfy { $0.placedBy == "section-header-in-story" })
        XCTAssertNil(try trace("002", line: 61).placedAs, "a subtitle kept as its story's subheadline")
    }
}
