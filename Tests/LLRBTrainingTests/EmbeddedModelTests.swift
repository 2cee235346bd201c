import Foundation
import LLRBLearning
import LLRBParser
import LLRBTraining
import XCTest

/// The model embedded in the parser, scored on the marked pages it was trained on: a tuned
/// figure, held to floors a little under its own only to catch breakage (a model that no longer
/// decodes, features that no longer mean what they meant when it was trained). The figure of
/// merit is the cross-validated one: `llrb-bench learn crossvalidate` (docs/BENCHMARKS.md).
final class EmbeddedModelTests: XCTestCase {
    private struct Truth: Decodable {
        struct Story: Decodable { var first: Int; var last: Int }
        struct Marked: Decodable { var line: Int; var mark: String; var story: Int? }
        var file: String
        var stories: [Story]
        var lines: [Marked]
    }

    private static let realistic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("bench/realistic")

    private func markedPages() throws -> [(text: String, truth: Truth)] {
        let truths = Self.realistic.appendingPathComponent("truth")
        let names = try FileManager.default.contentsOfDirectory(atPath: truths.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(names.count, 250)
        return try names.map { name in
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: truths.appendingPathComponent(name)))
            let text = try String(contentsOf: Self.realistic.appendingPathComponent("pages/" + truth.file), encoding: .utf8)
            return (text, truth)
        }
    }

    func testTheEmbeddedModelDecodesAndSaysWhatItWasTrainedOn() throws {
        let model = try XCTUnwrap(PageParser.lineModel, "the embedded model does not decode: run tools/train-model")
        XCTAssertEqual(model.labels, LineLabel.all.map(\.name))
        XCTAssertTrue(model.metadata.contains("\"sets\""), model.metadata)
        XCTAssertTrue(PageParser.lineModelDescription.contains("digest"))
    }

    func testTheEmbeddedModelWasTrainedOnTheFeaturesThePagesHaveToday() throws {
        let model = try XCTUnwrap(PageParser.lineModel)
        struct Recorded: Decodable { var featureDigest: String; var pages: Int }
        let recorded = try JSONDecoder().decode(Recorded.self, from: Data(model.metadata.utf8))
        let pages = try markedPages()
        XCTAssertEqual(recorded.pages, pages.count, "the marked pages changed since the model was trained: run tools/train-model")
        let features = pages.map { LineModelTraining.MarkedPage(name: $0.truth.file, features: PageParser.lineFeatures(text: $0.text), labels: []) }
        XCTAssertEqual(recorded.featureDigest, LineModelTraining.featureDigest(of: features),
                       "the features the marked pages have changed since the model was trained: run tools/train-model")
    }

    func testTheEmbeddedModelReadsTheMarkedPagesAboveItsFloors() throws {
        let model = try XCTUnwrap(PageParser.lineModel)
        var lines = 0, right = 0
        var headlineLines = 0, headlinesFound = 0
        var openings = 0, openingsFound = 0
        var storiesTrue = 0, storiesRead = 0, rangesRight = 0
        for (text, truth) in try markedPages() {
            let expected = MarkedLabels.labels(readingLines: PageParser.readingLines(text: text),
                                               marks: truth.lines.map { .init(line: $0.line, mark: $0.mark, story: $0.story) },
                                               storyFirsts: Set(truth.stories.map(\.first)))
            let labels = PageParser.labels(text: text, model: model)
            XCTAssertEqual(labels.count, expected.count, truth.file)
            for (got, want) in zip(labels, expected) {
                lines += 1
                right += got == want ? 1 : 0
                if want.role == .headline { headlineLines += 1; headlinesFound += got.role == .headline ? 1 : 0 }
                if want.place == .opens { openings += 1; openingsFound += got.place == .opens ? 1 : 0 }
            }
            let page = PageParser.parse(text: text, source: truth.file, labels: labels)
            let ranges = Set(truth.stories.map { [$0.first, $0.last] })
            storiesTrue += ranges.count
            storiesRead += page.articles.count
            rangesRight += page.articles.filter { ranges.contains([$0.lines.first, $0.lines.last]) }.count
        }
        let accuracy = Double(right) / Double(lines)
        let headlineRecall = Double(headlinesFound) / Double(headlineLines)
        let openingRecall = Double(openingsFound) / Double(openings)
        let rangeF1 = 2 * Double(rangesRight) / Double(storiesTrue + storiesRead)
        let figures = String(format: "lines %.3f, headline lines %.3f, story openings %.3f, exact story ranges %.3f",
                             accuracy, headlineRecall, openingRecall, rangeF1)
        // On the pages re-marked to docs/MARKING.md (issue 75), by the model trained on their
        // marks before: lines 0.985, headline lines 0.991, openings 0.974, exact ranges 0.962
        // (0.999, 0.999, 0.996, 0.993 on the marks it was trained on).
        XCTAssertGreaterThanOrEqual(accuracy, 0.975, figures)
        XCTAssertGreaterThanOrEqual(headlineRecall, 0.98, figures)
        XCTAssertGreaterThanOrEqual(openingRecall, 0.96, figures)
        XCTAssertGreaterThanOrEqual(rangeF1, 0.95, figures)
    }
}
