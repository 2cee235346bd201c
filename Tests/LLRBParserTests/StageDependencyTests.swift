import Foundation
import XCTest

/// The parser's folders are its stages, and a stage uses only the stages before it: no folder
/// names a type defined in a later one (docs/ARCHITECTURE.md). Read from the sources, so that
/// a cycle fails here before anyone has to untangle it.
final class StageDependencyTests: XCTestCase {
    /// The stages in the order data flows through them; the package's root files (`PageParser`)
    /// wire them and may use any.
    static let stages = ["Text", "Model", "Calendar", "Decoding", "Lines", "Recognisers", "Labelling", "Profile", "Stories", "Assembly", "Resolution", "Issues", "Learning", "."]

    func testEveryStageUsesOnlyTheStagesBeforeIt() throws {
        let root = Seeds.folder.deletingLastPathComponent().appendingPathComponent("Sources/LLRBParser")
        let files = try sources(in: root)
        XCTAssertEqual(Set(files.map(\.stage)), Set(Self.stages), "a folder outside the stages, or a stage with no file")
        let definition = try NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated)\s+)*(?:enum|struct|class|actor|protocol|typealias)\s+(\w+)"#,
            options: .anchorsMatchLines)
        var stageOf: [String: String] = [:]
        for file in files {
            let range = NSRange(file.code.startIndex..., in: file.code)
            for match in definition.matches(in: file.code, range: range) {
                if let name = Range(match.range(at: 1), in: file.code) { stageOf[String(file.code[name])] = file.stage }
            }
        }
        let word = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        var backward: [String] = []
        for file in files {
            let range = NSRange(file.code.startIndex..., in: file.code)
            let names = Set(word.matches(in: file.code, range: range).compactMap { Range($0.range, in: file.code).map { String(file.code[$0]) } })
            for name in names.sorted() {
                guard let stage = stageOf[name], let used = Self.stages.firstIndex(of: stage),
                      let user = Self.stages.firstIndex(of: file.stage), used > user
                else { continue }
                backward.append("\(file.path) uses \(name) of \(stage)")
            }
        }
        XCTAssertEqual(backward, [], "a stage uses a later one")
    }

    /// Each Swift file's stage (its folder under the module, `.` for the root) and its code
    /// without comments and string literals, where names do not count.
    private func sources(in root: URL) throws -> [(path: String, stage: String, code: String)] {
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
        let comment = try NSRegularExpression(pattern: #"//.*"#)
        let literal = try NSRegularExpression(pattern: #""(?:[^"\\\n]|\\.)*""#)
        return try paths.map { path in
            var code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for pattern in [comment, literal] {
                code = pattern.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
            }
            let folder = (path as NSString).deletingLastPathComponent
            return (path, folder.isEmpty ? "." : folder, code)
        }
    }
}
