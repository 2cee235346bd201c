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
    /// a story rule keeps it in the text of the story around it, and the trace names the rule
    /// after the one that labelled it. Lines that went where their label says carry no story
    /// rule's step.
    func testATraceSaysWhichStoryRuleChangedALinesLabel() throws {
        let line = try trace("004", line: 57)
        XCTAssertEqual(line.kind, "body")
        XCTAssertEqual(line.steps.first?.to, "headline")
        let step = try XCTUnwrap(storyStep(of: line))
        XCTAssertEqual([step.rule, step.from, step.to], ["text-in-story", "headline", "body"])
        XCTAssertNil(storyStep(of: try trace("004", line: 55)))
        XCTAssertNil(storyStep(of: try trace("000", line: 17)), "a headline placed as its story's headline")
    }

    /// Seed 002 prints a story whose text runs through lines 53–105 beside other columns: only
    /// the lines the story rules decided are changed, each by its own line, not by the range of
    /// the paragraph or footer around it.
    func testStoryRulesChangeOnlyTheLinesTheyDecidedAlone() throws {
        let traces = PageParser.explain(text: try Seeds.text("002")).flatMap(\.lines)
        let changed = traces.filter { storyStep(of: $0) != nil }
        XCTAssertEqual(Set(changed.map(\.kind)), ["section-header"], "\(changed.map { ($0.lines.first, $0.kind) })")
        XCTAssertTrue(changed.allSatisfy { storyStep(of: $0)?.rule == "section-header-in-story" })
        XCTAssertNil(storyStep(of: try trace("002", line: 61)), "a subtitle kept as its story's subheadline")
    }

    /// Seed 004's strawberry photo news prints a few sentences of text over its photo's credit
    /// with no headline over them: the text lines are labelled text and become the caption's,
    /// and the trace says which story rule made them so.
    func testPhotoNewsTextIsTracedAsTheCaptions() throws {
        let line = try trace("004", line: 243)
        XCTAssertEqual(line.kind, "caption")
        let step = try XCTUnwrap(storyStep(of: line))
        XCTAssertEqual([step.rule, step.from, step.to], ["photo-news-text", "body", "caption"])
        let page = try Seeds.page("004")
        XCTAssertTrue(page.captions.contains { $0.text.hasPrefix("近日，离石区信义镇东泰绿谷农业园") })
    }

    /// A caption that a column cut in two runs on through the text line under it to the
    /// photo's credit: that line, labelled text, is traced as the caption's.
    func testACaptionRunningOnThroughATextLineIsTracedAsTheCaptions() throws {
        let text = """
            某某县召开春耕工作会议

            本报讯（记者 王涛）3月5日，某某县召开春耕工作会议。会议要求各部门做好春耕服务。

            图为工作人员在田间查看小麦长势，

            为春耕生产做好准备。

            李华 摄
            """
        XCTAssertDecided(text, line: "为春耕生产做好准备", by: "caption-text")
        XCTAssertEqual(PageParser.parse(text: text).captions.map(\.text), ["图为工作人员在田间查看小麦长势，为春耕生产做好准备。"])
    }

    /// On a page of headlines under their stories, a section name over the first story gives
    /// way to the headline run under the story, which holds more of its words: the trace shows
    /// the line labelled a headline and made the page's rubric by headline placement.
    func testAPageTopBlockGivingWayToTheRunUnderItsStoryIsTracedAsARubric() {
        let text = """
            乡村振兴

            本报讯（记者 王涛）3月5日，文水县召开全面推进乡村振兴工作会议，安排部署今年的乡村振兴重点工作。会议指出，文水县要全面推进乡村振兴，推动农业增效。

            文水县全面推进乡村振兴

            本报讯（记者 李华）3月6日，交城县开展义务植树活动。干部群众在山坡上种下树苗，为荒山披上绿装。

            交城县开展义务植树活动
            """
        XCTAssertDecided(text, line: "乡村振兴", by: "page-top-block")
        XCTAssertEqual(PageParser.parse(text: text).articles.map(\.headline), ["文水县全面推进乡村振兴", "交城县开展义务植树活动"])
    }

    /// Seed 003 prints its column's name `特别报道` at the page's foot, over no story: the line
    /// is set aside, and the trace names the rule.
    func testAColumnNameOverNoStoryIsTracedAsStoryless() throws {
        let line = try XCTUnwrap(PageParser.explain(text: try Seeds.text("003")).flatMap(\.lines).first { $0.text == "特别报道" })
        XCTAssertEqual(line.kind, "noise")
        XCTAssertEqual(storyStep(of: line)?.rule, "storyless")
    }

    /// The kind `--explain` ends a line with is what the page made of it: text lines are in a
    /// story's text or a caption, headline lines in a story's head, 小标题 in a story's body,
    /// captions and credits in a caption, noise set aside. A line that assembly placed against
    /// its kind without a story rule saying so would show its label here and its part there.
    func testEveryLinesFinalKindIsWhatThePageMadeOfIt() throws {
        let accepted: [String: Set<String>] = [
            "body": ["text", "caption"], "headline": ["head"], "subtitle": ["head"], "rubric": ["head", "noise"],
            "caption": ["caption"], "credit": ["caption"], "section-header": ["sectionHeader"], "noise": ["noise"],
            "lead": ["text", "head"],
        ]
        for seed in Seeds.all {
            let text = try Seeds.text(seed)
            let page = PageParser.parse(text: text)
            var parts: [Int: Set<String>] = [:]
            func mark(_ lines: SourceLines?, _ part: String) {
                guard let lines else { return }
                for number in lines.first...lines.last { parts[number, default: []].insert(part) }
            }
            for article in page.articles {
                for paragraph in article.body { mark(paragraph.lines, paragraph.kind == .text ? "text" : "sectionHeader") }
                mark(article.headlineLines, "head")
            }
            for caption in page.captions { mark(caption.lines, "caption") }
            for noise in page.noise { mark(noise.lines, "noise") }
            for trace in PageParser.explain(text: text).flatMap(\.lines) {
                guard let expected = accepted[trace.kind], let made = parts[trace.lines.first] else { continue }
                XCTAssertFalse(made.isDisjoint(with: expected), "\(seed) line \(trace.lines.first) `\(trace.text)`: \(trace.kind), made \(made.sorted())")
            }
        }
    }
}
