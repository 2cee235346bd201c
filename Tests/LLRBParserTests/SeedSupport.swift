import Foundation
import LLRBParser
import XCTest

/// The seed pages shipped in the package's `seeds/` folder, found from this file's location.
enum Seeds {
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("seeds")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("000_3320e1f2e0a52838.txt").path) {
                return candidate
            }
        }
        return url
    }()

    static func page(_ prefix: String) throws -> Page {
        try PageParser.parse(contentsOf: url(prefix))
    }

    /// The seed's text, for tests that rewrite it the way other OCR runs print the same page.
    static func text(_ prefix: String) throws -> String {
        try String(contentsOf: url(prefix), encoding: .utf8)
    }

    private static func url(_ prefix: String) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let name = names.sorted().first(where: { $0.hasPrefix(prefix) }) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return folder.appendingPathComponent(name)
    }

    static let all = ["000", "001", "002", "003", "004"]
}

extension Page {
    func article(headline: String) -> Article? {
        articles.first { $0.headline == headline }
    }

    func article(bylineName: String) -> Article? {
        articles.first { $0.bylines.contains { $0.name == bylineName } }
    }
}

extension Byline {
    /// `记者 王洋`: role and name, without the source lines, for comparing with what is printed.
    var roleAndName: String { "\(role) \(name)" }
}

/// The trace of the first line of `text` beginning with `opening`; a failure when there is none.
func traceOfLine(_ text: String, beginning opening: String, file: StaticString, line: UInt) -> LineTrace? {
    let trace = PageParser.explain(text: text).flatMap(\.lines).first { $0.text.hasPrefix(opening) }
    if trace == nil { XCTFail("no line begins with \(opening)", file: file, line: line) }
    return trace
}

/// Asserts that `rule` gave the first line of `text` beginning with `opening` the kind it ended
/// with (the line's last step): a test of an outcome says which rule gave it.
func XCTAssertDecided(_ text: String, line opening: String, by rule: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let trace = traceOfLine(text, beginning: opening, file: file, line: line) else { return }
    XCTAssertEqual(trace.steps.last?.rule, rule, "\(opening): \(trace.steps.map(\.rule))", file: file, line: line)
}

/// The step by which a story rule (scope `story` in `PageParser.rules`) changed the line's
/// kind, when one did: it comes after the rule table's steps.
func storyStep(of trace: LineTrace) -> LineTrace.Step? {
    let storyRules = Set(PageParser.rules.filter { $0.scope == "story" }.map(\.id))
    return trace.steps.last.flatMap { storyRules.contains($0.rule) ? $0 : nil }
}
