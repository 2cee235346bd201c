import Foundation
import XCTest

/// LLRBHTTP knows nothing of llrb (docs/ARCHITECTURE.md): read from its sources, so that an
/// import of the parser or the index fails here instead of tangling the modules.
final class ModuleIndependenceTests: XCTestCase {
    func testTheServerImportsOnlyTheSystem() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let root = package.appendingPathComponent("Sources/LLRBHTTP")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(paths.isEmpty)
        let allowed: Set<String> = ["Foundation", "Dispatch", "Glibc", "Synchronization"]
        for path in paths {
            let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for line in code.split(separator: "\n") where line.hasPrefix("import ") {
                let module = String(line.dropFirst("import ".count))
                XCTAssertTrue(allowed.contains(module), "\(path) imports \(module)")
            }
        }
    }
}
