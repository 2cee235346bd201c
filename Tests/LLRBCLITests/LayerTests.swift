import Foundation
import XCTest

/// The package's architecture, read from its sources so that a backward use fails here before
/// anyone has to untangle it (docs/ARCHITECTURE.md, "Layers"): each module's folders are its
/// layers, from the bottom up, and a folder names no type defined in a folder above it; each
/// module imports only the modules below it.
final class LayerTests: XCTestCase {
    /// Each module's folders from the bottom up; `.` is the module's root files, which wire
    /// the folders and may use any.
    static let layers: [(module: String, folders: [String])] = [
        ("LLRBParser", ["Text", "Model", "Calendar", "Decoding", "Lines", "Recognisers", "Labelling", "Profile",
                        "Stories", "Assembly", "Resolution", "Issues", "Learning", "."]),
        ("LLRBIndex", ["Analysis", "Query", "Store", "Scoring", "Manifest", "Postings", "Dictionary", "Documents",
                       "Segments", "Writer", "Ingest", "Check", "Matching", "Fuzzy", "Snippets", "Search"]),
        ("LLRBViews", ["Places", "Credits", "Concordance", "Timeline"]),
        ("llrb", ["Process", "Catalog", "JSON", "Output", "Arguments", "Search", "Export", "Web", "Commands", "."]),
    ]

    /// The modules each module may import: those below it. The HTTP server knows nothing of llrb.
    static let imports: [String: Set<String>] = [
        "LLRBParser": [],
        "LLRBIndex": ["LLRBParser"],
        "LLRBViews": ["LLRBIndex", "LLRBParser"],
        "LLRBTraining": ["LLRBParser"],
        "LLRBHTTP": [],
        "llrb": ["LLRBParser", "LLRBIndex", "LLRBViews", "LLRBHTTP"],
    ]

    private static let sources = LLRBRunner.packageRoot.appendingPathComponent("Sources")
    private static let stringLiteral = #""(?:[^"\\\n]|\\.)*""#

    func testEveryFolderUsesOnlyTheLayersBelowIt() throws {
        for (module, folders) in Self.layers {
            let files = try Self.files(in: module)
            XCTAssertEqual(Set(files.map(\.folder)), Set(folders), "\(module): a folder outside the layers, or a layer with no file")
            var folderOf: [String: String] = [:]
            for file in files {
                for name in Self.definedTypes(in: file.code) { folderOf[name] = file.folder }
            }
            var backward: [String] = []
            for file in files {
                guard let user = folders.firstIndex(of: file.folder) else { continue }
                for name in Self.capitalisedWords(in: file.code).sorted() {
                    guard let folder = folderOf[name], let used = folders.firstIndex(of: folder), used > user else { continue }
                    backward.append("\(module)/\(file.path) uses \(name) of \(folder)")
                }
            }
            XCTAssertEqual(backward, [], "a layer of \(module) uses one above it")
        }
    }

    func testModulesImportOnlyTheModulesBelowThem() throws {
        for (module, allowed) in Self.imports {
            var wrong: Set<String> = []
            for file in try Self.files(in: module) {
                for line in file.code.split(separator: "\n") where line.hasPrefix("import LLRB") {
                    let imported = String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces)
                    if !allowed.contains(imported) { wrong.insert("\(module)/\(file.path) imports \(imported)") }
                }
            }
            XCTAssertEqual(wrong, [], "a module imports one that is not below it")
        }
    }

    /// The engine throws facts and the fronts word them (docs/ARCHITECTURE.md): no string of the
    /// index names an option, a shell command or llrb itself (`.llrb`, its files' suffix, aside).
    func testTheIndexSpeaksNoCommandLine() throws {
        let root = Self.sources.appendingPathComponent("LLRBIndex")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }
        let literal = try NSRegularExpression(pattern: Self.stringLiteral)
        let commandLine = try NSRegularExpression(pattern: #"(?<![.\w])llrb\b|--[a-z]|\brm -rf\b|\bchmod\b|\bconvmv\b"#)
        var found: [String] = []
        for path in paths {
            let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "" }
                .joined(separator: "\n")
            for match in literal.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let range = Range(match.range, in: code) else { continue }
                let text = String(code[range])
                if commandLine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { found.append("\(path): \(text)") }
            }
        }
        XCTAssertEqual(found, [], "the index words something for the command line")
    }

    /// Each Swift file of `module`: its path, its top folder (`.` for the root) and its code
    /// without comments and string literals, where names do not count.
    private static func files(in module: String) throws -> [(path: String, folder: String, code: String)] {
        let root = sources.appendingPathComponent(module)
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
        let comment = try NSRegularExpression(pattern: #"//.*"#)
        let literal = try NSRegularExpression(pattern: Self.stringLiteral)
        return try paths.map { path in
            var code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for pattern in [comment, literal] {
                code = pattern.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
            }
            let folder = path.split(separator: "/").dropLast().first.map(String.init) ?? "."
            return (path, folder, code)
        }
    }

    /// The types a file defines at its top level (nested types are named through their parent).
    private static func definedTypes(in code: String) -> [String] {
        let definition = try? NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated)\s+)*(?:enum|struct|class|actor|protocol|typealias)\s+(\w+)"#,
            options: .anchorsMatchLines)
        return definition?.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range(at: 1), in: code).map { String(code[$0]) }
        } ?? []
    }

    private static func capitalisedWords(in code: String) -> Set<String> {
        let word = try? NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        return Set(word?.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range, in: code).map { String(code[$0]) }
        } ?? [])
    }
}
