import Foundation
import LLRBLearning
import LLRBParser
import XCTest

/// The learned reader (a line CRF beside the rules, for research): a page read by the model of
/// `bench/realistic`, and each line's label with why, through the module's public API.
final class LearnedReaderTests: XCTestCase {
    private static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("seeds")

    private func seed(_ prefix: String) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path)
        return Self.seeds.appendingPathComponent(try XCTUnwrap(names.first { $0.hasPrefix(prefix) }))
    }

    /// What any trained model must give a seed, so that training again never fails a test: a
    /// page, dated, with stories, some of them headlined. How well a model reads is the bench's
    /// to say (`llrb-bench learn crossvalidate`).
    func testTheLearnedReaderReadsASeedsMastheadAndStories() throws {
        let model = try PageParser.lineModel(contentsOf: LineModelFileTests.modelFile)
        let pages = try PageParser.pages(contentsOf: try seed("000"), model: model)
        XCTAssertEqual(pages.count, 1)
        XCTAssertNotNil(pages[0].date)
        XCTAssertGreaterThan(pages[0].articles.count, 3)
        XCTAssertTrue(pages[0].articles.contains { !$0.headline.isEmpty })
    }

    func testExplainGivesEachLineALabelItsProbabilityAndWhatWeighed() throws {
        let model = try PageParser.lineModel(contentsOf: LineModelFileTests.modelFile)
        XCTAssertTrue(PageParser.lineModelDescription(of: model).contains("bench/realistic"))
        let pages = try PageParser.explainLearned(contentsOf: try seed("002"), model: model)
        let lines = try XCTUnwrap(pages.first)
        XCTAssertGreaterThan(lines.count, 20)
        // The label is the page's best sequence's (Viterbi), the probabilities each line's marginals:
        // the runner-up is the likeliest other label, which may be likelier than the label alone.
        for line in lines {
            XCTAssertTrue((0...1).contains(line.probability) && line.runnerUp != line.label
                          && line.probability + line.runnerUpProbability <= 1 + 1e-5, "\(line)")
        }
        XCTAssertTrue(lines.contains { $0.label == "masthead" })
        XCTAssertTrue(lines.contains { $0.label == "opens-headline" })
        XCTAssertTrue(lines.contains { !$0.weightiest.isEmpty })
    }

    func testAnIssueFileIsReadPageByPage() throws {
        let page = "## 我市召开春耕工作会议\n\n本报讯（记者 王涛）3月5日，我市召开春耕工作会议，安排部署春耕工作。\n"
        let pages = PageParser.pages(text: page + "\u{0C}" + page, model: try PageParser.lineModel(contentsOf: LineModelFileTests.modelFile))
        XCTAssertEqual(pages.count, 2)
    }

    func testABadFileIsRefusedWithAReason() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("learned-\(UUID().uuidString).txt")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let model = try PageParser.lineModel(contentsOf: LineModelFileTests.modelFile)
        XCTAssertThrowsError(try PageParser.pages(contentsOf: file, model: model))
        XCTAssertThrowsError(try PageParser.explainLearned(contentsOf: file, model: model))
    }
}
