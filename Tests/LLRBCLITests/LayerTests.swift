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
        ("LLRBParser", ["Text", "Model", "Calendar", "Decoding", "Layout", "Lines", "Recognisers", "Labelling", "Profile",
                        "Stories", "Assembly", "Resolution", "Issues", "."]),
        ("LLRBLearning", ["Model", "Lines", "Labelling", "Reading", "."]),
        ("LLRBEngine", ["Analysis", "Query", "Store", "Scoring", "Manifest", "Postings", "Dictionary", "Segments", "Writer",
                        "Check", "Matching", "Fuzzy", "Snippets", "Evaluation"]),
        ("LLRBIndex", ["Documents", "Corrections", "Records", "Scans", "Ingest", "Search"]),
        ("LLRBViews", ["Collation", "Places", "Credits", "Concordance", "Timeline", "People", "."]),
        ("LLRBHTTP", ["Syntax", "Messages", "Parsing", "Server"]),
        ("llrb", ["Process", "Catalog", "JSON", "Output", "Marks", "Arguments", "Search", "Export", "Corrections", "Web", "Commands", "."]),
    ]

    /// The modules each module may import: those below it. The HTTP server knows nothing of llrb.
    static let imports: [String: Set<String>] = [
        "FuzzParser": ["LLRBLearning", "LLRBParser"],
        "FuzzQuery": ["LLRBEngine"],
        "LLRBParser": [],
        "LLRBEngine": [],
        "LLRBIndex": ["LLRBEngine", "LLRBParser"],
        "LLRBViews": ["LLRBIndex", "LLRBEngine", "LLRBParser"],
        "LLRBLearning": ["LLRBParser"],
        "LLRBTraining": ["LLRBLearning", "LLRBParser"],
        "LLRBHTTP": [],
        "llrb": ["LLRBParser", "LLRBEngine", "LLRBIndex", "LLRBViews", "LLRBHTTP"],
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
            let added = Self.foreignExtensionMembers(in: files, definedTypes: Set(folderOf.keys))
            var backward: [String] = []
            for file in files {
                guard let user = folders.firstIndex(of: file.folder) else { continue }
                for name in Self.capitalisedWords(in: file.code).sorted() {
                    guard let folder = folderOf[name], let used = folders.firstIndex(of: folder), used > user else { continue }
                    backward.append("\(module)/\(file.path) uses \(name) of \(folder)")
                }
                for (member, folder) in added {
                    guard let used = folders.firstIndex(of: folder), used > user,
                          file.code.range(of: #"\.\#(member)\b"#, options: .regularExpression) != nil else { continue }
                    backward.append("\(module)/\(file.path) uses .\(member) of \(folder)")
                }
            }
            XCTAssertEqual(backward, [], "a layer of \(module) uses one above it")
        }
    }

    func testModulesImportOnlyTheModulesBelowThem() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(modules), Set(Self.imports.keys), "a module with no rule for its imports")
        let importLine = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:\w+\s+)?(\w+)"#, options: .anchorsMatchLines)
        let ownModules = Set(modules)
        for (module, allowed) in Self.imports {
            var wrong: Set<String> = []
            for file in try Self.files(in: module) {
                for match in importLine.matches(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)) {
                    guard let range = Range(match.range(at: 1), in: file.code) else { continue }
                    let imported = String(file.code[range])
                    if ownModules.contains(imported) && !allowed.contains(imported) { wrong.insert("\(module)/\(file.path) imports \(imported)") }
                }
            }
            XCTAssertEqual(wrong, [], "a module imports one that is not below it")
        }
    }

    /// The engine throws facts and the fronts word them (docs/ARCHITECTURE.md): no string of the
    /// index names an option, a shell command or llrb itself (`.llrb`, its files' suffix, aside).
    func testTheIndexSpeaksNoCommandLine() throws {
        var paths: [(root: URL, path: String)] = []
        for module in ["LLRBEngine", "LLRBIndex"] {
            let root = Self.sources.appendingPathComponent(module)
            paths += try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }.map { (root, $0) }
        }
        let literal = try NSRegularExpression(pattern: Self.stringLiteral)
        let commandLine = try NSRegularExpression(pattern: #"(?<![.\w])llrb\b|--[a-z]|\brm -rf\b|\bchmod\b|\bconvmv\b"#)
        var found: [String] = []
        for (root, path) in paths {
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

    /// The engine's surface is written down (docs/ARCHITECTURE.md, "The engine"): every public
    /// type of LLRBEngine (at the top level: a nested one is named through its parent) is listed
    /// there, and nothing listed is not one, so a type made public is a choice someone wrote
    /// down. Types are public only at their declaration: no `public extension` adds one.
    func testEveryPublicTypeOfTheEngineIsListedInTheArchitecture() throws {
        let architecture = try String(contentsOf: LLRBRunner.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try XCTUnwrap(architecture.range(of: "Its public types").map { architecture[$0.upperBound...] })
        let listing = try XCTUnwrap(section.split(separator: "\n\n").dropFirst().first)
        let listed = Set(listing.matches(of: /`(\w+)`/).map { String($0.output.1) })
        // A top-level type; nested ones are named through it. Modifiers in any order, `open` too.
        let publicType = /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?:enum|struct|class|actor|protocol|typealias)\s+(\w+)/
        let declared = Set(try Self.files(in: "LLRBEngine").flatMap { file in file.code.matches(of: publicType).map { String($0.output.1) } })
        XCTAssertFalse(declared.isEmpty)
        XCTAssertEqual(try Self.files(in: "LLRBEngine").filter { $0.code.contains(/(?m)^\s*public\s+extension\b/) }.map(\.path), [])
        XCTAssertEqual(declared.subtracting(listed).sorted(), [], "public types of the engine not listed in docs/ARCHITECTURE.md")
        XCTAssertEqual(listed.subtracting(declared).sorted(), [], "types listed as the engine's that are not public in it")
    }

    /// `package` opens a declaration to the package's other modules (the archive reaches the
    /// engine so, the learned reader the parser): on a member of a type that is itself internal it
    /// opens nothing while saying it does, so no module has one.
    func testNoPackageMemberSitsInAnInternalType() throws {
        let typeStart = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|private|fileprivate|final|indirect|open)\s+)*)(struct|enum|class|actor|protocol|extension)\s+([\w.]+)/
        let packageMember = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*package\s/
        let opening = /\b(?:public|package|open)\b/
        var found: [String] = []
        for module in Self.imports.keys.sorted() {
            let files = try Self.files(in: module)
            var isOpen: [String: Bool] = [:]
            for file in files {
                for line in file.code.split(separator: "\n") {
                    guard let match = line.firstMatch(of: typeStart), !line.hasPrefix(" "), match.output.2 != "extension" else { continue }
                    isOpen[String(match.output.3)] = match.output.1.contains(opening)
                }
            }
            for file in files {
                var enclosing: [(depth: Int, isOpen: Bool)] = []
                var depth = 0
                for (number, line) in file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let match = line.firstMatch(of: typeStart), line.contains("{") {
                        let outerOpen = enclosing.last?.isOpen ?? true
                        switch match.output.2 {
                        case "extension":
                            let extended = String(match.output.3.split(separator: ".").first ?? "")
                            enclosing.append((depth, isOpen[extended] ?? true))
                        case "protocol": enclosing.append((depth, true))
                        default: enclosing.append((depth, outerOpen && match.output.1.contains(opening)))
                        }
                    } else if line.contains(packageMember), enclosing.last?.isOpen == false {
                        found.append("\(module)/\(file.path):\(number + 1)")
                    }
                    depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                    while let last = enclosing.last, depth <= last.depth { enclosing.removeLast() }
                }
            }
        }
        XCTAssertEqual(found, [], "package members of internal types: make them internal, or the type package")
    }

    /// Views are registered once, where the archive is written (LLRBViews' `ArchiveWriter`): no
    /// other file of any module, the bench's included, makes an ingest or sets the tables one
    /// writes, so every writer writes the same tables.
    func testOnlyTheArchiveWriterMakesAnIngestOrNamesItsTables() throws {
        let bench = LLRBRunner.packageRoot.appendingPathComponent("bench/Sources")
        var writers: [String] = []
        for root in [Self.sources, bench] {
            let modules = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            XCTAssertFalse(modules.isEmpty, root.path)
            for module in modules {
                writers += try Self.files(in: module, under: root).filter {
                    $0.code.range(of: #"\bIngestor\s*\(|(?<!self)\.tables\s*="#, options: .regularExpression) != nil
                }.map { "\(module)/\($0.path)" }
            }
        }
        XCTAssertEqual(writers, ["LLRBViews/ArchiveWriter.swift"])
    }

    /// Each Swift file of `module`: its path, its top folder (`.` for the root) and its code
    /// without comments and string literals, where names do not count.
    private static func files(in module: String, under sources: URL = sources) throws -> [(path: String, folder: String, code: String)] {
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

    /// The members a module adds to types it does not define (the standard library's, another
    /// module's), with the folder that adds them: every folder sees such a type, so only the
    /// member's name tells a use of a later layer. Names declared anywhere else in the module
    /// are left out, since a name alone cannot tell which one a use means.
    private static func foreignExtensionMembers(in files: [(path: String, folder: String, code: String)],
                                                definedTypes: Set<String>) -> [(member: String, folder: String)] {
        let extensionStart = try? NSRegularExpression(pattern: #"^extension\s+(\w+)[^{\n]*\{"#, options: .anchorsMatchLines)
        let memberDeclaration = try? NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|static|mutating|nonisolated|final)\s+)*(?:func|var|let)\s+(\w+)"#)
        let declaration = try? NSRegularExpression(pattern: #"\b(?:func|var|let|case)\s+(\w+)"#)
        var added: [String: Set<String>] = [:], declaredIn: [String: Set<String>] = [:]
        for file in files {
            let code = file.code
            for match in declaration?.matches(in: code, range: NSRange(code.startIndex..., in: code)) ?? [] {
                if let range = Range(match.range(at: 1), in: code) { declaredIn[String(code[range]), default: []].insert(file.folder) }
            }
            for match in extensionStart?.matches(in: code, range: NSRange(code.startIndex..., in: code)) ?? [] {
                guard let name = Range(match.range(at: 1), in: code), !definedTypes.contains(String(code[name])),
                      let start = Range(match.range, in: code)?.upperBound else { continue }
                var depth = 1
                for line in code[start...].split(separator: "\n", omittingEmptySubsequences: false) {
                    let text = String(line)
                    if depth == 1, let member = memberDeclaration?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                       let range = Range(member.range(at: 1), in: text) {
                        added[String(text[range]), default: []].insert(file.folder)
                    }
                    depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
                    if depth <= 0 { break }
                }
            }
        }
        return added.compactMap { member, folders in
            guard folders.count == 1, let folder = folders.first, declaredIn[member, default: []] == folders else { return nil }
            return (member, folder)
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
