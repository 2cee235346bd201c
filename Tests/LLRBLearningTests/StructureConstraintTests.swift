import Foundation
import LLRBLearning
import LLRBParser
import XCTest

/// A reader's corrections as constraints on the learned reading (issue 76, point 2): the page is
/// read again knowing them, and the stories they do not touch keep their lines.
final class StructureConstraintTests: XCTestCase {
    private static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("seeds")

    private func read(_ prefix: String, _ constraints: [StructureConstraint] = []) throws -> (text: String, page: Page) {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path)
        let url = Self.seeds.appendingPathComponent(try XCTUnwrap(names.first { $0.hasPrefix(prefix) }))
        let text = try String(contentsOf: url, encoding: .utf8)
        let model = try PageParser.lineModel(contentsOf: LineModelFileTests.modelFile)
        return (text, try XCTUnwrap(PageParser.pages(text: text, model: model, constraints: constraints).first))
    }

    /// The first story with text after its first text line that is a line of its own: where a
    /// constraint can open another story.
    private func storyWithALaterParagraph(_ page: Page, _ text: String) throws -> (story: Int, line: Int) {
        let printed = text.components(separatedBy: "\n")
        for (index, article) in page.articles.enumerated() {
            let start = (article.headlineLines?.last ?? article.lines.first) + 2
            let candidates = (start...max(start, article.lines.last - 2)).filter { line in
                printed.indices.contains(line - 1) && printed[line - 1].count > 20
            }
            if let line = candidates.dropFirst().first { return (index, line) }
        }
        throw XCTSkip("no story with a later paragraph")
    }

    func testAStoryStartsWhereTheReaderSaysAndTheOtherStoriesKeepTheirLines() throws {
        let (text, before) = try read("001")
        let (story, line) = try storyWithALaterParagraph(before, text)
        let (_, after) = try read("001", [.storyStarts(line: line)])
        XCTAssertTrue(after.articles.contains { $0.lines.first == line }, "a story opens at line \(line)")
        let untouched = before.articles.indices.filter { $0 != story }.map { before.articles[$0].lines }
        for lines in untouched {
            XCTAssertTrue(after.articles.contains { $0.lines == lines }, "the story of lines \(lines) keeps them")
        }
    }

    /// Every two stories in a row the reader joins read as one that opens where the upper one
    /// did, whichever two they are; the stories before them keep their lines.
    func testTwoStoriesTheReaderJoinsAreReadAsOne() throws {
        for seed in ["000", "001"] {
            let (_, before) = try read(seed)
            for (upper, lower) in zip(before.articles, before.articles.dropFirst()) {
                let (_, after) = try read(seed, [.continuesStory(line: lower.lines.first)])
                XCTAssertTrue(after.articles.contains { $0.lines.first == upper.lines.first && $0.lines.last >= lower.lines.first },
                              "seed \(seed): the story of \(upper.lines) goes on over line \(lower.lines.first)")
                for earlier in before.articles where earlier.lines.last < upper.lines.first {
                    XCTAssertTrue(after.articles.contains { $0.lines == earlier.lines }, "seed \(seed): \(earlier.lines) keeps its lines")
                }
            }
        }
    }

    /// A line deep in a story's text the reader calls a headline heads a story under it (with
    /// the line over it as its kicker, perhaps): it never goes on the headline of the story whose
    /// text it stood in.
    func testALineTheReaderCallsAHeadlineNeverGoesOnTheHeadlineOfTheStoryAbove() throws {
        for seed in ["000", "001"] {
            let (text, before) = try read(seed)
            let printed = text.components(separatedBy: "\n")
            for article in before.articles {
                let headEnd = article.headlineLines?.last ?? article.lines.first
                for line in Array(stride(from: headEnd + 4, through: article.lines.last - 2, by: 2)).prefix(3)
                where printed.indices.contains(line - 1) && printed[line - 1].count > 20 {
                    let (_, after) = try read(seed, [.headline(line: line)])
                    let headed = after.articles.first { $0.headlineLines.map { ($0.first...$0.last).contains(line) } ?? false }
                    XCTAssertNotNil(headed, "seed \(seed): line \(line) is a headline")
                    XCTAssertGreaterThan(headed?.lines.first ?? 0, headEnd, "seed \(seed): line \(line) heads a story of its own")
                }
            }
        }
    }

    /// The page's first line has no story above it to go on with: a reader saying so leaves the
    /// page as it reads.
    func testTheFirstLineGoesOnWithNoStory() throws {
        let (text, before) = try read("001")
        let first = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) + 1
        let (_, after) = try read("001", [.continuesStory(line: first)])
        XCTAssertEqual(after.articles.map(\.lines), before.articles.map(\.lines))
    }

    func testALineTheReaderSetsAsideIsNoStorysHeadline() throws {
        let (_, before) = try read("001")
        let headlined = try XCTUnwrap(before.articles.first { $0.headlineLines != nil && !$0.headline.isEmpty })
        let line = try XCTUnwrap(headlined.headlineLines).first
        let (_, after) = try read("001", [.furniture(line: line)])
        XCTAssertFalse(after.articles.contains { $0.headlineLines.map { ($0.first...$0.last).contains(line) } ?? false })
        XCTAssertFalse(after.articles.contains { ($0.lines.first...$0.lines.last).contains(line) && $0.headline == headlined.headline })
    }

    /// Constraints that no label keeps (a line that both opens a story and goes on with the one
    /// above) leave the line free: the page reads as with none.
    func testConstraintsNoLabelKeepsLeaveTheLineFree() throws {
        let (_, before) = try read("001")
        let line = try XCTUnwrap(before.articles.dropFirst().first).lines.first
        let (_, after) = try read("001", [.storyStarts(line: line), .continuesStory(line: line)])
        XCTAssertEqual(after.articles.map(\.lines), before.articles.map(\.lines))
    }
}
