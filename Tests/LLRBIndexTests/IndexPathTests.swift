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
}
