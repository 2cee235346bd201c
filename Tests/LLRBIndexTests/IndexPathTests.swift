import XCTest
@testable import LLRBIndex

/// The path a file is indexed by is its standardized absolute path, whether or not it needed
/// standardizing: the fast path for clean absolute paths gives what Foundation gives.
final class IndexPathTests: XCTestCase {
    func testIndexPathIsTheStandardizedAbsolutePath() {
        let folder = FileManager.default.currentDirectoryPath
        for path in ["/a/b/c.txt", "/a/./b.txt", "/a/../b.txt", "/a//b.txt", "/a/b/", "/a/.hidden/x.txt", "/a/.../x.txt",
                     "/a/b..txt", "/a/b/..", "/a/b/.", "relative/x.txt", "./x.txt", "/", "/页面/2023/第1版.txt"] {
            let expected = URL(fileURLWithPath: path).standardizedFileURL.path
            XCTAssertEqual(Ingestor.indexPath(path), expected, path)
            XCTAssertTrue(Ingestor.indexPath(path).hasPrefix("/"), "absolute from \(folder): \(path)")
        }
    }

    /// Foundation drops a leading `/private` or `/var/automount` when the rest of the path
    /// exists (macOS's aliases), on Linux too; the index key must agree with it there as well.
    func testAliasPrefixesAreStandardizedAsFoundationDoes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-index-path-\(getpid()).txt")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let existing = file.standardizedFileURL.path
        for prefix in ["/private", "/var/automount", "/private/var/automount"] {
            for path in [prefix + existing, prefix + "/tmp", prefix + "/no-such-folder/x.txt", prefix] {
                XCTAssertEqual(Ingestor.indexPath(path), URL(fileURLWithPath: path).standardizedFileURL.path, path)
            }
        }
        XCTAssertEqual(Ingestor.indexPath("/private" + existing), existing, "the alias is dropped")
    }
}
